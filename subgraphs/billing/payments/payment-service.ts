import { queueWebhookEvent } from '../../core/webhooks/webhook-events.ts';
/**
 * Customer payments (subscription billing). A payment, what it applies to invoices (through
 * accounting's api.ts, which moves each invoice's payment_made, balance and state) and its
 * ledger entries are written in one transaction; invoices are locked in id order first, so
 * concurrent payers of one invoice queue and the second sees the first one's balance.
 */
import type { Tx } from '../../../drizzle/client.ts';
import { type InvoiceSummary, applyPayment, invoicePaymentOf, invoiceSummaries, removePayment, requireContact } from '../../accounting/api.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { findAccounts, requireAccount, systemAccountId } from '../../core/books/chart-store.ts';
import { baseCurrency } from '../../core/books/currencies.ts';
import { locationsById } from '../../core/books/locations.ts';
import { type Posting, type PostingLine, currentEntries, postMany, reverse } from '../../core/books/ledger.ts';
import { KontorError, cannotMove, invalid, notFound } from '../../core/values/errors.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';

import { fromEnum, toEnum } from '../../core/values/enums.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { type Decimal, dec, roundTo, sum } from '../../core/values/money.ts';
import { patch } from '../../core/values/patch.ts';
import type {
  BillingPaymentMode,
  BillingPaymentStatus,
  CreatePaymentInput,
  CreatePaymentRefundInput,
  Payment,
  PaymentRefund,
  UpdatePaymentInput,
  UpdatePaymentRefundInput,
} from '../generated/graphql.ts';
import { DEPOSIT_ACCOUNTS, type PaymentFields, TAX_ACCOUNTS, balanceWith, customFieldsOf, line, positive, rowValues } from './payment-rules.ts';
import {
  type PaymentListArgs,
  type PaymentRow,
  applicationsOf,
  applicationsToInvoices,
  deleteApplications,
  deletePaymentRow,
  deleteRefundRow,
  findPayments,
  findRefund,
  insertApplications,
  insertPayment,
  insertRefund,
  lockPayment,
  nextPaymentNumber,
  pricePrecisionOf,
  refundedOf,
  selectPayments,
  selectRefunds,
  updatePaymentRow,
  updateRefundRow,
} from './payment-store.ts';
import { paymentReads, paymentViews, refundViews } from './payment-views.ts';

type Merged = Omit<CreatePaymentInput, 'customerId' | 'paymentMode' | 'amount'> & { customerId: string; paymentMode: BillingPaymentMode; amount: string };

/** The index that keeps payment numbers unique turned into the error a client acts on, also for a concurrent writer. */
function refusingDuplicates<T>(number: () => string | null | undefined, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    payments_org_number: () =>
      new KontorError('DUPLICATE', `The payment number "${number()}" is already used by another payment of the organization.`, {
        field: ['input', 'paymentNumber'],
      }),
  });
}

/** A payment number given by hand, trimmed; blank is refused by name. */
function givenNumber(number: string | null | undefined): string | undefined {
  if (number == null) return undefined;
  const trimmed = number.trim();
  if (!trimmed) throw invalid(['input', 'paymentNumber'], 'must not be blank');
  return trimmed;
}

/** The fields an update lays over the stored payment; a null leaves the required ones as they are. */
const PATCHED = [
  'customerId',
  'amount',
  'date',
  'referenceNumber',
  'description',
  'exchangeRate',
  'bankCharges',
  'taxAccountId',
  'accountId',
  'locationId',
  'autotransaction',
] as const satisfies readonly (keyof PaymentRow)[];
const REQUIRED = ['customerId', 'amount', 'date', 'exchangeRate', 'bankCharges', 'accountId'] as const satisfies readonly (keyof PaymentRow)[];

