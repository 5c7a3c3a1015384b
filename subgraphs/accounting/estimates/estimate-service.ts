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
import { currencyOrBase } from '../../core/books/currencies.ts';
import { locationsById } from '../../core/books/locations.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId, dateFilters, orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import { historyEntryView } from '../../core/books/history.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { roundTo, toDb } from '../../core/values/money.ts';
import { patch } from '../../core/values/patch.ts';
import { text } from '../../core/values/text.ts';
import { addressOf, contactPersonsOf, customFieldsOf, documentAddresses, documentLocale, exchangeRateOf, tagsOf } from '../documents/document-parties.ts';
import { type DocumentNoun, type StoredSalesLine, applyDocumentTotals, resolveSalesLines, totalsOf } from '../documents/sales-lines.ts';
import type {
  ContactAddressInput,
  CreateEstimateInput,
  Estimate,
  EstimateComment,
  EstimateFilter,
  Invoice,
  QueryEstimatesArgs,
  UpdateEstimateInput,
} from '../generated/graphql.ts';
import { createInvoiceIn } from '../invoices/invoice-service.ts';
import { addressView } from '../invoices/invoice-views.ts';
import { requireContact } from '../parties/contact-store.ts';
import { lineInputOf } from '../shared/document-lines.ts';
import { type EstimateState, estimateMoves, estimateStateOf, estimateStateSql, estimateStated } from './estimate-states.ts';
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
import { DEFAULT_ESTIMATE_TEMPLATE, ESTIMATE_TEMPLATES, estimateView, estimateViews } from './estimate-views.ts';

const NOUN: DocumentNoun = { article: 'An estimate', name: 'estimate' };

/** Roles that may approve an estimate submitted for approval. */
const APPROVER_ROLES: readonly string[] = ['admin', 'approver'];

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

/** Estimates with a line of the item asked for (by id, or by name in any case), as one EXISTS. */
function lineFilter(organizationId: string, args: QueryEstimatesArgs): SQL | undefined {
  const name = args.itemName?.trim();
  if (!name && !args.itemId) return undefined;
  const line = and(
    eq(estimateLineItems.organizationId, organizationId),
    eq(estimateLineItems.estimateId, estimates.id),
    args.itemId ? eq(estimateLineItems.itemId, args.itemId) : undefined,
    name ? eq(sql`lower(${estimateLineItems.name})`, name.toLowerCase()) : undefined,
  );
  return sql`exists (select 1 from ${estimateLineItems} where ${line})`;
}

