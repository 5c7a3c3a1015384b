import { sql } from 'drizzle-orm';
import { date, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from '../../columns.ts';
import { accounting } from './schema.ts';

/**
 * Vendor payments: money paid to a vendor from a bank or cash account, applied to its bills
 * (subgraphs/accounting/README.md, "Vendor payments"). `balance` is the unused amount: what is
 * neither applied to bills nor refunded, the vendor's credit (an advance on accounts payable).
 */
export const vendorPayments = accounting.table(
  'vendor_payments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    paymentNumber: text('payment_number').notNull(),
    vendorId: id('vendor_id').notNull(),
    vendorName: text('vendor_name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Paid to the vendor, in the vendor's currency. */
    amount: decimal('amount').notNull(),
    /** Charged by the bank on top of the amount, debited to Bank Fees and Charges. */
    bankCharges: decimal('bank_charges').notNull().default('0'),
    /** Unused: the amount less what is applied to bills and refunded. */
    balance: decimal('balance').notNull(),
    currencyId: id('currency_id').notNull(),
    exchangeRate: decimal('exchange_rate').notNull(),
    paidThroughAccountId: id('paid_through_account_id').notNull(),
    paymentMode: text('payment_mode'),
    referenceNumber: text('reference_number'),
    description: text('description'),
    checkNumber: text('check_number'),
    locationId: id('location_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vendor_payments_org_number').on(t.organizationId, sql`lower(${t.paymentNumber})`),
    index('vendor_payments_org_vendor').on(t.organizationId, t.vendorId),
    index('vendor_payments_org_date').on(t.organizationId, t.date),
    index('vendor_payments_org_account').on(t.organizationId, t.paidThroughAccountId),
  ],
);

/** Part of a vendor payment applied to a bill (the payment's and the bill's one currency). */
export const vendorPaymentBills = accounting.table(
  'vendor_payment_bills',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    paymentId: id('payment_id').notNull(),
    billId: id('bill_id').notNull(),
    amount: decimal('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vendor_payment_bills_payment').on(t.organizationId, t.paymentId), index('vendor_payment_bills_bill').on(t.organizationId, t.billId)],
);

/** Unused amount of a vendor payment the vendor paid back, into a bank or cash account. */
export const vendorPaymentRefunds = accounting.table(
  'vendor_payment_refunds',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    paymentId: id('payment_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amount: decimal('amount').notNull(),
    exchangeRate: decimal('exchange_rate').notNull(),
    refundMode: text('refund_mode'),
    referenceNumber: text('reference_number'),
    description: text('description'),
    toAccountId: id('to_account_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vendor_payment_refunds_payment').on(t.organizationId, t.paymentId)],
);
