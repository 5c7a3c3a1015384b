/**
 * The SQL of vendor credits: the reader (with the currency symbol), the lines (the kernel's sales
 * line store), the history, the numbering, the applications to bills and the refunds. No rule
 * lives here.
 */
import { type SQL, asc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { bills } from '../../../drizzle/tables/accounting/bills.ts';
import {
  vendorCreditBills,
  vendorCreditComments,
  vendorCreditLineItems,
  vendorCreditRefunds,
  vendorCredits,
} from '../../../drizzle/tables/accounting/vendorcredits.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { type DocumentRecord, documentReader } from '../../core/books/documents.ts';
import { documentNumbering } from '../../core/books/numbering.ts';
import { anyId } from '../../core/request/scoped.ts';
import { notFound } from '../../core/values/errors.ts';
import { isId } from '../../core/values/ids.ts';
import { documentHistory } from '../documents/document-history.ts';
import { salesLineStore } from '../documents/sales-lines.ts';

export type VendorCreditRecord = DocumentRecord<typeof vendorCredits, { currencySymbol: typeof currencies.currencySymbol }>;
export type VendorCreditFields = Omit<typeof vendorCredits.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;
export type VendorCreditStoredState = VendorCreditRecord['status'];
export type CreditRefundRow = typeof vendorCreditRefunds.$inferSelect;
export type CreditRefundFields = Omit<typeof vendorCreditRefunds.$inferInsert, 'id' | 'organizationId' | 'vendorCreditId' | 'createdAt' | 'updatedAt'>;

export type VendorCreditOperation =
  | 'added'
  | 'updated'
  | 'submitted'
  | 'approved'
  | 'opened'
  | 'voided'
  | 'applied'
  | 'application_removed'
  | 'refunded'
  | 'refund_changed'
  | 'refund_removed'
  | 'commented';

const reader = documentReader(vendorCredits, 'The vendor credit', { columns: { currencySymbol: currencies.currencySymbol } });

export const selectVendorCredits = reader.select;
export const findVendorCredit = reader.find;

/** Lines of several vendor credits in one statement, by vendor credit. */
export const creditLines = salesLineStore(vendorCreditLineItems, vendorCreditLineItems.vendorCreditId, 'vendorCreditId');

export const vendorCreditHistory = documentHistory<typeof vendorCreditComments, VendorCreditOperation>(
  vendorCreditComments,
  vendorCreditComments.vendorCreditId,
);

export const nextVendorCreditNumber = documentNumbering({
  series: 'vendor_credit',
  prefix: 'VC-',
  width: 5,
  table: vendorCredits,
  column: vendorCredits.vendorCreditNumber,
});

export async function insertVendorCredit(tx: Tx, organizationId: string, id: string, fields: VendorCreditFields, at: Date): Promise<void> {
  await tx.insert(vendorCredits).values({ ...fields, id, organizationId, createdAt: at, updatedAt: at });
}

export async function updateVendorCreditRow(tx: Tx, organizationId: string, id: string, changes: Partial<VendorCreditFields> & { updatedAt: Date }) {
  await tx
    .update(vendorCredits)
    .set(changes)
    .where(inOrg(vendorCredits, organizationId, eq(vendorCredits.id, id)));
}

/** A vendor credit with its lines and history (it has no applications or refunds: the caller checked). */
export async function deleteVendorCreditRows(tx: Tx, organizationId: string, id: string): Promise<void> {
  await creditLines.remove(tx, organizationId, id);
  await tx.delete(vendorCreditComments).where(inOrg(vendorCreditComments, organizationId, eq(vendorCreditComments.vendorCreditId, id)));
  await tx.delete(vendorCredits).where(inOrg(vendorCredits, organizationId, eq(vendorCredits.id, id)));
}

// --- applications to bills -------------------------------------------------------------------

export type CreditApplicationRow = typeof vendorCreditBills.$inferSelect & { billNumber: string; vendorCreditNumber: string };

/** Applications with both documents' numbers, oldest first; one statement. */
export async function selectCreditApplications(db: Executor, organizationId: string, where: SQL): Promise<CreditApplicationRow[]> {
  const rows = await db
    .select({ application: vendorCreditBills, billNumber: bills.billNumber, vendorCreditNumber: vendorCredits.vendorCreditNumber })
    .from(vendorCreditBills)
    .innerJoin(bills, eq(bills.id, vendorCreditBills.billId))
    .innerJoin(vendorCredits, eq(vendorCredits.id, vendorCreditBills.vendorCreditId))
    .where(inOrg(vendorCreditBills, organizationId, where))
    .orderBy(asc(vendorCreditBills.date), asc(vendorCreditBills.createdAt), asc(vendorCreditBills.id));
  return rows.map(({ application, ...numbers }) => ({ ...application, ...numbers }));
}

export const applicationsOfCredits = (db: Executor, organizationId: string, ids: readonly string[]) =>
  selectCreditApplications(db, organizationId, anyId(vendorCreditBills.vendorCreditId, ids));

export const applicationsOfBills = (db: Executor, organizationId: string, billIds: readonly string[]) =>
  selectCreditApplications(db, organizationId, anyId(vendorCreditBills.billId, billIds));

export async function insertCreditApplications(
  tx: Tx,
  organizationId: string,
  rows: readonly { id: string; vendorCreditId: string; billId: string; amount: string; date: string }[],
  at: Date,
): Promise<void> {
  if (rows.length) await tx.insert(vendorCreditBills).values(rows.map((r) => ({ ...r, organizationId, createdAt: at })));
}

export async function deleteCreditApplication(tx: Tx, organizationId: string, id: string): Promise<void> {
  await tx.delete(vendorCreditBills).where(inOrg(vendorCreditBills, organizationId, eq(vendorCreditBills.id, id)));
}

// --- refunds ---------------------------------------------------------------------------------

/** Refunds with their vendor credit's number and vendor, filtered and ordered by the caller; one statement. */
export async function selectCreditRefunds(db: Executor, organizationId: string, options: { where?: SQL; orderBy?: SQL[]; limit?: number; offset?: number }) {
  let query = db
    .select({
      refund: vendorCreditRefunds,
      vendorCreditNumber: vendorCredits.vendorCreditNumber,
      vendorId: vendorCredits.customerId,
      vendorName: vendorCredits.customerName,
    })
    .from(vendorCreditRefunds)
    .innerJoin(vendorCredits, eq(vendorCredits.id, vendorCreditRefunds.vendorCreditId))
    .where(inOrg(vendorCreditRefunds, organizationId, options.where))
    .orderBy(...(options.orderBy ?? [asc(vendorCreditRefunds.date), asc(vendorCreditRefunds.id)]))
    .$dynamic();
  if (options.limit != null) query = query.limit(options.limit).offset(options.offset ?? 0);
  return query;
}
export type CreditRefundEntry = Awaited<ReturnType<typeof selectCreditRefunds>>[number];

export async function findCreditRefund(db: Executor, organizationId: string, vendorCreditId: string, refundId: string, options: { lock?: boolean } = {}) {
  const query = isId(refundId)
    ? db
        .select()
        .from(vendorCreditRefunds)
        .where(inOrg(vendorCreditRefunds, organizationId, eq(vendorCreditRefunds.id, refundId), eq(vendorCreditRefunds.vendorCreditId, vendorCreditId)))
    : undefined;
  const [row] = query ? await (options.lock ? query.for('update') : query) : [];
  if (!row) throw notFound('The refund');
  return row;
}

export async function insertCreditRefund(tx: Tx, organizationId: string, vendorCreditId: string, id: string, fields: CreditRefundFields, at: Date) {
  await tx.insert(vendorCreditRefunds).values({ ...fields, id, organizationId, vendorCreditId, createdAt: at, updatedAt: at });
}

export async function updateCreditRefundRow(tx: Tx, organizationId: string, id: string, fields: CreditRefundFields, at: Date) {
  await tx
    .update(vendorCreditRefunds)
    .set({ ...fields, updatedAt: at })
    .where(inOrg(vendorCreditRefunds, organizationId, eq(vendorCreditRefunds.id, id)));
}

export async function deleteCreditRefundRow(tx: Tx, organizationId: string, id: string) {
  await tx.delete(vendorCreditRefunds).where(inOrg(vendorCreditRefunds, organizationId, eq(vendorCreditRefunds.id, id)));
}

// --- what other records refer to --------------------------------------------------------------

/** The first vendor credit naming a contact as its vendor, for `contactReferences`. */
export async function vendorCreditNamingVendor(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: vendorCredits.vendorCreditNumber })
    .from(vendorCredits)
    .where(inOrg(vendorCredits, organizationId, eq(vendorCredits.customerId, contactId)))
    .orderBy(vendorCredits.id)
    .limit(1);
  return row && `the vendor (vendor_id) of the vendor credit ${row.number}`;
}

/** The first vendor credit line naming an item, for `itemReferences`. */
export async function vendorCreditLineNamingItem(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: vendorCredits.vendorCreditNumber })
    .from(vendorCreditLineItems)
    .innerJoin(vendorCredits, eq(vendorCredits.id, vendorCreditLineItems.vendorCreditId))
    .where(inOrg(vendorCreditLineItems, organizationId, eq(vendorCreditLineItems.itemId, itemId)))
    .orderBy(vendorCreditLineItems.id)
    .limit(1);
  return row && `credited on the vendor credit ${row.number}`;
}

/** The first vendor credit line posting to an account, for `accountReferences`. */
export async function vendorCreditLineUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: vendorCredits.vendorCreditNumber })
    .from(vendorCreditLineItems)
    .innerJoin(vendorCredits, eq(vendorCredits.id, vendorCreditLineItems.vendorCreditId))
    .where(inOrg(vendorCreditLineItems, organizationId, eq(vendorCreditLineItems.accountId, accountId)))
    .orderBy(vendorCreditLineItems.id)
    .limit(1);
  return row && `a line of the vendor credit ${row.number}`;
}
