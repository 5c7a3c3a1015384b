/**
 * Purchase orders as clients read them: one record with its location's name and its currency's
 * code and symbol; lines, receives (with their lines), bills and history of a whole page in one
 * statement each, and only those a selection needs, so a list costs the same statements whatever
 * its size. A list reads only the order columns its selection needs (`ORDER_VIEW`).
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { locations } from '../../../drizzle/tables/inventory/stock.ts';
import { purchaseOrderLines, purchaseOrders, purchaseReceiveBills, purchaseReceives } from '../../../drizzle/tables/inventory/purchases.ts';
import { type DocumentRecord, documentReader } from '../../core/books/documents.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId } from '../../core/request/scoped.ts';
import { enumField, fieldView, wants, timeField } from '../../core/request/selection.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { toEnum } from '../../core/values/enums.ts';
import { type Decimal, dec, formatMoney, roundTo, sum, toDb } from '../../core/values/money.ts';
import { type OrderBill, billedOrderLines } from '../../accounting/api.ts';
import { formatDisplayDate } from '../../core/values/time.ts';
import type { PurchaseOrder, PurchaseOrderLine, PurchaseOrderReceive, PurchaseReceiveBilledStatus, PurchaseReceiveStatus } from '../generated/graphql.ts';
import { type PurchaseOrderCommentRow, orderCommentView, orderHistoriesOf } from './purchase-order-history.ts';
import {
  type PurchaseReceiveBillRow,
  type PurchaseReceiveLineRow,
  billStateOf,
  billedStateOf,
  customFieldsView,
  receiveLinesOf,
} from './purchase-receive-views.ts';
import { addressList } from './purchase-values.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;
export type PurchaseOrderRecord = DocumentRecord<
  typeof purchaseOrders,
  { locationName: typeof locations.locationName; currencySymbol: typeof currencies.currencySymbol }
>;

const reader = documentReader(purchaseOrders, 'The purchase order', {
  columns: { locationName: locations.locationName, currencySymbol: currencies.currencySymbol },
  join: (query) => query.innerJoin(locations, eq(locations.id, purchaseOrders.locationId)),
});

/** Orders with their location name and currency code; `reads` names the order columns to read, `lock` holds the orders FOR UPDATE. */
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
    .where(inOrg(purchaseOrderLines, organizationId, anyId(purchaseOrderLines.purchaseorderId, [...orderIds])))
    .orderBy(asc(purchaseOrderLines.purchaseorderId), asc(purchaseOrderLines.itemOrder), asc(purchaseOrderLines.id));
  const rows = await (options.lock ? query.for('update') : query);
  for (const row of rows) byOrder.get(row.purchaseorderId)?.push(row);
  return byOrder;
}

const remainingOf = (line: PurchaseOrderLineRow) => dec(line.quantity).minus(line.quantityReceived).minus(line.quantityInTransit);

const taxView = (line: Pick<PurchaseOrderLineRow, 'taxId' | 'taxName' | 'taxType' | 'taxPercentage'>) => ({
  taxId: line.taxId,
  taxName: line.taxName,
  taxType: line.taxType,
  taxPercentage: line.taxPercentage === null ? null : toDb(line.taxPercentage),
});

/** A receive of an order as its view reads it. */
interface OrderReceiveRow {
  id: string;
  orderId: string;
  receiveNumber: string;
  date: string;
  status: string;
  notes: string | null;
}

/** What an order's fields are made of besides its row: the organization, the day, and its child rows (those the selection needs). */
interface OrderContext {
  org: OrganizationRow;
  today: string;
  now: Date;
  lines: PurchaseOrderLineRow[];
  receives: OrderReceiveRow[];
  receiveLines: Map<string, PurchaseReceiveLineRow[]>;
  bills: PurchaseReceiveBillRow[];
  /** Accounting's bills billing the order's lines (README "Bills from purchase orders"), and the quantity billed per line. */
  orderBills: OrderBill[];
  billed: Map<string, Decimal>;
  histories: PurchaseOrderCommentRow[];
}

/**
 * The order's billed state: from the bills billing its lines when there are any (billed when every
 * line is billed its ordered quantity, partially_billed when some is), else from the bills
 * recorded against its receives (their totals against the order's).
 */
