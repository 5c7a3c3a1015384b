/** Payments and refunds as the API shows them, in a constant number of statements whatever their number. */
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { type ContactRecord, type InvoiceSummary, findContacts, invoiceSummaries } from '../../accounting/api.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import { locationsById } from '../../core/books/locations.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId } from '../../core/request/scoped.ts';
import { enumField, fieldView, wants, timeField } from '../../core/request/selection.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { dec, roundTo, sum } from '../../core/values/money.ts';
import type { Payment, PaymentRefund } from '../generated/graphql.ts';
import { type ApplicationRow, type PaymentRow, type RefundRow, applicationsOf, findPayments, refundsOf } from './payment-store.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** Views of refunds: two statements whatever their number (their accounts, their payments). */
export async function refundViews(scope: Scope, rows: readonly RefundRow[]): Promise<PaymentRefund[]> {
  if (!rows.length) return [];
  const [accounts, paid] = await Promise.all([
    findAccounts(scope.db, scope.org.id, { ids: [...new Set(rows.map((r) => r.fromAccountId))] }),
    findPayments(scope.db, scope.org.id, [...new Set(rows.map((r) => r.paymentId))]),
  ]);
  const names = new Map(accounts.map((a) => [a.id, a.accountName]));
  const paymentsById = new Map(paid.map((p) => [p.id, p]));
  return rows.map((r) => {
    const payment = paymentsById.get(r.paymentId);
    const rate = payment?.exchangeRate ?? '1';
    return {
      refundId: r.id,
      paymentRefundId: r.id,
      paymentId: r.paymentId,
      paymentNumber: payment?.paymentNumber ?? '',
      customerName: payment?.customerName ?? '',
      amount: r.amount,
      amountFcy: r.amount,
      amountBcy: roundTo(dec(r.amount).times(rate), scope.org.pricePrecision).toFixed(),
      exchangeRate: rate,
      date: r.date,
      refundMode: r.refundMode,
      referenceNumber: r.referenceNumber,
      description: r.description,
      fromAccountId: r.fromAccountId,
      fromAccountName: names.get(r.fromAccountId) ?? '',
    };
  });
}

/** What a payment's fields are made of besides its row: the organization, its child rows and the names it refers to. */
interface PaymentContext {
  org: OrganizationRow;
  /** What it applied to invoices, oldest first (read when a field made from them is selected). */
  applied: ApplicationRow[];
  /** Its refunds (likewise); their views only when `refunds` is selected. */
  refunded: RefundRow[];
  refunds: PaymentRefund[];
  invoices: Map<string, InvoiceSummary>;
  contact: ContactRecord | undefined;
  currency: { currencyCode: string; currencySymbol: string } | undefined;
  accountName: Map<string, string>;
  locationName: Map<string, string>;
}

const amountApplied = ({ applied }: PaymentContext) => sum(applied.map((a) => a.amountApplied));
const amountRefunded = ({ refunded }: PaymentContext) => sum(refunded.map((f) => f.amount));

/** Every field of a payment and the columns it reads: a list reads and builds only the fields its operation selects. */
const PAYMENT_VIEW = fieldView<PaymentRow, PaymentContext, Payment>(
  {
    paymentId: 'id',
    paymentNumber: 'paymentNumber',
    invoiceNumber: {
      reads: [],
      value: (_row, { applied, invoices }) =>
        applied
          .map((a) => invoices.get(a.invoiceId)?.invoiceNumber)
          .filter((n): n is string => !!n)
          .join(','),
    },
    paymentMode: enumField('paymentMode', false),
    amount: 'amount',
    amountRefunded: { reads: [], value: (_row, context) => amountRefunded(context).toFixed() },
    bankCharges: 'bankCharges',
    exchangeRate: 'exchangeRate',
    bcyAmount: {
      reads: ['amount', 'exchangeRate'],
      value: (row, { org }) => roundTo(dec(row.amount).times(row.exchangeRate), org.pricePrecision).toFixed(),
    },
    amountApplied: { reads: [], value: (_row, context) => amountApplied(context).toFixed() },
    unusedAmount: {
      reads: ['amount'],
      value: (row, context) => dec(row.amount).minus(amountApplied(context)).minus(amountRefunded(context)).toFixed(),
    },
    date: 'date',
    status: enumField('status', false),
    referenceNumber: 'referenceNumber',
    description: 'description',
    customerId: 'customerId',
    // The customer's name now; the one stored with the payment when the contact is gone.
    customerName: { reads: ['customerId', 'customerName'], value: (row, { contact }) => contact?.contactName ?? row.customerName },
    email: { reads: ['customerId'], value: (_row, { contact }) => contact?.email ?? null },
    currencyId: 'currencyId',
    currencyCode: { reads: ['currencyId'], value: (_row, { currency }) => currency?.currencyCode ?? '' },
    currencySymbol: { reads: ['currencyId'], value: (_row, { currency }) => currency?.currencySymbol ?? '' },
    accountId: 'accountId',
    accountName: { reads: ['accountId'], value: (row, { accountName }) => accountName.get(row.accountId) ?? '' },
    taxAccountId: 'taxAccountId',
    taxAccountName: {
      reads: ['taxAccountId'],
      value: (row, { accountName }) => (row.taxAccountId ? (accountName.get(row.taxAccountId) ?? null) : null),
    },
    lastFourDigits: { reads: ['autotransaction'], value: ({ autotransaction: a }) => a?.lastFourDigits ?? null },
    locationId: 'locationId',
    locationName: {
      reads: ['locationId'],
      value: (row, { locationName }) => (row.locationId ? (locationName.get(row.locationId) ?? null) : null),
    },
    autotransaction: {
      reads: ['autotransaction'],
      value: ({ autotransaction: a }) =>
        a
          ? {
              autotransactionId: a.autotransactionId ?? null,
              paymentGateway: a.paymentGateway ?? null,
              gatewayTransactionId: a.gatewayTransactionId ?? null,
              gatewayErrorMessage: a.gatewayErrorMessage ?? null,
              cardId: a.cardId ?? null,
              lastFourDigits: a.lastFourDigits ?? null,
              expiryMonth: a.expiryMonth ?? null,
              expiryYear: a.expiryYear ?? null,
            }
          : null,
    },
    // An invoice no longer found shows the payment's date.
    invoices: {
      reads: ['date'],
      value: (row, { applied, invoices }) =>
        applied.map((a) => {
          const invoice = invoices.get(a.invoiceId);
          return {
            invoiceId: a.invoiceId,
            invoiceNumber: invoice?.invoiceNumber ?? '',
            date: invoice?.date ?? row.date,
            invoiceAmount: invoice?.total ?? '0',
            amountApplied: a.amountApplied,
            balanceAmount: invoice?.balance ?? '0',
          };
        }),
    },
    refunds: { reads: [], value: (_row, { refunds }) => refunds },
    customFields: {
      reads: ['customFields'],
      value: (row) => row.customFields.map((f) => ({ index: f.index, label: f.label, value: f.value, dataType: f.dataType })),
    },
    createdTime: timeField('createdAt'),
    lastModifiedTime: timeField('updatedAt'),
  },
  // The applications and refunds go by the payment's id, which is also its federation key.
  ['id'],
);

