/**
 * The SQL of bills: the reader (with the currency symbol), the lines (the kernel's sales line
 * store), the history, the writes of the bill row, and the lookups other records' reference
 * checks make. No rule lives here.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { billComments, billLineItems, billOrderLines, bills } from '../../../drizzle/tables/accounting/bills.ts';
import { anyId } from '../../core/request/scoped.ts';
import { newId } from '../../core/values/ids.ts';
import { type Decimal, dec } from '../../core/values/money.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { type DocumentRecord, documentReader } from '../../core/books/documents.ts';
import { documentHistory } from '../documents/document-history.ts';
import { salesLineStore } from '../documents/sales-lines.ts';

export type BillRecord = DocumentRecord<typeof bills, { currencySymbol: typeof currencies.currencySymbol }>;
export type BillFields = Omit<typeof bills.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;
export type BillStoredState = BillRecord['status'];

export type BillOperation = 'added' | 'updated' | 'submitted' | 'approved' | 'opened' | 'voided' | 'address_changed' | 'template_changed' | 'commented';

const reader = documentReader(bills, 'The bill', { columns: { currencySymbol: currencies.currencySymbol } });

/** Bills with their currency code and symbol, filtered and ordered by the caller; one statement. */
export const selectBills = reader.select;

/** One bill of the organization; another organization's is absent. */
export const findBill = reader.find;

/** Lines of several bills in one statement, by bill. */
export const billLines = salesLineStore(billLineItems, billLineItems.billId, 'billId');

export const billHistory = documentHistory<typeof billComments, BillOperation>(billComments, billComments.billId);

export async function insertBill(tx: Tx, organizationId: string, billId: string, fields: BillFields, at: Date): Promise<void> {
  await tx.insert(bills).values({ ...fields, id: billId, organizationId, createdAt: at, updatedAt: at });
}

export async function updateBillRow(tx: Tx, organizationId: string, billId: string, changes: Partial<BillFields> & { updatedAt: Date }) {
  await tx
    .update(bills)
    .set(changes)
    .where(inOrg(bills, organizationId, eq(bills.id, billId)));
}

/** A bill with its lines and history. */
export async function deleteBillRows(tx: Tx, organizationId: string, billId: string): Promise<void> {
  await billLines.remove(tx, organizationId, billId);
  await tx.delete(billOrderLines).where(inOrg(billOrderLines, organizationId, eq(billOrderLines.billId, billId)));
  await tx.delete(billComments).where(inOrg(billComments, organizationId, eq(billComments.billId, billId)));
  await tx.delete(bills).where(inOrg(bills, organizationId, eq(bills.id, billId)));
}

// --- what other records refer to --------------------------------------------------------------

/** The first bill naming a contact as its vendor, for `contactReferences`. */
export async function billNamingVendor(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: bills.billNumber })
    .from(bills)
    .where(inOrg(bills, organizationId, eq(bills.customerId, contactId)))
    .orderBy(bills.id)
    .limit(1);
  return row && `the vendor (vendor_id) of the bill ${row.number}`;
}

/** The first bill line naming an item, for `itemReferences`. */
export async function billLineNamingItem(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: bills.billNumber })
    .from(billLineItems)
    .innerJoin(bills, eq(bills.id, billLineItems.billId))
    .where(inOrg(billLineItems, organizationId, eq(billLineItems.itemId, itemId)))
    .orderBy(billLineItems.id)
    .limit(1);
  return row && `billed on the bill ${row.number}`;
}

/** The first bill line posting to an account, for `accountReferences`. */
export async function billLineUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: bills.billNumber })
    .from(billLineItems)
    .innerJoin(bills, eq(bills.id, billLineItems.billId))
    .where(inOrg(billLineItems, organizationId, eq(billLineItems.accountId, accountId)))
    .orderBy(billLineItems.id)
    .limit(1);
  return row && `a line of the bill ${row.number}`;
}

// --- the purchase-order lines bills bill (bill-orders.ts) -----------------------------------------

