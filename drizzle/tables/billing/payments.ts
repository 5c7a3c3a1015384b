import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgSchema, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from '../../columns.ts';
import { listIndexes } from '../../list-indexes.ts';

/** The billing module's own PostgreSQL schema (subgraphs/billing). */
export const billing = pgSchema('billing');

export interface PaymentAutotransactionRecord {
  autotransactionId?: string | null;
  paymentGateway?: string | null;
  gatewayTransactionId?: string | null;
  gatewayErrorMessage?: string | null;
  cardId?: string | null;
  lastFourDigits?: number | null;
  expiryMonth?: number | null;
  expiryYear?: number | null;
}

export interface PaymentCustomFieldRecord {
  index: number;
  label: string | null;
  value: string | null;
  dataType: string | null;
}

/** Customer payments. Amounts are in the payment's currency (the customer's). */
export const payments = billing.table(
  'payments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    /** Given, or the next of the organization's `customer_payment` series; unique in the organization whatever the case. */
    paymentNumber: text('payment_number').notNull(),
    customerId: id('customer_id').notNull(),
    /** The customer's name when the payment was last written: what lists sort and search by. */
    customerName: text('customer_name').notNull(),
    paymentMode: text('payment_mode').notNull(),
    status: text('status').$type<'success' | 'failure'>().notNull(),
    amount: decimal('amount').notNull(),
    bankCharges: decimal('bank_charges').notNull(),
    exchangeRate: decimal('exchange_rate').notNull(),
    currencyId: id('currency_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    referenceNumber: text('reference_number'),
    description: text('description'),
    /** Deposit account. */
    accountId: id('account_id').notNull(),
    taxAccountId: id('tax_account_id'),
    /** The organization's location (branch) that received it. */
    locationId: id('location_id'),
    autotransaction: jsonb('autotransaction').$type<PaymentAutotransactionRecord>(),
    customFields: jsonb('custom_fields').$type<PaymentCustomFieldRecord[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list's sort and searched columns (payment-store.ts).
    ...listIndexes('payments', t, {
      sorts: {
        date: t.date,
        created: t.createdAt,
        amount: t.amount,
        customer_name: sql`lower(${t.customerName})`,
        reference_number: sql`lower(${t.referenceNumber})`,
        payment_number: sql`lower(${t.paymentNumber})`,
        payment_mode: t.paymentMode,
      },
      searched: [t.paymentNumber, t.referenceNumber, t.description, t.customerName],
    }),
    index('payments_org_customer').on(t.organizationId, t.customerId),
    uniqueIndex('payments_org_number').on(t.organizationId, sql`lower(${t.paymentNumber})`),
  ],
);

/** What a payment applied to each invoice (the invoice's own side is accounting's invoice_payments). */
export const paymentApplications = billing.table(
  'payment_applications',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    paymentId: id('payment_id').notNull(),
    invoiceId: id('invoice_id').notNull(),
    amountApplied: decimal('amount_applied').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_applications_payment_invoice').on(t.paymentId, t.invoiceId),
    index('payment_applications_org_invoice').on(t.organizationId, t.invoiceId),
  ],
);

/** Money given back from a payment's unused amount. */
export const paymentRefunds = billing.table(
  'payment_refunds',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    paymentId: id('payment_id').notNull(),
    amount: decimal('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    refundMode: text('refund_mode'),
    referenceNumber: text('reference_number'),
    description: text('description'),
    fromAccountId: id('from_account_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_refunds_org_payment').on(t.organizationId, t.paymentId)],
);
