/**
 * Recurring invoice profiles: a schedule (recurring-schedule.ts) and the invoice each of its
 * dates creates. The invoice part is checked and totalled by the invoice code itself
 * (`prepare` of invoices.ts) on every write, so a profile holds exactly what a hand-made
 * invoice would; children are made by `createInvoiceIn` (recurring-generation.ts).
 */
import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../drizzle/client.ts';
import { customFields as customFieldDefinitions } from '../../../drizzle/tables/accounting/custom-fields.ts';
import { invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import {
  type RecurringCustomValue,
  type RecurringLineValue,
  recurringInvoiceComments,
  recurringInvoiceRuns,
  recurringInvoices,
} from '../../../drizzle/tables/accounting/recurring.ts';
import type { Clock } from '../../core/values/clock.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { fromEnum, maybeEnum, toEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/request/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { inOrg, orderOf, searchOf, type SelectShape, shaped, textFilters, window } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { ago, formatTimestamp, localDate, timeOfDay } from '../../core/values/time.ts';
import { locationsById } from '../../core/books/locations.ts';
import { personsOf } from '../parties/contact-store.ts';
import type {
  CreateInvoiceInput,
  CreateRecurringInvoiceInput,
  CustomFieldDataType,
  CustomFieldValue,
  InvoiceDiscountType,
  InvoiceLineItemInput,
  InvoiceLineProductType,
  InvoiceTaxTreatmentCode,
  ItemType,
  QueryRecurringInvoicesArgs,
  RecurrenceFrequency,
  RecurringInvoice,
  RecurringInvoiceComment,
  RecurringInvoiceCreationMode,
  RecurringInvoiceFilter,
  RecurringInvoiceStatus,
  RecurringInvoiceStatusResult,
  UpdateRecurringInvoiceInput,
} from '../generated/graphql.ts';
import { resolveValues } from '../shared/custom-fields.ts';
import type { Actor } from '../invoices/invoice-history.ts';
import { DEFAULT_TEMPLATE, INVOICE_TEMPLATES, addressView, contactPersonView, invoiceViews, paymentOptionsView, selectInvoices, tagView, taxLocaleView } from '../invoices/invoice-views.ts';
import { prepare } from '../invoices/invoice-service.ts';
import { type Schedule, addDays, firstOnOrAfter } from './recurring-schedule.ts';

export type RecurringRow = typeof recurringInvoices.$inferSelect;
export interface RecurringRecord extends RecurringRow {
  currencyCode: string;
}
type ProfileFields = Omit<typeof recurringInvoices.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;
type Status = RecurringRow['status'];

/** Profiles one bulk stop or resume may name. */
export const MAX_BULK_IDS = 100;

// --- reading ---------------------------------------------------------------------------------

async function selectProfiles(db: Executor, organizationId: string, options: SelectShape & { where?: SQL } = {}): Promise<RecurringRecord[]> {
  const query = db
    .select({ row: recurringInvoices, currencyCode: currencies.currencyCode })
    .from(recurringInvoices)
    .innerJoin(currencies, eq(currencies.id, recurringInvoices.currencyId))
    .where(inOrg(recurringInvoices, organizationId, options.where))
    .$dynamic();
  return (await shaped(query, recurringInvoices, options)).map((r) => ({ ...r.row, currencyCode: r.currencyCode }));
}

export async function findProfile(db: Executor, organizationId: string, recurringInvoiceId: string, options: { lock?: boolean } = {}): Promise<RecurringRecord> {
  const [row] = isId(recurringInvoiceId) ? await selectProfiles(db, organizationId, { where: eq(recurringInvoices.id, recurringInvoiceId), lock: options.lock }) : [];
  if (!row) throw notFound(`The recurring invoice ${recurringInvoiceId}`);
  return row;
}

/** Profiles as clients see them: a constant number of statements whatever their number. */
export async function profileViews(db: Executor, org: OrganizationRow, rows: readonly RecurringRecord[]): Promise<RecurringInvoice[]> {
  if (!rows.length) return [];
  const fieldIds = [...new Set(rows.flatMap((r) => r.customFields.map((c) => c.customfield_id)))];
  const locationIds = new Set<string>();
  for (const r of rows) {
    if (r.locationId) locationIds.add(r.locationId);
    for (const l of r.lineItems) if (l.locationId) locationIds.add(l.locationId);
  }
  const [persons, definitions, locations] = await Promise.all([
    personsOf(db, org.id, [...new Set(rows.filter((r) => r.contactPersons.length).map((r) => r.customerId))]),
    fieldIds.length ? db.select().from(customFieldDefinitions).where(inOrg(customFieldDefinitions, org.id, inArray(customFieldDefinitions.id, fieldIds))) : Promise.resolve([]),
    locationsById(db, org.id, [...locationIds]),
  ]);
  const definitionOf = new Map(definitions.map((d) => [d.id, d]));
  const locationName = (id: string | null) => (id ? locations.get(id)?.locationName ?? null : null);
  return rows.map((row) => {
    const people = new Map((persons.get(row.customerId) ?? []).map((p) => [p.id, p]));
    const template = INVOICE_TEMPLATES.find((t) => t.templateId === row.templateId) ?? DEFAULT_TEMPLATE;
    const custom: CustomFieldValue[] = definitions.length
      ? row.customFields
          .filter((c) => definitionOf.has(c.customfield_id))
          .map((c) => {
            const d = definitionOf.get(c.customfield_id)!;
            return { customfieldId: d.id, apiName: d.apiName, label: d.label, dataType: toEnum<CustomFieldDataType>(d.dataType), value: c.value };
          })
      : [];
    return {
      recurringInvoiceId: row.id,
      recurrenceName: row.recurrenceName,
      status: toEnum<RecurringInvoiceStatus>(row.status),
      recurrenceFrequency: toEnum<RecurrenceFrequency>(row.recurrenceFrequency),
      repeatEvery: row.repeatEvery,
      startDate: row.startDate,
      endDate: row.endDate,
      neverExpires: row.endDate === null,
      nextInvoiceDate: row.nextInvoiceDate,
      lastSentDate: row.lastSentDate,
      creationMode: toEnum<RecurringInvoiceCreationMode>(row.creationMode),
      referenceNumber: row.referenceNumber,
      customerId: row.customerId,
      customerName: row.customerName,
      contactPersonsAssociated: row.contactPersons.filter((c) => people.has(c.contact_person_id)).map((c) => contactPersonView(c, people.get(c.contact_person_id)!)),
      currencyId: row.currencyId,
      currencyCode: row.currencyCode,
      exchangeRate: row.exchangeRate,
      paymentTerms: row.paymentTerms,
      paymentTermsLabel: row.paymentTermsLabel,
      discount: row.discount,
      discountAmount: row.discountAmount,
      discountType: toEnum<InvoiceDiscountType>(row.discountType),
      isDiscountBeforeTax: row.isDiscountBeforeTax,
      isInclusiveTax: row.isInclusiveTax,
      locationId: row.locationId,
      locationName: locationName(row.locationId),
      tags: row.tags.map(tagView),
      lineItems: row.lineItems.map((l) => ({
        lineItemId: l.lineItemId,
        itemId: l.itemId,
        itemOrder: l.itemOrder,
        name: l.name,
        description: l.description,
        rate: l.rate,
        quantity: l.quantity,
        unit: l.unit,
        discount: l.discount,
        discountAmount: l.discountAmount,
        itemTotal: l.itemTotal,
        taxId: l.taxId,
        taxName: l.taxName,
        taxType: l.taxType,
        taxPercentage: l.taxPercentage,
        tdsTaxId: l.tdsTaxId,
        accountId: l.accountId,
        locationId: l.locationId,
        itemType: maybeEnum<ItemType>(l.itemType),
        productType: maybeEnum<InvoiceLineProductType>(l.productType),
        satItemKeyCode: l.satItemKeyCode,
        unitkeyCode: l.unitkeyCode,
        projectId: l.projectId,
        projectName: l.projectName,
        taxTreatmentCode: maybeEnum<InvoiceTaxTreatmentCode>(l.taxTreatmentCode),
        headerName: l.headerName,
        headerId: l.headerId,
        tags: l.tags.map(tagView),
      })),
      shippingCharge: row.shippingCharge,
      adjustment: row.adjustment,
      adjustmentDescription: row.adjustmentDescription,
      subTotal: row.subTotal,
      taxTotal: row.taxTotal,
      total: row.total,
      taxes: row.taxes.map((t) => ({ taxId: t.tax_id, taxName: t.tax_name, taxPercentage: t.tax_percentage, taxAmount: t.tax_amount })),
      pricePrecision: row.pricePrecision,
      paymentReminderEnabled: row.paymentReminderEnabled,
      allowPartialPayments: row.allowPartialPayments,
      paymentOptions: paymentOptionsView(row.paymentGateways),
      billingAddress: addressView(row.billingAddress),
      shippingAddress: addressView(row.shippingAddress),
      notes: row.notes,
      terms: row.terms,
      customFields: custom,
      templateId: template.templateId,
      templateName: template.templateName,
      salespersonId: row.salespersonId,
      salespersonName: row.salespersonName,
      ...taxLocaleView(row),
      avataxExemptNo: row.avataxExemptNo,
      avataxUseCode: row.avataxUseCode,
      createdTime: formatTimestamp(row.createdAt, org.timeZone),
      lastModifiedTime: formatTimestamp(row.updatedAt, org.timeZone),
    };
  });
}

export async function getProfile(db: Executor, org: OrganizationRow, recurringInvoiceId: string): Promise<RecurringInvoice> {
  const [view] = await profileViews(db, org, [await findProfile(db, org.id, recurringInvoiceId)]);
  return view;
}

const FILTERS: Record<RecurringInvoiceFilter, { wire: string; status?: Status }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_ACTIVE: { wire: 'Status.Active', status: 'active' },
  STATUS_STOPPED: { wire: 'Status.Stopped', status: 'stopped' },
  STATUS_EXPIRED: { wire: 'Status.Expired', status: 'expired' },
};

