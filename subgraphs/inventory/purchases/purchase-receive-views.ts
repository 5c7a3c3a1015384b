/**
 * Purchase receives as clients read them: one record with its order's number and state, its
 * location, its billed total; lines, documents, history and bills of a whole page in one
 * statement each, so a list costs the same statements whatever its size. A list reads only the
 * receive columns, lookups and child rows its selection needs (`RECEIVE_VIEW`).
 */
import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { locations } from '../../../drizzle/tables/inventory/stock.ts';
import {
  type OrderContactPerson,
  type CustomFieldEntry,
  purchaseOrders,
  purchaseReceiveBills,
  purchaseReceiveComments,
  purchaseReceiveDocuments,
  purchaseReceiveLines,
  purchaseReceives,
} from '../../../drizzle/tables/inventory/purchases.ts';
import { toEnum } from '../../core/values/enums.ts';
import { notFound } from '../../core/values/errors.ts';
import { isId } from '../../core/values/ids.ts';
import { dec, toDb } from '../../core/values/money.ts';
import { anyId, columnsOf, type SelectShape, shaped } from '../../core/request/scoped.ts';
import { enumField, fieldView, wants, timeField } from '../../core/request/selection.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { localDate, timeOfDay } from '../../core/values/time.ts';
import { addressList } from './purchase-values.ts';
import type {
  PurchaseReceive,
  PurchaseReceiveBillStatus,
  PurchaseReceiveBilledStatus,
  PurchaseReceiveComment,
  PurchaseReceiveCustomField,
  PurchaseReceiveDocument,
  PurchaseReceiveLine,
} from '../generated/graphql.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type PurchaseReceiveRow = typeof purchaseReceives.$inferSelect;
export type PurchaseReceiveLineRow = typeof purchaseReceiveLines.$inferSelect & { warehouseName: string };
export type PurchaseReceiveBillRow = typeof purchaseReceiveBills.$inferSelect;
export type PurchaseReceiveDocumentRow = typeof purchaseReceiveDocuments.$inferSelect;
export type PurchaseReceiveCommentRow = typeof purchaseReceiveComments.$inferSelect;

export interface PurchaseReceiveRecord extends PurchaseReceiveRow {
  purchaseorderNumber: string;
  purchaseorderStatus: string;
  /** The vendor's contact persons its order is addressed to. */
  orderContactPersons: OrderContactPerson[];
  locationName: string;
  /** Sum of the totals of the bills recorded against it, and how many there are. */
  billedTotal: string;
  billCount: number;
}

/** Sum of the bills' totals of the receive of the outer query. */
export const billedTotalSql = sql<string>`(select coalesce(sum(${purchaseReceiveBills.total}), 0) from ${purchaseReceiveBills} where ${purchaseReceiveBills.organizationId} = ${purchaseReceives.organizationId} and ${purchaseReceiveBills.receiveId} = ${purchaseReceives.id})`;
const billCountSql = sql<number>`(select count(*) from ${purchaseReceiveBills} where ${purchaseReceiveBills.organizationId} = ${purchaseReceives.organizationId} and ${purchaseReceiveBills.receiveId} = ${purchaseReceives.id})::int`;

/**
 * What a receive is read with from its order, its location and its bills, each only when a view
 * reads it. The bills' sums are nested in an outer sql: a select without joins writes its own
 * top-level columns unqualified, which inside the subquery would name the bills' columns.
 */
const LOOKUPS = {
  purchaseorderNumber: purchaseOrders.purchaseorderNumber,
  purchaseorderStatus: purchaseOrders.status,
  orderContactPersons: purchaseOrders.contactPersons,
  locationName: locations.locationName,
  billedTotal: sql<string>`${billedTotalSql}::text`,
  billCount: sql<number>`${billCountSql}`,
};
const FROM_ORDER = ['purchaseorderNumber', 'purchaseorderStatus', 'orderContactPersons'];

/**
 * Receives with what their views need from the order, the location and the bills; `lock` holds
 * the receives FOR UPDATE. `reads` names the record's keys to read (a view's FieldView.reads):
 * the other columns and lookups are absent, and the order and location are joined only for those
 * read, or the order for `joinsOrder` (a filter or sort on its columns).
 */
