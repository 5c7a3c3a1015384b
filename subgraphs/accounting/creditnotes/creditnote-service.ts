import { queueWebhookEvent } from '../../core/webhooks/webhook-events.ts';
/**
 * Credit notes: create, change, number, open, void, approve, post, list; apply their credit to
 * invoices and refund it. Declared on the documents kernel (../documents) like sales orders: the
 * header and lines, totals, comments, state changes, numbering, history and the ledger lines (a
 * sale's mirror, documents/sales-posting.ts) are the kernel's; this file holds what a credit note
 * adds: its credit left (balance), the applications to invoices and the refunds. Every write
 * that moves money locks the credit notes first, then the invoices, each in id order, so concurrent
 * applications queue (never deadlock) and never use more than the credit left.
 */
import { type SQL, and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { creditnoteInvoices, creditnoteLineItems, creditnoteRefunds, creditnotes } from '../../../drizzle/tables/accounting/creditnotes.ts';
import { findAccounts, requireAccount } from '../../core/books/chart-store.ts';
import { currentEntries, postMany, repost, reverse } from '../../core/books/ledger.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId, orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { type Decimal, dec, moneyText, roundTo } from '../../core/values/money.ts';
import { text } from '../../core/values/text.ts';
import { documentChanges } from '../documents/document-changes.ts';
import { documentComments } from '../documents/document-history.ts';
import { customFieldsOf } from '../documents/document-parties.ts';
import { type SalesKind, localeColumns, prepareSalesDocument } from '../documents/sales-documents.ts';
import { type StoredSalesLine, applyDocumentTotals, totalsOf } from '../documents/sales-lines.ts';
import { salesPostingLines, salesSystemAccounts } from '../documents/sales-posting.ts';
import type {
  ApplyCreditNoteInput,
  ApplyInvoiceCreditsInput,
  ContactAddressInput,
  CreateCreditNoteInput,
  CreditNote,
  CreditNoteFilter,
  CreditNoteInvoice,
  CreditNoteRefund,
  CreditNoteRefundInput,
  InvoiceCreditApplied,
  QueryAllCreditnoteRefundsArgs,
  QueryCreditnotesArgs,
  UpdateCreditNoteInput,
} from '../generated/graphql.ts';
import { applyCredit, invoiceSummaries, removeCredit } from '../invoices/invoice-payments.ts';
import { findInvoice } from '../invoices/invoice-store.ts';
import { refundCashLines, refundPostingLines } from './creditnote-posting.ts';
import { USED, creditnoteMoves, creditnoteStateOf, creditnoteStateIn, creditnoteStated, isUsed } from './creditnote-states.ts';
import {
  type CreditNoteFields,
  type CreditNoteOperation,
  type CreditNoteRecord,
  type RefundRow,
  applicationsOfInvoice,
  applicationsOfNotes,
  creditnoteHistory,
  deleteApplication,
  deleteCreditNoteRows,
  deleteRefundRow,
  findCreditNote,
  findRefund,
  insertApplications,
  insertCreditNote,
  insertRefund,
  nextCreditNoteNumber,
  noteLines,
  selectApplications,
  selectCreditNotes,
  selectRefunds,
  updateCreditNoteRow,
  updateRefundRow,
} from './creditnote-store.ts';
import { CREDITNOTE_TEMPLATES, applicationView, creditAppliedView, creditnoteView, creditnoteViews, refundViews } from './creditnote-views.ts';

const KIND: SalesKind = {
  noun: { article: 'A credit note', name: 'credit note' },
  templates: CREDITNOTE_TEMPLATES,
  templatesRoute: 'GET /creditnotes/templates',
};

/** Accounts a refund is paid from. */
const REFUND_ACCOUNTS = { types: ['bank', 'cash'], typesText: 'a bank or cash account' };

// --- reading ---------------------------------------------------------------------------------

export function getCreditNote(scope: Scope, creditnoteId: string): Promise<CreditNote> {
  return creditnoteView(scope.db, scope, creditnoteId);
}

const FILTERS: Record<CreditNoteFilter, { wire: string; where?: SQL }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_DRAFT: { wire: 'Status.Draft', where: creditnoteStateIn(['draft']) },
  STATUS_PENDING_APPROVAL: { wire: 'Status.PendingApproval', where: creditnoteStateIn(['pending_approval']) },
  STATUS_APPROVED: { wire: 'Status.Approved', where: creditnoteStateIn(['approved']) },
  STATUS_OPEN: { wire: 'Status.Open', where: creditnoteStateIn(['open']) },
  STATUS_CLOSED: { wire: 'Status.Closed', where: creditnoteStateIn(['closed']) },
  STATUS_VOID: { wire: 'Status.Void', where: creditnoteStateIn(['void']) },
};