function orderBilledState(row: PurchaseOrderRecord, { lines, bills, orderBills, billed }: OrderContext) {
  if (!orderBills.length) return billedStateOf(row.total, toDb(sum(bills.map((b) => b.total))), bills.length);
  return lines.every((l) => (billed.get(l.id) ?? dec(0)).gte(l.quantity)) ? 'billed' : 'partially_billed';
}

/** An amount in the organization's currency at the order's rate, at the order's precision. */
const bcyOf = (row: PurchaseOrderRecord, rate: string) => toDb(roundTo(dec(rate).times(row.exchangeRate), row.pricePrecision));

function lineView(line: PurchaseOrderLineRow, row: PurchaseOrderRecord): PurchaseOrderLine {
  return {
    lineItemId: line.id,
    itemId: line.itemId,
    name: line.name,
    description: line.description,
    itemOrder: line.itemOrder,
    quantity: toDb(line.quantity),
    unit: line.unit,
    rate: toDb(line.rate),
    purchaseRate: toDb(line.rate),
    bcyRate: bcyOf(row, line.rate),
    discount: line.discount,
    discountAmount: toDb(line.discountAmount),
    ...taxView(line),
    accountId: line.accountId,
    hsnOrSac: line.hsnOrSac,
    locationId: row.locationId,
    locationName: row.locationName,
    itemTotal: toDb(line.itemTotal),
    quantityReceived: toDb(line.quantityReceived),
    quantityInTransit: toDb(line.quantityInTransit),
    quantityRemaining: toDb(remainingOf(line)),
  };
}

/** A receive with its lines, each with what its order line tells (received so far, tax, account). */
function receiveView(r: OrderReceiveRow, row: PurchaseOrderRecord, { lines, receiveLines }: OrderContext): PurchaseOrderReceive {
  const byLine = new Map(lines.map((l) => [l.id, l]));
  return {
    receiveId: r.id,
    receiveNumber: r.receiveNumber,
    date: r.date,
    status: toEnum<PurchaseReceiveStatus>(r.status),
    notes: r.notes,
    lineItems: (receiveLines.get(r.id) ?? []).map((l) => {
      const ordered = byLine.get(l.poLineId);
      return {
        lineItemId: l.poLineId,
        itemId: l.itemId,
        name: l.name,
        description: l.description,
        itemOrder: l.itemOrder,
        quantity: toDb(l.quantity),
        unit: l.unit,
        purchaseRate: toDb(l.rate),
        bcyRate: bcyOf(row, l.rate),
        itemTotal: toDb(l.itemTotal),
        quantityReceived: toDb(ordered?.quantityReceived ?? '0'),
        ...taxView(ordered ?? { taxId: null, taxName: null, taxType: null, taxPercentage: null }),
        accountId: ordered?.accountId ?? null,
        hsnOrSac: ordered?.hsnOrSac ?? null,
        locationId: l.warehouseId,
        locationName: l.warehouseName,
      };
    }),
  };
}

/** A date column in the organization's date format. */
const displayDate = (column: 'date' | 'deliveryDate') => ({
  reads: [column] as const,
  value: (row: PurchaseOrderRecord, { org }: OrderContext) => {
    const date = row[column];
    return date === null ? null : formatDisplayDate(date, org.dateFormat);
  },
});
/** A decimal column as the wire spells it (no trailing zeros). */
const decimal = (column: 'exchangeRate' | 'discountAmount' | 'subTotal' | 'taxTotal' | 'total') => ({
  reads: [column] as const,
  value: (row: PurchaseOrderRecord) => toDb(row[column]),
});

