/**
 * Vendor credits as clients see them: the kernel's sales header (documents/document-views.ts)
 * with the vendor in place of the customer, and what a vendor credit adds (credit left, state,
 * the bills it is applied to, its refunds), for any number of vendor credits in a constant number
 * of statements; the applications as a bill lists them.
 */
import type { Executor } from '../../../drizzle/client.ts';
import { vendorCreditRefunds } from '../../../drizzle/tables/accounting/vendorcredits.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId } from '../../core/request/scoped.ts';
import { wants } from '../../core/request/selection.ts';
import { toEnum } from '../../core/values/enums.ts';
import { dec, roundTo, sum } from '../../core/values/money.ts';
import { salesContext, salesHeaderView } from '../documents/document-views.ts';
import type { VendorCredit, VendorCreditBill, VendorCreditRefund, VendorCreditStatus } from '../generated/graphql.ts';
import { vendorCreditStateOf } from './vendorcredit-states.ts';
import {
  type CreditApplicationRow,
  type CreditRefundEntry,
  type VendorCreditRecord,
  applicationsOfCredits,
  creditLines,
  findVendorCredit,
  selectCreditRefunds,
} from './vendorcredit-store.ts';

export function applicationView(row: CreditApplicationRow): VendorCreditBill {
  return {
    vendorCreditBillId: row.id,
    vendorCreditId: row.vendorCreditId,
    vendorCreditNumber: row.vendorCreditNumber,
    billId: row.billId,
    billNumber: row.billNumber,
    amount: row.amount,
    amountApplied: row.amount,
    date: row.date,
  };
}

export async function refundViews(db: Executor, scope: Pick<Scope, 'org'>, rows: readonly CreditRefundEntry[]): Promise<VendorCreditRefund[]> {
  if (!rows.length) return [];
  const accounts = await findAccounts(db, scope.org.id, { ids: [...new Set(rows.map((r) => r.refund.accountId))] });
  const names = new Map(accounts.map((a) => [a.id, a.accountName]));
  return rows.map(({ refund, vendorCreditNumber, vendorId, vendorName }) => ({
    vendorCreditRefundId: refund.id,
    vendorCreditId: refund.vendorCreditId,
    vendorCreditNumber,
    vendorId,
    customerName: vendorName,
    date: refund.date,
    amount: refund.amount,
    amountFcy: refund.amount,
    amountBcy: roundTo(dec(refund.amount).times(refund.exchangeRate), scope.org.pricePrecision).toFixed(),
    exchangeRate: refund.exchangeRate,
    refundMode: refund.refundMode,
    referenceNumber: refund.referenceNumber,
    description: refund.description,
    accountId: refund.accountId,
    accountName: names.get(refund.accountId) ?? null,
  }));
}

export async function vendorCreditViews(
  db: Executor,
  scope: Pick<Scope, 'org'>,
  rows: readonly VendorCreditRecord[],
  selected?: ReadonlySet<string>,
): Promise<VendorCredit[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const context = await salesContext(db, scope.org, rows, creditLines, selected);
  const applications = wants(selected, 'billsCredited', 'totalCreditsUsed') ? await applicationsOfCredits(db, scope.org.id, ids) : [];
  const refunds = wants(selected, 'vendorCreditRefunds', 'totalRefundedAmount')
    ? await refundViews(db, scope, await selectCreditRefunds(db, scope.org.id, { where: anyId(vendorCreditRefunds.vendorCreditId, ids) }))
    : [];
  return rows.map((row) => {
    const { customerId, customerName, ...header } = salesHeaderView(row, context);
    const applied = applications.filter((a) => a.vendorCreditId === row.id);
    const refunded = refunds.filter((r) => r.vendorCreditId === row.id);
    return {
      ...header,
      vendorCreditId: row.id,
      vendorCreditNumber: row.vendorCreditNumber,
      vendorId: customerId,
      vendorName: customerName,
      date: row.date,
      status: toEnum<VendorCreditStatus>(vendorCreditStateOf(row)),
      balance: row.balance,
      totalCreditsUsed: sum(applied.map((a) => dec(a.amount))).toFixed(),
      totalRefundedAmount: sum(refunded.map((r) => dec(r.amount))).toFixed(),
      billId: row.billId,
      billsCredited: applied.map(applicationView),
      vendorCreditRefunds: refunded,
      currencySymbol: row.currencySymbol,
      hasAttachment: false,
      bcyTotal: roundTo(dec(row.total).times(row.exchangeRate), scope.org.pricePrecision).toFixed(),
      updatedTime: header.lastModifiedTime,
    };
  });
}

export async function vendorCreditView(db: Executor, scope: Pick<Scope, 'org'>, id: string): Promise<VendorCredit> {
  const [view] = await vendorCreditViews(db, scope, [await findVendorCredit(db, scope.org.id, id)]);
  return view;
}
