/**
 * The SQL of bills: the reader (with the currency symbol), the lines (the kernel's sales line
 * store), the history, the writes of the bill row, and the lookups other records' reference
 * checks make. No rule lives here.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { billComments, billLineItems, bills } from '../../../drizzle/tables/accounting/bills.ts';
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