/** Checks a payment's input against the organization's data, locking what it names. */
async function checkPayment(tx: Tx, scope: Scope, input: Merged, today: string, current?: { refunded: Decimal }): Promise<PaymentFields> {
  const { org } = scope;
  const amount = positive(input.amount, ['input', 'amount']);
  const exchangeRate = input.exchangeRate == null ? dec(1) : positive(input.exchangeRate, ['input', 'exchangeRate']);
  const bankCharges = dec(input.bankCharges ?? 0);
  if (!bankCharges.isFinite() || bankCharges.lt(0)) throw invalid(['input', 'bankCharges'], 'must not be negative');
  if (bankCharges.gte(amount)) throw invalid(['input', 'bankCharges'], `must be less than the amount ${amount.toFixed()}`);
  const paymentMode = fromEnum(input.paymentMode);
  if (input.autotransaction && paymentMode !== 'autotransaction') throw invalid(['input', 'autotransaction'], 'is only for payment_mode autotransaction');

  const customer = await requireContact(tx, org.id, input.customerId, ['input', 'customerId'], { contactType: 'customer', allowInactive: true });
  const base = await baseCurrency(tx, org.id);
  if (customer.currencyId === base.id && !exchangeRate.equals(1))
    throw invalid(['input', 'exchangeRate'], `must be 1: the customer pays in the base currency ${base.currencyCode}`);
  const places = (await pricePrecisionOf(tx, customer.currencyId)) ?? 2;
  if (!roundTo(amount, places).equals(amount)) throw invalid(['input', 'amount'], `must have at most ${places} decimal places`);

  const accountId = input.accountId ?? (await systemAccountId(tx, org.id, 'undeposited_funds'));
  await requireAccount(tx, org.id, accountId, ['input', 'accountId'], DEPOSIT_ACCOUNTS);
  if (input.taxAccountId) await requireAccount(tx, org.id, input.taxAccountId, ['input', 'taxAccountId'], TAX_ACCOUNTS);
  if (input.locationId && !(await locationsById(tx, org.id, [input.locationId])).has(input.locationId))
    throw invalid(['input', 'locationId'], 'is not a location of the organization');

  const status = input.status ? (fromEnum(input.status) as 'success' | 'failure') : 'success';
  const given = input.invoices ?? [];
  const ids = given.map((g) => g.invoiceId);
  given.forEach((g, i) => {
    if (!isId(g.invoiceId)) throw invalid(['input', 'invoices', i, 'invoiceId'], 'is not an invoice of the organization');
    if (ids.indexOf(g.invoiceId) !== i) throw invalid(['input', 'invoices', i, 'invoiceId'], 'names an invoice already listed');
  });
  // A failed payment applies nothing (README): the invoices it was meant for keep their balance.
  const summaries = status === 'success' ? await invoiceSummaries(tx, org.id, ids, { lock: true }) : new Map<string, InvoiceSummary>();
  const applications =
    status === 'success'
      ? given.map((g, i) => {
          const field = ['input', 'invoices', i];
          const invoice = summaries.get(g.invoiceId);
          if (!invoice) throw invalid([...field, 'invoiceId'], 'is not an invoice of the organization');
          if (invoice.customerId !== customer.id) throw invalid([...field, 'invoiceId'], `invoice ${invoice.invoiceNumber} is not ${customer.contactName}'s`);
          if (invoice.currencyId !== customer.currencyId)
            throw invalid([...field, 'invoiceId'], `invoice ${invoice.invoiceNumber} is in ${invoice.currencyCode}, not the payment's currency`);
          if (invoice.status === 'draft' || invoice.status === 'void') {
            throw cannotMove({ kind: 'invoice', name: invoice.invoiceNumber, state: invoice.status }, 'paid', 'only a sent invoice takes payments', {
              field: [...field, 'invoiceId'],
            });
          }
          const applied = positive(g.amountApplied, [...field, 'amountApplied']);
          if (!roundTo(applied, invoice.pricePrecision).equals(applied))
            throw invalid([...field, 'amountApplied'], `must have at most ${invoice.pricePrecision} decimal places`);
          if (applied.gt(invoice.balance))
            throw invalid(
              [...field, 'amountApplied'],
              `${applied.toFixed()} is more than the balance ${dec(invoice.balance).toFixed()} of invoice ${invoice.invoiceNumber}`,
            );
          return { invoice, amount: applied };
        })
      : [];
  const applied = sum(applications.map((a) => a.amount));
  if (applied.gt(amount)) throw invalid(['input', 'invoices'], `the amounts applied (${applied.toFixed()}) exceed the payment's amount ${amount.toFixed()}`);
  if (current && applied.plus(current.refunded).gt(amount)) {
    throw invalid(
      ['input', 'amount'],
      `${amount.toFixed()} is less than what is applied (${applied.toFixed()}) plus what was refunded (${current.refunded.toFixed()})`,
    );
  }
  return {
    customerId: customer.id,
    customerName: customer.contactName,
    currencyId: customer.currencyId,
    paymentMode,
    status,
    amount,
    bankCharges,
    exchangeRate,
    date: input.date ?? today,
    referenceNumber: input.referenceNumber ?? null,
    description: input.description ?? null,
    accountId,
    taxAccountId: input.taxAccountId ?? null,
    locationId: input.locationId ?? null,
    autotransaction: input.autotransaction ?? null,
    customFields: customFieldsOf(input.customFields ?? []),
    applications,
  };
}

