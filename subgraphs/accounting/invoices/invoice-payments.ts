import { queueWebhookEvent } from '../../core/webhooks/webhook-events.ts';
/**
 * Payments applied to invoices. The billing module records a payment and calls `applyPayment`
 * (through accounting's api.ts) in its own transaction, which also posts the payment to the
 * ledger; here the invoice's payment_made, balance and state follow, and the history says so.
 */
import { and, asc, countDistinct, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { invoicePayments, invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import { cannotMove, invalid, notFound } from '../../core/values/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { type DecimalInput, dec, roundTo } from '../../core/values/money.ts';
import { anyId } from '../../core/request/scoped.ts';
import { isIsoDate, localDate } from '../../core/values/time.ts';
import type { InvoicePayment } from '../generated/graphql.ts';
import { type Actor, PLATFORM, type Scope } from '../../core/request/scope.ts';
import { recordHistory } from './invoice-history.ts';
import { type InvoiceState, invoiceStated, isOpen, statusOf } from './invoice-status.ts';
import { findInvoice, selectInvoices, updateInvoiceRow } from './invoice-store.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export interface PaymentDetails {
  /** The billing module's payment. */
  paymentId?: string | null;
  /** yyyy-mm-dd; default today in the organization's time zone. */
  date?: string;
  paymentMode?: string | null;
  referenceNumber?: string | null;
  description?: string | null;
  /** Base-currency units per unit of the payment's currency (default: the invoice's rate). */
  exchangeRate?: DecimalInput | null;
  /** The payment gateway's transaction id, for a payment charged online. */
  onlineTransactionId?: string | null;
  /** Who recorded it, for the invoice's history. */
  actor?: Actor;
  /** The instant of the caller's request or job run: the invoice's today and its history's time. */
  at: Date;
}

export interface AppliedPayment {
  /** The application's id (one payment may be applied to several invoices, each once). */
  invoicePaymentId: string;
  invoiceId: string;
  invoiceNumber: string;
  /** Amount applied, in the invoice's currency, rounded to its precision. */
  amount: string;
  paymentMade: string;
  balance: string;
  status: InvoiceState;
}

async function timeZoneOf(tx: Executor, organizationId: string): Promise<string> {
  const [row] = await tx.select({ timeZone: organizations.timeZone }).from(organizations).where(eq(organizations.id, organizationId));
  if (!row) throw notFound('The organization');
  return row.timeZone;
}

async function settle(
  tx: Tx,
  organizationId: string,
  invoiceId: string,
  change: { paymentMade?: string; creditsApplied?: string; lastPaymentDate?: string | null },
  at: Date,
  today: string,
) {
  const row = await findInvoice(tx, organizationId, invoiceId);
  const paymentMade = change.paymentMade ?? row.paymentMade;
  const creditsApplied = change.creditsApplied ?? row.creditsApplied;
  const balance = dec(row.total).minus(paymentMade).minus(creditsApplied).minus(row.writeOffAmount).toFixed();
  const status = statusOf({ ...row, paymentMade, creditsApplied, balance }, today);
  await updateInvoiceRow(tx, organizationId, invoiceId, {
    paymentMade,
    creditsApplied,
    balance,
    status,
    ...(change.lastPaymentDate !== undefined ? { lastPaymentDate: change.lastPaymentDate } : {}),
    updatedAt: at,
  });
  if (status === 'paid' && row.status !== 'paid')
    await queueWebhookEvent(tx, { organizationId, name: 'invoice.paid', id: invoiceId, at, data: { invoice_number: row.invoiceNumber } });
  return { balance, status };
}

/**
 * Applies `amount` (the invoice's currency, > 0, at most its balance) of a payment to a sent
 * invoice, in the caller's transaction. Refused for drafts and void invoices (INVALID_STATE).
 * The caller posts the payment itself (debit the deposit account, credit receivables).
 */
export async function applyPayment(tx: Tx, organizationId: string, invoiceId: string, amount: DecimalInput, details: PaymentDetails): Promise<AppliedPayment> {
  const row = await findInvoice(tx, organizationId, invoiceId, { lock: true });
  const today = localDate(details.at, await timeZoneOf(tx, organizationId));
  if (!isOpen(row.status)) throw cannotMove(invoiceStated(row.invoiceNumber, statusOf(row, today)), 'paid', 'only a sent invoice takes payments');
  const applied = roundTo(amount, row.pricePrecision);
  if (!applied.gt(0)) throw invalid(['amount'], 'must be more than 0');
  if (applied.gt(row.balance))
    throw invalid(['amount'], `${applied.toFixed()} is more than the balance ${dec(row.balance).toFixed()} of the invoice ${row.invoiceNumber}`);
  const date = details.date ?? today;
  if (!isIsoDate(date)) throw invalid(['date'], 'must be a date written yyyy-mm-dd');
  const id = newId();
  await tx.insert(invoicePayments).values({
    id,
    organizationId,
    invoiceId,
    paymentId: details.paymentId ?? null,
    amount: applied.toFixed(),
    date,
    paymentMode: details.paymentMode ?? null,
    referenceNumber: details.referenceNumber ?? null,
    description: details.description ?? null,
    exchangeRate: dec(details.exchangeRate ?? row.exchangeRate).toFixed(),
    onlineTransactionId: details.onlineTransactionId ?? null,
  });
  const paymentMade = dec(row.paymentMade).plus(applied).toFixed();
  const lastPaymentDate = row.lastPaymentDate && row.lastPaymentDate > date ? row.lastPaymentDate : date;
  const { balance, status } = await settle(tx, organizationId, invoiceId, { paymentMade, lastPaymentDate }, details.at, today);
  await recordHistory(
    tx,
    organizationId,
    invoiceId,
    details.actor ?? PLATFORM,
    'payment_applied',
    `Payment of ${row.currencyCode} ${applied.toFixed(row.pricePrecision)} applied; balance ${row.currencyCode} ${dec(balance).toFixed(row.pricePrecision)}.`,
    details.at,
  );
  return { invoicePaymentId: id, invoiceId, invoiceNumber: row.invoiceNumber, amount: applied.toFixed(), paymentMade, balance, status };
}

/**
 * Takes back what a payment (the billing module's payment id) applied to an invoice, when the
 * payment is deleted or changed; the caller reverses its own posting. Returns the amount taken back.
 */
export async function removePayment(
  tx: Tx,
  organizationId: string,
  invoiceId: string,
  paymentId: string,
  details: Pick<PaymentDetails, 'actor' | 'at'>,
): Promise<string> {
  const row = await findInvoice(tx, organizationId, invoiceId, { lock: true });
  const removed = await tx
    .delete(invoicePayments)
    .where(inOrg(invoicePayments, organizationId, and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.paymentId, paymentId))))
    .returning({ amount: invoicePayments.amount });
  if (!removed.length) return '0';
  const amount = removed.reduce((acc, r) => acc.plus(r.amount), dec(0));
  const rest = await tx
    .select({ date: invoicePayments.date })
    .from(invoicePayments)
    .where(inOrg(invoicePayments, organizationId, eq(invoicePayments.invoiceId, invoiceId)));
  const lastPaymentDate = rest.reduce<string | null>((latest, r) => (latest && latest > r.date ? latest : r.date), null);
  const today = localDate(details.at, await timeZoneOf(tx, organizationId));
  const { balance } = await settle(
    tx,
    organizationId,
    invoiceId,
    { paymentMade: dec(row.paymentMade).minus(amount).toFixed(), lastPaymentDate },
    details.at,
    today,
  );
  await recordHistory(
    tx,
    organizationId,
    invoiceId,
    details.actor ?? PLATFORM,
    'payment_removed',
    `Payment of ${row.currencyCode} ${amount.toFixed(row.pricePrecision)} removed; balance ${row.currencyCode} ${dec(balance).toFixed(row.pricePrecision)}.`,
    details.at,
  );
  return amount.toFixed();
}

