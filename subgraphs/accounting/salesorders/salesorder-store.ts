/**
 * The SQL of sales orders: the reader (with the currency code), the lines (the kernel's sales line
 * store, with the quantity invoiced of each), the history, numbering, the writes of the order row,
 * and the lookups other records' reference checks make. No rule lives here.
 */
import { documentLive } from '../documents/document-live.ts';
import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { salesorderComments, salesorderDocuments, salesorderLineItems, salesorders } from '../../../drizzle/tables/accounting/salesorders.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { type DocumentRecord, documentReader } from '../../core/books/documents.ts';
import { documentNumbering } from '../../core/books/numbering.ts';
import { anyId } from '../../core/request/scoped.ts';
import { documentHistory } from '../documents/document-history.ts';
import { documentFiles } from '../documents/document-files.ts';
import { type SalesLineRow, salesLineStore } from '../documents/sales-lines.ts';

export type SalesOrderRecord = DocumentRecord<typeof salesorders>;
export type SalesOrderFields = Omit<typeof salesorders.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;
export type SalesOrderStoredState = SalesOrderRecord['status'];
/** A stored line of an order, with how much of it is invoiced. */
export type OrderLineRow = SalesLineRow & { quantityInvoiced: string };

export type SalesOrderOperation =
  | 'added'
  | 'updated'
  | 'submitted'
  | 'approved'
  | 'opened'
  | 'voided'
  | 'invoiced'
  | 'template_changed'
  | 'address_changed'
  | 'emailed'
  | 'attachment_added'
  | 'attachment_removed'
  | 'commented';

const reader = documentReader(salesorders, 'The sales order');

/** Sales orders with their currency code, filtered and ordered by the caller; one statement. */
export const selectSalesOrders = reader.select;

/** One sales order of the organization; another organization's is absent. */
export const findSalesOrder = reader.find;

const lines = salesLineStore(salesorderLineItems, salesorderLineItems.salesorderId, 'salesorderId');

/** Lines of several orders in one statement, by order, each with its quantity invoiced. */
export const orderLines = lines as unknown as {
  of(db: Executor, organizationId: string, ids: readonly string[]): Promise<Map<string, OrderLineRow[]>>;
  write: typeof lines.write;
  remove: typeof lines.remove;
};

export const salesorderHistory = documentHistory<typeof salesorderComments, SalesOrderOperation>(salesorderComments, salesorderComments.salesorderId);

/** Files attached to a sales order (documents/document-files.ts). */
export const salesorderFiles = documentFiles({
  noun: 'sales order',
  table: salesorderDocuments,
  documentColumn: salesorderDocuments.salesorderId,
  find: (db, organizationId, id, options) => reader.find(db, organizationId, id, options),
  numberOf: (row: SalesOrderRecord) => row.salesorderNumber,
  record: (tx, scope, id, operation, description) => salesorderHistory.record(tx, scope.org.id, id, scope.actor, operation, description, scope.now),
});

export const nextSalesOrderNumber = documentNumbering({
  series: 'salesorder',
  prefix: 'SO-',
  width: 6,
  table: salesorders,
  column: salesorders.salesorderNumber,
});

export async function insertSalesOrder(tx: Tx, organizationId: string, salesorderId: string, fields: SalesOrderFields, at: Date): Promise<void> {
  await tx.insert(salesorders).values({ ...fields, id: salesorderId, organizationId, createdAt: at, updatedAt: at });
  await salesorderLive.created(tx, organizationId, salesorderId);
}

/** `salesorderStatusChanged(salesorderId)` and `salesordersChanged`, published whenever a write sets the status or the invoiced status. */
export const salesorderLive = documentLive({
  field: 'salesorder',
  argument: 'salesorderId',
  plural: 'salesorders',
  type: 'SalesOrder',
  noun: 'sales order',
  scope: 'SvcBooks.salesorders.READ',
  statuses: 'open, pending approval, approved, void, closed, partially invoiced, invoiced, back to draft',
});