/**
 * The payment's entries. Both bases: the deposit (and bank charges) against the receivable of
 * each invoice at the invoice's rate, the unused rest as the customer's advance, and the
 * difference of rates as exchange gain or loss. Cash basis only: the income of each invoice
 * in proportion to what was paid of it, so a cash-basis report shows the sale when paid.
 */
async function postingsOf(tx: Tx, scope: Scope, paymentId: string, fields: PaymentFields): Promise<Posting[]> {
  const { org } = scope;
  if (fields.status !== 'success') return [];
  const base = await baseCurrency(tx, org.id);
  const places = base.pricePrecision;
  const system = await findAccounts(tx, org.id, { systemKeys: ['accounts_receivable', 'customer_advances', 'bank_charges', 'exchange_gain_loss', 'rounding'] });
  const [receivable, advances, charges, exchange, rounding] = [
    'accounts_receivable',
    'customer_advances',
    'bank_charges',
    'exchange_gain_loss',
    'rounding',
  ].map((key) => {
    const account = system.find((a) => a.systemKey === key);
    if (!account) throw new Error(`organization ${org.id} has no system account ${key}`);
    return account.id;
  });
  const applied = sum(fields.applications.map((a) => a.amount));
  const unused = fields.amount.minus(applied);
  const rate = fields.exchangeRate;
  const lines: PostingLine[] = [line(fields.accountId, fields.amount.minus(fields.bankCharges), fields.currencyId, rate, 'Deposit')];
  if (fields.bankCharges.gt(0)) lines.push(line(charges, fields.bankCharges, fields.currencyId, rate, 'Bank charges'));
  for (const a of fields.applications)
    lines.push(line(receivable, a.amount.negated(), a.invoice.currencyId, a.invoice.exchangeRate, `Payment for invoice ${a.invoice.invoiceNumber}`));
  if (unused.gt(0)) lines.push(line(advances, unused.negated(), fields.currencyId, rate, 'Customer credit'));
  const common = {
    organizationId: org.id,
    sourceType: 'payment',
    sourceId: paymentId,
    date: fields.date,
    referenceNumber: fields.referenceNumber,
    notes: fields.description,
  };
  const postings: Posting[] = [{ ...common, basis: 'both', lines: balanceWith(lines, exchange, base.id, places, 'Exchange gain or loss') }];

  const entries = await currentEntries(
    tx,
    org.id,
    fields.applications.map((a) => ({ sourceType: 'invoice', sourceId: a.invoice.invoiceId })),
  );
  const cash: PostingLine[] = [];
  for (const a of fields.applications) {
    const entry = entries.find((e) => e.sourceId === a.invoice.invoiceId && e.basis === 'accrual');
    if (!entry || dec(a.invoice.total).isZero()) continue;
    const share = a.amount.div(a.invoice.total);
    cash.push(line(receivable, a.amount, a.invoice.currencyId, a.invoice.exchangeRate, `Paid of invoice ${a.invoice.invoiceNumber}`));
    for (const l of entry.lines) {
      if (l.accountId === receivable) continue;
      const signed = dec(l.debit).minus(l.credit).times(share);
      const scaled = roundTo(signed, l.currencyId === a.invoice.currencyId ? a.invoice.pricePrecision : places);
      if (!scaled.isZero()) cash.push(line(l.accountId, scaled, l.currencyId, l.exchangeRate, l.description ?? 'Income'));
    }
  }
  if (cash.length) postings.push({ ...common, basis: 'cash', lines: balanceWith(cash, rounding, base.id, places, 'Cash-basis rounding') });
  return postings;
}

