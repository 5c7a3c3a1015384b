/**
 * Vendor payments as clients see them, for any number of payments in a constant number of
 * statements: the accounts paid from, the bills paid, the refunds, the locations.
 */
import type { Executor } from '../../../drizzle/client.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import { locationsById } from '../../core/books/locations.ts';
import type { Scope } from '../../core/request/scope.ts';
import { wants } from '../../core/request/selection.ts';
import { dec, roundTo } from '../../core/values/money.ts';
import type { VendorPayment, VendorPaymentBill, VendorPaymentRefund } from '../generated/graphql.ts';
import {
  type PaymentApplicationRow,
  type PaymentRefundRow,
  type VendorPaymentRecord,
  applicationsOfPayments,
  findVendorPayment,
  refundsOfPayments,
} from './vendorpayment-store.ts';

const bcy = (amount: string, rate: string, places: number) => roundTo(dec(amount).times(rate), places).toFixed();

export function applicationView(row: PaymentApplicationRow, pricePrecision: number): VendorPaymentBill {
  return {
    billPaymentId: row.id,
    paymentId: row.paymentId,
    billId: row.billId,
    billNumber: row.billNumber,
    date: row.billDate,
    dueDate: row.dueDate,
    total: row.billTotal,
    balance: row.billBalance,
    amountApplied: row.amount,
    taxAmountWithheld: '0',
    pricePrecision,
  };
}

async function accountsOf(db: Executor, organizationId: string, ids: readonly string[]) {
  const found = await findAccounts(db, organizationId, { ids: [...new Set(ids)] });
  return new Map(found.map((a) => [a.id, a]));
}

export async function refundViews(db: Executor, scope: Pick<Scope, 'org'>, rows: readonly PaymentRefundRow[]): Promise<VendorPaymentRefund[]> {
  if (!rows.length) return [];
  const accounts = await accountsOf(
    db,
    scope.org.id,
    rows.map((r) => r.toAccountId),
  );
  return rows.map((r) => ({
    vendorpaymentRefundId: r.id,
    vendorpaymentId: r.paymentId,
    date: r.date,
    amount: r.amount,
    amountFcy: r.amount,
    amountBcy: bcy(r.amount, r.exchangeRate, scope.org.pricePrecision),
    exchangeRate: r.exchangeRate,
    refundMode: r.refundMode,
    referenceNumber: r.referenceNumber,
    description: r.description,
    toAccountId: r.toAccountId,
    toAccountName: accounts.get(r.toAccountId)?.accountName ?? null,
  }));
}

export async function vendorPaymentViews(
  db: Executor,
  scope: Pick<Scope, 'org'>,
  rows: readonly VendorPaymentRecord[],
  selected?: ReadonlySet<string>,
): Promise<VendorPayment[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [accounts, applications, refunds, locations] = await Promise.all([
    accountsOf(
      db,
      scope.org.id,
      rows.map((r) => r.paidThroughAccountId),
    ),
    wants(selected, 'bills', 'billNumbers') ? applicationsOfPayments(db, scope.org.id, ids) : Promise.resolve([]),
    wants(selected, 'vendorpaymentRefunds') ? refundsOfPayments(db, scope.org.id, ids) : Promise.resolve([]),
    rows.some((r) => r.locationId) && wants(selected, 'locationName')
      ? locationsById(
          db,
          scope.org.id,
          rows.flatMap((r) => (r.locationId ? [r.locationId] : [])),
        )
      : Promise.resolve(new Map()),
  ]);
  const refundViewsAll = await refundViews(db, scope, refunds);
  const places = scope.org.pricePrecision;
  return rows.map((row) => {
    const account = accounts.get(row.paidThroughAccountId);
    const applied = applications.filter((a) => a.paymentId === row.id);
    return {
      paymentId: row.id,
      paymentNumber: row.paymentNumber,
      vendorId: row.vendorId,
      vendorName: row.vendorName,
      date: row.date,
      amount: row.amount,
      bcyAmount: bcy(row.amount, row.exchangeRate, places),
      bankCharges: row.bankCharges,
      balance: row.balance,
      bcyBalance: bcy(row.balance, row.exchangeRate, places),
      currencyId: row.currencyId,
      currencyCode: row.currencyCode,
      currencySymbol: row.currencySymbol,
      exchangeRate: row.exchangeRate,
      paidThroughAccountId: row.paidThroughAccountId,
      paidThroughAccountName: account?.accountName ?? '',
      paidThroughAccountType: account?.accountType ?? '',
      paymentMode: row.paymentMode,
      referenceNumber: row.referenceNumber,
      description: row.description,
      checkDetails: { checkNumber: row.checkNumber, checkStatus: row.checkNumber ? 'not_printed' : null, memo: row.description },
      locationId: row.locationId,
      locationName: row.locationId ? (locations.get(row.locationId)?.locationName ?? null) : null,
      bills: applied.map((a) => applicationView(a, places)),
      billNumbers: applied.map((a) => a.billNumber).join(', '),
      vendorpaymentRefunds: refundViewsAll.filter((r) => r.vendorpaymentId === row.id),
      isPaidViaPrintCheck: false,
      isAchPayment: false,
      hasAttachment: false,
      createdTime: row.createdAt.toISOString(),
      lastModifiedTime: row.updatedAt.toISOString(),
    };
  });
}

export async function vendorPaymentView(db: Executor, scope: Pick<Scope, 'org'>, paymentId: string): Promise<VendorPayment> {
  const [view] = await vendorPaymentViews(db, scope, [await findVendorPayment(db, scope.org.id, paymentId)]);
  return view;
}