const SORT_COLUMNS = {
  customer_name: sql`lower(${creditnotes.customerName})`,
  creditnote_number: sql`lower(${creditnotes.creditnoteNumber})`,
  date: creditnotes.date,
  total: creditnotes.total,
  balance: creditnotes.balance,
  created_time: creditnotes.createdAt,
  last_modified_time: creditnotes.updatedAt,
};

function lineWith(args: QueryCreditnotesArgs, organizationId: string): SQL | undefined {
  const name = args.itemName?.trim();
  const description = args.itemDescription?.trim();
  if (!args.itemId && !name && !description && !args.taxId) return undefined;
  const line = and(
    eq(creditnoteLineItems.organizationId, organizationId),
    eq(creditnoteLineItems.creditnoteId, creditnotes.id),
    args.itemId ? eq(creditnoteLineItems.itemId, args.itemId) : undefined,
    name ? eq(sql`lower(${creditnoteLineItems.name})`, name.toLowerCase()) : undefined,
    description ? eq(sql`lower(${creditnoteLineItems.description})`, description.toLowerCase()) : undefined,
    args.taxId ? eq(creditnoteLineItems.taxId, args.taxId) : undefined,
  );
  return sql`exists (select 1 from ${creditnoteLineItems} where ${line})`;
}

function modifiedSince(value: string | null | undefined): SQL | undefined {
  if (!value) return undefined;
  const at = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(at.getTime())) throw invalid(['lastModifiedTime'], 'must be a time written yyyy-mm-ddThh:mm:ss±hhmm');
  return gte(creditnotes.updatedAt, at);
}

/** A page of credit notes: the same statements whatever the page size. */
export async function listCreditNotes(scope: Scope, args: QueryCreditnotesArgs, page: Page, selected?: ReadonlySet<string>) {
  const { db, org } = scope;
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const conditions: (SQL | undefined)[] = [
    filter.where,
    args.status ? creditnoteStateIn([fromEnum(args.status)]) : undefined,
    args.customerId ? eq(creditnotes.customerId, args.customerId) : undefined,
    ...textFilters(creditnotes.customerName, { equals: args.customerName }),
    ...textFilters(creditnotes.referenceNumber, { equals: args.referenceNumber }),
    ...textFilters(creditnotes.creditnoteNumber, { equals: args.creditnoteNumber }),
    lineWith(args, org.id),
    searchOf([creditnotes.creditnoteNumber, creditnotes.referenceNumber, creditnotes.customerName], args.searchText),
    args.date ? eq(creditnotes.date, args.date) : undefined,
    args.total != null ? eq(creditnotes.total, dec(args.total).toFixed()) : undefined,
    modifiedSince(args.lastModifiedTime),
  ];
  const sort = orderOf(SORT_COLUMNS, creditnotes.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: ['date', 'created_time', 'last_modified_time'],
  });
  const rows = await selectCreditNotes(db, org.id, { where: and(...conditions), orderBy: sort.orderBy, ...window(page) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) =>
    creditnoteViews(db, scope, nodes, selected),
  );
}

// --- writing ---------------------------------------------------------------------------------

/** The kernel's sales header and lines, and what a credit note adds: its custom fields and credit left. */
async function prepare(
  tx: Tx,
  scope: Scope,
  input: CreateCreditNoteInput | UpdateCreditNoteInput,
  current?: { row: CreditNoteRecord; lines: StoredSalesLine[] },
) {
  const previous = current?.row;
  const sales = await prepareSalesDocument(tx, scope, input, current, KIND);
  const fields: CreditNoteFields = {
    ...sales.header,
    ...localeColumns(sales.locale.merged),
    creditnoteNumber: previous?.creditnoteNumber ?? '',
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
    creditnotes_org_number: () =>
      new KontorError('DUPLICATE', `The credit note number "${number()}" is already used by another credit note of the organization.`, {
        field: ['input', 'creditnoteNumber'],
      }),
  });
}

function record(tx: Tx, scope: Scope, creditnoteId: string, operation: CreditNoteOperation, description: string) {
  return creditnoteHistory.record(tx, scope.org.id, creditnoteId, scope.actor, operation, description, scope.now);
}

type CreditNoteMove = Parameters<typeof creditnoteMoves.check>[0];

function check(_scope: Scope, move: CreditNoteMove, row: CreditNoteRecord, blocked?: string | false): void {
  creditnoteMoves.check(move, creditnoteStateOf(row), creditnoteStated(row), blocked);
}

