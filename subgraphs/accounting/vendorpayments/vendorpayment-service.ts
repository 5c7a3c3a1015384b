/**
 * Vendor payments: pay a vendor from a bank, cash or card account and apply the payment to its
 * bills; what is not applied stays on the payment as unused (the vendor's credit), which a later
 * change applies or the vendor refunds. Every write locks the payment first, then the bills in id
 * order (bills/bill-settlements.ts), so concurrent payments queue and never pay more than a bill's
 * balance. Posting (basis both, source `vendor_payment`): vendorpayment-posting.ts; a change takes
 * back what the payment applied and posted and does it again, in one transaction. The payment and
 * its refunds enter the register of the bank or card account they move money through
 * (banking/bank-register.ts) in the same transaction, and leave it when deleted.
 */
import { type SQL, and, asc, eq, gte, ilike, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { vendorPaymentBills, vendorPayments } from '../../../drizzle/tables/accounting/vendorpayments.ts';
import { findAccounts, requireAccount } from '../../core/books/chart-store.ts';
import { findCurrency } from '../../core/books/currencies.ts';
import { locationsById } from '../../core/books/locations.ts';
import { repost, reverse } from '../../core/books/ledger.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId, likeEscape, orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { type Decimal, dec, roundTo, sum } from '../../core/values/money.ts';
import { text } from '../../core/values/text.ts';
import { checkSettlement, lockBills, setBillBalance } from '../bills/bill-settlements.ts';
import { findBill } from '../bills/bill-store.ts';
import { refundPostingLines } from '../creditnotes/creditnote-posting.ts';
import { exchangeRateOf } from '../documents/document-parties.ts';
import type {
  BillPayment,
  QueryVendorpaymentsArgs,
  VendorPayment,
  VendorPaymentFilter,
  VendorPaymentInput,
  VendorPaymentRefund,
  VendorPaymentRefundInput,
} from '../generated/graphql.ts';
import { requireContact } from '../parties/contact-store.ts';
import {
  type PaymentRefundFields,
  type VendorPaymentFields,
  type VendorPaymentRecord,
  applicationsOfPayments,
  deletePaymentApplications,
  deletePaymentRefundRow,
  deleteVendorPaymentRow,
  findPaymentRefund,
  findVendorPayment,
  hasRefunds,
  insertPaymentApplications,
  insertPaymentRefund,
  insertVendorPayment,
  nextVendorPaymentNumber,
  refundsOfPayments,
  selectPaymentApplications,
  selectVendorPayments,
  updatePaymentRefundRow,
  updateVendorPaymentRow,
} from './vendorpayment-store.ts';
import { vendorPaymentLines } from './vendorpayment-posting.ts';
import { enterRegister, leaveRegister } from '../banking/bank-register.ts';
import { billPaymentsByBill } from '../bills/bill-settlement-views.ts';
import { refundViews, vendorPaymentView, vendorPaymentViews } from './vendorpayment-views.ts';

/** Accounts a vendor is paid from. */
const PAID_THROUGH = { types: ['bank', 'cash', 'credit_card'], typesText: 'a bank, cash or credit card account' };
/** Accounts a vendor's refund comes into. */
const REFUND_ACCOUNTS = { types: ['bank', 'cash'], typesText: 'a bank or cash account' };

const SOURCE = 'vendor_payment';
const REFUND_SOURCE = 'vendor_payment_refund';

// --- reading ---------------------------------------------------------------------------------

export const getVendorPayment = (scope: Scope, paymentId: string) => vendorPaymentView(scope.db, scope, paymentId);

const MODES: Record<VendorPaymentFilter, { wire: string; modes?: string[] }> = {
  PAYMENT_MODE_ALL: { wire: 'PaymentMode.All' },
  PAYMENT_MODE_CHECK: { wire: 'PaymentMode.Check', modes: ['check', 'cheque'] },
  PAYMENT_MODE_CASH: { wire: 'PaymentMode.Cash', modes: ['cash'] },
  PAYMENT_MODE_BANK_TRANSFER: { wire: 'PaymentMode.BankTransfer', modes: ['bank transfer', 'banktransfer'] },
  PAYMENT_MODE_CREDIT_CARD: { wire: 'PaymentMode.CreditCard', modes: ['credit card', 'creditcard'] },
  PAYMENT_MODE_OTHERS: { wire: 'PaymentMode.Others' },
};
const NAMED_MODES = Object.values(MODES).flatMap((m) => m.modes ?? []);

function modeFilter(filter: VendorPaymentFilter): SQL | undefined {
  const mode = lower(vendorPayments.paymentMode);
  const list = (modes: string[]) =>
    sql.join(
      modes.map((m) => sql`${m}`),
      sql`, `,
    );
  if (filter === 'PAYMENT_MODE_OTHERS') return sql`(${vendorPayments.paymentMode} is null or ${mode} not in (${list(NAMED_MODES)}))`;
  const modes = MODES[filter].modes;
  return modes ? sql`${mode} in (${list(modes)})` : undefined;
}

const lower = (column: typeof vendorPayments.paymentMode) => sql`lower(${column})`;

const SORT_COLUMNS = {
  date: vendorPayments.date,
  amount: vendorPayments.amount,
  vendor_name: sql`lower(${vendorPayments.vendorName})`,
  payment_number: sql`lower(${vendorPayments.paymentNumber})`,
  reference_number: sql`lower(${vendorPayments.referenceNumber})`,
  payment_mode: sql`lower(${vendorPayments.paymentMode})`,
  created_time: vendorPayments.createdAt,
  last_modified_time: vendorPayments.updatedAt,
};

function modifiedSince(value: string | null | undefined): SQL | undefined {
  if (!value) return undefined;
  const at = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(at.getTime())) throw invalid(['lastModifiedTime'], 'must be a time written yyyy-mm-ddThh:mm:ss±hhmm');
  return gte(vendorPayments.updatedAt, at);
}

