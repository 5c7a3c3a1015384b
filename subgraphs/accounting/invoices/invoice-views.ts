/**
 * Invoices as clients see them: rows with their lines, custom field values, contact persons and
 * location names, loaded for any number of invoices in a constant number of statements, and
 * the status worked out for today in the organization's time zone.
 */
import type { Executor } from '../../../drizzle/client.ts';
import { type ContactAddressValue } from '../../../drizzle/tables/accounting/contacts.ts';
import { type InvoiceContactPersonValue, type InvoiceTagValue, type PaymentGatewayValue, invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { fromEnum, maybeEnum, toEnum } from '../../core/values/enums.ts';
import { dec, roundTo } from '../../core/values/money.ts';
import type { Scope } from '../../core/request/scope.ts';
import { wants } from '../../core/request/selection.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import { locationsById } from '../../core/books/locations.ts';
import { type ContactPersonRow, personsOf } from '../parties/contact-store.ts';
import type {
  ContactAddress,
  Invoice,
  InvoiceCfdiReferenceType,
  InvoiceCfdiUsage,
  InvoiceContactPerson,
  InvoiceDiscountType,
  InvoiceGstTreatment,
  InvoiceLineItem,
  InvoiceLineProductType,
  InvoiceStatus,
  InvoiceTag,
  InvoiceTaxTreatment,
  InvoiceTaxTreatmentCode,
  InvoiceTemplate,
  InvoiceVatTreatment,
  ItemType,
  PaymentGatewayMode,
  PaymentGatewayName,
} from '../generated/graphql.ts';
import { valuesOf } from '../shared/custom-fields.ts';
import { dueDaysOf, statusOf } from './invoice-status.ts';
import { type InvoiceLineRow, type InvoiceRecord, type InvoiceRow, findInvoice, linesOf } from './invoice-store.ts';

/** The PDF templates every organization has; ids are fixed, so they read the same everywhere. */
export const INVOICE_TEMPLATES: readonly InvoiceTemplate[] = [
  { templateId: '1000001', templateName: 'Standard', templateType: 'standard', isDefault: true },
  { templateId: '1000002', templateName: 'Spreadsheet', templateType: 'spreadsheet', isDefault: false },
  { templateId: '1000003', templateName: 'Simple', templateType: 'simple', isDefault: false },
];
export const DEFAULT_TEMPLATE = INVOICE_TEMPLATES[0];

const ADDRESS_FIELDS = ['address', 'street2', 'city', 'state', 'zip', 'country', 'fax'] as const;

/** A stored billing or shipping address as clients see it: every field, null when absent. */
export function addressView(value: ContactAddressValue): ContactAddress {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, value[field] ?? null])) as ContactAddress;
}

/** A stored reporting tag (of an invoice, a profile or a line) as clients see it. */
/** A stored gateway name as the enum has it (`2checkout` cannot start a GraphQL name). */
export const gatewayNameView = (name: string): PaymentGatewayName => (name === '2checkout' ? 'TWO_CHECKOUT' : toEnum(name)) as PaymentGatewayName;
/** A gateway name as stored: the wire spelling, `2checkout` being no GraphQL name. */
export const gatewayNameOf = (name: string): string => (name === 'TWO_CHECKOUT' ? '2checkout' : fromEnum(name));

/** The payment gateways a document offers. */
export function paymentOptionsView(gateways: readonly PaymentGatewayValue[]) {
  return {
    paymentGateways: gateways.map((g) => ({
      configured: g.configured,
      additionalField1: maybeEnum<PaymentGatewayMode>(g.additional_field1),
      gatewayName: gatewayNameView(g.gateway_name),
    })),
  };
}

export const tagView = (t: InvoiceTagValue): InvoiceTag => ({
  tagId: t.tag_id,
  tagName: t.tag_name ?? null,
  tagOptionId: t.tag_option_id ?? null,
  tagOptionName: t.tag_option_name ?? null,
});

/** A contact person a document goes to, with the preferences chosen on the document over the person's own. */
export function contactPersonView(chosen: InvoiceContactPersonValue, row: ContactPersonRow): InvoiceContactPerson {
  return {
    contactPersonId: row.id,
    contactPersonName: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email || '',
    firstName: row.firstName,
    lastName: row.lastName,
    contactPersonEmail: row.email,
    phone: row.phone,
    mobile: row.mobile,
    communicationPreference: {
      isEmailEnabled: chosen.is_email_enabled ?? row.isEmailEnabled,
      isSmsEnabled: chosen.is_sms_enabled ?? row.isSmsEnabled,
      isWhatsappEnabled: chosen.is_whatsapp_enabled ?? row.isWhatsappEnabled,
    },
  };
}

