/**
 * Purchase receives as clients read them: one record with its order's number and state, its
 * location, its billed total; lines, documents, history and bills of a whole page in one
 * statement each, so a list costs the same statements whatever its size.
 */
import { type SQL, and, asc, eq, inArray, sql } from 'drizzle-orm';
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
import { notFound } from '../../core/request/errors.ts';
import { isId } from '../../core/values/ids.ts';
import { dec, toDb } from '../../core/values/money.ts';
import { inOrg, type SelectShape, shaped } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { formatTimestamp, localDate, timeOfDay } from '../../core/values/time.ts';
import { addressList } from './purchase-values.ts';
import type {
  PurchaseReceive,
  PurchaseReceiveBillStatus,
  PurchaseReceiveBilledStatus,
  PurchaseReceiveComment,
  PurchaseReceiveCustomField,
  PurchaseReceiveDocument,
  PurchaseReceiveStatus,
} from '../generated/graphql.ts';

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

/** Receives with what their views need from the order, the location and the bills; `lock` holds the receives FOR UPDATE. */
export async function selectReceives(db: Executor, organizationId: string, options: SelectShape & { where?: SQL } = {}): Promise<PurchaseReceiveRecord[]> {
  const query = db
    .select({
      receive: purchaseReceives,
      purchaseorderNumber: purchaseOrders.purchaseorderNumber,
      purchaseorderStatus: purchaseOrders.status,
      orderContactPersons: purchaseOrders.contactPersons,
      locationName: locations.locationName,
      billedTotal: sql<string>`${billedTotalSql}::text`,
      billCount: billCountSql,
    })
    .from(purchaseReceives)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseReceives.purchaseorderId))
    .innerJoin(locations, eq(locations.id, purchaseReceives.locationId))
    .where(inOrg(purchaseReceives, organizationId, options.where))
    .$dynamic();
  const rows = await shaped(query, purchaseReceives, options);
  return rows.map((r) => ({
    ...r.receive,
    purchaseorderNumber: r.purchaseorderNumber,
    purchaseorderStatus: r.purchaseorderStatus,
    orderContactPersons: r.orderContactPersons,
    locationName: r.locationName,
    billedTotal: r.billedTotal,
    billCount: Number(r.billCount),
  }));
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
    .where(inOrg(purchaseReceiveLines, organizationId, inArray(purchaseReceiveLines.receiveId, [...receiveIds])))
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
      .where(inOrg(purchaseReceiveDocuments, organizationId, inArray(purchaseReceiveDocuments.receiveId, [...receiveIds])))
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

/** Views of receives: lines, documents, history and bills in one statement each for all of them. */
export async function receiveViews(db: Executor, org: OrganizationRow, rows: readonly PurchaseReceiveRecord[], today: string): Promise<PurchaseReceive[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  // One after the other: inside a transaction they share its one connection.
  const lines = await receiveLinesOf(db, org.id, ids);
  const documents = await documentsOf(db, org.id, ids);
  const comments = await byReceive(
    db
      .select()
      .from(purchaseReceiveComments)
      .where(inOrg(purchaseReceiveComments, org.id, inArray(purchaseReceiveComments.receiveId, ids)))
      .orderBy(asc(purchaseReceiveComments.createdAt), asc(purchaseReceiveComments.id)),
    ids,
  );
  const bills = await byReceive(
    db
      .select()
      .from(purchaseReceiveBills)
      .where(inOrg(purchaseReceiveBills, org.id, inArray(purchaseReceiveBills.receiveId, ids)))
      .orderBy(asc(purchaseReceiveBills.date), asc(purchaseReceiveBills.id)),
    ids,
  );
  return rows.map((row) => {
    const billed = billedStateOf(row.total, row.billedTotal, row.billCount);
    return {
      receiveId: row.id,
      receiveNumber: row.receiveNumber,
      purchaseorderId: row.purchaseorderId,
      purchaseorderNumber: row.purchaseorderNumber,
      date: row.date,
      status: toEnum<PurchaseReceiveStatus>(row.status),
      receivedStatus: row.status,
      billedStatus: toEnum<PurchaseReceiveBilledStatus>(billed),
      isBilled: billed === 'billed',
      isPoMarkedAsReceived: row.purchaseorderStatus === 'received',
      branchId: row.locationId,
      branchName: row.locationName,
      locationId: row.locationId,
      locationName: row.locationName,
      vendorId: row.vendorId,
      vendorName: row.vendorName,
      totalQuantityReceived: toDb(row.totalQuantity),
      total: toDb(row.total),
      notes: row.notes,
      terms: row.terms,
      referenceNumber: row.referenceNumber,
      customFields: customFieldsView(row.customFields),
      lineItems: (lines.get(row.id) ?? []).map((line) => ({
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
      })),
      documents: (documents.get(row.id) ?? []).map(documentView),
      comments: (comments.get(row.id) ?? []).map((c) => commentView(c, org.timeZone)),
      bills: (bills.get(row.id) ?? []).map((b) => ({
        billId: b.id,
        billNumber: b.billNumber,
        status: billStateOf(b, today),
        date: b.date,
        dueDate: b.dueDate,
        total: toDb(b.total),
        balance: toDb(b.balance),
      })),
      billingAddress: addressList(row.billingAddress),
      shippingAddress: addressList(row.shippingAddress),
      contactPersons: row.orderContactPersons.map((p) => ({ contactPersonId: p.contact_person_id })),
      trackingNumber: row.trackingNumber,
      trackingLink: row.trackingLink,
      expectedDeliveryDate: row.expectedDeliveryDate,
      shipmentDeliveredDate: row.shipmentDeliveredDate,
      carrier: row.carrier,
      deliveryMethod: row.deliveryMethod,
      deliveryMethodId: row.deliveryMethodId,
      createdTime: formatTimestamp(row.createdAt, org.timeZone),
      lastModifiedTime: formatTimestamp(row.updatedAt, org.timeZone),
      createdById: row.createdById,
      lastModifiedById: row.lastModifiedById,
      ownerId: row.createdById,
      submittedDate: null,
      submittedBy: null,
      approverId: null,
      approvalReason: null,
      approvals: [],
      isTrackingSupported: false,
      isTrackingEnabled: !!(row.trackingNumber || row.trackingLink),
    };
  });
}

export async function receiveView(db: Executor, org: OrganizationRow, receiveId: string, today: string): Promise<PurchaseReceive> {
  const [view] = await receiveViews(db, org, [await findReceive(db, org.id, receiveId)], today);
  return view;
}

export const billedCondition = {
  billed: and(sql`${billCountSql} > 0`, sql`${billedTotalSql} >= ${purchaseReceives.total}`)!,
  partially_billed: and(sql`${billCountSql} > 0`, sql`${billedTotalSql} < ${purchaseReceives.total}`)!,
  unbilled: sql`${billCountSql} = 0`,
};