const SORT_COLUMNS = {
  recurrence_name: sql`lower(${recurringInvoices.recurrenceName})`,
  customer_name: sql`lower(${recurringInvoices.customerName})`,
  next_invoice_date: sql`coalesce(${recurringInvoices.nextInvoiceDate}, '9999-12-31'::date)`,
  last_sent_date: recurringInvoices.lastSentDate,
  start_date: recurringInvoices.startDate,
  total: recurringInvoices.total,
  created_time: recurringInvoices.createdAt,
};

/** A page of profiles: the same statements whatever the page size. */
export async function listProfiles(db: Db, org: OrganizationRow, args: QueryRecurringInvoicesArgs, page: Page) {
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(recurringInvoices.status, filter.status) : undefined,
    args.status ? eq(recurringInvoices.status, fromEnum(args.status)) : undefined,
    args.customerId ? eq(recurringInvoices.customerId, args.customerId) : undefined,
    searchOf([recurringInvoices.recurrenceName, recurringInvoices.customerName, recurringInvoices.referenceNumber], args.searchText),
    ...textFilters(recurringInvoices.recurrenceName, { equals: args.recurrenceName, startsWith: args.recurrenceNameStartswith, contains: args.recurrenceNameContains }),
    ...textFilters(recurringInvoices.customerName, { contains: args.customerName }),
  ];
  const sort = orderOf(SORT_COLUMNS, recurringInvoices.id, args.sortColumn?.toLowerCase(), args.sortOrder, { column: 'created_time', order: 'D', descending: ['last_sent_date', 'created_time'] });
  const rows = await selectProfiles(db, org.id, { where: and(...conditions), orderBy: sort.orderBy as SQL[], ...window(page) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) => profileViews(db, org, nodes));
}

