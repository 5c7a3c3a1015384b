/**
 * Purchase receives: goods of an issued purchase order arriving, draft → in_transit → received.
 * Every write locks the purchase order and its lines FOR UPDATE first, so concurrent receives of
 * one order queue and none takes more than a line's remaining quantity. Only a received receive
 * moves stock (movements of kind `receive` in the stock ledger, the receive as source) and posts
 * its value: Dr Inventory Asset (the item's inventory account) / Cr Accounts Payable. Editing a
 * received receive re-syncs its movements and reposts; deleting it reverses both.
 */
import { type SQL, and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor, Tx } from '../../../drizzle/client.ts';
import { itemLocations, stockMovements } from '../../../drizzle/tables/inventory/stock.ts';
import {
  type BatchEntry,
  type CustomFieldEntry,
  type PurchaseReceiveState,
  type ReceiveAddress,
  type StorageEntry,
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiveBills,
  purchaseReceiveComments,
  purchaseReceiveDocuments,
  purchaseReceiveLines,
  purchaseReceiveSerials,
  purchaseReceives,
} from '../../../drizzle/tables/inventory/purchases.ts';
import { findItemRows } from '../../accounting/api.ts';
import type { BlobInfo } from '../../core/platform/blobs.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { uniquely } from '../../core/request/constraints.ts';
import type { Identity } from '../../core/request/context.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/request/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { repost } from '../../core/books/ledger.ts';
import { type Decimal, dec, roundTo, sum, toDb } from '../../core/values/money.ts';
import { nextNumber } from '../../core/books/numbering.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { inOrg, orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import { type OrganizationRow, findUser } from '../../core/request/tenancy.ts';
import type {
  CreatePurchaseReceiveBillInput,
  CreatePurchaseReceiveInput,
  MarkPurchaseReceivesInTransitInput,
  PurchaseReceive,
  PurchaseReceiveAddressInput,
  PurchaseReceiveCustomFieldInput,
  PurchaseReceiveDocument,
  PurchaseReceiveFilter,
  PurchaseReceiveLineInput,
  QueryPurchaseReceivesArgs,
  UpdatePurchaseReceiveInput,
} from '../generated/graphql.ts';
import { locationsById } from '../locations/location-service.ts';
import { MAX_LINE_ITEMS, type PurchaseOrderLineRow, type PurchaseOrderRecord, findOrder, orderLinesOf, receivingState, text } from './purchase-order-service.ts';
import {
  type PurchaseReceiveLineRow,
  billedCondition,
  documentView,
  documentsOf,
  findReceive,
  receiveLinesOf,
  receiveView,
  receiveViews,
  selectReceives,
} from './purchase-receive-views.ts';

type Path = readonly (string | number)[];

/** Files one receive holds at most (spec Limits). */
export const MAX_DOCUMENTS = 20;
/** Receives one in-transit request names at most. */
export const MAX_BULK = 100;
const NUMBER_SERIES = { series: 'purchase_receive', prefix: 'PR-', width: 6 };
const SOURCE_TYPE = 'purchase_receive';
const RANK: Record<PurchaseReceiveState, number> = { draft: 0, in_transit: 1, received: 2 };

/** Who changes a receive, as its history names them. */
export interface Actor {
  userId: string;
  name: string;
}

export async function actorOf(db: Executor, identity: Identity): Promise<Actor> {
  const user = await findUser(db, identity.userId);
  return { userId: identity.userId, name: user?.name || user?.email || 'Unknown user' };
}

type Operation = 'added' | 'updated' | 'marked_as_in_transit' | 'marked_as_received' | 'attachment_added' | 'attachment_deleted' | 'bill_recorded' | 'bill_deleted';

async function recordHistory(tx: Tx, organizationId: string, entries: { receiveId: string; operation: Operation; description: string }[], actor: Actor): Promise<void> {
  if (!entries.length) return;
  await tx.insert(purchaseReceiveComments).values(
    entries.map((e) => ({ id: newId(), organizationId, receiveId: e.receiveId, operationType: e.operation, description: e.description, commentedById: actor.userId, commentedBy: actor.name })),
  );
}

// --- reading ---------------------------------------------------------------------------------

export function getPurchaseReceive(db: Executor, org: OrganizationRow, receiveId: string, today: string): Promise<PurchaseReceive> {
  return receiveView(db, org, receiveId, today);
}

const FILTERS: Record<PurchaseReceiveFilter, { wire: string; condition?: SQL }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_DRAFT: { wire: 'Status.Draft', condition: eq(purchaseReceives.status, 'draft') },
  STATUS_IN_TRANSIT: { wire: 'Status.InTransit', condition: eq(purchaseReceives.status, 'in_transit') },
  STATUS_RECEIVED: { wire: 'Status.Received', condition: eq(purchaseReceives.status, 'received') },
  STATUS_BILLED: { wire: 'Status.Billed', condition: billedCondition.billed },
  STATUS_PARTIALLY_BILLED: { wire: 'Status.PartiallyBilled', condition: billedCondition.partially_billed },
  STATUS_UNBILLED: { wire: 'Status.Unbilled', condition: billedCondition.unbilled },
};

const SORT_COLUMNS = {
  receive_number: sql`lower(${purchaseReceives.receiveNumber})`,
  date: purchaseReceives.date,
  vendor_name: sql`lower(${purchaseReceives.vendorName})`,
  purchaseorder_number: sql`lower(${purchaseOrders.purchaseorderNumber})`,
  created_time: purchaseReceives.createdAt,
  last_modified_time: purchaseReceives.updatedAt,
};

