import { queueWebhookEvent } from '../../core/webhooks/webhook-events.ts';
/**
 * Bills: create, change, open, void, approve, post, list. Declared on the documents kernel
 * (../documents) as its first purchase kind: the header and lines (a vendor's, at purchase rates,
 * against expense or inventory accounts), totals, comments, state changes, history and the ledger
 * lines (a sale's purchase mirror, documents/sales-posting.ts side `purchase`) are the kernel's;
 * this file holds what a bill adds: the vendor's number (unique per vendor), the due date from the
 * payment terms, the balance and the states that follow from them.
 */
import { type SQL, and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { billLineItems, bills } from '../../../drizzle/tables/accounting/bills.ts';
import { repost, reverse } from '../../core/books/ledger.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { dec, moneyText } from '../../core/values/money.ts';
import { addDays } from '../../core/values/periods.ts';
import { text } from '../../core/values/text.ts';
import { documentChanges } from '../documents/document-changes.ts';
import { documentComments } from '../documents/document-history.ts';
import { customFieldsOf } from '../documents/document-parties.ts';
import { type SalesKind, localeColumns, prepareSalesDocument } from '../documents/sales-documents.ts';
import { type StoredSalesLine, applyDocumentTotals, totalsOf } from '../documents/sales-lines.ts';
import { purchaseSystemAccounts, salesPostingLines } from '../documents/sales-posting.ts';
import type { Bill, BillFilter, ContactAddressInput, CreateBillInput, QueryBillsArgs, UpdateBillInput } from '../generated/graphql.ts';
import { termsLabel } from '../parties/contact-store.ts';
import { PAID, billMoves, billStateOf, billStateIn, billStated, isPaidOn } from './bill-states.ts';
import {
  type BillFields,
  type BillOperation,
  type BillRecord,
  billHistory,
  billLines,
  deleteBillRows,
  orderLinksOfBills,
  writeOrderLinks,
  findBill,
  insertBill,
  selectBills,
  updateBillRow,
} from './bill-store.ts';
import { orderLinksOf } from './bill-orders.ts';
import { BILL_TEMPLATES, billView, billViews } from './bill-views.ts';

const KIND: SalesKind = {
  noun: { article: 'A bill', name: 'bill' },
  templates: BILL_TEMPLATES,
  templatesRoute: 'the bill templates',
  purchase: true,
  orderLines: true,
};

// --- reading ---------------------------------------------------------------------------------

export function getBill(scope: Scope, billId: string): Promise<Bill> {
  return billView(scope.db, scope, billId);
}

const STATE_FILTERS: Record<BillFilter, { wire: string; states?: readonly string[] }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_DRAFT: { wire: 'Status.Draft', states: ['draft'] },
  STATUS_PENDING_APPROVAL: { wire: 'Status.PendingApproval', states: ['pending_approval'] },
  STATUS_APPROVED: { wire: 'Status.Approved', states: ['approved'] },
  STATUS_OPEN: { wire: 'Status.Open', states: ['open'] },
  STATUS_OVERDUE: { wire: 'Status.Overdue', states: ['overdue'] },
  STATUS_UNPAID: { wire: 'Status.Unpaid', states: ['open', 'overdue', 'partially_paid'] },
  STATUS_PARTIALLY_PAID: { wire: 'Status.PartiallyPaid', states: ['partially_paid'] },
  STATUS_PAID: { wire: 'Status.Paid', states: ['paid'] },
  STATUS_VOID: { wire: 'Status.Void', states: ['void'] },
};

const SORT_COLUMNS = {
  vendor_name: sql`lower(${bills.customerName})`,
  bill_number: sql`lower(${bills.billNumber})`,
  date: bills.date,
  due_date: bills.dueDate,
  total: bills.total,
  balance: bills.balance,
  created_time: bills.createdAt,
  last_modified_time: bills.updatedAt,
};

function lineWith(args: QueryBillsArgs, organizationId: string): SQL | undefined {
  const name = args.itemName?.trim();
  const description = args.itemDescription?.trim();
  if (!args.itemId && !name && !description) return undefined;
  const line = and(
    eq(billLineItems.organizationId, organizationId),
    eq(billLineItems.billId, bills.id),
    args.itemId ? eq(billLineItems.itemId, args.itemId) : undefined,
    name ? eq(sql`lower(${billLineItems.name})`, name.toLowerCase()) : undefined,
    description ? eq(sql`lower(${billLineItems.description})`, description.toLowerCase()) : undefined,
  );
  return sql`exists (select 1 from ${billLineItems} where ${line})`;
}

