import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { billingAndShipping, commentEntry, createdAt, decimal, documentTaxLocale, id, updatedAt } from '../../columns.ts';
import { type ContactAddressValue } from './contacts.ts';
import { type InvoiceContactPersonValue, type InvoiceTagValue, type InvoiceTaxValue, type PaymentGatewayValue } from './invoices.ts';
import { accounting } from './schema.ts';

/**
 * A line of a recurring profile: what each child invoice's line is made from. The profile's
 * lines are a template read and written whole with the profile, never one by one, so they
 * are kept in the profile row (README "Recurring invoices").
 */
export interface RecurringLineValue {
  lineItemId: string;
  itemId: string | null;
  itemOrder: number;
  name: string | null;
  description: string | null;
  rate: string;
  quantity: string;
  unit: string | null;
  discount: string | null;
  discountAmount: string;
  itemTotal: string;
  taxId: string | null;
  taxName: string | null;
  taxType: string | null;
  taxPercentage: string | null;
  tdsTaxId: string | null;
  accountId: string;
  locationId: string | null;
  itemType: string | null;
  productType: string | null;
  satItemKeyCode: string | null;
  unitkeyCode: string | null;
  projectId: string | null;
  projectName: string | null;
  timeEntryIds: string[];
  expenseId: string | null;
  expenseReceiptName: string | null;
  taxTreatmentCode: string | null;
  headerName: string | null;
  headerId: string | null;
  tags: InvoiceTagValue[];
}

/** A custom field value of a profile, copied to every child (canonical spelling). */
export interface RecurringCustomValue {
  customfield_id: string;
  value: string;
}

/**
 * Recurring invoice profiles (services/recurring-invoices.ts): a schedule and the invoice each
 * occurrence creates. `next_cycle` is the index of `next_invoice_date` in the schedule counted
 * from `start_date`, so month ends stay anchored (Jan 31, Feb 28, Mar 31).
 */
