/**
 * Vendor credits: create, change, number, open, void, approve, post, list; apply their credit to
 * bills and record the vendor's refunds. Declared on the documents kernel (../documents) as the
 * purchase mirror of a credit note: the header and lines (a vendor's, at purchase rates, against
 * expense or inventory accounts), totals, comments, moves, numbering, history and the ledger lines
 * (documents/sales-posting.ts, side `purchase_return`) are the kernel's; applying credit to bills
 * is the bills' settlement rule (bills/bill-settlements.ts), shared with vendor payments; a refund
 * posts through the refund lines of credit notes on the `in` side. Every write that moves credit
 * locks the vendor credits first (in id order), then the bills (in id order).
 */
import { type SQL, and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { vendorCreditBills, vendorCreditLineItems, vendorCreditRefunds, vendorCredits } from '../../../drizzle/tables/accounting/vendorcredits.ts';
import { findAccounts, requireAccount } from '../../core/books/chart-store.ts';
import { repost, reverse } from '../../core/books/ledger.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId, orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { type Decimal, dec, moneyText, roundTo } from '../../core/values/money.ts';
import { text } from '../../core/values/text.ts';
import { billNotFound, checkSettlement, lockBills, setBillBalance } from '../bills/bill-settlements.ts';
import { findBill } from '../bills/bill-store.ts';
import { BILL_TEMPLATES } from '../bills/bill-views.ts';
import { refundPostingLines } from '../creditnotes/creditnote-posting.ts';
import { enterRegister, leaveRegister } from '../banking/bank-register.ts';
import { documentStockPort, inventoryLines } from '../documents/document-stock.ts';
import { documentChanges } from '../documents/document-changes.ts';
import { documentComments } from '../documents/document-history.ts';
import { customFieldsOf } from '../documents/document-parties.ts';
import { type SalesKind, localeColumns, prepareSalesDocument } from '../documents/sales-documents.ts';
import { type StoredSalesLine, applyDocumentTotals, totalsOf } from '../documents/sales-lines.ts';
import { purchaseSystemAccounts, salesPostingLines } from '../documents/sales-posting.ts';
import type {
  ApplyBillCreditsInput,
  ApplyVendorCreditInput,
  CreateVendorCreditInput,
  QueryAllVendorcreditRefundsArgs,
  QueryVendorcreditsArgs,
  UpdateVendorCreditInput,
  VendorCredit,
  VendorCreditBill,
  VendorCreditFilter,
  VendorCreditRefund,
  VendorCreditRefundInput,
} from '../generated/graphql.ts';
import { USED, isUsed, vendorCreditMoves, vendorCreditStateOf, vendorCreditStateIn, vendorCreditStated } from './vendorcredit-states.ts';
import {
  type CreditRefundFields,
  type VendorCreditFields,
  type VendorCreditOperation,
  type VendorCreditRecord,
  applicationsOfCredits,
  creditLines,
  deleteCreditApplication,
  deleteCreditRefundRow,
  deleteVendorCreditRows,
  findCreditRefund,
  findVendorCredit,
  insertCreditApplications,
  insertCreditRefund,
  insertVendorCredit,
  nextVendorCreditNumber,
  selectCreditApplications,
  selectCreditRefunds,
  selectVendorCredits,
  updateCreditRefundRow,
  updateVendorCreditRow,
  vendorCreditHistory,
} from './vendorcredit-store.ts';
import { applicationView, refundViews, vendorCreditView, vendorCreditViews } from './vendorcredit-views.ts';

const KIND: SalesKind = {
  noun: { article: 'A vendor credit', name: 'vendor credit' },
  templates: BILL_TEMPLATES,
  templatesRoute: 'the bill templates',
  purchase: true,
};

/** Accounts a vendor's refund comes into. */
const REFUND_ACCOUNTS = { types: ['bank', 'cash'], typesText: 'a bank or cash account' };

const SOURCE = 'vendor_credit';
const REFUND_SOURCE = 'vendor_credit_refund';

// --- reading ---------------------------------------------------------------------------------

export const getVendorCredit = (scope: Scope, id: string) => vendorCreditView(scope.db, scope, id);

const FILTERS: Record<VendorCreditFilter, { wire: string; state?: string }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_DRAFT: { wire: 'Status.Draft', state: 'draft' },
  STATUS_PENDING_APPROVAL: { wire: 'Status.PendingApproval', state: 'pending_approval' },
  STATUS_APPROVED: { wire: 'Status.Approved', state: 'approved' },
  STATUS_OPEN: { wire: 'Status.Open', state: 'open' },
  STATUS_CLOSED: { wire: 'Status.Closed', state: 'closed' },
  STATUS_VOID: { wire: 'Status.Void', state: 'void' },
};