export interface AppliedCredit {
  invoiceId: string;
  invoiceNumber: string;
  /** Amount applied, in the invoice's currency, rounded to its precision. */
  amount: string;
  creditsApplied: string;
  balance: string;
  status: InvoiceState;
}

/**
 * Applies `amount` of a credit (a credit note's, named in `details.source`) to a sent invoice, in
 * the caller's transaction, as a payment is applied: the invoice is locked, drafts and void
 * invoices are refused (INVALID_STATE), an amount ≤ 0 or above the balance is refused naming
 * `field`; credits_applied rises, the balance and the state follow, the history says so. The
 * ledger moves nothing: the credit and the invoice are both on the receivable.
 */
export async function applyCredit(
  tx: Tx,
  organizationId: string,
  invoiceId: string,
  amount: DecimalInput,
  details: { source: string; field: (string | number)[]; actor?: Actor; at: Date },
): Promise<AppliedCredit> {
  const row = await findInvoice(tx, organizationId, invoiceId, { lock: true });
  const today = localDate(details.at, await timeZoneOf(tx, organizationId));
  if (!isOpen(row.status)) throw cannotMove(invoiceStated(row.invoiceNumber, statusOf(row, today)), 'credited', 'only a sent invoice takes credits');
  const applied = roundTo(amount, row.pricePrecision);
  if (!applied.gt(0)) throw invalid(details.field, 'must be more than 0');
  if (applied.gt(row.balance))
    throw invalid(details.field, `${applied.toFixed()} is more than the balance ${dec(row.balance).toFixed()} of the invoice ${row.invoiceNumber}`);
  const creditsApplied = dec(row.creditsApplied).plus(applied).toFixed();
  const { balance, status } = await settle(tx, organizationId, invoiceId, { creditsApplied }, details.at, today);
  await recordHistory(
    tx,
    organizationId,
    invoiceId,
    details.actor ?? PLATFORM,
    'credits_applied',
    `Credits of ${row.currencyCode} ${applied.toFixed(row.pricePrecision)} applied from ${details.source}; balance ${row.currencyCode} ${dec(balance).toFixed(row.pricePrecision)}.`,
    details.at,
  );
  return { invoiceId, invoiceNumber: row.invoiceNumber, amount: applied.toFixed(), creditsApplied, balance, status };
}