/** A page of receives: five statements whatever the page size (receives, lines, documents, history, bills). */
export async function listPurchaseReceives(db: Db, org: OrganizationRow, args: QueryPurchaseReceivesArgs, page: Page, today: string) {
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const byId = (column: AnyPgColumn, id: string | null | undefined) => (id ? (isId(id) ? eq(column, id) : sql`false`) : undefined);
  const where = and(
    filter.condition,
    byId(purchaseReceives.purchaseorderId, args.purchaseorderId),
    byId(purchaseReceives.vendorId, args.vendorId),
    searchOf([purchaseReceives.receiveNumber, purchaseOrders.purchaseorderNumber, purchaseReceives.referenceNumber, purchaseReceives.vendorName], args.searchText),
    ...textFilters(purchaseReceives.receiveNumber, { equals: args.receiveNumber }),
    args.dateStart ? gte(purchaseReceives.date, args.dateStart) : undefined,
    args.dateEnd ? lte(purchaseReceives.date, args.dateEnd) : undefined,
  );
  const sort = orderOf(SORT_COLUMNS, purchaseReceives.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: ['date', 'created_time', 'last_modified_time'],
  });
  const rows = await selectReceives(db, org.id, { where, orderBy: sort.orderBy, ...window(page) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) => receiveViews(db, org, nodes, today));
}

// --- lines -----------------------------------------------------------------------------------

type LineFields = typeof purchaseReceiveLines.$inferInsert;

function customFieldsOf(input: readonly PurchaseReceiveCustomFieldInput[] | null | undefined): CustomFieldEntry[] {
  return (input ?? []).map((f) => ({ customfield_id: f.customfieldId ?? null, label: text(f.label) ?? null, value: f.value ?? null }));
}

function addressOf(input: PurchaseReceiveAddressInput | null | undefined): ReceiveAddress | null {
  if (!input) return null;
  return {
    attention: text(input.attention) ?? null,
    address: text(input.address) ?? null,
    street2: text(input.street2) ?? null,
    city: text(input.city) ?? null,
    state: text(input.state) ?? null,
    zip: text(input.zip) ?? null,
    country: text(input.country) ?? null,
    fax: text(input.fax) ?? null,
    phone: text(input.phone) ?? null,
  };
}

/** Moves receive quantities in or out of the order lines' received / in-transit sums (in memory). */
function shift(poLines: Map<string, PurchaseOrderLineRow>, lines: readonly { poLineId: string; quantity: string }[], state: PurchaseReceiveState, sign: 1 | -1): void {
  for (const line of lines) {
    const po = poLines.get(line.poLineId);
    if (!po) continue;
    const by = dec(line.quantity).times(sign);
    if (state === 'received') po.quantityReceived = toDb(dec(po.quantityReceived).plus(by));
    else po.quantityInTransit = toDb(dec(po.quantityInTransit).plus(by));
  }
}

/**
 * The receive's lines checked against the (locked) order lines, whose sums already leave out
 * this receive's own previous quantities: each order line once, more than 0 and at most what
 * remains; serial numbers as many as the quantity and unique per item; batches and storages
 * summing to the quantity; an active location.
 */
