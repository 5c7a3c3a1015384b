import { queueWebhookEvent } from '../../core/webhooks/webhook-events.ts';
/**
 * Sales invoices: create, change, number, move through their states, post to the ledger, list.
 * An invoice, its lines, custom values, history entry and ledger entry are written in one
 * transaction. An input becomes columns in invoice-input.ts, the SQL is invoice-store.ts; the
 * arithmetic is documents/document-totals.ts, the ledger lines documents/sales-posting.ts, the states
 * invoice-status.ts (all pure). Every "today" is the scope's.
 */
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { invoiceLineItems, invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { repost, reverse } from '../../core/books/ledger.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { PLATFORM, type Scope } from '../../core/request/scope.ts';
import { anyId, dateFilters, orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import { newId } from '../../core/values/ids.ts';
import { dec, moneyText, roundTo } from '../../core/values/money.ts';
import { type TaxChange, findTaxes } from '../../erp/api.ts';
import { billExpenses } from '../expenses/expense-billing.ts';
import type { CreateInvoiceInput, Invoice, InvoiceFilter, InvoiceStatusFilter, QueryInvoicesArgs, UpdateInvoiceInput } from '../generated/graphql.ts';
import { UNIQUE_VALUE_INDEX, resolveValues, uniqueValueTaken, writeValues } from '../shared/custom-fields.ts';
import { type InvoiceCommentRow, type Operation, recordHistory } from './invoice-history.ts';
import { applyTotals, prepare } from './invoice-input.ts';
import { totalsOf, withLineOf } from '../documents/sales-lines.ts';
import { taxColumns } from '../documents/document-taxes.ts';
import { salesPostingLines, salesSystemAccounts } from '../documents/sales-posting.ts';
import { type InvoiceState, invoiceMoves, invoiceStated, isOpen, statusOf, statusIn } from './invoice-status.ts';
import {
  type InvoiceFields,
  type InvoiceRecord,
  type LineFields,
  deleteInvoiceRows,
  draftsApplying,
  findInvoice,
  insertInvoice,
  linesOf,
  linesOfInvoice,
  nextInvoiceNumber,
  selectInvoices,
  updateInvoiceRow,
  writeLines,
} from './invoice-store.ts';
import { invoiceReads, invoiceView, invoiceViews } from './invoice-views.ts';
import { text } from '../../core/values/text.ts';
import { printedSet } from '../documents/document-print.ts';

/** Invoices one PDF export may hold (GET /invoices/pdf). */
export { MAX_PRINTED as MAX_DOCUMENTS } from '../documents/document-print.ts';

// --- reading ---------------------------------------------------------------------------------

export function getInvoice(scope: Scope, invoiceId: string): Promise<Invoice> {
  return invoiceView(scope.db, scope, invoiceId);
}

const FILTERS: Record<InvoiceFilter, { wire: string; states?: readonly InvoiceState[] }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_SENT: { wire: 'Status.Sent', states: ['sent'] },
  STATUS_DRAFT: { wire: 'Status.Draft', states: ['draft'] },
  STATUS_OVERDUE: { wire: 'Status.OverDue', states: ['overdue'] },
  STATUS_PAID: { wire: 'Status.Paid', states: ['paid'] },
  STATUS_VOID: { wire: 'Status.Void', states: ['void'] },
  STATUS_UNPAID: { wire: 'Status.Unpaid', states: ['sent', 'viewed', 'overdue', 'partially_paid'] },
  STATUS_PARTIALLY_PAID: { wire: 'Status.PartiallyPaid', states: ['partially_paid'] },
  STATUS_VIEWED: { wire: 'Status.Viewed', states: ['viewed'] },
};

const STATUS_FILTERS: Record<InvoiceStatusFilter, readonly InvoiceState[]> = {
  DRAFT: ['draft'],
  SENT: ['sent'],
  VIEWED: ['viewed'],
  OVERDUE: ['overdue'],
  PARTIALLY_PAID: ['partially_paid'],
  PAID: ['paid'],
  VOID: ['void'],
  UNPAID: ['sent', 'viewed', 'overdue', 'partially_paid'],
};

const SORT_COLUMNS = {
  invoice_number: sql`lower(${invoices.invoiceNumber})`,
  date: invoices.date,
  due_date: invoices.dueDate,
  customer_name: sql`lower(${invoices.customerName})`,
  total: invoices.total,
  balance: invoices.balance,
  created_time: invoices.createdAt,
};

/**
 * A page of invoices with their lines: the same statements whatever the page size. `within`
 * narrows the list to some invoices (a recurring profile's) and names the column it is sorted
 * by when the request names none (created_time).
 */
export async function listInvoices(
  scope: Scope,
  args: QueryInvoicesArgs,
  page: Page,
  within: { where?: SQL; sortColumn?: keyof typeof SORT_COLUMNS; selected?: ReadonlySet<string> } = {},
) {
  const { db, org } = scope;
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const states = (wanted: readonly InvoiceState[] | undefined) => (wanted ? statusIn(wanted, scope.today) : undefined);
  const conditions: (SQL | undefined)[] = [
    within.where,
    states(filter.states),
    states(args.status ? STATUS_FILTERS[args.status] : undefined),
    args.customerId ? eq(invoices.customerId, args.customerId) : undefined,
    ...textFilters(invoices.customerName, { equals: args.customerName }),
    ...textFilters(invoices.referenceNumber, { equals: args.referenceNumber }),
    withLineOf(invoiceLineItems, invoiceLineItems.invoiceId, invoices.id, org.id, args),
    searchOf([invoices.invoiceNumber, invoices.referenceNumber, invoices.customerName], args.searchText),
    ...textFilters(invoices.invoiceNumber, { equals: args.invoiceNumber, startsWith: args.invoiceNumberStartswith, contains: args.invoiceNumberContains }),
    ...dateFilters(invoices.date, { start: args.dateStart, end: args.dateEnd, before: args.dateBefore, after: args.dateAfter }),
    ...dateFilters(invoices.dueDate, { start: args.dueDateStart, end: args.dueDateEnd, before: args.dueDateBefore, after: args.dueDateAfter }),
  ];
  const sort = orderOf(SORT_COLUMNS, invoices.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: within.sortColumn ?? 'created_time',
    order: 'D',
    descending: ['date', 'due_date', 'created_time'],
  });
  const rows = await selectInvoices(db, org.id, { where: and(...conditions), orderBy: sort.orderBy, ...window(page), reads: invoiceReads(within.selected) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) =>
    invoiceViews(db, scope, nodes, within.selected),
  );
}