// --- history ---------------------------------------------------------------------------------

export type ProfileOperation = 'added' | 'updated' | 'stopped' | 'resumed' | 'expired' | 'template_changed' | 'invoice_created' | 'invoice_failed';

export async function recordProfileHistory(
  tx: Executor,
  organizationId: string,
  recurringInvoiceId: string,
  actor: Actor,
  operation: ProfileOperation,
  description: string,
  at: Date,
  transaction?: { id: string; type: string },
): Promise<void> {
  await tx.insert(recurringInvoiceComments).values({
    id: newId(),
    organizationId,
    recurringInvoiceId,
    commentType: 'system',
    operationType: operation,
    description,
    commentedById: actor.userId,
    commentedBy: actor.name,
    transactionId: transaction?.id ?? null,
    transactionType: transaction?.type ?? null,
    createdAt: at,
  });
}

/** The history of a profile, oldest first, with times in the organization's zone. */
export async function profileHistory(db: Executor, org: OrganizationRow, recurringInvoiceId: string, now: Date): Promise<RecurringInvoiceComment[]> {
  const profile = await findProfile(db, org.id, recurringInvoiceId);
  const rows = await db
    .select()
    .from(recurringInvoiceComments)
    .where(inOrg(recurringInvoiceComments, org.id, eq(recurringInvoiceComments.recurringInvoiceId, profile.id)))
    .orderBy(asc(recurringInvoiceComments.createdAt), asc(recurringInvoiceComments.id));
  return rows.map((r) => ({
    commentId: r.id,
    recurringInvoiceId: r.recurringInvoiceId,
    commentDescription: r.description,
    commentedById: r.commentedById,
    commentedBy: r.commentedBy,
    commentType: r.commentType === 'user' ? 'USER' : 'SYSTEM',
    operationType: r.operationType,
    date: localDate(r.createdAt, org.timeZone),
    dateDescription: ago(r.createdAt, now),
    time: timeOfDay(r.createdAt, org.timeZone),
    transactionId: r.transactionId,
    transactionType: r.transactionType,
  }));
}

// --- writing ---------------------------------------------------------------------------------

/** The schedule of a profile's fields. */
export function scheduleOf(row: Pick<RecurringRow, 'recurrenceFrequency' | 'repeatEvery' | 'startDate' | 'endDate'>): Schedule {
  return { frequency: row.recurrenceFrequency, every: row.repeatEvery, startDate: row.startDate, endDate: row.endDate };
}

/** A stored line as the invoice line input that makes it (its rate, name, tax and account are the profile's). */
function lineInput(line: RecurringLineValue): InvoiceLineItemInput {
  return {
    itemId: line.itemId,
    projectId: line.projectId,
    projectName: line.projectName,
    timeEntryIds: line.timeEntryIds,
    locationId: line.locationId,
    productType: maybeEnum<InvoiceLineProductType>(line.productType),
    satItemKeyCode: line.satItemKeyCode,
    unitkeyCode: line.unitkeyCode,
    expenseId: line.expenseId,
    expenseReceiptName: line.expenseReceiptName,
    name: line.name,
    description: line.description,
    itemOrder: line.itemOrder,
    rate: line.rate,
    quantity: line.quantity,
    unit: line.unit,
    discount: line.discount,
    tags: line.tags.map((t) => ({ tagId: t.tag_id, tagName: t.tag_name, tagOptionId: t.tag_option_id, tagOptionName: t.tag_option_name })),
    taxId: line.taxId,
    tdsTaxId: line.tdsTaxId,
    taxTreatmentCode: maybeEnum<InvoiceTaxTreatmentCode>(line.taxTreatmentCode),
    headerName: line.headerName,
    headerId: line.headerId,
    accountId: line.accountId,
  };
}

