import type { Tx } from '../../../drizzle/client.ts';
import { Port } from '../../core/platform/ports.ts';

export interface OpeningStockLine {
  locationId: string;
  /** Quantity on hand when the item is stocked at the location; absent or 0 links it only. */
  initialStock?: string | null;
  /** Value of one unit of it. */
  initialStockRate?: string | null;
}

/**
 * Links an item to locations and writes its opening stock, in the caller's transaction.
 * Errors name `<field>[i].<attribute>`.
 */
export type RecordOpeningStock = (
  tx: Tx,
  organizationId: string,
  itemId: string,
  lines: readonly OpeningStockLine[],
  options: { date: string; field: readonly (string | number)[] },
) => Promise<void>;

/** Removes what is kept of an item being deleted besides the item itself, in the caller's transaction; refuses (IN_USE) when that history must stay. */
export type ForgetItem = (tx: Tx, organizationId: string, itemId: string) => Promise<void>;

/**
 * What an item's create, update and delete hand to the module that keeps stock (inventory,
 * which builds on accounting and provides these in its descriptor's hooks), in the item's own
 * transaction: a bad location rolls the item back with it.
 */
export const itemHooks = {
  openingStock: new Port<RecordOpeningStock>('accounting.item-opening-stock'),
  forget: new Port<ForgetItem>('accounting.forget-item'),
};

export const recordOpeningStock: RecordOpeningStock = (...args) => itemHooks.openingStock.call(...args);

export const forgetItem: ForgetItem = (...args) => itemHooks.forget.call(...args);
