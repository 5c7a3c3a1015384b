import { sql } from 'drizzle-orm';
import { date, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { commentEntry, createdAt, decimal, id, updatedAt } from '../../columns.ts';
import { accounting } from './schema.ts';
import { listIndexes } from '../../list-indexes.ts';
import { salesHeaderColumns, salesLineColumns } from './invoices.ts';

/**
 * Bills: what a vendor charges the organization, declared on the documents kernel as a purchase
 * kind (subgraphs/accounting/README.md, "Bills"). The header is the kernel's with the vendor in
 * `vendor_id`/`vendor_name` (the kernel's `customerId`/`customerName`). `status` is the stored
 * state; an open bill reads as overdue, partially paid or paid from its due date and balance.
 * The number is the vendor's: unique per vendor, not per organization.
 */
export const bills = accounting.table(
  'bills',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    billNumber: text('bill_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    paymentTerms: integer('payment_terms').notNull(),
    paymentTermsLabel: text('payment_terms_label').notNull(),
    status: text('status').$type<'draft' | 'pending_approval' | 'approved' | 'open' | 'void'>().notNull(),
    ...salesHeaderColumns({ party: 'vendor' }),
    /** What is left to pay: the total less payments and vendor credits (none yet: the total). */
    balance: decimal('balance').notNull().default('0'),
    submittedById: id('submitted_by_id'),
    approvedById: id('approved_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bills_org_vendor_number').on(t.organizationId, t.customerId, sql`lower(${t.billNumber})`),
    // The list's sort and searched columns (bill-service.ts); bill numbers sort by lower(number) over every vendor.
    ...listIndexes('bills', t, {
      sorts: {
        created: t.createdAt,
        updated: t.updatedAt,
        date: t.date,
        due_date: t.dueDate,
        vendor_name: sql`lower(${t.customerName})`,
        bill_number: sql`lower(${t.billNumber})`,
        total: t.total,
        balance: t.balance,
      },
      searched: [t.billNumber, t.referenceNumber, t.customerName],
      // Still owed (bill-states.ts: open, not paid): Status.Unpaid and the states within it.
      subsets: { owed: { on: t.dueDate, where: sql`${t.status} not in ('draft', 'pending_approval', 'approved', 'void') and ${t.balance} > 0` } },
    }),
    index('bills_org_reference').on(t.organizationId, sql`lower(${t.referenceNumber})`),
    index('bills_org_due').on(t.organizationId, t.status, t.dueDate),
    index('bills_org_vendor').on(t.organizationId, t.customerId),
  ],
);

/** The lines of a bill: an invoice's columns; `account_id` is the expense or inventory account debited. */
export const billLineItems = accounting.table(
  'bill_line_items',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    billId: id('bill_id').notNull(),
    ...salesLineColumns(),
  },
  (t) => [
    index('bill_line_items_bill').on(t.organizationId, t.billId),
    index('bill_line_items_item').on(t.organizationId, t.itemId),
    index('bill_line_items_account').on(t.organizationId, t.accountId),
    index('bill_line_items_tax').on(t.organizationId, t.taxId),
  ],
);

/** History of a bill: entries the platform writes on every change, and comments people add. */
export const billComments = accounting.table(
  'bill_comments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    billId: id('bill_id').notNull(),
    ...commentEntry(),
    createdAt: createdAt(),
  },
  (t) => [index('bill_comments_bill').on(t.organizationId, t.billId)],
);

/**
 * The purchase-order lines a bill's lines bill (`line_items[].purchaseorder_item_id`): one row
 * per bill line that names one, with the quantity billed and the part of its value that clears
 * what the order's receives already booked to accounts payable (subgraphs/accounting/README.md,
 * "Bills from purchase orders"). The order and its lines are inventory's; their ids are kept here.
 */
export const billOrderLines = accounting.table(
  'bill_order_lines',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    billId: id('bill_id').notNull(),
    lineItemId: id('line_item_id').notNull(),
    purchaseorderId: id('purchaseorder_id').notNull(),
    purchaseorderItemId: id('purchaseorder_item_id').notNull(),
    quantity: decimal('quantity').notNull(),
    /** The received part's value at the order's rate, in the bill's currency: debited to accounts payable instead of the line's account. */
    receivedValue: decimal('received_value').notNull().default('0'),
  },
  (t) => [
    uniqueIndex('bill_order_lines_line').on(t.organizationId, t.lineItemId),
    index('bill_order_lines_bill').on(t.organizationId, t.billId),
    index('bill_order_lines_order_line').on(t.organizationId, t.purchaseorderItemId),
    index('bill_order_lines_order').on(t.organizationId, t.purchaseorderId),
  ],
);
