import { eq, sql } from 'drizzle-orm';
import { countLines, counts } from '../../../drizzle/tables/inventory/counts.ts';
import { locations } from '../../../drizzle/tables/inventory/stock.ts';
import { defineDataset } from '../../core/platform/datasets.ts';

/** Stock counts with their location and how far counting went. */
export const countDataset = defineDataset({
  name: 'inventory.stock_counts',
  description: 'Stock counts: number, location, dates, status and items counted, matched and adjusted.',
  from: sql`${counts} join ${locations} on ${eq(locations.id, counts.locationId)}`,
  organization: counts.organizationId,
  key: counts.id,
  columns: [
    { name: 'Count Number', type: 'text', value: counts.inventorycountNumber },
    { name: 'Location', type: 'text', value: locations.locationName },
    { name: 'Count Date', type: 'date', value: counts.countDate },
    { name: 'Due Date', type: 'date', value: counts.dueDate },
    { name: 'Status', type: 'text', value: counts.status },
    { name: 'Count Type', type: 'text', value: counts.countType },
    { name: 'Items', type: 'integer', value: counts.numberOfItems },
    { name: 'Items Counted', type: 'integer', value: counts.numberOfItemsCounted },
    { name: 'Items Matched', type: 'integer', value: counts.numberOfItemsMatched },
    { name: 'Items Adjusted', type: 'integer', value: counts.numberOfItemsAdjusted },
  ],
});

/** The lines of stock counts: per item, what the books said, what was counted and what was decided. */
export const countLineDataset = defineDataset({
  name: 'inventory.stock_count_lines',
  description: 'Stock count lines: count, item, system and counted quantity, variance, status and adjustment value.',
  from: sql`${countLines} join ${counts} on ${eq(counts.id, countLines.countId)}`,
  organization: countLines.organizationId,
  key: countLines.id,
  columns: [
    { name: 'Count Number', type: 'text', value: counts.inventorycountNumber },
    { name: 'Item Name', type: 'text', value: countLines.itemName },
    { name: 'SKU', type: 'text', value: countLines.sku },
    { name: 'Unit', type: 'text', value: countLines.unit },
    { name: 'System Quantity', type: 'decimal', value: countLines.systemQuantity },
    { name: 'Counted Quantity', type: 'decimal', value: countLines.countedQuantity },
    { name: 'Variance', type: 'decimal', value: sql`${countLines.countedQuantity} - ${countLines.systemQuantity}` },
    { name: 'Status', type: 'text', value: countLines.status },
    { name: 'Adjustment Value', type: 'decimal', value: countLines.adjustmentValue },
  ],
});
