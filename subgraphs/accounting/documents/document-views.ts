/**
 * How every sales document's shared parts read to clients, whatever the kind: addresses,
 * reporting tags, the contact persons it goes to, and its lines.
 */
import type { ContactAddressValue } from '../../../drizzle/tables/accounting/contacts.ts';
import type { InvoiceContactPersonValue, InvoiceTagValue } from '../../../drizzle/tables/accounting/invoices.ts';
import type { DocumentCustomFieldValue } from '../../../drizzle/tables/accounting/invoices.ts';
import type { Executor } from '../../../drizzle/client.ts';
import { locationsById } from '../../core/books/locations.ts';
import { wants } from '../../core/request/selection.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { maybeEnum, toEnum } from '../../core/values/enums.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import { dec, roundTo } from '../../core/values/money.ts';
import type {
  ContactAddress,
  InvoiceContactPerson,
  InvoiceDiscountType,
  InvoiceGstTreatment,
  InvoiceTaxTreatment,
  InvoiceVatTreatment,
  InvoiceLineItem,
  InvoiceLineProductType,
  InvoiceTag,
  InvoiceTaxTreatmentCode,
  ItemType,
} from '../generated/graphql.ts';
import { type ContactPersonRow, personsOf } from '../parties/contact-store.ts';
import type { StoredSalesHeader } from './sales-documents.ts';
import type { SalesLineRow } from './sales-lines.ts';

const ADDRESS_FIELDS = ['address', 'street2', 'city', 'state', 'zip', 'country', 'fax'] as const;

/** A stored billing or shipping address as clients see it: every field, null when absent. */
export function addressView(value: ContactAddressValue): ContactAddress {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, value[field] ?? null])) as ContactAddress;
}

/** A stored reporting tag (of a document, a profile or a line) as clients see it. */
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

/** The contact persons a document goes to, of those its customer still has. */
export function associatedOf(
  row: { contactPersons: readonly InvoiceContactPersonValue[] },
  related: { persons: readonly ContactPersonRow[] },
): InvoiceContactPerson[] {
  if (!row.contactPersons.length) return [];
  const persons = new Map(related.persons.map((p) => [p.id, p]));
  return row.contactPersons.filter((c) => persons.has(c.contact_person_id)).map((c) => contactPersonView(c, persons.get(c.contact_person_id)!));
}

/** A line of any sales document (invoice, estimate) as clients see it; `exchangeRate` is the document's. */
export function salesLineView(row: SalesLineRow, exchangeRate: string, org: OrganizationRow, locations: Map<string, string>): InvoiceLineItem {
  return {
    lineItemId: row.id,
    purchaseorderItemId: null,
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
    bcyRate: roundTo(dec(row.rate).times(exchangeRate), org.pricePrecision).toFixed(),
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

/** The stored columns every sales kind's header has (documents/sales-documents.ts), as read with its currency code. */
export type SalesHeaderRow = StoredSalesHeader & {
  id: string;
  currencyCode: string;
  taxes: { tax_id: string; tax_name: string; tax_percentage: string; tax_amount: string }[];
  customFields: DocumentCustomFieldValue[];
  createdAt: Date;
  updatedAt: Date;
};

/** What a page of sales documents reads besides their rows, one statement each: lines and persons when selected, location names. */
export interface SalesContext {
  org: OrganizationRow;
  lines: Map<string, SalesLineRow[]>;
  persons: Map<string, ContactPersonRow[]>;
  locations: Map<string, string>;
}

export async function salesContext(
  db: Executor,
  org: OrganizationRow,
  rows: readonly SalesHeaderRow[],
  lines: { of(db: Executor, organizationId: string, ids: readonly string[]): Promise<Map<string, SalesLineRow[]>> },
  selected: ReadonlySet<string> | undefined,
): Promise<SalesContext> {
  const withPersons = wants(selected, 'contactPersonsAssociated') ? [...new Set(rows.filter((r) => r.contactPersons.length).map((r) => r.customerId))] : [];
  const [lineRows, persons] = await Promise.all([
    wants(selected, 'lineItems')
      ? lines.of(
          db,
          org.id,
          rows.map((r) => r.id),
        )
      : new Map<string, SalesLineRow[]>(),
    personsOf(db, org.id, withPersons),
  ]);
  const locationIds = new Set<string>();
  for (const r of rows) if (r.locationId) locationIds.add(r.locationId);
  for (const list of lineRows.values()) for (const l of list) if (l.locationId) locationIds.add(l.locationId);
  const locations = new Map([...(await locationsById(db, org.id, [...locationIds]))].map(([id, l]) => [id, l.locationName]));
  return { org, lines: lineRows, persons, locations };
}

/** The header fields of any sales document as clients see them (a kind adds its number, dates and state). */
export function salesHeaderView(row: SalesHeaderRow, { org, lines, persons, locations }: SalesContext) {
  return {
    referenceNumber: row.referenceNumber,
    customerId: row.customerId,
    customerName: row.customerName,
    contactPersonsAssociated: associatedOf(row, { persons: persons.get(row.customerId) ?? [] }),
    currencyId: row.currencyId,
    currencyCode: row.currencyCode,
    exchangeRate: row.exchangeRate,
    discount: row.discount,
    discountAmount: row.discountAmount,
    isDiscountBeforeTax: row.isDiscountBeforeTax,
    discountType: toEnum<InvoiceDiscountType>(row.discountType),
    isInclusiveTax: row.isInclusiveTax,
    locationId: row.locationId,
    locationName: row.locationId ? (locations.get(row.locationId) ?? null) : null,
    tags: row.tags.map(tagView),
    shippingCharge: row.shippingCharge,
    adjustment: row.adjustment,
    adjustmentDescription: row.adjustmentDescription,
    subTotal: row.subTotal,
    taxTotal: row.taxTotal,
    total: row.total,
    taxes: row.taxes.map((t) => ({ taxId: t.tax_id, taxName: t.tax_name, taxPercentage: t.tax_percentage, taxAmount: t.tax_amount })),
    pricePrecision: row.pricePrecision,
    billingAddress: addressView(row.billingAddress),
    shippingAddress: addressView(row.shippingAddress),
    notes: row.notes,
    terms: row.terms,
    customFields: row.customFields.map((c) => ({ index: c.index, showOnPdf: c.show_on_pdf, value: c.value, label: c.label })),
    salespersonId: row.salespersonId,
    salespersonName: row.salespersonName,
    createdTime: formatTimestamp(row.createdAt, org.timeZone),
    lastModifiedTime: formatTimestamp(row.updatedAt, org.timeZone),
    lineItems: (lines.get(row.id) ?? []).map((l) => salesLineView(l, row.exchangeRate, org, locations)),
    gstNo: row.gstNo ?? null,
    gstTreatment: maybeEnum<InvoiceGstTreatment>(row.gstTreatment ?? null),
    isPreGst: row.isPreGst ?? null,
    placeOfSupply: row.placeOfSupply ?? null,
    taxTreatment: maybeEnum<InvoiceTaxTreatment>(row.taxTreatment ?? null),
    vatTreatment: maybeEnum<InvoiceVatTreatment>(row.vatTreatment ?? null),
    vatRegNo: row.vatRegNo ?? null,
    isReverseChargeApplied: row.isReverseChargeApplied ?? null,
  };
}
