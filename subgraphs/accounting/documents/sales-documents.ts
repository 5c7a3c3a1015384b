/**
 * The header every sales document (invoice, estimate, and the kinds declared after them) is
 * made of, from one input form over the stored document (none on create): the customer (and
 * its defaults), currency and rate, date, discounts, addresses, contact persons, tags, tax
 * locale, template, salesperson, shipping and adjustment, and the lines. A kind lays its own
 * fields beside the header (an invoice's due date and payments, an estimate's expiry date) and
 * applies the totals. Checked in one order for every kind, with the same errors.
 */
import type { ContactAddressValue } from '../../../drizzle/tables/accounting/contacts.ts';
import type { InvoiceContactPersonValue, InvoiceTagValue } from '../../../drizzle/tables/accounting/invoices.ts';
import type { Tx } from '../../../drizzle/client.ts';
import { currencyOrBase } from '../../core/books/currencies.ts';
import { locationsById } from '../../core/books/locations.ts';
import type { Scope } from '../../core/request/scope.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { invalid } from '../../core/values/errors.ts';
import { toDb } from '../../core/values/money.ts';
import { patch } from '../../core/values/patch.ts';
import { text } from '../../core/values/text.ts';
import type { CreateInvoiceInput, InvoiceLineItemInput, UpdateInvoiceInput } from '../generated/graphql.ts';
import { type ContactRecord, requireContact } from '../parties/contact-store.ts';
import type { LocaleFields } from '../shared/tax-locale.ts';
import { contactPersonsOf, documentAddresses, documentLocale, exchangeRateOf, tagsOf } from './document-parties.ts';
import { type DocumentNoun, type SalesLineFields, type StoredSalesLine, resolveSalesLines } from './sales-lines.ts';

/** What every sales kind's input gives for its header (the invoice's input names each the same way). */
export type SalesHeaderInput = Pick<
  UpdateInvoiceInput,
  | 'customerId'
  | 'contactPersonsAssociated'
  | 'date'
  | 'referenceNumber'
  | 'currencyId'
  | 'exchangeRate'
  | 'discount'
  | 'isDiscountBeforeTax'
  | 'discountType'
  | 'isInclusiveTax'
  | 'locationId'
  | 'tags'
  | 'shippingCharge'
  | 'adjustment'
  | 'adjustmentDescription'
  | 'billingAddress'
  | 'shippingAddress'
  | 'notes'
  | 'terms'
  | 'templateId'
  | 'salespersonId'
  | 'salespersonName'
  | 'lineItems'
  | 'gstNo'
  | 'gstTreatment'
  | 'isPreGst'
  | 'placeOfSupply'
  | 'taxTreatment'
  | 'vatTreatment'
  | 'vatRegNo'
  | 'isReverseChargeApplied'
> &
  Partial<Pick<UpdateInvoiceInput, 'taxTreatmentCode' | 'cfdiUsage' | 'cfdiReferenceType' | 'referenceInvoiceId'>>;

/** The header columns every sales kind's table has, as written. */
export interface SalesHeader {
  date: string;
  referenceNumber: string | null;
  customerId: string;
  customerName: string;
  contactPersons: InvoiceContactPersonValue[];
  currencyId: string;
  exchangeRate: string;
  discount: string | null;
  discountAmount: string;
  isDiscountBeforeTax: boolean;
  discountType: 'entity_level' | 'item_level';
  isInclusiveTax: boolean;
  locationId: string | null;
  tags: InvoiceTagValue[];
  shippingCharge: string;
  adjustment: string;
  adjustmentDescription: string | null;
  subTotal: string;
  taxTotal: string;
  total: string;
  pricePrecision: number;
  billingAddress: ContactAddressValue;
  shippingAddress: ContactAddressValue;
  notes: string | null;
  terms: string | null;
  templateId: string;
  salespersonId: string | null;
  salespersonName: string | null;
}

/** The same columns as stored on the document being changed, with its tax locale. */
export type StoredSalesHeader = SalesHeader & LocaleFields;

/** The columns an update lays over the stored header as given: undefined keeps, null clears. */
const PATCHED = ['referenceNumber', 'discount', 'locationId', 'adjustmentDescription', 'notes', 'terms', 'salespersonId', 'salespersonName'] as const;
const BLANK = Object.fromEntries(PATCHED.map((key) => [key, null])) as Pick<SalesHeader, (typeof PATCHED)[number]>;

export interface SalesKind {
  noun: DocumentNoun;
  /** The kind's PDF templates, and the route that lists them (for the error). */
  templates: readonly { templateId: string }[];
  templatesRoute: string;
  /**
   * A purchase kind (a bill): the header's contact is a vendor, named by `vendorId` in errors (the
   * caller passes it as `customerId`), and lines post to expense or inventory accounts at purchase rates.
   */
  purchase?: boolean;
  /** Lines may name a purchase order line (`purchaseorderItemId`, bills only: bills/bill-orders.ts); other kinds refuse it. */
  orderLines?: boolean;
}

export interface PreparedSales {
  header: SalesHeader;
  /** The tax locale as given (`given`, for checks of the kind's own) and laid over the stored one. */
  locale: { given: LocaleFields; merged: LocaleFields };
  customer: ContactRecord;
  customerChanged: boolean;
  currencyCode: string;
  lines: SalesLineFields[];
  /** Lines to write: false when the stored lines stay as they are. */
  linesChanged: boolean;
}