/** A page of vendor payments: the same statements whatever the page size. */
export async function listVendorPayments(scope: Scope, args: QueryVendorpaymentsArgs, page: Page, selected?: ReadonlySet<string>) {
  const { db, org } = scope;
  const filter = args.filterBy ?? 'PAYMENT_MODE_ALL';
  const notes = text(args.description) ?? text(args.notes);
  const conditions: (SQL | undefined)[] = [
    modeFilter(filter),
    args.vendorId ? eq(vendorPayments.vendorId, args.vendorId) : undefined,
    ...textFilters(vendorPayments.vendorName, { equals: args.vendorName }),
    ...textFilters(vendorPayments.paymentNumber, { equals: args.paymentNumber }),
    ...textFilters(vendorPayments.referenceNumber, { equals: args.referenceNumber }),
    ...textFilters(vendorPayments.paymentMode, { equals: args.paymentMode }),
    notes ? ilike(vendorPayments.description, `%${likeEscape(notes)}%`) : undefined,
    args.billId
      ? sql`exists (select 1 from ${vendorPaymentBills} where ${vendorPaymentBills.organizationId} = ${org.id} and ${vendorPaymentBills.paymentId} = ${vendorPayments.id} and ${vendorPaymentBills.billId} = ${args.billId})`
      : undefined,
    searchOf([vendorPayments.paymentNumber, vendorPayments.referenceNumber, vendorPayments.vendorName], args.searchText),
    args.date ? eq(vendorPayments.date, args.date) : undefined,
    args.amount != null ? eq(vendorPayments.amount, dec(args.amount).toFixed()) : undefined,
    modifiedSince(args.lastModifiedTime),
  ];
  const sort = orderOf(SORT_COLUMNS, vendorPayments.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'date',
    order: 'D',
    descending: ['date', 'created_time', 'last_modified_time'],
  });
  const rows = await selectVendorPayments(db, org.id, { where: and(...conditions), orderBy: sort.orderBy as SQL[], ...window(page) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: MODES[filter].wire }, (nodes) =>
    vendorPaymentViews(db, scope, nodes, selected),
  );
}

// --- writing ---------------------------------------------------------------------------------

function refusingDuplicates<T>(number: () => string | null | undefined, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    vendor_payments_org_number: () =>
      new KontorError('DUPLICATE', `The payment number "${number()}" is already used by another vendor payment of the organization.`, {
        field: ['input', 'paymentNumber'],
      }),
  });
}

