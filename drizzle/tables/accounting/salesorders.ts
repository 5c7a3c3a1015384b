import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { attachedFile, commentEntry, createdAt, decimal, id, updatedAt } from '../../columns.ts';
import { accounting } from './schema.ts';
import { listIndexes } from '../../list-indexes.ts';
import { salesHeaderColumns, salesLineColumns } from './invoices.ts';

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
    ...salesHeaderColumns(),
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
    // The list's sort and searched columns (salesorder-service.ts).
    ...listIndexes('salesorders', t, {
      sorts: { created: t.createdAt, date: t.date, shipment_date: t.shipmentDate, customer_name: sql`lower(${t.customerName})`, total: t.total },
      searched: [t.salesorderNumber, t.referenceNumber, t.customerName],
    }),
    index('salesorders_org_reference').on(t.organizationId, sql`lower(${t.referenceNumber})`),
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

/** Files attached to a sales order (documents/document-files.ts); the bytes live in the blob store under the same id. */
export const salesorderDocuments = accounting.table(
  'salesorder_documents',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    salesorderId: id('salesorder_id').notNull(),
    ...attachedFile(),
    createdAt: createdAt(),
  },
  (t) => [index('salesorder_documents_order').on(t.organizationId, t.salesorderId)],
);