/** Applies a checked payment to its invoices and posts it; the payment row exists already. */
async function applyAndPost(tx: Tx, scope: Scope, paymentId: string, fields: PaymentFields): Promise<void> {
  const { org } = scope;
  for (const a of fields.applications) {
    await applyPayment(tx, org.id, a.invoice.invoiceId, a.amount, {
      paymentId,
      date: fields.date,
      paymentMode: fields.paymentMode,
      referenceNumber: fields.referenceNumber,
      description: fields.description,
      exchangeRate: fields.exchangeRate,
      onlineTransactionId: fields.autotransaction?.gatewayTransactionId ?? null,
      actor: scope.actor,
      at: scope.now,
    });
  }
  await insertApplications(
    tx,
    org.id,
    paymentId,
    fields.applications.map((a) => ({ invoiceId: a.invoice.invoiceId, amount: a.amount })),
    scope.now,
  );
  const postings = await postingsOf(tx, scope, paymentId, fields);
  if (postings.length) await postMany(tx, org.id, postings);
}

/** Takes back what a payment applied and posted (before a change or a delete). */
async function undo(tx: Tx, scope: Scope, paymentId: string): Promise<void> {
  const { org } = scope;
  const applied = await applicationsOf(tx, org.id, [paymentId], true);
  if (applied.length)
    await invoiceSummaries(
      tx,
      org.id,
      applied.map((a) => a.invoiceId),
      { lock: true },
    );
  for (const a of applied) await removePayment(tx, org.id, a.invoiceId, paymentId, { actor: scope.actor, at: scope.now });
  await deleteApplications(tx, org.id, paymentId);
  await reverse(tx, { organizationId: org.id, sourceType: 'payment', sourceId: paymentId });
}

export async function createPayment(scope: Scope, input: CreatePaymentInput): Promise<Payment> {
  let paymentNumber: string | undefined;
  const id = await refusingDuplicates(
    () => paymentNumber,
    () =>
      scope.db.transaction(async (tx) => {
        const fields = await checkPayment(tx, scope, input, scope.today);
        paymentNumber = givenNumber(input.paymentNumber) ?? (await nextPaymentNumber(tx, scope.org.id));
        const paymentId = newId();
        await insertPayment(tx, {
          id: paymentId,
          organizationId: scope.org.id,
          paymentNumber,
          ...rowValues(fields),
          createdAt: scope.now,
          updatedAt: scope.now,
        });
        await applyAndPost(tx, scope, paymentId, fields);
        await queueWebhookEvent(tx, {
          organizationId: scope.org.id,
          name: 'payment.received',
          id: paymentId,
          at: scope.now,
          data: { payment_number: paymentNumber, amount: fields.amount },
        });
        return paymentId;
      }),
  );
  return getPayment(scope, id);
}

/** Changes a payment: what it applied and posted is taken back, then done again as changed. */
export async function updatePayment(scope: Scope, paymentId: string, input: UpdatePaymentInput): Promise<Payment> {
  await refusingDuplicates(
    () => input.paymentNumber,
    () => scope.db.transaction((tx) => updatePaymentIn(tx, scope, paymentId, input)),
  );
  return getPayment(scope, paymentId);
}