async function prepareLines(
  tx: Tx,
  org: OrganizationRow,
  order: PurchaseOrderRecord,
  poLines: Map<string, PurchaseOrderLineRow>,
  given: readonly PurchaseReceiveLineInput[],
  receiveId: string,
): Promise<LineFields[]> {
  const field = (i: number, ...rest: (string | number)[]): Path => ['input', 'lineItems', i, ...rest];
  if (!given.length) throw invalid(['input', 'lineItems'], 'must hold at least one line');
  if (given.length > MAX_LINE_ITEMS) {
    throw new KontorError('LIMIT_EXCEEDED', `A purchase receive holds at most ${MAX_LINE_ITEMS} line items; ${given.length} were given.`, { field: ['input', 'lineItems'] });
  }
  const warehouseIds = [...new Set(given.map((l) => l.warehouseId ?? order.locationId))];
  const warehouses = await locationsById(tx, org.id, warehouseIds);
  const named = new Set<string>();
  const serialsOfItem = new Map<string, Map<string, { line: number; serial: string }>>();
  const lines = given.map((line, i): LineFields => {
    const po = poLines.get(line.lineItemId);
    if (!po) throw invalid(field(i, 'lineItemId'), `is not a line of the purchase order ${order.purchaseorderNumber}`);
    if (named.has(po.id)) throw invalid(field(i, 'lineItemId'), 'names a line listed before: receive each order line once');
    named.add(po.id);
    const quantity = dec(line.quantity);
    if (!quantity.gt(0)) throw invalid(field(i, 'quantity'), 'must be more than 0');
    const remaining = dec(po.quantity).minus(po.quantityReceived).minus(po.quantityInTransit);
    if (quantity.gt(remaining)) {
      throw invalid(
        field(i, 'quantity'),
        `is more than the ${toDb(remaining.lt(0) ? 0 : remaining)} remaining to receive of ${po.name} (ordered ${toDb(po.quantity)}, received ${toDb(po.quantityReceived)}, in transit ${toDb(po.quantityInTransit)})`,
      );
    }
    const warehouseId = line.warehouseId ?? order.locationId;
    const warehouse = warehouses.get(warehouseId);
    if (!warehouse) throw invalid(field(i, 'warehouseId'), 'is not a location of the organization');
    if (warehouse.status !== 'active') throw invalid(field(i, 'warehouseId'), `the location ${warehouse.locationName} is inactive`);

    const serials = (line.serialNumbers ?? []).map((s) => s.trim());
    if (serials.length) {
      if (!quantity.isInteger()) throw invalid(field(i, 'serialNumbers'), `cannot be given for a quantity that is not whole (${toDb(quantity)})`);
      if (!quantity.eq(serials.length)) throw invalid(field(i, 'serialNumbers'), `must hold as many serial numbers as the quantity: ${toDb(quantity)} expected, ${serials.length} given`);
      const seen = serialsOfItem.get(po.itemId) ?? new Map<string, { line: number; serial: string }>();
      serialsOfItem.set(po.itemId, seen);
      serials.forEach((serial, s) => {
        if (!serial) throw invalid(field(i, 'serialNumbers', s), 'must not be blank');
        if (serial.length > 100) throw invalid(field(i, 'serialNumbers', s), 'must be at most 100 characters');
        if (seen.has(serial.toLowerCase())) throw invalid(field(i, 'serialNumbers', s), `${serial} is given twice for ${po.name}`);
        seen.set(serial.toLowerCase(), { line: i, serial });
      });
    }

    const batches: BatchEntry[] = (line.batches ?? []).map((b, k) => {
      const batchNumber = b.batchNumber.trim();
      if (!batchNumber) throw invalid(field(i, 'batches', k, 'batchNumber'), 'must not be blank');
      if (!dec(b.quantityIn).gt(0)) throw invalid(field(i, 'batches', k, 'quantityIn'), 'must be more than 0');
      if (b.manufacturedDate && b.expiryDate && b.expiryDate < b.manufacturedDate) throw invalid(field(i, 'batches', k, 'expiryDate'), 'cannot be before the manufactured date');
      return {
        batch_number: batchNumber,
        quantity_in: toDb(b.quantityIn),
        manufacturer_batch_number: text(b.manufacturerBatchNumber) ?? null,
        manufactured_date: b.manufacturedDate ?? null,
        expiry_date: b.expiryDate ?? null,
      };
    });
    if (batches.length) {
      const numbers = new Set<string>();
      batches.forEach((b, k) => {
        if (numbers.has(b.batch_number.toLowerCase())) throw invalid(field(i, 'batches', k, 'batchNumber'), `${b.batch_number} is listed twice on the line`);
        numbers.add(b.batch_number.toLowerCase());
      });
      const total = sum(batches.map((b) => b.quantity_in));
      if (!total.eq(quantity)) throw invalid(field(i, 'batches'), `quantity_in must sum to the line's quantity ${toDb(quantity)}, not ${toDb(total)}`);
    }

    const storages: StorageEntry[] = (line.storages ?? []).map((s, k) => {
      if (!isId(s.storageId)) throw invalid(field(i, 'storages', k, 'storageId'), 'must be a storage id (digits)');
      if (!dec(s.quantity).gt(0)) throw invalid(field(i, 'storages', k, 'quantity'), 'must be more than 0');
      return { storage_id: s.storageId, quantity: toDb(s.quantity) };
    });
    if (storages.length) {
      const ids = new Set<string>();
      storages.forEach((s, k) => {
        if (ids.has(s.storage_id)) throw invalid(field(i, 'storages', k, 'storageId'), `${s.storage_id} is listed twice on the line`);
        ids.add(s.storage_id);
      });
      const total = sum(storages.map((s) => s.quantity));
      if (!total.eq(quantity)) throw invalid(field(i, 'storages'), `quantities must sum to the line's quantity ${toDb(quantity)}, not ${toDb(total)}`);
    }

    return {
      organizationId: org.id,
      receiveId,
      poLineId: po.id,
      itemId: po.itemId,
      name: po.name,
      description: po.description,
      itemOrder: i + 1,
      quantity: toDb(quantity),
      unit: po.unit,
      rate: toDb(po.rate),
      itemTotal: toDb(roundTo(quantity.times(po.rate), org.pricePrecision)),
      warehouseId,
      itemCustomFields: customFieldsOf(line.itemCustomFields),
      serialNumbers: serials,
      batches,
      storages,
    };
  });

  // Serial numbers already received for the item on another receive (the unique index is the backstop for races).
  const wanted = [...serialsOfItem.entries()].flatMap(([itemId, serials]) => [...serials.keys()].map((s) => ({ itemId, s })));
  if (wanted.length) {
    const taken = await tx
      .select({ itemId: purchaseReceiveSerials.itemId, serial: purchaseReceiveSerials.serialNumber, number: purchaseReceives.receiveNumber })
      .from(purchaseReceiveSerials)
      .innerJoin(purchaseReceives, eq(purchaseReceives.id, purchaseReceiveSerials.receiveId))
      .where(
        inOrg(
          purchaseReceiveSerials,
          org.id,
          inArray(purchaseReceiveSerials.itemId, [...serialsOfItem.keys()]),
          inArray(sql`lower(${purchaseReceiveSerials.serialNumber})`, [...new Set(wanted.map((w) => w.s))]),
          ne(purchaseReceiveSerials.receiveId, receiveId),
        ),
      )
      .limit(1);
    const clash = taken.find((t) => serialsOfItem.get(t.itemId)?.has(t.serial.toLowerCase()));
    if (clash) {
      const at = serialsOfItem.get(clash.itemId)!.get(clash.serial.toLowerCase())!;
      throw new KontorError('DUPLICATE', `The serial number ${at.serial} of ${lines[at.line].name} is already received on ${clash.number}.`, { field: field(at.line, 'serialNumbers') });
    }
  }
  return lines;
}

