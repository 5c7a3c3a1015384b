/**
 * Retainer invoices: a request to a customer for an advance. Create, change, number, move
 * through draft → (pending_approval → approved →) sent, void, back to draft; templates,
 * billing address, attachments, history and comments. Sending posts nothing: the ledger
 * sees a retainer only when money arrives (retainer-payments.ts). Totals reuse the invoice
 * arithmetic (invoice-totals.ts) with one unit per line.
 */
import { type SQL, and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import type { ContactAddressValue } from '../../../drizzle/tables/accounting/contacts.ts';
import type { InvoiceLineTaxValue, InvoiceTagValue, PaymentGatewayValue } from '../../../drizzle/tables/accounting/invoices.ts';
import {
  type RetainerCustomFieldValue,
  retainerApplications,
  retainerInvoiceComments,
  retainerInvoiceDocuments,
  retainerInvoiceLineItems,
  retainerInvoiceSettings,
  retainerInvoices,
  retainerPayments,
} from '../../../drizzle/tables/accounting/retainers.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { currencyOrBase } from '../../core/books/currencies.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, cannotMove, invalid, notFound } from '../../core/request/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { dec, toDb } from '../../core/values/money.ts';
import { nextNumber } from '../../core/books/numbering.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { dateFilters, inOrg, likeEscape, orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { type TaxComponent, type TaxDefinition, SALES_TAX_TYPES, checkTax, findTaxes } from '../../erp/api.ts';
import { locationsById } from '../../core/books/locations.ts';
import { requireContact } from '../parties/contact-store.ts';
import type {
  ContactAddressInput,
  CreateRetainerInvoiceInput,
  InvoiceTagInput,
  PaymentGatewayInput,
  QueryRetainerInvoicesArgs,
  RetainerInvoice,
  RetainerInvoiceComment,
  RetainerInvoiceCustomFieldInput,
  RetainerInvoiceDocument,
  RetainerInvoiceFilter,
  RetainerInvoiceLineItemInput,
  RetainerInvoiceSettings,
  UpdateRetainerInvoiceInput,
} from '../generated/graphql.ts';
import type { Actor, Scope } from '../../core/request/scope.ts';
import { historyEntryView } from '../invoices/invoice-history.ts';
import { invoiceTotals } from '../invoices/invoice-totals.ts';
import { addressView, gatewayNameOf } from '../invoices/invoice-views.ts';
import { contactPersonsOf } from '../invoices/invoice-input.ts';
import {
  DEFAULT_RETAINER_TEMPLATE,
  RETAINER_TEMPLATES,
  type RetainerLineRow,
  type RetainerRecord,
  type RetainerState,
  documentView,
  findRetainer,
  retainerStated,
  retainerLinesOf,
  retainerView,
  retainerViews,
  selectRetainers,
  stateSql,
} from './retainer-views.ts';

export const MAX_LINE_ITEMS = 1000;
export const MAX_DOCUMENTS = 10;
const NUMBER_SERIES = { series: 'retainer_invoice', prefix: 'RET-', width: 6 };
/** Roles that may approve a retainer invoice (README "Retainer invoices", approval). */
export const APPROVER_ROLES = ['admin', 'approver'] as const;

type LineFields = Omit<typeof retainerInvoiceLineItems.$inferInsert, 'organizationId' | 'retainerinvoiceId'> & { id: string };
type RetainerFields = Omit<typeof retainerInvoices.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'retainerinvoiceNumber' | 'status'>;

// --- history ------------------------------------------------------------------------------------

export type RetainerOperation =
  | 'added'
  | 'updated'
  | 'submitted'
  | 'approved'
  | 'marked_as_sent'
  | 'emailed'
  | 'voided'
  | 'marked_as_draft'
  | 'template_changed'
  | 'address_changed'
  | 'attachment_added'
  | 'attachment_removed'
  | 'payment_received'
  | 'payment_initiated'
  | 'payment_failed'
  | 'applied_to_invoice'
  | 'unapplied_from_invoice'
  | 'commented';

type CommentRow = typeof retainerInvoiceComments.$inferSelect;

export async function recordRetainerHistory(
  tx: Tx,
  organizationId: string,
  retainerinvoiceId: string,
  actor: Actor,
  operation: RetainerOperation,
  description: string,
): Promise<CommentRow> {
  const [row] = await tx
    .insert(retainerInvoiceComments)
    .values({
      id: newId(),
      organizationId,
      retainerinvoiceId,
      commentType: operation === 'commented' ? 'user' : 'system',
      operationType: operation,
      description,
      commentedById: actor.userId,
      commentedBy: actor.name,
    })
    .returning();
  return row;
}

function commentView(row: CommentRow, org: OrganizationRow, now: Date): RetainerInvoiceComment {
  return { ...historyEntryView(row, org, now), retainerinvoiceId: row.retainerinvoiceId };
}

