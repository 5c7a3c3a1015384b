import { boolean, date, index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from '../../columns.ts';
import { expense } from './settings.ts';

export interface ExpenseCustomFieldValue {
  customfield_id: string;
  value: string | null;
}

export interface ExpenseTagValue {
  tag_id: string;
  tag_name: string | null;
}

/** Expense reports; totals are computed from their expenses when read. */
export const expenseReports = expense.table(
  'reports',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    userId: id('user_id').notNull(),
    reportNumber: text('report_number').notNull(),
    reportName: text('report_name').notNull(),
    description: text('description'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    dueDays: integer('due_days'),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status').$type<'draft' | 'submitted' | 'approved' | 'rejected' | 'reimbursed' | 'recalled'>().notNull().default('draft'),
    isArchived: boolean('is_archived').notNull().default(false),
    currencyId: id('currency_id').notNull(),
    approverId: id('approver_id'),
    submittedToId: id('submitted_to_id'),
    previousApproverId: id('previous_approver_id'),
    submittedDate: date('submitted_date', { mode: 'string' }),
    lastSubmittedDate: date('last_submitted_date', { mode: 'string' }),
    approvedDate: date('approved_date', { mode: 'string' }),
    customerId: id('customer_id'),
    projectId: id('project_id'),
    tags: jsonb('tags').$type<ExpenseTagValue[]>().notNull().default([]),
    customFields: jsonb('custom_fields').$type<ExpenseCustomFieldValue[]>().notNull().default([]),
    createdById: id('created_by_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('expense_reports_number').on(t.organizationId, t.reportNumber),
    index('expense_reports_list').on(t.organizationId, t.isArchived, t.createdAt),
  ],
);

/** Expenses of employees; in one report at most. */
export const employeeExpenses = expense.table(
  'expenses',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    userId: id('user_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    categoryId: id('category_id'),
    currencyId: id('currency_id').notNull(),
    exchangeRate: decimal('exchange_rate').notNull(),
    amount: decimal('amount').notNull(),
    bcyTotal: decimal('bcy_total').notNull(),
    taxAmount: decimal('tax_amount').notNull().default('0'),
    merchantName: text('merchant_name'),
    description: text('description'),
    referenceNumber: text('reference_number'),
    isReimbursable: boolean('is_reimbursable').notNull().default(true),
    isBillable: boolean('is_billable').notNull().default(false),
    paidThroughAccountId: id('paid_through_account_id'),
    paymentMode: text('payment_mode'),
    customerId: id('customer_id'),
    projectId: id('project_id'),
    locationId: id('location_id'),
    reportId: id('report_id'),
    isRejected: boolean('is_rejected').notNull().default(false),
    rejectionComments: text('rejection_comments'),
    receiptBlobId: id('receipt_blob_id'),
    customFields: jsonb('custom_fields').$type<ExpenseCustomFieldValue[]>().notNull().default([]),
    createdById: id('created_by_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('employee_expenses_report').on(t.organizationId, t.reportId), index('employee_expenses_user').on(t.organizationId, t.userId, t.date)],
);

/** Reimbursements of approved reports (each posted on its own). */
export const reimbursements = expense.table(
  'reimbursements',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    reportId: id('report_id').notNull(),
    amount: decimal('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    accountId: id('account_id').notNull(),
    referenceNumber: text('reference_number'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('reimbursements_report').on(t.organizationId, t.reportId)],
);

/** Approval history and comments of reports and advances. */
export const expenseActivities = expense.table(
  'activities',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    subjectType: text('subject_type').$type<'report' | 'advance'>().notNull(),
    subjectId: id('subject_id').notNull(),
    kind: text('kind').$type<'history' | 'comment'>().notNull(),
    operationType: text('operation_type').notNull(),
    status: text('status'),
    description: text('description'),
    approvalReason: text('approval_reason'),
    userId: id('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('expense_activities_subject').on(t.organizationId, t.subjectId, t.createdAt)],
);
