import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { attachedFile, billingAndShipping, commentEntry, createdAt, decimal, documentTaxLocale, id, lineTax, updatedAt } from '../../columns.ts';
import { accounting } from './schema.ts';
import { listIndexes } from '../../list-indexes.ts';
import { type ContactAddressValue } from './contacts.ts';

/** A contact person an invoice goes to, with the invoice's own channel choice when it made one. */
export interface InvoiceContactPersonValue {
  contact_person_id: string;
  is_email_enabled?: boolean;
  is_sms_enabled?: boolean;
  is_whatsapp_enabled?: boolean;
}

/** A reporting tag of an invoice or line, as the wire spells it. */
export interface InvoiceTagValue {
  tag_id: string;
  tag_name?: string | null;
  tag_option_id?: string | null;
  tag_option_name?: string | null;
}

/**
 * A custom field of a document kept as the wire gives it (retainer invoices, estimates, sales
 * orders: the spec names no definitions for them).
 */
export interface DocumentCustomFieldValue {
  index: number;
  show_on_pdf: boolean;
  value: string | null;
  label: string | null;
}

/** An online payment gateway offered on an invoice, as the wire spells it. */
export interface PaymentGatewayValue {
  configured: boolean;
  additional_field1: 'standard' | 'adaptive' | null;
  gateway_name: string;
}

/** One tax of an invoice summed over its lines (services/invoice-totals.ts), with the account it posts to. */
export interface InvoiceTaxValue {
  tax_id: string;
  tax_name: string;
  tax_percentage: string;
  tax_amount: string;
  account_id: string;
}

/**
 * Sales invoices (services/invoices.ts). `status` is the state as of the last write or the
 * overdue job; reads work out overdue themselves from the due date in the organization's zone.
 */
export const invoices = accounting.table(
  'invoices',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').$type<'draft' | 'sent' | 'viewed' | 'overdue' | 'partially_paid' | 'paid' | 'void'>().notNull(),
    paymentTerms: integer('payment_terms').notNull(),
    paymentTermsLabel: text('payment_terms_label').notNull(),
    paymentExpectedDate: date('payment_expected_date', { mode: 'string' }),
    lastPaymentDate: date('last_payment_date', { mode: 'string' }),
    referenceNumber: text('reference_number'),
    customerId: id('customer_id').notNull(),
    /** The customer's name when the invoice was last written: what the document shows, sorts and searches by. */
    customerName: text('customer_name').notNull(),
    contactPersons: jsonb('contact_persons').$type<InvoiceContactPersonValue[]>().notNull().default([]),
    currencyId: id('currency_id').notNull(),
    exchangeRate: decimal('exchange_rate').notNull(),
    discount: text('discount'),
    discountAmount: decimal('discount_amount').notNull(),
    isDiscountBeforeTax: boolean('is_discount_before_tax').notNull(),
    discountType: text('discount_type').$type<'entity_level' | 'item_level'>().notNull(),
    isInclusiveTax: boolean('is_inclusive_tax').notNull(),
    recurringInvoiceId: id('recurring_invoice_id'),
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
    /** What the ledger needs beyond the lines' rounded amounts to balance (README: Invoice totals). */
    roundingDifference: decimal('rounding_difference').notNull().default('0'),
    taxes: jsonb('taxes').$type<InvoiceTaxValue[]>().notNull().default([]),
    paymentReminderEnabled: boolean('payment_reminder_enabled').notNull().default(true),
    paymentMade: decimal('payment_made').notNull().default('0'),
    creditsApplied: decimal('credits_applied').notNull().default('0'),
    taxAmountWithheld: decimal('tax_amount_withheld').notNull().default('0'),
    writeOffAmount: decimal('write_off_amount').notNull().default('0'),
    balance: decimal('balance').notNull(),
    allowPartialPayments: boolean('allow_partial_payments').notNull().default(false),
    pricePrecision: integer('price_precision').notNull(),
    paymentGateways: jsonb('payment_gateways').$type<PaymentGatewayValue[]>().notNull().default([]),
    isEmailed: boolean('is_emailed').notNull().default(false),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastReminderSentDate: date('last_reminder_sent_date', { mode: 'string' }),
    ...billingAndShipping<ContactAddressValue>(),
    notes: text('notes'),
    terms: text('terms'),
    templateId: id('template_id').notNull(),
    salespersonId: id('salesperson_id'),
    salespersonName: text('salesperson_name'),
    achPaymentInitiated: boolean('ach_payment_initiated').notNull().default(false),
    ...documentTaxLocale(),
    referenceInvoiceId: id('reference_invoice_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Unique per organization whatever the case, so INV-1 and inv-1 cannot both be issued.
    uniqueIndex('invoices_org_number').on(t.organizationId, sql`lower(${t.invoiceNumber})`),
    // The list's sort columns and searched columns (invoice-service.ts SORT_COLUMNS, searchOf, textFilters).
    ...listIndexes('invoices', t, {
      sorts: {
        created: t.createdAt,
        date: t.date,
        due_date: t.dueDate,
        customer_name: sql`lower(${t.customerName})`,
        total: t.total,
        balance: t.balance,
      },
      searched: [t.invoiceNumber, t.referenceNumber, t.customerName],
      // Still owed (invoice-status.ts: neither draft nor void, not paid): Status.Unpaid and the states within it.
      subsets: { owed: { on: t.dueDate, where: sql`${t.status} not in ('draft', 'void') and ${t.balance} > 0` } },
    }),
    index('invoices_org_reference').on(t.organizationId, sql`lower(${t.referenceNumber})`),
    index('invoices_org_due').on(t.organizationId, t.status, t.dueDate),
    index('invoices_org_customer').on(t.organizationId, t.customerId),
  ],
);