/** The payment's fields from its input and, on a change, the stored payment; `used` is what its refunds took. */
async function paymentFields(tx: Tx, scope: Scope, input: VendorPaymentInput, previous?: VendorPaymentRecord): Promise<VendorPaymentFields> {
  const org = scope.org;
  const vendorId = input.vendorId ?? previous?.vendorId;
  if (!vendorId) throw invalid(['input', 'vendorId'], 'is required');
  const vendor = await requireContact(tx, org.id, vendorId, ['input', 'vendorId'], { contactType: 'vendor', allowInactive: vendorId === previous?.vendorId });
  const currency = await findCurrency(tx, org.id, vendor.currencyId);
  if (!currency) throw new Error(`contact ${vendor.id} has no currency`);
  const exchangeRate = exchangeRateOf(currency, input.exchangeRate, previous);
  const amountGiven = input.amount ?? previous?.amount;
  if (amountGiven == null) throw invalid(['input', 'amount'], 'is required');
  const amount = roundTo(amountGiven, org.pricePrecision);
  if (!amount.gt(0)) throw invalid(['input', 'amount'], 'must be more than 0');
  const bankCharges = roundTo(input.bankCharges ?? previous?.bankCharges ?? 0, org.pricePrecision);
  const paidThroughAccountId = input.paidThroughAccountId ?? previous?.paidThroughAccountId;
  if (!paidThroughAccountId) throw invalid(['input', 'paidThroughAccountId'], 'is required: the bank, cash or credit card account paid from');
  const account = await requireAccount(tx, org.id, paidThroughAccountId, ['input', 'paidThroughAccountId'], PAID_THROUGH);
  if (account.currencyId !== currency.id && account.currencyId !== org.currencyId)
    throw invalid(['input', 'paidThroughAccountId'], `is an account in another currency than the vendor's ${currency.currencyCode}`);
  const locationId = input.locationId !== undefined ? input.locationId : (previous?.locationId ?? null);
  if (locationId && !(await locationsById(tx, org.id, [locationId])).has(locationId))
    throw invalid(['input', 'locationId'], 'is not a location of the organization');
  const date = input.date ?? previous?.date ?? scope.today;
  return {
    paymentNumber: previous?.paymentNumber ?? '',
    vendorId: vendor.id,
    vendorName: vendor.contactName,
    date,
    amount: amount.toFixed(),
    bankCharges: bankCharges.toFixed(),
    balance: amount.toFixed(),
    currencyId: currency.id,
    exchangeRate,
    paidThroughAccountId: account.id,
    paymentMode: input.paymentMode !== undefined ? text(input.paymentMode) : (previous?.paymentMode ?? null),
    referenceNumber: input.referenceNumber !== undefined ? text(input.referenceNumber) : (previous?.referenceNumber ?? null),
    description: input.description !== undefined ? (input.description ?? null) : (previous?.description ?? null),
    checkNumber: input.checkNumber !== undefined ? text(input.checkNumber) : (previous?.checkNumber ?? null),
    locationId,
  };
}

/**
 * Applies the payment to the bills wanted (each locked in id order), checks the sum against
 * what the payment has (`available`), lowers each bill's balance and records the applications.
 * Returns the payment's unused amount.
 */
async function applyToBills(
  tx: Tx,
  scope: Scope,
  paymentId: string,
  fields: VendorPaymentFields,
  wanted: readonly { billId: string; amountApplied: string }[],
  available: Decimal,
): Promise<Decimal> {
  const org = scope.org;
  const locked = await lockBills(
    tx,
    org.id,
    wanted.map((w) => w.billId),
  );
  const seen = new Set<string>();
  const rows = wanted.map((w, n) => {
    const named = ['input', 'bills', n, 'billId'];
    if (seen.has(w.billId)) throw invalid(named, 'names a bill listed before');
    seen.add(w.billId);
    const amount = roundTo(w.amountApplied, org.pricePrecision);
    const bill = checkSettlement(locked.get(w.billId), {
      vendorId: fields.vendorId,
      currencyId: fields.currencyId,
      amount,
      field: ['input', 'bills', n, 'amountApplied'],
      named,
      source: 'payment',
      today: scope.today,
    });
    return { bill, amount };
  });
  const applied = sum(rows.map((r) => r.amount));
  if (applied.gt(available))
    throw invalid(['input', 'bills'], `apply ${applied.toFixed()} in all, more than the ${available.toFixed()} the payment has to apply`);
  for (const r of rows) await setBillBalance(tx, org.id, r.bill.id, dec(r.bill.balance).minus(r.amount), scope.now);
  await insertPaymentApplications(
    tx,
    org.id,
    rows.map((r) => ({ id: newId(), paymentId, billId: r.bill.id, amount: r.amount.toFixed() })),
    scope.now,
  );
  return available.minus(applied);
}

