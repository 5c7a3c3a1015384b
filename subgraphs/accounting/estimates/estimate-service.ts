/**
 * Estimates: create, change, number, move through their states, convert to invoices, list.
 * An estimate, its lines and its history entry are written in one transaction. Everything a
 * priced document shares (lines, totals, exchange rate, addresses, contact persons, tags, tax
 * locale, history, states and moves, numbering) comes from the kernel (../documents); this file
 * holds what an estimate adds: the expiry date, accepted and declined, and conversion.
 */
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { estimateLineItems, estimates } from '../../../drizzle/tables/accounting/estimates.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId, dateFilters, orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { moneyText } from '../../core/values/money.ts';
import { text } from '../../core/values/text.ts';
import { customFieldsOf } from '../documents/document-parties.ts';
import { type SalesLineFields, type StoredSalesLine, applyDocumentTotals, totalsOf, withLineOf } from '../documents/sales-lines.ts';
import { type SalesKind, invoiceInputOf, localeColumns, prepareSalesDocument } from '../documents/sales-documents.ts';
import { documentChanges } from '../documents/document-changes.ts';
import type {
  ContactAddressInput,
  CreateEstimateInput,
  Estimate,
  EstimateFilter,
  Invoice,
  QueryEstimatesArgs,
  UpdateEstimateInput,
} from '../generated/graphql.ts';
import { createInvoiceIn } from '../invoices/invoice-service.ts';
import { lineInputOf } from '../shared/document-lines.ts';
import { type EstimateState, estimateMoves, estimateStateOf, estimateStateIn, estimateStated } from './estimate-states.ts';
import {
  type EstimateFields,
  type EstimateOperation,
  type EstimateRecord,
  deleteEstimateRows,
  estimateHistory,
  estimateLines,
  findEstimate,
  insertEstimate,
  nextEstimateNumber,
  selectEstimates,
  updateEstimateRow,
} from './estimate-store.ts';
import { ESTIMATE_TEMPLATES, estimateView, estimateViews } from './estimate-views.ts';
import { documentComments } from '../documents/document-history.ts';

/** Estimates one conversion may make invoices of. */
export const MAX_CONVERTED = 25;

// --- reading ---------------------------------------------------------------------------------

export function getEstimate(scope: Scope, estimateId: string): Promise<Estimate> {
  return estimateView(scope.db, scope, estimateId);
}

const FILTERS: Record<EstimateFilter, { wire: string; state?: EstimateState }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_DRAFT: { wire: 'Status.Draft', state: 'draft' },
  STATUS_PENDING_APPROVAL: { wire: 'Status.PendingApproval', state: 'pending_approval' },
  STATUS_APPROVED: { wire: 'Status.Approved', state: 'approved' },
  STATUS_SENT: { wire: 'Status.Sent', state: 'sent' },
  STATUS_ACCEPTED: { wire: 'Status.Accepted', state: 'accepted' },
  STATUS_DECLINED: { wire: 'Status.Declined', state: 'declined' },
  STATUS_INVOICED: { wire: 'Status.Invoiced', state: 'invoiced' },
  STATUS_EXPIRED: { wire: 'Status.Expired', state: 'expired' },
};

const SORT_COLUMNS = {
  customer_name: sql`lower(${estimates.customerName})`,
  estimate_number: sql`lower(${estimates.estimateNumber})`,
  date: estimates.date,
  total: estimates.total,
  created_time: estimates.createdAt,
};

