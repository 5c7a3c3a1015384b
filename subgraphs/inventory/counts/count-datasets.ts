import { eq, sql } from 'drizzle-orm';
import { counts } from '../../../drizzle/tables/inventory/counts.ts';
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
