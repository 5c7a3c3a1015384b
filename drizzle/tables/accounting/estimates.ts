import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { billingAndShipping, commentEntry, createdAt, decimal, documentTaxLocale, id, updatedAt } from '../../columns.ts';
import { accounting } from './schema.ts';
import type { RetainerCustomFieldValue } from './retainers.ts';
import { type ContactAddressValue } from './contacts.ts';
import { type InvoiceContactPersonValue, type InvoiceTagValue, type InvoiceTaxValue, salesLineColumns } from './invoices.ts';

/**
 * Estimates (quotes): what a customer would pay, before anything is owed. `status` is the
 * stored state; reads work out `expired` themselves from the expiry date in the organization's
 * zone. An estimate posts nothing; converting it makes an invoice (`invoiceIds`).
 */
export const estimates = accounting.table(
  'estimates',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    estimateNumber: text('estimate_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    status: text('status').$type<'draft' | 'pending_approval' | 'approved' | 'sent' | 'accepted' | 'declined' | 'invoiced'>().notNull(),
    referenceNumber: text('reference_number'),
    customerId: id('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    contactPersons: jsonb('contact_persons').$type<InvoiceContactPersonValue[]>().notNull().default([]),
    currencyId: id('currency_id').notNull(),
    exchangeRate: decimal('exchange_rate').notNull(),
    discount: text('discount'),
    discountAmount: decimal('discount_amount').notNull(),
    isDiscountBeforeTax: boolean('is_discount_before_tax').notNull(),
    discountType: text('discount_type').$type<'entity_level' | 'item_level'>().notNull(),
    isInclusiveTax: boolean('is_inclusive_tax').notNull(),
    isViewedByClient: boolean('is_viewed_by_client').notNull().default(false),
    clientViewedAt: timestamp('client_viewed_at', { withTimezone: true, mode: 'date' }),
    locationId: id('location_id'),
    tags: jsonb('tags').$type<InvoiceTagValue[]>().notNull().default([]),
    shippingCharge: decimal('shipping_charge').notNull(),
    adjustment: decimal('adjustment').notNull(),
    adjustmentDescription: text('adjustment_description'),
    subTotal: decimal('sub_total').notNull(),
    taxTotal: decimal('tax_total').notNull(),
    total: decimal('total').notNull(),
    roundingDifference: decimal('rounding_difference').notNull().default('0'),
    taxes: jsonb('taxes').$type<InvoiceTaxValue[]>().notNull().default([]),
    pricePrecision: integer('price_precision').notNull(),
    ...billingAndShipping<ContactAddressValue>(),
    notes: text('notes'),
    terms: text('terms'),
    customFields: jsonb('custom_fields').$type<RetainerCustomFieldValue[]>().notNull().default([]),
    templateId: id('template_id').notNull(),
    salespersonId: id('salesperson_id'),
    salespersonName: text('salesperson_name'),
    ...documentTaxLocale(),
    isEmailed: boolean('is_emailed').notNull().default(false),
    sentDate: date('sent_date', { mode: 'string' }),
    acceptedDate: date('accepted_date', { mode: 'string' }),
    declinedDate: date('declined_date', { mode: 'string' }),
    submittedById: id('submitted_by_id'),
    approvedById: id('approved_by_id'),
    /** The invoices made from the estimate (POST /invoices/fromestimates). */
    invoiceIds: jsonb('invoice_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('estimates_org_number').on(t.organizationId, sql`lower(${t.estimateNumber})`),
    index('estimates_org_created').on(t.organizationId, t.createdAt),
    index('estimates_org_customer').on(t.organizationId, t.customerId),
  ],
);

/** The lines of an estimate: the same columns as an invoice's, so conversion copies them. */
export const estimateLineItems = accounting.table(
  'estimate_line_items',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    estimateId: id('estimate_id').notNull(),
    ...salesLineColumns(),
  },
  (t) => [
    index('estimate_line_items_estimate').on(t.organizationId, t.estimateId),
    // Deleting an item, account or tax asks whether a line uses it.
    index('estimate_line_items_item').on(t.organizationId, t.itemId),
    index('estimate_line_items_account').on(t.organizationId, t.accountId),
    index('estimate_line_items_tax').on(t.organizationId, t.taxId),
  ],
);

/** History of an estimate: entries the platform writes on every change, and comments people add. */
export const estimateComments = accounting.table(
  'estimate_comments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    estimateId: id('estimate_id').notNull(),
    ...commentEntry(),
    createdAt: createdAt(),
  },
  (t) => [index('estimate_comments_estimate').on(t.organizationId, t.estimateId)],
);