export async function listComments(s: Scope, retainerinvoiceId: string): Promise<RetainerInvoiceComment[]> {
  const row = await findRetainer(s.db, s.org.id, retainerinvoiceId);
  const rows = await s.db
    .select()
    .from(retainerInvoiceComments)
    .where(inOrg(retainerInvoiceComments, s.org.id, eq(retainerInvoiceComments.retainerinvoiceId, row.id)))
    .orderBy(asc(retainerInvoiceComments.createdAt), asc(retainerInvoiceComments.id));
  return rows.map((r) => commentView(r, s.org, s.now));
}

export async function addComment(s: Scope, retainerinvoiceId: string, description: string): Promise<RetainerInvoiceComment> {
  const text = description.trim();
  if (!text) throw invalid(['input', 'description'], 'must not be blank');
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId);
    return commentView(await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'commented', text), s.org, s.now);
  });
}

/** The comment a person wrote; the platform's own history entries cannot be changed or deleted. */
async function userComment(tx: Tx, org: OrganizationRow, retainerinvoiceId: string, commentId: string): Promise<CommentRow> {
  const row = await findRetainer(tx, org.id, retainerinvoiceId);
  if (!isId(commentId)) throw notFound('The comment');
  const [comment] = await tx
    .select()
    .from(retainerInvoiceComments)
    .where(inOrg(retainerInvoiceComments, org.id, eq(retainerInvoiceComments.retainerinvoiceId, row.id), eq(retainerInvoiceComments.id, commentId)))
    .for('update');
  if (!comment) throw notFound('The comment');
  if (comment.commentType !== 'user')
    throw cannotMove({ kind: 'comment', name: commentId, state: 'an entry of the history the platform writes' }, 'changed or deleted');
  return comment;
}

export async function updateComment(s: Scope, retainerinvoiceId: string, commentId: string, description: string): Promise<RetainerInvoiceComment> {
  const text = description.trim();
  if (!text) throw invalid(['input', 'description'], 'must not be blank');
  return s.db.transaction(async (tx) => {
    const comment = await userComment(tx, s.org, retainerinvoiceId, commentId);
    const [row] = await tx
      .update(retainerInvoiceComments)
      .set({ description: text, updatedAt: s.now })
      .where(inOrg(retainerInvoiceComments, s.org.id, eq(retainerInvoiceComments.id, comment.id)))
      .returning();
    return commentView(row, s.org, s.now);
  });
}

export async function deleteComment(s: Scope, retainerinvoiceId: string, commentId: string): Promise<string> {
  return s.db.transaction(async (tx) => {
    const comment = await userComment(tx, s.org, retainerinvoiceId, commentId);
    await tx.delete(retainerInvoiceComments).where(inOrg(retainerInvoiceComments, s.org.id, eq(retainerInvoiceComments.id, comment.id)));
    return comment.id;
  });
}

// --- reading ------------------------------------------------------------------------------------

const FILTERS: Record<RetainerInvoiceFilter, { wire: string; states?: readonly RetainerState[] }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_DRAFT: { wire: 'Status.Draft', states: ['draft'] },
  STATUS_PENDING_APPROVAL: { wire: 'Status.PendingApproval', states: ['pending_approval'] },
  STATUS_APPROVED: { wire: 'Status.Approved', states: ['approved'] },
  STATUS_SENT: { wire: 'Status.Sent', states: ['sent'] },
  STATUS_VIEWED: { wire: 'Status.Viewed', states: ['viewed'] },
  STATUS_UNPAID: { wire: 'Status.Unpaid', states: ['sent', 'viewed', 'partially_paid'] },
  STATUS_PARTIALLY_PAID: { wire: 'Status.PartiallyPaid', states: ['partially_paid'] },
  STATUS_PAID: { wire: 'Status.Paid', states: ['paid'] },
  STATUS_VOID: { wire: 'Status.Void', states: ['void'] },
};

const SORT_COLUMNS = {
  retainerinvoice_number: sql`lower(${retainerInvoices.retainerinvoiceNumber})`,
  date: retainerInvoices.date,
  customer_name: sql`lower(${retainerInvoices.customerName})`,
  total: retainerInvoices.total,
  balance: retainerInvoices.balance,
  created_time: retainerInvoices.createdAt,
  last_modified_time: retainerInvoices.updatedAt,
};

/** A page of retainer invoices with everything they show: the same statements whatever the page size. */
export async function listRetainers(scope: Scope, args: QueryRetainerInvoicesArgs, page: Page) {
  const { db, org } = scope;
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const conditions: (SQL | undefined)[] = [
    filter.states ? inArray(stateSql, [...filter.states]) : undefined,
    args.customerId ? eq(retainerInvoices.customerId, args.customerId) : undefined,
    searchOf([retainerInvoices.retainerinvoiceNumber, retainerInvoices.referenceNumber, retainerInvoices.customerName], args.searchText),
    ...textFilters(retainerInvoices.retainerinvoiceNumber, {
      equals: args.retainerinvoiceNumber,
      startsWith: args.retainerinvoiceNumberStartswith,
      contains: args.retainerinvoiceNumberContains,
    }),
    args.referenceNumber ? ilike(retainerInvoices.referenceNumber, `%${likeEscape(args.referenceNumber)}%`) : undefined,
    ...dateFilters(retainerInvoices.date, { start: args.dateStart, end: args.dateEnd, before: args.dateBefore, after: args.dateAfter }),
  ];
  const sort = orderOf(SORT_COLUMNS, retainerInvoices.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: ['date', 'created_time', 'last_modified_time'],
  });
  const rows = await selectRetainers(db, org.id, { where: and(...conditions), orderBy: sort.orderBy, ...window(page) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) => retainerViews(db, org, nodes));
}

