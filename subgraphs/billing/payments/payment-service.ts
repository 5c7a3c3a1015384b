/**
 * Customer payments (subscription billing). A payment, what it applies to invoices (through
 * accounting's api.ts, which moves each invoice's payment_made, balance and state) and its
 * ledger entries are written in one transaction; invoices are locked in id order first, so
 * concurrent payers of one invoice queue and the second sees the first one's balance.
 */
import { type SQL, and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor, Tx } from '../../../drizzle/client.ts';
import { type PaymentCustomFieldRecord, paymentApplications, paymentRefunds, payments } from '../../../drizzle/tables/billing/payments.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { type InvoiceSummary, applyPayment, findContacts, invoiceSummaries, removePayment, requireContact } from '../../accounting/api.ts';
import { type AccountRule, findAccounts, requireAccount, systemAccountId } from '../../core/books/chart-store.ts';
import type { Clock } from '../../core/values/clock.ts';
import { baseCurrency } from '../../core/books/currencies.ts';
import { fromEnum, toEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/request/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { type PostingLine, type Posting, currentEntries, postMany, reverse } from '../../core/books/ledger.ts';
import { type Decimal, dec, roundTo, sum } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { inOrg, searchOf, window } from '../../core/request/scoped.ts';
import { type OrganizationRow, findUser } from '../../core/request/tenancy.ts';
import { formatTimestamp, localDate } from '../../core/values/time.ts';
import type {
  BillingPaymentFilter,
  BillingPaymentMode,
  BillingPaymentSortColumn,
  BillingPaymentStatus,
  CreatePaymentInput,
  CreatePaymentRefundInput,
  Payment,
  PaymentCustomFieldInput,
  PaymentRefund,
  SortOrder,
  UpdatePaymentInput,
} from '../generated/graphql.ts';

export type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;

/** Who records a payment, as the invoices' history names them. */
export interface Recorder {
  userId: string;
  clock: Clock;
}

/** Accounts money of a payment may be deposited to (and refunded from). */
const DEPOSIT_ACCOUNTS: AccountRule = { types: ['bank', 'cash', 'payment_clearing', 'other_current_asset'], typesText: 'a bank, cash, payment clearing or other current asset account' };
/** Accounts for tax the customer deducted. */
const TAX_ACCOUNTS: AccountRule = { types: ['input_tax', 'other_current_asset', 'other_asset'], typesText: 'a tax or other current asset account' };

const MAX_CUSTOM_FIELDS = 10;

/** Everything a payment is made of once its input is checked. */
interface PaymentFields {
  customerId: string;
  customerName: string;
  currencyId: string;
  paymentMode: string;
  status: 'success' | 'failure';
  amount: Decimal;
  bankCharges: Decimal;
  exchangeRate: Decimal;
  date: string;
  referenceNumber: string | null;
  description: string | null;
  accountId: string;
  taxAccountId: string | null;
  autotransaction: PaymentRow['autotransaction'];
  customFields: PaymentCustomFieldRecord[];
  applications: { invoice: InvoiceSummary; amount: Decimal }[];
}

type Merged = Omit<CreatePaymentInput, 'customerId' | 'paymentMode' | 'amount'> & { customerId: string; paymentMode: BillingPaymentMode; amount: string };

function positive(value: string, field: (string | number)[]): Decimal {
  const d = dec(value);
  if (!d.isFinite() || !d.gt(0)) throw invalid(field, 'must be more than 0');
  return d;
}

function customFieldsOf(given: readonly PaymentCustomFieldInput[]): PaymentCustomFieldRecord[] {
  if (given.length > MAX_CUSTOM_FIELDS) throw invalid(['input', 'customFields'], `takes at most ${MAX_CUSTOM_FIELDS} fields`);
  const seen = new Set<number>();
  return given.map((f, i) => {
    const index = f.index ?? i + 1;
    if (index < 1 || index > MAX_CUSTOM_FIELDS) throw invalid(['input', 'customFields', i, 'index'], `must be between 1 and ${MAX_CUSTOM_FIELDS}`);
    if (seen.has(index)) throw invalid(['input', 'customFields', i, 'index'], `${index} is given twice`);
    seen.add(index);
    return { index, label: f.label ?? null, value: f.value ?? null, dataType: f.dataType ?? null };
  });
}

/** Checks a payment's input against the organization's data, locking what it names. */
async function checkPayment(tx: Tx, org: OrganizationRow, input: Merged, today: string, current?: { refunded: Decimal }): Promise<PaymentFields> {
  const amount = positive(input.amount, ['input', 'amount']);
  const exchangeRate = input.exchangeRate == null ? dec(1) : positive(input.exchangeRate, ['input', 'exchangeRate']);
  const bankCharges = dec(input.bankCharges ?? 0);
  if (!bankCharges.isFinite() || bankCharges.lt(0)) throw invalid(['input', 'bankCharges'], 'must not be negative');
  if (bankCharges.gte(amount)) throw invalid(['input', 'bankCharges'], `must be less than the amount ${amount.toFixed()}`);
  const paymentMode = fromEnum(input.paymentMode);
  if (input.autotransaction && paymentMode !== 'autotransaction') throw invalid(['input', 'autotransaction'], 'is only for payment_mode autotransaction');

  const customer = await requireContact(tx, org.id, input.customerId, ['input', 'customerId'], { contactType: 'customer', allowInactive: true });
  const base = await baseCurrency(tx, org.id);
  if (customer.currencyId === base.id && !exchangeRate.equals(1)) throw invalid(['input', 'exchangeRate'], `must be 1: the customer pays in the base currency ${base.currencyCode}`);
  const [precision] = await tx.select({ pricePrecision: currencies.pricePrecision }).from(currencies).where(eq(currencies.id, customer.currencyId));
  const places = precision?.pricePrecision ?? 2;
  if (!roundTo(amount, places).equals(amount)) throw invalid(['input', 'amount'], `must have at most ${places} decimal places`);

  const accountId = input.accountId ?? (await systemAccountId(tx, org.id, 'undeposited_funds'));
  await requireAccount(tx, org.id, accountId, ['input', 'accountId'], DEPOSIT_ACCOUNTS);
  if (input.taxAccountId) await requireAccount(tx, org.id, input.taxAccountId, ['input', 'taxAccountId'], TAX_ACCOUNTS);

  const status = input.status ? (fromEnum(input.status) as 'success' | 'failure') : 'success';
  const given = input.invoices ?? [];
  const ids = given.map((g) => g.invoiceId);
  given.forEach((g, i) => {
    if (!isId(g.invoiceId)) throw invalid(['input', 'invoices', i, 'invoiceId'], 'is not an invoice of the organization');
    if (ids.indexOf(g.invoiceId) !== i) throw invalid(['input', 'invoices', i, 'invoiceId'], 'names an invoice already listed');
  });
  // A failed payment applies nothing (README): the invoices it was meant for keep their balance.
  const summaries = status === 'success' ? await invoiceSummaries(tx, org.id, ids, { lock: true }) : new Map<string, InvoiceSummary>();
  const applications = status === 'success'
    ? given.map((g, i) => {
        const field = ['input', 'invoices', i];
        const invoice = summaries.get(g.invoiceId);
        if (!invoice) throw invalid([...field, 'invoiceId'], 'is not an invoice of the organization');
        if (invoice.customerId !== customer.id) throw invalid([...field, 'invoiceId'], `invoice ${invoice.invoiceNumber} is not ${customer.contactName}'s`);
        if (invoice.currencyId !== customer.currencyId) throw invalid([...field, 'invoiceId'], `invoice ${invoice.invoiceNumber} is in ${invoice.currencyCode}, not the payment's currency`);
        if (invoice.status === 'draft' || invoice.status === 'void') {
          throw new KontorError('INVALID_STATE', `Invoice ${invoice.invoiceNumber} is ${invoice.status}: only a sent invoice takes payments.`, { field: [...field, 'invoiceId'] });
        }
        const applied = positive(g.amountApplied, [...field, 'amountApplied']);
        if (!roundTo(applied, invoice.pricePrecision).equals(applied)) throw invalid([...field, 'amountApplied'], `must have at most ${invoice.pricePrecision} decimal places`);
        if (applied.gt(invoice.balance)) throw invalid([...field, 'amountApplied'], `${applied.toFixed()} is more than the balance ${dec(invoice.balance).toFixed()} of invoice ${invoice.invoiceNumber}`);
        return { invoice, amount: applied };
      })
    : [];
  const applied = sum(applications.map((a) => a.amount));
  if (applied.gt(amount)) throw invalid(['input', 'invoices'], `the amounts applied (${applied.toFixed()}) exceed the payment's amount ${amount.toFixed()}`);
  if (current && applied.plus(current.refunded).gt(amount)) {
    throw invalid(['input', 'amount'], `${amount.toFixed()} is less than what is applied (${applied.toFixed()}) plus what was refunded (${current.refunded.toFixed()})`);
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
    autotransaction: input.autotransaction ?? null,
    customFields: customFieldsOf(input.customFields ?? []),
    applications,
  };
}

function line(accountId: string, amount: Decimal, currencyId: string, exchangeRate: Decimal | string, description: string): PostingLine {
  const rate = dec(exchangeRate).toFixed();
  return amount.lt(0)
    ? { accountId, credit: amount.negated().toFixed(), currencyId, exchangeRate: rate, description }
    : { accountId, debit: amount.toFixed(), currencyId, exchangeRate: rate, description };
}

/** What the ledger rounds each line to in the base currency. */
function bcyOf(l: PostingLine, places: number): Decimal {
  return roundTo(dec(l.debit ?? 0).times(l.exchangeRate), places).minus(roundTo(dec(l.credit ?? 0).times(l.exchangeRate), places));
}

/** The base-currency difference of the lines posted to `accountId` so the entry balances. */
function balanceWith(lines: PostingLine[], accountId: string, baseCurrencyId: string, places: number, description: string): PostingLine[] {
  const left = sum(lines.map((l) => bcyOf(l, places)));
  return left.isZero() ? lines : [...lines, line(accountId, left.negated(), baseCurrencyId, '1', description)];
}

/**
 * The payment's entries. Both bases: the deposit (and bank charges) against the receivable of
 * each invoice at the invoice's rate, the unused rest as the customer's advance, and the
 * difference of rates as exchange gain or loss. Cash basis only: the income of each invoice
 * in proportion to what was paid of it, so a cash-basis report shows the sale when paid.
 */
async function postingsOf(tx: Tx, org: OrganizationRow, paymentId: string, fields: PaymentFields): Promise<Posting[]> {
  if (fields.status !== 'success') return [];
  const base = await baseCurrency(tx, org.id);
  const places = base.pricePrecision;
  const system = await findAccounts(tx, org.id, { systemKeys: ['accounts_receivable', 'customer_advances', 'bank_charges', 'exchange_gain_loss', 'rounding'] });
  const [receivable, advances, charges, exchange, rounding] = ['accounts_receivable', 'customer_advances', 'bank_charges', 'exchange_gain_loss', 'rounding'].map((key) => {
    const account = system.find((a) => a.systemKey === key);
    if (!account) throw new Error(`organization ${org.id} has no system account ${key}`);
    return account.id;
  });
  const applied = sum(fields.applications.map((a) => a.amount));
  const unused = fields.amount.minus(applied);
  const rate = fields.exchangeRate;
  const lines: PostingLine[] = [line(fields.accountId, fields.amount.minus(fields.bankCharges), fields.currencyId, rate, 'Deposit')];
  if (fields.bankCharges.gt(0)) lines.push(line(charges, fields.bankCharges, fields.currencyId, rate, 'Bank charges'));
  for (const a of fields.applications) lines.push(line(receivable, a.amount.negated(), a.invoice.currencyId, a.invoice.exchangeRate, `Payment for invoice ${a.invoice.invoiceNumber}`));
  if (unused.gt(0)) lines.push(line(advances, unused.negated(), fields.currencyId, rate, 'Customer credit'));
  const common = { organizationId: org.id, sourceType: 'payment', sourceId: paymentId, date: fields.date, referenceNumber: fields.referenceNumber, notes: fields.description };
  const postings: Posting[] = [{ ...common, basis: 'both', lines: balanceWith(lines, exchange, base.id, places, 'Exchange gain or loss') }];

  const entries = await currentEntries(tx, org.id, fields.applications.map((a) => ({ sourceType: 'invoice', sourceId: a.invoice.invoiceId })));
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
async function applyAndPost(tx: Tx, org: OrganizationRow, paymentId: string, fields: PaymentFields, recorder: Recorder): Promise<void> {
  const user = await findUser(tx, recorder.userId);
  const actor = { userId: recorder.userId, name: user?.name || user?.email || 'Unknown user' };
  for (const a of fields.applications) {
    await applyPayment(tx, org.id, a.invoice.invoiceId, a.amount, {
      paymentId,
      date: fields.date,
      paymentMode: fields.paymentMode,
      referenceNumber: fields.referenceNumber,
      description: fields.description,
      actor,
      at: recorder.clock.now(),
    });
  }
  if (fields.applications.length) {
    await tx.insert(paymentApplications).values(fields.applications.map((a) => ({ id: newId(), organizationId: org.id, paymentId, invoiceId: a.invoice.invoiceId, amountApplied: a.amount.toFixed() })));
  }
  const postings = await postingsOf(tx, org, paymentId, fields);
  if (postings.length) await postMany(tx, org.id, postings);
}

/** Takes back what a payment applied and posted (before a change or a delete). */
async function undo(tx: Tx, org: OrganizationRow, paymentId: string, recorder: Recorder): Promise<void> {
  const applied = await tx.select().from(paymentApplications).where(inOrg(paymentApplications, org.id, eq(paymentApplications.paymentId, paymentId))).orderBy(asc(paymentApplications.invoiceId));
  if (applied.length) await invoiceSummaries(tx, org.id, applied.map((a) => a.invoiceId), { lock: true });
  const user = await findUser(tx, recorder.userId);
  const actor = { userId: recorder.userId, name: user?.name || user?.email || 'Unknown user' };
  for (const a of applied) await removePayment(tx, org.id, a.invoiceId, paymentId, { actor, at: recorder.clock.now() });
  await tx.delete(paymentApplications).where(inOrg(paymentApplications, org.id, eq(paymentApplications.paymentId, paymentId)));
  await reverse(tx, { organizationId: org.id, sourceType: 'payment', sourceId: paymentId });
}

function rowValues(fields: PaymentFields) {
  return {
    customerId: fields.customerId,
    customerName: fields.customerName,
    currencyId: fields.currencyId,
    paymentMode: fields.paymentMode,
    status: fields.status,
    amount: fields.amount.toFixed(),
    bankCharges: fields.bankCharges.toFixed(),
    exchangeRate: fields.exchangeRate.toFixed(),
    date: fields.date,
    referenceNumber: fields.referenceNumber,
    description: fields.description,
    accountId: fields.accountId,
    taxAccountId: fields.taxAccountId,
    autotransaction: fields.autotransaction,
    customFields: fields.customFields,
  };
}

export async function createPayment(db: Db, org: OrganizationRow, input: CreatePaymentInput, recorder: Recorder): Promise<Payment> {
  const id = await db.transaction(async (tx) => {
    const fields = await checkPayment(tx, org, input, localDate(recorder.clock.now(), org.timeZone));
    const paymentId = newId();
    await tx.insert(payments).values({ id: paymentId, organizationId: org.id, ...rowValues(fields) });
    await applyAndPost(tx, org, paymentId, fields, recorder);
    return paymentId;
  });
  return getPayment(db, org, id);
}

async function lockPayment(tx: Tx, organizationId: string, paymentId: string): Promise<PaymentRow> {
  if (!isId(paymentId)) throw notFound('The payment');
  const [row] = await tx.select().from(payments).where(inOrg(payments, organizationId, eq(payments.id, paymentId))).for('update');
  if (!row) throw notFound('The payment');
  return row;
}

async function refundedOf(db: Executor, organizationId: string, paymentId: string): Promise<Decimal> {
  const rows = await db.select({ amount: paymentRefunds.amount }).from(paymentRefunds).where(inOrg(paymentRefunds, organizationId, eq(paymentRefunds.paymentId, paymentId)));
  return sum(rows.map((r) => r.amount));
}

/** Changes a payment: what it applied and posted is taken back, then done again as changed. */
export async function updatePayment(db: Db, org: OrganizationRow, paymentId: string, input: UpdatePaymentInput, recorder: Recorder): Promise<Payment> {
  await db.transaction(async (tx) => {
    const row = await lockPayment(tx, org.id, paymentId);
    const refunded = await refundedOf(tx, org.id, paymentId);
    const current = await tx.select().from(paymentApplications).where(inOrg(paymentApplications, org.id, eq(paymentApplications.paymentId, paymentId))).orderBy(asc(paymentApplications.createdAt), asc(paymentApplications.id));
    if (refunded.gt(0) && input.customerId && input.customerId !== row.customerId) throw invalid(['input', 'customerId'], 'cannot change on a payment with refunds');
    if (refunded.gt(0) && input.status === 'FAILURE') throw invalid(['input', 'status'], 'a payment with refunds cannot become failed');
    if (refunded.gt(0) && input.exchangeRate != null && !dec(input.exchangeRate).equals(row.exchangeRate)) throw invalid(['input', 'exchangeRate'], 'cannot change on a payment with refunds');
    await undo(tx, org, paymentId, recorder);
    const merged: Merged = {
      customerId: input.customerId ?? row.customerId,
      paymentMode: input.paymentMode ?? toEnum<BillingPaymentMode>(row.paymentMode),
      amount: input.amount ?? row.amount,
      date: input.date ?? row.date,
      status: input.status ?? toEnum<BillingPaymentStatus>(row.status),
      referenceNumber: input.referenceNumber !== undefined ? input.referenceNumber : row.referenceNumber,
      description: input.description !== undefined ? input.description : row.description,
      invoices: input.invoices ?? current.map((a) => ({ invoiceId: a.invoiceId, amountApplied: a.amountApplied })),
      exchangeRate: input.exchangeRate ?? row.exchangeRate,
      bankCharges: input.bankCharges ?? row.bankCharges,
      taxAccountId: input.taxAccountId !== undefined ? input.taxAccountId : row.taxAccountId,
      accountId: input.accountId ?? row.accountId,
      customFields: input.customFields ?? row.customFields,
      autotransaction: input.autotransaction !== undefined ? input.autotransaction : row.autotransaction,
    };
    const fields = await checkPayment(tx, org, merged, row.date, { refunded });
    await tx.update(payments).set({ ...rowValues(fields), updatedAt: new Date() }).where(inOrg(payments, org.id, eq(payments.id, paymentId)));
    await applyAndPost(tx, org, paymentId, fields, recorder);
  });
  return getPayment(db, org, paymentId);
}

/** Deletes a payment without refunds; its applications and postings are reversed. */
export async function deletePayment(db: Db, org: OrganizationRow, paymentId: string, recorder: Recorder): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPayment(tx, org.id, paymentId);
    if ((await refundedOf(tx, org.id, paymentId)).gt(0)) {
      throw new KontorError('IN_USE', `The payment of ${row.customerName} has refunds and cannot be deleted.`);
    }
    await undo(tx, org, paymentId, recorder);
    await tx.delete(payments).where(inOrg(payments, org.id, eq(payments.id, paymentId)));
  });
}