/**
 * The invoice a profile makes for a date, as the input of a hand-made invoice: the invoice
 * code checks it (active customer, items, taxes) and works its totals out afresh, at the tax
 * rates of the day.
 */
export function invoiceInputOf(row: RecurringRow, date: string): CreateInvoiceInput {
  return {
    customerId: row.customerId,
    contactPersonsAssociated: row.contactPersons.map((c) => ({
      contactPersonId: c.contact_person_id,
      communicationPreference:
        c.is_email_enabled == null && c.is_sms_enabled == null && c.is_whatsapp_enabled == null
          ? undefined
          : { isEmailEnabled: c.is_email_enabled, isSmsEnabled: c.is_sms_enabled, isWhatsappEnabled: c.is_whatsapp_enabled },
    })),
    date,
    paymentTerms: row.paymentTerms,
    paymentTermsLabel: row.paymentTermsLabel,
    referenceNumber: row.referenceNumber,
    currencyId: row.currencyId,
    exchangeRate: row.exchangeRate,
    discount: row.discount,
    isDiscountBeforeTax: row.isDiscountBeforeTax,
    discountType: toEnum<InvoiceDiscountType>(row.discountType),
    isInclusiveTax: row.isInclusiveTax,
    recurringInvoiceId: row.id,
    locationId: row.locationId,
    tags: row.tags.map((t) => ({ tagId: t.tag_id, tagName: t.tag_name, tagOptionId: t.tag_option_id, tagOptionName: t.tag_option_name })),
    shippingCharge: row.shippingCharge,
    adjustment: row.adjustment,
    adjustmentDescription: row.adjustmentDescription,
    paymentReminderEnabled: row.paymentReminderEnabled,
    allowPartialPayments: row.allowPartialPayments,
    paymentOptions: paymentOptionsView(row.paymentGateways),
    billingAddress: row.billingAddress,
    shippingAddress: row.shippingAddress,
    notes: row.notes,
    terms: row.terms,
    customFields: row.customFields.map((c) => ({ customfieldId: c.customfield_id, value: c.value })),
    templateId: row.templateId,
    salespersonId: row.salespersonId,
    salespersonName: row.salespersonName,
    lineItems: row.lineItems.map(lineInput),
    ...taxLocaleView(row),
  };
}

const INVOICE_KEYS = [
  'customerId', 'contactPersonsAssociated', 'referenceNumber', 'currencyId', 'exchangeRate', 'paymentTerms', 'paymentTermsLabel', 'discount',
  'discountType', 'isDiscountBeforeTax', 'isInclusiveTax', 'locationId', 'tags', 'shippingCharge', 'adjustment', 'adjustmentDescription',
  'paymentReminderEnabled', 'allowPartialPayments', 'paymentOptions', 'billingAddress', 'shippingAddress', 'notes', 'terms', 'templateId',
  'salespersonId', 'salespersonName', 'gstNo', 'gstTreatment', 'isPreGst', 'placeOfSupply', 'taxTreatment', 'taxTreatmentCode',
  'vatTreatment', 'vatRegNo', 'isReverseChargeApplied', 'cfdiUsage', 'cfdiReferenceType',
] as const satisfies readonly (keyof CreateInvoiceInput & keyof CreateRecurringInvoiceInput)[];

/** The invoice fields of a profile input, those given only. */
function invoicePartOf(input: CreateRecurringInvoiceInput | UpdateRecurringInvoiceInput): Partial<CreateInvoiceInput> {
  const out: Record<string, unknown> = {};
  for (const key of INVOICE_KEYS) if (input[key] !== undefined) out[key] = input[key];
  return out as Partial<CreateInvoiceInput>;
}

/**
 * Lines of an update: a line with `line_item_id` changes that stored line (what it leaves out
 * stays, unless it names another item); lines without one are new. Ids are kept by position.
 */
function mergeLines(given: readonly InvoiceLineItemInput[], stored: readonly RecurringLineValue[]): { inputs: InvoiceLineItemInput[]; ids: string[] } {
  const byId = new Map(stored.map((l) => [l.lineItemId, l]));
  const named = new Set<string>();
  const ids: string[] = [];
  const inputs = given.map((line, i) => {
    const { lineItemId, ...rest } = line;
    if (lineItemId == null) {
      ids.push(newId());
      return rest;
    }
    const field = ['input', 'lineItems', i, 'lineItemId'];
    const kept = byId.get(lineItemId);
    if (!kept) throw invalid(field, 'is not a line of this recurring invoice');
    if (named.has(lineItemId)) throw invalid(field, 'names a line listed before');
    named.add(lineItemId);
    ids.push(lineItemId);
    if (rest.itemId !== undefined && rest.itemId !== kept.itemId) return rest;
    const givenFields = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    const base = lineInput(kept);
    delete base.itemOrder;
    return { ...base, ...givenFields };
  });
  return { inputs, ids };
}