/**
 * The header columns of a sales document declared on the kernel (estimate, sales order; see
 * subgraphs/accounting/documents/sales-documents.ts): customer, currency, discounts, location,
 * tags, charges, totals, addresses, notes, custom fields, template, salesperson, tax locale.
 */
export const salesHeaderColumns = (options: { party?: 'customer' | 'vendor' } = {}) => ({
  referenceNumber: text('reference_number'),
  /** The contact: a customer, or on a purchase kind (a bill) the vendor, stored as vendor_id and vendor_name. */
  customerId: id(`${options.party ?? 'customer'}_id`).notNull(),
  customerName: text(`${options.party ?? 'customer'}_name`).notNull(),
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
  customFields: jsonb('custom_fields').$type<DocumentCustomFieldValue[]>().notNull().default([]),
  templateId: id('template_id').notNull(),
  salespersonId: id('salesperson_id'),
  salespersonName: text('salesperson_name'),
  ...documentTaxLocale(),
});

/**
 * The columns of a line of a sales document (invoice, estimate): the item sold and its defaults,
 * quantity and rate, discount, tax and the income account. Every sales kind's line table has
 * them, so a line moves from one document to the next (estimate to invoice) as it is.
 */
export const salesLineColumns = () => ({
  itemOrder: integer('item_order').notNull(),
  itemId: id('item_id'),
  projectId: id('project_id'),
  projectName: text('project_name'),
  timeEntryIds: jsonb('time_entry_ids').$type<string[]>().notNull().default([]),
  locationId: id('location_id'),
  itemType: text('item_type'),
  productType: text('product_type'),
  satItemKeyCode: text('sat_item_key_code'),
  unitkeyCode: text('unitkey_code'),
  expenseId: id('expense_id'),
  expenseReceiptName: text('expense_receipt_name'),
  name: text('name'),
  description: text('description'),
  rate: decimal('rate').notNull(),
  quantity: decimal('quantity').notNull(),
  unit: text('unit'),
  discount: text('discount'),
  discountAmount: decimal('discount_amount').notNull(),
  tags: jsonb('tags').$type<InvoiceTagValue[]>().notNull().default([]),
  ...lineTax(),
  tdsTaxId: id('tds_tax_id'),
  taxTreatmentCode: text('tax_treatment_code'),
  itemTotal: decimal('item_total').notNull(),
  headerName: text('header_name'),
  headerId: id('header_id'),
  accountId: id('account_id').notNull(),
});

/** The lines of an invoice; written with it in one transaction and replaced whole on update. */
export const invoiceLineItems = accounting.table(
  'invoice_line_items',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    invoiceId: id('invoice_id').notNull(),
    ...salesLineColumns(),
  },
  (t) => [
    index('invoice_line_items_invoice').on(t.organizationId, t.invoiceId),
    // Deleting an item, account or tax asks whether a line uses it.
    index('invoice_line_items_item').on(t.organizationId, t.itemId),
    index('invoice_line_items_account').on(t.organizationId, t.accountId),
    index('invoice_line_items_tax').on(t.organizationId, t.taxId),
  ],
);

/** History of an invoice: entries the platform writes on every change, and comments people add. */
export const invoiceComments = accounting.table(
  'invoice_comments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    invoiceId: id('invoice_id').notNull(),
    ...commentEntry(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_comments_invoice').on(t.organizationId, t.invoiceId)],
);

/** Files attached to an invoice (documents/document-files.ts); the bytes live in the blob store under the same id. */
export const invoiceDocuments = accounting.table(
  'invoice_documents',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    invoiceId: id('invoice_id').notNull(),
    ...attachedFile(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_documents_invoice').on(t.organizationId, t.invoiceId)],
);

/** Payments applied to invoices, written by the billing module through accounting's api.ts. */
export const invoicePayments = accounting.table(
  'invoice_payments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    invoiceId: id('invoice_id').notNull(),
    paymentId: id('payment_id'),
    amount: decimal('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    paymentMode: text('payment_mode'),
    referenceNumber: text('reference_number'),
    description: text('description'),
    /** Base-currency units per unit of the payment's currency (null for rows written before it was kept: the invoice's rate). */
    exchangeRate: decimal('exchange_rate'),
    /** The payment gateway's transaction id, for a payment charged online. */
    onlineTransactionId: text('online_transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_payments_invoice').on(t.organizationId, t.invoiceId), index('invoice_payments_payment').on(t.organizationId, t.paymentId)],
);