/** Takes back what a payment applied: the bills (locked in id order) owe it again. */
async function takeBack(tx: Tx, scope: Scope, paymentId: string): Promise<void> {
  const org = scope.org;
  const applications = await applicationsOfPayments(tx, org.id, [paymentId]);
  if (!applications.length) return;
  const locked = await lockBills(
    tx,
    org.id,
    applications.map((a) => a.billId),
  );
  const back = new Map<string, Decimal>();
  for (const a of applications) back.set(a.billId, (back.get(a.billId) ?? dec(0)).plus(a.amount));
  for (const [billId, amount] of back) {
    const bill = locked.get(billId);
    if (bill) await setBillBalance(tx, org.id, billId, dec(bill.balance).plus(amount), scope.now);
  }
  await deletePaymentApplications(tx, org.id, paymentId);
}

/** Makes the ledger hold what the payment posts, from its stored row and applications. */
async function postPayment(tx: Tx, scope: Scope, paymentId: string): Promise<void> {
  const org = scope.org;
  const row = await findVendorPayment(tx, org.id, paymentId);
  const applications = await applicationsOfPayments(tx, org.id, [row.id]);
  const system = await findAccounts(tx, org.id, { systemKeys: ['accounts_payable', 'bank_charges', 'exchange_gain_loss'] });
  const key = (k: string) => system.find((a) => a.systemKey === k)?.id ?? failNoAccount(org.id, k);
  // The payment posts its whole amount; each refund posts its own return of part of the unused amount.
  const lines = vendorPaymentLines({
    amount: row.amount,
    bankCharges: row.bankCharges,
    currencyId: row.currencyId,
    exchangeRate: row.exchangeRate,
    applied: applications.map((a) => ({ amount: a.amount, exchangeRate: a.billExchangeRate, billNumber: a.billNumber })),
    accounts: {
      payable: key('accounts_payable'),
      paidThrough: row.paidThroughAccountId,
      bankCharges: key('bank_charges'),
      exchange: key('exchange_gain_loss'),
    },
    base: { currencyId: org.currencyId, pricePrecision: org.pricePrecision },
  });
  await repost(
    tx,
    { organizationId: org.id, sourceType: SOURCE, sourceId: row.id },
    { date: row.date, sourceNumber: row.paymentNumber, basis: 'both', referenceNumber: row.referenceNumber, notes: row.description, lines },
  );
  // Money out of the account paid through: amount and charges, as the bank states it.
  await enterRegister(tx, scope, {
    document: { type: SOURCE, id: row.id, label: row.paymentNumber },
    accountId: row.paidThroughAccountId,
    date: row.date,
    debitOrCredit: 'debit',
    amount: dec(row.amount).plus(row.bankCharges).toFixed(),
    bankCharges: row.bankCharges,
    currencyId: row.currencyId,
    exchangeRate: row.exchangeRate,
    offsetAccountId: key('accounts_payable'),
    vendorId: row.vendorId,
    payee: row.vendorName,
    paymentMode: row.paymentMode,
    referenceNumber: row.referenceNumber ?? row.paymentNumber,
    description: row.description,
  });
}

function failNoAccount(organizationId: string, key: string): never {
  throw new Error(`organization ${organizationId} has no ${key} account`);
}

export async function createVendorPayment(scope: Scope, input: VendorPaymentInput): Promise<VendorPayment> {
  let number: string | null | undefined = text(input.paymentNumber);
  return refusingDuplicates(
    () => number,
    () =>
      scope.db.transaction(async (tx) => {
        const org = scope.org;
        const paymentId = newId();
        const fields = await paymentFields(tx, scope, input);
        number = number ?? (await nextVendorPaymentNumber(tx, org.id));
        await insertVendorPayment(tx, org.id, paymentId, { ...fields, paymentNumber: number }, scope.now);
        const unused = await applyToBills(tx, scope, paymentId, fields, input.bills ?? [], dec(fields.amount));
        await updateVendorPaymentRow(tx, org.id, paymentId, { balance: unused.toFixed(), updatedAt: scope.now });
        await postPayment(tx, scope, paymentId);
        return vendorPaymentView(tx, scope, paymentId);
      }),
  );
}