interface Worked {
  fields: Omit<ProfileFields, 'recurrenceName' | 'status' | 'recurrenceFrequency' | 'repeatEvery' | 'startDate' | 'endDate' | 'nextInvoiceDate' | 'nextCycle' | 'lastSentDate' | 'creationMode' | 'avataxExemptNo' | 'avataxUseCode'>;
}

/** The invoice part of a profile checked and totalled by the invoice code, as profile columns. */
async function workInvoicePart(tx: Tx, org: OrganizationRow, input: CreateInvoiceInput, profileId: string, lineIds: readonly string[] | undefined, customFields: RecurringCustomValue[]): Promise<Worked> {
  const prepared = await prepare(tx, org, input, profileId);
  const f = prepared.fields;
  const lines: RecurringLineValue[] = prepared.lines.map((l, i) => ({
    lineItemId: lineIds?.[i] ?? l.id,
    itemId: l.itemId ?? null,
    itemOrder: l.itemOrder,
    name: l.name ?? null,
    description: l.description ?? null,
    rate: l.rate,
    quantity: l.quantity,
    unit: l.unit ?? null,
    discount: l.discount ?? null,
    discountAmount: l.discountAmount,
    itemTotal: l.itemTotal,
    taxId: l.taxId ?? null,
    taxName: l.taxName ?? null,
    taxType: l.taxType ?? null,
    taxPercentage: l.taxPercentage ?? null,
    tdsTaxId: l.tdsTaxId ?? null,
    accountId: l.accountId,
    locationId: l.locationId ?? null,
    itemType: l.itemType ?? null,
    productType: l.productType ?? null,
    satItemKeyCode: l.satItemKeyCode ?? null,
    unitkeyCode: l.unitkeyCode ?? null,
    projectId: l.projectId ?? null,
    projectName: l.projectName ?? null,
    timeEntryIds: l.timeEntryIds ?? [],
    expenseId: l.expenseId ?? null,
    expenseReceiptName: l.expenseReceiptName ?? null,
    taxTreatmentCode: l.taxTreatmentCode ?? null,
    headerName: l.headerName ?? null,
    headerId: l.headerId ?? null,
    tags: l.tags ?? [],
  }));
  return {
    fields: {
      referenceNumber: f.referenceNumber ?? null,
      customerId: f.customerId,
      customerName: f.customerName,
      contactPersons: f.contactPersons ?? [],
      currencyId: f.currencyId,
      exchangeRate: f.exchangeRate,
      paymentTerms: f.paymentTerms,
      paymentTermsLabel: f.paymentTermsLabel,
      discount: f.discount ?? null,
      discountAmount: f.discountAmount,
      discountType: f.discountType,
      isDiscountBeforeTax: f.isDiscountBeforeTax,
      isInclusiveTax: f.isInclusiveTax,
      locationId: f.locationId ?? null,
      tags: f.tags ?? [],
      lineItems: lines,
      shippingCharge: f.shippingCharge,
      adjustment: f.adjustment,
      adjustmentDescription: f.adjustmentDescription ?? null,
      subTotal: f.subTotal,
      taxTotal: f.taxTotal,
      total: f.total,
      taxes: f.taxes ?? [],
      pricePrecision: f.pricePrecision,
      paymentReminderEnabled: f.paymentReminderEnabled ?? true,
      allowPartialPayments: f.allowPartialPayments ?? false,
      paymentGateways: f.paymentGateways ?? [],
      billingAddress: f.billingAddress ?? {},
      shippingAddress: f.shippingAddress ?? {},
      notes: f.notes ?? null,
      terms: f.terms ?? null,
      customFields,
      templateId: f.templateId,
      salespersonId: f.salespersonId ?? null,
      salespersonName: f.salespersonName ?? null,
      gstNo: f.gstNo ?? null,
      gstTreatment: f.gstTreatment ?? null,
      isPreGst: f.isPreGst ?? null,
      placeOfSupply: f.placeOfSupply ?? null,
      taxTreatment: f.taxTreatment ?? null,
      taxTreatmentCode: f.taxTreatmentCode ?? null,
      vatTreatment: f.vatTreatment ?? null,
      vatRegNo: f.vatRegNo ?? null,
      isReverseChargeApplied: f.isReverseChargeApplied ?? null,
      cfdiUsage: f.cfdiUsage ?? null,
      cfdiReferenceType: f.cfdiReferenceType ?? null,
    },
  };
}

/** Custom values checked against the invoice custom fields, merged over the stored ones (null removes). */
async function customValuesOf(tx: Tx, organizationId: string, given: CreateRecurringInvoiceInput['customFields'], stored: RecurringCustomValue[]): Promise<RecurringCustomValue[]> {
  const resolved = await resolveValues(tx, organizationId, 'invoice', given, ['input', 'customFields']);
  const merged = new Map(stored.map((c) => [c.customfield_id, c.value]));
  for (const r of resolved) {
    if (r.value === null) merged.delete(r.field.id);
    else merged.set(r.field.id, r.value);
  }
  return [...merged].map(([customfield_id, value]) => ({ customfield_id, value }));
}