/** A page of estimates: the same statements whatever the page size. */
export async function listEstimates(scope: Scope, args: QueryEstimatesArgs, page: Page, selected?: ReadonlySet<string>) {
  const { db, org } = scope;
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const conditions: (SQL | undefined)[] = [
    filter.state ? estimateStateIn([filter.state], scope.today) : undefined,
    args.status ? estimateStateIn([fromEnum(args.status)], scope.today) : undefined,
    args.customerId ? eq(estimates.customerId, args.customerId) : undefined,
    ...textFilters(estimates.customerName, { equals: args.customerName }),
    ...textFilters(estimates.referenceNumber, { equals: args.referenceNumber }),
    withLineOf(estimateLineItems, estimateLineItems.estimateId, estimates.id, org.id, args),
    searchOf([estimates.estimateNumber, estimates.referenceNumber, estimates.customerName], args.searchText),
    ...textFilters(estimates.estimateNumber, { equals: args.estimateNumber, startsWith: args.estimateNumberStartswith, contains: args.estimateNumberContains }),
    args.date ? eq(estimates.date, args.date) : undefined,
    ...dateFilters(estimates.date, { start: args.dateStart, end: args.dateEnd, before: args.dateBefore, after: args.dateAfter }),
    args.expiryDate ? eq(estimates.expiryDate, args.expiryDate) : undefined,
    ...dateFilters(estimates.expiryDate, {
      start: args.expiryDateStart,
      end: args.expiryDateEnd,
      before: args.expiryDateBefore,
      after: args.expiryDateAfter,
    }),
  ];
  const sort = orderOf(SORT_COLUMNS, estimates.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: ['date', 'created_time'],
  });
  const rows = await selectEstimates(db, org.id, { where: and(...conditions), orderBy: sort.orderBy, ...window(page) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) =>
    estimateViews(db, scope, nodes, selected),
  );
}

// --- writing ---------------------------------------------------------------------------------

const KIND: SalesKind = { noun: { article: 'An estimate', name: 'estimate' }, templates: ESTIMATE_TEMPLATES, templatesRoute: 'GET /estimates/templates' };

interface Prepared {
  fields: EstimateFields;
  lines: SalesLineFields[];
  linesChanged: boolean;
  currencyCode: string;
}

/** The kernel's sales header and lines (documents/sales-documents.ts), and what an estimate adds: its expiry date and custom fields. */
async function prepare(
  tx: Tx,
  scope: Scope,
  input: CreateEstimateInput | UpdateEstimateInput,
  current?: { row: EstimateRecord; lines: StoredSalesLine[] },
): Promise<Prepared> {
  const previous = current?.row;
  const sales = await prepareSalesDocument(tx, scope, input, current, KIND);
  const expiryDate = input.expiryDate !== undefined ? input.expiryDate : (previous?.expiryDate ?? null);
  if (expiryDate && expiryDate < sales.header.date) throw invalid(['input', 'expiryDate'], `must not be before the estimate date ${sales.header.date}`);
  const fields: EstimateFields = {
    ...sales.header,
    ...localeColumns(sales.locale.merged),
    estimateNumber: previous?.estimateNumber ?? '',
    status: previous?.status ?? 'draft',
    expiryDate,
    customFields: input.customFields !== undefined ? customFieldsOf(input.customFields ?? []) : (previous?.customFields ?? []),
  };
  applyDocumentTotals(fields, sales.lines, totalsOf(fields, sales.lines));
  return { fields, lines: sales.lines, linesChanged: sales.linesChanged, currencyCode: sales.currencyCode };
}

function refusingDuplicates<T>(number: () => string | null | undefined, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    estimates_org_number: () =>
      new KontorError('DUPLICATE', `The estimate number "${number()}" is already used by another estimate of the organization.`, {
        field: ['input', 'estimateNumber'],
      }),
  });
}

/** The scope's actor writes a history entry of the estimate at the scope's time. */
function record(tx: Tx, scope: Scope, estimateId: string, operation: EstimateOperation, description: string) {
  return estimateHistory.record(tx, scope.org.id, estimateId, scope.actor, operation, description, scope.now);
}

export async function createEstimate(
  scope: Scope,
  input: CreateEstimateInput,
  options: { ignoreAutoNumberGeneration: boolean; send: boolean },
): Promise<Estimate> {
  const givenNumber = text(input.estimateNumber);
  if (options.ignoreAutoNumberGeneration && !givenNumber) throw invalid(['input', 'estimateNumber'], 'is required when ignore_auto_number_generation is true');
  let number: string | null | undefined = givenNumber;
  return refusingDuplicates(
    () => number,
    () =>
      scope.db.transaction(async (tx) => {
        const org = scope.org;
        const estimateId = newId();
        const prepared = await prepare(tx, scope, input);
        // Drawn last: the series' counter stays locked until commit, so concurrent creates queue only here.
        number = options.ignoreAutoNumberGeneration ? givenNumber! : await nextEstimateNumber(tx, org.id);
        const sent = options.send ? { status: 'sent' as const, sentDate: scope.today } : {};
        await insertEstimate(tx, org.id, estimateId, { ...prepared.fields, estimateNumber: number, ...sent }, scope.now);
        await estimateLines.write(tx, org.id, estimateId, prepared.lines, false);
        await record(
          tx,
          scope,
          estimateId,
          'added',
          `Estimate ${number} created for ${moneyText(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision)}.`,
        );
        if (options.send) await record(tx, scope, estimateId, 'marked_as_sent', `Estimate ${number} marked as sent.`);
        return estimateView(tx, scope, estimateId);
      }),
  );
}