const SORT_COLUMNS = {
  vendor_name: sql`lower(${vendorCredits.customerName})`,
  vendor_credit_number: sql`lower(${vendorCredits.vendorCreditNumber})`,
  date: vendorCredits.date,
  total: vendorCredits.total,
  balance: vendorCredits.balance,
  created_time: vendorCredits.createdAt,
  last_modified_time: vendorCredits.updatedAt,
};

function lineWith(args: QueryVendorcreditsArgs, organizationId: string): SQL | undefined {
  const name = args.itemName?.trim();
  const description = args.itemDescription?.trim();
  if (!args.itemId && !name && !description && !args.taxId) return undefined;
  const line = and(
    eq(vendorCreditLineItems.organizationId, organizationId),
    eq(vendorCreditLineItems.vendorCreditId, vendorCredits.id),
    args.itemId ? eq(vendorCreditLineItems.itemId, args.itemId) : undefined,
    name ? eq(sql`lower(${vendorCreditLineItems.name})`, name.toLowerCase()) : undefined,
    description ? eq(sql`lower(${vendorCreditLineItems.description})`, description.toLowerCase()) : undefined,
    args.taxId ? eq(vendorCreditLineItems.taxId, args.taxId) : undefined,
  );
  return sql`exists (select 1 from ${vendorCreditLineItems} where ${line})`;
}

function modifiedSince(value: string | null | undefined): SQL | undefined {
  if (!value) return undefined;
  const at = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(at.getTime())) throw invalid(['lastModifiedTime'], 'must be a time written yyyy-mm-ddThh:mm:ss±hhmm');
  return gte(vendorCredits.updatedAt, at);
}

/** A page of vendor credits: the same statements whatever the page size. */
export async function listVendorCredits(scope: Scope, args: QueryVendorcreditsArgs, page: Page, selected?: ReadonlySet<string>) {
  const { db, org } = scope;
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const conditions: (SQL | undefined)[] = [
    filter.state ? vendorCreditStateIn([filter.state]) : undefined,
    args.status ? vendorCreditStateIn([fromEnum(args.status)]) : undefined,
    args.customerId ? eq(vendorCredits.customerId, args.customerId) : undefined,
    ...textFilters(vendorCredits.customerName, { equals: args.customerName }),
    ...textFilters(vendorCredits.referenceNumber, { equals: args.referenceNumber }),
    ...textFilters(vendorCredits.vendorCreditNumber, { equals: args.vendorCreditNumber }),
    lineWith(args, org.id),
    searchOf([vendorCredits.vendorCreditNumber, vendorCredits.referenceNumber, vendorCredits.customerName], args.searchText),
    args.date ? eq(vendorCredits.date, args.date) : undefined,
    args.total != null ? eq(vendorCredits.total, dec(args.total).toFixed()) : undefined,
    modifiedSince(args.lastModifiedTime),
  ];
  const sort = orderOf(SORT_COLUMNS, vendorCredits.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: ['date', 'created_time', 'last_modified_time'],
  });
  const rows = await selectVendorCredits(db, org.id, { where: and(...conditions), orderBy: sort.orderBy, ...window(page) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) =>
    vendorCreditViews(db, scope, nodes, selected),
  );
}

// --- writing ---------------------------------------------------------------------------------