export async function updateVendorPayment(scope: Scope, paymentId: string, input: VendorPaymentInput): Promise<VendorPayment> {
  return refusingDuplicates(
    () => text(input.paymentNumber),
    () =>
      scope.db.transaction(async (tx) => {
        const org = scope.org;
        const row = await findVendorPayment(tx, org.id, paymentId, { lock: true });
        const refunds = await refundsOfPayments(tx, org.id, [row.id]);
        const refunded = sum(refunds.map((r) => dec(r.amount)));
        if (refunds.length && input.vendorId && input.vendorId !== row.vendorId)
          throw invalid(['input', 'vendorId'], 'cannot change once the payment is refunded');
        const fields = await paymentFields(tx, scope, input, row);
        const wanted =
          input.bills ??
          (await selectPaymentApplications(tx, org.id, eq(vendorPaymentBills.paymentId, row.id))).map((a) => ({ billId: a.billId, amountApplied: a.amount }));
        await takeBack(tx, scope, row.id);
        const available = dec(fields.amount).minus(refunded);
        if (available.lt(0)) throw invalid(['input', 'amount'], `must be at least the ${refunded.toFixed()} refunded`);
        const unused = await applyToBills(tx, scope, row.id, fields, wanted, available);
        const paymentNumber = text(input.paymentNumber) ?? row.paymentNumber;
        await updateVendorPaymentRow(tx, org.id, row.id, { ...fields, paymentNumber, balance: unused.toFixed(), updatedAt: scope.now });
        await postPayment(tx, scope, row.id);
        return vendorPaymentView(tx, scope, row.id);
      }),
  );
}

async function deleteIn(tx: Tx, scope: Scope, row: VendorPaymentRecord, field: (string | number)[] = ['paymentId']): Promise<string> {
  if (await hasRefunds(tx, scope.org.id, row.id))
    throw new KontorError('IN_USE', `The vendor payment ${row.paymentNumber} cannot be deleted: it has refunds; delete them first.`, { field });
  await takeBack(tx, scope, row.id);
  await reverse(tx, { organizationId: scope.org.id, sourceType: SOURCE, sourceId: row.id });
  await leaveRegister(tx, scope, { type: SOURCE, id: row.id, label: row.paymentNumber });
  await deleteVendorPaymentRow(tx, scope.org.id, row.id);
  return row.id;
}

export function deleteVendorPayment(scope: Scope, paymentId: string): Promise<string> {
  return scope.db.transaction(async (tx) => deleteIn(tx, scope, await findVendorPayment(tx, scope.org.id, paymentId, { lock: true })));
}