/** The payment columns a selection of a payment list's entries reads (undefined: every column). */
export const paymentReads = (selected: ReadonlySet<string> | undefined) => PAYMENT_VIEW.reads(selected);

/** Child rows by the payment they belong to, in the order read. */
function byPayment<C extends { paymentId: string }>(children: readonly C[]): Map<string, C[]> {
  const out = new Map<string, C[]>();
  for (const child of children) {
    const list = out.get(child.paymentId);
    if (list) list.push(child);
    else out.set(child.paymentId, [child]);
  }
  return out;
}

/**
 * Views of payments, with a constant number of statements whatever their number: what the
 * selection (selectedFields) shows no field of is not read, nor built.
 */
export async function paymentViews(scope: Scope, rows: readonly PaymentRow[], selected?: ReadonlySet<string>): Promise<Payment[]> {
  if (!rows.length) return [];
  const { db, org } = scope;
  const ids = rows.map((r) => r.id);
  const distinct = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];
  // A column the selection does not read is undefined in the rows: it names nothing to look up.
  const currencyIds = wants(selected, 'currencyCode', 'currencySymbol') ? distinct(rows.map((r) => r.currencyId)) : [];
  const locationIds = wants(selected, 'locationName') ? distinct(rows.map((r) => r.locationId)) : [];
  const [applied, refunded, customers, currencyRows, accounts, locations] = await Promise.all([
    wants(selected, 'amountApplied', 'unusedAmount', 'invoices', 'invoiceNumber') ? applicationsOf(db, org.id, ids) : [],
    wants(selected, 'amountRefunded', 'unusedAmount', 'refunds') ? refundsOf(db, org.id, ids) : [],
    wants(selected, 'customerName', 'email') ? findContacts(db, org.id, distinct(rows.map((r) => r.customerId))) : [],
    currencyIds.length
      ? db
          .select({ id: currencies.id, currencyCode: currencies.currencyCode, currencySymbol: currencies.currencySymbol })
          .from(currencies)
          .where(inOrg(currencies, org.id, anyId(currencies.id, currencyIds)))
      : [],
    wants(selected, 'accountName', 'taxAccountName') ? findAccounts(db, org.id, { ids: distinct(rows.flatMap((r) => [r.accountId, r.taxAccountId])) }) : [],
    locationIds.length ? locationsById(db, org.id, locationIds) : new Map<string, { locationName: string }>(),
  ]);
  const [invoices, refundList] = await Promise.all([
    wants(selected, 'invoices', 'invoiceNumber')
      ? invoiceSummaries(
          db,
          org.id,
          applied.map((a) => a.invoiceId),
        )
      : new Map<string, InvoiceSummary>(),
    wants(selected, 'refunds') ? refundViews(scope, refunded) : [],
  ]);
  const appliedBy = byPayment(applied);
  const refundedBy = byPayment(refunded);
  const refundsBy = byPayment(refundList);
  const contactsById = new Map(customers.map((c) => [c.id, c]));
  const currencyById = new Map(currencyRows.map((c) => [c.id, c]));
  const accountName = new Map(accounts.map((a) => [a.id, a.accountName]));
  const locationName = new Map([...locations].map(([id, l]) => [id, l.locationName]));
  const build = PAYMENT_VIEW.builder(selected);
  return rows.map((row) =>
    build(row, {
      org,
      applied: appliedBy.get(row.id) ?? [],
      refunded: refundedBy.get(row.id) ?? [],
      refunds: refundsBy.get(row.id) ?? [],
      invoices,
      contact: contactsById.get(row.customerId),
      currency: currencyById.get(row.currencyId),
      accountName,
      locationName,
    }),
  );
}
