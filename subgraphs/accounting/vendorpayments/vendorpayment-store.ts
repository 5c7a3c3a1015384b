/**
 * The SQL of vendor payments: the payment rows (with their currency), their applications to
 * bills (with the bills' numbers, dates and rates), their refunds, and the numbering. No rule
 * lives here.
 */
import { type SQL, asc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { bills } from '../../../drizzle/tables/accounting/bills.ts';
import { vendorPaymentBills, vendorPaymentRefunds, vendorPayments } from '../../../drizzle/tables/accounting/vendorpayments.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { documentNumbering } from '../../core/books/numbering.ts';
import { anyId, lockOf } from '../../core/request/scoped.ts';
import { notFound } from '../../core/values/errors.ts';
import { isId } from '../../core/values/ids.ts';

export type VendorPaymentRow = typeof vendorPayments.$inferSelect;
export type VendorPaymentRecord = VendorPaymentRow & { currencyCode: string; currencySymbol: string };
export type VendorPaymentFields = Omit<typeof vendorPayments.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;
export type PaymentRefundRow = typeof vendorPaymentRefunds.$inferSelect;
export type PaymentRefundFields = Omit<typeof vendorPaymentRefunds.$inferInsert, 'id' | 'organizationId' | 'paymentId' | 'createdAt' | 'updatedAt'>;

const paymentColumns = { payment: vendorPayments, currencyCode: currencies.currencyCode, currencySymbol: currencies.currencySymbol };

/** Payments with their currency, filtered and ordered by the caller; one statement. */
export async function selectVendorPayments(
  db: Executor,
  organizationId: string,
  options: { where?: SQL; orderBy?: SQL[]; limit?: number; offset?: number; lock?: boolean } = {},
): Promise<VendorPaymentRecord[]> {
  let query = db
    .select(paymentColumns)
    .from(vendorPayments)
    .innerJoin(currencies, eq(currencies.id, vendorPayments.currencyId))
    .where(inOrg(vendorPayments, organizationId, options.where))
    .orderBy(...(options.orderBy ?? [asc(vendorPayments.id)]))
    .$dynamic();
  if (options.limit != null) query = query.limit(options.limit).offset(options.offset ?? 0);
  if (options.lock) query = query.for('update', lockOf(vendorPayments));
  return (await query).map((r) => ({ ...r.payment, currencyCode: r.currencyCode, currencySymbol: r.currencySymbol ?? '' }));
}

/** One payment of the organization; another organization's is absent (not found). */
export async function findVendorPayment(db: Executor, organizationId: string, paymentId: string, options: { lock?: boolean } = {}) {
  const [row] = isId(paymentId) ? await selectVendorPayments(db, organizationId, { where: eq(vendorPayments.id, paymentId), lock: options.lock }) : [];
  if (!row) throw notFound('The vendor payment');
  return row;
}

export const nextVendorPaymentNumber = documentNumbering({
  series: 'vendor_payment',
  prefix: '',
  width: 1,
  table: vendorPayments,
  column: vendorPayments.paymentNumber,
});

export async function insertVendorPayment(tx: Tx, organizationId: string, id: string, fields: VendorPaymentFields, at: Date) {
  await tx.insert(vendorPayments).values({ ...fields, id, organizationId, createdAt: at, updatedAt: at });
}

export async function updateVendorPaymentRow(tx: Tx, organizationId: string, id: string, changes: Partial<VendorPaymentFields> & { updatedAt: Date }) {
  await tx
    .update(vendorPayments)
    .set(changes)
    .where(inOrg(vendorPayments, organizationId, eq(vendorPayments.id, id)));
}

export async function deleteVendorPaymentRow(tx: Tx, organizationId: string, id: string) {
  await tx.delete(vendorPaymentBills).where(inOrg(vendorPaymentBills, organizationId, eq(vendorPaymentBills.paymentId, id)));
  await tx.delete(vendorPayments).where(inOrg(vendorPayments, organizationId, eq(vendorPayments.id, id)));
}

// --- applications to bills -------------------------------------------------------------------

export type PaymentApplicationRow = typeof vendorPaymentBills.$inferSelect & {
  billNumber: string;
  billDate: string;
  dueDate: string;
  billTotal: string;
  billBalance: string;
  billExchangeRate: string;
};

/** Applications with their bills' figures, oldest first; one statement. */
export async function selectPaymentApplications(db: Executor, organizationId: string, where: SQL): Promise<PaymentApplicationRow[]> {
  const rows = await db
    .select({
      application: vendorPaymentBills,
      billNumber: bills.billNumber,
      billDate: bills.date,
      dueDate: bills.dueDate,
      billTotal: bills.total,
      billBalance: bills.balance,
      billExchangeRate: bills.exchangeRate,
    })
    .from(vendorPaymentBills)
    .innerJoin(bills, eq(bills.id, vendorPaymentBills.billId))
    .where(inOrg(vendorPaymentBills, organizationId, where))
    .orderBy(asc(vendorPaymentBills.createdAt), asc(vendorPaymentBills.id));
  return rows.map(({ application, ...bill }) => ({ ...application, ...bill }));
}

export const applicationsOfPayments = (db: Executor, organizationId: string, paymentIds: readonly string[]) =>
  selectPaymentApplications(db, organizationId, anyId(vendorPaymentBills.paymentId, paymentIds));

export async function insertPaymentApplications(
  tx: Tx,
  organizationId: string,
  rows: readonly { id: string; paymentId: string; billId: string; amount: string }[],
  at: Date,
) {
  if (rows.length) await tx.insert(vendorPaymentBills).values(rows.map((r) => ({ ...r, organizationId, createdAt: at })));
}

export async function deletePaymentApplications(tx: Tx, organizationId: string, paymentId: string) {
  await tx.delete(vendorPaymentBills).where(inOrg(vendorPaymentBills, organizationId, eq(vendorPaymentBills.paymentId, paymentId)));
}

// --- refunds ---------------------------------------------------------------------------------

export async function refundsOfPayments(db: Executor, organizationId: string, paymentIds: readonly string[], page?: { limit: number; offset: number }) {
  let query = db
    .select()
    .from(vendorPaymentRefunds)
    .where(inOrg(vendorPaymentRefunds, organizationId, anyId(vendorPaymentRefunds.paymentId, paymentIds)))
    .orderBy(asc(vendorPaymentRefunds.date), asc(vendorPaymentRefunds.id))
    .$dynamic();
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query;
}

export async function findPaymentRefund(db: Executor, organizationId: string, paymentId: string, refundId: string, options: { lock?: boolean } = {}) {
  const query = isId(refundId)
    ? db
        .select()
        .from(vendorPaymentRefunds)
        .where(inOrg(vendorPaymentRefunds, organizationId, eq(vendorPaymentRefunds.id, refundId), eq(vendorPaymentRefunds.paymentId, paymentId)))
    : undefined;
  const [row] = query ? await (options.lock ? query.for('update') : query) : [];
  if (!row) throw notFound('The refund');
  return row;
}

export async function insertPaymentRefund(tx: Tx, organizationId: string, paymentId: string, id: string, fields: PaymentRefundFields, at: Date) {
  await tx.insert(vendorPaymentRefunds).values({ ...fields, id, organizationId, paymentId, createdAt: at, updatedAt: at });
}

export async function updatePaymentRefundRow(tx: Tx, organizationId: string, id: string, fields: PaymentRefundFields, at: Date) {
  await tx
    .update(vendorPaymentRefunds)
    .set({ ...fields, updatedAt: at })
    .where(inOrg(vendorPaymentRefunds, organizationId, eq(vendorPaymentRefunds.id, id)));
}

export async function deletePaymentRefundRow(tx: Tx, organizationId: string, id: string) {
  await tx.delete(vendorPaymentRefunds).where(inOrg(vendorPaymentRefunds, organizationId, eq(vendorPaymentRefunds.id, id)));
}

/** Whether a payment has refunds (it is then not deleted). */
export async function hasRefunds(db: Executor, organizationId: string, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: vendorPaymentRefunds.id })
    .from(vendorPaymentRefunds)
    .where(inOrg(vendorPaymentRefunds, organizationId, eq(vendorPaymentRefunds.paymentId, paymentId)))
    .limit(1);
  return !!row;
}

// --- what other records refer to --------------------------------------------------------------

/** The first vendor payment to a contact, for `contactReferences`. */
export async function vendorPaymentNamingVendor(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: vendorPayments.paymentNumber })
    .from(vendorPayments)
    .where(inOrg(vendorPayments, organizationId, eq(vendorPayments.vendorId, contactId)))
    .orderBy(vendorPayments.id)
    .limit(1);
  return row && `the vendor of the vendor payment ${row.number}`;
}

/** The first vendor payment paid from an account, for `accountReferences`. */
export async function vendorPaymentUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: vendorPayments.paymentNumber })
    .from(vendorPayments)
    .where(inOrg(vendorPayments, organizationId, eq(vendorPayments.paidThroughAccountId, accountId)))
    .orderBy(vendorPayments.id)
    .limit(1);
  return row && `the account paid from by the vendor payment ${row.number}`;
}