/** A page of estimates: the same statements whatever the page size. */
export async function listEstimates(scope: Scope, args: QueryEstimatesArgs, page: Page, selected?: ReadonlySet<string>) {
  const { db, org } = scope;
  const status = estimateStateSql(scope.today);
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const conditions: (SQL | undefined)[] = [
    filter.state ? eq(status, filter.state) : undefined,
    args.status ? eq(status, fromEnum(args.status)) : undefined,
    args.customerId ? eq(estimates.customerId, args.customerId) : undefined,
    ...textFilters(estimates.customerName, { equals: args.customerName }),
    ...textFilters(estimates.referenceNumber, { equals: args.referenceNumber }),
    lineFilter(org.id, args),
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

/** The columns an update lays over the stored estimate as given: undefined keeps, null clears. */
const PATCHED = [
  'expiryDate',
  'referenceNumber',
  'discount',
  'locationId',
  'adjustmentDescription',
  'notes',
  'terms',
  'salespersonId',
  'salespersonName',
] as const;
const BLANK = Object.fromEntries(PATCHED.map((key) => [key, null])) as Pick<EstimateRecord, (typeof PATCHED)[number]>;

interface Prepared {
  fields: EstimateFields;
  lines: ReturnType<typeof resolveSalesLines> extends Promise<infer L> ? L : never;
  linesChanged: boolean;
  currencyCode: string;
}

/** Everything an input leads to on top of the stored estimate (none on create): checked, with defaults from the customer, totalled. */
async function prepare(
  tx: Tx,
  scope: Scope,
  input: CreateEstimateInput | UpdateEstimateInput,
  current?: { row: EstimateRecord; lines: StoredSalesLine[] },
): Promise<Prepared> {
  const org = scope.org;
  const previous = current?.row;
  const customerId = input.customerId ?? previous!.customerId;
  const customerChanged = !previous || customerId !== previous.customerId;
  const customer = await requireContact(tx, org.id, customerId, ['input', 'customerId'], { contactType: 'customer', allowInactive: !customerChanged });
  const currency = await currencyOrBase(tx, org.id, input.currencyId ?? previous?.currencyId ?? customer.currencyId, ['input', 'currencyId']);
  const exchangeRate = exchangeRateOf(currency, input.exchangeRate, previous);

  const date = input.date ?? previous?.date ?? scope.today;
  const kept = patch(
    previous ?? BLANK,
    {
      expiryDate: input.expiryDate,
      referenceNumber: text(input.referenceNumber),
      discount: text(input.discount),
      locationId: input.locationId,
      adjustmentDescription: text(input.adjustmentDescription),
      notes: input.notes,
      terms: input.terms,
      salespersonId: input.salespersonId,
      salespersonName: text(input.salespersonName),
    },
    PATCHED,
  );
  if (kept.expiryDate && kept.expiryDate < date) throw invalid(['input', 'expiryDate'], `must not be before the estimate date ${date}`);
  const templateId = input.templateId ?? previous?.templateId ?? DEFAULT_ESTIMATE_TEMPLATE.templateId;
  if (!ESTIMATE_TEMPLATES.some((t) => t.templateId === templateId)) throw invalid(['input', 'templateId'], 'is not a template of GET /estimates/templates');
  if (input.locationId && !(await locationsById(tx, org.id, [input.locationId])).has(input.locationId))
    throw invalid(['input', 'locationId'], 'is not a location of the organization');
  const { merged: locale } = documentLocale(org.edition, input, previous ?? {});

  const fields: EstimateFields = {
    ...kept,
    estimateNumber: previous?.estimateNumber ?? '',
    status: previous?.status ?? 'draft',
    date,
    customerId: customer.id,
    customerName: customer.contactName,
    contactPersons: contactPersonsOf(customer, input.contactPersonsAssociated, customerChanged ? undefined : previous?.contactPersons, {
      field: (i) => ['input', 'contactPersonsAssociated', i, 'contactPersonId'],
      defaultToPrimary: true,
    }),
    currencyId: currency.id,
    exchangeRate,
    discountAmount: '0',
    isDiscountBeforeTax: input.isDiscountBeforeTax ?? previous?.isDiscountBeforeTax ?? true,
    discountType: input.discountType ? (fromEnum(input.discountType) as 'entity_level' | 'item_level') : (previous?.discountType ?? 'entity_level'),
    isInclusiveTax: input.isInclusiveTax ?? previous?.isInclusiveTax ?? false,
    tags: input.tags !== undefined ? tagsOf(input.tags ?? []) : (previous?.tags ?? []),
    shippingCharge: toDb(input.shippingCharge ?? previous?.shippingCharge ?? 0),
    adjustment: toDb(input.adjustment ?? previous?.adjustment ?? 0),
    subTotal: '0',
    taxTotal: '0',
    total: '0',
    pricePrecision: currency.pricePrecision,
    ...documentAddresses(input, customer, customerChanged ? undefined : previous),
    customFields: input.customFields !== undefined ? customFieldsOf(input.customFields ?? []) : (previous?.customFields ?? []),
    templateId,
    gstNo: locale.gstNo ?? null,
    gstTreatment: locale.gstTreatment ?? null,
    isPreGst: locale.isPreGst ?? null,
    placeOfSupply: locale.placeOfSupply ?? null,
    taxTreatment: locale.taxTreatment ?? null,
    vatTreatment: locale.vatTreatment ?? null,
    vatRegNo: locale.vatRegNo ?? null,
    isReverseChargeApplied: locale.isReverseChargeApplied ?? null,
  };
  const linesChanged = input.lineItems != null || !current;
  const lines = linesChanged
    ? await resolveSalesLines(tx, scope, input.lineItems ?? [], current?.lines ?? [], NOUN)
    : current.lines.map((line) => ({ ...line }));
  applyDocumentTotals(fields, lines, totalsOf(fields, lines));
  return { fields, lines, linesChanged, currencyCode: currency.currencyCode };
}

function money(amount: string, currencyCode: string, places: number): string {
  return `${currencyCode} ${roundTo(amount, places).toFixed(places)}`;
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
          `Estimate ${number} created for ${money(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision)}.`,
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
          `Estimate ${estimateNumber} updated; total ${money(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision)}.`,
        );
        return estimateView(tx, scope, row.id);
      }),
  );
}