/** Takes back `amount` of credits applied to an invoice (an application removed), in the caller's transaction. */
export async function removeCredit(
  tx: Tx,
  organizationId: string,
  invoiceId: string,
  amount: DecimalInput,
  details: { source: string; actor?: Actor; at: Date },
): Promise<AppliedCredit> {
  const row = await findInvoice(tx, organizationId, invoiceId, { lock: true });
  const today = localDate(details.at, await timeZoneOf(tx, organizationId));
  const removed = dec(amount);
  const creditsApplied = dec(row.creditsApplied).minus(removed).toFixed();
  const { balance, status } = await settle(tx, organizationId, invoiceId, { creditsApplied }, details.at, today);
  await recordHistory(
    tx,
    organizationId,
    invoiceId,
    details.actor ?? PLATFORM,
    'credits_removed',
    `Credits of ${row.currencyCode} ${removed.toFixed(row.pricePrecision)} from ${details.source} removed; balance ${row.currencyCode} ${dec(balance).toFixed(row.pricePrecision)}.`,
    details.at,
  );
  return { invoiceId, invoiceNumber: row.invoiceNumber, amount: removed.toFixed(), creditsApplied, balance, status };
}

/**
 * Payments applied to an invoice, oldest first, each with whether its payment paid this
 * invoice only: three statements whatever their number.
 */