/** Invoices by id in the order asked, for printing; more than MAX_DOCUMENTS is refused, a missing one is 404. */
export async function invoicesForPrint(scope: Scope, invoiceIds: readonly string[]): Promise<Invoice[]> {
  const { db, org } = scope;
  return printedSet(invoiceIds, {
    noun: 'invoice',
    plural: 'invoices',
    field: 'invoiceIds',
    read: async (ids) => {
      const rows = await selectInvoices(db, org.id, { where: anyId(invoices.id, ids) });
      return new Map((await invoiceViews(db, scope, rows)).map((v) => [v.invoiceId, v]));
    },
  });
}

// --- writing ---------------------------------------------------------------------------------

/** The state an open invoice is in after a change on the scope's today, stored so readers outside the API see it too. */
function storedState(
  scope: Scope,
  fields: Pick<InvoiceFields, 'status' | 'balance' | 'paymentMade' | 'creditsApplied' | 'writeOffAmount' | 'dueDate'> & { isViewedByClient?: boolean },
): InvoiceState {
  return statusOf(
    {
      status: fields.status ?? 'draft',
      balance: fields.balance,
      paymentMade: fields.paymentMade ?? '0',
      creditsApplied: fields.creditsApplied ?? '0',
      writeOffAmount: fields.writeOffAmount ?? '0',
      isViewedByClient: fields.isViewedByClient ?? false,
      dueDate: fields.dueDate,
    },
    scope.today,
  );
}

/**
 * Makes the ledger hold what the invoice posts (accrual basis): the first post, or a reversal
 * and a new entry when it changed; nothing when it is as posted already.
 */