async function writeLines(tx: Tx, organizationId: string, receiveId: string, lines: readonly LineFields[], replace: boolean): Promise<void> {
  if (replace) {
    await tx.delete(purchaseReceiveLines).where(inOrg(purchaseReceiveLines, organizationId, eq(purchaseReceiveLines.receiveId, receiveId)));
    await tx.delete(purchaseReceiveSerials).where(inOrg(purchaseReceiveSerials, organizationId, eq(purchaseReceiveSerials.receiveId, receiveId)));
  }
  if (!lines.length) return;
  await tx.insert(purchaseReceiveLines).values([...lines]);
  const serials = lines.flatMap((l) => l.serialNumbers!.map((serialNumber) => ({ organizationId, itemId: l.itemId, serialNumber, receiveId })));
  if (serials.length) {
    await uniquely(() => tx.insert(purchaseReceiveSerials).values(serials), {
      purchase_receive_serials_org_item_serial: () => new KontorError('DUPLICATE', 'A serial number of this receive was received on another receive at the same time; check the serial numbers.', { field: ['input', 'lineItems'] }),
    });
  }
}

/** The order lines' sums as they now stand, in one statement; the order's receiving state follows them. */
async function writeOrderProgress(tx: Tx, organizationId: string, order: PurchaseOrderRecord, poLines: Map<string, PurchaseOrderLineRow>): Promise<void> {
  const lines = [...poLines.values()];
  if (lines.length) {
    const values = sql.join(lines.map((l) => sql`(${l.id}::bigint, ${l.quantityReceived}::numeric, ${l.quantityInTransit}::numeric)`), sql`, `);
    await tx.execute(
      sql`update ${purchaseOrderLines} set quantity_received = v.received, quantity_in_transit = v.transit from (values ${values}) as v(id, received, transit) where ${purchaseOrderLines.organizationId} = ${organizationId} and ${purchaseOrderLines.id} = v.id`,
    );
  }
  if (order.status === 'draft' || order.status === 'cancelled') return;
  const status = receivingState(lines);
  if (status !== order.status) await tx.update(purchaseOrders).set({ status, updatedAt: new Date() }).where(inOrg(purchaseOrders, organizationId, eq(purchaseOrders.id, order.id)));
}

// --- stock and ledger ------------------------------------------------------------------------

interface Movement {
  itemId: string;
  locationId: string;
  quantity: string;
  rate: string | null;
  date: string;
}

const keyOf = (m: Omit<Movement, 'quantity'>) => `${m.itemId}|${m.locationId}|${m.rate === null ? '' : toDb(m.rate)}|${m.date}`;

function netted(movements: readonly Movement[]): Map<string, Movement> {
  const byKey = new Map<string, Movement>();
  for (const m of movements) {
    const key = keyOf(m);
    const had = byKey.get(key);
    byKey.set(key, { ...m, quantity: toDb(dec(had?.quantity ?? 0).plus(m.quantity)) });
  }
  for (const [key, m] of byKey) if (dec(m.quantity).isZero()) byKey.delete(key);
  return byKey;
}

/**
 * Makes the receive's net stock movements what `wanted` says: nothing is written when they are
 * already; otherwise what stands is reversed (negative rows dated like the originals) and the
 * wanted rows are added. Rows are never changed or deleted: stock on hand stays their sum.
 */
async function syncStock(tx: Tx, organizationId: string, receiveId: string, wanted: readonly Movement[]): Promise<void> {
  const rows = await tx
    .select({ itemId: stockMovements.itemId, locationId: stockMovements.locationId, quantity: stockMovements.quantity, rate: stockMovements.rate, date: stockMovements.movementDate })
    .from(stockMovements)
    .where(inOrg(stockMovements, organizationId, eq(stockMovements.sourceType, SOURCE_TYPE), eq(stockMovements.sourceId, receiveId)));
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
    kind: 'receive' as const,
    quantity: m.quantity,
    rate: m.rate,
    movementDate: m.date,
    sourceType: SOURCE_TYPE,
    sourceId: receiveId,
  }));
  if (writes.length) await tx.insert(stockMovements).values(writes);
  if (target.size) {
    await tx
      .insert(itemLocations)
      .values([...new Map([...target.values()].map((m) => [`${m.itemId}|${m.locationId}`, { organizationId, itemId: m.itemId, locationId: m.locationId }])).values()])
      .onConflictDoNothing();
  }
}

/**
 * The receive's ledger entry: Dr each item's inventory account (Inventory Asset unless the item
 * names another) with the lines' totals, Cr Accounts Payable with the receive's total. A
 * receive that is not received, or worth nothing, has nothing posted.
 */
