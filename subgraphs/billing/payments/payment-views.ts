/** Payments and refunds as the API shows them, in a constant number of statements whatever their number. */
import { inArray } from 'drizzle-orm';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { findContacts, invoiceSummaries } from '../../accounting/api.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import type { Scope } from '../../core/request/scope.ts';
import { inOrg } from '../../core/request/scoped.ts';
import { toEnum } from '../../core/values/enums.ts';
import { dec, roundTo, sum } from '../../core/values/money.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { BillingPaymentMode, BillingPaymentStatus, Payment, PaymentRefund } from '../generated/graphql.ts';
import { type PaymentRow, type RefundRow, applicationsOf, refundsOf } from './payment-store.ts';

export async function refundViews(scope: Scope, rows: readonly RefundRow[]): Promise<PaymentRefund[]> {
  const accounts = rows.length ? await findAccounts(scope.db, scope.org.id, { ids: [...new Set(rows.map((r) => r.fromAccountId))] }) : [];
  const names = new Map(accounts.map((a) => [a.id, a.accountName]));
  return rows.map((r) => ({
    refundId: r.id,
    paymentId: r.paymentId,
    amount: r.amount,
    date: r.date,
    refundMode: r.refundMode,
    referenceNumber: r.referenceNumber,
    description: r.description,
    fromAccountId: r.fromAccountId,
    fromAccountName: names.get(r.fromAccountId) ?? '',
  }));
}

/** Views of payments, with a constant number of statements whatever their number. */
export async function paymentViews(scope: Scope, rows: readonly PaymentRow[]): Promise<Payment[]> {
  if (!rows.length) return [];
  const { db, org } = scope;
  const ids = rows.map((r) => r.id);
  const [applied, refunds, customers, currencyRows, accounts] = await Promise.all([
    applicationsOf(db, org.id, ids),
    refundsOf(db, org.id, ids),
    findContacts(db, org.id, [...new Set(rows.map((r) => r.customerId))]),
    db
      .select()
      .from(currencies)
      .where(inOrg(currencies, org.id, inArray(currencies.id, [...new Set(rows.map((r) => r.currencyId))]))),
    findAccounts(db, org.id, { ids: [...new Set(rows.flatMap((r) => (r.taxAccountId ? [r.accountId, r.taxAccountId] : [r.accountId])))] }),
  ]);
  const [invoices, refundList] = await Promise.all([
    invoiceSummaries(
      db,
      org.id,
      applied.map((a) => a.invoiceId),
    ),
    refundViews(scope, refunds),
  ]);
  const contactsById = new Map(customers.map((c) => [c.id, c]));
  const currencyById = new Map(currencyRows.map((c) => [c.id, c]));
  const accountName = new Map(accounts.map((a) => [a.id, a.accountName]));
  return rows.map((r) => {
    const mine = applied.filter((a) => a.paymentId === r.id);
    const refunded = refundList.filter((f) => f.paymentId === r.id);
    const amountApplied = sum(mine.map((a) => a.amountApplied));
    const amountRefunded = sum(refunded.map((f) => f.amount));
    const currency = currencyById.get(r.currencyId);
    const contact = contactsById.get(r.customerId);
    return {
      paymentId: r.id,
      paymentMode: toEnum<BillingPaymentMode>(r.paymentMode),
      amount: r.amount,
      amountRefunded: amountRefunded.toFixed(),
      bankCharges: r.bankCharges,
      exchangeRate: r.exchangeRate,
      bcyAmount: roundTo(dec(r.amount).times(r.exchangeRate), org.pricePrecision).toFixed(),
      amountApplied: amountApplied.toFixed(),
      unusedAmount: dec(r.amount).minus(amountApplied).minus(amountRefunded).toFixed(),
      date: r.date,
      status: toEnum<BillingPaymentStatus>(r.status),
      referenceNumber: r.referenceNumber,
      description: r.description,
      customerId: r.customerId,
      customerName: contact?.contactName ?? r.customerName,
      email: contact?.email ?? null,
      currencyCode: currency?.currencyCode ?? '',
      currencySymbol: currency?.currencySymbol ?? '',
      accountId: r.accountId,
      accountName: accountName.get(r.accountId) ?? '',
      taxAccountId: r.taxAccountId,
      taxAccountName: r.taxAccountId ? (accountName.get(r.taxAccountId) ?? null) : null,
      autotransaction: r.autotransaction
        ? {
            autotransactionId: r.autotransaction.autotransactionId ?? null,
            paymentGateway: r.autotransaction.paymentGateway ?? null,
            gatewayTransactionId: r.autotransaction.gatewayTransactionId ?? null,
            gatewayErrorMessage: r.autotransaction.gatewayErrorMessage ?? null,
            cardId: r.autotransaction.cardId ?? null,
            lastFourDigits: r.autotransaction.lastFourDigits ?? null,
            expiryMonth: r.autotransaction.expiryMonth ?? null,
            expiryYear: r.autotransaction.expiryYear ?? null,
          }
        : null,
      invoices: mine.map((a) => {
        const invoice = invoices.get(a.invoiceId);
        return {
          invoiceId: a.invoiceId,
          invoiceNumber: invoice?.invoiceNumber ?? '',
          date: invoice?.date ?? r.date,
          invoiceAmount: invoice?.total ?? '0',
          amountApplied: a.amountApplied,
          balanceAmount: invoice?.balance ?? '0',
        };
      }),
      refunds: refunded,
      customFields: r.customFields.map((f) => ({ index: f.index, label: f.label, value: f.value, dataType: f.dataType })),
      createdTime: formatTimestamp(r.createdAt, org.timeZone),
      lastModifiedTime: formatTimestamp(r.updatedAt, org.timeZone),
    };
  });
}