async function post(
  tx: Tx,
  scope: Scope,
  invoice: InvoiceRecord,
  lines: readonly Pick<LineFields, 'rate' | 'quantity' | 'discount' | 'taxComponents' | 'accountId'>[],
): Promise<void> {
  const org = scope.org;
  const postingLines = salesPostingLines(
    {
      totals: totalsOf(invoice, lines),
      lineAccounts: lines.map((l) => l.accountId),
      accounts: await salesSystemAccounts(tx, org.id),
      currencyId: invoice.currencyId,
      exchangeRate: invoice.exchangeRate,
      base: { currencyId: org.currencyId, pricePrecision: org.pricePrecision },
    },
    'sale',
  );
  await repost(
    tx,
    { organizationId: org.id, sourceType: 'invoice', sourceId: invoice.id },
    { date: invoice.date, sourceNumber: invoice.invoiceNumber, basis: 'accrual', referenceNumber: invoice.referenceNumber, lines: postingLines },
  );
}

async function unpost(tx: Tx, scope: Scope, invoiceId: string): Promise<void> {
  await reverse(tx, { organizationId: scope.org.id, sourceType: 'invoice', sourceId: invoiceId });
}

/** The scope's actor writes a history entry of the invoice at the scope's time. */
function record(tx: Tx, scope: Scope, invoiceId: string, operation: Operation, description: string): Promise<InvoiceCommentRow> {
  return recordHistory(tx, scope.org.id, invoiceId, scope.actor, operation, description, scope.now);
}

/** The index that keeps numbers unique turned into the error a client acts on, also for a concurrent writer. */
function refusingDuplicates<T>(number: () => string | null | undefined, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    invoices_org_number: () =>
      new KontorError('DUPLICATE', `The invoice number "${number()}" is already used by another invoice of the organization.`, {
        field: ['input', 'invoiceNumber'],
      }),
    [UNIQUE_VALUE_INDEX]: () => uniqueValueTaken('invoice'),
  });
}

export interface CreateOptions {
  ignoreAutoNumberGeneration: boolean;
  send: boolean;
}

export async function createInvoice(scope: Scope, input: CreateInvoiceInput, options: CreateOptions): Promise<Invoice> {
  const drawn: { number?: string | null } = { number: text(input.invoiceNumber) };
  return refusingDuplicates(
    () => drawn.number,
    () => scope.db.transaction((tx) => createInvoiceIn(tx, scope, input, options, drawn)),
  );
}

/**
 * createInvoice in the caller's transaction, for documents that make invoices (recurring
 * profiles): the same checks, totals, numbering, history and posting as a hand-made invoice.
 * `drawn.number` receives the number as soon as it is drawn (for the duplicate message).
 */
export async function createInvoiceIn(
  tx: Tx,
  scope: Scope,
  input: CreateInvoiceInput,
  options: CreateOptions,
  drawn: { number?: string | null } = {},
): Promise<Invoice> {
  const org = scope.org;
  const givenNumber = text(input.invoiceNumber);
  if (options.ignoreAutoNumberGeneration && !givenNumber) throw invalid(['input', 'invoiceNumber'], 'is required when ignore_auto_number_generation is true');
  const invoiceId = newId();
  const prepared = await prepare(tx, scope, input, invoiceId);
  const custom = await resolveValues(tx, org.id, 'invoice', input.customFields, ['input', 'customFields']);
  // Drawn last: the series' counter stays locked until commit, so concurrent creates queue only here.
  const number = options.ignoreAutoNumberGeneration ? givenNumber! : await nextInvoiceNumber(tx, org.id);
  drawn.number = number;
  await insertInvoice(tx, org.id, invoiceId, { ...prepared.fields, invoiceNumber: number, status: 'draft' }, scope.now);
  // Queued with the row: whatever fails after it (a unique custom value) takes the event back too.
  await queueWebhookEvent(tx, { organizationId: org.id, name: 'invoice.created', id: invoiceId, at: scope.now, data: { invoice_number: number } });
  await writeLines(tx, org.id, invoiceId, prepared.lines, false);
  await billExpenses(tx, scope, { invoiceId, invoiceNumber: number, customerId: prepared.fields.customerId }, prepared.lines);
  await writeValues(tx, org.id, invoiceId, custom, 'invoice');
  await record(
    tx,
    scope,
    invoiceId,
    'added',
    `Invoice ${number} created for ${moneyText(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision)}.`,
  );
  if (options.send) await markSentIn(tx, scope, invoiceId);
  return invoiceView(tx, scope, invoiceId);
}