function modifiedSince(value: string | null | undefined): SQL | undefined {
  if (!value) return undefined;
  const at = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(at.getTime())) throw invalid(['lastModifiedTime'], 'must be a time written yyyy-mm-ddThh:mm:ss±hhmm');
  return gte(bills.updatedAt, at);
}

/** A page of bills: the same statements whatever the page size; states judged on the organization's today. */
export async function listBills(scope: Scope, args: QueryBillsArgs, page: Page, selected?: ReadonlySet<string>, where?: SQL) {
  const { db, org } = scope;
  const filter = STATE_FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const conditions: (SQL | undefined)[] = [
    where,
    filter.states ? billStateIn(filter.states, scope.today) : undefined,
    args.status ? billStateIn([fromEnum(args.status)], scope.today) : undefined,
    args.vendorId ? eq(bills.customerId, args.vendorId) : undefined,
    ...textFilters(bills.customerName, { equals: args.vendorName }),
    ...textFilters(bills.referenceNumber, { equals: args.referenceNumber }),
    ...textFilters(bills.billNumber, { equals: args.billNumber }),
    lineWith(args, org.id),
    searchOf([bills.billNumber, bills.referenceNumber, bills.customerName], args.searchText),
    args.date ? eq(bills.date, args.date) : undefined,
    args.dueDate ? eq(bills.dueDate, args.dueDate) : undefined,
    args.total != null ? eq(bills.total, dec(args.total).toFixed()) : undefined,
    modifiedSince(args.lastModifiedTime),
  ];
  const sort = orderOf(SORT_COLUMNS, bills.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: ['date', 'due_date', 'created_time', 'last_modified_time'],
  });
  const rows = await selectBills(db, org.id, { where: and(...conditions), orderBy: sort.orderBy, ...window(page) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) =>
    billViews(db, scope, nodes, selected),
  );
}

// --- writing ---------------------------------------------------------------------------------

/** The kernel's header and lines (the vendor's), and what a bill adds: number, dates, terms, custom fields, balance. */
async function prepare(tx: Tx, scope: Scope, input: CreateBillInput | UpdateBillInput, current?: { row: BillRecord; lines: StoredSalesLine[] }) {
  const previous = current?.row;
  const sales = await prepareSalesDocument(tx, scope, { ...input, customerId: input.vendorId }, current, KIND);
  const vendorChanged = sales.customerChanged;
  const date = sales.header.date;
  const paymentTerms = input.paymentTerms ?? (vendorChanged ? sales.customer.paymentTerms : previous!.paymentTerms);
  const termsChanged = input.paymentTerms != null && input.paymentTerms !== previous?.paymentTerms;
  const paymentTermsLabel =
    text(input.paymentTermsLabel) ??
    (termsChanged || !previous ? (input.paymentTerms != null ? termsLabel(paymentTerms) : sales.customer.paymentTermsLabel) : previous.paymentTermsLabel);
  const dueDate = input.dueDate ?? (previous && input.date == null && !termsChanged ? previous.dueDate : addDays(date, paymentTerms));
  if (dueDate < date) throw invalid(['input', 'dueDate'], `must not be before the bill date ${date}`);
  const billNumber = text(input.billNumber) ?? previous?.billNumber;
  if (!billNumber) throw invalid(['input', 'billNumber'], 'is required: the number the vendor gave the bill');
  const fields: BillFields = {
    ...sales.header,
    ...localeColumns(sales.locale.merged),
    billNumber,
    dueDate,
    paymentTerms,
    paymentTermsLabel,
    status: previous?.status ?? 'draft',
    customFields: input.customFields !== undefined ? customFieldsOf(input.customFields ?? []) : (previous?.customFields ?? []),
  };
  applyDocumentTotals(fields, sales.lines, totalsOf(fields, sales.lines));
  // What is paid stays paid: the balance follows the total.
  const paid = previous ? dec(previous.total).minus(previous.balance) : dec(0);
  fields.balance = dec(fields.total!).minus(paid).toFixed();
  return { fields, lines: sales.lines, linesChanged: sales.linesChanged, currencyCode: sales.currencyCode, paid };
}