/** The kernel's header and lines (the vendor's), and what a vendor credit adds: its custom fields and credit left. */
async function prepare(
  tx: Tx,
  scope: Scope,
  input: CreateVendorCreditInput | UpdateVendorCreditInput,
  current?: { row: VendorCreditRecord; lines: StoredSalesLine[] },
) {
  const previous = current?.row;
  const sales = await prepareSalesDocument(tx, scope, { ...input, customerId: input.vendorId }, current, KIND);
  const fields: VendorCreditFields = {
    ...sales.header,
    ...localeColumns(sales.locale.merged),
    vendorCreditNumber: previous?.vendorCreditNumber ?? '',
    status: previous?.status ?? 'draft',
    customFields: input.customFields !== undefined ? customFieldsOf(input.customFields ?? []) : (previous?.customFields ?? []),
  };
  applyDocumentTotals(fields, sales.lines, totalsOf(fields, sales.lines));
  // What is applied and refunded stays used: the credit left follows the total.
  const used = previous ? dec(previous.total).minus(previous.balance) : dec(0);
  fields.balance = dec(fields.total!).minus(used).toFixed();
  return { fields, lines: sales.lines, linesChanged: sales.linesChanged, currencyCode: sales.currencyCode, used };
}

function refusingDuplicates<T>(number: () => string | null | undefined, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    vendor_credits_org_number: () =>
      new KontorError('DUPLICATE', `The vendor credit number "${number()}" is already used by another vendor credit of the organization.`, {
        field: ['input', 'vendorCreditNumber'],
      }),
  });
}

function record(tx: Tx, scope: Scope, id: string, operation: VendorCreditOperation, description: string) {
  return vendorCreditHistory.record(tx, scope.org.id, id, scope.actor, operation, description, scope.now);
}

type VendorCreditMove = Parameters<typeof vendorCreditMoves.check>[0];

function check(_scope: Scope, move: VendorCreditMove, row: VendorCreditRecord, blocked?: string | false): void {
  vendorCreditMoves.check(move, vendorCreditStateOf(row), vendorCreditStated(row), blocked);
}

/**
 * Makes the ledger hold what an open vendor credit posts (accrual basis): the mirror of a bill of
 * the same lines (accounts payable debited; the lines' accounts, input tax and shipping credited);
 * and the stock its inventory lines return (documents/document-stock.ts). `unpost` takes both back.
 */
async function postStored(tx: Tx, scope: Scope, id: string) {
  const org = scope.org;
  const row = await findVendorCredit(tx, org.id, id);
  const lines = (await creditLines.of(tx, org.id, [row.id])).get(row.id) ?? [];
  const postingLines = salesPostingLines(
    {
      totals: totalsOf(row, lines),
      lineAccounts: lines.map((l) => l.accountId),
      accounts: await purchaseSystemAccounts(tx, org.id),
      currencyId: row.currencyId,
      exchangeRate: row.exchangeRate,
      base: { currencyId: org.currencyId, pricePrecision: org.pricePrecision },
    },
    'purchase_return',
  );
  await repost(
    tx,
    { organizationId: org.id, sourceType: SOURCE, sourceId: row.id },
    { date: row.date, sourceNumber: row.vendorCreditNumber, basis: 'accrual', referenceNumber: row.referenceNumber, lines: postingLines },
  );
  // Its inventory lines are goods sent back: they leave stock as it posts.
  await documentStockPort.call(tx, org.id, { type: SOURCE, id: row.id, kind: 'return' }, inventoryLines(row, lines, -1));
}
async function unpost(tx: Tx, scope: Scope, id: string) {
  await reverse(tx, { organizationId: scope.org.id, sourceType: SOURCE, sourceId: id });
  await documentStockPort.call(tx, scope.org.id, { type: SOURCE, id, kind: 'return' }, []);
}

/** The bill a vendor credit is raised against: a bill of the organization and of the same vendor. */
async function raisedAgainst(tx: Tx, scope: Scope, billId: string | null | undefined, vendorId: string): Promise<string | null> {
  if (!billId) return null;
  const [bill] = (await lockBills(tx, scope.org.id, [billId])).values();
  if (!bill) throw billNotFound(['billId']);
  if (bill.customerId !== vendorId) throw invalid(['billId'], `is a bill of another vendor (${bill.billNumber})`);
  return bill.id;
}