function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The profile's next date after a schedule change: the first occurrence on or after today and after the last date made. */
function nextOf(schedule: Schedule, today: string, lastRunDate: string | null): { nextInvoiceDate: string | null; nextCycle: number } {
  const from = lastRunDate && addDays(lastRunDate, 1) > today ? addDays(lastRunDate, 1) : today;
  const next = firstOnOrAfter(schedule, from);
  return next ? { nextInvoiceDate: next.date, nextCycle: next.cycle } : { nextInvoiceDate: null, nextCycle: 0 };
}

function refusingDuplicateNames<T>(name: () => string | null | undefined, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    recurring_invoices_org_name: () => new KontorError('DUPLICATE', `The recurrence name "${name()}" is already used by another recurring invoice of the organization.`, { field: ['input', 'recurrenceName'] }),
  });
}

export async function createProfile(db: Db, clock: Clock, org: OrganizationRow, actor: Actor, input: CreateRecurringInvoiceInput): Promise<RecurringInvoice> {
  const name = text(input.recurrenceName);
  if (!name) throw invalid(['input', 'recurrenceName'], 'must not be blank');
  const now = clock.now();
  const today = localDate(now, org.timeZone);
  const startDate = input.startDate ?? today;
  if (startDate < today) throw invalid(['input', 'startDate'], `must not be before today (${today} in the organization's time zone)`);
  const endDate = input.endDate ?? null;
  if (endDate !== null && endDate < startDate) throw invalid(['input', 'endDate'], `must not be before the start date ${startDate}`);
  const schedule: Schedule = { frequency: fromEnum(input.recurrenceFrequency), every: input.repeatEvery ?? 1, startDate, endDate };
  return refusingDuplicateNames(() => name, () =>
    db.transaction(async (tx) => {
      const id = newId();
      const custom = await customValuesOf(tx, org.id, input.customFields, []);
      const worked = await workInvoicePart(tx, org, { ...invoicePartOf(input), customerId: input.customerId, lineItems: input.lineItems, date: startDate }, id, undefined, custom);
      await tx.insert(recurringInvoices).values({
        ...worked.fields,
        id,
        organizationId: org.id,
        recurrenceName: name,
        status: 'active',
        recurrenceFrequency: schedule.frequency,
        repeatEvery: schedule.every,
        startDate,
        endDate,
        nextInvoiceDate: startDate,
        nextCycle: 0,
        lastSentDate: null,
        creationMode: input.creationMode ? fromEnum(input.creationMode) : 'sent',
        avataxExemptNo: text(input.avataxExemptNo) ?? null,
        avataxUseCode: text(input.avataxUseCode) ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await recordProfileHistory(tx, org.id, id, actor, 'added', `Recurring invoice ${name} created: every ${schedule.every} ${schedule.frequency} from ${startDate}${endDate ? ` to ${endDate}` : ''}.`, now);
      return getProfile(tx, org, id);
    }),
  );
}

export async function updateProfile(db: Db, clock: Clock, org: OrganizationRow, actor: Actor, recurringInvoiceId: string, input: UpdateRecurringInvoiceInput): Promise<RecurringInvoice> {
  const name = input.recurrenceName === undefined ? undefined : text(input.recurrenceName);
  if (input.recurrenceName !== undefined && !name) throw invalid(['input', 'recurrenceName'], 'must not be blank');
  const now = clock.now();
  const today = localDate(now, org.timeZone);
  return refusingDuplicateNames(() => name, () =>
    db.transaction(async (tx) => {
      const row = await findProfile(tx, org.id, recurringInvoiceId, { lock: true });
      const startDate = input.startDate ?? row.startDate;
      if (input.startDate != null && input.startDate !== row.startDate && input.startDate < today) throw invalid(['input', 'startDate'], `must not be before today (${today} in the organization's time zone)`);
      const endDate = input.endDate !== undefined ? input.endDate : row.endDate;
      if (endDate !== null && endDate < startDate) throw invalid(['input', 'endDate'], `must not be before the start date ${startDate}`);
      const schedule: Schedule = {
        frequency: input.recurrenceFrequency ? fromEnum(input.recurrenceFrequency) : row.recurrenceFrequency,
        every: input.repeatEvery ?? row.repeatEvery,
        startDate,
        endDate,
      };
      const scheduleChanged = schedule.frequency !== row.recurrenceFrequency || schedule.every !== row.repeatEvery || startDate !== row.startDate || endDate !== row.endDate;

      // The stored profile as an invoice input, with what the update gives on top.
      const stored = invoiceInputOf(row, startDate);
      const given = invoicePartOf(input);
      const customerChanged = input.customerId != null && input.customerId !== row.customerId;
      if (customerChanged) {
        // A new customer brings its own addresses and persons unless the update names them.
        delete stored.billingAddress;
        delete stored.shippingAddress;
        delete stored.contactPersonsAssociated;
        delete stored.paymentTerms;
        delete stored.paymentTermsLabel;
      }
      if (input.paymentTerms != null && input.paymentTermsLabel === undefined) delete stored.paymentTermsLabel;
      if (input.currencyId != null && input.currencyId !== row.currencyId && input.exchangeRate === undefined) delete stored.exchangeRate;
      const lines = input.lineItems != null ? mergeLines(input.lineItems, row.lineItems) : { inputs: stored.lineItems.map((l) => l), ids: row.lineItems.map((l) => l.lineItemId) };
      const custom = await customValuesOf(tx, org.id, input.customFields, row.customFields);
      const worked = await workInvoicePart(tx, org, { ...stored, ...given, customFields: undefined, recurringInvoiceId: undefined, lineItems: lines.inputs }, row.id, lines.ids, custom);

      let status: Status = row.status;
      let next = { nextInvoiceDate: row.nextInvoiceDate, nextCycle: row.nextCycle };
      if (scheduleChanged) {
        next = nextOf(schedule, today, row.lastSentDate);
        if (status === 'expired' && next.nextInvoiceDate) status = 'active';
        if (status === 'active' && !next.nextInvoiceDate) status = 'expired';
      }
      await tx
        .update(recurringInvoices)
        .set({
          ...worked.fields,
          recurrenceName: name ?? row.recurrenceName,
          status,
          recurrenceFrequency: schedule.frequency,
          repeatEvery: schedule.every,
          startDate,
          endDate,
          ...next,
          creationMode: input.creationMode ? fromEnum(input.creationMode) : row.creationMode,
          avataxExemptNo: input.avataxExemptNo !== undefined ? text(input.avataxExemptNo) ?? null : row.avataxExemptNo,
          avataxUseCode: input.avataxUseCode !== undefined ? text(input.avataxUseCode) ?? null : row.avataxUseCode,
          updatedAt: now,
        })
        .where(inOrg(recurringInvoices, org.id, eq(recurringInvoices.id, row.id)));
      const scheduleText = scheduleChanged ? `; next invoice ${next.nextInvoiceDate ?? 'none (expired)'}` : '';
      await recordProfileHistory(tx, org.id, row.id, actor, 'updated', `Recurring invoice ${name ?? row.recurrenceName} updated${scheduleText}.`, now);
      return getProfile(tx, org, row.id);
    }),
  );
}

/** Deletes a profile, its history and its run log; the invoices it created stay (they keep recurring_invoice_id). */
export async function deleteProfile(db: Db, org: OrganizationRow, recurringInvoiceId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await findProfile(tx, org.id, recurringInvoiceId, { lock: true });
    await tx.delete(recurringInvoiceComments).where(inOrg(recurringInvoiceComments, org.id, eq(recurringInvoiceComments.recurringInvoiceId, row.id)));
    await tx.delete(recurringInvoiceRuns).where(inOrg(recurringInvoiceRuns, org.id, eq(recurringInvoiceRuns.recurringInvoiceId, row.id)));
    await tx.delete(recurringInvoices).where(inOrg(recurringInvoices, org.id, eq(recurringInvoices.id, row.id)));
    return row.id;
  });
}