async function post(tx: Tx, org: OrganizationRow, order: PurchaseOrderRecord, receive: { id: string; receiveNumber: string; date: string; referenceNumber: string | null; status: PurchaseReceiveState }, lines: readonly LineFields[]): Promise<void> {
  const source = { organizationId: org.id, sourceType: SOURCE_TYPE, sourceId: receive.id };
  const total = sum(lines.map((l) => l.itemTotal));
  if (receive.status !== 'received' || total.isZero()) {
    await repost(tx, source, { date: receive.date, sourceNumber: receive.receiveNumber, lines: [] });
    return;
  }
  const items = await findItemRows(tx, org.id, lines.map((l) => l.itemId));
  const accountIds = [...new Set([...items.values()].map((i) => i.inventoryAccountId).filter((id): id is string => !!id))];
  const accounts = await findAccounts(tx, org.id, { ids: accountIds, systemKeys: ['inventory', 'accounts_payable'] }, { lock: true });
  const inventory = accounts.find((a) => a.systemKey === 'inventory');
  const payable = accounts.find((a) => a.systemKey === 'accounts_payable');
  if (!inventory || !payable) throw new Error(`organization ${org.id} lacks the inventory or accounts payable system account`);
  const byAccount = new Map<string, Decimal>();
  lines.forEach((line, i) => {
    const own = items.get(line.itemId)?.inventoryAccountId;
    const account = own ? checkAccount(accounts.find((a) => a.id === own), ['input', 'lineItems', i, 'lineItemId'], { typesText: `the inventory account of ${line.name}` }) : inventory;
    byAccount.set(account.id, (byAccount.get(account.id) ?? dec(0)).plus(line.itemTotal));
  });
  const currency = { currencyId: order.currencyId, exchangeRate: '1' };
  const description = `${receive.receiveNumber} (${order.purchaseorderNumber}, ${order.vendorName})`;
  await repost(tx, source, {
    date: receive.date,
    sourceNumber: receive.receiveNumber,
    referenceNumber: receive.referenceNumber,
    lines: [
      ...[...byAccount].filter(([, amount]) => !amount.isZero()).map(([accountId, amount]) => ({ accountId, debit: toDb(amount), ...currency, description })),
      { accountId: payable.id, credit: toDb(total), ...currency, description },
    ],
  });
}

/** Stock and ledger of a receive in its (new) state: movements and posting when received, none otherwise. */
async function settle(tx: Tx, org: OrganizationRow, order: PurchaseOrderRecord, receive: { id: string; receiveNumber: string; date: string; referenceNumber: string | null; status: PurchaseReceiveState }, lines: readonly LineFields[]): Promise<void> {
  const movements: Movement[] =
    receive.status === 'received' ? lines.map((l) => ({ itemId: l.itemId, locationId: l.warehouseId, quantity: l.quantity, rate: l.rate, date: receive.date })) : [];
  await syncStock(tx, org.id, receive.id, movements);
  await post(tx, org, order, receive, lines);
}

// --- writing ---------------------------------------------------------------------------------

function refuse(row: { receiveNumber: string; status: string }, action: string, why: string): KontorError {
  return new KontorError('INVALID_STATE', `The purchase receive ${row.receiveNumber} is ${row.status.replace('_', ' ')}; it cannot be ${action}: ${why}.`, { state: row.status });
}

function refusingDuplicates<T>(number: () => string | null | undefined, write: () => Promise<T>): Promise<T> {
  return uniquely(write, {
    purchase_receives_org_number: () => new KontorError('DUPLICATE', `The receive number "${number()}" is already used by another purchase receive of the organization.`, { field: ['input', 'receiveNumber'] }),
  });
}

/** The order a receive is made against, locked with its lines, which must be open for receiving. */
async function lockedOrder(tx: Tx, organizationId: string, purchaseorderId: string): Promise<{ order: PurchaseOrderRecord; poLines: Map<string, PurchaseOrderLineRow> }> {
  const order = await findOrder(tx, organizationId, purchaseorderId, { lock: true });
  const lines = (await orderLinesOf(tx, organizationId, [order.id], { lock: true })).get(order.id) ?? [];
  return { order, poLines: new Map(lines.map((l) => [l.id, { ...l }])) };
}

const asLineFields = (rows: readonly PurchaseReceiveLineRow[]): LineFields[] => rows.map(({ warehouseName: _, ...line }) => line);

export async function createPurchaseReceive(
  db: Db,
  org: OrganizationRow,
  actor: Actor,
  today: string,
  purchaseorderId: string,
  input: CreatePurchaseReceiveInput,
  options: { ignoreAutoNumberGeneration: boolean },
): Promise<PurchaseReceive> {
  const givenNumber = text(input.receiveNumber);
  if (options.ignoreAutoNumberGeneration && !givenNumber) throw invalid(['input', 'receiveNumber'], 'is required when ignore_auto_number_generation is true');
  const status: PurchaseReceiveState = input.status ? fromEnum(input.status) : 'received';
  let number = givenNumber;
  return refusingDuplicates(() => number, () =>
    db.transaction(async (tx) => {
      const { order, poLines } = await lockedOrder(tx, org.id, purchaseorderId);
      if (order.status === 'draft') throw new KontorError('INVALID_STATE', `The purchase order ${order.purchaseorderNumber} is a draft; issue it before receiving goods against it.`, { state: order.status });
      if (order.status === 'cancelled') throw new KontorError('INVALID_STATE', `The purchase order ${order.purchaseorderNumber} is cancelled; nothing can be received against it.`, { state: order.status });
      if (order.status === 'received') throw new KontorError('INVALID_STATE', `The purchase order ${order.purchaseorderNumber} is received; nothing remains to receive.`, { state: order.status });
      const id = newId();
      const lines = await prepareLines(tx, org, order, poLines, input.lineItems, id);
      shift(poLines, lines, status, 1);
      number = options.ignoreAutoNumberGeneration ? givenNumber! : await nextNumber(tx, org.id, NUMBER_SERIES.series, NUMBER_SERIES);
      const date = input.date ?? today;
      await tx.insert(purchaseReceives).values({
        id,
        organizationId: org.id,
        receiveNumber: number,
        purchaseorderId: order.id,
        date,
        status,
        vendorId: order.vendorId,
        vendorName: order.vendorName,
        locationId: order.locationId,
        notes: text(input.notes) ?? null,
        terms: text(input.terms) ?? null,
        referenceNumber: text(input.referenceNumber) ?? null,
        customFields: customFieldsOf(input.customFields),
        billingAddress: addressOf(input.billingAddress),
        shippingAddress: addressOf(input.shippingAddress),
        trackingNumber: text(input.trackingNumber) ?? null,
        trackingLink: text(input.trackingLink) ?? null,
        expectedDeliveryDate: input.expectedDeliveryDate ?? null,
        shipmentDeliveredDate: input.shipmentDeliveredDate ?? null,
        carrier: text(input.carrier) ?? null,
        deliveryMethod: text(input.deliveryMethod) ?? null,
        deliveryMethodId: input.deliveryMethodId ?? null,
        total: toDb(sum(lines.map((l) => l.itemTotal))),
        totalQuantity: toDb(sum(lines.map((l) => l.quantity))),
        createdById: actor.userId,
        lastModifiedById: actor.userId,
      });
      await writeLines(tx, org.id, id, lines, false);
      await writeOrderProgress(tx, org.id, order, poLines);
      await settle(tx, org, order, { id, receiveNumber: number, date, referenceNumber: text(input.referenceNumber) ?? null, status }, lines);
      await recordHistory(tx, org.id, [{ receiveId: id, operation: 'added', description: `Purchase receive ${number} created as ${status.replace('_', ' ')} against ${order.purchaseorderNumber}.` }], actor);
      return receiveView(tx, org, id, today);
    }),
  );
}