export async function createVendorCredit(
  scope: Scope,
  input: CreateVendorCreditInput,
  options: { ignoreAutoNumberGeneration: boolean; billId?: string | null },
): Promise<VendorCredit> {
  const givenNumber = text(input.vendorCreditNumber);
  if (options.ignoreAutoNumberGeneration && !givenNumber)
    throw invalid(['input', 'vendorCreditNumber'], 'is required when ignore_auto_number_generation is true');
  let number: string | null | undefined = givenNumber;
  return refusingDuplicates(
    () => number,
    () =>
      scope.db.transaction(async (tx) => {
        const org = scope.org;
        const id = newId();
        const prepared = await prepare(tx, scope, input);
        const billId = await raisedAgainst(tx, scope, options.billId, prepared.fields.customerId);
        const status = input.isDraft ? 'draft' : 'open';
        number = options.ignoreAutoNumberGeneration ? givenNumber! : await nextVendorCreditNumber(tx, org.id);
        const fields = { ...prepared.fields, vendorCreditNumber: number, status, billId } as VendorCreditFields;
        await insertVendorCredit(tx, org.id, id, fields, scope.now);
        await creditLines.write(tx, org.id, id, prepared.lines, false);
        if (status === 'open') await postStored(tx, scope, id);
        await record(tx, scope, id, 'added', `Vendor credit ${number} created for ${moneyText(fields.total!, prepared.currencyCode, fields.pricePrecision)}.`);
        return vendorCreditView(tx, scope, id);
      }),
  );
}

export async function updateVendorCredit(scope: Scope, id: string, input: UpdateVendorCreditInput): Promise<VendorCredit> {
  return refusingDuplicates(
    () => text(input.vendorCreditNumber),
    () =>
      scope.db.transaction(async (tx) => {
        const org = scope.org;
        const row = await findVendorCredit(tx, org.id, id, { lock: true });
        check(scope, 'change', row);
        const used = isUsed(row);
        if (used && input.vendorId && input.vendorId !== row.customerId)
          throw invalid(['input', 'vendorId'], 'cannot change once credit of the vendor credit is applied or refunded');
        if (used && input.currencyId && input.currencyId !== row.currencyId)
          throw invalid(['input', 'currencyId'], 'cannot change once credit of the vendor credit is applied or refunded');
        const lines = (await creditLines.of(tx, org.id, [row.id])).get(row.id) ?? [];
        const prepared = await prepare(tx, scope, input, { row, lines: lines.map(({ accountName: _a, ...line }) => line) });
        if (dec(prepared.fields.balance!).lt(0))
          throw invalid(['input', 'lineItems'], `make a total of ${prepared.fields.total}, less than the ${prepared.used.toFixed()} applied or refunded`);
        const vendorCreditNumber = text(input.vendorCreditNumber) ?? row.vendorCreditNumber;
        await updateVendorCreditRow(tx, org.id, row.id, { ...prepared.fields, vendorCreditNumber, updatedAt: scope.now });
        if (prepared.linesChanged) await creditLines.write(tx, org.id, row.id, prepared.lines, true);
        if (row.status === 'open') await postStored(tx, scope, row.id);
        await record(
          tx,
          scope,
          row.id,
          'updated',
          `Vendor credit ${vendorCreditNumber} updated; total ${moneyText(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision)}.`,
        );
        return vendorCreditView(tx, scope, row.id);
      }),
  );
}

export async function deleteVendorCredit(scope: Scope, id: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const row = await findVendorCredit(tx, scope.org.id, id, { lock: true });
    check(scope, 'delete', row, isUsed(row) && USED);
    await unpost(tx, scope, row.id);
    await deleteVendorCreditRows(tx, scope.org.id, row.id);
    return row.id;
  });
}

const changes = documentChanges<VendorCreditRecord, VendorCreditFields, VendorCreditOperation, VendorCreditMove, VendorCredit>({
  plural: 'vendor credits',
  find: findVendorCredit,
  check,
  update: updateVendorCreditRow,
  record,
  view: vendorCreditView,
  templates: BILL_TEMPLATES,
});

export const markOpen = (scope: Scope, id: string) =>
  changes.move(scope, id, 'open', (row) => ({
    set: { status: 'open' },
    operation: 'opened',
    description: `Vendor credit ${row.vendorCreditNumber} opened.`,
    effect: (tx) => postStored(tx, scope, row.id),
  }));

export const markVoid = (scope: Scope, id: string) =>
  changes.move(
    scope,
    id,
    'void',
    (row) => ({
      set: { status: 'void' },
      operation: 'voided',
      description: `Vendor credit ${row.vendorCreditNumber} marked as void.`,
      effect: async (tx) => {
        await unpost(tx, scope, row.id);
      },
    }),
    (row) => isUsed(row) && USED,
  );