/** Every field of a purchase order and the columns it reads: a list reads and builds only the fields its operation selects. */
const ORDER_VIEW = fieldView<PurchaseOrderRecord, OrderContext, PurchaseOrder>(
  {
    purchaseorderId: 'id',
    purchaseorderNumber: 'purchaseorderNumber',
    date: 'date',
    dateFormatted: { reads: ['date'], value: (row, { org }) => formatDisplayDate(row.date, org.dateFormat) },
    deliveryDate: 'deliveryDate',
    deliveryDateFormatted: displayDate('deliveryDate'),
    expectedDeliveryDate: 'deliveryDate',
    expectedDeliveryDateFormatted: displayDate('deliveryDate'),
    status: enumField('status', false),
    statusFormatted: {
      reads: ['status'],
      value: (row) =>
        row.status
          .split('_')
          .map((w) => w[0].toUpperCase() + w.slice(1))
          .join(' '),
    },
    vendorId: 'vendorId',
    vendorName: 'vendorName',
    contactPersons: { reads: ['contactPersons'], value: (row) => row.contactPersons.map((p) => ({ contactPersonId: p.contact_person_id })) },
    locationId: 'locationId',
    locationName: 'locationName',
    referenceNumber: 'referenceNumber',
    notes: 'notes',
    terms: 'terms',
    attention: 'attention',
    billingAddress: { reads: ['billingAddress'], value: (row) => addressList(row.billingAddress) },
    deliveryAddress: { reads: ['deliveryAddress'], value: (row) => addressList(row.deliveryAddress) },
    deliveryCustomerId: 'deliveryCustomerId',
    deliveryCustomerName: 'deliveryCustomerName',
    isDropShipment: { reads: ['deliveryCustomerId'], value: (row) => row.deliveryCustomerId !== null },
    customFields: { reads: ['customFields'], value: (row) => customFieldsView(row.customFields) },
    currencyId: 'currencyId',
    currencyCode: 'currencyCode',
    currencySymbol: 'currencySymbol',
    exchangeRate: decimal('exchangeRate'),
    pricePrecision: 'pricePrecision',
    discountType: enumField('discountType', false),
    discount: 'discount',
    discountAmount: decimal('discountAmount'),
    isDiscountBeforeTax: 'isDiscountBeforeTax',
    isInclusiveTax: 'isInclusiveTax',
    subTotal: decimal('subTotal'),
    subTotalFormatted: {
      reads: ['currencyCode', 'subTotal', 'pricePrecision'],
      value: (row) => formatMoney(row.currencyCode, row.subTotal, row.pricePrecision),
    },
    taxTotal: decimal('taxTotal'),
    taxes: {
      reads: ['taxes'],
      value: (row) => row.taxes.map((t) => ({ taxId: t.tax_id, taxName: t.tax_name, taxPercentage: t.tax_percentage, taxAmount: t.tax_amount })),
    },
    total: decimal('total'),
    totalQuantity: { reads: [], value: (_row, { lines }) => toDb(sum(lines.map((l) => l.quantity))) },
    quantityReceived: { reads: [], value: (_row, { lines }) => toDb(sum(lines.map((l) => l.quantityReceived))) },
    // A line names the order's location and its rate in the organization's currency.
    lineItems: {
      reads: ['exchangeRate', 'pricePrecision', 'locationId', 'locationName'],
      value: (row, { lines }) => lines.map((line) => lineView(line, row)),
    },
    purchasereceives: { reads: ['exchangeRate', 'pricePrecision'], value: (row, context) => context.receives.map((r) => receiveView(r, row, context)) },
    receives: { reads: [], value: (_row, { receives }) => receives.map((r) => ({ receiveId: r.id, receiveNumber: r.receiveNumber })) },
    bills: {
      reads: [],
      value: (_row, { bills, orderBills, today }) => [
        ...orderBills.map((bill) => ({
          billId: bill.billId,
          billNumber: bill.billNumber,
          receiveId: null,
          status: billStateOf({ ...bill, dueDate: bill.dueDate }, today),
          date: bill.date,
          dueDate: bill.dueDate,
          total: toDb(bill.total),
          balance: toDb(bill.balance),
        })),
        ...bills.map((bill) => ({
          billId: bill.id,
          billNumber: bill.billNumber,
          receiveId: bill.receiveId,
          status: billStateOf(bill, today),
          date: bill.date,
          dueDate: bill.dueDate,
          total: toDb(bill.total),
          balance: toDb(bill.balance),
        })),
      ],
    },
    billedStatus: { reads: ['total'], value: (row, context) => toEnum<PurchaseReceiveBilledStatus>(orderBilledState(row, context)) },
    shipVia: 'shipVia',
    shipViaId: 'shipViaId',
    pricebookId: 'pricebookId',
    comments: { reads: [], value: (_row, { org, now, histories }) => histories.map((c) => orderCommentView(c, org, now)) },
    createdTime: timeField('createdAt'),
    lastModifiedTime: timeField('updatedAt'),
  },
  // The lines, receives, bills and history go by the order's id.
  ['id'],
);