/** updatePayment in the caller's transaction. */
async function updatePaymentIn(tx: Tx, scope: Scope, paymentId: string, input: UpdatePaymentInput): Promise<void> {
  const { org } = scope;
  {
    const row = await lockPayment(tx, org.id, paymentId);
    const refunded = await refundedOf(tx, org.id, paymentId);
    const current = await applicationsOf(tx, org.id, [paymentId]);
    if (refunded.gt(0) && input.customerId && input.customerId !== row.customerId)
      throw invalid(['input', 'customerId'], 'cannot change on a payment with refunds');
    if (refunded.gt(0) && input.status === 'FAILURE') throw invalid(['input', 'status'], 'a payment with refunds cannot become failed');
    if (refunded.gt(0) && input.exchangeRate != null && !dec(input.exchangeRate).equals(row.exchangeRate))
      throw invalid(['input', 'exchangeRate'], 'cannot change on a payment with refunds');
    await undo(tx, scope, paymentId);
    const merged: Merged = {
      ...patch(row, input, PATCHED, REQUIRED),
      paymentMode: input.paymentMode ?? toEnum<BillingPaymentMode>(row.paymentMode),
      status: input.status ?? toEnum<BillingPaymentStatus>(row.status),
      invoices: input.invoices ?? current.map((a) => ({ invoiceId: a.invoiceId, amountApplied: a.amountApplied })),
      customFields: input.customFields ?? row.customFields,
    };
    const fields = await checkPayment(tx, scope, merged, row.date, { refunded });
    const paymentNumber = givenNumber(input.paymentNumber) ?? row.paymentNumber;
    await updatePaymentRow(tx, org.id, paymentId, { ...rowValues(fields), paymentNumber, updatedAt: scope.now });
    await applyAndPost(tx, scope, paymentId, fields);
  }
}

/**
 * Takes one payment's application off an invoice (DELETE /invoices/{id}/payments/{invoice_payment_id}):
 * the payment is changed to apply to its other invoices only, so the amount stays on it as the
 * customer's credit, usable on a later invoice (README "Customer payments").
 */
export async function deleteInvoicePayment(scope: Scope, invoiceId: string, invoicePaymentId: string): Promise<string> {
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    const applied = await invoicePaymentOf(tx, org.id, invoiceId, invoicePaymentId);
    if (!applied) throw notFound('The payment of the invoice');
    const [row] = applied.paymentId ? await findPayments(tx, org.id, [applied.paymentId]) : [];
    if (!row) {
      throw new KontorError(
        'INVALID_STATE',
        `The payment of ${applied.amount} on invoice ${applied.invoiceNumber} is not a customer payment (${applied.paymentMode ?? 'applied by another document'}): take it back where it was applied.`,
      );
    }
    const current = await applicationsOf(tx, org.id, [row.id]);
    await updatePaymentIn(tx, scope, row.id, {
      invoices: current.filter((a) => a.invoiceId !== invoiceId).map((a) => ({ invoiceId: a.invoiceId, amountApplied: a.amountApplied })),
    });
    return row.id;
  });
}

/** Deletes a payment without refunds; its applications and postings are reversed. */
export async function deletePayment(scope: Scope, paymentId: string): Promise<string> {
  await scope.db.transaction((tx) => deletePaymentIn(tx, scope, paymentId));
  return paymentId;
}

async function deletePaymentIn(tx: Tx, scope: Scope, paymentId: string): Promise<void> {
  const { org } = scope;
  const row = await lockPayment(tx, org.id, paymentId);
  if ((await refundedOf(tx, org.id, paymentId)).gt(0)) {
    throw new KontorError('IN_USE', `The payment ${row.paymentNumber} of ${row.customerName} has refunds and cannot be deleted.`);
  }
  await undo(tx, scope, paymentId);
  await deletePaymentRow(tx, org.id, paymentId);
}