export async function updateEstimate(scope: Scope, estimateId: string, input: UpdateEstimateInput): Promise<Estimate> {
  return refusingDuplicates(
    () => text(input.estimateNumber),
    () =>
      scope.db.transaction(async (tx) => {
        const org = scope.org;
        const row = await findEstimate(tx, org.id, estimateId, { lock: true });
        check(scope, 'change', row);
        const lines = (await estimateLines.of(tx, org.id, [row.id])).get(row.id) ?? [];
        const prepared = await prepare(tx, scope, input, { row, lines: lines.map(({ accountName: _a, ...line }) => line) });
        const estimateNumber = text(input.estimateNumber) ?? row.estimateNumber;
        await updateEstimateRow(tx, org.id, row.id, { ...prepared.fields, estimateNumber, updatedAt: scope.now });
        if (prepared.linesChanged) await estimateLines.write(tx, org.id, row.id, prepared.lines, true);
        await record(
          tx,
          scope,
          row.id,
          'updated',
          `Estimate ${estimateNumber} updated; total ${moneyText(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision)}.`,
        );
        return estimateView(tx, scope, row.id);
      }),
  );
}

/** Refuses `move` for the estimate as it stands today. */
type EstimateMove = Parameters<typeof estimateMoves.check>[0];

function check(scope: Scope, move: EstimateMove, row: EstimateRecord, blocked?: string | false): void {
  estimateMoves.check(move, estimateStateOf(row, scope.today), estimateStated(row, scope.today), blocked);
}

export async function deleteEstimate(scope: Scope, estimateId: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const row = await findEstimate(tx, scope.org.id, estimateId, { lock: true });
    check(scope, 'delete', row);
    await deleteEstimateRows(tx, scope.org.id, row.id);
    return row.id;
  });
}

const changes = documentChanges<EstimateRecord, EstimateFields, EstimateOperation, EstimateMove, Estimate>({
  plural: 'estimates',
  find: findEstimate,
  check,
  update: updateEstimateRow,
  record,
  view: estimateView,
  templates: ESTIMATE_TEMPLATES,
});
const move = changes.move;

const sent = (scope: Scope) => (row: EstimateRecord) => ({
  set: { status: 'sent' as const, sentDate: scope.today },
  operation: 'marked_as_sent' as const,
  description: `Estimate ${row.estimateNumber} marked as sent.`,
});

export const markSent = (scope: Scope, estimateId: string) => move(scope, estimateId, 'markSent', sent(scope));

/** Mailing an estimate (documents/document-mail.ts): refused awaiting approval; a draft or approved one becomes sent, in the mail's transaction. */
export const estimateMailing = {
  refusal: (scope: Scope, row: EstimateRecord) => estimateMoves.refusal('email', estimateStateOf(row, scope.today), estimateStated(row, scope.today)),
  async onMailed(tx: Tx, scope: Scope, row: EstimateRecord): Promise<void> {
    const state = estimateStateOf(row, scope.today);
    if (state === 'draft' || state === 'approved') await changes.moveIn(tx, scope, row, 'markSent', sent(scope));
  },
  record,
};

export const markAccepted = (scope: Scope, estimateId: string) =>
  move(scope, estimateId, 'accept', (row) => ({
    set: { status: 'accepted', acceptedDate: scope.today, declinedDate: null },
    operation: 'accepted',
    description: `Estimate ${row.estimateNumber} marked as accepted.`,
  }));

export const markDeclined = (scope: Scope, estimateId: string) =>
  move(scope, estimateId, 'decline', (row) => ({
    set: { status: 'declined', declinedDate: scope.today, acceptedDate: null },
    operation: 'declined',
    description: `Estimate ${row.estimateNumber} marked as declined.`,
  }));

export const submit = (scope: Scope, estimateId: string) =>
  move(scope, estimateId, 'submit', (row) => ({
    set: { status: 'pending_approval', submittedById: scope.actor.userId },
    operation: 'submitted',
    description: `Estimate ${row.estimateNumber} submitted for approval.`,
  }));

