/**
 * Purchase orders: what a vendor is asked to deliver to one location. Minimal but real: a
 * vendor, a location, lines of inventory items with quantity and rate, a number, and states
 * draft → issued → partially_received → received (from the receives), or cancelled. The order's
 * lines carry the received and in-transit quantities of its receives, kept in the receives'
 * transactions under a row lock (purchase-receives.ts).
 */
import { type DocumentRecord, documentReader } from '../../core/books/documents.ts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { locations } from '../../../drizzle/tables/inventory/stock.ts';
import { type PurchaseOrderState, purchaseOrderLines, purchaseOrders, purchaseReceives } from '../../../drizzle/tables/inventory/purchases.ts';
import { findItemRows, requireContact } from '../../accounting/api.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { toEnum } from '../../core/values/enums.ts';
import { KontorError, cannotMove, invalid } from '../../core/request/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { dec, roundTo, sum, toDb } from '../../core/values/money.ts';
import { nextNumber } from '../../core/books/numbering.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { inOrg, orderOf, searchOf, window } from '../../core/request/scoped.ts';
import { patch } from '../../core/values/patch.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type {
  CreatePurchaseOrderInput,
  PurchaseOrder,
  PurchaseOrderFilter,
  PurchaseOrderLineInput,
  PurchaseOrderStatus,
  PurchaseReceiveStatus,
  QueryPurchaseOrdersArgs,
  UpdatePurchaseOrderInput,
} from '../generated/graphql.ts';
import { locationsById } from '../locations/location-service.ts';

type Path = readonly (string | number)[];
export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;
export type PurchaseOrderRecord = DocumentRecord<typeof purchaseOrders, { locationName: typeof locations.locationName }>;

/** Lines an order (and a receive) holds at most. */
export const MAX_LINE_ITEMS = 1000;
const NUMBER_SERIES = { series: 'purchase_order', prefix: 'PO-', width: 6 };

export function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

// --- reading ---------------------------------------------------------------------------------

const reader = documentReader(purchaseOrders, 'The purchase order', {
  columns: { locationName: locations.locationName },
  join: (query) => query.innerJoin(locations, eq(locations.id, purchaseOrders.locationId)),
});

/** Orders with their location name and currency code; `lock` holds the orders FOR UPDATE. */
export const selectOrders = reader.select;

export const findOrder = reader.find;