export const submit = (scope: Scope, id: string) =>
  changes.move(scope, id, 'submit', (row) => ({
    set: { status: 'pending_approval', submittedById: scope.actor.userId },
    operation: 'submitted',
    description: `Vendor credit ${row.vendorCreditNumber} submitted for approval.`,
  }));

export const approve = (scope: Scope, id: string) =>
  changes.approve(scope, id, 'approve', (row) => ({
    set: { status: 'approved', approvedById: scope.actor.userId },
    operation: 'approved',
    description: `Vendor credit ${row.vendorCreditNumber} approved.`,
  }));

/** GET, POST and DELETE of a vendor credit's comments (documents/document-history.ts). */
export const vendorCreditComments = documentComments({
  history: vendorCreditHistory,
  find: findVendorCredit,
  idKey: 'vendorCreditId',
  transactionType: 'vendor_credit',
});

// --- applying credit to bills ----------------------------------------------------------------

interface Wanted {
  vendorCreditId: string;
  billId: string;
  amount: string;
  /** Where the amount was given, for the errors. */
  field: (string | number)[];
  /** Where the other document was named. */
  named: (string | number)[];
}

/**
 * Applies credit of vendor credits to bills, all or nothing, in the caller's transaction: the
 * vendor credits are locked first (in id order), then the bills (in id order). Each vendor credit
 * must be open with enough credit left; each bill is checked by the bills' settlement rule.
 */
async function applyIn(tx: Tx, scope: Scope, wanted: readonly Wanted[]): Promise<VendorCreditBill[]> {
  const org = scope.org;
  const creditIds = [...new Set(wanted.map((w) => w.vendorCreditId))].sort();
  const credits = new Map<string, VendorCreditRecord>();
  for (const id of creditIds) credits.set(id, await findVendorCredit(tx, org.id, id, { lock: true }));
  const locked = await lockBills(
    tx,
    org.id,
    wanted.map((w) => w.billId),
  );
  const left = new Map([...credits].map(([id, c]) => [id, dec(c.balance)]));
  const owed = new Map<string, Decimal>();
  const rows = [];
  for (const w of wanted) {
    const credit = credits.get(w.vendorCreditId)!;
    check(scope, 'use', credit);
    const amount = roundTo(w.amount, credit.pricePrecision);
    const bill = checkSettlement(locked.get(w.billId), {
      vendorId: credit.customerId,
      currencyId: credit.currencyId,
      amount,
      left: owed.get(w.billId),
      field: w.field,
      named: w.named,
      source: `vendor credit ${credit.vendorCreditNumber}`,
      today: scope.today,
    });
    const rest = left.get(credit.id)!;
    if (amount.gt(rest))
      throw invalid(w.field, `${amount.toFixed()} is more than the ${rest.toFixed()} of credit left on the vendor credit ${credit.vendorCreditNumber}`);
    left.set(credit.id, rest.minus(amount));
    owed.set(bill.id, (owed.get(bill.id) ?? dec(bill.balance)).minus(amount));
    rows.push({ id: newId(), vendorCreditId: credit.id, billId: bill.id, amount: amount.toFixed(), date: scope.today });
    await record(
      tx,
      scope,
      credit.id,
      'applied',
      `Credits of ${moneyText(amount.toFixed(), credit.currencyCode, credit.pricePrecision)} applied to bill ${bill.billNumber}.`,
    );
  }
  for (const [billId, balance] of owed) await setBillBalance(tx, org.id, billId, balance, scope.now);
  await insertCreditApplications(tx, org.id, rows, scope.now);
  for (const [id, rest] of left) await updateVendorCreditRow(tx, org.id, id, { balance: rest.toFixed(), updatedAt: scope.now });
  return (
    await selectCreditApplications(
      tx,
      org.id,
      anyId(
        vendorCreditBills.id,
        rows.map((r) => r.id),
      ),
    )
  ).map(applicationView);
}

