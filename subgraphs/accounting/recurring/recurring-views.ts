/**
 * Recurring invoice profiles and their history as clients see them: a constant number of
 * statements whatever the number of profiles; times in the organization's zone.
 */
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { customFields as customFieldDefinitions } from '../../../drizzle/tables/accounting/custom-fields.ts';
import { items } from '../../../drizzle/tables/accounting/items.ts';
import { fieldIndex } from '../shared/custom-fields.ts';
import type { Scope } from '../../core/request/scope.ts';
import { inOrg } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { maybeEnum, toEnum } from '../../core/values/enums.ts';
import { ago, formatTimestamp, localDate, timeOfDay } from '../../core/values/time.ts';
import { locationsById } from '../../core/books/locations.ts';
import type {
  CustomFieldDataType,
  CustomFieldValue,
  InvoiceDiscountType,
  InvoiceLineProductType,
  InvoiceTaxTreatmentCode,
  ItemType,
  RecurrenceFrequency,
  RecurringInvoice,
  RecurringInvoiceComment,
  RecurringInvoiceCreationMode,
  RecurringInvoiceStatus,
} from '../generated/graphql.ts';
import { DEFAULT_TEMPLATE, INVOICE_TEMPLATES, addressView, contactPersonView, paymentOptionsView, tagView, taxLocaleView } from '../invoices/invoice-views.ts';
import { contactDetails, personsOf } from '../parties/contact-store.ts';
import { type RecurringCommentRow, type RecurringRecord, childTotals } from './recurring-store.ts';

/** Profiles as clients see them: a constant number of statements whatever their number. */
export async function profileViews(db: Executor, org: OrganizationRow, rows: readonly RecurringRecord[]): Promise<RecurringInvoice[]> {
  if (!rows.length) return [];
  const fieldIds = [...new Set(rows.flatMap((r) => r.customFields.map((c) => c.customfield_id)))];
  const locationIds = new Set<string>();
  for (const r of rows) {
    if (r.locationId) locationIds.add(r.locationId);
    for (const l of r.lineItems) if (l.locationId) locationIds.add(l.locationId);
  }
  const itemIds = [...new Set(rows.flatMap((r) => r.lineItems.map((l) => l.itemId).filter((id): id is string => !!id)))];
  const [persons, definitions, locations, customers, skus, totals] = await Promise.all([
    personsOf(db, org.id, [...new Set(rows.filter((r) => r.contactPersons.length).map((r) => r.customerId))]),
    fieldIds.length
      ? db
          .select({ definition: customFieldDefinitions, index: fieldIndex })
          .from(customFieldDefinitions)
          .where(inOrg(customFieldDefinitions, org.id, inArray(customFieldDefinitions.id, fieldIds)))
      : Promise.resolve([]),
    locationsById(db, org.id, [...locationIds]),
    contactDetails(db, org.id, [...new Set(rows.map((r) => r.customerId))]),
    itemIds.length
      ? db
          .select({ id: items.id, sku: items.sku })
          .from(items)
          .where(inOrg(items, org.id, inArray(items.id, itemIds)))
      : Promise.resolve([]),
    childTotals(
      db,
      org.id,
      rows.map((r) => r.id),
    ),
  ]);
  const skuOf = new Map(skus.map((i) => [i.id, i.sku]));
  const definitionOf = new Map(definitions.map((d) => [d.definition.id, { ...d.definition, index: d.index }]));
  const locationName = (id: string | null) => (id ? (locations.get(id)?.locationName ?? null) : null);
  return rows.map((row) => {
    const people = new Map((persons.get(row.customerId) ?? []).map((p) => [p.id, p]));
    const template = INVOICE_TEMPLATES.find((t) => t.templateId === row.templateId) ?? DEFAULT_TEMPLATE;
    const customer = customers.get(row.customerId);
    const made = totals.get(row.id);
    const custom: CustomFieldValue[] = definitions.length
      ? row.customFields
          .filter((c) => definitionOf.has(c.customfield_id))
          .map((c) => {
            const d = definitionOf.get(c.customfield_id)!;
            return {
              customfieldId: d.id,
              apiName: d.apiName,
              label: d.label,
              index: d.index,
              dataType: toEnum<CustomFieldDataType>(d.dataType),
              value: c.value,
            };
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
      companyName: customer?.companyName ?? null,
      customerEmail: customer?.email ?? null,
      customerPhone: customer?.phone ?? null,
      customerMobilePhone: customer?.mobile ?? null,
      contactPersonsAssociated: row.contactPersons
        .filter((c) => people.has(c.contact_person_id))
        .map((c) => contactPersonView(c, people.get(c.contact_person_id)!)),
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
        sku: l.itemId ? (skuOf.get(l.itemId) ?? null) : null,
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
        locationName: locationName(l.locationId),
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
      paidInvoicesTotal: made?.paid ?? '0',
      unpaidInvoicesBalance: made?.unpaid ?? '0',
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

/** An entry of a profile's history, with its time in the organization's zone and how long ago it was at the scope's now. */
export function profileCommentView(r: RecurringCommentRow, scope: Pick<Scope, 'org' | 'now'>): RecurringInvoiceComment {
  const org = scope.org;
  return {
    commentId: r.id,
    recurringInvoiceId: r.recurringInvoiceId,
    commentDescription: r.description,
    commentedById: r.commentedById,
    commentedBy: r.commentedBy,
    commentType: r.commentType === 'user' ? 'USER' : 'SYSTEM',
    operationType: r.operationType,
    date: localDate(r.createdAt, org.timeZone),
    dateDescription: ago(r.createdAt, scope.now),
    time: timeOfDay(r.createdAt, org.timeZone),
    transactionId: r.transactionId,
    transactionType: r.transactionType,
  };
}