const SOURCE = 'creditnote';

/**
 * Makes the ledger hold what an open credit note posts (accrual basis): the mirror of an
 * invoice of the same lines (income, tax, shipping debited; the receivable credited).
 */
async function postStored(tx: Tx, scope: Scope, creditnoteId: string) {
  const org = scope.org;
  const row = await findCreditNote(tx, org.id, creditnoteId);
  const lines = (await noteLines.of(tx, org.id, [row.id])).get(row.id) ?? [];
  const postingLines = salesPostingLines(
    {
      totals: totalsOf(row, lines),
      lineAccounts: lines.map((l) => l.accountId),
      accounts: await salesSystemAccounts(tx, org.id),
      currencyId: row.currencyId,
      exchangeRate: row.exchangeRate,
      base: { currencyId: org.currencyId, pricePrecision: org.pricePrecision },
    },
    'return',
  );
  await repost(
    tx,
    { organizationId: org.id, sourceType: SOURCE, sourceId: row.id },
    { date: row.date, sourceNumber: row.creditnoteNumber, basis: 'accrual', referenceNumber: row.referenceNumber, lines: postingLines },
  );
}
const unpost = (tx: Tx, scope: Scope, creditnoteId: string) => reverse(tx, { organizationId: scope.org.id, sourceType: SOURCE, sourceId: creditnoteId });

/** The invoice a credit note is raised against: an invoice of the organization and of the same customer. */
async function raisedAgainst(tx: Tx, scope: Scope, invoiceId: string | null | undefined, customerId: string): Promise<string | null> {
  if (!invoiceId) return null;
  const [invoice] = (await invoiceSummaries(tx, scope.org.id, [invoiceId])).values();
  if (!invoice) throw invalid(['invoiceId'], 'is not an invoice of the organization');
  if (invoice.customerId !== customerId) throw invalid(['invoiceId'], `is an invoice of another customer (${invoice.invoiceNumber})`);
  return invoice.invoiceId;
}

export async function createCreditNote(
  scope: Scope,
  input: CreateCreditNoteInput,
  options: { ignoreAutoNumberGeneration: boolean; invoiceId?: string | null },
): Promise<CreditNote> {
  const givenNumber = text(input.creditnoteNumber);
  if (options.ignoreAutoNumberGeneration && !givenNumber)
    throw invalid(['input', 'creditnoteNumber'], 'is required when ignore_auto_number_generation is true');
  let number: string | null | undefined = givenNumber;
  return refusingDuplicates(
    () => number,
    () =>
      scope.db.transaction(async (tx) => {
        const org = scope.org;
        const creditnoteId = newId();
        const prepared = await prepare(tx, scope, input);
        const invoiceId = await raisedAgainst(tx, scope, options.invoiceId, prepared.fields.customerId);
        const status = input.isDraft ? 'draft' : 'open';
        number = options.ignoreAutoNumberGeneration ? givenNumber! : await nextCreditNoteNumber(tx, org.id);
        const fields = { ...prepared.fields, creditnoteNumber: number, status, invoiceId } as CreditNoteFields;
        await insertCreditNote(tx, org.id, creditnoteId, fields, scope.now);
        await noteLines.write(tx, org.id, creditnoteId, prepared.lines, false);
        if (status === 'open') await postStored(tx, scope, creditnoteId);
        await record(
          tx,
          scope,
          creditnoteId,
          'added',
          `Credit note ${number} created for ${moneyText(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision)}.`,
        );
        return creditnoteView(tx, scope, creditnoteId);
      }),
  );
}

export async function updateCreditNote(scope: Scope, creditnoteId: string, input: UpdateCreditNoteInput): Promise<CreditNote> {
  return refusingDuplicates(
    () => text(input.creditnoteNumber),
    () =>
      scope.db.transaction(async (tx) => {
        const org = scope.org;
        const row = await findCreditNote(tx, org.id, creditnoteId, { lock: true });
        check(scope, 'change', row);
        const used = isUsed(row);
        if (used && input.customerId && input.customerId !== row.customerId)
          throw invalid(['input', 'customerId'], 'cannot change once credit of the credit note is applied or refunded');
        if (used && input.currencyId && input.currencyId !== row.currencyId)
          throw invalid(['input', 'currencyId'], 'cannot change once credit of the credit note is applied or refunded');
        const lines = (await noteLines.of(tx, org.id, [row.id])).get(row.id) ?? [];
        const prepared = await prepare(tx, scope, input, { row, lines: lines.map(({ accountName: _a, ...line }) => line) });
        if (dec(prepared.fields.balance!).lt(0))
          throw invalid(['input', 'lineItems'], `make a total of ${prepared.fields.total}, less than the ${prepared.used.toFixed()} applied or refunded`);
        const creditnoteNumber = text(input.creditnoteNumber) ?? row.creditnoteNumber;
        await updateCreditNoteRow(tx, org.id, row.id, { ...prepared.fields, creditnoteNumber, updatedAt: scope.now });
        if (prepared.linesChanged) await noteLines.write(tx, org.id, row.id, prepared.lines, true);
        if (row.status === 'open') await postStored(tx, scope, row.id);
        await record(
          tx,
          scope,
          row.id,
          'updated',
          `Credit note ${creditnoteNumber} updated; total ${moneyText(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision)}.`,
        );
        return creditnoteView(tx, scope, row.id);
      }),
  );
}

