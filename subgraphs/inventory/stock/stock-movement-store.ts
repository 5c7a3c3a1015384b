/**
 * The SQL of a document's stock movements, kept equal to what the document says now: a purchase
 * receive (kind `receive`) and, through accounting's `documentStockPort` (document-stock.ts), a
 * vendor credit returning goods (kind `return`). `syncDocumentStock` writes nothing when the
 * document's net movements are already the wanted ones; otherwise what stands is reversed
 * (negative rows dated like the originals) and the wanted rows are added. Rows are never changed
 * or deleted: stock on hand stays their sum.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { itemLocations, stockMovements } from '../../../drizzle/tables/inventory/stock.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { newId } from '../../core/values/ids.ts';
import { dec, toDb } from '../../core/values/money.ts';

export interface Movement {
  itemId: string;
  locationId: string;
  /** Signed: receipts positive, issues negative. */
  quantity: string;
  rate: string | null;
  date: string;
}

export type MovementKind = (typeof stockMovements.$inferInsert)['kind'];

const keyOf = (m: Omit<Movement, 'quantity'>) => `${m.itemId}|${m.locationId}|${m.rate === null ? '' : toDb(m.rate)}|${m.date}`;

/** Movements summed per item, location, rate and date; those netting to zero dropped. */
export function netted(movements: readonly Movement[]): Map<string, Movement> {
  const byKey = new Map<string, Movement>();
  for (const m of movements) {
    const key = keyOf(m);
    const had = byKey.get(key);
    byKey.set(key, { ...m, quantity: toDb(dec(had?.quantity ?? 0).plus(m.quantity)) });
  }
  for (const [key, m] of byKey) if (dec(m.quantity).isZero()) byKey.delete(key);
  return byKey;
}

export async function syncDocumentStock(
  tx: Tx,
  organizationId: string,
  source: { type: string; id: string; kind: MovementKind },
  wanted: readonly Movement[],
): Promise<void> {
  const rows = await tx
    .select({
      itemId: stockMovements.itemId,
      locationId: stockMovements.locationId,
      quantity: stockMovements.quantity,
      rate: stockMovements.rate,
      date: stockMovements.movementDate,
    })
    .from(stockMovements)
    .where(inOrg(stockMovements, organizationId, eq(stockMovements.sourceType, source.type), eq(stockMovements.sourceId, source.id)));
  const current = netted(rows);
  const target = netted(wanted);
  const same = current.size === target.size && [...target].every(([key, m]) => current.get(key) && dec(current.get(key)!.quantity).eq(m.quantity));
  if (same) return;
  const reversal = [...current.values()].map((m) => ({ ...m, quantity: toDb(dec(m.quantity).neg()) }));
  const writes = [...reversal, ...target.values()].map((m) => ({
    id: newId(),
    organizationId,
    itemId: m.itemId,
    locationId: m.locationId,
    kind: source.kind,
    quantity: m.quantity,
    rate: m.rate,
    movementDate: m.date,
    sourceType: source.type,
    sourceId: source.id,
  }));
  if (writes.length) await tx.insert(stockMovements).values(writes);
  if (target.size) {
    await tx
      .insert(itemLocations)
      .values([
        ...new Map([...target.values()].map((m) => [`${m.itemId}|${m.locationId}`, { organizationId, itemId: m.itemId, locationId: m.locationId }])).values(),
      ])
      .onConflictDoNothing();
  }
}