/** The purchase-order lines the bill's lines bill, checked (bill-orders.ts); written when its lines are. */
async function linkOrders(
  tx: Tx,
  scope: Scope,
  billId: string,
  input: CreateBillInput | UpdateBillInput,
  prepared: Awaited<ReturnType<typeof prepare>>,
  replace: boolean,
) {
  if (!prepared.linesChanged) {
    if (input.purchaseorderIds != null) throw invalid(['input', 'purchaseorderIds'], 'comes with lineItems: the lines name the order lines they bill');
    return;
  }
  const { fields } = prepared;
  const links = await orderLinksOf(
    tx,
    scope.org.id,
    { id: billId, vendorId: fields.customerId!, pricePrecision: fields.pricePrecision!, exchangeRate: fields.exchangeRate! },
    input.purchaseorderIds,
    input.lineItems ?? [],
    prepared.lines,
  );
  await writeOrderLinks(tx, scope.org.id, billId, links, replace);
}

function refusingDuplicates<T>(number: () => string | null | undefined, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    bills_org_vendor_number: () =>
      new KontorError('DUPLICATE', `The bill number "${number()}" is already used by another bill of the same vendor.`, {
        field: ['input', 'billNumber'],
      }),
  });
}

function record(tx: Tx, scope: Scope, billId: string, operation: BillOperation, description: string) {
  return billHistory.record(tx, scope.org.id, billId, scope.actor, operation, description, scope.now);
}

type BillMove = Parameters<typeof billMoves.check>[0];

function check(scope: Scope, move: BillMove, row: BillRecord, blocked?: string | false): void {
  billMoves.check(move, billStateOf(row, scope.today), billStated(row, scope.today), blocked);
}

const SOURCE = 'bill';

/**
 * Makes the ledger hold what an open bill posts (accrual basis): each line's expense or inventory
 * account, input tax and shipping debited, the discount credited, accounts payable credited with the total.
 * What a line bills of goods its purchase order's receives took in (bill-orders.ts) moves from
 * the line's account to accounts payable: the receive debited the stock and credited the payable.
 */
async function postStored(tx: Tx, scope: Scope, billId: string) {
  const org = scope.org;
  const row = await findBill(tx, org.id, billId);
  const lines = (await billLines.of(tx, org.id, [row.id])).get(row.id) ?? [];
  const accounts = await purchaseSystemAccounts(tx, org.id);
  const postingLines = salesPostingLines(
    {
      totals: totalsOf(row, lines),
      lineAccounts: lines.map((l) => l.accountId),
      accounts,
      currencyId: row.currencyId,
      exchangeRate: row.exchangeRate,
      base: { currencyId: org.currencyId, pricePrecision: org.pricePrecision },
    },
    'purchase',
  );
  const rate = dec(row.exchangeRate).toFixed();
  for (const link of (await orderLinksOfBills(tx, org.id, [row.id])).get(row.id) ?? []) {
    const accountId = lines.find((l) => l.id === link.lineItemId)?.accountId;
    if (!accountId || dec(link.receivedValue).isZero()) continue;
    const received = { currencyId: row.currencyId, exchangeRate: rate, description: 'Received on the purchase order' };
    postingLines.push({ accountId, credit: link.receivedValue, ...received }, { accountId: accounts.receivable, debit: link.receivedValue, ...received });
  }
  await repost(
    tx,
    { organizationId: org.id, sourceType: SOURCE, sourceId: row.id },
    { date: row.date, sourceNumber: row.billNumber, basis: 'accrual', referenceNumber: row.referenceNumber, lines: postingLines },
  );
}
const unpost = (tx: Tx, scope: Scope, billId: string) => reverse(tx, { organizationId: scope.org.id, sourceType: SOURCE, sourceId: billId });

/** Open (posted) unless `status` is draft; the number is the vendor's, unique per vendor. */
export function createBill(scope: Scope, input: CreateBillInput): Promise<Bill> {
  return scope.db.transaction((tx) => createBillIn(tx, scope, input));
}

/** `createBill` in the caller's transaction (a recurring bill's schedule makes its bills so). */
export function createBillIn(tx: Tx, scope: Scope, input: CreateBillInput): Promise<Bill> {
  return refusingDuplicates(
    () => text(input.billNumber),
    async () => {
      const org = scope.org;
      const billId = newId();
      const prepared = await prepare(tx, scope, input);
      const status = input.status === 'DRAFT' ? 'draft' : 'open';
      const fields = { ...prepared.fields, status } as BillFields;
      await insertBill(tx, org.id, billId, fields, scope.now);
      await billLines.write(tx, org.id, billId, prepared.lines, false);
      await linkOrders(tx, scope, billId, input, prepared, false);
      if (status === 'open') await postStored(tx, scope, billId);
      await record(
        tx,
        scope,
        billId,
        'added',
        `Bill ${fields.billNumber} created for ${moneyText(fields.total!, prepared.currencyCode, fields.pricePrecision)}.`,
      );
      await queueWebhookEvent(tx, { organizationId: org.id, name: 'bill.created', id: billId, at: scope.now, data: { bill_number: fields.billNumber } });
      return billView(tx, scope, billId);
    },
  );
}