/** Refunds part of what a payment left unused: the customer's advance goes back out of an account. */
export async function createRefund(db: Db, org: OrganizationRow, paymentId: string, input: CreatePaymentRefundInput, recorder: Recorder): Promise<PaymentRefund> {
  const refundId = await db.transaction(async (tx) => {
    const row = await lockPayment(tx, org.id, paymentId);
    if (row.status !== 'success') throw new KontorError('INVALID_STATE', 'The payment failed: there is nothing to refund.');
    const amount = positive(input.amount, ['input', 'amount']);
    const applied = await tx.select({ amount: paymentApplications.amountApplied }).from(paymentApplications).where(inOrg(paymentApplications, org.id, eq(paymentApplications.paymentId, paymentId)));
    const unused = dec(row.amount).minus(sum(applied.map((a) => a.amount))).minus(await refundedOf(tx, org.id, paymentId));
    if (amount.gt(unused)) throw invalid(['input', 'amount'], `${amount.toFixed()} is more than the payment's unused amount ${unused.toFixed()}`);
    const fromAccountId = input.fromAccountId ?? row.accountId;
    await requireAccount(tx, org.id, fromAccountId, ['input', 'fromAccountId'], DEPOSIT_ACCOUNTS);
    const date = input.date ?? localDate(recorder.clock.now(), org.timeZone);
    if (date < row.date) throw invalid(['input', 'date'], `must not be before the payment's date ${row.date}`);
    const id = newId();
    await tx.insert(paymentRefunds).values({
      id,
      organizationId: org.id,
      paymentId,
      amount: amount.toFixed(),
      date,
      refundMode: input.refundMode ?? null,
      referenceNumber: input.referenceNumber ?? null,
      description: input.description ?? null,
      fromAccountId,
    });
    const advances = await systemAccountId(tx, org.id, 'customer_advances');
    await postMany(tx, org.id, [
      {
        organizationId: org.id,
        sourceType: 'payment_refund',
        sourceId: id,
        date,
        referenceNumber: input.referenceNumber ?? null,
        notes: input.description ?? null,
        lines: [line(advances, amount, row.currencyId, row.exchangeRate, 'Customer credit refunded'), line(fromAccountId, amount.negated(), row.currencyId, row.exchangeRate, 'Refund')],
      },
    ]);
    return id;
  });
  const [refund] = await refundViews(db, org.id, await db.select().from(paymentRefunds).where(inOrg(paymentRefunds, org.id, eq(paymentRefunds.id, refundId))));
  return refund;
}