/** Refuses `move` for the estimate as it stands today. */
function check(scope: Scope, move: Parameters<typeof estimateMoves.check>[0], row: EstimateRecord, blocked?: string | false): void {
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

/** One move of an estimate's state in its own transaction: checked, the row changed, the history written. */
function move(
  scope: Scope,
  estimateId: string,
  name: Parameters<typeof estimateMoves.check>[0],
  change: (row: EstimateRecord) => { set: Partial<EstimateFields>; operation: EstimateOperation; description: string },
  blocked?: (row: EstimateRecord) => string | false,
): Promise<Estimate> {
  return scope.db.transaction(async (tx) => {
    const row = await findEstimate(tx, scope.org.id, estimateId, { lock: true });
    check(scope, name, row, blocked?.(row));
    const { set, operation, description } = change(row);
    await updateEstimateRow(tx, scope.org.id, row.id, { ...set, updatedAt: scope.now });
    await record(tx, scope, row.id, operation, description);
    return estimateView(tx, scope, row.id);
  });
}

export const markSent = (scope: Scope, estimateId: string) =>
  move(scope, estimateId, 'markSent', (row) => ({
    set: { status: 'sent', sentDate: scope.today },
    operation: 'marked_as_sent',
    description: `Estimate ${row.estimateNumber} marked as sent.`,
  }));

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

export function approve(scope: Scope, estimateId: string): Promise<Estimate> {
  if (!APPROVER_ROLES.includes(scope.role ?? '')) {
    throw new KontorError('FORBIDDEN', `Approving estimates needs the role admin or approver in the organization; yours is ${scope.role ?? 'none'}.`);
  }
  return move(scope, estimateId, 'approve', (row) => ({
    set: { status: 'approved', approvedById: scope.actor.userId },
    operation: 'approved',
    description: `Estimate ${row.estimateNumber} approved.`,
  }));
}

export function updateTemplate(scope: Scope, estimateId: string, templateId: string): Promise<Estimate> {
  const template = ESTIMATE_TEMPLATES.find((t) => t.templateId === templateId);
  if (!template) throw notFound('The template');
  return move(scope, estimateId, 'change', () => ({
    set: { templateId },
    operation: 'template_changed',
    description: `Template changed to ${template.templateName}.`,
  }));
}

export async function updateAddress(scope: Scope, estimateId: string, which: 'billingAddress' | 'shippingAddress', input: ContactAddressInput) {
  const address = addressOf(input, ['input']);
  await move(scope, estimateId, 'change', () => ({
    set: { [which]: address },
    operation: 'address_changed',
    description: `${which === 'billingAddress' ? 'Billing' : 'Shipping'} address changed.`,
  }));
  return addressView(address);
}

// --- history ---------------------------------------------------------------------------------

function commentView(scope: Scope, row: Awaited<ReturnType<typeof estimateHistory.record>>): EstimateComment {
  return {
    ...historyEntryView(row, scope.org, scope.now),
    estimateId: row.estimateId,
    transactionId: row.estimateId,
    transactionType: 'estimate',
  };
}

export async function listComments(scope: Scope, estimateId: string): Promise<EstimateComment[]> {
  const row = await findEstimate(scope.db, scope.org.id, estimateId);
  return (await estimateHistory.of(scope.db, scope.org.id, row.id)).map((r) => commentView(scope, r));
}

function commentText(description: string): string {
  const comment = description.trim();
  if (!comment) throw invalid(['input', 'description'], 'must not be blank');
  return comment;
}

export async function addComment(scope: Scope, estimateId: string, description: string): Promise<EstimateComment> {
  const comment = commentText(description);
  return scope.db.transaction(async (tx) => {
    const row = await findEstimate(tx, scope.org.id, estimateId);
    return commentView(scope, await record(tx, scope, row.id, 'commented', comment));
  });
}

export async function updateComment(scope: Scope, estimateId: string, commentId: string, description: string): Promise<EstimateComment> {
  const comment = commentText(description);
  return scope.db.transaction(async (tx) => {
    const row = await findEstimate(tx, scope.org.id, estimateId);
    const stored = await estimateHistory.userComment(tx, scope.org.id, row.id, commentId);
    return commentView(scope, await estimateHistory.rewrite(tx, scope.org.id, stored, comment, scope.now));
  });
}

export async function deleteComment(scope: Scope, estimateId: string, commentId: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const row = await findEstimate(tx, scope.org.id, estimateId);
    const stored = await estimateHistory.userComment(tx, scope.org.id, row.id, commentId);
    await estimateHistory.remove(tx, scope.org.id, stored);
    return stored.id;
  });
}

// --- conversion ------------------------------------------------------------------------------

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
        {
          customerId: row.customerId,
          contactPersonsAssociated: row.contactPersons.map((c) => ({ contactPersonId: c.contact_person_id })),
          referenceNumber: row.referenceNumber ?? row.estimateNumber,
          currencyId: row.currencyId,
          exchangeRate: row.exchangeRate,
          discount: row.discount,
          isDiscountBeforeTax: row.isDiscountBeforeTax,
          discountType: row.discountType === 'item_level' ? 'ITEM_LEVEL' : 'ENTITY_LEVEL',
          isInclusiveTax: row.isInclusiveTax,
          locationId: row.locationId,
          shippingCharge: row.shippingCharge,
          adjustment: row.adjustment,
          adjustmentDescription: row.adjustmentDescription,
          billingAddress: row.billingAddress,
          shippingAddress: row.shippingAddress,
          notes: row.notes,
          terms: row.terms,
          salespersonId: row.salespersonId,
          salespersonName: row.salespersonName,
          lineItems: (lines.get(row.id) ?? []).map(lineInputOf),
        },
        { ignoreAutoNumberGeneration: false, send: false },
      );
      await updateEstimateRow(tx, org.id, row.id, { status: 'invoiced', invoiceIds: [...row.invoiceIds, invoice.invoiceId], updatedAt: scope.now });
      await record(tx, scope, row.id, 'invoiced', `Invoice ${invoice.invoiceNumber} created from estimate ${row.estimateNumber}.`);
      made.push(invoice);
    }
    return made;
  });
}