/** POST /vendorcredits/{id}/bills: credit of one vendor credit to one or several bills. */
export function applyToBills(scope: Scope, vendorCreditId: string, input: ApplyVendorCreditInput): Promise<VendorCreditBill[]> {
  if (!input.bills.length) throw invalid(['input', 'bills'], 'must name at least one bill');
  const seen = new Set<string>();
  const wanted = input.bills.map((b, n) => {
    if (seen.has(b.billId)) throw invalid(['input', 'bills', n, 'billId'], 'names a bill listed before');
    seen.add(b.billId);
    return { vendorCreditId, billId: b.billId, amount: b.amountApplied, field: ['input', 'bills', n, 'amountApplied'], named: ['input', 'bills', n, 'billId'] };
  });
  return scope.db.transaction(async (tx) => {
    await findVendorCredit(tx, scope.org.id, vendorCreditId);
    return applyIn(tx, scope, wanted);
  });
}

/** POST /bills/{id}/credits: credit of one or several vendor credits to one bill. */
export function applyCreditsToBill(scope: Scope, billId: string, input: ApplyBillCreditsInput): Promise<VendorCreditBill[]> {
  const key = input.vendorCredits ? 'vendorCredits' : 'applyVendorCredits';
  const given = input.vendorCredits ?? input.applyVendorCredits ?? [];
  if (!given.length) throw invalid(['input', key], 'must name at least one vendor credit');
  const seen = new Set<string>();
  const wanted = given.map((c, n) => {
    if (seen.has(c.vendorCreditId)) throw invalid(['input', key, n, 'vendorCreditId'], 'names a vendor credit listed before');
    seen.add(c.vendorCreditId);
    return { vendorCreditId: c.vendorCreditId, billId, amount: c.amountApplied, field: ['input', key, n, 'amountApplied'], named: ['billId'] };
  });
  return scope.db.transaction(async (tx) => {
    await findBill(tx, scope.org.id, billId);
    const found = await selectVendorCredits(tx, scope.org.id, { where: anyId(vendorCredits.id, [...seen]) });
    wanted.forEach((w, n) => {
      if (!found.some((f) => f.id === w.vendorCreditId)) throw invalid(['input', key, n, 'vendorCreditId'], 'is not a vendor credit of the organization');
    });
    return applyIn(tx, scope, wanted);
  });
}

/** DELETE /vendorcredits/{id}/bills/{vendor_credit_bill_id}: the bill's balance and the credit left go back up. */
export function deleteVendorCreditBill(scope: Scope, vendorCreditId: string, applicationId: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const org = scope.org;
    const credit = await findVendorCredit(tx, org.id, vendorCreditId, { lock: true });
    const [application] = await selectCreditApplications(
      tx,
      org.id,
      and(eq(vendorCreditBills.id, applicationId), eq(vendorCreditBills.vendorCreditId, credit.id))!,
    );
    if (!application) throw notFound('The credit applied');
    const bill = (await lockBills(tx, org.id, [application.billId])).get(application.billId);
    if (bill) await setBillBalance(tx, org.id, bill.id, dec(bill.balance).plus(application.amount), scope.now);
    await deleteCreditApplication(tx, org.id, application.id);
    await updateVendorCreditRow(tx, org.id, credit.id, { balance: dec(credit.balance).plus(application.amount).toFixed(), updatedAt: scope.now });
    await record(
      tx,
      scope,
      credit.id,
      'application_removed',
      `Credits of ${moneyText(application.amount, credit.currencyCode, credit.pricePrecision)} applied to bill ${application.billNumber} removed.`,
    );
    return application.id;
  });
}

export async function vendorCreditBillsOf(scope: Scope, vendorCreditId: string): Promise<VendorCreditBill[]> {
  const credit = await findVendorCredit(scope.db, scope.org.id, vendorCreditId);
  return (await applicationsOfCredits(scope.db, scope.org.id, [credit.id])).map(applicationView);
}

// --- refunds ---------------------------------------------------------------------------------