/** What a bill's lines bill of orders, as written with the bill. */
export interface OrderLink {
  lineItemId: string;
  purchaseorderId: string;
  purchaseorderItemId: string;
  quantity: string;
  receivedValue: string;
}

/** Quantities billed per order line by bills that are not void, leaving one bill out. One statement. */
export async function billedQuantities(db: Executor, organizationId: string, orderLineIds: readonly string[], exceptBillId?: string) {
  if (!orderLineIds.length) return new Map<string, Decimal>();
  const rows = await db
    .select({ id: billOrderLines.purchaseorderItemId, quantity: sql<string>`sum(${billOrderLines.quantity})::text` })
    .from(billOrderLines)
    .innerJoin(bills, and(eq(bills.organizationId, billOrderLines.organizationId), eq(bills.id, billOrderLines.billId)))
    .where(
      inOrg(
        billOrderLines,
        organizationId,
        anyId(billOrderLines.purchaseorderItemId, [...orderLineIds]),
        ne(bills.status, 'void'),
        exceptBillId ? ne(billOrderLines.billId, exceptBillId) : undefined,
      ),
    )
    .groupBy(billOrderLines.purchaseorderItemId);
  return new Map(rows.map((r) => [r.id, dec(r.quantity)]));
}

export async function writeOrderLinks(tx: Tx, organizationId: string, billId: string, links: readonly OrderLink[], replace: boolean): Promise<void> {
  if (replace) await tx.delete(billOrderLines).where(inOrg(billOrderLines, organizationId, eq(billOrderLines.billId, billId)));
  if (links.length) await tx.insert(billOrderLines).values(links.map((l) => ({ ...l, id: newId(), organizationId, billId })));
}

/** The links of bills, by bill; one statement. */
export async function orderLinksOfBills(db: Executor, organizationId: string, billIds: readonly string[]) {
  const out = new Map<string, (typeof billOrderLines.$inferSelect)[]>();
  if (!billIds.length) return out;
  const rows = await db
    .select()
    .from(billOrderLines)
    .where(inOrg(billOrderLines, organizationId, anyId(billOrderLines.billId, [...billIds])));
  for (const row of rows) out.set(row.billId, [...(out.get(row.billId) ?? []), row]);
  return out;
}

/** A bill that bills an order, as the order reads it. */
export interface OrderBill {
  purchaseorderId: string;
  billId: string;
  billNumber: string;
  status: string;
  date: string;
  dueDate: string;
  total: string;
  balance: string;
}

/**
 * For inventory's orders and receives: the bills (not void) billing these orders and the quantity
 * billed per order line. Two statements whatever the number of orders.
 */
export async function billedOrderLines(db: Executor, organizationId: string, purchaseorderIds: readonly string[]) {
  const empty = { bills: [] as OrderBill[], quantities: new Map<string, Decimal>() };
  if (!purchaseorderIds.length) return empty;
  const where = inOrg(billOrderLines, organizationId, anyId(billOrderLines.purchaseorderId, [...purchaseorderIds]), ne(bills.status, 'void'));
  const join = and(eq(bills.organizationId, billOrderLines.organizationId), eq(bills.id, billOrderLines.billId));
  const [billRows, quantities] = await Promise.all([
    db
      .selectDistinct({
        purchaseorderId: billOrderLines.purchaseorderId,
        billId: bills.id,
        billNumber: bills.billNumber,
        status: bills.status,
        date: bills.date,
        dueDate: bills.dueDate,
        total: bills.total,
        balance: bills.balance,
      })
      .from(billOrderLines)
      .innerJoin(bills, join)
      .where(where)
      .orderBy(bills.date, bills.id),
    db
      .select({ id: billOrderLines.purchaseorderItemId, quantity: sql<string>`sum(${billOrderLines.quantity})::text` })
      .from(billOrderLines)
      .innerJoin(bills, join)
      .where(where)
      .groupBy(billOrderLines.purchaseorderItemId),
  ]);
  return { bills: billRows, quantities: new Map(quantities.map((q) => [q.id, dec(q.quantity)])) };
}