export async function selectReceives(
  db: Executor,
  organizationId: string,
  options: SelectShape & { where?: SQL; reads?: readonly string[]; joinsOrder?: boolean } = {},
): Promise<PurchaseReceiveRecord[]> {
  const { reads } = options;
  const lookups = Object.fromEntries(Object.entries(LOOKUPS).filter(([key]) => !reads || reads.includes(key)));
  let query = db
    .select({ receive: columnsOf(purchaseReceives, reads), ...lookups } as { receive: typeof purchaseReceives; billCount: SQL<number> })
    .from(purchaseReceives)
    .$dynamic();
  if (!reads || options.joinsOrder || FROM_ORDER.some((key) => reads.includes(key)))
    query = query.innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseReceives.purchaseorderId));
  if (!reads || reads.includes('locationName')) query = query.innerJoin(locations, eq(locations.id, purchaseReceives.locationId));
  const rows = await shaped(query.where(inOrg(purchaseReceives, organizationId, options.where)), purchaseReceives, options);
  return rows.map(({ receive, billCount, ...rest }) => ({
    ...receive,
    ...(rest as Omit<PurchaseReceiveRecord, keyof PurchaseReceiveRow | 'billCount'>),
    ...(billCount === undefined ? {} : { billCount: Number(billCount) }),
  })) as PurchaseReceiveRecord[];
}

export async function findReceive(db: Executor, organizationId: string, receiveId: string, options: { lock?: boolean } = {}): Promise<PurchaseReceiveRecord> {
  if (!isId(receiveId)) throw notFound('The purchase receive');
  const [row] = await selectReceives(db, organizationId, { where: eq(purchaseReceives.id, receiveId), lock: options.lock });
  if (!row) throw notFound('The purchase receive');
  return row;
}

/** Lines of several receives with their location names, in one statement. */
export async function receiveLinesOf(db: Executor, organizationId: string, receiveIds: readonly string[]): Promise<Map<string, PurchaseReceiveLineRow[]>> {
  const byReceive = new Map<string, PurchaseReceiveLineRow[]>(receiveIds.map((id) => [id, []]));
  if (!receiveIds.length) return byReceive;
  const rows = await db
    .select({ line: purchaseReceiveLines, warehouseName: locations.locationName })
    .from(purchaseReceiveLines)
    .innerJoin(locations, eq(locations.id, purchaseReceiveLines.warehouseId))
    .where(inOrg(purchaseReceiveLines, organizationId, anyId(purchaseReceiveLines.receiveId, [...receiveIds])))
    .orderBy(asc(purchaseReceiveLines.receiveId), asc(purchaseReceiveLines.itemOrder), asc(purchaseReceiveLines.poLineId));
  for (const row of rows) byReceive.get(row.line.receiveId)?.push({ ...row.line, warehouseName: row.warehouseName });
  return byReceive;
}

async function byReceive<T extends { receiveId: string }>(rows: Promise<T[]>, ids: readonly string[]): Promise<Map<string, T[]>> {
  const map = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of await rows) map.get(row.receiveId)?.push(row);
  return map;
}

export async function documentsOf(db: Executor, organizationId: string, receiveIds: readonly string[]): Promise<Map<string, PurchaseReceiveDocumentRow[]>> {
  if (!receiveIds.length) return new Map();
  return byReceive(
    db
      .select()
      .from(purchaseReceiveDocuments)
      .where(inOrg(purchaseReceiveDocuments, organizationId, anyId(purchaseReceiveDocuments.receiveId, [...receiveIds])))
      .orderBy(asc(purchaseReceiveDocuments.createdAt), asc(purchaseReceiveDocuments.documentId)),
    receiveIds,
  );
}

export function documentView(row: PurchaseReceiveDocumentRow): PurchaseReceiveDocument {
  return { documentId: row.documentId, fileName: row.fileName, fileType: row.fileType, fileSize: row.fileSize };
}

function commentView(row: PurchaseReceiveCommentRow, timeZone: string): PurchaseReceiveComment {
  return {
    commentId: row.id,
    description: row.description,
    commentedById: row.commentedById,
    commentedBy: row.commentedBy,
    commentType: 'system',
    operationType: row.operationType,
    date: localDate(row.createdAt, timeZone),
    time: timeOfDay(row.createdAt, timeZone),
  };
}

export const customFieldsView = (entries: readonly CustomFieldEntry[]): PurchaseReceiveCustomField[] =>
  entries.map((e) => ({ customfieldId: e.customfield_id, label: e.label, value: e.value }));

/** billed when bills cover the receive's value, partially_billed when they cover part of it, unbilled without bills. */
export function billedStateOf(total: string, billedTotal: string, billCount: number): 'billed' | 'partially_billed' | 'unbilled' {
  if (billCount === 0) return 'unbilled';
  return dec(billedTotal).gte(total) ? 'billed' : 'partially_billed';
}