export const approve = (scope: Scope, estimateId: string) =>
  changes.approve(scope, estimateId, 'approve', (row) => ({
    set: { status: 'approved', approvedById: scope.actor.userId },
    operation: 'approved',
    description: `Estimate ${row.estimateNumber} approved.`,
  }));

export const updateTemplate = (scope: Scope, estimateId: string, templateId: string) => changes.template(scope, estimateId, 'change', templateId);

export const updateAddress = (scope: Scope, estimateId: string, which: 'billingAddress' | 'shippingAddress', input: ContactAddressInput) =>
  changes.address(scope, estimateId, 'change', which, input);

// --- history ---------------------------------------------------------------------------------

/** GET, POST, PUT and DELETE of an estimate's comments (documents/document-history.ts). */
export const estimateComments = documentComments({ history: estimateHistory, find: findEstimate, idKey: 'estimateId', transactionType: 'estimate' });

// --- conversion ------------------------------------------------------------------------------

/**
 * A sales order is made from the estimate (in the order's transaction): the estimate must be the
 * same customer's and convertible; it becomes accepted, and its history says so.
 */
export async function acceptFromOrder(tx: Tx, scope: Scope, estimateId: string, customerId: string): Promise<void> {
  const row = await findEstimate(tx, scope.org.id, estimateId, { lock: true }).catch(() => {
    throw invalid(['input', 'estimateId'], 'is not an estimate of the organization');
  });
  if (row.customerId !== customerId) throw invalid(['input', 'estimateId'], "is another customer's estimate");
  check(scope, 'order', row);
  await updateEstimateRow(tx, scope.org.id, row.id, {
    status: 'accepted',
    acceptedDate: row.acceptedDate ?? scope.today,
    declinedDate: null,
    updatedAt: scope.now,
  });
  await record(tx, scope, row.id, 'accepted', `Estimate ${row.estimateNumber} accepted: a sales order was made from it.`);
}

/**
 * One draft invoice per estimate, in the order asked, with the estimate's customer, currency,
 * rate, discounts, addresses, notes, terms and lines (each line as its input: the invoice
 * resolves it again against the organization as it is now). Every estimate becomes invoiced.
 * All or none: one transaction; an estimate asked twice, or already invoiced, refuses the whole.
 */
export async function invoicesFromEstimates(scope: Scope, estimateIds: readonly string[]): Promise<Invoice[]> {
  if (!estimateIds.length) throw invalid(['estimateIds'], 'is required: name the estimates to invoice');
  if (estimateIds.length > MAX_CONVERTED) {
    throw new KontorError('LIMIT_EXCEEDED', `At most ${MAX_CONVERTED} estimates are converted at once; ${estimateIds.length} were given.`, {
      field: ['estimateIds'],
    });
  }
  const twice = estimateIds.find((id, i) => estimateIds.indexOf(id) !== i);
  if (twice) throw invalid(['estimateIds'], `names the estimate ${twice} twice`);
  return scope.db.transaction(async (tx) => {
    const org = scope.org;
    const rows = await selectEstimates(tx, org.id, { where: anyId(estimates.id, estimateIds), lock: true });
    const missing = estimateIds.find((id) => !rows.some((r) => r.id === id));
    if (missing) throw notFound(`The estimate ${missing}`);
    const lines = await estimateLines.of(
      tx,
      org.id,
      rows.map((r) => r.id),
    );
    const made: Invoice[] = [];
    for (const id of estimateIds) {
      const row = rows.find((r) => r.id === id)!;
      check(scope, 'invoice', row);
      const invoice = await createInvoiceIn(
        tx,
        scope,
        invoiceInputOf(row, row.estimateNumber, (lines.get(row.id) ?? []).map(lineInputOf), { withCharges: true }),
        { ignoreAutoNumberGeneration: false, send: false },
      );
      await updateEstimateRow(tx, org.id, row.id, { status: 'invoiced', invoiceIds: [...row.invoiceIds, invoice.invoiceId], updatedAt: scope.now });
      await record(tx, scope, row.id, 'invoiced', `Invoice ${invoice.invoiceNumber} created from estimate ${row.estimateNumber}.`);
      made.push(invoice);
    }
    return made;
  });
}