// --- settings -----------------------------------------------------------------------------------

export async function approvalEnabled(db: Executor, organizationId: string): Promise<boolean> {
  const [row] = await db.select().from(retainerInvoiceSettings).where(eq(retainerInvoiceSettings.organizationId, organizationId));
  return row?.approvalEnabled ?? false;
}

function settingsView(enabled: boolean): RetainerInvoiceSettings {
  return { approvalEnabled: enabled, approverRoles: APPROVER_ROLES.map((r) => r.toUpperCase() as 'ADMIN' | 'APPROVER') };
}

export async function getSettings(scope: Scope): Promise<RetainerInvoiceSettings> {
  return settingsView(await approvalEnabled(scope.db, scope.org.id));
}

/** Switching approval on or off is an organization setting: admins only. */
export async function updateSettings(s: Scope, enabled: boolean): Promise<RetainerInvoiceSettings> {
  if (s.role !== 'admin') throw new KontorError('FORBIDDEN', 'Only an admin of the organization can change the retainer invoice settings.');
  await s.db
    .insert(retainerInvoiceSettings)
    .values({ organizationId: s.org.id, approvalEnabled: enabled, updatedAt: s.now })
    .onConflictDoUpdate({ target: retainerInvoiceSettings.organizationId, set: { approvalEnabled: enabled, updatedAt: s.now } });
  return settingsView(enabled);
}

// --- writing ------------------------------------------------------------------------------------

function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const ADDRESS_FIELDS = ['address', 'street2', 'city', 'state', 'zip', 'country', 'fax'] as const;
function addressOf(input: ContactAddressInput | null): ContactAddressValue {
  if (!input) return {};
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, input[f] ?? null]));
}

const tagsOf = (input: readonly InvoiceTagInput[]): InvoiceTagValue[] =>
  input.map((t) => ({ tag_id: t.tagId, tag_name: t.tagName ?? null, tag_option_id: t.tagOptionId ?? null, tag_option_name: t.tagOptionName ?? null }));

function gatewaysOf(input: readonly PaymentGatewayInput[]): PaymentGatewayValue[] {
  const seen = new Set<string>();
  return input.map((g, i) => {
    const name = gatewayNameOf(g.gatewayName);
    if (seen.has(name)) throw invalid(['input', 'paymentOptions', 'paymentGateways', i, 'gatewayName'], `lists ${name} a second time`);
    seen.add(name);
    return { configured: g.configured ?? true, additional_field1: g.additionalField1 ? fromEnum(g.additionalField1) : null, gateway_name: name };
  });
}

function customFieldsOf(input: readonly RetainerInvoiceCustomFieldInput[]): RetainerCustomFieldValue[] {
  const seen = new Set<number>();
  return input.map((c, i) => {
    if (seen.has(c.index)) throw invalid(['input', 'customFields', i, 'index'], `names index ${c.index} a second time`);
    seen.add(c.index);
    return { index: c.index, show_on_pdf: c.showOnPdf ?? false, value: c.value ?? null, label: text(c.label) ?? null };
  });
}

const componentOf = (t: InvoiceLineTaxValue): TaxComponent => ({
  taxId: t.tax_id,
  name: t.tax_name,
  percentage: dec(t.percentage),
  isCompound: t.is_compound,
  accountId: t.account_id,
  purchaseAccountId: '',
});
const componentValue = (c: TaxComponent): InvoiceLineTaxValue => ({
  tax_id: c.taxId,
  tax_name: c.name,
  percentage: dec(c.percentage).toFixed(),
  is_compound: c.isCompound,
  account_id: c.accountId,
});

function taxColumns(tax: TaxDefinition | undefined): Pick<LineFields, 'taxId' | 'taxName' | 'taxType' | 'taxPercentage' | 'taxComponents'> {
  if (!tax) return { taxId: null, taxName: null, taxType: null, taxPercentage: null, taxComponents: [] };
  return {
    taxId: tax.taxId,
    taxName: tax.taxName,
    taxType: tax.taxType,
    taxPercentage: tax.percentage.toFixed(),
    taxComponents: tax.components.map(componentValue),
  };
}