export async function updatePurchaseReceive(db: Db, org: OrganizationRow, actor: Actor, today: string, receiveId: string, input: UpdatePurchaseReceiveInput): Promise<PurchaseReceive> {
  return refusingDuplicates(() => text(input.receiveNumber), () =>
    db.transaction(async (tx) => {
      const row = await findReceive(tx, org.id, receiveId, { lock: true });
      const status: PurchaseReceiveState = input.status ? fromEnum(input.status) : row.status;
      if (RANK[status] < RANK[row.status]) throw refuse(row, `moved back to ${status.replace('_', ' ')}`, row.status === 'received' ? 'its stock has arrived; delete the receive to undo it' : 'a receive only moves forward');
      const { order, poLines } = await lockedOrder(tx, org.id, row.purchaseorderId);
      const previous = asLineFields((await receiveLinesOf(tx, org.id, [row.id])).get(row.id) ?? []);
      shift(poLines, previous, row.status, -1);
      const lines = input.lineItems
        ? await prepareLines(tx, org, order, poLines, input.lineItems, row.id)
        : previous;
      shift(poLines, lines, status, 1);
      const date = input.date ?? row.date;
      const receiveNumber = text(input.receiveNumber) ?? row.receiveNumber;
      const referenceNumber = input.referenceNumber !== undefined ? text(input.referenceNumber) ?? null : row.referenceNumber;
      const keep = <T>(given: T | null | undefined, stored: T | null, map: (v: T | null | undefined) => T | null = (v) => v ?? null) => (given !== undefined ? map(given) : stored);
      await tx
        .update(purchaseReceives)
        .set({
          receiveNumber,
          date,
          status,
          notes: keep(input.notes, row.notes, (v) => text(v) ?? null),
          terms: keep(input.terms, row.terms, (v) => text(v) ?? null),
          referenceNumber,
          customFields: input.customFields !== undefined ? customFieldsOf(input.customFields) : row.customFields,
          billingAddress: input.billingAddress !== undefined ? addressOf(input.billingAddress) : row.billingAddress,
          shippingAddress: input.shippingAddress !== undefined ? addressOf(input.shippingAddress) : row.shippingAddress,
          trackingNumber: keep(input.trackingNumber, row.trackingNumber, (v) => text(v) ?? null),
          trackingLink: keep(input.trackingLink, row.trackingLink, (v) => text(v) ?? null),
          expectedDeliveryDate: keep(input.expectedDeliveryDate, row.expectedDeliveryDate),
          shipmentDeliveredDate: keep(input.shipmentDeliveredDate, row.shipmentDeliveredDate),
          carrier: keep(input.carrier, row.carrier, (v) => text(v) ?? null),
          deliveryMethod: keep(input.deliveryMethod, row.deliveryMethod, (v) => text(v) ?? null),
          deliveryMethodId: keep(input.deliveryMethodId, row.deliveryMethodId),
          total: toDb(sum(lines.map((l) => l.itemTotal))),
          totalQuantity: toDb(sum(lines.map((l) => l.quantity))),
          lastModifiedById: actor.userId,
          updatedAt: new Date(),
        })
        .where(inOrg(purchaseReceives, org.id, eq(purchaseReceives.id, row.id)));
      if (input.lineItems) await writeLines(tx, org.id, row.id, lines, true);
      await writeOrderProgress(tx, org.id, order, poLines);
      await settle(tx, org, order, { id: row.id, receiveNumber, date, referenceNumber, status }, lines);
      const moved = status !== row.status ? `; now ${status.replace('_', ' ')}` : '';
      await recordHistory(tx, org.id, [{ receiveId: row.id, operation: 'updated', description: `Purchase receive ${receiveNumber} updated${moved}.` }], actor);
      return receiveView(tx, org, row.id, today);
    }),
  );
}

/**
 * Deletes a receive without bills. A received one's stock movements are reversed and its ledger
 * entry too; its order lines get the quantity back. Returns the documents whose bytes the caller
 * removes from the blob store once this has committed.
 */