export async function deleteCreditNote(scope: Scope, creditnoteId: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const row = await findCreditNote(tx, scope.org.id, creditnoteId, { lock: true });
    check(scope, 'delete', row, isUsed(row) && USED);
    await unpost(tx, scope, row.id);
    await deleteCreditNoteRows(tx, scope.org.id, row.id);
    return row.id;
  });
}

const changes = documentChanges<CreditNoteRecord, CreditNoteFields, CreditNoteOperation, CreditNoteMove, CreditNote>({
  plural: 'credit notes',
  find: findCreditNote,
  check,
  update: updateCreditNoteRow,
  record,
  view: creditnoteView,
  templates: CREDITNOTE_TEMPLATES,
});

/** Opening posts the note: the credit becomes the customer's to use. */
const opened = (scope: Scope) => (row: CreditNoteRecord) => ({
  set: { status: 'open' as const },
  operation: 'opened' as const,
  description: `Credit note ${row.creditnoteNumber} opened.`,
  effect: (tx: Tx) => postStored(tx, scope, row.id),
});

export const markOpen = (scope: Scope, creditnoteId: string) => changes.move(scope, creditnoteId, 'open', opened(scope));

/** Mailing a credit note (documents/document-mail.ts): refused when void or awaiting approval; a draft or approved one is opened (and posted) in the mail's transaction. */
export const creditnoteMailing = {
  refusal: (_scope: Scope, row: CreditNoteRecord) => creditnoteMoves.refusal('email', creditnoteStateOf(row), creditnoteStated(row)),
  async onMailed(tx: Tx, scope: Scope, row: CreditNoteRecord): Promise<void> {
    if (row.status === 'draft' || row.status === 'approved') await changes.moveIn(tx, scope, row, 'open', opened(scope));
  },
  record,
};

export const markVoid = (scope: Scope, creditnoteId: string) =>
  changes.move(
    scope,
    creditnoteId,
    'void',
    (row) => ({
      set: { status: 'void' },
      operation: 'voided',
      description: `Credit note ${row.creditnoteNumber} marked as void.`,
      effect: async (tx) => {
        await unpost(tx, scope, row.id);
      },
    }),
    (row) => isUsed(row) && USED,
  );

export const markDraft = (scope: Scope, creditnoteId: string) =>
  changes.move(
    scope,
    creditnoteId,
    'draft',
    (row) => ({
      set: { status: 'draft' },
      operation: 'drafted',
      description: `Credit note ${row.creditnoteNumber} turned back into a draft.`,
      effect: async (tx) => {
        await unpost(tx, scope, row.id);
      },
    }),
    (row) => isUsed(row) && USED,
  );

export const submit = (scope: Scope, creditnoteId: string) =>
  changes.move(scope, creditnoteId, 'submit', (row) => ({
    set: { status: 'pending_approval', submittedById: scope.actor.userId },
    operation: 'submitted',
    description: `Credit note ${row.creditnoteNumber} submitted for approval.`,
  }));

export const approve = (scope: Scope, creditnoteId: string) =>
  changes.approve(scope, creditnoteId, 'approve', (row) => ({
    set: { status: 'approved', approvedById: scope.actor.userId },
    operation: 'approved',
    description: `Credit note ${row.creditnoteNumber} approved.`,
  }));

export const reject = (scope: Scope, creditnoteId: string, reason: string | null | undefined) =>
  changes.approve(scope, creditnoteId, 'reject', (row) => ({
    set: { status: 'draft', submittedById: null },
    operation: 'rejected',
    description: `Credit note ${row.creditnoteNumber} rejected${text(reason) ? `: ${text(reason)}` : ''}.`,
  }));

export const updateTemplate = (scope: Scope, creditnoteId: string, templateId: string) => changes.template(scope, creditnoteId, 'change', templateId);