/** The lines as given, checked: taxes (locked FOR SHARE) and locations in one statement each. */
async function resolveLines(
  tx: Tx,
  org: OrganizationRow,
  given: readonly RetainerInvoiceLineItemInput[],
  stored: readonly RetainerLineRow[],
): Promise<LineFields[]> {
  if (!given.length) throw invalid(['input', 'lineItems'], 'must hold at least one line');
  if (given.length > MAX_LINE_ITEMS) {
    throw new KontorError('LIMIT_EXCEEDED', `A retainer invoice holds at most ${MAX_LINE_ITEMS} line items; ${given.length} were given.`, {
      field: ['input', 'lineItems'],
    });
  }
  const field = (i: number, name: string) => ['input', 'lineItems', i, name];
  const keptIds = new Set(stored.map((l) => l.id));
  const named = new Set<string>();
  const taxes = await findTaxes(
    tx,
    org.id,
    given.map((l) => l.taxId).filter((id): id is string => !!id),
    { lock: true },
  );
  const locationIds = [...new Set(given.map((l) => l.locationId).filter((id): id is string => !!id))];
  const locations = await locationsById(tx, org.id, locationIds);
  return given.map((line, i) => {
    if (line.lineItemId != null) {
      if (!keptIds.has(line.lineItemId)) throw invalid(field(i, 'lineItemId'), 'is not a line of this retainer invoice');
      if (named.has(line.lineItemId)) throw invalid(field(i, 'lineItemId'), 'names a line listed before');
      named.add(line.lineItemId);
    }
    if (!dec(line.rate).gte(0)) throw invalid(field(i, 'rate'), 'must not be negative');
    const tax = line.taxId
      ? checkTax(taxes.get(line.taxId), field(i, 'taxId'), { types: SALES_TAX_TYPES, typesText: 'a tax, compound tax or tax group' })
      : undefined;
    if (line.locationId && !locations.has(line.locationId)) throw invalid(field(i, 'locationId'), 'is not a location of the organization');
    return {
      id: line.lineItemId ?? newId(),
      itemOrder: line.itemOrder ?? i + 1,
      description: line.description ?? null,
      rate: toDb(line.rate),
      ...taxColumns(tax),
      itemTotal: '0',
      locationId: line.locationId ?? null,
    };
  });
}

/** Totals of the retainer: the invoice arithmetic, one unit per line, no discount or charges. */
function applyTotals(fields: RetainerFields, lines: LineFields[], previous: RetainerRecord | undefined): void {
  const totals = invoiceTotals({
    pricePrecision: fields.pricePrecision,
    discountType: 'entity_level',
    isDiscountBeforeTax: true,
    isInclusiveTax: fields.isInclusiveTax,
    discount: null,
    shippingCharge: '0',
    adjustment: '0',
    lines: lines.map((l) => ({ rate: l.rate, quantity: '1', discount: null, taxes: (l.taxComponents ?? []).map(componentOf) })),
  });
  totals.lines.forEach((t, i) => {
    lines[i].itemTotal = t.itemTotal.toFixed();
  });
  fields.subTotal = totals.subTotal.toFixed();
  fields.taxTotal = totals.taxTotal.toFixed();
  fields.total = totals.total.toFixed();
  fields.taxes = totals.taxes.map((t) => ({
    tax_id: t.taxId,
    tax_name: t.name,
    tax_percentage: t.percentage.toFixed(),
    tax_amount: t.amount.toFixed(),
    account_id: t.accountId,
  }));
  const made = dec(fields.paymentMade ?? 0);
  if (totals.total.lt(made)) {
    const stated = previous ? retainerStated(previous) : { kind: 'retainer invoice', name: '(new)', state: 'a draft' };
    throw cannotMove(stated, 'changed', `its total would be ${totals.total.toFixed()}, less than the ${made.toFixed()} already received on it`, {
      field: ['input', 'lineItems'],
    });
  }
  fields.balance = totals.total.minus(made).toFixed();
}

interface Prepared {
  fields: RetainerFields;
  lines: LineFields[];
  linesChanged: boolean;
}