/** A bill's state on `today`: paid without balance, overdue past its due date, partially paid, open. */
export function billStateOf(bill: Pick<PurchaseReceiveBillRow, 'total' | 'balance' | 'dueDate'>, today: string): PurchaseReceiveBillStatus {
  if (dec(bill.balance).lte(0)) return 'PAID';
  if (bill.dueDate && bill.dueDate < today) return 'OVERDUE';
  if (dec(bill.balance).lt(bill.total)) return 'PARTIALLY_PAID';
  return 'OPEN';
}

/** What a receive's fields are made of besides its row: the organization, the day, and its child rows (those the selection needs). */
interface ReceiveContext {
  org: OrganizationRow;
  today: string;
  lines: PurchaseReceiveLineRow[];
  documents: PurchaseReceiveDocumentRow[];
  comments: PurchaseReceiveCommentRow[];
  bills: PurchaseReceiveBillRow[];
}

/** A line with its location's name, its batches and storages as the wire spells them. */
function lineView(line: PurchaseReceiveLineRow): PurchaseReceiveLine {
  return {
    lineItemId: line.poLineId,
    itemId: line.itemId,
    name: line.name,
    description: line.description,
    itemOrder: line.itemOrder,
    quantity: toDb(line.quantity),
    unit: line.unit,
    rate: toDb(line.rate),
    itemTotal: toDb(line.itemTotal),
    warehouseId: line.warehouseId,
    warehouseName: line.warehouseName,
    itemCustomFields: customFieldsView(line.itemCustomFields),
    serialNumbers: line.serialNumbers,
    batches: line.batches.map((b) => ({
      batchNumber: b.batch_number,
      quantityIn: toDb(b.quantity_in),
      manufacturerBatchNumber: b.manufacturer_batch_number,
      manufacturedDate: b.manufactured_date,
      expiryDate: b.expiry_date,
    })),
    storages: line.storages.map((s) => ({ storageId: s.storage_id, quantity: toDb(s.quantity) })),
  };
}

/** The receive's billed state from its bills' total and count, both read with it. */
const billedOf = (row: PurchaseReceiveRecord) => billedStateOf(row.total, row.billedTotal, row.billCount);
/** A decimal column as the wire spells it (no trailing zeros). */
const decimal = (column: 'total' | 'totalQuantity') => ({ reads: [column] as const, value: (row: PurchaseReceiveRecord) => toDb(row[column]) });
/** A field every receive answers alike (no approvals, no carrier tracking): it reads nothing. */
const constant = <V>(value: V) => ({ reads: [], value: () => value });

/** Every field of a purchase receive and the record keys it reads: a list reads and builds only the fields its operation selects. */
const RECEIVE_VIEW = fieldView<PurchaseReceiveRecord, ReceiveContext, PurchaseReceive>(
  {
    receiveId: 'id',
    receiveNumber: 'receiveNumber',
    purchaseorderId: 'purchaseorderId',
    purchaseorderNumber: 'purchaseorderNumber',
    date: 'date',
    status: enumField('status', false),
    receivedStatus: 'status',
    billedStatus: { reads: ['total', 'billedTotal', 'billCount'], value: (row) => toEnum<PurchaseReceiveBilledStatus>(billedOf(row)) },
    isBilled: { reads: ['total', 'billedTotal', 'billCount'], value: (row) => billedOf(row) === 'billed' },
    isPoMarkedAsReceived: { reads: ['purchaseorderStatus'], value: (row) => row.purchaseorderStatus === 'received' },
    branchId: 'locationId',
    branchName: 'locationName',
    locationId: 'locationId',
    locationName: 'locationName',
    vendorId: 'vendorId',
    vendorName: 'vendorName',
    totalQuantityReceived: decimal('totalQuantity'),
    total: decimal('total'),
    notes: 'notes',
    terms: 'terms',
    referenceNumber: 'referenceNumber',
    customFields: { reads: ['customFields'], value: (row) => customFieldsView(row.customFields) },
    lineItems: { reads: [], value: (_row, { lines }) => lines.map(lineView) },
    documents: { reads: [], value: (_row, { documents }) => documents.map(documentView) },
    comments: { reads: [], value: (_row, { comments, org }) => comments.map((c) => commentView(c, org.timeZone)) },
    bills: {
      reads: [],
      value: (_row, { bills, today }) =>
        bills.map((b) => ({
          billId: b.id,
          billNumber: b.billNumber,
          status: billStateOf(b, today),
          date: b.date,
          dueDate: b.dueDate,
          total: toDb(b.total),
          balance: toDb(b.balance),
        })),
    },
    billingAddress: { reads: ['billingAddress'], value: (row) => addressList(row.billingAddress) },
    shippingAddress: { reads: ['shippingAddress'], value: (row) => addressList(row.shippingAddress) },
    contactPersons: {
      reads: ['orderContactPersons'],
      value: (row) => row.orderContactPersons.map((p) => ({ contactPersonId: p.contact_person_id })),
    },
    trackingNumber: 'trackingNumber',
    trackingLink: 'trackingLink',
    expectedDeliveryDate: 'expectedDeliveryDate',
    shipmentDeliveredDate: 'shipmentDeliveredDate',
    carrier: 'carrier',
    deliveryMethod: 'deliveryMethod',
    deliveryMethodId: 'deliveryMethodId',
    createdTime: timeField('createdAt'),
    lastModifiedTime: timeField('updatedAt'),
    createdById: 'createdById',
    lastModifiedById: 'lastModifiedById',
    ownerId: 'createdById',
    submittedDate: constant(null),
    submittedBy: constant(null),
    approverId: constant(null),
    approvalReason: constant(null),
    approvals: constant([]),
    isTrackingSupported: constant(false),
    isTrackingEnabled: { reads: ['trackingNumber', 'trackingLink'], value: (row) => !!(row.trackingNumber || row.trackingLink) },
  },
  // The lines, documents, history and bills go by the receive's id.
  ['id'],
);