export const recurringInvoices = accounting.table(
  'recurring_invoices',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    recurrenceName: text('recurrence_name').notNull(),
    status: text('status').$type<'active' | 'stopped' | 'expired'>().notNull(),
    recurrenceFrequency: text('recurrence_frequency').$type<'days' | 'weeks' | 'months' | 'years'>().notNull(),
    repeatEvery: integer('repeat_every').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    nextInvoiceDate: date('next_invoice_date', { mode: 'string' }),
    nextCycle: integer('next_cycle').notNull().default(0),
    lastSentDate: date('last_sent_date', { mode: 'string' }),
    creationMode: text('creation_mode').$type<'draft' | 'sent' | 'send_email'>().notNull(),
    referenceNumber: text('reference_number'),
    customerId: id('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    contactPersons: jsonb('contact_persons').$type<InvoiceContactPersonValue[]>().notNull().default([]),
    currencyId: id('currency_id').notNull(),
    exchangeRate: decimal('exchange_rate').notNull(),
    paymentTerms: integer('payment_terms').notNull(),
    paymentTermsLabel: text('payment_terms_label').notNull(),
    discount: text('discount'),
    discountAmount: decimal('discount_amount').notNull(),
    discountType: text('discount_type').$type<'entity_level' | 'item_level'>().notNull(),
    isDiscountBeforeTax: boolean('is_discount_before_tax').notNull(),
    isInclusiveTax: boolean('is_inclusive_tax').notNull(),
    locationId: id('location_id'),
    tags: jsonb('tags').$type<InvoiceTagValue[]>().notNull().default([]),
    lineItems: jsonb('line_items').$type<RecurringLineValue[]>().notNull().default([]),
    shippingCharge: decimal('shipping_charge').notNull(),
    adjustment: decimal('adjustment').notNull(),
    adjustmentDescription: text('adjustment_description'),
    subTotal: decimal('sub_total').notNull(),
    taxTotal: decimal('tax_total').notNull(),
    total: decimal('total').notNull(),
    taxes: jsonb('taxes').$type<InvoiceTaxValue[]>().notNull().default([]),
    pricePrecision: integer('price_precision').notNull(),
    paymentReminderEnabled: boolean('payment_reminder_enabled').notNull().default(true),
    allowPartialPayments: boolean('allow_partial_payments').notNull().default(false),
    paymentGateways: jsonb('payment_gateways').$type<PaymentGatewayValue[]>().notNull().default([]),
    ...billingAndShipping<ContactAddressValue>(),
    notes: text('notes'),
    terms: text('terms'),
    customFields: jsonb('custom_fields').$type<RecurringCustomValue[]>().notNull().default([]),
    templateId: id('template_id').notNull(),
    salespersonId: id('salesperson_id'),
    salespersonName: text('salesperson_name'),
    ...documentTaxLocale(),
    avataxExemptNo: text('avatax_exempt_no'),
    avataxUseCode: text('avatax_use_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('recurring_invoices_org_name').on(t.organizationId, sql`lower(${t.recurrenceName})`),
    // The generation job looks for active profiles whose next date has come.
    index('recurring_invoices_due').on(t.status, t.nextInvoiceDate),
    index('recurring_invoices_org_customer').on(t.organizationId, t.customerId),
  ],
);

/**
 * One row per profile and scheduled date, written in the transaction that creates the child:
 * the unique index is what makes two workers, or a retried job, create a date's child once.
 * A date that could not be made (an inactive customer…) keeps its row with the reason.
 */
export const recurringInvoiceRuns = accounting.table(
  'recurring_invoice_runs',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    recurringInvoiceId: id('recurring_invoice_id').notNull(),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    invoiceId: id('invoice_id'),
    failure: text('failure'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recurring_invoice_runs_profile_date').on(t.recurringInvoiceId, t.runDate)],
);

/** History of a profile: what the platform recorded and comments people added. */
export const recurringInvoiceComments = accounting.table(
  'recurring_invoice_comments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    recurringInvoiceId: id('recurring_invoice_id').notNull(),
    ...commentEntry(),
    /** The child invoice an entry is about (transaction_id), if any. */
    transactionId: id('transaction_id'),
    transactionType: text('transaction_type'),
    /** From the clock (core/clock.ts), so schedules driven by a manual clock read right. */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('recurring_invoice_comments_profile').on(t.organizationId, t.recurringInvoiceId)],
);

/**
 * Recurring profiles of the kinds whose child is described whole by its create input (bills and
 * expenses, README "Recurring bills and expenses"): the schedule in columns, the child's input
 * (`template`, without its date) and what that input made when the profile was last written
 * (`snapshot`: the child's columns and lines as its own code worked them out, read by the
 * profile's views). Children are made by the schedule engine (recurring-engine.ts) through the
 * child's own service, so each is checked, numbered and posted as a hand-made one.
 */
export const recurringProfiles = accounting.table(
  'recurring_profiles',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    kind: text('kind').$type<'bill' | 'expense'>().notNull(),
    recurrenceName: text('recurrence_name').notNull(),
    status: text('status').$type<'active' | 'stopped' | 'expired'>().notNull(),
    recurrenceFrequency: text('recurrence_frequency').$type<'days' | 'weeks' | 'months' | 'years'>().notNull(),
    repeatEvery: integer('repeat_every').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    nextDate: date('next_date', { mode: 'string' }),
    nextCycle: integer('next_cycle').notNull().default(0),
    lastDate: date('last_date', { mode: 'string' }),
    /** The contact the children are for (a bill's vendor, an expense's vendor or customer), for reference checks. */
    contactId: id('contact_id'),
    template: jsonb('template').$type<Record<string, unknown>>().notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createdById: id('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('recurring_profiles_org_kind_name').on(t.organizationId, t.kind, sql`lower(${t.recurrenceName})`),
    index('recurring_profiles_due').on(t.status, t.nextDate),
  ],
);

/** One row per profile and date of `recurring_profiles`, as `recurring_invoice_runs` is for invoices. */
export const recurringProfileRuns = accounting.table(
  'recurring_profile_runs',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    profileId: id('profile_id').notNull(),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    childId: id('child_id'),
    failure: text('failure'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recurring_profile_runs_profile_date').on(t.profileId, t.runDate)],
);

/** History of a profile of `recurring_profiles`. */
export const recurringProfileComments = accounting.table(
  'recurring_profile_comments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    profileId: id('profile_id').notNull(),
    ...commentEntry(),
    transactionId: id('transaction_id'),
    transactionType: text('transaction_type'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('recurring_profile_comments_profile').on(t.organizationId, t.profileId)],
);