/** Lines of several orders in one statement, in order; `lock` holds them FOR UPDATE. */
export async function orderLinesOf(
  db: Executor,
  organizationId: string,
  orderIds: readonly string[],
  options: { lock?: boolean } = {},
): Promise<Map<string, PurchaseOrderLineRow[]>> {
  const byOrder = new Map<string, PurchaseOrderLineRow[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return byOrder;
  const query = db
    .select()
    .from(purchaseOrderLines)
    .where(inOrg(purchaseOrderLines, organizationId, inArray(purchaseOrderLines.purchaseorderId, [...orderIds])))
    .orderBy(asc(purchaseOrderLines.purchaseorderId), asc(purchaseOrderLines.itemOrder), asc(purchaseOrderLines.id));
  const rows = await (options.lock ? query.for('update') : query);
  for (const row of rows) byOrder.get(row.purchaseorderId)?.push(row);
  return byOrder;
}

const remainingOf = (line: PurchaseOrderLineRow) => dec(line.quantity).minus(line.quantityReceived).minus(line.quantityInTransit);

async function orderViews(db: Executor, org: OrganizationRow, rows: readonly PurchaseOrderRecord[]): Promise<PurchaseOrder[]> {
  const ids = rows.map((r) => r.id);
  const lines = await orderLinesOf(db, org.id, ids);
  const receives = ids.length
    ? await db
        .select({
          id: purchaseReceives.id,
          orderId: purchaseReceives.purchaseorderId,
          receiveNumber: purchaseReceives.receiveNumber,
          date: purchaseReceives.date,
          status: purchaseReceives.status,
        })
        .from(purchaseReceives)
        .where(inOrg(purchaseReceives, org.id, inArray(purchaseReceives.purchaseorderId, ids)))
        .orderBy(asc(purchaseReceives.createdAt), asc(purchaseReceives.id))
    : [];
  return rows.map((row) => {
    const own = lines.get(row.id) ?? [];
    return {
      purchaseorderId: row.id,
      purchaseorderNumber: row.purchaseorderNumber,
      date: row.date,
      deliveryDate: row.deliveryDate,
      status: toEnum<PurchaseOrderStatus>(row.status),
      vendorId: row.vendorId,
      vendorName: row.vendorName,
      locationId: row.locationId,
      locationName: row.locationName,
      referenceNumber: row.referenceNumber,
      notes: row.notes,
      terms: row.terms,
      currencyId: row.currencyId,
      currencyCode: row.currencyCode,
      total: toDb(row.total),
      totalQuantity: toDb(sum(own.map((l) => l.quantity))),
      quantityReceived: toDb(sum(own.map((l) => l.quantityReceived))),
      lineItems: own.map((line) => ({
        lineItemId: line.id,
        itemId: line.itemId,
        name: line.name,
        description: line.description,
        itemOrder: line.itemOrder,
        quantity: toDb(line.quantity),
        unit: line.unit,
        rate: toDb(line.rate),
        itemTotal: toDb(line.itemTotal),
        quantityReceived: toDb(line.quantityReceived),
        quantityInTransit: toDb(line.quantityInTransit),
        quantityRemaining: toDb(remainingOf(line)),
      })),
      purchaseReceives: receives
        .filter((r) => r.orderId === row.id)
        .map((r) => ({ receiveId: r.id, receiveNumber: r.receiveNumber, date: r.date, status: toEnum<PurchaseReceiveStatus>(r.status) })),
      createdTime: formatTimestamp(row.createdAt, org.timeZone),
      lastModifiedTime: formatTimestamp(row.updatedAt, org.timeZone),
    };
  });
}

async function orderView(db: Executor, org: OrganizationRow, purchaseorderId: string): Promise<PurchaseOrder> {
  const [view] = await orderViews(db, org, [await findOrder(db, org.id, purchaseorderId)]);
  return view;
}

export function getPurchaseOrder({ db, org }: Scope, purchaseorderId: string): Promise<PurchaseOrder> {
  return orderView(db, org, purchaseorderId);
}

const FILTERS: Record<PurchaseOrderFilter, { wire: string; state?: PurchaseOrderState }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_DRAFT: { wire: 'Status.Draft', state: 'draft' },
  STATUS_ISSUED: { wire: 'Status.Issued', state: 'issued' },
  STATUS_PARTIALLY_RECEIVED: { wire: 'Status.PartiallyReceived', state: 'partially_received' },
  STATUS_RECEIVED: { wire: 'Status.Received', state: 'received' },
  STATUS_CANCELLED: { wire: 'Status.Cancelled', state: 'cancelled' },
};

const SORT_COLUMNS = {
  purchaseorder_number: sql`lower(${purchaseOrders.purchaseorderNumber})`,
  date: purchaseOrders.date,
  vendor_name: sql`lower(${purchaseOrders.vendorName})`,
  total: purchaseOrders.total,
  created_time: purchaseOrders.createdAt,
  last_modified_time: purchaseOrders.updatedAt,
};

/** A page of orders with their lines and receives: three statements whatever the page size. */
export async function listPurchaseOrders({ db, org }: Scope, args: QueryPurchaseOrdersArgs, page: Page) {
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const where = and(
    filter.state ? eq(purchaseOrders.status, filter.state) : undefined,
    args.vendorId ? (isId(args.vendorId) ? eq(purchaseOrders.vendorId, args.vendorId) : sql`false`) : undefined,
    searchOf([purchaseOrders.purchaseorderNumber, purchaseOrders.referenceNumber, purchaseOrders.vendorName], args.searchText),
  );
  const sort = orderOf(SORT_COLUMNS, purchaseOrders.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: ['date', 'created_time', 'last_modified_time'],
  });
  const rows = await selectOrders(db, org.id, { where, orderBy: sort.orderBy, ...window(page) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) => orderViews(db, org, nodes));
}

// --- writing ---------------------------------------------------------------------------------

type LineFields = Omit<typeof purchaseOrderLines.$inferInsert, 'organizationId' | 'purchaseorderId'> & {
  id: string;
  quantityReceived: string;
  quantityInTransit: string;
};

/**
 * The order's lines resolved against the organization: items found and locked FOR SHARE in one
 * statement (an item on an order is not deleted before the order commits). A line naming a
 * stored line keeps its id and what its receives took; such a line cannot change its item or
 * drop below that, and cannot be left out.
 */
