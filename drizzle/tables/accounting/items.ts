import { sql } from 'drizzle-orm';
import { boolean, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from '../../columns.ts';
import { accounting } from './schema.ts';
import { listIndexes } from '../../list-indexes.ts';

/** A tax preference of an item (India: intra- or inter-state), kept as the wire spells it. */
export interface ItemTaxPreferenceValue {
  tax_id: string;
  tax_specification: 'intra' | 'inter';
}

/** Goods and services an organization sells or buys (services/items.ts). Stock lives in inventory. */
export const items = accounting.table(
  'items',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    description: text('description'),
    rate: decimal('rate').notNull(),
    unit: text('unit'),
    sku: text('sku'),
    productType: text('product_type').notNull(),
    itemType: text('item_type').notNull(),
    /** A tax or tax group of the erp module (checked through subgraphs/erp/api.ts). */
    taxId: id('tax_id'),
    purchaseTaxRuleId: id('purchase_tax_rule_id'),
    salesTaxRuleId: id('sales_tax_rule_id'),
    upc: text('upc'),
    ean: text('ean'),
    isbn: text('isbn'),
    partNumber: text('part_number'),
    hsnOrSac: text('hsn_or_sac'),
    satItemKeyCode: text('sat_item_key_code'),
    unitkeyCode: text('unitkey_code'),
    isTaxable: boolean('is_taxable').notNull().default(true),
    taxExemptionId: id('tax_exemption_id'),
    purchaseTaxExemptionId: id('purchase_tax_exemption_id'),
    accountId: id('account_id'),
    avataxTaxCode: text('avatax_tax_code'),
    avataxUseCode: text('avatax_use_code'),
    purchaseDescription: text('purchase_description'),
    purchaseRate: decimal('purchase_rate'),
    purchaseAccountId: id('purchase_account_id'),
    inventoryAccountId: id('inventory_account_id'),
    vendorId: id('vendor_id'),
    reorderLevel: decimal('reorder_level'),
    taxPreferences: jsonb('item_tax_preferences').$type<ItemTaxPreferenceValue[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Documents and price lists pick items by name and SKU: both are unique per organization.
    uniqueIndex('items_org_name').on(t.organizationId, sql`lower(${t.name})`),
    uniqueIndex('items_org_sku').on(t.organizationId, t.sku),
    // The list's sort and searched columns (item-service.ts); the name sorts through items_org_name.
    ...listIndexes('items', t, {
      sorts: { created: t.createdAt, updated: t.updatedAt, rate: t.rate, sku: t.sku },
      searched: [t.name, t.sku, t.description],
    }),
  ],
);
