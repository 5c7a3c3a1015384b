import { sql } from 'drizzle-orm';
import { boolean, date, index, pgSchema, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, postalAddress, updatedAt } from '../../columns.ts';
import type { PostalAddress } from '../core/organizations.ts';

/** The inventory module's own PostgreSQL schema (subgraphs/inventory). */
export const inventory = pgSchema('inventory');

/** Warehouses and other places stock is kept. */
export const locations = inventory.table(
  'locations',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    locationName: text('location_name').notNull(),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    isPrimary: boolean('is_primary').notNull().default(false),
    email: text('email'),
    phone: text('phone'),
    ...postalAddress<PostalAddress>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('locations_org_name').on(t.organizationId, sql`lower(${t.locationName})`),
    // At most one primary location per organization, whatever two requests race to do.
    uniqueIndex('locations_org_primary').on(t.organizationId).where(sql`${t.isPrimary}`),
  ],
);

/** The locations an item is kept at (linked on item creation, by receives later). */
export const itemLocations = inventory.table(
  'item_locations',
  {
    organizationId: id('organization_id').notNull(),
    itemId: id('item_id').notNull(),
    locationId: id('location_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.locationId] }), index('item_locations_org_location').on(t.organizationId, t.locationId)],
);

/**
 * The stock ledger: every change of the quantity of an item at a location is a row, never an
 * update. Stock on hand is the sum of the rows.
 */
export const stockMovements = inventory.table(
  'stock_movements',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    itemId: id('item_id').notNull(),
    locationId: id('location_id').notNull(),
    /** opening (initial stock), later receive, adjustment and return (goods sent back to a vendor). */
    kind: text('kind').$type<'opening' | 'receive' | 'adjustment' | 'return'>().notNull(),
    /** Signed: receipts positive, issues negative. */
    quantity: decimal('quantity').notNull(),
    /** Unit value of the quantity, for valuing stock. */
    rate: decimal('rate'),
    movementDate: date('movement_date', { mode: 'string' }).notNull(),
    /** The document that moved the stock (a receive, a count), null for opening stock. */
    sourceType: text('source_type'),
    sourceId: id('source_id'),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_item_location').on(t.organizationId, t.itemId, t.locationId)],
);