export async function updateSalesOrderRow(tx: Tx, organizationId: string, salesorderId: string, changes: Partial<SalesOrderFields> & { updatedAt: Date }) {
  await tx
    .update(salesorders)
    .set(changes)
    .where(inOrg(salesorders, organizationId, eq(salesorders.id, salesorderId)));
  if (changes.status !== undefined || changes.invoicedStatus !== undefined) await salesorderLive.statusChanged(tx, organizationId, salesorderId);
}

/** Adds `quantity` to what is invoiced of each line named; one statement for all. */
export async function addInvoiced(tx: Tx, organizationId: string, parts: readonly { lineId: string; quantity: string }[]): Promise<void> {
  if (!parts.length) return;
  const cases = sql.join(
    parts.map((p) => sql`when ${salesorderLineItems.id} = ${p.lineId} then ${p.quantity}::numeric`),
    sql` `,
  );
  await tx
    .update(salesorderLineItems)
    .set({ quantityInvoiced: sql`${salesorderLineItems.quantityInvoiced} + case ${cases} else 0 end` })
    .where(
      inOrg(
        salesorderLineItems,
        organizationId,
        anyId(
          salesorderLineItems.id,
          parts.map((p) => p.lineId),
        ),
      ),
    );
}

/**
 * What open sales orders commit of each item and not yet invoiced, by item and location (the
 * line's, else the order's; null when neither names one), for any number of items in one
 * statement. A void, draft or wholly invoiced order commits nothing.
 */
export async function committedQuantities(
  db: Executor,
  organizationId: string,
  itemIds: readonly string[],
): Promise<{ itemId: string; locationId: string | null; quantity: string }[]> {
  if (!itemIds.length) return [];
  const line = salesorderLineItems;
  const locationId = sql<string | null>`coalesce(${line.locationId}, ${salesorders.locationId})::text`;
  const rows = await db
    .select({ itemId: sql<string>`${line.itemId}::text`, locationId, quantity: sql<string>`sum(${line.quantity} - ${line.quantityInvoiced})::text` })
    .from(line)
    .innerJoin(salesorders, eq(salesorders.id, line.salesorderId))
    .where(inOrg(line, organizationId, anyId(line.itemId, itemIds), eq(salesorders.status, 'open'), sql`${line.quantity} > ${line.quantityInvoiced}`))
    .groupBy(line.itemId, locationId);
  return rows;
}

/** A sales order with its lines, history and attached files' rows (the caller removes their blobs after commit). */
export async function deleteSalesOrderRows(tx: Tx, organizationId: string, salesorderId: string): Promise<string[]> {
  await lines.remove(tx, organizationId, salesorderId);
  const files = await tx
    .delete(salesorderDocuments)
    .where(inOrg(salesorderDocuments, organizationId, eq(salesorderDocuments.salesorderId, salesorderId)))
    .returning({ id: salesorderDocuments.id });
  await tx.delete(salesorderComments).where(inOrg(salesorderComments, organizationId, eq(salesorderComments.salesorderId, salesorderId)));
  await tx.delete(salesorders).where(inOrg(salesorders, organizationId, eq(salesorders.id, salesorderId)));
  return files.map((f) => f.id);
}

// --- what other records refer to --------------------------------------------------------------

/** The first sales order naming a contact as its customer, for `contactReferences`. */
export async function salesorderNamingCustomer(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: salesorders.salesorderNumber })
    .from(salesorders)
    .where(inOrg(salesorders, organizationId, eq(salesorders.customerId, contactId)))
    .orderBy(salesorders.id)
    .limit(1);
  return row && `the customer (customer_id) of the sales order ${row.number}`;
}

/** The first sales order line ordering an item, for `itemReferences`. */
export async function salesorderLineNamingItem(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: salesorders.salesorderNumber })
    .from(salesorderLineItems)
    .innerJoin(salesorders, eq(salesorders.id, salesorderLineItems.salesorderId))
    .where(inOrg(salesorderLineItems, organizationId, eq(salesorderLineItems.itemId, itemId)))
    .orderBy(salesorderLineItems.id)
    .limit(1);
  return row && `ordered on the sales order ${row.number}`;
}
