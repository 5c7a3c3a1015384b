/**
 * The rules of a profile's content: a profile as the invoice input it makes (through the one
 * document-line mapper), an update's lines laid over the stored ones, the invoice part checked
 * and totalled by the invoice code itself (`prepare` of invoice-input.ts) so a profile holds
 * exactly what a hand-made invoice would, and the next date after a schedule change.
 */
import type { Tx } from '../../../drizzle/client.ts';
import type { RecurringCustomValue, RecurringLineValue } from '../../../drizzle/tables/accounting/recurring.ts';
import { invalid } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';
import { toEnum } from '../../core/values/enums.ts';
import { newId } from '../../core/values/ids.ts';
import type {
  CreateInvoiceInput,
  CreateRecurringInvoiceInput,
  InvoiceDiscountType,
  InvoiceLineItemInput,
  UpdateRecurringInvoiceInput,
} from '../generated/graphql.ts';
import { prepare } from '../invoices/invoice-input.ts';
import { paymentOptionsView, taxLocaleView } from '../invoices/invoice-views.ts';
import { resolveValues } from '../shared/custom-fields.ts';
import { lineInputOf, tagInputs } from '../shared/document-lines.ts';
import type { Schedule } from './recurring-schedule.ts';
import { nextFrom } from './recurring-engine.ts';
import type { ProfileFields, RecurringRow } from './recurring-store.ts';

/** The schedule of a profile's fields. */
export function scheduleOf(row: Pick<RecurringRow, 'recurrenceFrequency' | 'repeatEvery' | 'startDate' | 'endDate'>): Schedule {
  return { frequency: row.recurrenceFrequency, every: row.repeatEvery, startDate: row.startDate, endDate: row.endDate };
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
    tags: tagInputs(row.tags),
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
    lineItems: row.lineItems.map((l) => ({ ...lineInputOf(l), itemOrder: l.itemOrder })),
    ...taxLocaleView(row),
  };
}

const INVOICE_KEYS = [
  'customerId',
  'contactPersonsAssociated',
  'referenceNumber',
  'currencyId',
  'exchangeRate',
  'paymentTerms',
  'paymentTermsLabel',
  'discount',
  'discountType',
  'isDiscountBeforeTax',
  'isInclusiveTax',
  'locationId',
  'tags',
  'shippingCharge',
  'adjustment',
  'adjustmentDescription',
  'paymentReminderEnabled',
  'allowPartialPayments',
  'paymentOptions',
  'billingAddress',
  'shippingAddress',
  'notes',
  'terms',
  'templateId',
  'salespersonId',
  'salespersonName',
  'gstNo',
  'gstTreatment',
  'isPreGst',
  'placeOfSupply',
  'taxTreatment',
  'taxTreatmentCode',
  'vatTreatment',
  'vatRegNo',
  'isReverseChargeApplied',
  'cfdiUsage',
  'cfdiReferenceType',
] as const satisfies readonly (keyof CreateInvoiceInput & keyof CreateRecurringInvoiceInput)[];

/** The invoice fields of a profile input, those given only. */
export function invoicePartOf(input: CreateRecurringInvoiceInput | UpdateRecurringInvoiceInput): Partial<CreateInvoiceInput> {
  const out: Record<string, unknown> = {};
  for (const key of INVOICE_KEYS) if (input[key] !== undefined) out[key] = input[key];
  return out as Partial<CreateInvoiceInput>;
}

/**
 * Lines of an update: a line with `line_item_id` changes that stored line (what it leaves out
 * stays, unless it names another item); lines without one are new. Ids are kept by position.
 */
export function mergeLines(given: readonly InvoiceLineItemInput[], stored: readonly RecurringLineValue[]): { inputs: InvoiceLineItemInput[]; ids: string[] } {
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
    return { ...lineInputOf(kept), ...givenFields };
  });
  return { inputs, ids };
}

export interface Worked {
  fields: Omit<
    ProfileFields,
    | 'recurrenceName'
    | 'status'
    | 'recurrenceFrequency'
    | 'repeatEvery'
    | 'startDate'
    | 'endDate'
    | 'nextInvoiceDate'
    | 'nextCycle'
    | 'lastSentDate'
    | 'creationMode'
    | 'avataxExemptNo'
    | 'avataxUseCode'
  >;
}

/** The invoice part of a profile checked and totalled by the invoice code, as profile columns. */
export async function workInvoicePart(
  tx: Tx,
  scope: Scope,
  input: CreateInvoiceInput,
  profileId: string,
  lineIds: readonly string[] | undefined,
  customFields: RecurringCustomValue[],
): Promise<Worked> {
  const prepared = await prepare(tx, scope, input, profileId);
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
export async function customValuesOf(
  tx: Tx,
  organizationId: string,
  given: CreateRecurringInvoiceInput['customFields'],
  stored: RecurringCustomValue[],
): Promise<RecurringCustomValue[]> {
  const resolved = await resolveValues(tx, organizationId, 'invoice', given, ['input', 'customFields']);
  const merged = new Map(stored.map((c) => [c.customfield_id, c.value]));
  for (const r of resolved) {
    if (r.value === null) merged.delete(r.field.id);
    else merged.set(r.field.id, r.value);
  }
  return [...merged].map(([customfield_id, value]) => ({ customfield_id, value }));
}

/** The profile's next date after a schedule change: the first occurrence on or after today and after the last date made. */
export function nextOf(schedule: Schedule, today: string, lastRunDate: string | null): { nextInvoiceDate: string | null; nextCycle: number } {
  const { nextDate, nextCycle } = nextFrom(schedule, today, lastRunDate);
  return { nextInvoiceDate: nextDate, nextCycle };
}
