import { eq, sql } from 'drizzle-orm';
import { locations, stockMovements } from '../../../drizzle/tables/inventory/stock.ts';
import { defineDataset } from '../../core/platform/datasets.ts';

/** The stock ledger: every opening, receive and adjustment per item and location. */
export const stockMovementDataset = defineDataset({
  name: 'inventory.stock_movements',
  description: 'Stock movements: item, location, kind, date, quantity and rate.',
  from: sql`${stockMovements} join ${locations} on ${eq(locations.id, stockMovements.locationId)}`,
  organization: stockMovements.organizationId,
  key: stockMovements.id,
  columns: [
    { name: 'Item ID', type: 'text', value: sql`${stockMovements.itemId}::text` },
    { name: 'Location', type: 'text', value: locations.locationName },
    { name: 'Kind', type: 'text', value: stockMovements.kind },
    { name: 'Date', type: 'date', value: stockMovements.movementDate },
    { name: 'Quantity', type: 'decimal', value: stockMovements.quantity },
    { name: 'Rate', type: 'decimal', value: stockMovements.rate },
    { name: 'Source Type', type: 'text', value: stockMovements.sourceType },
  ],
});
