import { sql } from 'drizzle-orm';
import { date, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { commentEntry, createdAt, decimal, id, updatedAt } from '../../columns.ts';
import { accounting } from './schema.ts';
import { listIndexes } from '../../list-indexes.ts';
import { salesHeaderColumns, salesLineColumns } from './invoices.ts';

/**
 * Vendor credits: what a vendor owes back for a bill's goods or services, declared on the
 * documents kernel as the purchase mirror of a credit note (subgraphs/accounting/README.md,
 * "Vendor credits"). The vendor is the kernel's `customerId`/`customerName`, stored as
 * `vendor_id`/`vendor_name`. `balance` is the credit left: the total less what is applied to
 * bills and refunded.
 */
export const vendorCredits = accounting.table(
  'vendor_credits',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    vendorCreditNumber: text('vendor_credit_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').$type<'draft' | 'pending_approval' | 'approved' | 'open' | 'void'>().notNull(),
    ...salesHeaderColumns({ party: 'vendor' }),
    balance: decimal('balance').notNull().default('0'),
    /** The bill it was raised against, if any. */
    billId: id('bill_id'),
    submittedById: id('submitted_by_id'),
    approvedById: id('approved_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vendor_credits_org_number').on(t.organizationId, sql`lower(${t.vendorCreditNumber})`),
    // The list's sort and searched columns (vendorcredit-service.ts); numbers sort by the unique lower(number) index.
    ...listIndexes('vendor_credits', t, {
      sorts: {
        created: t.createdAt,
        updated: t.updatedAt,
        date: t.date,
        vendor_name: sql`lower(${t.customerName})`,
        total: t.total,
        balance: t.balance,
      },
      searched: [t.vendorCreditNumber, t.referenceNumber, t.customerName],
    }),
    index('vendor_credits_org_reference').on(t.organizationId, sql`lower(${t.referenceNumber})`),
    index('vendor_credits_org_vendor').on(t.organizationId, t.customerId),
  ],
);

/** The lines of a vendor credit: a bill's columns; `account_id` is the expense or inventory account credited. */
export const vendorCreditLineItems = accounting.table(
  'vendor_credit_line_items',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    vendorCreditId: id('vendor_credit_id').notNull(),
    ...salesLineColumns(),
  },
  (t) => [
    index('vendor_credit_line_items_credit').on(t.organizationId, t.vendorCreditId),
    index('vendor_credit_line_items_item').on(t.organizationId, t.itemId),
    index('vendor_credit_line_items_account').on(t.organizationId, t.accountId),
  ],
);

/** History of a vendor credit: entries the platform writes on every change, and comments people add. */
export const vendorCreditComments = accounting.table(
  'vendor_credit_comments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    vendorCreditId: id('vendor_credit_id').notNull(),
    ...commentEntry(),
    createdAt: createdAt(),
  },
  (t) => [index('vendor_credit_comments_credit').on(t.organizationId, t.vendorCreditId)],
);

/** Credit of a vendor credit applied to a bill (in the two documents' one currency). */
export const vendorCreditBills = accounting.table(
  'vendor_credit_bills',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    vendorCreditId: id('vendor_credit_id').notNull(),
    billId: id('bill_id').notNull(),
    amount: decimal('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vendor_credit_bills_credit').on(t.organizationId, t.vendorCreditId), index('vendor_credit_bills_bill').on(t.organizationId, t.billId)],
);

/** Credit of a vendor credit the vendor paid back, into a bank or cash account. */
export const vendorCreditRefunds = accounting.table(
  'vendor_credit_refunds',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    vendorCreditId: id('vendor_credit_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amount: decimal('amount').notNull(),
    exchangeRate: decimal('exchange_rate').notNull(),
    refundMode: text('refund_mode'),
    referenceNumber: text('reference_number'),
    description: text('description'),
    accountId: id('account_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vendor_credit_refunds_credit').on(t.organizationId, t.vendorCreditId)],
);