/** Several payments, all or none: locked in id order, the first refused named and nothing written. */
export function deleteVendorPayments(scope: Scope, paymentIds: readonly string[]): Promise<string[]> {
  const ids = [
    ...new Set(
      paymentIds
        .flatMap((id) => id.split(','))
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (!ids.length) throw invalid(['vendorpaymentIds'], 'must name at least one payment');
  if (ids.length > 200) throw invalid(['vendorpaymentIds'], 'names more than 200 payments');
  return scope.db.transaction(async (tx) => {
    const rows = await selectVendorPayments(tx, scope.org.id, { where: anyId(vendorPayments.id, ids), orderBy: [asc(vendorPayments.id)] as SQL[], lock: true });
    const found = new Map(rows.map((r) => [r.id, r]));
    ids.forEach((id, n) => {
      if (!found.has(id))
        throw new KontorError('NOT_FOUND', `The vendor payment ${id} (vendorpayment_id[${n}]) does not exist.`, { field: ['vendorpaymentIds', n] });
    });
    for (const row of rows) await deleteIn(tx, scope, row, ['vendorpaymentIds', ids.indexOf(row.id)]);
    return ids;
  });
}

// --- the bill's side -------------------------------------------------------------------------

export async function billPayments(scope: Scope, billId: string): Promise<BillPayment[]> {
  const bill = await findBill(scope.db, scope.org.id, billId);
  return (await billPaymentsByBill(scope.db, scope.org.id, [bill.id])).get(bill.id) ?? [];
}

/** DELETE /bills/{id}/payments/{bill_payment_id}: the payment applies to its other bills only; the amount stays on it as unused. */
export function deleteBillPayment(scope: Scope, billId: string, billPaymentId: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const org = scope.org;
    const bill = await findBill(tx, org.id, billId);
    const [application] = await selectPaymentApplications(tx, org.id, and(eq(vendorPaymentBills.id, billPaymentId), eq(vendorPaymentBills.billId, bill.id))!);
    if (!application) throw notFound('The bill payment');
    const row = await findVendorPayment(tx, org.id, application.paymentId, { lock: true });
    const others = (await applicationsOfPayments(tx, org.id, [row.id])).filter((a) => a.id !== application.id);
    const refunded = sum((await refundsOfPayments(tx, org.id, [row.id])).map((r) => dec(r.amount)));
    await takeBack(tx, scope, row.id);
    const unused = await applyToBills(
      tx,
      scope,
      row.id,
      row,
      others.map((a) => ({ billId: a.billId, amountApplied: a.amount })),
      dec(row.amount).minus(refunded),
    );
    await updateVendorPaymentRow(tx, org.id, row.id, { balance: unused.toFixed(), updatedAt: scope.now });
    await postPayment(tx, scope, row.id);
    return row.id;
  });
}

// --- refunds ---------------------------------------------------------------------------------

async function refundFields(
  tx: Tx,
  scope: Scope,
  payment: VendorPaymentRecord,
  input: VendorPaymentRefundInput,
  available: Decimal,
): Promise<PaymentRefundFields> {
  const amount = roundTo(input.amount, scope.org.pricePrecision);
  if (!amount.gt(0)) throw invalid(['input', 'amount'], 'must be more than 0');
  if (amount.gt(available))
    throw invalid(['input', 'amount'], `${amount.toFixed()} is more than the ${available.toFixed()} unused on the vendor payment ${payment.paymentNumber}`);
  await requireAccount(tx, scope.org.id, input.toAccountId, ['input', 'toAccountId'], REFUND_ACCOUNTS);
  const date = input.date ?? scope.today;
  if (date < payment.date) throw invalid(['input', 'date'], `must not be before the payment's date ${payment.date}`);
  let exchangeRate = payment.exchangeRate;
  if (input.exchangeRate != null) {
    if (!dec(input.exchangeRate).gt(0)) throw invalid(['input', 'exchangeRate'], 'must be more than 0');
    if (payment.currencyId === scope.org.currencyId && !dec(input.exchangeRate).eq(1))
      throw invalid(['input', 'exchangeRate'], 'must be 1 in the base currency');
    exchangeRate = dec(input.exchangeRate).toFixed();
  }
  return {
    date,
    amount: amount.toFixed(),
    exchangeRate,
    toAccountId: input.toAccountId,
    refundMode: text(input.refundMode) ?? null,
    referenceNumber: text(input.referenceNumber) ?? null,
    description: input.description ?? null,
  };
}

/** Dr the account the money comes into, Cr accounts payable (the advance the payment debited), basis both. */
async function postRefund(tx: Tx, scope: Scope, payment: VendorPaymentRecord, refundId: string, fields: PaymentRefundFields) {
  const org = scope.org;
  const system = await findAccounts(tx, org.id, { systemKeys: ['accounts_payable', 'exchange_gain_loss'] });
  const key = (k: string) => system.find((a) => a.systemKey === k)?.id ?? failNoAccount(org.id, k);
  const lines = refundPostingLines(
    {
      amount: fields.amount,
      currencyId: payment.currencyId,
      noteRate: payment.exchangeRate,
      refundRate: fields.exchangeRate,
      accounts: { receivable: key('accounts_payable'), from: fields.toAccountId, exchange: key('exchange_gain_loss') },
      base: { currencyId: org.currencyId, pricePrecision: org.pricePrecision },
      creditnoteNumber: payment.paymentNumber,
      description: `Refund of vendor payment ${payment.paymentNumber}`,
    },
    'in',
  );
  await repost(
    tx,
    { organizationId: org.id, sourceType: REFUND_SOURCE, sourceId: refundId },
    { date: fields.date, sourceNumber: payment.paymentNumber, basis: 'both', referenceNumber: fields.referenceNumber, notes: fields.description, lines },
  );
  await enterRegister(tx, scope, {
    document: { type: REFUND_SOURCE, id: refundId, label: payment.paymentNumber },
    accountId: fields.toAccountId,
    date: fields.date,
    debitOrCredit: 'credit',
    amount: fields.amount,
    bankCharges: '0',
    currencyId: payment.currencyId,
    exchangeRate: fields.exchangeRate,
    offsetAccountId: key('accounts_payable'),
    vendorId: payment.vendorId,
    payee: payment.vendorName,
    paymentMode: fields.refundMode,
    referenceNumber: fields.referenceNumber ?? payment.paymentNumber,
    description: fields.description,
  });
}

