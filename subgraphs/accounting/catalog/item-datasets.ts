import { sql } from 'drizzle-orm';
import { items } from '../../../drizzle/tables/accounting/items.ts';
import { defineDataset } from '../../core/platform/datasets.ts';

/** Items of the catalogue with their sales and purchase rates. */
export const itemDataset = defineDataset({
  name: 'accounting.items',
  description: 'Items: name, SKU, type, status and rates.',
  from: items,
  organization: items.organizationId,
  key: items.id,
  columns: [
    { name: 'Item ID', type: 'text', value: sql`${items.id}::text` },
    { name: 'Item Name', type: 'text', value: items.name },
    { name: 'SKU', type: 'text', value: items.sku },
    { name: 'Status', type: 'text', value: items.status },
    { name: 'Product Type', type: 'text', value: items.productType },
    { name: 'Item Type', type: 'text', value: items.itemType },
    { name: 'Unit', type: 'text', value: items.unit },
    { name: 'Rate', type: 'decimal', value: items.rate },
    { name: 'Purchase Rate', type: 'decimal', value: items.purchaseRate },
    { name: 'Reorder Level', type: 'decimal', value: items.reorderLevel },
  ],
});