function refuse(row: RecurringRow, action: string, reason: string): KontorError {
  return new KontorError('INVALID_STATE', `The recurring invoice ${row.recurrenceName} is ${row.status} and cannot be ${action}: ${reason}.`);
}

async function stopIn(tx: Tx, org: OrganizationRow, actor: Actor, row: RecurringRow, now: Date): Promise<void> {
  if (row.status === 'stopped') throw refuse(row, 'stopped', 'it is stopped already');
  if (row.status === 'expired') throw refuse(row, 'stopped', 'it has passed its end date');
  await tx.update(recurringInvoices).set({ status: 'stopped', updatedAt: now }).where(inOrg(recurringInvoices, org.id, eq(recurringInvoices.id, row.id)));
  await recordProfileHistory(tx, org.id, row.id, actor, 'stopped', `Recurring invoice ${row.recurrenceName} stopped.`, now);
}

/**
 * stopped → active. The dates that passed while stopped are not made: the schedule continues
 * from its first date on or after today (and after the last invoice made). When none is left
 * before the end date the profile is expired instead.
 */
async function resumeIn(tx: Tx, org: OrganizationRow, actor: Actor, row: RecurringRow, now: Date): Promise<void> {
  if (row.status === 'active') throw refuse(row, 'resumed', 'it is active already');
  if (row.status === 'expired') throw refuse(row, 'resumed', 'it has passed its end date; move end_date first');
  const today = localDate(now, org.timeZone);
  const next = nextOf(scheduleOf(row), today, row.lastSentDate);
  const status: Status = next.nextInvoiceDate ? 'active' : 'expired';
  await tx.update(recurringInvoices).set({ status, ...next, updatedAt: now }).where(inOrg(recurringInvoices, org.id, eq(recurringInvoices.id, row.id)));
  await recordProfileHistory(tx, org.id, row.id, actor, status === 'active' ? 'resumed' : 'expired', status === 'active' ? `Recurring invoice ${row.recurrenceName} resumed; next invoice ${next.nextInvoiceDate}.` : `Recurring invoice ${row.recurrenceName} has no date left before its end date ${row.endDate}: expired.`, now);
}