/** Everything a sales document's input leads to for its header and lines, on top of the stored document (none on create). */
export async function prepareSalesDocument(
  tx: Tx,
  scope: Scope,
  input: SalesHeaderInput,
  current: { row: StoredSalesHeader; lines: readonly StoredSalesLine[] } | undefined,
  kind: SalesKind,
): Promise<PreparedSales> {
  const org = scope.org;
  const previous = current?.row;
  const customerId = input.customerId ?? previous!.customerId;
  const customerChanged = !previous || customerId !== previous.customerId;
  const customer = await requireContact(tx, org.id, customerId, ['input', kind.purchase ? 'vendorId' : 'customerId'], {
    contactType: kind.purchase ? 'vendor' : 'customer',
    allowInactive: !customerChanged,
  });
  const currency = await currencyOrBase(tx, org.id, input.currencyId ?? previous?.currencyId ?? customer.currencyId, ['input', 'currencyId']);
  const exchangeRate = exchangeRateOf(currency, input.exchangeRate, previous);

  const templateId = input.templateId ?? previous?.templateId ?? kind.templates[0].templateId;
  if (!kind.templates.some((t) => t.templateId === templateId)) throw invalid(['input', 'templateId'], `is not a template of ${kind.templatesRoute}`);
  const kept = patch(
    previous ?? BLANK,
    {
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
  if (input.locationId && !(await locationsById(tx, org.id, [input.locationId])).has(input.locationId))
    throw invalid(['input', 'locationId'], 'is not a location of the organization');
  const contactPersons = contactPersonsOf(customer, input.contactPersonsAssociated, customerChanged ? undefined : previous?.contactPersons, {
    field: (i) => ['input', 'contactPersonsAssociated', i, 'contactPersonId'],
    defaultToPrimary: true,
  });
  const locale = documentLocale(org.edition, input, previous ?? {});

  const header: SalesHeader = {
    ...kept,
    date: input.date ?? previous?.date ?? scope.today,
    customerId: customer.id,
    customerName: customer.contactName,
    contactPersons,
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
    templateId,
  };
  if (!kind.orderLines) {
    const i = (input.lineItems ?? []).findIndex((l) => l.purchaseorderItemId != null);
    if (i >= 0)
      throw invalid(['input', 'lineItems', i, 'purchaseorderItemId'], `is for bills only: ${kind.noun.article.toLowerCase()} bills no purchase order`);
  }
  const linesChanged = input.lineItems != null || !current;
  const lines = linesChanged
    ? await resolveSalesLines(tx, scope, input.lineItems ?? [], current?.lines ?? [], kind.noun, kind.purchase ? 'purchase' : 'sale')
    : current.lines.map((line) => ({ ...line }));
  return { header, locale, customer, customerChanged, currencyCode: currency.currencyCode, lines, linesChanged };
}

/** The tax-locale columns of a sales document (an invoice adds its CFDI and reference columns). */
export function localeColumns(locale: LocaleFields) {
  return {
    gstNo: locale.gstNo ?? null,
    gstTreatment: locale.gstTreatment ?? null,
    isPreGst: locale.isPreGst ?? null,
    placeOfSupply: locale.placeOfSupply ?? null,
    taxTreatment: locale.taxTreatment ?? null,
    vatTreatment: locale.vatTreatment ?? null,
    vatRegNo: locale.vatRegNo ?? null,
    isReverseChargeApplied: locale.isReverseChargeApplied ?? null,
  };
}

/**
 * The input of the invoice a sales document turns into (an estimate converted, a sales order
 * invoiced): its customer and persons, currency and rate, discounts, location, addresses, notes,
 * terms and salesperson, with `lineItems` as given. Its reference number is the document's, else
 * the document's number; the shipping charge and adjustment go along unless `withCharges` is false.
 */
export function invoiceInputOf(
  row: StoredSalesHeader,
  number: string,
  lineItems: InvoiceLineItemInput[],
  options: { withCharges: boolean },
): CreateInvoiceInput {
  return {
    customerId: row.customerId,
    contactPersonsAssociated: row.contactPersons.map((c) => ({ contactPersonId: c.contact_person_id })),
    referenceNumber: row.referenceNumber ?? number,
    currencyId: row.currencyId,
    exchangeRate: row.exchangeRate,
    discount: row.discount,
    isDiscountBeforeTax: row.isDiscountBeforeTax,
    discountType: row.discountType === 'item_level' ? 'ITEM_LEVEL' : 'ENTITY_LEVEL',
    isInclusiveTax: row.isInclusiveTax,
    locationId: row.locationId,
    shippingCharge: options.withCharges ? row.shippingCharge : '0',
    adjustment: options.withCharges ? row.adjustment : '0',
    adjustmentDescription: options.withCharges ? row.adjustmentDescription : null,
    billingAddress: row.billingAddress,
    shippingAddress: row.shippingAddress,
    notes: row.notes,
    terms: row.terms,
    salespersonId: row.salespersonId,
    salespersonName: row.salespersonName,
    lineItems,
  };
}