export async function deletePurchaseReceive(db: Db, org: OrganizationRow, receiveId: string): Promise<{ receiveId: string; documentIds: string[] }> {
  return db.transaction(async (tx) => {
    const row = await findReceive(tx, org.id, receiveId, { lock: true });
    if (row.billCount > 0) throw new KontorError('IN_USE', `The purchase receive ${row.receiveNumber} has bills recorded against it and cannot be deleted; delete the bills first.`);
    const { order, poLines } = await lockedOrder(tx, org.id, row.purchaseorderId);
    const previous = asLineFields((await receiveLinesOf(tx, org.id, [row.id])).get(row.id) ?? []);
    shift(poLines, previous, row.status, -1);
    await writeOrderProgress(tx, org.id, order, poLines);
    await syncStock(tx, org.id, row.id, []);
    await repost(tx, { organizationId: org.id, sourceType: SOURCE_TYPE, sourceId: row.id }, { date: row.date, lines: [] });
    const documents = (await documentsOf(tx, org.id, [row.id])).get(row.id) ?? [];
    await writeLines(tx, org.id, row.id, [], true);
    await tx.delete(purchaseReceiveDocuments).where(inOrg(purchaseReceiveDocuments, org.id, eq(purchaseReceiveDocuments.receiveId, row.id)));
    await tx.delete(purchaseReceiveComments).where(inOrg(purchaseReceiveComments, org.id, eq(purchaseReceiveComments.receiveId, row.id)));
    await tx.delete(purchaseReceives).where(inOrg(purchaseReceives, org.id, eq(purchaseReceives.id, row.id)));
    return { receiveId: row.id, documentIds: documents.map((d) => d.documentId) };
  });
}

/**
 * draft → in_transit for every receive named, all or none. One already in transit stays so; a
 * received one is refused (its stock has arrived). Nothing moves on the order: draft and
 * in-transit quantities are both counted as in transit there.
 */
export async function markPurchaseReceivesInTransit(db: Db, org: OrganizationRow, actor: Actor, today: string, input: MarkPurchaseReceivesInTransitInput): Promise<PurchaseReceive[]> {
  const ids = input.purchasereceives.map((r) => r.receiveId);
  if (!ids.length) throw invalid(['input', 'purchasereceives'], 'must name at least one receive');
  if (ids.length > MAX_BULK) throw new KontorError('LIMIT_EXCEEDED', `At most ${MAX_BULK} purchase receives can be marked in transit at once; ${ids.length} were given.`, { field: ['input', 'purchasereceives'] });
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await selectReceives(tx, org.id, { where: inArray(purchaseReceives.id, wanted.filter(isId)), lock: true });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const missing = wanted.find((id) => !byId.has(id));
    if (missing) throw new KontorError('NOT_FOUND', `The purchase receive ${missing} does not exist.`, { field: ['input', 'purchasereceives', ids.indexOf(missing), 'receiveId'] });
    const received = rows.find((r) => r.status === 'received');
    if (received) throw refuse(received, 'marked as in transit', 'its stock has arrived; delete the receive to undo it');
    const drafts = rows.filter((r) => r.status === 'draft');
    if (drafts.length) {
      await tx
        .update(purchaseReceives)
        .set({ status: 'in_transit', lastModifiedById: actor.userId, updatedAt: new Date() })
        .where(inOrg(purchaseReceives, org.id, inArray(purchaseReceives.id, drafts.map((r) => r.id))));
      await recordHistory(tx, org.id, drafts.map((r) => ({ receiveId: r.id, operation: 'marked_as_in_transit' as const, description: `Purchase receive ${r.receiveNumber} marked as in transit.` })), actor);
    }
    const views = new Map((await receiveViews(tx, org, await selectReceives(tx, org.id, { where: inArray(purchaseReceives.id, wanted) }), today)).map((v) => [v.receiveId, v]));
    return wanted.map((id) => views.get(id)!);
  });
}

/** draft or in_transit → received: the stock arrives and the receive's value is posted. */
export async function markPurchaseReceiveReceived(db: Db, org: OrganizationRow, actor: Actor, today: string, receiveId: string): Promise<PurchaseReceive> {
  return db.transaction(async (tx) => {
    const row = await findReceive(tx, org.id, receiveId, { lock: true });
    if (row.status === 'received') throw refuse(row, 'marked as received', 'it is received already');
    const { order, poLines } = await lockedOrder(tx, org.id, row.purchaseorderId);
    const lines = asLineFields((await receiveLinesOf(tx, org.id, [row.id])).get(row.id) ?? []);
    shift(poLines, lines, row.status, -1);
    shift(poLines, lines, 'received', 1);
    await tx
      .update(purchaseReceives)
      .set({ status: 'received', lastModifiedById: actor.userId, updatedAt: new Date() })
      .where(inOrg(purchaseReceives, org.id, eq(purchaseReceives.id, row.id)));
    await writeOrderProgress(tx, org.id, order, poLines);
    await settle(tx, org, order, { ...row, status: 'received' }, lines);
    await recordHistory(tx, org.id, [{ receiveId: row.id, operation: 'marked_as_received', description: `Purchase receive ${row.receiveNumber} marked as received.` }], actor);
    return receiveView(tx, org, row.id, today);
  });
}

// --- documents -------------------------------------------------------------------------------

function fileTypeOf(blob: BlobInfo): string {
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(blob.fileName)?.[1];
  if (extension) return extension.toLowerCase();
  return blob.contentType.split('/').pop()?.split(/[+;]/)[0] ?? 'bin';
}

/**
 * Links uploaded files (already in the blob store, described by `blobs`) to a receive. A receive
 * holds at most MAX_DOCUMENTS: counted under the receive's row lock, so two uploads cannot
 * both squeeze past the limit.
 */
