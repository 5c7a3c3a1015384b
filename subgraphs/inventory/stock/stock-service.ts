import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { itemLocations, locations, stockMovements } from '../../../drizzle/tables/inventory/stock.ts';
import { toEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { type Decimal, dec, roundTo, sum, toDb } from '../../core/values/money.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import { type PostingLine, repost, reverse } from '../../core/books/ledger.ts';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import { type OpeningStockLine, committedQuantities, findItemsByKeys, itemExists } from '../../accounting/api.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId, idArray, placeheld } from '../../core/request/scoped.ts';
import { preparedOn } from '../../../drizzle/prepared.ts';
import type { ItemLocation, ItemStock, LocationStatus } from '../generated/graphql.ts';
import { locationsById } from '../locations/location-service.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

const stockRows = preparedOn((db) => {
  const onHand = db
    .select({
      itemId: stockMovements.itemId,
      locationId: stockMovements.locationId,
      quantity: sql<string>`sum(${stockMovements.quantity})`.as('quantity'),
    })
    .from(stockMovements)
    .where(placeheld.inOrg(stockMovements, placeheld.anyId(stockMovements.itemId)))
    .groupBy(stockMovements.itemId, stockMovements.locationId)
    .as('on_hand');
  return db
    .select({
      itemId: itemLocations.itemId,
      locationId: locations.id,
      locationName: locations.locationName,
      status: locations.status,
      isPrimary: locations.isPrimary,
      quantity: sql<string>`coalesce(${onHand.quantity}, 0)::text`,
    })
    .from(itemLocations)
    .innerJoin(locations, eq(locations.id, itemLocations.locationId))
    .leftJoin(onHand, and(eq(onHand.itemId, itemLocations.itemId), eq(onHand.locationId, itemLocations.locationId)))
    .where(placeheld.inOrg(itemLocations, placeheld.anyId(itemLocations.itemId)))
    .orderBy(desc(locations.isPrimary), asc(sql`lower(${locations.locationName})`), asc(locations.id))
    .prepare('kontor_stock_of_items');
});

/**
 * Stock of items at their locations, for any number of items in one statement: the item's
 * links to locations joined with the sum of its ledger rows there; and in a second, what open
 * sales orders commit of them (accounting's `committedQuantities`). Available stock is on hand
 * less committed, at the order line's location, else the order's, else the item's first
 * location (the primary one when it is kept there). Actual available equals available: no
 * shipment commits stock apart from its order.
 */
export async function stockOfItems(db: Executor, organizationId: string, itemIds: readonly string[]): Promise<Map<string, ItemLocation[]>> {
  const byItem = new Map<string, ItemLocation[]>(itemIds.map((id) => [id, []]));
  const ids = itemIds.filter(isId);
  if (!ids.length) return byItem;
  const [rows, committed] = await Promise.all([stockRows(db).execute({ organizationId, ids: idArray(ids) }), committedQuantities(db, organizationId, ids)]);
  const keptAt = new Map<string, typeof rows>();
  for (const row of rows) keptAt.set(row.itemId, [...(keptAt.get(row.itemId) ?? []), row]);
  const committedAt = new Map<string, Decimal>();
  for (const c of committed) {
    const kept = keptAt.get(c.itemId) ?? [];
    const at = kept.find((r) => r.locationId === c.locationId) ?? kept[0];
    if (!at) continue;
    const key = `${at.itemId}:${at.locationId}`;
    committedAt.set(key, (committedAt.get(key) ?? dec(0)).plus(c.quantity));
  }
  for (const row of rows) {
    const onHand = dec(row.quantity);
    const available = toDb(onHand.minus(committedAt.get(`${row.itemId}:${row.locationId}`) ?? 0));
    byItem.get(row.itemId)?.push({
      locationId: row.locationId,
      locationName: row.locationName,
      status: toEnum<LocationStatus>(row.status),
      isPrimary: row.isPrimary,
      locationStockOnHand: toDb(onHand),
      locationAvailableStock: available,
      locationActualAvailableStock: available,
    });
  }
  return byItem;
}

export async function itemStock({ db, org }: Scope, itemId: string): Promise<ItemStock> {
  if (!(await itemExists(db, org.id, itemId))) throw notFound('The item');
  const perLocation = (await stockOfItems(db, org.id, [itemId])).get(itemId) ?? [];
  const total = (pick: (l: ItemLocation) => string) => toDb(sum(perLocation.map(pick)));
  return {
    itemId,
    stockOnHand: total((l) => l.locationStockOnHand),
    availableStock: total((l) => l.locationAvailableStock),
    actualAvailableStock: total((l) => l.locationActualAvailableStock),
    locations: perLocation,
  };
}

/**
 * Links an item to locations and writes its opening movements, in the caller's transaction.
 * A location the item is already kept at keeps its ledger: its opening stock is not rewritten
 * (later changes are receives or count adjustments). Errors name `<field>[i].<attribute>`.
 */
