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
import { anyId } from '../../core/request/scoped.ts';
import { enumField, fieldView, wants, timeField } from '../../core/request/selection.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { maybeEnum, toEnum } from '../../core/values/enums.ts';
import { ago, localDate, timeOfDay } from '../../core/values/time.ts';
import { locationsById } from '../../core/books/locations.ts';
import type {
  CustomFieldDataType,
  InvoiceLineProductType,
  InvoiceTaxTreatmentCode,
  ItemType,
  RecurringInvoice,
  RecurringInvoiceComment,
  RecurringInvoiceLineItem,
} from '../generated/graphql.ts';
import { DEFAULT_TEMPLATE, INVOICE_TEMPLATES, TAX_LOCALE_FIELDS, paymentOptionsView } from '../invoices/invoice-views.ts';
import { addressView, contactPersonView, tagView } from '../documents/document-views.ts';
import { type ContactPersonRow, contactDetails, personsOf } from '../parties/contact-store.ts';
import { type RecurringCommentRow, type RecurringRecord, childTotals } from './recurring-store.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** The fields of a profile made from its customer's contact row. */
const CUSTOMER_FIELDS = ['companyName', 'customerEmail', 'customerPhone', 'customerMobilePhone'] as const;

/**
 * Profiles as clients see them, in the order given: a constant number of statements whatever
 * their number, and only those a selection (selectedFields) needs: a list without `lineItems`
 * reads no item, without `customFields` no definition, without the invoices' sums no invoice.
 */
export async function profileViews(
  db: Executor,
  org: OrganizationRow,
  rows: readonly RecurringRecord[],
  selected?: ReadonlySet<string>,
): Promise<RecurringInvoice[]> {
  if (!rows.length) return [];
  const withLines = wants(selected, 'lineItems');
  const fieldIds = wants(selected, 'customFields') ? [...new Set(rows.flatMap((r) => r.customFields.map((c) => c.customfield_id)))] : [];
  const locationIds = new Set<string>();
  for (const r of rows) {
    if (wants(selected, 'locationName') && r.locationId) locationIds.add(r.locationId);
    if (withLines) for (const l of r.lineItems) if (l.locationId) locationIds.add(l.locationId);
  }
  const itemIds = withLines ? [...new Set(rows.flatMap((r) => r.lineItems.map((l) => l.itemId).filter((id): id is string => !!id)))] : [];
  const [persons, definitions, locations, customers, skus, totals] = await Promise.all([
    personsOf(
      db,
      org.id,
      wants(selected, 'contactPersonsAssociated') ? [...new Set(rows.filter((r) => r.contactPersons.length).map((r) => r.customerId))] : [],
    ),
    fieldIds.length
      ? db
          .select({ definition: customFieldDefinitions, index: fieldIndex })
          .from(customFieldDefinitions)
          .where(inOrg(customFieldDefinitions, org.id, inArray(customFieldDefinitions.id, fieldIds)))
      : Promise.resolve([]),
    locationsById(db, org.id, [...locationIds]),
    contactDetails(db, org.id, wants(selected, ...CUSTOMER_FIELDS) ? [...new Set(rows.map((r) => r.customerId))] : []),
    itemIds.length
      ? db
          .select({ id: items.id, sku: items.sku })
          .from(items)
          .where(inOrg(items, org.id, anyId(items.id, itemIds)))
      : Promise.resolve([]),
    wants(selected, 'paidInvoicesTotal', 'unpaidInvoicesBalance')
      ? childTotals(
          db,
          org.id,
          rows.map((r) => r.id),
        )
      : new Map<string, { paid: string; unpaid: string }>(),
  ]);
  const build = PROFILE_VIEW.builder(selected);
  const context: ProfileContext = {
    org,
    related: {
      persons,
      customers,
      totals,
      definitions: new Map(definitions.map((d) => [d.definition.id, { ...d.definition, index: d.index }])),
      skus: new Map(skus.map((i) => [i.id, i.sku])),
      locations: new Map([...locations].map(([id, l]) => [id, l.locationName])),
    },
  };
  return rows.map((row) => build(row, context));
}

/** What a profile's fields are made of besides its row: the organization and what the page's profiles name, read once for all of them. */
interface ProfileContext {
  org: OrganizationRow;
  related: {
    /** The contact persons of the customers, by customer. */
    persons: Map<string, ContactPersonRow[]>;
    /** How to reach the customers, by customer. */
    customers: Awaited<ReturnType<typeof contactDetails>>;
    /** What was paid and is owed on the invoices each profile made, by profile. */
    totals: Map<string, { paid: string; unpaid: string }>;
    /** The custom fields the values name (with their index), by id. */
    definitions: Map<string, typeof customFieldDefinitions.$inferSelect & { index: number }>;
    /** The SKUs of the items the lines sell, by item. */
    skus: Map<string, string | null>;
    /** The names of the locations named, by id. */
    locations: Map<string, string>;
  };
}

const templateOf = (row: RecurringRecord) => INVOICE_TEMPLATES.find((t) => t.templateId === row.templateId) ?? DEFAULT_TEMPLATE;
/** A field of the profile's customer as the contact has it now, found by the profile's customer id. */
const fromCustomer = (key: 'companyName' | 'email' | 'phone' | 'mobile') => ({
  reads: ['customerId'] as const,
  value: (row: RecurringRecord, { related }: ProfileContext) => related.customers.get(row.customerId)?.[key] ?? null,
});
const locationNameOf = (id: string | null, { related }: ProfileContext) => (id ? (related.locations.get(id) ?? null) : null);