/** What an input leads to on top of the stored retainer (none on create), checked and totalled. */
async function prepare(
  tx: Tx,
  s: Scope,
  input: CreateRetainerInvoiceInput | UpdateRetainerInvoiceInput,
  current?: { row: RetainerRecord; lines: RetainerLineRow[] },
): Promise<Prepared> {
  const { org } = s;
  const previous = current?.row;
  const received = previous ? dec(previous.paymentMade).gt(0) : false;
  const customerId = input.customerId ?? previous!.customerId;
  const customerChanged = !previous || customerId !== previous.customerId;
  if (previous && customerChanged && received) throw invalid(['input', 'customerId'], 'cannot change once payments are received on the retainer invoice');
  const customer = await requireContact(tx, org.id, customerId, ['input', 'customerId'], { contactType: 'customer', allowInactive: !customerChanged });

  if (previous && input.currencyId && input.currencyId !== previous.currencyId && received)
    throw invalid(['input', 'currencyId'], 'cannot change once payments are received on the retainer invoice');
  const currency = await currencyOrBase(tx, org.id, input.currencyId ?? previous?.currencyId ?? customer.currencyId, ['input', 'currencyId']);
  let exchangeRate = input.exchangeRate ?? (input.currencyId || !previous ? currency.exchangeRate : previous.exchangeRate);
  if (currency.isBaseCurrency) {
    if (input.exchangeRate != null && !dec(input.exchangeRate).equals(1))
      throw invalid(['input', 'exchangeRate'], `must be 1: ${currency.currencyCode} is the base currency`);
    exchangeRate = '1';
  }
  if (!dec(exchangeRate).gt(0)) throw invalid(['input', 'exchangeRate'], 'must be more than 0');

  const templateId = input.templateId ?? previous?.templateId ?? DEFAULT_RETAINER_TEMPLATE.templateId;
  if (!RETAINER_TEMPLATES.some((t) => t.templateId === templateId))
    throw invalid(['input', 'templateId'], 'is not a template of GET /retainerinvoices/templates');
  if (input.locationId && !(await locationsById(tx, org.id, [input.locationId])).has(input.locationId))
    throw invalid(['input', 'locationId'], 'is not a location of the organization');

  const keep = <K extends keyof RetainerFields>(key: K, given: RetainerFields[K] | undefined, fallback: RetainerFields[K]): RetainerFields[K] =>
    given !== undefined ? given : previous ? (previous[key as keyof RetainerRecord] as RetainerFields[K]) : fallback;

  const fields: RetainerFields = {
    date: input.date ?? previous?.date ?? s.today,
    isPreGst: keep('isPreGst', input.isPreGst, null),
    placeOfSupply: keep('placeOfSupply', input.placeOfSupply === undefined ? undefined : (text(input.placeOfSupply)?.toUpperCase() ?? null), null),
    projectId: keep('projectId', input.projectId, null),
    projectName: keep('projectName', input.projectName === undefined ? undefined : (text(input.projectName) ?? null), null),
    lastPaymentDate: previous?.lastPaymentDate ?? null,
    referenceNumber: keep('referenceNumber', input.referenceNumber === undefined ? undefined : (text(input.referenceNumber) ?? null), null),
    customerId: customer.id,
    customerName: customer.contactName,
    contactPersons: contactPersonsOf(customer, input.contactPersonsAssociated, customerChanged ? undefined : previous?.contactPersons),
    currencyId: currency.id,
    exchangeRate: toDb(exchangeRate),
    isInclusiveTax: input.isInclusiveTax ?? previous?.isInclusiveTax ?? false,
    locationId: keep('locationId', input.locationId, null),
    tags: input.tags !== undefined ? tagsOf(input.tags ?? []) : (previous?.tags ?? []),
    subTotal: '0',
    taxTotal: '0',
    total: '0',
    balance: '0',
    paymentMade: previous?.paymentMade ?? '0',
    paymentDrawn: previous?.paymentDrawn ?? '0',
    allowPartialPayments: input.allowPartialPayments ?? previous?.allowPartialPayments ?? true,
    pricePrecision: currency.pricePrecision,
    paymentGateways: input.paymentOptions ? gatewaysOf(input.paymentOptions.paymentGateways ?? []) : (previous?.paymentGateways ?? []),
    billingAddress: input.billingAddress !== undefined ? addressOf(input.billingAddress) : customerChanged ? customer.billingAddress : previous!.billingAddress,
    shippingAddress:
      input.shippingAddress !== undefined ? addressOf(input.shippingAddress) : customerChanged ? customer.shippingAddress : previous!.shippingAddress,
    notes: keep('notes', input.notes, null),
    terms: keep('terms', input.terms, null),
    customFields: input.customFields !== undefined ? customFieldsOf(input.customFields ?? []) : (previous?.customFields ?? []),
    templateId,
  };
  const linesChanged = input.lineItems != null || !current;
  const lines: LineFields[] = linesChanged
    ? await resolveLines(tx, org, input.lineItems ?? [], current?.lines ?? [])
    : current.lines.map(({ organizationId: _o, retainerinvoiceId: _r, ...line }) => ({ ...line }));
  applyTotals(fields, lines, previous);
  return { fields, lines, linesChanged };
}

async function writeLines(tx: Tx, organizationId: string, retainerinvoiceId: string, lines: LineFields[], replace: boolean): Promise<void> {
  if (replace)
    await tx
      .delete(retainerInvoiceLineItems)
      .where(inOrg(retainerInvoiceLineItems, organizationId, eq(retainerInvoiceLineItems.retainerinvoiceId, retainerinvoiceId)));
  if (lines.length) await tx.insert(retainerInvoiceLineItems).values(lines.map((l) => ({ ...l, organizationId, retainerinvoiceId })));
}

function refusingDuplicates<T>(number: () => string | null | undefined, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    retainer_invoices_org_number: () =>
      new KontorError('DUPLICATE', `The retainer invoice number "${number()}" is already used by another retainer invoice of the organization.`, {
        field: ['input', 'retainerinvoiceNumber'],
      }),
  });
}

async function nextRetainerNumber(tx: Tx, organizationId: string): Promise<string> {
  for (;;) {
    const number = await nextNumber(tx, organizationId, NUMBER_SERIES.series, NUMBER_SERIES);
    const [taken] = await tx
      .select({ id: retainerInvoices.id })
      .from(retainerInvoices)
      .where(inOrg(retainerInvoices, organizationId, eq(sql`lower(${retainerInvoices.retainerinvoiceNumber})`, number.toLowerCase())))
      .limit(1);
    if (!taken) return number;
  }
}

export function money(amount: string, currencyCode: string, places: number): string {
  return `${currencyCode} ${dec(amount).toFixed(places)}`;
}