export async function paymentsOf(scope: Scope, invoiceId: string): Promise<InvoicePayment[]> {
  const { db } = scope;
  const organizationId = scope.org.id;
  const row = await findInvoice(db, organizationId, invoiceId);
  const rows = await db
    .select()
    .from(invoicePayments)
    .where(inOrg(invoicePayments, organizationId, eq(invoicePayments.invoiceId, row.id)))
    .orderBy(asc(invoicePayments.date), asc(invoicePayments.id));
  const paymentIds = [...new Set(rows.map((r) => r.paymentId).filter((p): p is string => p !== null))];
  const spread = paymentIds.length
    ? await db
        .select({ paymentId: invoicePayments.paymentId, invoices: countDistinct(invoicePayments.invoiceId) })
        .from(invoicePayments)
        .where(inOrg(invoicePayments, organizationId, anyId(invoicePayments.paymentId, paymentIds)))
        .groupBy(invoicePayments.paymentId)
    : [];
  const invoicesPaid = new Map(spread.map((s) => [s.paymentId, Number(s.invoices)]));
  return rows.map((r) => ({
    invoicePaymentId: r.id,
    paymentId: r.paymentId,
    invoiceId: r.invoiceId,
    amount: r.amount,
    date: r.date,
    paymentMode: r.paymentMode,
    referenceNumber: r.referenceNumber,
    description: r.description,
    exchangeRate: r.exchangeRate ?? row.exchangeRate,
    isSingleInvoicePayment: r.paymentId === null || (invoicesPaid.get(r.paymentId) ?? 1) === 1,
    onlineTransactionId: r.onlineTransactionId,
  }));
}

/**
 * One application on an invoice of the organization (GET /invoices/{id}/payments' `payment_id`
 * there is the application's id): which payment made it, and what it applied. Undefined when absent.
 */
export async function invoicePaymentOf(
  db: Executor,
  organizationId: string,
  invoiceId: string,
  invoicePaymentId: string,
): Promise<{ paymentId: string | null; amount: string; paymentMode: string | null; invoiceNumber: string } | undefined> {
  if (!isId(invoiceId) || !isId(invoicePaymentId)) return undefined;
  const [row] = await db
    .select({
      paymentId: invoicePayments.paymentId,
      amount: invoicePayments.amount,
      paymentMode: invoicePayments.paymentMode,
      invoiceNumber: invoices.invoiceNumber,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(inOrg(invoicePayments, organizationId, and(eq(invoicePayments.id, invoicePaymentId), eq(invoicePayments.invoiceId, invoiceId))));
  return row;
}

/** What another module needs to know of an invoice it settles. */
export interface InvoiceSummary {
  invoiceId: string;
  invoiceNumber: string;
  customerId: string;
  currencyId: string;
  currencyCode: string;
  exchangeRate: string;
  pricePrecision: number;
  date: string;
  dueDate: string | null;
  total: string;
  balance: string;
  status: InvoiceState;
}

/**
 * Invoices of the organization by id, in one statement; ids of another organization are
 * absent. `lock` holds them (in id order, so concurrent payers queue instead of deadlocking)
 * until the caller's transaction ends.
 */
export async function invoiceSummaries(
  db: Executor,
  organizationId: string,
  invoiceIds: readonly string[],
  options: { lock?: boolean } = {},
): Promise<Map<string, InvoiceSummary>> {
  const ids = [...new Set(invoiceIds)].sort();
  if (!ids.length) return new Map();
  const rows = await selectInvoices(db, organizationId, { where: anyId(invoices.id, ids), orderBy: [asc(invoices.id)], lock: options.lock });
  return new Map(
    rows.map((r) => [
      r.id,
      {
        invoiceId: r.id,
        invoiceNumber: r.invoiceNumber,
        customerId: r.customerId,
        currencyId: r.currencyId,
        currencyCode: r.currencyCode,
        exchangeRate: r.exchangeRate,
        pricePrecision: r.pricePrecision,
        date: r.date,
        dueDate: r.dueDate,
        total: r.total,
        balance: r.balance,
        status: r.status as InvoiceState,
      },
    ]),
  );
}