/** The record keys a selection of a purchase receive list's entries reads (undefined: every key). */
export const receiveReads = (selected: ReadonlySet<string> | undefined) => RECEIVE_VIEW.reads(selected);

/**
 * Views of receives, in the order given: lines, documents, history and bills of all of them in
 * one statement each, each read only when the selection (selectedFields) shows its field; every
 * field when the selection is unknown.
 */
export async function receiveViews(
  db: Executor,
  org: OrganizationRow,
  rows: readonly PurchaseReceiveRecord[],
  today: string,
  selected?: ReadonlySet<string>,
): Promise<PurchaseReceive[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  // One after the other: inside a transaction they share its one connection.
  const lines = wants(selected, 'lineItems') ? await receiveLinesOf(db, org.id, ids) : new Map<string, PurchaseReceiveLineRow[]>();
  const documents = wants(selected, 'documents') ? await documentsOf(db, org.id, ids) : new Map<string, PurchaseReceiveDocumentRow[]>();
  const comments = wants(selected, 'comments')
    ? await byReceive(
        db
          .select()
          .from(purchaseReceiveComments)
          .where(inOrg(purchaseReceiveComments, org.id, anyId(purchaseReceiveComments.receiveId, ids)))
          .orderBy(asc(purchaseReceiveComments.createdAt), asc(purchaseReceiveComments.id)),
        ids,
      )
    : new Map<string, PurchaseReceiveCommentRow[]>();
  const bills = wants(selected, 'bills')
    ? await byReceive(
        db
          .select()
          .from(purchaseReceiveBills)
          .where(inOrg(purchaseReceiveBills, org.id, anyId(purchaseReceiveBills.receiveId, ids)))
          .orderBy(asc(purchaseReceiveBills.date), asc(purchaseReceiveBills.id)),
        ids,
      )
    : new Map<string, PurchaseReceiveBillRow[]>();
  const build = RECEIVE_VIEW.builder(selected);
  return rows.map((row) =>
    build(row, {
      org,
      today,
      lines: lines.get(row.id) ?? [],
      documents: documents.get(row.id) ?? [],
      comments: comments.get(row.id) ?? [],
      bills: bills.get(row.id) ?? [],
    }),
  );
}

/** One receive read whole (every column, every field). */
export async function receiveView(db: Executor, org: OrganizationRow, receiveId: string, today: string): Promise<PurchaseReceive> {
  const [view] = await receiveViews(db, org, [await findReceive(db, org.id, receiveId)], today);
  return view;
}

export const billedCondition = {
  billed: and(sql`${billCountSql} > 0`, sql`${billedTotalSql} >= ${purchaseReceives.total}`)!,
  partially_billed: and(sql`${billCountSql} > 0`, sql`${billedTotalSql} < ${purchaseReceives.total}`)!,
  unbilled: sql`${billCountSql} = 0`,
};