async function resolveLines(
  tx: Tx,
  org: OrganizationRow,
  given: readonly PurchaseOrderLineInput[],
  stored: readonly PurchaseOrderLineRow[],
): Promise<LineFields[]> {
  const field = (i: number, name: string): Path => ['input', 'lineItems', i, name];
  if (!given.length) throw invalid(['input', 'lineItems'], 'must hold at least one line');
  if (given.length > MAX_LINE_ITEMS) {
    throw new KontorError('LIMIT_EXCEEDED', `A purchase order holds at most ${MAX_LINE_ITEMS} line items; ${given.length} were given.`, {
      field: ['input', 'lineItems'],
    });
  }
  const items = await findItemRows(
    tx,
    org.id,
    given.map((l) => l.itemId),
    { lock: true },
  );
  const storedById = new Map(stored.map((l) => [l.id, l]));
  const named = new Set<string>();
  const lines = given.map((line, i): LineFields => {
    const item = items.get(line.itemId);
    if (!item) throw invalid(field(i, 'itemId'), 'is not an item of the organization');
    if (item.status !== 'active') throw invalid(field(i, 'itemId'), `the item ${item.name} is inactive`);
    if (item.itemType !== 'inventory')
      throw invalid(field(i, 'itemId'), `the item ${item.name} is not an inventory item (item_type inventory): only those are kept in stock`);
    let kept: PurchaseOrderLineRow | undefined;
    if (line.lineItemId != null) {
      kept = storedById.get(line.lineItemId);
      if (!kept) throw invalid(field(i, 'lineItemId'), 'is not a line of this purchase order');
      if (named.has(kept.id)) throw invalid(field(i, 'lineItemId'), 'names a line listed before');
      named.add(kept.id);
    }
    const quantity = dec(line.quantity);
    if (!quantity.gt(0)) throw invalid(field(i, 'quantity'), 'must be more than 0');
    const rate = line.rate ?? kept?.rate ?? item.purchaseRate;
    if (rate == null) throw invalid(field(i, 'rate'), `is required: the item ${item.name} has no purchase_rate`);
    if (dec(rate).lt(0)) throw invalid(field(i, 'rate'), 'must be 0 or more');
    const taken = kept ? dec(kept.quantityReceived).plus(kept.quantityInTransit) : dec(0);
    if (kept && taken.gt(0)) {
      if (kept.itemId !== item.id) throw invalid(field(i, 'itemId'), `the line has receives (${toDb(taken)} ${kept.name}); its item cannot change`);
      if (quantity.lt(taken)) throw invalid(field(i, 'quantity'), `cannot be less than the ${toDb(taken)} already received or in transit`);
    }
    return {
      id: kept?.id ?? newId(),
      itemId: item.id,
      name: item.name,
      description: line.description !== undefined ? (text(line.description) ?? null) : (kept?.description ?? item.purchaseDescription ?? item.description),
      unit: text(line.unit) ?? kept?.unit ?? item.unit,
      itemOrder: line.itemOrder ?? i + 1,
      quantity: toDb(quantity),
      rate: toDb(rate),
      itemTotal: toDb(roundTo(quantity.times(rate), org.pricePrecision)),
      quantityReceived: kept?.quantityReceived ?? '0',
      quantityInTransit: kept?.quantityInTransit ?? '0',
    };
  });
  const dropped = stored.find((l) => !named.has(l.id) && dec(l.quantityReceived).plus(l.quantityInTransit).gt(0));
  if (dropped) throw invalid(['input', 'lineItems'], `must keep the line of ${dropped.name} (line_item_id ${dropped.id}): it has receives`);
  return lines;
}

async function resolveLocation(tx: Tx, org: OrganizationRow, locationId: string | null | undefined): Promise<string> {
  if (locationId == null) {
    const [primary] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(inOrg(locations, org.id, eq(locations.isPrimary, true)));
    if (!primary) throw invalid(['input', 'locationId'], 'is required: the organization has no location yet (POST /locations)');
    return primary.id;
  }
  const found = (await locationsById(tx, org.id, [locationId])).get(locationId);
  if (!found) throw invalid(['input', 'locationId'], 'is not a location of the organization');
  if (found.status !== 'active') throw invalid(['input', 'locationId'], `the location ${found.locationName} is inactive`);
  return found.id;
}

async function writeLines(tx: Tx, organizationId: string, purchaseorderId: string, lines: readonly LineFields[], replace: boolean): Promise<void> {
  if (replace) await tx.delete(purchaseOrderLines).where(inOrg(purchaseOrderLines, organizationId, eq(purchaseOrderLines.purchaseorderId, purchaseorderId)));
  await tx.insert(purchaseOrderLines).values(lines.map((l) => ({ ...l, organizationId, purchaseorderId })));
}

function refusingDuplicates<T>(number: () => string | null | undefined, write: () => Promise<T>): Promise<T> {
  return uniquely(write, {
    purchase_orders_org_number: () =>
      new KontorError('DUPLICATE', `The purchase order number "${number()}" is already used by another purchase order of the organization.`, {
        field: ['input', 'purchaseorderNumber'],
      }),
  });
}