export async function createRetainer(s: Scope, input: CreateRetainerInvoiceInput, options: { ignoreAutoNumberGeneration: boolean }): Promise<RetainerInvoice> {
  const givenNumber = text(input.retainerinvoiceNumber);
  if (options.ignoreAutoNumberGeneration && !givenNumber)
    throw invalid(['input', 'retainerinvoiceNumber'], 'is required when ignore_auto_number_generation is true');
  let number: string | null | undefined = givenNumber;
  return refusingDuplicates(
    () => number,
    () =>
      s.db.transaction(async (tx) => {
        const id = newId();
        const prepared = await prepare(tx, s, input);
        number = options.ignoreAutoNumberGeneration ? givenNumber! : await nextRetainerNumber(tx, s.org.id);
        await tx.insert(retainerInvoices).values({
          ...prepared.fields,
          id,
          organizationId: s.org.id,
          retainerinvoiceNumber: number,
          status: 'draft',
          createdById: s.actor.userId,
          createdAt: s.now,
          updatedAt: s.now,
        });
        await writeLines(tx, s.org.id, id, prepared.lines, false);
        const row = await findRetainer(tx, s.org.id, id);
        await recordRetainerHistory(
          tx,
          s.org.id,
          id,
          s.actor,
          'added',
          `Retainer invoice ${number} created for ${money(row.total, row.currencyCode, row.pricePrecision)}.`,
        );
        return retainerView(tx, s.org, id);
      }),
  );
}

export async function updateRetainer(s: Scope, retainerinvoiceId: string, input: UpdateRetainerInvoiceInput): Promise<RetainerInvoice> {
  return refusingDuplicates(
    () => text(input.retainerinvoiceNumber),
    () =>
      s.db.transaction(async (tx) => {
        const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
        if (row.status === 'void') throw cannotMove(retainerStated(row), 'changed', 'turn it back into a draft first');
        const lines = (await retainerLinesOf(tx, s.org.id, [row.id])).get(row.id) ?? [];
        const prepared = await prepare(tx, s, input, { row, lines });
        const number = text(input.retainerinvoiceNumber) ?? row.retainerinvoiceNumber;
        await tx
          .update(retainerInvoices)
          .set({ ...prepared.fields, retainerinvoiceNumber: number, updatedAt: s.now })
          .where(inOrg(retainerInvoices, s.org.id, eq(retainerInvoices.id, row.id)));
        if (prepared.linesChanged) await writeLines(tx, s.org.id, row.id, prepared.lines, true);
        await recordRetainerHistory(
          tx,
          s.org.id,
          row.id,
          s.actor,
          'updated',
          `Retainer invoice ${number} updated; total ${money(prepared.fields.total!, row.currencyCode, prepared.fields.pricePrecision)}.`,
        );
        return retainerView(tx, s.org, row.id);
      }),
  );
}

/** Whether anything was received, or an online payment is still pending, on the retainer. */
async function hasPayments(tx: Tx, organizationId: string, row: RetainerRecord): Promise<boolean> {
  if (dec(row.paymentMade).gt(0)) return true;
  const [pending] = await tx
    .select({ id: retainerPayments.id })
    .from(retainerPayments)
    .where(inOrg(retainerPayments, organizationId, eq(retainerPayments.retainerinvoiceId, row.id), eq(retainerPayments.status, 'pending')))
    .limit(1);
  return !!pending;
}

/** Deletes a retainer invoice without payments; its files are removed from the blob store after commit (returned ids). */
export async function deleteRetainer(s: Scope, retainerinvoiceId: string): Promise<{ id: string; documentIds: string[] }> {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    if (await hasPayments(tx, s.org.id, row)) throw cannotMove(retainerStated(row), 'deleted', 'payments are recorded on it');
    const where = (t: { organizationId: PgColumn; retainerinvoiceId: PgColumn }) => inOrg(t, s.org.id, eq(t.retainerinvoiceId, row.id));
    const documents = await tx.delete(retainerInvoiceDocuments).where(where(retainerInvoiceDocuments)).returning({ id: retainerInvoiceDocuments.id });
    await tx.delete(retainerInvoiceLineItems).where(where(retainerInvoiceLineItems));
    await tx.delete(retainerInvoiceComments).where(where(retainerInvoiceComments));
    await tx.delete(retainerPayments).where(where(retainerPayments));
    await tx.delete(retainerApplications).where(where(retainerApplications));
    await tx.delete(retainerInvoices).where(inOrg(retainerInvoices, s.org.id, eq(retainerInvoices.id, row.id)));
    return { id: row.id, documentIds: documents.map((d) => d.id) };
  });
}

async function setStatus(tx: Tx, s: Scope, row: RetainerRecord, changes: Partial<typeof retainerInvoices.$inferInsert>): Promise<void> {
  await tx
    .update(retainerInvoices)
    .set({ ...changes, updatedAt: s.now })
    .where(inOrg(retainerInvoices, s.org.id, eq(retainerInvoices.id, row.id)));
}