export async function updateInvoice(scope: Scope, invoiceId: string, input: UpdateInvoiceInput): Promise<Invoice> {
  const org = scope.org;
  return refusingDuplicates(
    () => text(input.invoiceNumber),
    () =>
      scope.db.transaction(async (tx) => {
        const row = await findInvoice(tx, org.id, invoiceId, { lock: true });
        invoiceMoves.check('change', row.status, stated(scope, row));
        const lines = await linesOfInvoice(tx, org.id, row.id);
        const prepared = await prepare(tx, scope, input, row.id, { row, lines });
        const custom = await resolveValues(tx, org.id, 'invoice', input.customFields, ['input', 'customFields']);
        const invoiceNumber = text(input.invoiceNumber) ?? row.invoiceNumber;
        const status = isOpen(row.status) ? storedState(scope, { ...prepared.fields, isViewedByClient: row.isViewedByClient }) : row.status;
        await updateInvoiceRow(tx, org.id, row.id, { ...prepared.fields, invoiceNumber, status, updatedAt: scope.now });
        if (prepared.linesChanged) await writeLines(tx, org.id, row.id, prepared.lines, true);
        await billExpenses(tx, scope, { invoiceId: row.id, invoiceNumber, customerId: prepared.fields.customerId }, prepared.lines);
        await writeValues(tx, org.id, row.id, custom, 'invoice');
        if (isOpen(row.status))
          await post(tx, scope, { ...row, ...prepared.fields, invoiceNumber, status, currencyCode: prepared.currencyCode } as InvoiceRecord, prepared.lines);
        await record(
          tx,
          scope,
          row.id,
          'updated',
          `Invoice ${invoiceNumber} updated; total ${moneyText(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision)}.`,
        );
        return invoiceView(tx, scope, row.id);
      }),
  );
}

/** The invoice as a refused move names it: its number and its state today. */
function stated(scope: Scope, row: InvoiceRecord) {
  return invoiceStated(row.invoiceNumber, statusOf(row, scope.today));
}

const SETTLED = 'payments or credits are applied to it; remove them first';

function hasSettlements(row: InvoiceRecord): boolean {
  return dec(row.paymentMade).plus(row.creditsApplied).plus(row.writeOffAmount).gt(0);
}

/** Deletes an invoice that nothing has been paid or credited on; what it posted is reversed. */
/** Deletes an invoice with what hangs on it; its id and its files' ids (the caller removes their blobs after commit). */
export async function deleteInvoice(scope: Scope, invoiceId: string): Promise<{ id: string; fileIds: string[] }> {
  const org = scope.org;
  return scope.db.transaction(async (tx) => {
    const row = await findInvoice(tx, org.id, invoiceId, { lock: true });
    invoiceMoves.check('delete', row.status, stated(scope, row), hasSettlements(row) && 'payments or credits are applied to it');
    await unpost(tx, scope, row.id);
    await billExpenses(tx, { ...scope, actor: PLATFORM }, { invoiceId: row.id, invoiceNumber: row.invoiceNumber, customerId: row.customerId }, []);
    const fileIds = await deleteInvoiceRows(tx, org.id, row.id);
    return { id: row.id, fileIds };
  });
}

async function setState(tx: Tx, scope: Scope, row: InvoiceRecord, status: InvoiceState): Promise<void> {
  await updateInvoiceRow(tx, scope.org.id, row.id, { status, updatedAt: scope.now });
}

export async function markSentIn(tx: Tx, scope: Scope, invoiceId: string): Promise<void> {
  const row = await findInvoice(tx, scope.org.id, invoiceId, { lock: true });
  invoiceMoves.check('markSent', row.status, stated(scope, row));
  const status = storedState(scope, { ...row, status: 'sent' });
  await setState(tx, scope, row, status);
  await post(tx, scope, { ...row, status }, await linesOfInvoice(tx, scope.org.id, row.id));
  await record(tx, scope, row.id, 'marked_as_sent', `Invoice ${row.invoiceNumber} marked as sent.`);
  await queueWebhookEvent(tx, { organizationId: scope.org.id, name: 'invoice.sent', id: row.id, at: scope.now, data: { invoice_number: row.invoiceNumber } });
}

/** draft → sent: the invoice is posted. Email delivery arrives with the messaging module (is_emailed stays false). */
export async function markInvoiceSent(scope: Scope, invoiceId: string): Promise<Invoice> {
  return scope.db.transaction(async (tx) => {
    await markSentIn(tx, scope, invoiceId);
    return invoiceView(tx, scope, invoiceId);
  });
}

