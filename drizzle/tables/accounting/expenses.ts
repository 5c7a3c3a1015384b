import { boolean, date, index, integer, jsonb, text } from 'drizzle-orm/pg-core';
import { createdAt, decimal, historyEntry, id, updatedAt, type StoredTaxComponent } from '../../columns.ts';

import { accounting } from './schema.ts';

/** A reporting tag of an expense or expense line, as the wire spells it. */
export interface ExpenseTagValue {
  tag_id: string;
  tag_name: string | null;
  tag_option_id: string | null;
  tag_option_name: string | null;
  is_tag_mandatory: boolean;
}

/** Expenses of the accounting module (/books/v3 and /erp/v3); their lines are expense_line_items. */
export const expenses = accounting.table(
  'expenses',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The expense account of a plain expense; the first line's of an itemized one. */
    accountId: id('account_id').notNull(),
    paidThroughAccountId: id('paid_through_account_id').notNull(),
    vendorId: id('vendor_id'),
    vendorName: text('vendor_name'),
    amount: decimal('amount').notNull(),
    taxAmount: decimal('tax_amount').notNull(),
    isInclusiveTax: boolean('is_inclusive_tax').notNull(),
    subTotal: decimal('sub_total').notNull(),
    total: decimal('total').notNull(),
    bcyTotal: decimal('bcy_total').notNull(),
    roundingDifference: decimal('rounding_difference').notNull().default('0'),
    currencyId: id('currency_id').notNull(),
    exchangeRate: decimal('exchange_rate').notNull(),
    pricePrecision: integer('price_precision').notNull(),
    referenceNumber: text('reference_number'),
    description: text('description'),
    isBillable: boolean('is_billable').notNull(),
    isPersonal: boolean('is_personal').notNull(),
    isItemizedExpense: boolean('is_itemized_expense').notNull(),
    customerId: id('customer_id'),
    customerName: text('customer_name'),
    projectId: id('project_id'),
    projectName: text('project_name'),
    invoiceId: id('invoice_id'),
    invoiceNumber: text('invoice_number'),
    locationId: id('location_id'),
    status: text('status').$type<'unbilled' | 'invoiced' | 'non-billable'>().notNull(),
    receiptBlobId: id('receipt_blob_id'),
    receiptName: text('receipt_name'),
    receiptType: text('receipt_type'),
    mileageType: text('mileage_type').$type<'non_mileage' | 'odometer' | 'manual'>().notNull(),
    mileageRate: decimal('mileage_rate'),
    mileageUnit: text('mileage_unit'),
    distance: decimal('distance'),
    startReading: decimal('start_reading'),
    endReading: decimal('end_reading'),
    tripId: id('trip_id'),
    tripNumber: text('trip_number'),
    tags: jsonb('tags').$type<ExpenseTagValue[]>().notNull().default([]),
    gstNo: text('gst_no'),
    gstTreatment: text('gst_treatment'),
    destinationOfSupply: text('destination_of_supply'),
    sourceOfSupply: text('source_of_supply'),
    hsnOrSac: text('hsn_or_sac'),
    isPreGst: boolean('is_pre_gst'),
    reverseChargeTaxTotal: decimal('reverse_charge_tax_total').notNull().default('0'),
    /** The ledger entry currently posted for the expense. */
    journalId: id('journal_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('expenses_org_date').on(t.organizationId, t.date),
    index('expenses_org_created').on(t.organizationId, t.createdAt),
    index('expenses_customer').on(t.organizationId, t.customerId),
    index('expenses_vendor').on(t.organizationId, t.vendorId),
    index('expenses_invoice').on(t.organizationId, t.invoiceId),
    index('expenses_paid_through').on(t.organizationId, t.paidThroughAccountId),
  ],
);

/** The lines of an expense (one for a plain expense), replaced whole when an expense changes. */
export const expenseLineItems = accounting.table(
  'expense_line_items',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    expenseId: id('expense_id').notNull(),
    itemOrder: integer('item_order').notNull(),
    accountId: id('account_id').notNull(),
    description: text('description'),
    amount: decimal('amount').notNull(),
    itemTotal: decimal('item_total').notNull(),
    taxId: id('tax_id'),
    taxName: text('tax_name'),
    /** tax, compound_tax or tax_group: the kind of tax the line was taxed with. */
    taxType: text('tax_type'),
    taxPercentage: decimal('tax_percentage'),
    taxComponents: jsonb('tax_components').$type<StoredTaxComponent[]>().notNull().default([]),
    taxAmount: decimal('tax_amount').notNull(),
    reverseChargeTaxId: id('reverse_charge_tax_id'),
    reverseChargeTaxName: text('reverse_charge_tax_name'),
    reverseChargeTaxPercentage: decimal('reverse_charge_tax_percentage'),
    reverseChargeComponents: jsonb('reverse_charge_components').$type<StoredTaxComponent[]>().notNull().default([]),
    reverseChargeTaxAmount: decimal('reverse_charge_tax_amount').notNull(),
    taxExemptionCode: text('tax_exemption_code'),
    taxExemptionId: id('tax_exemption_id'),
    locationId: id('location_id'),
    tags: jsonb('tags').$type<ExpenseTagValue[]>().notNull().default([]),
  },
  (t) => [
    index('expense_line_items_expense').on(t.organizationId, t.expenseId),
    index('expense_line_items_account').on(t.organizationId, t.accountId),
    index('expense_line_items_tax').on(t.organizationId, t.taxId),
    index('expense_line_items_rc_tax').on(t.organizationId, t.reverseChargeTaxId),
  ],
);

/** History of an expense: an entry the platform writes on every change. */
export const expenseComments = accounting.table(
  'expense_comments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    expenseId: id('expense_id').notNull(),
    ...historyEntry(),
    transactionId: id('transaction_id'),
    transactionType: text('transaction_type'),
    createdAt: createdAt(),
  },
  (t) => [index('expense_comments_expense').on(t.organizationId, t.expenseId)],
);
