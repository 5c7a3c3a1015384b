import { sql } from 'drizzle-orm';
import { boolean, date, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { commentEntry, createdAt, decimal, id, updatedAt } from '../../columns.ts';
import { accounting } from './schema.ts';
import { listIndexes } from '../../list-indexes.ts';
import { salesHeaderColumns, salesLineColumns } from './invoices.ts';

/**
 * Credit notes: what is given back to a customer for an invoice's goods or services. `status` is
 * the stored state; an open credit note with nothing left to use reads as closed. `balance` is
 * the credit left: the total less what is applied to invoices and refunded.
 */
export const creditnotes = accounting.table(
  'creditnotes',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    creditnoteNumber: text('creditnote_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').$type<'draft' | 'pending_approval' | 'approved' | 'open' | 'void'>().notNull(),
    ...salesHeaderColumns(),
    /** The credit left to apply or refund. */
    balance: decimal('balance').notNull().default('0'),
    /** The invoice the credit note was raised against (`invoice_id` on create), if any. */
    invoiceId: id('invoice_id'),
    isEmailed: boolean('is_emailed').notNull().default(false),
    submittedById: id('submitted_by_id'),
    approvedById: id('approved_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('creditnotes_org_number').on(t.organizationId, sql`lower(${t.creditnoteNumber})`),
    // The list's sort and searched columns (creditnote-service.ts).
    ...listIndexes('creditnotes', t, {
      sorts: { created: t.createdAt, updated: t.updatedAt, date: t.date, customer_name: sql`lower(${t.customerName})`, total: t.total, balance: t.balance },
      searched: [t.creditnoteNumber, t.referenceNumber, t.customerName],
    }),
    index('creditnotes_org_reference').on(t.organizationId, sql`lower(${t.referenceNumber})`),
    index('creditnotes_org_customer').on(t.organizationId, t.customerId),
  ],
);

/** The lines of a credit note: an invoice's columns. */
export const creditnoteLineItems = accounting.table(
  'creditnote_line_items',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    creditnoteId: id('creditnote_id').notNull(),
    ...salesLineColumns(),
  },
  (t) => [
    index('creditnote_line_items_note').on(t.organizationId, t.creditnoteId),
    index('creditnote_line_items_item').on(t.organizationId, t.itemId),
    index('creditnote_line_items_account').on(t.organizationId, t.accountId),
    index('creditnote_line_items_tax').on(t.organizationId, t.taxId),
  ],
);

/** History of a credit note: entries the platform writes on every change, and comments people add. */
export const creditnoteComments = accounting.table(
  'creditnote_comments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    creditnoteId: id('creditnote_id').notNull(),
    ...commentEntry(),
    createdAt: createdAt(),
  },
  (t) => [index('creditnote_comments_note').on(t.organizationId, t.creditnoteId)],
);

/** Credit of a credit note applied to an invoice (in the two documents' one currency). */
export const creditnoteInvoices = accounting.table(
  'creditnote_invoices',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    creditnoteId: id('creditnote_id').notNull(),
    invoiceId: id('invoice_id').notNull(),
    amount: decimal('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('creditnote_invoices_note').on(t.organizationId, t.creditnoteId), index('creditnote_invoices_invoice').on(t.organizationId, t.invoiceId)],
);

/** Credit of a credit note paid back to the customer from a bank or cash account. */
export const creditnoteRefunds = accounting.table(
  'creditnote_refunds',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    creditnoteId: id('creditnote_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** In the credit note's currency. */
    amount: decimal('amount').notNull(),
    /** Base-currency units per unit, for the money paid out (default the credit note's). */
    exchangeRate: decimal('exchange_rate').notNull(),
    refundMode: text('refund_mode'),
    referenceNumber: text('reference_number'),
    description: text('description'),
    fromAccountId: id('from_account_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('creditnote_refunds_note').on(t.organizationId, t.creditnoteId), index('creditnote_refunds_org_date').on(t.organizationId, t.date)],
);