/** Voids a draft or an open invoice that nothing has been paid or credited on; what it posted is reversed. */
export async function markInvoiceVoid(scope: Scope, invoiceId: string): Promise<Invoice> {
  return scope.db.transaction(async (tx) => {
    const row = await findInvoice(tx, scope.org.id, invoiceId, { lock: true });
    invoiceMoves.check('void', row.status, stated(scope, row), hasSettlements(row) && SETTLED);
    await unpost(tx, scope, row.id);
    await setState(tx, scope, row, 'void');
    await record(tx, scope, row.id, 'voided', `Invoice ${row.invoiceNumber} marked as void.`);
    await queueWebhookEvent(tx, {
      organizationId: scope.org.id,
      name: 'invoice.voided',
      id: row.id,
      at: scope.now,
      data: { invoice_number: row.invoiceNumber },
    });
    return invoiceView(tx, scope, row.id);
  });
}

/** sent (or void) → draft: what it posted is reversed; refused once something is paid or credited. */
export async function markInvoiceDraft(scope: Scope, invoiceId: string): Promise<Invoice> {
  return scope.db.transaction(async (tx) => {
    const row = await findInvoice(tx, scope.org.id, invoiceId, { lock: true });
    invoiceMoves.check('toDraft', row.status, stated(scope, row), hasSettlements(row) && SETTLED);
    await unpost(tx, scope, row.id);
    await setState(tx, scope, row, 'draft');
    await record(tx, scope, row.id, 'marked_as_draft', `Invoice ${row.invoiceNumber} converted to draft.`);
    return invoiceView(tx, scope, row.id);
  });
}

export async function addComment(scope: Scope, invoiceId: string, description: string): Promise<InvoiceCommentRow> {
  const comment = description.trim();
  if (!comment) throw invalid(['input', 'description'], 'must not be blank');
  return scope.db.transaction(async (tx) => {
    const row = await findInvoice(tx, scope.org.id, invoiceId);
    return record(tx, scope, row.id, 'commented', comment);
  });
}

// --- following tax changes (update_draft_invoice) ---------------------------------------------

/**
 * A tax's rate changed and the client asked for draft invoices to follow: every draft with a
 * line applying an affected tax takes the taxes as they are now and its totals are worked out
 * again, in the tax's transaction. Sent invoices keep what they were issued with.
 */
export async function followTaxChange(tx: Tx, change: Pick<TaxChange, 'organizationId' | 'taxId' | 'affectedTaxIds' | 'at'>): Promise<void> {
  const organizationId = change.organizationId;
  const affected = [...change.affectedTaxIds];
  if (!affected.length) return;
  const rows = await draftsApplying(tx, organizationId, affected);
  if (!rows.length) return;
  const taxes = await findTaxes(tx, organizationId, affected);
  const lines = await linesOf(
    tx,
    organizationId,
    rows.map((r) => r.id),
  );
  const at = change.at;
  for (const row of rows) {
    if (row.status !== 'draft') continue;
    const updated: LineFields[] = (lines.get(row.id) ?? []).map(({ accountName: _a, ...line }) => {
      const tax = line.taxId && affected.includes(line.taxId) ? taxes.get(line.taxId) : undefined;
      return tax ? { ...line, ...taxColumns(tax, 'sales') } : { ...line };
    });
    const fields = { ...row } as InvoiceFields;
    applyTotals(fields, updated, totalsOf(row, updated));
    const { subTotal, discountAmount, taxTotal, total, roundingDifference, taxes: taxAmounts, balance } = fields;
    await updateInvoiceRow(tx, organizationId, row.id, {
      subTotal,
      discountAmount,
      taxTotal,
      total,
      roundingDifference,
      taxes: taxAmounts,
      balance,
      updatedAt: at,
    });
    await writeLines(tx, organizationId, row.id, updated, true);
    const tax = taxes.get(change.taxId);
    await recordHistory(
      tx,
      organizationId,
      row.id,
      PLATFORM,
      'updated',
      `Tax ${tax?.taxName ?? change.taxId} changed: totals worked out again; total ${roundTo(fields.total!, row.pricePrecision).toFixed(row.pricePrecision)}.`,
      at,
    );
  }
}
