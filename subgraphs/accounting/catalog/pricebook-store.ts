/**
 * The SQL of price lists' writes: their rows, their items and brackets, the default mark, and
 * the items a list names (locked while it is written). Reading lists as clients see them is
 * pricebook-views.ts; the checks and rates are pricebook-service.ts and pricebook-rates.ts.
 */
import { eq, ne } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { items } from '../../../drizzle/tables/accounting/items.ts';
import { pricebookItems, pricebookPriceBrackets, pricebooks } from '../../../drizzle/tables/accounting/pricebooks.ts';
import { isId } from '../../core/values/ids.ts';
import { anyId } from '../../core/request/scoped.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type PricebookRow = typeof pricebooks.$inferSelect;
export type PricebookFields = typeof pricebooks.$inferInsert;

/** An item entry of a per_item list with its price brackets, as written. */
export interface PricebookEntryRows {
  entry: typeof pricebookItems.$inferInsert;
  brackets: (typeof pricebookPriceBrackets.$inferInsert)[];
}

/** Items of the organization by id with their names, locked FOR SHARE so a listed item is not deleted before the list commits. */
export async function shareItems(tx: Tx, organizationId: string, itemIds: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (!itemIds.length) return [];
  return tx
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(inOrg(items, organizationId, anyId(items.id, [...itemIds])))
    .for('share');
}

/** Rates of the organization's items by id (one statement; none for no ids). */
export async function itemRatesOf(db: Executor, organizationId: string, itemIds: readonly string[]) {
  if (!itemIds.length) return [];
  return db
    .select({ id: items.id, rate: items.rate, purchaseRate: items.purchaseRate })
    .from(items)
    .where(inOrg(items, organizationId, anyId(items.id, [...itemIds])));
}

/** Writes a list's entries and brackets; `replace` removes the ones it had first. */
export async function writeEntries(
  tx: Tx,
  organizationId: string,
  pricebookId: string,
  entries: readonly PricebookEntryRows[],
  replace: boolean,
): Promise<void> {
  if (replace) await deleteEntries(tx, organizationId, pricebookId);
  if (entries.length === 0) return;
  await tx.insert(pricebookItems).values(entries.map((e) => e.entry));
  const brackets = entries.flatMap((e) => e.brackets);
  if (brackets.length > 0) await tx.insert(pricebookPriceBrackets).values(brackets);
}

async function deleteEntries(tx: Tx, organizationId: string, pricebookId: string): Promise<void> {
  await tx.delete(pricebookPriceBrackets).where(inOrg(pricebookPriceBrackets, organizationId, eq(pricebookPriceBrackets.pricebookId, pricebookId)));
  await tx.delete(pricebookItems).where(inOrg(pricebookItems, organizationId, eq(pricebookItems.pricebookId, pricebookId)));
}

/** Takes the default mark from every other list of the side of trade. */
export async function clearOtherDefaults(
  tx: Tx,
  organizationId: string,
  pricebookId: string,
  side: PricebookRow['salesOrPurchaseType'],
  at: Date,
): Promise<void> {
  await tx
    .update(pricebooks)
    .set({ isDefault: false, updatedAt: at })
    .where(inOrg(pricebooks, organizationId, eq(pricebooks.salesOrPurchaseType, side), eq(pricebooks.isDefault, true), ne(pricebooks.id, pricebookId)));
}

export async function insertPricebook(tx: Tx, fields: PricebookFields): Promise<void> {
  await tx.insert(pricebooks).values(fields);
}

/** A list's row locked for an update; absent when another organization's or none. */
export async function lockPricebookRow(tx: Tx, organizationId: string, pricebookId: string): Promise<PricebookRow | undefined> {
  const [current] = await tx
    .select()
    .from(pricebooks)
    .where(inOrg(pricebooks, organizationId, eq(pricebooks.id, pricebookId)))
    .for('update');
  return current;
}

/** A list's name, its row locked for a delete; absent when not an id of the organization's lists. */
export async function lockPricebookName(tx: Tx, organizationId: string, pricebookId: string): Promise<string | undefined> {
  if (!isId(pricebookId)) return undefined;
  const [locked] = await tx
    .select({ name: pricebooks.name })
    .from(pricebooks)
    .where(inOrg(pricebooks, organizationId, eq(pricebooks.id, pricebookId)))
    .for('update');
  return locked?.name;
}

export async function updatePricebookRow(tx: Tx, organizationId: string, pricebookId: string, changes: Partial<PricebookFields>): Promise<void> {
  await tx
    .update(pricebooks)
    .set(changes)
    .where(inOrg(pricebooks, organizationId, eq(pricebooks.id, pricebookId)));
}

/** Sets a list's status (an inactive list stops being a default); false when there is no such list. */
export async function setStatusRow(db: Executor, organizationId: string, pricebookId: string, status: 'active' | 'inactive', at: Date): Promise<boolean> {
  const [changed] = await db
    .update(pricebooks)
    .set({ status, ...(status === 'inactive' ? { isDefault: false } : {}), updatedAt: at })
    .where(inOrg(pricebooks, organizationId, eq(pricebooks.id, pricebookId)))
    .returning({ id: pricebooks.id });
  return !!changed;
}

/** Deletes a list with its entries and brackets; answers its id, or undefined when there was none (nothing else is deleted then). */
export async function deletePricebookRows(tx: Tx, organizationId: string, pricebookId: string): Promise<string | undefined> {
  const [deleted] = await tx
    .delete(pricebooks)
    .where(inOrg(pricebooks, organizationId, eq(pricebooks.id, pricebookId)))
    .returning({ id: pricebooks.id });
  if (!deleted) return undefined;
  await deleteEntries(tx, organizationId, pricebookId);
  return deleted.id;
}

/** The name of the first list (by id) that lists an item. */
export async function firstListingOf(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: pricebooks.name })
    .from(pricebookItems)
    .innerJoin(pricebooks, eq(pricebooks.id, pricebookItems.pricebookId))
    .where(inOrg(pricebookItems, organizationId, eq(pricebookItems.itemId, itemId)))
    .orderBy(pricebooks.id)
    .limit(1);
  return row?.name;
}