/** Dr the account the money comes into, Cr accounts payable (what the vendor credit debited), basis both. */
async function postRefund(tx: Tx, scope: Scope, credit: VendorCreditRecord, refundId: string, fields: CreditRefundFields) {
  const org = scope.org;
  const system = await findAccounts(tx, org.id, { systemKeys: ['accounts_payable', 'exchange_gain_loss'] });
  const key = (k: string) => {
    const account = system.find((a) => a.systemKey === k);
    if (!account) throw new Error(`organization ${org.id} has no ${k} account`);
    return account.id;
  };
  const lines = refundPostingLines(
    {
      amount: fields.amount,
      currencyId: credit.currencyId,
      noteRate: credit.exchangeRate,
      refundRate: fields.exchangeRate,
      accounts: { receivable: key('accounts_payable'), from: fields.accountId, exchange: key('exchange_gain_loss') },
      base: { currencyId: org.currencyId, pricePrecision: org.pricePrecision },
      creditnoteNumber: credit.vendorCreditNumber,
      description: `Refund of vendor credit ${credit.vendorCreditNumber}`,
    },
    'in',
  );
  await repost(
    tx,
    { organizationId: org.id, sourceType: REFUND_SOURCE, sourceId: refundId },
    { date: fields.date, sourceNumber: credit.vendorCreditNumber, basis: 'both', referenceNumber: fields.referenceNumber, notes: fields.description, lines },
  );
  await enterRegister(tx, scope, {
    document: { type: REFUND_SOURCE, id: refundId, label: credit.vendorCreditNumber },
    accountId: fields.accountId,
    date: fields.date,
    debitOrCredit: 'credit',
    amount: fields.amount,
    bankCharges: '0',
    currencyId: credit.currencyId,
    exchangeRate: fields.exchangeRate,
    offsetAccountId: key('accounts_payable'),
    vendorId: credit.customerId,
    payee: credit.customerName,
    paymentMode: fields.refundMode,
    referenceNumber: fields.referenceNumber ?? credit.vendorCreditNumber,
    description: fields.description,
  });
}

async function refundFields(tx: Tx, scope: Scope, credit: VendorCreditRecord, input: VendorCreditRefundInput, available: Decimal): Promise<CreditRefundFields> {
  const amount = roundTo(input.amount, credit.pricePrecision);
  if (!amount.gt(0)) throw invalid(['input', 'amount'], 'must be more than 0');
  if (amount.gt(available))
    throw invalid(
      ['input', 'amount'],
      `${amount.toFixed()} is more than the ${available.toFixed()} of credit left on the vendor credit ${credit.vendorCreditNumber}`,
    );
  await requireAccount(tx, scope.org.id, input.accountId, ['input', 'accountId'], REFUND_ACCOUNTS);
  const date = input.date ?? scope.today;
  if (date < credit.date) throw invalid(['input', 'date'], `must not be before the vendor credit's date ${credit.date}`);
  let exchangeRate = credit.exchangeRate;
  if (input.exchangeRate != null) {
    if (!dec(input.exchangeRate).gt(0)) throw invalid(['input', 'exchangeRate'], 'must be more than 0');
    if (credit.currencyId === scope.org.currencyId && !dec(input.exchangeRate).eq(1))
      throw invalid(['input', 'exchangeRate'], 'must be 1 in the base currency');
    exchangeRate = dec(input.exchangeRate).toFixed();
  }
  return {
    amount: amount.toFixed(),
    date,
    exchangeRate,
    accountId: input.accountId,
    refundMode: text(input.refundMode) ?? null,
    referenceNumber: text(input.referenceNumber) ?? null,
    description: input.description ?? null,
  };
}

async function refundView(db: Scope['db'] | Tx, scope: Scope, refundId: string): Promise<VendorCreditRefund> {
  const rows = await selectCreditRefunds(db, scope.org.id, { where: eq(vendorCreditRefunds.id, refundId) });
  const [view] = await refundViews(db, scope, rows);
  return view;
}

export function createVendorCreditRefund(scope: Scope, vendorCreditId: string, input: VendorCreditRefundInput): Promise<VendorCreditRefund> {
  return scope.db.transaction(async (tx) => {
    const org = scope.org;
    const credit = await findVendorCredit(tx, org.id, vendorCreditId, { lock: true });
    check(scope, 'use', credit);
    const fields = await refundFields(tx, scope, credit, input, dec(credit.balance));
    const refundId = newId();
    await insertCreditRefund(tx, org.id, credit.id, refundId, fields, scope.now);
    await updateVendorCreditRow(tx, org.id, credit.id, { balance: dec(credit.balance).minus(fields.amount).toFixed(), updatedAt: scope.now });
    await postRefund(tx, scope, credit, refundId, fields);
    await record(tx, scope, credit.id, 'refunded', `Refund of ${moneyText(fields.amount, credit.currencyCode, credit.pricePrecision)} recorded.`);
    return refundView(tx, scope, refundId);
  });
}