/** draft (approval off) or approved → sent, inside the caller's transaction (also used by email). */
export async function markSentIn(tx: Tx, s: Scope, row: RetainerRecord, how: { emailed?: boolean } = {}): Promise<void> {
  if (row.status === 'sent') {
    if (how.emailed) await setStatus(tx, s, row, { isEmailed: true });
    return;
  }
  if (row.status === 'void') throw cannotMove(retainerStated(row), how.emailed ? 'emailed' : 'marked as sent', 'turn it back into a draft first');
  if (row.status !== 'approved' && (await approvalEnabled(tx, s.org.id))) {
    throw cannotMove(
      retainerStated(row),
      how.emailed ? 'emailed' : 'marked as sent',
      'retainer invoices need approval in this organization: submit it and have it approved first',
    );
  }
  await setStatus(tx, s, row, { status: 'sent', ...(how.emailed ? { isEmailed: true } : {}) });
  if (!how.emailed)
    await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'marked_as_sent', `Retainer invoice ${row.retainerinvoiceNumber} marked as sent.`);
}

export async function markSent(s: Scope, retainerinvoiceId: string): Promise<RetainerInvoice> {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    if (row.status === 'sent') throw cannotMove(retainerStated(row), 'marked as sent', 'it has been sent already');
    await markSentIn(tx, s, row);
    return retainerView(tx, s.org, row.id);
  });
}

export async function markVoid(s: Scope, retainerinvoiceId: string, reason: string | null | undefined): Promise<RetainerInvoice> {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    if (row.status === 'void') throw cannotMove(retainerStated(row), 'voided', 'it is void already');
    if (await hasPayments(tx, s.org.id, row)) throw cannotMove(retainerStated(row), 'voided', 'payments are recorded on it');
    await setStatus(tx, s, row, { status: 'void' });
    const why = text(reason);
    await recordRetainerHistory(
      tx,
      s.org.id,
      row.id,
      s.actor,
      'voided',
      `Retainer invoice ${row.retainerinvoiceNumber} marked as void${why ? `. Reason: ${why}` : ''}.`,
    );
    return retainerView(tx, s.org, row.id);
  });
}

export async function markDraft(s: Scope, retainerinvoiceId: string, reason: string | null | undefined): Promise<RetainerInvoice> {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    if (row.status === 'draft') throw cannotMove(retainerStated(row), 'turned into a draft', 'it is one already');
    if (await hasPayments(tx, s.org.id, row)) throw cannotMove(retainerStated(row), 'turned into a draft', 'payments are recorded on it');
    await setStatus(tx, s, row, { status: 'draft', submittedById: null, approvedById: null });
    const why = text(reason);
    await recordRetainerHistory(
      tx,
      s.org.id,
      row.id,
      s.actor,
      'marked_as_draft',
      `Retainer invoice ${row.retainerinvoiceNumber} converted to draft${why ? `. Reason: ${why}` : ''}.`,
    );
    return retainerView(tx, s.org, row.id);
  });
}

export async function submit(s: Scope, retainerinvoiceId: string): Promise<RetainerInvoice> {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    if (!(await approvalEnabled(tx, s.org.id)))
      throw cannotMove(
        retainerStated(row),
        'submitted for approval',
        'the approval flow is off for retainer invoices in this organization (PUT /settings/retainerinvoices)',
      );
    if (row.status !== 'draft') throw cannotMove(retainerStated(row), 'submitted for approval', 'only a draft is submitted');
    await setStatus(tx, s, row, { status: 'pending_approval', submittedById: s.actor.userId });
    await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'submitted', `Retainer invoice ${row.retainerinvoiceNumber} submitted for approval.`);
    return retainerView(tx, s.org, row.id);
  });
}

export async function approve(s: Scope, retainerinvoiceId: string): Promise<RetainerInvoice> {
  if (!APPROVER_ROLES.includes((s.role ?? '') as (typeof APPROVER_ROLES)[number])) {
    throw new KontorError('FORBIDDEN', `Approving retainer invoices needs the role admin or approver in the organization; yours is ${s.role ?? 'none'}.`);
  }
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    if (row.status !== 'pending_approval') throw cannotMove(retainerStated(row), 'approved', 'only a retainer invoice submitted for approval is approved');
    await setStatus(tx, s, row, { status: 'approved', approvedById: s.actor.userId });
    await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'approved', `Retainer invoice ${row.retainerinvoiceNumber} approved.`);
    return retainerView(tx, s.org, row.id);
  });
}

export async function updateTemplate(s: Scope, retainerinvoiceId: string, templateId: string): Promise<RetainerInvoice> {
  const template = RETAINER_TEMPLATES.find((t) => t.templateId === templateId);
  if (!template) throw notFound('The template');
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    await setStatus(tx, s, row, { templateId });
    await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'template_changed', `Template changed to ${template.templateName}.`);
    return retainerView(tx, s.org, row.id);
  });
}

export async function updateBillingAddress(s: Scope, retainerinvoiceId: string, input: ContactAddressInput) {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    if (row.status === 'void') throw cannotMove(retainerStated(row), 'changed', 'turn it back into a draft first');
    const address = addressOf(input);
    await setStatus(tx, s, row, { billingAddress: address });
    await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'address_changed', 'Billing address changed.');
    return addressView(address);
  });
}

// --- attachments --------------------------------------------------------------------------------

export interface UploadedFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