async function refundView(tx: Tx | Scope['db'], scope: Scope, paymentId: string, refundId: string): Promise<VendorPaymentRefund> {
  const [view] = await refundViews(tx, scope, [await findPaymentRefund(tx, scope.org.id, paymentId, refundId)]);
  return view;
}

export function createVendorPaymentRefund(scope: Scope, paymentId: string, input: VendorPaymentRefundInput): Promise<VendorPaymentRefund> {
  return scope.db.transaction(async (tx) => {
    const org = scope.org;
    const payment = await findVendorPayment(tx, org.id, paymentId, { lock: true });
    const fields = await refundFields(tx, scope, payment, input, dec(payment.balance));
    const refundId = newId();
    await insertPaymentRefund(tx, org.id, payment.id, refundId, fields, scope.now);
    await updateVendorPaymentRow(tx, org.id, payment.id, { balance: dec(payment.balance).minus(fields.amount).toFixed(), updatedAt: scope.now });
    await postRefund(tx, scope, payment, refundId, fields);
    return refundView(tx, scope, payment.id, refundId);
  });
}

export function updateVendorPaymentRefund(scope: Scope, paymentId: string, refundId: string, input: VendorPaymentRefundInput): Promise<VendorPaymentRefund> {
  return scope.db.transaction(async (tx) => {
    const org = scope.org;
    const payment = await findVendorPayment(tx, org.id, paymentId, { lock: true });
    const refund = await findPaymentRefund(tx, org.id, payment.id, refundId, { lock: true });
    const available = dec(payment.balance).plus(refund.amount);
    const fields = await refundFields(tx, scope, payment, input, available);
    await updatePaymentRefundRow(tx, org.id, refund.id, fields, scope.now);
    await updateVendorPaymentRow(tx, org.id, payment.id, { balance: available.minus(fields.amount).toFixed(), updatedAt: scope.now });
    await postRefund(tx, scope, payment, refund.id, fields);
    return refundView(tx, scope, payment.id, refund.id);
  });
}

export function deleteVendorPaymentRefund(scope: Scope, paymentId: string, refundId: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const org = scope.org;
    const payment = await findVendorPayment(tx, org.id, paymentId, { lock: true });
    const refund = await findPaymentRefund(tx, org.id, payment.id, refundId, { lock: true });
    await deletePaymentRefundRow(tx, org.id, refund.id);
    await updateVendorPaymentRow(tx, org.id, payment.id, { balance: dec(payment.balance).plus(refund.amount).toFixed(), updatedAt: scope.now });
    await reverse(tx, { organizationId: org.id, sourceType: REFUND_SOURCE, sourceId: refund.id });
    await leaveRegister(tx, scope, { type: REFUND_SOURCE, id: refund.id, label: payment.paymentNumber });
    return refund.id;
  });
}

export async function getVendorPaymentRefund(scope: Scope, paymentId: string, refundId: string): Promise<VendorPaymentRefund> {
  const payment = await findVendorPayment(scope.db, scope.org.id, paymentId);
  return refundView(scope.db, scope, payment.id, refundId);
}

export async function listVendorPaymentRefunds(scope: Scope, paymentId: string, page: Page) {
  const payment = await findVendorPayment(scope.db, scope.org.id, paymentId);
  const rows = await refundsOfPayments(scope.db, scope.org.id, [payment.id], window(page));
  return listPage(rows, page, { sortColumn: 'date', sortOrder: 'A' }, (nodes) => refundViews(scope.db, scope, nodes));
}
