/**
 * Invoices as clients see them: rows with their lines, custom field values, contact persons and
 * location names, loaded for any number of invoices in a constant number of statements, and
 * the status worked out for today in the organization's time zone.
 */
import { creditsAppliedByInvoice } from '../documents/credit-applications.ts';
import type { Executor } from '../../../drizzle/client.ts';
import { type PaymentGatewayValue, invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { fromEnum, maybeEnum, toEnum } from '../../core/values/enums.ts';
import type { Scope } from '../../core/request/scope.ts';
import { type ViewFields, enumField, fieldView, wants, timeField } from '../../core/request/selection.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import { locationsById } from '../../core/books/locations.ts';
import { type ContactPersonRow, personsOf } from '../parties/contact-store.ts';
import type { DocumentFile, Invoice, InvoiceStatus, InvoiceTemplate, PaymentGatewayMode, PaymentGatewayName } from '../generated/graphql.ts';
import type { SalesLineRow } from '../documents/sales-lines.ts';
import { addressView, associatedOf, salesLineView, tagView } from '../documents/document-views.ts';
import { valuesOf } from '../shared/custom-fields.ts';
import { type InvoiceState, dueDaysOf, statusOf } from './invoice-status.ts';
import { type InvoiceRecord, findInvoice, invoiceFiles, linesOf } from './invoice-store.ts';

/** The PDF templates every organization has; ids are fixed, so they read the same everywhere. */
export const INVOICE_TEMPLATES: readonly InvoiceTemplate[] = [
  { templateId: '1000001', templateName: 'Standard', templateType: 'standard', isDefault: true },
  { templateId: '1000002', templateName: 'Spreadsheet', templateType: 'spreadsheet', isDefault: false },
  { templateId: '1000003', templateName: 'Simple', templateType: 'simple', isDefault: false },
];
export const DEFAULT_TEMPLATE = INVOICE_TEMPLATES[0];

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

interface Related {
  lines: SalesLineRow[];
  persons: ContactPersonRow[];
  customFields: Invoice['customFields'];
  /** Credits of credit notes applied to the invoice. */
  appliedCredits: Invoice['appliedCredits'];
  files: DocumentFile[];
  locations: Map<string, string>;
  today: string;
  state?: InvoiceState;
}

/** What an invoice's fields are made of besides its row: the organization and the invoice's own child rows. */
interface InvoiceContext {
  org: OrganizationRow;
  related: Related;
}

/** The invoice's state today, worked out once per invoice (its status and its due days both read it). */
const state = (row: InvoiceRecord, { related }: InvoiceContext) => (related.state ??= statusOf(row, related.today));
const STATE_READS = ['status', 'balance', 'paymentMade', 'creditsApplied', 'writeOffAmount', 'isViewedByClient', 'dueDate'] as const;

const templateOf = (row: InvoiceRecord) => INVOICE_TEMPLATES.find((t) => t.templateId === row.templateId) ?? DEFAULT_TEMPLATE;
/** What an invoice and a retainer invoice share besides their rows: the organization and the names of their locations. */
interface DocumentContext {
  org: OrganizationRow;
  related: { locations: Map<string, string> };
}
type DocumentColumns = Pick<
  InvoiceRecord,
  'clientViewedAt' | 'locationId' | 'tags' | 'taxes' | 'paymentGateways' | 'billingAddress' | 'shippingAddress' | 'createdAt' | 'updatedAt'
>;

/** The fields invoices and retainer invoices make alike from their rows, and the columns each reads. */
export const DOCUMENT_FIELDS = {
  clientViewedTime: {
    reads: ['clientViewedAt'],
    value: (row, { org }) => (row.clientViewedAt ? formatTimestamp(row.clientViewedAt, org.timeZone) : null),
  },
  locationName: { reads: ['locationId'], value: (row, { related }) => (row.locationId ? (related.locations.get(row.locationId) ?? null) : null) },
  tags: { reads: ['tags'], value: (row) => row.tags.map(tagView) },
  taxes: {
    reads: ['taxes'],
    value: (row) => row.taxes.map((t) => ({ taxId: t.tax_id, taxName: t.tax_name, taxPercentage: t.tax_percentage, taxAmount: t.tax_amount })),
  },
  paymentOptions: { reads: ['paymentGateways'], value: (row) => paymentOptionsView(row.paymentGateways) },
  billingAddress: { reads: ['billingAddress'], value: (row) => addressView(row.billingAddress) },
  shippingAddress: { reads: ['shippingAddress'], value: (row) => addressView(row.shippingAddress) },
  createdTime: timeField('createdAt'),
  lastModifiedTime: timeField('updatedAt'),
} satisfies ViewFields<
  DocumentColumns,
  DocumentContext,
  Pick<
    Invoice,
    'clientViewedTime' | 'locationName' | 'tags' | 'taxes' | 'paymentOptions' | 'billingAddress' | 'shippingAddress' | 'createdTime' | 'lastModifiedTime'
  >
>;

const constant = <V>(value: V) => ({ reads: [], value: () => value });

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

/** The tax-locale fields of an invoice or of the invoice part of a recurring profile, and the columns they read. */
export const TAX_LOCALE_FIELDS = {
  gstNo: 'gstNo',
  gstTreatment: enumField('gstTreatment'),
  isPreGst: 'isPreGst',
  placeOfSupply: 'placeOfSupply',
  taxTreatment: enumField('taxTreatment'),
  taxTreatmentCode: enumField('taxTreatmentCode'),
  vatTreatment: enumField('vatTreatment'),
  vatRegNo: 'vatRegNo',
  isReverseChargeApplied: 'isReverseChargeApplied',
  cfdiUsage: enumField('cfdiUsage'),
  cfdiReferenceType: enumField('cfdiReferenceType'),
} as const satisfies ViewFields<TaxLocaleColumns, unknown, Pick<Invoice, keyof TaxLocaleColumns>>;

/** The tax-locale fields of an invoice or of the invoice part of a recurring profile, as clients see them. */
const buildTaxLocale = fieldView<TaxLocaleColumns, unknown, Pick<Invoice, keyof TaxLocaleColumns>>(TAX_LOCALE_FIELDS, []).builder(undefined);
export const taxLocaleView = (row: TaxLocaleColumns) => buildTaxLocale(row, undefined);

/**
 * Every field of an invoice and the columns it reads: a list reads and builds only the fields
 * its operation selects (a family summary reads none of the addresses, notes or lines).
 */
const INVOICE_VIEW = fieldView<InvoiceRecord, InvoiceContext, Invoice>(
  {
    ...DOCUMENT_FIELDS,
    invoiceId: 'id',
    invoiceNumber: 'invoiceNumber',
    date: 'date',
    dueDate: 'dueDate',
    status: { reads: STATE_READS, value: (row, context) => toEnum<InvoiceStatus>(state(row, context)) },
    dueDays: { reads: STATE_READS, value: (row, context) => dueDaysOf(state(row, context), row.dueDate, context.related.today) },
    paymentTerms: 'paymentTerms',
    paymentTermsLabel: 'paymentTermsLabel',
    paymentExpectedDate: 'paymentExpectedDate',
    lastPaymentDate: 'lastPaymentDate',
    referenceNumber: 'referenceNumber',
    customerId: 'customerId',
    customerName: 'customerName',
    contactPersonsAssociated: { reads: ['contactPersons', 'customerId'], value: (row, { related }) => associatedOf(row, related) },
    currencyId: 'currencyId',
    currencyCode: 'currencyCode',
    exchangeRate: 'exchangeRate',
    discount: 'discount',
    discountAmount: 'discountAmount',
    isDiscountBeforeTax: 'isDiscountBeforeTax',
    discountType: enumField('discountType', false),
    isInclusiveTax: 'isInclusiveTax',
    recurringInvoiceId: 'recurringInvoiceId',
    isViewedByClient: 'isViewedByClient',
    hasAttachment: { reads: [], value: (_row, { related }) => related.files.length > 0 },
    locationId: 'locationId',
    shippingCharge: 'shippingCharge',
    adjustment: 'adjustment',
    adjustmentDescription: 'adjustmentDescription',
    subTotal: 'subTotal',
    taxTotal: 'taxTotal',
    total: 'total',
    paymentReminderEnabled: 'paymentReminderEnabled',
    paymentMade: 'paymentMade',
    creditsApplied: 'creditsApplied',
    taxAmountWithheld: 'taxAmountWithheld',
    balance: 'balance',
    writeOffAmount: 'writeOffAmount',
    allowPartialPayments: 'allowPartialPayments',
    pricePrecision: 'pricePrecision',
    isEmailed: 'isEmailed',
    remindersSent: 'remindersSent',
    lastReminderSentDate: 'lastReminderSentDate',
    notes: 'notes',
    terms: 'terms',
    customFields: { reads: [], value: (_row, { related }) => related.customFields },
    appliedCredits: { reads: [], value: (_row, { related }) => related.appliedCredits },
    templateId: { reads: ['templateId'], value: (row) => templateOf(row).templateId },
    templateName: { reads: ['templateId'], value: (row) => templateOf(row).templateName },
    attachmentName: { reads: [], value: (_row, { related }) => related.files.at(-1)?.fileName ?? null },
    documents: { reads: [], value: (_row, { related }) => related.files },
    canSendInMail: {
      reads: ['contactPersons', 'customerId'],
      value: (row, { related }) => associatedOf(row, related).some((p) => !!p.contactPersonEmail && p.communicationPreference.isEmailEnabled),
    },
    salespersonId: 'salespersonId',
    salespersonName: 'salespersonName',
    invoiceUrl: constant(null),
    achPaymentInitiated: 'achPaymentInitiated',
    lineItems: {
      reads: ['exchangeRate'],
      value: (row, { org, related }) => related.lines.map((l) => salesLineView(l, row.exchangeRate, org, related.locations)),
    },
    ...TAX_LOCALE_FIELDS,
    referenceInvoiceId: 'referenceInvoiceId',
  },
  // The loaders of the lines, custom field values and contact persons go by the invoice's id.
  ['id'],
);

/** The invoice columns a selection of an invoice list's entries reads (undefined: every column). */
export const invoiceReads = (selected: ReadonlySet<string> | undefined) => INVOICE_VIEW.reads(selected);

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
  const [lines, values, persons, credits, files] = await Promise.all([
    wants(selected, 'lineItems') ? linesOf(db, org.id, ids) : new Map<string, Related['lines']>(),
    wants(selected, 'customFields') ? valuesOf(db, org.id, ids) : new Map<string, Invoice['customFields']>(),
    personsOf(db, org.id, withPersons),
    wants(selected, 'appliedCredits') ? creditsAppliedByInvoice(db, org.id, ids) : new Map<string, Invoice['appliedCredits']>(),
    wants(selected, 'documents', 'hasAttachment', 'attachmentName') ? invoiceFiles.ofMany(db, scope, ids) : new Map<string, DocumentFile[]>(),
  ]);
  const locationIds = new Set<string>();
  for (const r of rows) if (r.locationId) locationIds.add(r.locationId);
  for (const list of lines.values()) for (const l of list) if (l.locationId) locationIds.add(l.locationId);
  const locations = new Map([...(await locationsById(db, org.id, [...locationIds]))].map(([id, l]) => [id, l.locationName]));
  const build = INVOICE_VIEW.builder(selected);
  return rows.map((row) =>
    build(row, {
      org,
      related: {
        lines: lines.get(row.id) ?? [],
        persons: persons.get(row.customerId) ?? [],
        customFields: values.get(row.id) ?? [],
        appliedCredits: credits.get(row.id) ?? [],
        files: files.get(row.id) ?? [],
        locations,
        today: scope.today,
      },
    }),
  );
}

export async function invoiceView(db: Executor, scope: Pick<Scope, 'org' | 'today'>, invoiceId: string): Promise<Invoice> {
  const [invoice] = await invoiceViews(db, scope, [await findInvoice(db, scope.org.id, invoiceId)]);
  return invoice;
}