export async function createPurchaseOrder(
  scope: Scope,
  input: CreatePurchaseOrderInput,
  options: { ignoreAutoNumberGeneration: boolean },
): Promise<PurchaseOrder> {
  const { db, org, today } = scope;
  const givenNumber = text(input.purchaseorderNumber);
  if (options.ignoreAutoNumberGeneration && !givenNumber)
    throw invalid(['input', 'purchaseorderNumber'], 'is required when ignore_auto_number_generation is true');
  let number = givenNumber;
  if (input.deliveryDate && input.deliveryDate < (input.date ?? today)) throw invalid(['input', 'deliveryDate'], 'cannot be before the order date');
  return refusingDuplicates(
    () => number,
    () =>
      db.transaction(async (tx) => {
        const vendor = await requireContact(tx, org.id, input.vendorId, ['input', 'vendorId'], { contactType: 'vendor' });
        const locationId = await resolveLocation(tx, org, input.locationId);
        const lines = await resolveLines(tx, org, input.lineItems, []);
        const id = newId();
        number = options.ignoreAutoNumberGeneration ? givenNumber! : await nextNumber(tx, org.id, NUMBER_SERIES.series, NUMBER_SERIES);
        await tx.insert(purchaseOrders).values({
          id,
          organizationId: org.id,
          purchaseorderNumber: number,
          date: input.date ?? today,
          deliveryDate: input.deliveryDate ?? null,
          status: 'draft',
          vendorId: vendor.id,
          vendorName: vendor.contactName,
          locationId,
          referenceNumber: text(input.referenceNumber) ?? null,
          notes: text(input.notes) ?? null,
          terms: text(input.terms) ?? null,
          currencyId: org.currencyId,
          total: toDb(sum(lines.map((l) => l.itemTotal))),
          createdById: scope.actor.userId,
        });
        await writeLines(tx, org.id, id, lines, false);
        return orderView(tx, org, id);
      }),
  );
}

function cannotMoveOrder(row: PurchaseOrderRow, action: string, reason: string): KontorError {
  return cannotMove({ kind: 'purchase order', name: row.purchaseorderNumber, state: row.status.replace('_', ' ') }, action, reason, { state: row.status });
}

async function hasReceives(tx: Tx, organizationId: string, purchaseorderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: purchaseReceives.id })
    .from(purchaseReceives)
    .where(inOrg(purchaseReceives, organizationId, eq(purchaseReceives.purchaseorderId, purchaseorderId)))
    .limit(1);
  return !!row;
}

/** The receiving state of an issued order from its lines. */
export function receivingState(lines: readonly Pick<PurchaseOrderLineRow, 'quantity' | 'quantityReceived'>[]): PurchaseOrderState {
  if (lines.length && lines.every((l) => dec(l.quantityReceived).gte(l.quantity))) return 'received';
  if (lines.some((l) => dec(l.quantityReceived).gt(0))) return 'partially_received';
  return 'issued';
}

export async function updatePurchaseOrder(scope: Scope, purchaseorderId: string, input: UpdatePurchaseOrderInput): Promise<PurchaseOrder> {
  const { db, org } = scope;
  return refusingDuplicates(
    () => text(input.purchaseorderNumber),
    () =>
      db.transaction(async (tx) => {
        const row = await findOrder(tx, org.id, purchaseorderId, { lock: true });
        if (row.status === 'cancelled') throw cannotMoveOrder(row, 'changed', 'it is cancelled');
        if (row.status === 'received') throw cannotMoveOrder(row, 'changed', 'everything ordered has been received');
        const stored = (await orderLinesOf(tx, org.id, [row.id], { lock: true })).get(row.id) ?? [];
        const received = await hasReceives(tx, org.id, row.id);
        let vendorId = row.vendorId;
        let vendorName = row.vendorName;
        if (input.vendorId != null && input.vendorId !== row.vendorId) {
          if (received) throw invalid(['input', 'vendorId'], 'cannot change: goods have been received against the order');
          const vendor = await requireContact(tx, org.id, input.vendorId, ['input', 'vendorId'], { contactType: 'vendor' });
          vendorId = vendor.id;
          vendorName = vendor.contactName;
        }
        let locationId = row.locationId;
        if (input.locationId != null && input.locationId !== row.locationId) {
          if (received) throw invalid(['input', 'locationId'], 'cannot change: goods have been received against the order');
          locationId = await resolveLocation(tx, org, input.locationId);
        }
        const lines = input.lineItems ? await resolveLines(tx, org, input.lineItems, stored) : stored.map((l) => ({ ...l }));
        const overlaid = patch(
          row,
          {
            purchaseorderNumber: text(input.purchaseorderNumber),
            date: input.date,
            deliveryDate: input.deliveryDate,
            referenceNumber: text(input.referenceNumber),
            notes: text(input.notes),
            terms: text(input.terms),
          },
          ['purchaseorderNumber', 'date', 'deliveryDate', 'referenceNumber', 'notes', 'terms'],
          ['purchaseorderNumber', 'date'],
        );
        if (overlaid.deliveryDate && overlaid.deliveryDate < overlaid.date) throw invalid(['input', 'deliveryDate'], 'cannot be before the order date');
        const status = row.status === 'draft' ? 'draft' : receivingState(lines);
        await tx
          .update(purchaseOrders)
          .set({
            ...overlaid,
            status,
            vendorId,
            vendorName,
            locationId,
            total: toDb(sum(lines.map((l) => l.itemTotal))),
            updatedAt: scope.now,
          })
          .where(inOrg(purchaseOrders, org.id, eq(purchaseOrders.id, row.id)));
        if (input.lineItems) await writeLines(tx, org.id, row.id, lines, true);
        return orderView(tx, org, row.id);
      }),
  );
}