export async function addPurchaseReceiveAttachment(db: Db, org: OrganizationRow, actor: Actor, receiveId: string, blobs: readonly (BlobInfo | null)[]): Promise<PurchaseReceiveDocument[]> {
  if (!blobs.length) throw invalid(['attachment'], 'is required: send at least one file');
  blobs.forEach((blob, i) => {
    if (!blob) throw invalid(['attachment', i], 'is not a file uploaded to this organization');
  });
  const files = blobs as BlobInfo[];
  return db.transaction(async (tx) => {
    const row = await findReceive(tx, org.id, receiveId, { lock: true });
    const held = (await documentsOf(tx, org.id, [row.id])).get(row.id) ?? [];
    if (held.length + files.length > MAX_DOCUMENTS) {
      throw new KontorError(
        'LIMIT_EXCEEDED',
        `A purchase receive holds at most ${MAX_DOCUMENTS} attachments; ${row.receiveNumber} has ${held.length} and ${files.length} more ${files.length === 1 ? 'was' : 'were'} sent.`,
        { field: ['attachment'], rule: `at most ${MAX_DOCUMENTS} files per receive` },
      );
    }
    await tx.insert(purchaseReceiveDocuments).values(
      files.map((blob) => ({ organizationId: org.id, receiveId: row.id, documentId: blob.id, fileName: blob.fileName, fileType: fileTypeOf(blob), fileSize: blob.size })),
    );
    await recordHistory(tx, org.id, files.map((blob) => ({ receiveId: row.id, operation: 'attachment_added' as const, description: `File ${blob.fileName} attached.` })), actor);
    return ((await documentsOf(tx, org.id, [row.id])).get(row.id) ?? []).map(documentView);
  });
}

export async function getPurchaseReceiveDocument(db: Executor, organizationId: string, receiveId: string, documentId: string): Promise<PurchaseReceiveDocument> {
  const row = await findReceive(db, organizationId, receiveId);
  const document = ((await documentsOf(db, organizationId, [row.id])).get(row.id) ?? []).find((d) => d.documentId === documentId);
  if (!document) throw notFound('The document');
  return documentView(document);
}

/** Unlinks a document; the caller removes its bytes once this has committed. */
export async function deletePurchaseReceiveDocument(db: Db, org: OrganizationRow, actor: Actor, receiveId: string, documentId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await findReceive(tx, org.id, receiveId, { lock: true });
    if (!isId(documentId)) throw notFound('The document');
    const [deleted] = await tx
      .delete(purchaseReceiveDocuments)
      .where(inOrg(purchaseReceiveDocuments, org.id, eq(purchaseReceiveDocuments.receiveId, row.id), eq(purchaseReceiveDocuments.documentId, documentId)))
      .returning();
    if (!deleted) throw notFound('The document');
    await recordHistory(tx, org.id, [{ receiveId: row.id, operation: 'attachment_deleted', description: `File ${deleted.fileName} removed.` }], actor);
    return deleted.documentId;
  });
}

// --- bills -----------------------------------------------------------------------------------

/**
 * Records a vendor bill against a receive (no bills module exists: this is the extension that
 * makes billed_status data). The liability was booked to Accounts Payable when the goods were
 * received, so recording the bill posts nothing.
 */
export async function createPurchaseReceiveBill(db: Db, org: OrganizationRow, actor: Actor, today: string, receiveId: string, input: CreatePurchaseReceiveBillInput): Promise<PurchaseReceive> {
  const billNumber = input.billNumber.trim();
  if (!billNumber) throw invalid(['input', 'billNumber'], 'must not be blank');
  const total = dec(input.total);
  if (!total.gt(0)) throw invalid(['input', 'total'], 'must be more than 0');
  const balance = input.balance == null ? total : dec(input.balance);
  if (balance.lt(0) || balance.gt(total)) throw invalid(['input', 'balance'], `must be between 0 and the total ${toDb(total)}`);
  const date = input.date ?? today;
  if (input.dueDate && input.dueDate < date) throw invalid(['input', 'dueDate'], 'cannot be before the bill date');
  return uniquely(
    () =>
      db.transaction(async (tx) => {
        const row = await findReceive(tx, org.id, receiveId, { lock: true });
        await tx.insert(purchaseReceiveBills).values({
          id: newId(),
          organizationId: org.id,
          receiveId: row.id,
          vendorId: row.vendorId,
          billNumber,
          date,
          dueDate: input.dueDate ?? null,
          total: toDb(roundTo(total, org.pricePrecision)),
          balance: toDb(roundTo(balance, org.pricePrecision)),
        });
        await recordHistory(tx, org.id, [{ receiveId: row.id, operation: 'bill_recorded', description: `Bill ${billNumber} of ${toDb(total)} recorded.` }], actor);
        return receiveView(tx, org, row.id, today);
      }),
    {
      purchase_receive_bills_org_vendor_number: () => new KontorError('DUPLICATE', `The bill number "${billNumber}" of this vendor is already recorded.`, { field: ['input', 'billNumber'] }),
    },
  );
}

export async function deletePurchaseReceiveBill(db: Db, org: OrganizationRow, actor: Actor, today: string, receiveId: string, billId: string): Promise<PurchaseReceive> {
  return db.transaction(async (tx) => {
    const row = await findReceive(tx, org.id, receiveId, { lock: true });
    if (!isId(billId)) throw notFound('The bill');
    const [deleted] = await tx
      .delete(purchaseReceiveBills)
      .where(inOrg(purchaseReceiveBills, org.id, eq(purchaseReceiveBills.receiveId, row.id), eq(purchaseReceiveBills.id, billId)))
      .returning();
    if (!deleted) throw notFound('The bill');
    await recordHistory(tx, org.id, [{ receiveId: row.id, operation: 'bill_deleted', description: `Bill ${deleted.billNumber} deleted.` }], actor);
    return receiveView(tx, org, row.id, today);
  });
}