export const updateAddress = (scope: Scope, creditnoteId: string, which: 'billingAddress' | 'shippingAddress', input: ContactAddressInput) =>
  changes.address(scope, creditnoteId, 'change', which, input);

/** GET, POST, PUT and DELETE of a credit note's comments (documents/document-history.ts). */
export const creditnoteComments = documentComments({ history: creditnoteHistory, find: findCreditNote, idKey: 'creditnoteId', transactionType: 'creditnote' });

// --- applying credit to invoices ---------------------------------------------------------------

interface Wanted {
  creditnoteId: string;
  invoiceId: string;
  amount: string;
  /** Where the amount was given, for the errors. */
  field: (string | number)[];
  /** Where the other document was named. */
  named: (string | number)[];
}

/**
 * Applies credit of credit notes to invoices, all or nothing, in the caller's transaction: the
 * credit notes are locked first (in id order), then each invoice as its credit is applied. Each
 * credit note must be open with enough credit left, each invoice a sent invoice of the same
 * customer in the same currency with enough balance.
 */
async function applyIn(tx: Tx, scope: Scope, wanted: readonly Wanted[]): Promise<CreditNoteInvoice[]> {
  const org = scope.org;
  const noteIds = [...new Set(wanted.map((w) => w.creditnoteId))].sort();
  const notes = new Map<string, CreditNoteRecord>();
  for (const id of noteIds) notes.set(id, await findCreditNote(tx, org.id, id, { lock: true }));
  // Every invoice held at once, in id order: two applications over the same invoices queue instead of deadlocking.
  const invoices = await invoiceSummaries(
    tx,
    org.id,
    wanted.map((w) => w.invoiceId),
    { lock: true },
  );
  const left = new Map([...notes].map(([id, n]) => [id, dec(n.balance)]));
  for (const w of wanted) {
    const note = notes.get(w.creditnoteId)!;
    check(scope, 'use', note);
    const invoice = invoices.get(w.invoiceId);
    if (!invoice) throw invalid(w.named, 'is not an invoice of the organization');
    if (invoice.customerId !== note.customerId)
      throw invalid(w.named, `the invoice ${invoice.invoiceNumber} is of another customer than the credit note ${note.creditnoteNumber}`);
    if (invoice.currencyId !== note.currencyId)
      throw invalid(
        w.named,
        `the invoice ${invoice.invoiceNumber} is in ${invoice.currencyCode}, the credit note ${note.creditnoteNumber} in ${note.currencyCode}`,
      );
    const amount = roundTo(w.amount, note.pricePrecision);
    if (!amount.gt(0)) throw invalid(w.field, 'must be more than 0');
    const rest = left.get(note.id)!;
    if (amount.gt(rest))
      throw invalid(w.field, `${amount.toFixed()} is more than the ${rest.toFixed()} of credit left on the credit note ${note.creditnoteNumber}`);
    left.set(note.id, rest.minus(amount));
  }
  const rows = [];
  for (const w of wanted) {
    const note = notes.get(w.creditnoteId)!;
    const applied = await applyCredit(tx, org.id, w.invoiceId, w.amount, {
      source: `credit note ${note.creditnoteNumber}`,
      field: w.field,
      actor: scope.actor,
      at: scope.now,
    });
    rows.push({ id: newId(), creditnoteId: note.id, invoiceId: w.invoiceId, amount: applied.amount, date: scope.today });
    await record(
      tx,
      scope,
      note.id,
      'applied',
      `Credits of ${moneyText(applied.amount, note.currencyCode, note.pricePrecision)} applied to invoice ${applied.invoiceNumber}.`,
    );
    await queueWebhookEvent(tx, {
      organizationId: org.id,
      name: 'creditnote.applied',
      id: note.id,
      at: scope.now,
      data: { creditnote_number: note.creditnoteNumber, invoice_id: w.invoiceId, amount_applied: applied.amount },
    });
  }
  await insertApplications(tx, org.id, rows, scope.now);
  for (const [id, rest] of left) await updateCreditNoteRow(tx, org.id, id, { balance: rest.toFixed(), updatedAt: scope.now });
  return (
    await selectApplications(
      tx,
      org.id,
      anyId(
        creditnoteInvoices.id,
        rows.map((r) => r.id),
      ),
    )
  ).map(applicationView);
}

