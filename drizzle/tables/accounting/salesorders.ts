import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { billingAndShipping, commentEntry, createdAt, decimal, documentTaxLocale, id, updatedAt } from '../../columns.ts';
import { accounting } from './schema.ts';
import { type ContactAddressValue } from './contacts.ts';
import { type InvoiceContactPersonValue, type InvoiceTagValue, type InvoiceTaxValue, salesLineColumns } from './invoices.ts';
import type { RetainerCustomFieldValue } from './retainers.ts';

/**
 * Sales orders: what a customer has ordered, invoiced as it is delivered. `status` is the stored
 * state; an open order whose every line is invoiced reads as closed. Posts nothing: its invoices do.
 */
export const salesorders = accounting.table(
  'salesorders',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    salesorderNumber: text('salesorder_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    shipmentDate: date('shipment_date', { mode: 'string' }),
    deliveryMethod: text('delivery_method'),
    status: text('status').$type<'draft' | 'pending_approval' | 'approved' | 'open' | 'void'>().notNull(),
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
    /** How much of the order is invoiced, kept by the conversion (salesorder-states.ts). */
    invoicedStatus: text('invoiced_status').$type<'not_invoiced' | 'partially_invoiced' | 'invoiced'>().notNull().default('not_invoiced'),
    /** The estimate the order was made from. */
    estimateId: id('estimate_id'),
    submittedById: id('submitted_by_id'),
    approvedById: id('approved_by_id'),
    /** The invoices made from the order (POST /invoices/fromsalesorder), oldest first. */
    invoiceIds: jsonb('invoice_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('salesorders_org_number').on(t.organizationId, sql`lower(${t.salesorderNumber})`),
    index('salesorders_org_created').on(t.organizationId, t.createdAt),
    index('salesorders_org_customer').on(t.organizationId, t.customerId),
  ],
);

/** The lines of a sales order: an invoice's columns, and how much of each is invoiced so far. */
export const salesorderLineItems = accounting.table(
  'salesorder_line_items',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    salesorderId: id('salesorder_id').notNull(),
    ...salesLineColumns(),
    quantityInvoiced: decimal('quantity_invoiced').notNull().default('0'),
  },
  (t) => [
    index('salesorder_line_items_order').on(t.organizationId, t.salesorderId),
    index('salesorder_line_items_item').on(t.organizationId, t.itemId),
    index('salesorder_line_items_account').on(t.organizationId, t.accountId),
    index('salesorder_line_items_tax').on(t.organizationId, t.taxId),
  ],
);

/** History of a sales order: entries the platform writes on every change, and comments people add. */
export const salesorderComments = accounting.table(
  'salesorder_comments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    salesorderId: id('salesorder_id').notNull(),
    ...commentEntry(),
    createdAt: createdAt(),
  },
  (t) => [index('salesorder_comments_order').on(t.organizationId, t.salesorderId)],
);
