import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { commentEntry, createdAt, id, updatedAt } from '../../columns.ts';
import { accounting } from './schema.ts';
import { listIndexes } from '../../list-indexes.ts';
import { salesHeaderColumns, salesLineColumns } from './invoices.ts';

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
    ...salesHeaderColumns(),
    isViewedByClient: boolean('is_viewed_by_client').notNull().default(false),
    clientViewedAt: timestamp('client_viewed_at', { withTimezone: true, mode: 'date' }),
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
    // The list's sort and searched columns (estimate-service.ts).
    ...listIndexes('estimates', t, {
      sorts: { created: t.createdAt, date: t.date, expiry_date: t.expiryDate, customer_name: sql`lower(${t.customerName})`, total: t.total },
      searched: [t.estimateNumber, t.referenceNumber, t.customerName],
    }),
    index('estimates_org_reference').on(t.organizationId, sql`lower(${t.referenceNumber})`),
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