/** POST /creditnotes/{id}/invoices: credit of one credit note to one or several invoices. */
export function applyToInvoices(scope: Scope, creditnoteId: string, input: ApplyCreditNoteInput): Promise<CreditNoteInvoice[]> {
  if (!input.invoices.length) throw invalid(['input', 'invoices'], 'must name at least one invoice');
  const seen = new Set<string>();
  const wanted = input.invoices.map((i, n) => {
    if (seen.has(i.invoiceId)) throw invalid(['input', 'invoices', n, 'invoiceId'], 'names an invoice listed before');
    seen.add(i.invoiceId);
    return {
      creditnoteId,
      invoiceId: i.invoiceId,
      amount: i.amountApplied,
      field: ['input', 'invoices', n, 'amountApplied'],
      named: ['input', 'invoices', n, 'invoiceId'],
    };
  });
  return scope.db.transaction(async (tx) => {
    await findCreditNote(tx, scope.org.id, creditnoteId);
    return applyIn(tx, scope, wanted);
  });
}

/** POST /invoices/{id}/credits: credit of one or several credit notes to one invoice. */
export function applyCreditsToInvoice(scope: Scope, invoiceId: string, input: ApplyInvoiceCreditsInput): Promise<CreditNoteInvoice[]> {
  const key = input.applyCreditnotes ? 'applyCreditnotes' : 'invoicePayments';
  const given = input.applyCreditnotes ?? input.invoicePayments ?? [];
  if (!given.length) throw invalid(['input', key], 'must name at least one credit note');
  const seen = new Set<string>();
  const wanted = given.map((c, n) => {
    if (seen.has(c.creditnoteId)) throw invalid(['input', key, n, 'creditnoteId'], 'names a credit note listed before');
    seen.add(c.creditnoteId);
    return { creditnoteId: c.creditnoteId, invoiceId, amount: c.amountApplied, field: ['input', key, n, 'amountApplied'], named: ['invoiceId'] };
  });
  return scope.db.transaction(async (tx) => {
    await findInvoice(tx, scope.org.id, invoiceId);
    const found = await selectCreditNotes(tx, scope.org.id, { where: anyId(creditnotes.id, [...seen]) });
    wanted.forEach((w, n) => {
      if (!found.some((f) => f.id === w.creditnoteId)) throw invalid(['input', key, n, 'creditnoteId'], 'is not a credit note of the organization');
    });
    return applyIn(tx, scope, wanted);
  });
}

/** Takes an application back: the invoice's balance and the credit note's credit go back up. */
async function removeApplication(tx: Tx, scope: Scope, creditnoteId: string, applicationId: string): Promise<string> {
  const org = scope.org;
  const note = await findCreditNote(tx, org.id, creditnoteId, { lock: true });
  const [application] = await selectApplications(tx, org.id, and(eq(creditnoteInvoices.id, applicationId), eq(creditnoteInvoices.creditnoteId, note.id))!);
  if (!application) throw notFound('The credit applied');
  await removeCredit(tx, org.id, application.invoiceId, application.amount, {
    source: `credit note ${note.creditnoteNumber}`,
    actor: scope.actor,
    at: scope.now,
  });
  await deleteApplication(tx, org.id, application.id);
  await updateCreditNoteRow(tx, org.id, note.id, { balance: dec(note.balance).plus(application.amount).toFixed(), updatedAt: scope.now });
  await record(
    tx,
    scope,
    note.id,
    'application_removed',
    `Credits of ${moneyText(application.amount, note.currencyCode, note.pricePrecision)} applied to invoice ${application.invoiceNumber} removed.`,
  );
  return application.id;
}

export function deleteCreditNoteInvoice(scope: Scope, creditnoteId: string, applicationId: string): Promise<string> {
  return scope.db.transaction((tx) => removeApplication(tx, scope, creditnoteId, applicationId));
}

/** DELETE /invoices/{id}/creditsapplied/{application id}. */
export function deleteInvoiceCreditApplied(scope: Scope, invoiceId: string, applicationId: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const invoice = await findInvoice(tx, scope.org.id, invoiceId);
    const [application] = await selectApplications(
      tx,
      scope.org.id,
      and(eq(creditnoteInvoices.id, applicationId), eq(creditnoteInvoices.invoiceId, invoice.id))!,
    );
    if (!application) throw notFound('The credit applied');
    return removeApplication(tx, scope, application.creditnoteId, application.id);
  });
}

export async function creditnoteInvoicesOf(scope: Scope, creditnoteId: string): Promise<CreditNoteInvoice[]> {
  const note = await findCreditNote(scope.db, scope.org.id, creditnoteId);
  return (await applicationsOfNotes(scope.db, scope.org.id, [note.id])).map(applicationView);
}

export async function invoiceCreditsApplied(scope: Scope, invoiceId: string): Promise<InvoiceCreditApplied[]> {
  const invoice = await findInvoice(scope.db, scope.org.id, invoiceId);
  return (await applicationsOfInvoice(scope.db, scope.org.id, invoice.id)).map(creditAppliedView);
}

