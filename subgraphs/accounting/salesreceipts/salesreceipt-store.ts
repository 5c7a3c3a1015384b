/**
 * The SQL of sales receipts: the reader (with the currency code), the lines (the kernel's sales
 * line store), the history, numbering, the writes of the receipt row, and the lookups other
 * records' reference checks make. No rule lives here.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { salesreceiptComments, salesreceiptLineItems, salesreceipts } from '../../../drizzle/tables/accounting/salesreceipts.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { type DocumentRecord, documentReader } from '../../core/books/documents.ts';
import { documentNumbering } from '../../core/books/numbering.ts';
import { documentHistory } from '../documents/document-history.ts';
import { salesLineStore } from '../documents/sales-lines.ts';

export type SalesReceiptRecord = DocumentRecord<typeof salesreceipts>;
export type SalesReceiptFields = Omit<typeof salesreceipts.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;

export type SalesReceiptOperation = 'added' | 'updated' | 'emailed';

const reader = documentReader(salesreceipts, 'The sales receipt');

/** Sales receipts with their currency code, filtered and ordered by the caller; one statement. */
export const selectSalesReceipts = reader.select;

/** One sales receipt of the organization; another organization's is absent. */
export const findSalesReceipt = reader.find;

/** Lines of several receipts in one statement, by receipt. */
export const receiptLines = salesLineStore(salesreceiptLineItems, salesreceiptLineItems.salesreceiptId, 'salesreceiptId');

export const salesreceiptHistory = documentHistory<typeof salesreceiptComments, SalesReceiptOperation>(
  salesreceiptComments,
  salesreceiptComments.salesreceiptId,
);

export const nextReceiptNumber = documentNumbering({
  series: 'salesreceipt',
  prefix: 'SR-',
  width: 5,
  table: salesreceipts,
  column: salesreceipts.receiptNumber,
});

export async function insertSalesReceipt(tx: Tx, organizationId: string, salesreceiptId: string, fields: SalesReceiptFields, at: Date): Promise<void> {
  await tx.insert(salesreceipts).values({ ...fields, id: salesreceiptId, organizationId, createdAt: at, updatedAt: at });
}

export async function updateSalesReceiptRow(
  tx: Tx,
  organizationId: string,
  salesreceiptId: string,
  changes: Partial<SalesReceiptFields> & { updatedAt: Date },
) {
  await tx
    .update(salesreceipts)
    .set(changes)
    .where(inOrg(salesreceipts, organizationId, eq(salesreceipts.id, salesreceiptId)));
}

/** A sales receipt with its lines and history. */
export async function deleteSalesReceiptRows(tx: Tx, organizationId: string, salesreceiptId: string): Promise<void> {
  await receiptLines.remove(tx, organizationId, salesreceiptId);
  await tx.delete(salesreceiptComments).where(inOrg(salesreceiptComments, organizationId, eq(salesreceiptComments.salesreceiptId, salesreceiptId)));
  await tx.delete(salesreceipts).where(inOrg(salesreceipts, organizationId, eq(salesreceipts.id, salesreceiptId)));
}

// --- what other records refer to --------------------------------------------------------------

/** The first sales receipt naming a contact as its customer, for `contactReferences`. */
export async function salesreceiptNamingCustomer(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: salesreceipts.receiptNumber })
    .from(salesreceipts)
    .where(inOrg(salesreceipts, organizationId, eq(salesreceipts.customerId, contactId)))
    .orderBy(salesreceipts.id)
    .limit(1);
  return row && `the customer (customer_id) of the sales receipt ${row.number}`;
}

/** The first sales receipt line selling an item, for `itemReferences`. */
export async function salesreceiptLineNamingItem(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: salesreceipts.receiptNumber })
    .from(salesreceiptLineItems)
    .innerJoin(salesreceipts, eq(salesreceipts.id, salesreceiptLineItems.salesreceiptId))
    .where(inOrg(salesreceiptLineItems, organizationId, eq(salesreceiptLineItems.itemId, itemId)))
    .orderBy(salesreceiptLineItems.id)
    .limit(1);
  return row && `sold on the sales receipt ${row.number}`;
}
