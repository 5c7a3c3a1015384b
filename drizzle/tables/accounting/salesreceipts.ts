import { sql } from 'drizzle-orm';
import { boolean, date, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { commentEntry, createdAt, id, updatedAt } from '../../columns.ts';
import { accounting } from './schema.ts';
import { salesHeaderColumns, salesLineColumns } from './invoices.ts';

/**
 * Sales receipts: a sale paid on the spot, one document. Posted when written (debit the deposit
 * account, credit income and tax as an invoice would); never owed, so always `paid`.
 */
export const salesreceipts = accounting.table(
  'salesreceipts',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    receiptNumber: text('receipt_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').$type<'paid'>().notNull(),
    /** How the customer paid (cash, check, creditcard, banktransfer, bankremittance, others). */
    paymentMode: text('payment_mode').notNull(),
    /** The bank, cash or clearing account the money went to. */
    depositAccountId: id('deposit_account_id').notNull(),
    /** Whether it has been mailed to the customer (POST /salesreceipts/{id}/email). */
    isEmailed: boolean('is_emailed').notNull().default(false),
    ...salesHeaderColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('salesreceipts_org_number').on(t.organizationId, sql`lower(${t.receiptNumber})`),
    index('salesreceipts_org_created').on(t.organizationId, t.createdAt),
    index('salesreceipts_org_customer').on(t.organizationId, t.customerId),
  ],
);

/** The lines of a sales receipt: an invoice's columns. */
export const salesreceiptLineItems = accounting.table(
  'salesreceipt_line_items',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    salesreceiptId: id('salesreceipt_id').notNull(),
    ...salesLineColumns(),
  },
  (t) => [
    index('salesreceipt_line_items_receipt').on(t.organizationId, t.salesreceiptId),
    index('salesreceipt_line_items_item').on(t.organizationId, t.itemId),
    index('salesreceipt_line_items_account').on(t.organizationId, t.accountId),
    index('salesreceipt_line_items_tax').on(t.organizationId, t.taxId),
  ],
);

/** History of a sales receipt: entries the platform writes on every change. */
export const salesreceiptComments = accounting.table(
  'salesreceipt_comments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    salesreceiptId: id('salesreceipt_id').notNull(),
    ...commentEntry(),
    createdAt: createdAt(),
  },
  (t) => [index('salesreceipt_comments_receipt').on(t.organizationId, t.salesreceiptId)],
);