// --- refunds ---------------------------------------------------------------------------------

const REFUND_SOURCE = 'creditnote_refund';

/**
 * Makes the ledger hold what a refund posts: both bases, the receivable debited back and the bank
 * or cash account credited; cash basis only, the refund's share of the credit note's lines
 * against the receivable (creditnote-posting.ts). Reversed and posted again on a change.
 */
async function postRefund(
  tx: Tx,
  scope: Scope,
  note: CreditNoteRecord,
  refundId: string,
  fields: { amount: string; date: string; exchangeRate: string; fromAccountId: string; referenceNumber: string | null; description: string | null },
) {
  const org = scope.org;
  const system = await findAccounts(tx, org.id, { systemKeys: ['accounts_receivable', 'exchange_gain_loss', 'rounding'] });
  const key = (k: string) => {
    const account = system.find((a) => a.systemKey === k);
    if (!account) throw new Error(`organization ${org.id} has no ${k} account`);
    return account.id;
  };
  const base = { currencyId: org.currencyId, pricePrecision: org.pricePrecision };
  const lines = refundPostingLines({
    amount: fields.amount,
    currencyId: note.currencyId,
    noteRate: note.exchangeRate,
    refundRate: fields.exchangeRate,
    accounts: { receivable: key('accounts_receivable'), from: fields.fromAccountId, exchange: key('exchange_gain_loss') },
    base,
    creditnoteNumber: note.creditnoteNumber,
  });
  const [entry] = (await currentEntries(tx, org.id, [{ sourceType: SOURCE, sourceId: note.id }])).filter((e) => e.basis === 'accrual');
  const cash = refundCashLines({
    amount: fields.amount,
    note,
    posted: entry?.lines ?? [],
    accounts: { receivable: key('accounts_receivable'), rounding: key('rounding') },
    base,
  });
  const common = {
    organizationId: org.id,
    sourceType: REFUND_SOURCE,
    sourceId: refundId,
    date: fields.date,
    sourceNumber: note.creditnoteNumber,
    referenceNumber: fields.referenceNumber,
    notes: fields.description,
  };
  await reverse(tx, { organizationId: org.id, sourceType: REFUND_SOURCE, sourceId: refundId });
  await postMany(tx, org.id, [{ ...common, basis: 'both', lines }, ...(cash.length ? [{ ...common, basis: 'cash' as const, lines: cash }] : [])]);
}

/** A refund's input checked against the credit note and the credit it may take (`available`). */
async function refundFields(tx: Tx, scope: Scope, note: CreditNoteRecord, input: CreditNoteRefundInput, available: Decimal) {
  const amount = roundTo(input.amount, note.pricePrecision);
  if (!amount.gt(0)) throw invalid(['input', 'amount'], 'must be more than 0');
  if (amount.gt(available))
    throw invalid(
      ['input', 'amount'],
      `${amount.toFixed()} is more than the ${available.toFixed()} of credit left on the credit note ${note.creditnoteNumber}`,
    );
  await requireAccount(tx, scope.org.id, input.fromAccountId, ['input', 'fromAccountId'], REFUND_ACCOUNTS);
  const date = input.date ?? scope.today;
  if (date < note.date) throw invalid(['input', 'date'], `must not be before the credit note's date ${note.date}`);
  let exchangeRate = note.exchangeRate;
  if (input.exchangeRate != null) {
    if (!dec(input.exchangeRate).gt(0)) throw invalid(['input', 'exchangeRate'], 'must be more than 0');
    if (note.currencyId === scope.org.currencyId && !dec(input.exchangeRate).eq(1)) throw invalid(['input', 'exchangeRate'], 'must be 1 in the base currency');
    exchangeRate = dec(input.exchangeRate).toFixed();
  }
  return {
    amount: amount.toFixed(),
    date,
    exchangeRate,
    fromAccountId: input.fromAccountId,
    refundMode: text(input.refundMode) ?? null,
    referenceNumber: text(input.referenceNumber) ?? null,
    description: input.description ?? null,
  };
}

async function refundView(
  db: Executor,
  scope: Scope,
  note: Pick<CreditNoteRecord, 'creditnoteNumber' | 'customerId' | 'customerName'>,
  refund: RefundRow,
): Promise<CreditNoteRefund> {
  const [view] = await refundViews(db, scope, [
    { refund, creditnoteNumber: note.creditnoteNumber, customerId: note.customerId, customerName: note.customerName },
  ]);
  return view;
}