/** Deletes several payments in one transaction: all of them, or none when one cannot go (named in the error). */
export async function deletePayments(scope: Scope, paymentIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(paymentIds.map((id) => id.trim()).filter(Boolean))];
  if (!ids.length) throw invalid(['paymentIds'], 'must name at least one payment');
  // In id order, as invoices are locked: two bulk deletes queue instead of deadlocking.
  const ordered = [...ids].sort();
  await scope.db.transaction(async (tx) => {
    for (const id of ordered) await deletePaymentIn(tx, scope, id);
  });
  return ids;
}

/** Refunds part of what a payment left unused: the customer's advance goes back out of an account. */
export async function createRefund(scope: Scope, paymentId: string, input: CreatePaymentRefundInput): Promise<PaymentRefund> {
  const { org } = scope;
  const refundId = await scope.db.transaction(async (tx) => {
    const row = await lockPayment(tx, org.id, paymentId);
    if (row.status !== 'success')
      throw cannotMove({ kind: 'payment', name: `of ${row.customerName}`, state: 'failed' }, 'refunded', 'there is nothing to refund');
    const amount = positive(input.amount, ['input', 'amount']);
    const applied = await applicationsOf(tx, org.id, [paymentId]);
    const unused = dec(row.amount)
      .minus(sum(applied.map((a) => a.amountApplied)))
      .minus(await refundedOf(tx, org.id, paymentId));
    if (amount.gt(unused)) throw invalid(['input', 'amount'], `${amount.toFixed()} is more than the payment's unused amount ${unused.toFixed()}`);
    const fromAccountId = input.fromAccountId ?? row.accountId;
    await requireAccount(tx, org.id, fromAccountId, ['input', 'fromAccountId'], DEPOSIT_ACCOUNTS);
    const date = input.date ?? scope.today;
    if (date < row.date) throw invalid(['input', 'date'], `must not be before the payment's date ${row.date}`);
    const id = newId();
    const refund = { id, amount, date, fromAccountId, referenceNumber: input.referenceNumber ?? null, description: input.description ?? null };
    await insertRefund(tx, {
      id,
      organizationId: org.id,
      paymentId,
      amount: amount.toFixed(),
      date,
      refundMode: input.refundMode ?? null,
      referenceNumber: input.referenceNumber ?? null,
      description: input.description ?? null,
      fromAccountId,
      createdAt: scope.now,
    });
    await postRefund(tx, scope, row, refund);
    return id;
  });
  return getRefund(scope, paymentId, refundId);
}

/** A refund's entry: the customer's advance goes back out of the account, at the payment's rate. */
async function postRefund(
  tx: Tx,
  scope: Scope,
  payment: PaymentRow,
  refund: { id: string; amount: Decimal; date: string; fromAccountId: string; referenceNumber: string | null; description: string | null },
): Promise<void> {
  const { org } = scope;
  const advances = await systemAccountId(tx, org.id, 'customer_advances');
  await postMany(tx, org.id, [
    {
      organizationId: org.id,
      sourceType: 'payment_refund',
      sourceId: refund.id,
      date: refund.date,
      referenceNumber: refund.referenceNumber,
      notes: refund.description,
      lines: [
        line(advances, refund.amount, payment.currencyId, payment.exchangeRate, 'Customer credit refunded'),
        line(refund.fromAccountId, refund.amount.negated(), payment.currencyId, payment.exchangeRate, 'Refund'),
      ],
    },
  ]);
}