export async function setProfileStatus(db: Db, clock: Clock, org: OrganizationRow, actor: Actor, recurringInvoiceId: string, move: 'stop' | 'resume'): Promise<RecurringInvoice> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await findProfile(tx, org.id, recurringInvoiceId, { lock: true });
    await (move === 'stop' ? stopIn : resumeIn)(tx, org, actor, row, now);
    return getProfile(tx, org, row.id);
  });
}

/** Stops or resumes several profiles, each in its own transaction; every id gets its outcome. */
export async function setProfilesStatus(db: Db, clock: Clock, org: OrganizationRow, actor: Actor, ids: readonly string[], move: 'stop' | 'resume'): Promise<RecurringInvoiceStatusResult[]> {
  if (!ids.length) throw invalid(['recurringInvoiceIds'], 'is required: name the recurring invoices');
  if (ids.length > MAX_BULK_IDS) throw new KontorError('LIMIT_EXCEEDED', `At most ${MAX_BULK_IDS} recurring invoices can be ${move === 'stop' ? 'stopped' : 'resumed'} at once; ${ids.length} were given.`, { field: ['recurringInvoiceIds'] });
  const results: RecurringInvoiceStatusResult[] = [];
  for (const id of ids) {
    try {
      const view = await setProfileStatus(db, clock, org, actor, id, move);
      results.push({ recurringInvoiceId: id, code: 0, message: `The recurring invoice ${view.recurrenceName} has been ${move === 'stop' ? 'stopped' : 'resumed'}.`, status: view.status });
    } catch (error) {
      if (!(error instanceof KontorError)) throw error;
      const code = Number(error.extensions.errorCode);
      const current = code === 1002 ? null : await findProfile(db, org.id, id).catch(() => null);
      results.push({ recurringInvoiceId: id, code, message: error.message, status: current ? toEnum<RecurringInvoiceStatus>(current.status) : null });
    }
  }
  return results;
}

export async function setProfileTemplate(db: Db, clock: Clock, org: OrganizationRow, actor: Actor, recurringInvoiceId: string, templateId: string): Promise<RecurringInvoice> {
  const template = INVOICE_TEMPLATES.find((t) => t.templateId === templateId);
  if (!template) throw invalid(['templateId'], 'is not a template of GET /invoices/templates');
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await findProfile(tx, org.id, recurringInvoiceId, { lock: true });
    await tx.update(recurringInvoices).set({ templateId, updatedAt: now }).where(inOrg(recurringInvoices, org.id, eq(recurringInvoices.id, row.id)));
    await recordProfileHistory(tx, org.id, row.id, actor, 'template_changed', `Template changed to ${template.templateName}.`, now);
    return getProfile(tx, org, row.id);
  });
}

/** The invoices a profile made, newest date first: the same statements whatever the page size. */
export async function listChildren(db: Executor, org: OrganizationRow, recurringInvoiceId: string, page: Page) {
  const profile = await findProfile(db, org.id, recurringInvoiceId);
  const made = db
    .select({ id: recurringInvoiceRuns.invoiceId })
    .from(recurringInvoiceRuns)
    .where(inOrg(recurringInvoiceRuns, org.id, eq(recurringInvoiceRuns.recurringInvoiceId, profile.id)));
  const rows = await selectInvoices(db, org.id, { where: inArray(invoices.id, made), orderBy: [desc(invoices.date), desc(invoices.id)], ...window(page) });
  return listPage(rows, page, { sortColumn: 'date', sortOrder: 'D' }, (nodes) => invoiceViews(db, org, nodes));
}

// --- what other records refer to --------------------------------------------------------------

/** The first profile naming a contact as its customer, for `contactReferences`. */
export async function profileNamingCustomer(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx.select({ name: recurringInvoices.recurrenceName }).from(recurringInvoices).where(inOrg(recurringInvoices, organizationId, eq(recurringInvoices.customerId, contactId))).limit(1);
  return row && `the customer (customer_id) of the recurring invoice ${row.name}`;
}

/** The first profile with a line selling an item, for `itemReferences`. */
export async function profileLineNamingItem(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: recurringInvoices.recurrenceName })
    .from(recurringInvoices)
    .where(inOrg(recurringInvoices, organizationId, sql`${recurringInvoices.lineItems} @> ${JSON.stringify([{ itemId }])}::jsonb`))
    .limit(1);
  return row && `sold on the recurring invoice ${row.name}`;
}

/** The first profile with a line posting to an account, for `accountReferences`. */
export async function profileLineUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: recurringInvoices.recurrenceName })
    .from(recurringInvoices)
    .where(inOrg(recurringInvoices, organizationId, sql`${recurringInvoices.lineItems} @> ${JSON.stringify([{ accountId }])}::jsonb`))
    .limit(1);
  return row && `the income account (account_id) of a line of the recurring invoice ${row.name}`;
}