export function createRefund(scope: Scope, creditnoteId: string, input: CreditNoteRefundInput): Promise<CreditNoteRefund> {
  return scope.db.transaction(async (tx) => {
    const org = scope.org;
    const note = await findCreditNote(tx, org.id, creditnoteId, { lock: true });
    check(scope, 'use', note);
    const fields = await refundFields(tx, scope, note, input, dec(note.balance));
    const refundId = newId();
    await insertRefund(tx, org.id, note.id, refundId, fields, scope.now);
    await updateCreditNoteRow(tx, org.id, note.id, { balance: dec(note.balance).minus(fields.amount).toFixed(), updatedAt: scope.now });
    await postRefund(tx, scope, note, refundId, fields);
    await record(tx, scope, note.id, 'refunded', `Refund of ${moneyText(fields.amount, note.currencyCode, note.pricePrecision)} recorded.`);
    return refundView(tx, scope, note, await findRefund(tx, org.id, refundId));
  });
}

export function updateRefund(scope: Scope, creditnoteId: string, refundId: string, input: CreditNoteRefundInput): Promise<CreditNoteRefund> {
  return scope.db.transaction(async (tx) => {
    const org = scope.org;
    const note = await findCreditNote(tx, org.id, creditnoteId, { lock: true });
    const refund = await findRefund(tx, org.id, refundId, note.id, { lock: true });
    check(scope, 'change', note);
    const available = dec(note.balance).plus(refund.amount);
    const fields = await refundFields(tx, scope, note, input, available);
    await updateRefundRow(tx, org.id, refund.id, fields, scope.now);
    await updateCreditNoteRow(tx, org.id, note.id, { balance: available.minus(fields.amount).toFixed(), updatedAt: scope.now });
    await postRefund(tx, scope, note, refund.id, fields);
    await record(tx, scope, note.id, 'refund_changed', `Refund changed to ${moneyText(fields.amount, note.currencyCode, note.pricePrecision)}.`);
    return refundView(tx, scope, note, await findRefund(tx, org.id, refund.id));
  });
}

export function deleteRefund(scope: Scope, creditnoteId: string, refundId: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const org = scope.org;
    const note = await findCreditNote(tx, org.id, creditnoteId, { lock: true });
    const refund = await findRefund(tx, org.id, refundId, note.id, { lock: true });
    await deleteRefundRow(tx, org.id, refund.id);
    await updateCreditNoteRow(tx, org.id, note.id, { balance: dec(note.balance).plus(refund.amount).toFixed(), updatedAt: scope.now });
    await reverse(tx, { organizationId: org.id, sourceType: REFUND_SOURCE, sourceId: refund.id });
    await record(tx, scope, note.id, 'refund_removed', `Refund of ${moneyText(refund.amount, note.currencyCode, note.pricePrecision)} deleted.`);
    return refund.id;
  });
}

export async function getRefund(scope: Scope, creditnoteId: string | null, refundId: string): Promise<CreditNoteRefund> {
  const refund = await findRefund(scope.db, scope.org.id, refundId, creditnoteId ?? undefined);
  const note = await findCreditNote(scope.db, scope.org.id, refund.creditnoteId);
  return refundView(scope.db, scope, note, refund);
}

export async function refundsOfNote(scope: Scope, creditnoteId: string, page: Page) {
  const note = await findCreditNote(scope.db, scope.org.id, creditnoteId);
  const rows = await selectRefunds(scope.db, scope.org.id, {
    where: eq(creditnoteRefunds.creditnoteId, note.id),
    orderBy: [asc(creditnoteRefunds.date), asc(creditnoteRefunds.id)],
    ...window(page),
  });
  return listPage(rows, page, { sortColumn: 'date', sortOrder: 'A' }, (nodes) => refundViews(scope.db, scope, nodes));
}

const REFUND_SORTS = {
  date: creditnoteRefunds.date,
  amount: creditnoteRefunds.amount,
  creditnote_number: sql`lower(${creditnotes.creditnoteNumber})`,
  customer_name: sql`lower(${creditnotes.customerName})`,
};

/** GET /creditnotes/refunds: refunds of every credit note, in three statements whatever the page size. */
export async function listAllRefunds(scope: Scope, args: QueryAllCreditnoteRefundsArgs, page: Page) {
  const sort = orderOf(REFUND_SORTS, creditnoteRefunds.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'date',
    order: 'D',
    descending: ['date'],
  });
  const rows = await selectRefunds(scope.db, scope.org.id, {
    where: args.customerId ? eq(creditnotes.customerId, args.customerId) : undefined,
    orderBy: sort.orderBy as SQL[],
    ...window(page),
  });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder }, (nodes) => refundViews(scope.db, scope, nodes));
}