export function updateVendorCreditRefund(scope: Scope, vendorCreditId: string, refundId: string, input: VendorCreditRefundInput): Promise<VendorCreditRefund> {
  return scope.db.transaction(async (tx) => {
    const org = scope.org;
    const credit = await findVendorCredit(tx, org.id, vendorCreditId, { lock: true });
    const refund = await findCreditRefund(tx, org.id, credit.id, refundId, { lock: true });
    check(scope, 'change', credit);
    const available = dec(credit.balance).plus(refund.amount);
    const fields = await refundFields(tx, scope, credit, input, available);
    await updateCreditRefundRow(tx, org.id, refund.id, fields, scope.now);
    await updateVendorCreditRow(tx, org.id, credit.id, { balance: available.minus(fields.amount).toFixed(), updatedAt: scope.now });
    await postRefund(tx, scope, credit, refund.id, fields);
    await record(tx, scope, credit.id, 'refund_changed', `Refund changed to ${moneyText(fields.amount, credit.currencyCode, credit.pricePrecision)}.`);
    return refundView(tx, scope, refund.id);
  });
}

export function deleteVendorCreditRefund(scope: Scope, vendorCreditId: string, refundId: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const org = scope.org;
    const credit = await findVendorCredit(tx, org.id, vendorCreditId, { lock: true });
    const refund = await findCreditRefund(tx, org.id, credit.id, refundId, { lock: true });
    await deleteCreditRefundRow(tx, org.id, refund.id);
    await updateVendorCreditRow(tx, org.id, credit.id, { balance: dec(credit.balance).plus(refund.amount).toFixed(), updatedAt: scope.now });
    await reverse(tx, { organizationId: org.id, sourceType: REFUND_SOURCE, sourceId: refund.id });
    await leaveRegister(tx, scope, { type: REFUND_SOURCE, id: refund.id, label: credit.vendorCreditNumber });
    await record(tx, scope, credit.id, 'refund_removed', `Refund of ${moneyText(refund.amount, credit.currencyCode, credit.pricePrecision)} deleted.`);
    return refund.id;
  });
}

export async function getVendorCreditRefund(scope: Scope, vendorCreditId: string, refundId: string): Promise<VendorCreditRefund> {
  const credit = await findVendorCredit(scope.db, scope.org.id, vendorCreditId);
  const refund = await findCreditRefund(scope.db, scope.org.id, credit.id, refundId);
  return refundView(scope.db, scope, refund.id);
}

export async function refundsOfCredit(scope: Scope, vendorCreditId: string, page: Page) {
  const credit = await findVendorCredit(scope.db, scope.org.id, vendorCreditId);
  const rows = await selectCreditRefunds(scope.db, scope.org.id, { where: eq(vendorCreditRefunds.vendorCreditId, credit.id), ...window(page) });
  return listPage(rows, page, { sortColumn: 'date', sortOrder: 'A' }, (nodes) => refundViews(scope.db, scope, nodes));
}

const REFUND_SORTS = {
  date: vendorCreditRefunds.date,
  amount: vendorCreditRefunds.amount,
  vendor_credit_number: sql`lower(${vendorCredits.vendorCreditNumber})`,
  customer_name: sql`lower(${vendorCredits.customerName})`,
};

/** GET /vendorcredits/refunds: refunds of every vendor credit, in two statements whatever the page size. */
export async function listAllRefunds(scope: Scope, args: QueryAllVendorcreditRefundsArgs, page: Page) {
  const sort = orderOf(REFUND_SORTS, vendorCreditRefunds.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'date',
    order: 'D',
    descending: ['date'],
  });
  const rows = await selectCreditRefunds(scope.db, scope.org.id, {
    where: args.customerId ? eq(vendorCredits.customerId, args.customerId) : undefined,
    orderBy: sort.orderBy as SQL[],
    ...window(page),
  });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder }, (nodes) => refundViews(scope.db, scope, nodes));
}