/** Changes a refund: checked against the payment's unused amount with this refund given back; its entry is reversed and posted again. */
export async function updateRefund(scope: Scope, paymentId: string, refundId: string, input: UpdatePaymentRefundInput): Promise<PaymentRefund> {
  const { org } = scope;
  await scope.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, org.id, paymentId);
    const row = await findRefund(tx, org.id, paymentId, refundId, true);
    const amount = input.amount == null ? dec(row.amount) : positive(input.amount, ['input', 'amount']);
    const applied = await applicationsOf(tx, org.id, [paymentId]);
    const unused = dec(payment.amount)
      .minus(sum(applied.map((a) => a.amountApplied)))
      .minus(await refundedOf(tx, org.id, paymentId))
      .plus(row.amount);
    if (amount.gt(unused)) throw invalid(['input', 'amount'], `${amount.toFixed()} is more than the payment's unused amount ${unused.toFixed()}`);
    const fromAccountId = input.fromAccountId ?? row.fromAccountId;
    await requireAccount(tx, org.id, fromAccountId, ['input', 'fromAccountId'], DEPOSIT_ACCOUNTS);
    const date = input.date ?? row.date;
    if (date < payment.date) throw invalid(['input', 'date'], `must not be before the payment's date ${payment.date}`);
    const changed = {
      amount: amount.toFixed(),
      date,
      fromAccountId,
      refundMode: input.refundMode === undefined ? row.refundMode : input.refundMode,
      referenceNumber: input.referenceNumber === undefined ? row.referenceNumber : input.referenceNumber,
      description: input.description === undefined ? row.description : input.description,
    };
    await updateRefundRow(tx, org.id, refundId, changed);
    await reverse(tx, { organizationId: org.id, sourceType: 'payment_refund', sourceId: refundId });
    await postRefund(tx, scope, payment, { ...changed, id: refundId, amount });
  });
  return getRefund(scope, paymentId, refundId);
}

/** Deletes a refund: its entry is reversed, the amount is the customer's credit again. */
export async function deleteRefund(scope: Scope, paymentId: string, refundId: string): Promise<string> {
  const { org } = scope;
  await scope.db.transaction(async (tx) => {
    await lockPayment(tx, org.id, paymentId);
    await findRefund(tx, org.id, paymentId, refundId, true);
    await reverse(tx, { organizationId: org.id, sourceType: 'payment_refund', sourceId: refundId });
    await deleteRefundRow(tx, org.id, refundId);
  });
  return refundId;
}

export async function getRefund(scope: Scope, paymentId: string, refundId: string): Promise<PaymentRefund> {
  const [view] = await refundViews(scope, [await findRefund(scope.db, scope.org.id, paymentId, refundId)]);
  return view;
}

/** A page of a payment's refunds: the same statements whatever the page size. */
export async function listRefunds(scope: Scope, paymentId: string, page: Page) {
  const [payment] = await findPayments(scope.db, scope.org.id, [paymentId]);
  if (!payment) throw notFound('The payment');
  const rows = await selectRefunds(scope.db, scope.org.id, payment.id, page);
  return listPage(rows, page, { sortColumn: 'date', sortOrder: 'A' as const, appliedFilter: null }, (nodes) => refundViews(scope, nodes));
}

export async function getPayment(scope: Scope, paymentId: string): Promise<Payment> {
  const [row] = await findPayments(scope.db, scope.org.id, [paymentId]);
  if (!row) throw notFound('The payment');
  const [view] = await paymentViews(scope, [row]);
  return view;
}

/** A page of payments reading only the columns and child rows the selection of its entries (selectedFields) needs; as many statements whatever the page size. */
export async function listPayments(scope: Scope, page: Page, args: PaymentListArgs, selected?: ReadonlySet<string>) {
  const { rows, context } = await selectPayments(scope.db, scope.org.id, page, args, paymentReads(selected));
  return listPage(rows, page, context, (nodes) => paymentViews(scope, nodes, selected));
}

/** Payments applied to each invoice, oldest first, in a constant number of statements. */
export async function paymentsOfInvoices(scope: Scope, invoiceIds: readonly string[]): Promise<Map<string, Payment[]>> {
  const byInvoice = new Map<string, Payment[]>(invoiceIds.map((id) => [id, []]));
  const applied = await applicationsToInvoices(scope.db, scope.org.id, invoiceIds);
  if (!applied.length) return byInvoice;
  const rows = await findPayments(
    scope.db,
    scope.org.id,
    applied.map((a) => a.paymentId),
  );
  const views = new Map((await paymentViews(scope, rows)).map((v) => [v.paymentId, v]));
  for (const row of rows) {
    for (const a of applied) if (a.paymentId === row.id) byInvoice.get(a.invoiceId)?.push(views.get(row.id)!);
  }
  return byInvoice;
}
