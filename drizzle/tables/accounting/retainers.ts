import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { attachedFile, billingAndShipping, commentEntry, createdAt, decimal, id, lineTax, updatedAt } from '../../columns.ts';
import { type ContactAddressValue } from './contacts.ts';
import {
  type DocumentCustomFieldValue,
  type InvoiceContactPersonValue,
  type InvoiceTagValue,
  type InvoiceTaxValue,
  type PaymentGatewayValue,
} from './invoices.ts';
import { accounting } from './schema.ts';

/** Stored states; paid, partially paid and viewed follow from the facts (services/retainer-status.ts). */
export type RetainerStoredState = 'draft' | 'pending_approval' | 'approved' | 'sent' | 'void';

/**
 * Retainer invoices (services/retainer-invoices.ts): a request for an advance. Sending posts
 * nothing; payments received post a customer advance, drawing it against invoices moves it to
 * the receivable (README "Retainer invoices").
 */
export const retainerInvoices = accounting.table(
  'retainer_invoices',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    retainerinvoiceNumber: text('retainerinvoice_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').$type<RetainerStoredState>().notNull(),
    isPreGst: boolean('is_pre_gst'),
    placeOfSupply: text('place_of_supply'),
    projectId: id('project_id'),
    projectName: text('project_name'),
    lastPaymentDate: date('last_payment_date', { mode: 'string' }),
    referenceNumber: text('reference_number'),
    customerId: id('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    contactPersons: jsonb('contact_persons').$type<InvoiceContactPersonValue[]>().notNull().default([]),
    currencyId: id('currency_id').notNull(),
    exchangeRate: decimal('exchange_rate').notNull(),
    isViewedByClient: boolean('is_viewed_by_client').notNull().default(false),
    clientViewedAt: timestamp('client_viewed_at', { withTimezone: true, mode: 'date' }),
    isInclusiveTax: boolean('is_inclusive_tax').notNull(),
    locationId: id('location_id'),
    tags: jsonb('tags').$type<InvoiceTagValue[]>().notNull().default([]),
    subTotal: decimal('sub_total').notNull(),
    taxTotal: decimal('tax_total').notNull(),
    total: decimal('total').notNull(),
    taxes: jsonb('taxes').$type<InvoiceTaxValue[]>().notNull().default([]),
    paymentMade: decimal('payment_made').notNull().default('0'),
    paymentDrawn: decimal('payment_drawn').notNull().default('0'),
    balance: decimal('balance').notNull(),
    allowPartialPayments: boolean('allow_partial_payments').notNull().default(true),
    pricePrecision: integer('price_precision').notNull(),
    paymentGateways: jsonb('payment_gateways').$type<PaymentGatewayValue[]>().notNull().default([]),
    isEmailed: boolean('is_emailed').notNull().default(false),
    ...billingAndShipping<ContactAddressValue>(),
    notes: text('notes'),
    terms: text('terms'),
    customFields: jsonb('custom_fields').$type<DocumentCustomFieldValue[]>().notNull().default([]),
    templateId: id('template_id').notNull(),
    createdById: id('created_by_id'),
    submittedById: id('submitted_by_id'),
    approvedById: id('approved_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('retainer_invoices_org_number').on(t.organizationId, sql`lower(${t.retainerinvoiceNumber})`),
    index('retainer_invoices_org_created').on(t.organizationId, t.createdAt),
    index('retainer_invoices_org_customer').on(t.organizationId, t.customerId),
  ],
);

/** Lines of a retainer invoice: a description and an amount; replaced whole on update. */
export const retainerInvoiceLineItems = accounting.table(
  'retainer_invoice_line_items',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    retainerinvoiceId: id('retainerinvoice_id').notNull(),
    itemOrder: integer('item_order').notNull(),
    description: text('description'),
    rate: decimal('rate').notNull(),
    ...lineTax(),
    itemTotal: decimal('item_total').notNull(),
    locationId: id('location_id'),
  },
  (t) => [
    index('retainer_invoice_line_items_retainer').on(t.organizationId, t.retainerinvoiceId),
    index('retainer_invoice_line_items_tax').on(t.organizationId, t.taxId),
  ],
);

/** History and comments of a retainer invoice. */
export const retainerInvoiceComments = accounting.table(
  'retainer_invoice_comments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    retainerinvoiceId: id('retainerinvoice_id').notNull(),
    ...commentEntry(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('retainer_invoice_comments_retainer').on(t.organizationId, t.retainerinvoiceId)],
);

/** Files attached to a retainer invoice; the bytes live in the blob store under the same id. */
export const retainerInvoiceDocuments = accounting.table(
  'retainer_invoice_documents',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    retainerinvoiceId: id('retainerinvoice_id').notNull(),
    ...attachedFile(),
    createdAt: createdAt(),
  },
  (t) => [index('retainer_invoice_documents_retainer').on(t.organizationId, t.retainerinvoiceId)],
);

/**
 * Payments received for retainer invoices. An online payment starts `pending` with the hash of
 * its callback token; the provider's callback makes it `success` (posted) or `failure`.
 */
export const retainerPayments = accounting.table(
  'retainer_payments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    retainerinvoiceId: id('retainerinvoice_id').notNull(),
    amount: decimal('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').$type<'pending' | 'success' | 'failure'>().notNull(),
    paymentMode: text('payment_mode'),
    accountId: id('account_id').notNull(),
    referenceNumber: text('reference_number'),
    description: text('description'),
    paymentGateway: text('payment_gateway'),
    gatewayTransactionId: text('gateway_transaction_id'),
    gatewayErrorMessage: text('gateway_error_message'),
    /** sha256 of the callback token (hex); null for payments recorded by hand. */
    callbackTokenHash: text('callback_token_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('retainer_payments_retainer').on(t.organizationId, t.retainerinvoiceId)],
);

/** What a retainer drew against an invoice: one row per application, each posted on its own. */
export const retainerApplications = accounting.table(
  'retainer_applications',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    retainerinvoiceId: id('retainerinvoice_id').notNull(),
    invoiceId: id('invoice_id').notNull(),
    amount: decimal('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('retainer_applications_retainer').on(t.organizationId, t.retainerinvoiceId),
    index('retainer_applications_invoice').on(t.organizationId, t.invoiceId),
  ],
);

/** Per-organization settings of retainer invoices; no row means the defaults (approval off). */
export const retainerInvoiceSettings = accounting.table('retainer_invoice_settings', {
  organizationId: id('organization_id').primaryKey(),
  approvalEnabled: boolean('approval_enabled').notNull().default(false),
  updatedAt: updatedAt(),
});