export async function recordOpeningStock(
  tx: Tx,
  organizationId: string,
  itemId: string,
  lines: readonly OpeningStockLine[],
  options: { date: string; field: readonly (string | number)[] },
): Promise<void> {
  if (!lines.length) return;
  const at = (i: number, attribute: string) => [...options.field, i, attribute];
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    if (!isId(line.locationId)) throw invalid(at(i, 'locationId'), 'must be a location id (digits)');
    if (seen.has(line.locationId)) throw invalid(at(i, 'locationId'), 'names a location listed before');
    seen.add(line.locationId);
  });
  const found = await locationsById(tx, organizationId, [...seen]);
  lines.forEach((line, i) => {
    const location = found.get(line.locationId);
    if (!location) throw invalid(at(i, 'locationId'), 'must be a location of the organization');
    if (location.status !== 'active') throw invalid(at(i, 'locationId'), 'must be an active location');
  });
  const linked = await tx
    .select({ locationId: itemLocations.locationId, opening: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)::text` })
    .from(itemLocations)
    .leftJoin(
      stockMovements,
      and(
        eq(stockMovements.organizationId, itemLocations.organizationId),
        eq(stockMovements.itemId, itemLocations.itemId),
        eq(stockMovements.locationId, itemLocations.locationId),
        eq(stockMovements.kind, 'opening'),
      ),
    )
    .where(inOrg(itemLocations, organizationId, eq(itemLocations.itemId, itemId), anyId(itemLocations.locationId, [...seen])))
    .groupBy(itemLocations.locationId);
  const openingAt = new Map(linked.map((l) => [l.locationId, l.opening]));
  const fresh = lines.filter((line, i) => {
    const opening = openingAt.get(line.locationId);
    if (opening === undefined) return true;
    if (line.initialStock != null && !dec(line.initialStock).eq(opening)) {
      throw invalid(at(i, 'initialStock'), `the opening stock at this location is already recorded (${toDb(opening)}); change stock with an adjustment`);
    }
    return false;
  });
  if (!fresh.length) return;
  await tx.insert(itemLocations).values(fresh.map((line) => ({ organizationId, itemId, locationId: line.locationId })));
  const movements = fresh.filter((line) => line.initialStock != null && dec(line.initialStock).gt(0));
  if (movements.length) {
    await tx.insert(stockMovements).values(
      movements.map((line) => ({
        id: newId(),
        organizationId,
        itemId,
        locationId: line.locationId,
        kind: 'opening' as const,
        quantity: toDb(line.initialStock!),
        rate: line.initialStockRate == null ? null : toDb(line.initialStockRate),
        movementDate: options.date,
      })),
    );
    await postOpeningStock(tx, organizationId, itemId, options.date);
  }
}

const OPENING_STOCK = 'item_opening_stock';

/**
 * Makes the ledger hold the value of an item's opening stock (Σ quantity × rate, each rounded to
 * the organization's precision): the item's inventory account (else Inventory Asset) debited,
 * Opening Balance Adjustments credited. One entry per item, reposted when a location is added.
 */
async function postOpeningStock(tx: Tx, organizationId: string, itemId: string, date: string): Promise<void> {
  const [org] = await tx
    .select({ currencyId: organizations.currencyId, pricePrecision: organizations.pricePrecision })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const opening = await tx
    .select({ quantity: stockMovements.quantity, rate: stockMovements.rate })
    .from(stockMovements)
    .where(inOrg(stockMovements, organizationId, eq(stockMovements.itemId, itemId), eq(stockMovements.kind, 'opening')));
  const value = sum(opening.map((m) => roundTo(dec(m.quantity).times(m.rate ?? 0), org.pricePrecision)));
  const [item] = await findItemsByKeys(tx, organizationId, { ids: [itemId] });
  const system = await findAccounts(tx, organizationId, { systemKeys: ['inventory', 'opening_balance_adjustments'] });
  const account = (key: string) => system.find((a) => a.systemKey === key)?.id;
  const inventoryAccount = item?.inventoryAccountId ?? account('inventory');
  const offset = account('opening_balance_adjustments');
  if (!inventoryAccount || !offset) throw new Error(`organization ${organizationId} lacks the inventory or opening balance adjustments account`);
  const lines: PostingLine[] = value.isZero()
    ? []
    : [
        { accountId: inventoryAccount, debit: value.toFixed(), currencyId: org.currencyId, exchangeRate: '1', description: 'Opening stock' },
        { accountId: offset, credit: value.toFixed(), currencyId: org.currencyId, exchangeRate: '1', description: 'Opening stock' },
      ];
  await repost(tx, { organizationId, sourceType: OPENING_STOCK, sourceId: itemId }, { date, sourceNumber: item?.name ?? null, lines });
}

/**
 * Removes what inventory keeps about an item being deleted: its links and opening stock.
 * An item whose stock was received, counted or adjusted is part of the stock history and stays.
 */
export async function forgetItem(tx: Tx, organizationId: string, itemId: string): Promise<void> {
  const [moved] = await tx
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(inOrg(stockMovements, organizationId, eq(stockMovements.itemId, itemId), ne(stockMovements.kind, 'opening')))
    .limit(1);
  if (moved) throw new KontorError('IN_USE', 'The item has stock movements besides its opening stock and cannot be deleted; mark it inactive instead.');
  await reverse(tx, { organizationId, sourceType: OPENING_STOCK, sourceId: itemId });
  await tx.delete(stockMovements).where(inOrg(stockMovements, organizationId, eq(stockMovements.itemId, itemId)));
  await tx.delete(itemLocations).where(inOrg(itemLocations, organizationId, eq(itemLocations.itemId, itemId)));
}