async function refundViews(db: Executor, organizationId: string, rows: RefundRow[]): Promise<PaymentRefund[]> {
  const accounts = rows.length ? await findAccounts(db, organizationId, { ids: [...new Set(rows.map((r) => r.fromAccountId))] }) : [];
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
export async function paymentViews(db: Executor, org: OrganizationRow, rows: readonly PaymentRow[]): Promise<Payment[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [applied, refunds, customers, currencyRows, accounts] = await Promise.all([
    db.select().from(paymentApplications).where(inOrg(paymentApplications, org.id, inArray(paymentApplications.paymentId, ids))).orderBy(asc(paymentApplications.createdAt), asc(paymentApplications.id)),
    db.select().from(paymentRefunds).where(inOrg(paymentRefunds, org.id, inArray(paymentRefunds.paymentId, ids))).orderBy(asc(paymentRefunds.date), asc(paymentRefunds.id)),
    findContacts(db, org.id, [...new Set(rows.map((r) => r.customerId))]),
    db.select().from(currencies).where(inOrg(currencies, org.id, inArray(currencies.id, [...new Set(rows.map((r) => r.currencyId))]))),
    findAccounts(db, org.id, { ids: [...new Set(rows.flatMap((r) => (r.taxAccountId ? [r.accountId, r.taxAccountId] : [r.accountId])))] }),
  ]);
  const [invoices, refundList] = await Promise.all([invoiceSummaries(db, org.id, applied.map((a) => a.invoiceId)), refundViews(db, org.id, refunds)]);
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

export async function getPayment(db: Executor, org: OrganizationRow, paymentId: string): Promise<Payment> {
  if (!isId(paymentId)) throw notFound('The payment');
  const rows = await db.select().from(payments).where(inOrg(payments, org.id, eq(payments.id, paymentId)));
  if (!rows.length) throw notFound('The payment');
  const [view] = await paymentViews(db, org, rows);
  return view;
}

const SORT_COLUMNS: Record<BillingPaymentSortColumn, SQL | AnyPgColumn> = {
  DATE: payments.date,
  AMOUNT: payments.amount,
  CUSTOMER_NAME: sql`lower(${payments.customerName})`,
  REFERENCE_NUMBER: sql`lower(${payments.referenceNumber})`,
  CREATED_TIME: payments.createdAt,
};

const FILTERS: Record<BillingPaymentFilter, SQL | undefined> = {
  PAYMENT_MODE_ALL: undefined,
  PAYMENT_MODE_CHECK: eq(payments.paymentMode, 'check'),
  PAYMENT_MODE_CASH: eq(payments.paymentMode, 'cash'),
  PAYMENT_MODE_CREDITCARD: eq(payments.paymentMode, 'creditcard'),
  PAYMENT_MODE_BANKTRANSFER: eq(payments.paymentMode, 'banktransfer'),
  PAYMENT_MODE_BANKREMITTANCE: eq(payments.paymentMode, 'bankremittance'),
  PAYMENT_MODE_AUTOTRANSACTION: eq(payments.paymentMode, 'autotransaction'),
  PAYMENT_MODE_OTHERS: eq(payments.paymentMode, 'others'),
  STATUS_SUCCESS: eq(payments.status, 'success'),
  STATUS_FAILURE: eq(payments.status, 'failure'),
};

export interface PaymentListArgs {
  sortColumn?: BillingPaymentSortColumn | null;
  sortOrder?: SortOrder | null;
  filterBy?: BillingPaymentFilter | null;
  customerId?: string | null;
  invoiceId?: string | null;
  dateStart?: string | null;
  dateEnd?: string | null;
  searchText?: string | null;
}

export async function listPayments(db: Executor, org: OrganizationRow, page: Page, args: PaymentListArgs) {
  const sortColumn = args.sortColumn ?? 'DATE';
  const sortOrder = args.sortOrder ?? 'D';
  const filter = args.filterBy ?? 'PAYMENT_MODE_ALL';
  const conditions: (SQL | undefined)[] = [
    FILTERS[filter],
    args.customerId ? (isId(args.customerId) ? eq(payments.customerId, args.customerId) : sql`false`) : undefined,
    args.invoiceId
      ? isId(args.invoiceId)
        ? inArray(payments.id, db.select({ id: paymentApplications.paymentId }).from(paymentApplications).where(inOrg(paymentApplications, org.id, eq(paymentApplications.invoiceId, args.invoiceId))))
        : sql`false`
      : undefined,
    args.dateStart ? gte(payments.date, args.dateStart) : undefined,
    args.dateEnd ? lte(payments.date, args.dateEnd) : undefined,
    searchOf([payments.referenceNumber, payments.description, payments.customerName], args.searchText),
  ];
  const direction = sortOrder === 'A' ? asc : desc;
  const { limit, offset } = window(page);
  const rows = await db
    .select()
    .from(payments)
    .where(inOrg(payments, org.id, and(...conditions)))
    .orderBy(direction(SORT_COLUMNS[sortColumn]), direction(payments.id))
    .limit(limit)
    .offset(offset);
  return listPage(rows, page, { sortColumn: sortColumn.toLowerCase(), sortOrder, appliedFilter: filter === 'PAYMENT_MODE_ALL' ? null : filter }, (nodes) => paymentViews(db, org, nodes));
}

/** Payments applied to each invoice, oldest first, in a constant number of statements. */
export async function paymentsOfInvoices(db: Executor, org: OrganizationRow, invoiceIds: readonly string[]): Promise<Map<string, Payment[]>> {
  const ids = invoiceIds.filter(isId);
  const byInvoice = new Map<string, Payment[]>(invoiceIds.map((id) => [id, []]));
  if (!ids.length) return byInvoice;
  const applied = await db.select({ invoiceId: paymentApplications.invoiceId, paymentId: paymentApplications.paymentId }).from(paymentApplications).where(inOrg(paymentApplications, org.id, inArray(paymentApplications.invoiceId, ids)));
  if (!applied.length) return byInvoice;
  const rows = await db.select().from(payments).where(inOrg(payments, org.id, inArray(payments.id, [...new Set(applied.map((a) => a.paymentId))]))).orderBy(asc(payments.date), asc(payments.id));
  const views = new Map((await paymentViews(db, org, rows)).map((v) => [v.paymentId, v]));
  for (const row of rows) {
    for (const a of applied) if (a.paymentId === row.id) byInvoice.get(a.invoiceId)?.push(views.get(row.id)!);
  }
  return byInvoice;
}