interface Related {
  lines: (InvoiceLineRow & { accountName: string | null })[];
  persons: ContactPersonRow[];
  customFields: Invoice['customFields'];
  locations: Map<string, string>;
  today: string;
}

function lineView(row: Related['lines'][number], invoice: InvoiceRow, org: OrganizationRow, locations: Map<string, string>): InvoiceLineItem {
  return {
    lineItemId: row.id,
    itemId: row.itemId,
    projectId: row.projectId,
    projectName: row.projectName,
    timeEntryIds: row.timeEntryIds,
    locationId: row.locationId,
    locationName: row.locationId ? (locations.get(row.locationId) ?? null) : null,
    itemType: maybeEnum<ItemType>(row.itemType),
    productType: maybeEnum<InvoiceLineProductType>(row.productType),
    satItemKeyCode: row.satItemKeyCode,
    unitkeyCode: row.unitkeyCode,
    expenseId: row.expenseId,
    expenseReceiptName: row.expenseReceiptName,
    name: row.name,
    description: row.description,
    itemOrder: row.itemOrder,
    bcyRate: roundTo(dec(row.rate).times(invoice.exchangeRate), org.pricePrecision).toFixed(),
    rate: row.rate,
    quantity: row.quantity,
    unit: row.unit,
    discount: row.discount,
    discountAmount: row.discountAmount,
    tags: row.tags.map(tagView),
    taxId: row.taxId,
    tdsTaxId: row.tdsTaxId,
    taxName: row.taxName,
    taxType: row.taxType,
    taxPercentage: row.taxPercentage,
    taxTreatmentCode: maybeEnum<InvoiceTaxTreatmentCode>(row.taxTreatmentCode),
    itemTotal: row.itemTotal,
    headerName: row.headerName,
    headerId: row.headerId,
    accountId: row.accountId,
    accountName: row.accountName,
  };
}

function view(row: InvoiceRecord, org: OrganizationRow, related: Related): Invoice {
  const template = INVOICE_TEMPLATES.find((t) => t.templateId === row.templateId) ?? DEFAULT_TEMPLATE;
  const persons = new Map(related.persons.map((p) => [p.id, p]));
  const associated = row.contactPersons.filter((c) => persons.has(c.contact_person_id)).map((c) => contactPersonView(c, persons.get(c.contact_person_id)!));
  const tz = org.timeZone;
  const state = statusOf(row, related.today);
  return {
    invoiceId: row.id,
    invoiceNumber: row.invoiceNumber,
    date: row.date,
    dueDate: row.dueDate,
    status: toEnum<InvoiceStatus>(state),
    dueDays: dueDaysOf(state, row.dueDate, related.today),
    paymentTerms: row.paymentTerms,
    paymentTermsLabel: row.paymentTermsLabel,
    paymentExpectedDate: row.paymentExpectedDate,
    lastPaymentDate: row.lastPaymentDate,
    referenceNumber: row.referenceNumber,
    customerId: row.customerId,
    customerName: row.customerName,
    contactPersonsAssociated: associated,
    currencyId: row.currencyId,
    currencyCode: row.currencyCode,
    exchangeRate: row.exchangeRate,
    discount: row.discount,
    discountAmount: row.discountAmount,
    isDiscountBeforeTax: row.isDiscountBeforeTax,
    discountType: toEnum<InvoiceDiscountType>(row.discountType),
    isInclusiveTax: row.isInclusiveTax,
    recurringInvoiceId: row.recurringInvoiceId,
    isViewedByClient: row.isViewedByClient,
    clientViewedTime: row.clientViewedAt ? formatTimestamp(row.clientViewedAt, tz) : null,
    hasAttachment: false,
    locationId: row.locationId,
    locationName: row.locationId ? (related.locations.get(row.locationId) ?? null) : null,
    tags: row.tags.map(tagView),
    shippingCharge: row.shippingCharge,
    adjustment: row.adjustment,
    adjustmentDescription: row.adjustmentDescription,
    subTotal: row.subTotal,
    taxTotal: row.taxTotal,
    total: row.total,
    taxes: row.taxes.map((t) => ({ taxId: t.tax_id, taxName: t.tax_name, taxPercentage: t.tax_percentage, taxAmount: t.tax_amount })),
    paymentReminderEnabled: row.paymentReminderEnabled,
    paymentMade: row.paymentMade,
    creditsApplied: row.creditsApplied,
    taxAmountWithheld: row.taxAmountWithheld,
    balance: row.balance,
    writeOffAmount: row.writeOffAmount,
    allowPartialPayments: row.allowPartialPayments,
    pricePrecision: row.pricePrecision,
    paymentOptions: paymentOptionsView(row.paymentGateways),
    isEmailed: row.isEmailed,
    remindersSent: row.remindersSent,
    lastReminderSentDate: row.lastReminderSentDate,
    billingAddress: addressView(row.billingAddress),
    shippingAddress: addressView(row.shippingAddress),
    notes: row.notes,
    terms: row.terms,
    customFields: related.customFields,
    templateId: template.templateId,
    templateName: template.templateName,
    createdTime: formatTimestamp(row.createdAt, tz),
    lastModifiedTime: formatTimestamp(row.updatedAt, tz),
    attachmentName: null,
    canSendInMail: associated.some((p) => !!p.contactPersonEmail && p.communicationPreference.isEmailEnabled),
    salespersonId: row.salespersonId,
    salespersonName: row.salespersonName,
    invoiceUrl: null,
    achPaymentInitiated: row.achPaymentInitiated,
    lineItems: related.lines.map((l) => lineView(l, row, org, related.locations)),
    ...taxLocaleView(row),
    referenceInvoiceId: row.referenceInvoiceId,
  };
}