/** Deletes an order that nothing has been received against (its receives would lose their order). */
export async function deletePurchaseOrder({ db, org }: Scope, purchaseorderId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await findOrder(tx, org.id, purchaseorderId, { lock: true });
    if (await hasReceives(tx, org.id, row.id)) {
      throw new KontorError('IN_USE', `The purchase order ${row.purchaseorderNumber} has purchase receives and cannot be deleted; delete them first.`);
    }
    await tx.delete(purchaseOrderLines).where(inOrg(purchaseOrderLines, org.id, eq(purchaseOrderLines.purchaseorderId, row.id)));
    await tx.delete(purchaseOrders).where(inOrg(purchaseOrders, org.id, eq(purchaseOrders.id, row.id)));
    return row.id;
  });
}

/** draft → issued: goods may now be received against it. */
export async function markPurchaseOrderIssued(scope: Scope, purchaseorderId: string): Promise<PurchaseOrder> {
  const { db, org } = scope;
  return db.transaction(async (tx) => {
    const row = await findOrder(tx, org.id, purchaseorderId, { lock: true });
    if (row.status !== 'draft') throw cannotMoveOrder(row, 'issued', 'only a draft can be issued');
    await tx
      .update(purchaseOrders)
      .set({ status: 'issued', updatedAt: scope.now })
      .where(inOrg(purchaseOrders, org.id, eq(purchaseOrders.id, row.id)));
    return orderView(tx, org, row.id);
  });
}

/** draft or issued, with no receives → cancelled. */
export async function markPurchaseOrderCancelled(scope: Scope, purchaseorderId: string): Promise<PurchaseOrder> {
  const { db, org } = scope;
  return db.transaction(async (tx) => {
    const row = await findOrder(tx, org.id, purchaseorderId, { lock: true });
    if (row.status !== 'draft' && row.status !== 'issued')
      throw cannotMoveOrder(row, 'cancelled', row.status === 'cancelled' ? 'it is cancelled already' : 'goods have been received against it');
    if (await hasReceives(tx, org.id, row.id)) throw cannotMoveOrder(row, 'cancelled', 'it has purchase receives; delete them first');
    await tx
      .update(purchaseOrders)
      .set({ status: 'cancelled', updatedAt: scope.now })
      .where(inOrg(purchaseOrders, org.id, eq(purchaseOrders.id, row.id)));
    return orderView(tx, org, row.id);
  });
}

// --- references: what refuses to delete an item or a vendor while orders name it ---------------

export async function orderLineNamingItem(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: purchaseOrders.purchaseorderNumber })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseorderId))
    .where(inOrg(purchaseOrderLines, organizationId, eq(purchaseOrderLines.itemId, itemId)))
    .orderBy(purchaseOrders.id)
    .limit(1);
  return row && `a line of the purchase order ${row.number}`;
}

export async function orderNamingVendor(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: purchaseOrders.purchaseorderNumber })
    .from(purchaseOrders)
    .where(inOrg(purchaseOrders, organizationId, eq(purchaseOrders.vendorId, contactId)))
    .orderBy(purchaseOrders.id)
    .limit(1);
  return row && `the vendor of the purchase order ${row.number}`;
}
