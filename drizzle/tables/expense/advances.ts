import { date, index, jsonb, text } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from '../../columns.ts';
import { expense } from './settings.ts';
import { type ExpenseCustomFieldValue } from './reports.ts';

/** Employee advance payments. */
export const advancePayments = expense.table(
  'advance_payments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    userId: id('user_id').notNull(),
    currencyId: id('currency_id').notNull(),
    exchangeRate: decimal('exchange_rate').notNull(),
    rcyExchangeRate: decimal('rcy_exchange_rate').notNull(),
    amount: decimal('amount').notNull(),
    bcyAmount: decimal('bcy_amount').notNull(),
    rcyAmount: decimal('rcy_amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').$type<'draft' | 'submitted' | 'approved' | 'rejected' | 'recalled' | 'void'>().notNull().default('draft'),
    accountId: id('account_id'),
    referenceNumber: text('reference_number'),
    notes: text('notes'),
    tripId: id('trip_id'),
    customerId: id('customer_id'),
    projectId: id('project_id'),
    locationId: id('location_id'),
    customFields: jsonb('custom_fields').$type<ExpenseCustomFieldValue[]>().notNull().default([]),
    reportId: id('report_id'),
    /** Base-currency part offsetting its report, fixed when the report is approved. */
    appliedBcyAmount: decimal('applied_bcy_amount'),
    approverId: id('approver_id'),
    submittedToId: id('submitted_to_id'),
    submittedDate: date('submitted_date', { mode: 'string' }),
    approvedDate: date('approved_date', { mode: 'string' }),
    refundAmount: decimal('refund_amount'),
    refundDate: date('refund_date', { mode: 'string' }),
    refundAccountId: id('refund_account_id'),
    refundExchangeRate: decimal('refund_exchange_rate'),
    refundBcyAmount: decimal('refund_bcy_amount'),
    refundRcyAmount: decimal('refund_rcy_amount'),
    refundNotes: text('refund_notes'),
    refundReferenceNumber: text('refund_reference_number'),
    createdById: id('created_by_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('advance_payments_user').on(t.organizationId, t.userId), index('advance_payments_report').on(t.organizationId, t.reportId)],
);