/** The order columns a selection of a purchase order list's entries reads (undefined: every column). */
export const orderReads = (selected: ReadonlySet<string> | undefined) => ORDER_VIEW.reads(selected);

/** The fields made from each kind of child row: a selection without any of them does not read those rows. */
const FROM_LINES = ['totalQuantity', 'quantityReceived', 'lineItems', 'purchasereceives', 'billedStatus'];
const FROM_RECEIVES = ['purchasereceives', 'receives'];
const FROM_BILLS = ['bills', 'billedStatus'];

/** Groups child rows by their order's id. */
function byOrder<T>(rows: readonly T[], orderOf: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const id = orderOf(row);
    const list = map.get(id);
    if (list) list.push(row);
    else map.set(id, [row]);
  }
  return map;
}

/**
 * Orders as clients read them, in the order given: lines, receives (with their lines), bills and
 * history of all of them in one statement each, each read only when the selection (selectedFields)
 * shows a field made from it; every field when the selection is unknown.
 */
export async function orderViews(
  db: Executor,
  scope: Pick<Scope, 'org' | 'today' | 'now'>,
  rows: readonly PurchaseOrderRecord[],
  selected?: ReadonlySet<string>,
): Promise<PurchaseOrder[]> {
  const { org, today, now } = scope;
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  // One after the other: inside a transaction they share its one connection.
  const lines = wants(selected, ...FROM_LINES) ? await orderLinesOf(db, org.id, ids) : new Map<string, PurchaseOrderLineRow[]>();
  const receives: OrderReceiveRow[] = wants(selected, ...FROM_RECEIVES)
    ? await db
        .select({
          id: purchaseReceives.id,
          orderId: purchaseReceives.purchaseorderId,
          receiveNumber: purchaseReceives.receiveNumber,
          date: purchaseReceives.date,
          status: purchaseReceives.status,
          notes: purchaseReceives.notes,
        })
        .from(purchaseReceives)
        .where(inOrg(purchaseReceives, org.id, anyId(purchaseReceives.purchaseorderId, ids)))
        .orderBy(asc(purchaseReceives.createdAt), asc(purchaseReceives.id))
    : [];
  const receiveLines = wants(selected, 'purchasereceives')
    ? await receiveLinesOf(
        db,
        org.id,
        receives.map((r) => r.id),
      )
    : new Map<string, PurchaseReceiveLineRow[]>();
  const bills = wants(selected, ...FROM_BILLS)
    ? await db
        .select({ bill: purchaseReceiveBills, orderId: purchaseReceives.purchaseorderId })
        .from(purchaseReceiveBills)
        .innerJoin(purchaseReceives, eq(purchaseReceives.id, purchaseReceiveBills.receiveId))
        .where(inOrg(purchaseReceiveBills, org.id, anyId(purchaseReceives.purchaseorderId, ids)))
        .orderBy(asc(purchaseReceiveBills.createdAt), asc(purchaseReceiveBills.id))
    : [];
  const orderBills = wants(selected, ...FROM_BILLS) ? await billedOrderLines(db, org.id, ids) : { bills: [], quantities: new Map<string, Decimal>() };
  const orderBillsOf = byOrder(orderBills.bills, (b) => b.purchaseorderId);
  const histories = wants(selected, 'comments') ? await orderHistoriesOf(db, org.id, ids) : new Map<string, PurchaseOrderCommentRow[]>();
  const receivesOf = byOrder(receives, (r) => r.orderId);
  const billsOf = byOrder(bills, (b) => b.orderId);
  const build = ORDER_VIEW.builder(selected);
  return rows.map((row) =>
    build(row, {
      org,
      today,
      now,
      lines: lines.get(row.id) ?? [],
      receives: receivesOf.get(row.id) ?? [],
      receiveLines,
      bills: (billsOf.get(row.id) ?? []).map(({ bill }) => bill),
      orderBills: orderBillsOf.get(row.id) ?? [],
      billed: orderBills.quantities,
      histories: histories.get(row.id) ?? [],
    }),
  );
}

/** One order read whole (every column, every field). */
export async function orderView(db: Executor, scope: Pick<Scope, 'org' | 'today' | 'now'>, purchaseorderId: string): Promise<PurchaseOrder> {
  const [view] = await orderViews(db, scope, [await findOrder(db, scope.org.id, purchaseorderId)]);
  return view;
}