/**
 * Invoices as clients see them, in the order given. A constant number of statements whatever
 * the number of invoices: their lines, their custom field values, and (when any are named)
 * their contact persons and locations.
 */
export async function invoiceViews(
  db: Executor,
  scope: Pick<Scope, 'org' | 'today'>,
  rows: readonly InvoiceRecord[],
  selected?: ReadonlySet<string>,
): Promise<Invoice[]> {
  const org = scope.org;
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  // The child rows a selection (selectedFields) does not need are not read: a list of summaries reads the invoices only.
  const withPersons = wants(selected, 'contactPersonsAssociated', 'canSendInMail')
    ? [...new Set(rows.filter((r) => r.contactPersons.length).map((r) => r.customerId))]
    : [];
  const [lines, values, persons] = await Promise.all([
    wants(selected, 'lineItems') ? linesOf(db, org.id, ids) : new Map<string, Related['lines']>(),
    wants(selected, 'customFields') ? valuesOf(db, org.id, ids) : new Map<string, Invoice['customFields']>(),
    personsOf(db, org.id, withPersons),
  ]);
  const locationIds = new Set<string>();
  for (const r of rows) if (r.locationId) locationIds.add(r.locationId);
  for (const list of lines.values()) for (const l of list) if (l.locationId) locationIds.add(l.locationId);
  const locations = new Map([...(await locationsById(db, org.id, [...locationIds]))].map(([id, l]) => [id, l.locationName]));
  return rows.map((row) =>
    view(row, org, {
      lines: lines.get(row.id) ?? [],
      persons: persons.get(row.customerId) ?? [],
      customFields: values.get(row.id) ?? [],
      locations,
      today: scope.today,
    }),
  );
}

export async function invoiceView(db: Executor, scope: Pick<Scope, 'org' | 'today'>, invoiceId: string): Promise<Invoice> {
  const [invoice] = await invoiceViews(db, scope, [await findInvoice(db, scope.org.id, invoiceId)]);
  return invoice;
}

type TaxLocaleColumns = Pick<
  typeof invoices.$inferSelect,
  | 'gstNo'
  | 'gstTreatment'
  | 'isPreGst'
  | 'placeOfSupply'
  | 'taxTreatment'
  | 'taxTreatmentCode'
  | 'vatTreatment'
  | 'vatRegNo'
  | 'isReverseChargeApplied'
  | 'cfdiUsage'
  | 'cfdiReferenceType'
>;

/** The tax-locale fields of an invoice or of the invoice part of a recurring profile, as clients see them. */
export function taxLocaleView(row: TaxLocaleColumns) {
  return {
    gstNo: row.gstNo,
    gstTreatment: maybeEnum<InvoiceGstTreatment>(row.gstTreatment),
    isPreGst: row.isPreGst,
    placeOfSupply: row.placeOfSupply,
    taxTreatment: maybeEnum<InvoiceTaxTreatment>(row.taxTreatment),
    taxTreatmentCode: maybeEnum<InvoiceTaxTreatmentCode>(row.taxTreatmentCode),
    vatTreatment: maybeEnum<InvoiceVatTreatment>(row.vatTreatment),
    vatRegNo: row.vatRegNo,
    isReverseChargeApplied: row.isReverseChargeApplied,
    cfdiUsage: maybeEnum<InvoiceCfdiUsage>(row.cfdiUsage),
    cfdiReferenceType: maybeEnum<InvoiceCfdiReferenceType>(row.cfdiReferenceType),
  };
}
