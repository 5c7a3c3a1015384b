/**
 * What settled a bill, as the bill answers it (`payments`, `vendor_credits`): the vendor payments
 * and vendor credits applied to it, for a page of bills in a constant number of statements. Read
 * from their tables here, so the bills folder needs neither feature folder (they write through
 * bill-settlements.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { vendorCreditBills, vendorCredits } from '../../../drizzle/tables/accounting/vendorcredits.ts';
import { vendorPaymentBills, vendorPayments } from '../../../drizzle/tables/accounting/vendorpayments.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import { anyId } from '../../core/request/scoped.ts';
import type { BillPayment, BillVendorCredit } from '../generated/graphql.ts';

async function accountsOf(db: Executor, organizationId: string, ids: readonly string[]) {
  const found = await findAccounts(db, organizationId, { ids: [...new Set(ids)] });
  return new Map(found.map((a) => [a.id, a]));
}

/** Payments made on several bills, with each payment's row, by bill; one statement (Bill.payments). */
export async function paymentsOfBills(db: Executor, organizationId: string, billIds: readonly string[]) {
  return db
    .select({ application: vendorPaymentBills, payment: vendorPayments })
    .from(vendorPaymentBills)
    .innerJoin(vendorPayments, eq(vendorPayments.id, vendorPaymentBills.paymentId))
    .where(inOrg(vendorPaymentBills, organizationId, anyId(vendorPaymentBills.billId, billIds)))
    .orderBy(asc(vendorPayments.date), asc(vendorPaymentBills.createdAt), asc(vendorPaymentBills.id));
}

/** How many bills each payment pays; one statement. */
export async function billCounts(db: Executor, organizationId: string, paymentIds: readonly string[]): Promise<Map<string, number>> {
  if (!paymentIds.length) return new Map();
  const rows = await db
    .select({ paymentId: vendorPaymentBills.paymentId, billId: vendorPaymentBills.billId })
    .from(vendorPaymentBills)
    .where(inOrg(vendorPaymentBills, organizationId, anyId(vendorPaymentBills.paymentId, paymentIds)));
  const out = new Map<string, number>();
  for (const r of rows) out.set(r.paymentId, (out.get(r.paymentId) ?? 0) + 1);
  return out;
}

/** The payments made on several bills, by bill, in two statements (Bill.payments, GET /bills/{id}/payments). */
export async function billPaymentsByBill(db: Executor, organizationId: string, billIds: readonly string[]): Promise<Map<string, BillPayment[]>> {
  const out = new Map<string, BillPayment[]>(billIds.map((id) => [id, []]));
  if (!billIds.length) return out;
  const rows = await paymentsOfBills(db, organizationId, billIds);
  if (!rows.length) return out;
  const [accounts, counts] = await Promise.all([
    accountsOf(
      db,
      organizationId,
      rows.map((r) => r.payment.paidThroughAccountId),
    ),
    billCounts(db, organizationId, [...new Set(rows.map((r) => r.payment.id))]),
  ]);
  for (const { application, payment } of rows) {
    const single = (counts.get(payment.id) ?? 0) === 1;
    out.get(application.billId)?.push({
      billPaymentId: application.id,
      paymentId: payment.id,
      billId: application.billId,
      vendorId: payment.vendorId,
      vendorName: payment.vendorName,
      paymentNumber: payment.paymentNumber,
      date: payment.date,
      amount: application.amount,
      exchangeRate: payment.exchangeRate,
      paymentMode: payment.paymentMode,
      referenceNumber: payment.referenceNumber,
      description: payment.description,
      paidThrough: accounts.get(payment.paidThroughAccountId)?.accountName ?? '',
      paidThroughAccountId: payment.paidThroughAccountId,
      paidThroughAccountName: accounts.get(payment.paidThroughAccountId)?.accountName ?? '',
      checkDetails: payment.checkNumber ? [{ checkNumber: payment.checkNumber, checkStatus: 'not_printed', memo: payment.description }] : [],
      isPaidViaPrintCheck: false,
      isAchPayment: false,
      isSinglePaymentBill: single,
      isSingleBillPayment: single,
    });
  }
  return out;
}

/** The vendor credits applied to several bills, by bill, in one statement (Bill.vendorCredits). */
export async function vendorCreditsByBill(db: Executor, organizationId: string, billIds: readonly string[]): Promise<Map<string, BillVendorCredit[]>> {
  const out = new Map<string, BillVendorCredit[]>(billIds.map((id) => [id, []]));
  if (!billIds.length) return out;
  const rows = await db
    .select({ application: vendorCreditBills, vendorCreditNumber: vendorCredits.vendorCreditNumber })
    .from(vendorCreditBills)
    .innerJoin(vendorCredits, eq(vendorCredits.id, vendorCreditBills.vendorCreditId))
    .where(inOrg(vendorCreditBills, organizationId, anyId(vendorCreditBills.billId, billIds)))
    .orderBy(asc(vendorCreditBills.date), asc(vendorCreditBills.createdAt), asc(vendorCreditBills.id));
  for (const { application: a, vendorCreditNumber } of rows)
    out.get(a.billId)?.push({ vendorCreditBillId: a.id, vendorCreditId: a.vendorCreditId, vendorCreditNumber, amount: a.amount, date: a.date });
  return out;
}
