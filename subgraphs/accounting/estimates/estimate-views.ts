/**
 * Estimates as clients see them: rows with their lines, contact persons and location names,
 * loaded for any number of estimates in a constant number of statements, the state worked out
 * for today in the organization's time zone. A list reads the lines and persons only when its
 * selection asks for them.
 */
import type { Executor } from '../../../drizzle/client.ts';
import { locationsById } from '../../core/books/locations.ts';
import type { Scope } from '../../core/request/scope.ts';
import { wants } from '../../core/request/selection.ts';
import { maybeEnum, toEnum } from '../../core/values/enums.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { SalesLineRow } from '../documents/sales-lines.ts';
import type {
  Estimate,
  EstimateStatus,
  EstimateTemplate,
  InvoiceDiscountType,
  InvoiceGstTreatment,
  InvoiceTaxTreatment,
  InvoiceVatTreatment,
} from '../generated/graphql.ts';
import { addressView, associatedOf, salesLineView, tagView } from '../invoices/invoice-views.ts';
import { personsOf } from '../parties/contact-store.ts';
import { estimateStateOf } from './estimate-states.ts';
import { type EstimateRecord, estimateLines, findEstimate } from './estimate-store.ts';

/** The PDF templates every organization has for estimates; ids are fixed. */
export const ESTIMATE_TEMPLATES: readonly EstimateTemplate[] = [
  { templateId: '2000001', templateName: 'Standard', templateType: 'standard' },
  { templateId: '2000002', templateName: 'Spreadsheet', templateType: 'spreadsheet' },
  { templateId: '2000003', templateName: 'Simple', templateType: 'simple' },
];
export const DEFAULT_ESTIMATE_TEMPLATE = ESTIMATE_TEMPLATES[0];

const templateOf = (row: EstimateRecord) => ESTIMATE_TEMPLATES.find((t) => t.templateId === row.templateId) ?? DEFAULT_ESTIMATE_TEMPLATE;

/**
 * Estimates as clients see them, in the order given: their lines and contact persons (when the
 * selection wants them) and the names of their locations, one statement each.
 */
export async function estimateViews(
  db: Executor,
  scope: Pick<Scope, 'org' | 'today'>,
  rows: readonly EstimateRecord[],
  selected?: ReadonlySet<string>,
): Promise<Estimate[]> {
  const { org, today } = scope;
  if (!rows.length) return [];
  const withPersons = wants(selected, 'contactPersonsAssociated') ? [...new Set(rows.filter((r) => r.contactPersons.length).map((r) => r.customerId))] : [];
  const [lines, persons] = await Promise.all([
    wants(selected, 'lineItems')
      ? estimateLines.of(
          db,
          org.id,
          rows.map((r) => r.id),
        )
      : new Map<string, SalesLineRow[]>(),
    personsOf(db, org.id, withPersons),
  ]);
  const locationIds = new Set<string>();
  for (const r of rows) if (r.locationId) locationIds.add(r.locationId);
  for (const list of lines.values()) for (const l of list) if (l.locationId) locationIds.add(l.locationId);
  const locations = new Map([...(await locationsById(db, org.id, [...locationIds]))].map(([id, l]) => [id, l.locationName]));
  return rows.map((row) => {
    const template = templateOf(row);
    return {
      estimateId: row.id,
      estimateNumber: row.estimateNumber,
      date: row.date,
      expiryDate: row.expiryDate,
      status: toEnum<EstimateStatus>(estimateStateOf(row, today)),
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
      isViewedByClient: row.isViewedByClient,
      clientViewedTime: row.clientViewedAt ? formatTimestamp(row.clientViewedAt, org.timeZone) : null,
      hasAttachment: false,
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
      templateId: template.templateId,
      templateName: template.templateName,
      salespersonId: row.salespersonId,
      salespersonName: row.salespersonName,
      isEmailed: row.isEmailed,
      sentDate: row.sentDate,
      acceptedDate: row.acceptedDate,
      declinedDate: row.declinedDate,
      invoiceIds: row.invoiceIds,
      createdTime: formatTimestamp(row.createdAt, org.timeZone),
      lastModifiedTime: formatTimestamp(row.updatedAt, org.timeZone),
      lineItems: (lines.get(row.id) ?? []).map((l) => salesLineView(l, row.exchangeRate, org, locations)),
      gstNo: row.gstNo,
      gstTreatment: maybeEnum<InvoiceGstTreatment>(row.gstTreatment),
      isPreGst: row.isPreGst,
      placeOfSupply: row.placeOfSupply,
      taxTreatment: maybeEnum<InvoiceTaxTreatment>(row.taxTreatment),
      vatTreatment: maybeEnum<InvoiceVatTreatment>(row.vatTreatment),
      vatRegNo: row.vatRegNo,
      isReverseChargeApplied: row.isReverseChargeApplied,
    };
  });
}

export async function estimateView(db: Executor, scope: Pick<Scope, 'org' | 'today'>, estimateId: string): Promise<Estimate> {
  const [estimate] = await estimateViews(db, scope, [await findEstimate(db, scope.org.id, estimateId)]);
  return estimate;
}
