import { sql } from 'drizzle-orm';
import { boolean, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from '../../columns.ts';
import { accounting } from './schema.ts';

/** Price lists (services/pricebooks.ts). Enum columns hold the lower-cased GraphQL names. */
export const pricebooks = accounting.table(
  'pricebooks',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    currencyId: id('currency_id').notNull(),
    pricebookType: text('pricebook_type').$type<'per_item' | 'fixed_percentage'>().notNull(),
    /** Only fixed_percentage lists have one. */
    percentage: decimal('percentage'),
    isIncrease: boolean('is_increase').notNull().default(true),
    roundingType: text('rounding_type').notNull(),
    decimalPlace: integer('decimal_place').notNull(),
    pricingScheme: text('pricing_scheme').$type<'unit' | 'volume'>().notNull(),
    salesOrPurchaseType: text('sales_or_purchase_type').$type<'sales' | 'purchases'>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pricebooks_org_name').on(t.organizationId, sql`lower(${t.name})`), index('pricebooks_org_created').on(t.organizationId, t.createdAt)],
);

/** The items of a per_item price list; written with the list in one transaction. */
export const pricebookItems = accounting.table(
  'pricebook_items',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    pricebookId: id('pricebook_id').notNull(),
    itemId: id('item_id').notNull(),
    /** Order the client listed the items in. */
    position: integer('position').notNull(),
    pricebookRate: decimal('pricebook_rate'),
    pricebookDiscount: text('pricebook_discount'),
    pricingScheme: text('pricing_scheme').$type<'unit' | 'volume'>().notNull(),
  },
  (t) => [
    uniqueIndex('pricebook_items_pricebook_item').on(t.organizationId, t.pricebookId, t.itemId),
    // Which price lists name an item, for the item's side of the relation.
    index('pricebook_items_item').on(t.organizationId, t.itemId),
  ],
);

/** Volume pricing brackets of a price list's item. */
export const pricebookPriceBrackets = accounting.table(
  'pricebook_price_brackets',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    pricebookId: id('pricebook_id').notNull(),
    pricebookItemId: id('pricebook_item_id').notNull(),
    startQuantity: decimal('start_quantity').notNull(),
    /** Null: no upper end. */
    endQuantity: decimal('end_quantity'),
    pricebookRate: decimal('pricebook_rate'),
    pricebookDiscount: text('pricebook_discount'),
  },
  (t) => [index('pricebook_price_brackets_pricebook').on(t.organizationId, t.pricebookId)],
);