function lineView(l: RecurringRecord['lineItems'][number], context: ProfileContext): RecurringInvoiceLineItem {
  return {
    lineItemId: l.lineItemId,
    itemId: l.itemId,
    sku: l.itemId ? (context.related.skus.get(l.itemId) ?? null) : null,
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
    locationName: locationNameOf(l.locationId, context),
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
  };
}

/**
 * Every field of a profile and the columns it reads: a list reads and builds only the fields its
 * operation selects (the family's summary reads none of the lines, persons or invoices made).
 */
const PROFILE_VIEW = fieldView<RecurringRecord, ProfileContext, RecurringInvoice>(
  {
    recurringInvoiceId: 'id',
    recurrenceName: 'recurrenceName',
    status: enumField('status', false),
    recurrenceFrequency: enumField('recurrenceFrequency', false),
    repeatEvery: 'repeatEvery',
    startDate: 'startDate',
    endDate: 'endDate',
    neverExpires: { reads: ['endDate'], value: (row) => row.endDate === null },
    nextInvoiceDate: 'nextInvoiceDate',
    lastSentDate: 'lastSentDate',
    creationMode: enumField('creationMode', false),
    referenceNumber: 'referenceNumber',
    customerId: 'customerId',
    customerName: 'customerName',
    companyName: fromCustomer('companyName'),
    customerEmail: fromCustomer('email'),
    customerPhone: fromCustomer('phone'),
    customerMobilePhone: fromCustomer('mobile'),
    contactPersonsAssociated: {
      reads: ['contactPersons', 'customerId'],
      value: (row, { related }) => {
        const people = new Map((related.persons.get(row.customerId) ?? []).map((p) => [p.id, p]));
        return row.contactPersons.filter((c) => people.has(c.contact_person_id)).map((c) => contactPersonView(c, people.get(c.contact_person_id)!));
      },
    },
    currencyId: 'currencyId',
    currencyCode: 'currencyCode',
    exchangeRate: 'exchangeRate',
    paymentTerms: 'paymentTerms',
    paymentTermsLabel: 'paymentTermsLabel',
    discount: 'discount',
    discountAmount: 'discountAmount',
    discountType: enumField('discountType', false),
    isDiscountBeforeTax: 'isDiscountBeforeTax',
    isInclusiveTax: 'isInclusiveTax',
    locationId: 'locationId',
    locationName: { reads: ['locationId'], value: (row, context) => locationNameOf(row.locationId, context) },
    tags: { reads: ['tags'], value: (row) => row.tags.map(tagView) },
    lineItems: { reads: ['lineItems'], value: (row, context) => row.lineItems.map((l) => lineView(l, context)) },
    shippingCharge: 'shippingCharge',
    adjustment: 'adjustment',
    adjustmentDescription: 'adjustmentDescription',
    subTotal: 'subTotal',
    taxTotal: 'taxTotal',
    total: 'total',
    paidInvoicesTotal: { reads: [], value: (row, { related }) => related.totals.get(row.id)?.paid ?? '0' },
    unpaidInvoicesBalance: { reads: [], value: (row, { related }) => related.totals.get(row.id)?.unpaid ?? '0' },
    taxes: {
      reads: ['taxes'],
      value: (row) => row.taxes.map((t) => ({ taxId: t.tax_id, taxName: t.tax_name, taxPercentage: t.tax_percentage, taxAmount: t.tax_amount })),
    },
    pricePrecision: 'pricePrecision',
    paymentReminderEnabled: 'paymentReminderEnabled',
    allowPartialPayments: 'allowPartialPayments',
    paymentOptions: { reads: ['paymentGateways'], value: (row) => paymentOptionsView(row.paymentGateways) },
    billingAddress: { reads: ['billingAddress'], value: (row) => addressView(row.billingAddress) },
    shippingAddress: { reads: ['shippingAddress'], value: (row) => addressView(row.shippingAddress) },
    notes: 'notes',
    terms: 'terms',
    // The values of fields the organization still has, as its definitions name them now.
    customFields: {
      reads: ['customFields'],
      value: (row, { related }) =>
        row.customFields
          .filter((c) => related.definitions.has(c.customfield_id))
          .map((c) => {
            const d = related.definitions.get(c.customfield_id)!;
            return {
              customfieldId: d.id,
              apiName: d.apiName,
              label: d.label,
              index: d.index,
              dataType: toEnum<CustomFieldDataType>(d.dataType),
              value: c.value,
            };
          }),
    },
    templateId: { reads: ['templateId'], value: (row) => templateOf(row).templateId },
    templateName: { reads: ['templateId'], value: (row) => templateOf(row).templateName },
    salespersonId: 'salespersonId',
    salespersonName: 'salespersonName',
    // The tax-locale fields, as an invoice's.
    ...TAX_LOCALE_FIELDS,
    avataxExemptNo: 'avataxExemptNo',
    avataxUseCode: 'avataxUseCode',
    createdTime: timeField('createdAt'),
    lastModifiedTime: timeField('updatedAt'),
  },
  // The sums of the invoices a profile made go by its id, which is also its federation key.
  ['id'],
);

/** The profile columns a selection of a list's entries reads (undefined: every column). */
export const profileReads = (selected: ReadonlySet<string> | undefined) => PROFILE_VIEW.reads(selected);

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