const EXTENSION_OF: Record<string, string> = {
  'image/jpeg': 'jpg',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/tab-separated-values': 'tsv',
  'application/zip': 'zip',
  'application/pdf': 'pdf',
};
function fileTypeOf(file: UploadedFile): string {
  const extension = file.fileName.includes('.') ? file.fileName.split('.').pop()!.toLowerCase() : '';
  return extension || EXTENSION_OF[file.contentType] || file.contentType.split('/').pop() || 'file';
}

/** Links uploaded blobs (stat'ed before the transaction) to the retainer invoice; at most MAX_DOCUMENTS in all. */
export async function addDocuments(s: Scope, retainerinvoiceId: string, files: readonly UploadedFile[]): Promise<RetainerInvoiceDocument[]> {
  if (!files.length) throw invalid(['attachment'], 'is required: send at least one file');
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    const existing = await tx
      .select({ id: retainerInvoiceDocuments.id })
      .from(retainerInvoiceDocuments)
      .where(inOrg(retainerInvoiceDocuments, s.org.id, eq(retainerInvoiceDocuments.retainerinvoiceId, row.id)));
    if (existing.length + files.length > MAX_DOCUMENTS) {
      throw new KontorError(
        'LIMIT_EXCEEDED',
        `A retainer invoice holds at most ${MAX_DOCUMENTS} attachments; it has ${existing.length} and ${files.length} more were sent.`,
        { field: ['attachment'] },
      );
    }
    await tx.insert(retainerInvoiceDocuments).values(
      files.map((f) => ({
        id: f.id,
        organizationId: s.org.id,
        retainerinvoiceId: row.id,
        fileName: f.fileName,
        fileType: fileTypeOf(f),
        fileSize: f.size,
        createdAt: s.now,
      })),
    );
    await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'attachment_added', `Attached ${files.map((f) => f.fileName).join(', ')}.`);
    const all = await tx
      .select()
      .from(retainerInvoiceDocuments)
      .where(inOrg(retainerInvoiceDocuments, s.org.id, eq(retainerInvoiceDocuments.retainerinvoiceId, row.id)))
      .orderBy(asc(retainerInvoiceDocuments.id));
    return all.map((d) => documentView(d, s.org));
  });
}

/** Unlinks a document; the caller removes its blob after commit. */
export async function deleteDocument(s: Scope, retainerinvoiceId: string, documentId: string): Promise<string> {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    if (!isId(documentId)) throw notFound('The document');
    const [removed] = await tx
      .delete(retainerInvoiceDocuments)
      .where(inOrg(retainerInvoiceDocuments, s.org.id, eq(retainerInvoiceDocuments.retainerinvoiceId, row.id), eq(retainerInvoiceDocuments.id, documentId)))
      .returning();
    if (!removed) throw notFound('The document');
    await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'attachment_removed', `Removed the attachment ${removed.fileName}.`);
    return removed.id;
  });
}

/** The document to download: the one named, else the latest attached. */
export async function attachmentOf(scope: Scope, retainerinvoiceId: string, documentId: string | null | undefined) {
  const { db, org } = scope;
  const row = await findRetainer(db, org.id, retainerinvoiceId);
  if (documentId != null && !isId(documentId)) throw notFound('The document');
  const docs = await db
    .select()
    .from(retainerInvoiceDocuments)
    .where(
      inOrg(
        retainerInvoiceDocuments,
        org.id,
        eq(retainerInvoiceDocuments.retainerinvoiceId, row.id),
        documentId ? eq(retainerInvoiceDocuments.id, documentId) : undefined,
      ),
    )
    .orderBy(asc(retainerInvoiceDocuments.id));
  const doc = docs.at(-1);
  if (!doc) throw notFound(documentId ? 'The document' : `An attachment of the retainer invoice ${row.retainerinvoiceNumber}`);
  return { documentId: doc.id, fileName: doc.fileName };
}

// --- what other records refer to ----------------------------------------------------------------

/** The first retainer invoice naming a contact as its customer, for `contactReferences`. */
export async function retainerNamingCustomer(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: retainerInvoices.retainerinvoiceNumber })
    .from(retainerInvoices)
    .where(inOrg(retainerInvoices, organizationId, eq(retainerInvoices.customerId, contactId)))
    .orderBy(retainerInvoices.id)
    .limit(1);
  return row && `the customer (customer_id) of the retainer invoice ${row.number}`;
}

/** The first retainer invoice line applying a tax (or a group it was expanded from), for `taxReferences`. */
export async function retainerLineUsingTax(tx: Tx, organizationId: string, taxId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: retainerInvoices.retainerinvoiceNumber })
    .from(retainerInvoiceLineItems)
    .innerJoin(retainerInvoices, eq(retainerInvoices.id, retainerInvoiceLineItems.retainerinvoiceId))
    .where(
      inOrg(
        retainerInvoiceLineItems,
        organizationId,
        sql`(${retainerInvoiceLineItems.taxId} = ${taxId} or ${retainerInvoiceLineItems.taxComponents} @> ${JSON.stringify([{ tax_id: taxId }])}::jsonb)`,
      ),
    )
    .orderBy(retainerInvoiceLineItems.id)
    .limit(1);
  return row && `applied on a line of the retainer invoice ${row.number}`;
}