export async function updateBill(scope: Scope, billId: string, input: UpdateBillInput): Promise<Bill> {
  return refusingDuplicates(
    () => text(input.billNumber),
    () =>
      scope.db.transaction(async (tx) => {
        const org = scope.org;
        const row = await findBill(tx, org.id, billId, { lock: true });
        check(scope, 'change', row);
        const paid = isPaidOn(row);
        if (paid && input.vendorId && input.vendorId !== row.customerId) throw invalid(['input', 'vendorId'], `cannot change once ${PAID.split(';')[0]}`);
        if (paid && input.currencyId && input.currencyId !== row.currencyId) throw invalid(['input', 'currencyId'], `cannot change once ${PAID.split(';')[0]}`);
        const lines = (await billLines.of(tx, org.id, [row.id])).get(row.id) ?? [];
        const prepared = await prepare(tx, scope, input, { row, lines: lines.map(({ accountName: _a, ...line }) => line) });
        if (dec(prepared.fields.balance!).lt(0))
          throw invalid(['input', 'lineItems'], `make a total of ${prepared.fields.total}, less than the ${prepared.paid.toFixed()} paid`);
        await updateBillRow(tx, org.id, row.id, { ...prepared.fields, updatedAt: scope.now });
        if (prepared.linesChanged) await billLines.write(tx, org.id, row.id, prepared.lines, true);
        await linkOrders(tx, scope, row.id, input, prepared, true);
        if (row.status === 'open') await postStored(tx, scope, row.id);
        await record(
          tx,
          scope,
          row.id,
          'updated',
          `Bill ${prepared.fields.billNumber} updated; total ${moneyText(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision)}.`,
        );
        return billView(tx, scope, row.id);
      }),
  );
}

export async function deleteBill(scope: Scope, billId: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const row = await findBill(tx, scope.org.id, billId, { lock: true });
    // An overdue bill reads overdue whatever is paid on it: what is paid blocks the delete too.
    check(scope, 'delete', row, isPaidOn(row) && PAID);
    await unpost(tx, scope, row.id);
    await deleteBillRows(tx, scope.org.id, row.id);
    return row.id;
  });
}

const changes = documentChanges<BillRecord, BillFields, BillOperation, BillMove, Bill>({
  plural: 'bills',
  find: findBill,
  check,
  update: updateBillRow,
  record,
  view: billView,
  templates: BILL_TEMPLATES,
});

export const markOpen = (scope: Scope, billId: string) =>
  changes.move(scope, billId, 'open', (row) => ({
    set: { status: 'open' },
    operation: 'opened',
    description: `Bill ${row.billNumber} marked as open.`,
    effect: (tx) => postStored(tx, scope, row.id),
  }));

export const markVoid = (scope: Scope, billId: string) =>
  changes.move(
    scope,
    billId,
    'void',
    (row) => ({
      set: { status: 'void' },
      operation: 'voided',
      description: `Bill ${row.billNumber} marked as void.`,
      effect: async (tx) => {
        await unpost(tx, scope, row.id);
      },
    }),
    (row) => isPaidOn(row) && PAID,
  );

export const submit = (scope: Scope, billId: string) =>
  changes.move(scope, billId, 'submit', (row) => ({
    set: { status: 'pending_approval', submittedById: scope.actor.userId },
    operation: 'submitted',
    description: `Bill ${row.billNumber} submitted for approval.`,
  }));

export const approve = (scope: Scope, billId: string) =>
  changes.approve(scope, billId, 'approve', (row) => ({
    set: { status: 'approved', approvedById: scope.actor.userId },
    operation: 'approved',
    description: `Bill ${row.billNumber} approved.`,
  }));

export const updateBillingAddress = (scope: Scope, billId: string, input: ContactAddressInput) =>
  changes.address(scope, billId, 'change', 'billingAddress', input);

/** GET, POST and DELETE of a bill's comments (documents/document-history.ts). */
export const billComments = documentComments({ history: billHistory, find: findBill, idKey: 'billId', transactionType: 'bill' });
