import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from '../columns.ts';

/** The expense module's own PostgreSQL schema (subgraphs/expense). */
export const expense = pgSchema('expense');

export interface ExpenseCustomFieldValue {
  customfield_id: string;
  value: string | null;
}

export interface ExpenseTagValue {
  tag_id: string;
  tag_name: string | null;
}

export interface CategoryLimitValue {
  category_id: string;
  limit: string;
}

/** Expense settings of a member of the organization; a member without a row has the role their membership implies. */
export const expenseMembers = expense.table('members', {
  organizationId: id('organization_id').notNull(),
  userId: id('user_id').notNull(),
  role: text('role').$type<'admin' | 'approver' | 'submitter'>(),
  approvalLimit: decimal('approval_limit'),
  approverId: id('approver_id'),
  policyId: id('policy_id'),
  employeeNumber: text('employee_number'),
  departmentName: text('department_name'),
  updatedAt: updatedAt(),
}, (t) => [primaryKey({ columns: [t.organizationId, t.userId] })]);

export const expenseCategories = expense.table('categories', {
  id: id('id').primaryKey(),
  organizationId: id('organization_id').notNull(),
  categoryName: text('category_name').notNull(),
  description: text('description'),
  accountId: id('account_id').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('expense_categories_name').on(t.organizationId, sql`lower(${t.categoryName})`)]);

export const expensePolicies = expense.table('policies', {
  id: id('id').primaryKey(),
  organizationId: id('organization_id').notNull(),
  policyName: text('policy_name').notNull(),
  description: text('description'),
  isDefault: boolean('is_default').notNull().default(false),
  receiptRequiredAmount: decimal('receipt_required_amount'),
  allowedCurrencyIds: jsonb('allowed_currency_ids').$type<string[]>().notNull().default([]),
  expiryDays: integer('expiry_days'),
  categoryLimits: jsonb('category_limits').$type<CategoryLimitValue[]>().notNull().default([]),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('expense_policies_name').on(t.organizationId, sql`lower(${t.policyName})`),
  uniqueIndex('expense_policies_default').on(t.organizationId).where(sql`${t.isDefault}`),
]);

/** Expense reports; totals are computed from their expenses when read. */
export const expenseReports = expense.table('reports', {
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
}, (t) => [
  uniqueIndex('expense_reports_number').on(t.organizationId, t.reportNumber),
  index('expense_reports_list').on(t.organizationId, t.isArchived, t.createdAt),
]);

/** Expenses of employees; in one report at most. */
export const employeeExpenses = expense.table('expenses', {
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
}, (t) => [index('employee_expenses_report').on(t.organizationId, t.reportId), index('employee_expenses_user').on(t.organizationId, t.userId, t.date)]);

/** Employee advance payments. */
export const advancePayments = expense.table('advance_payments', {
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
}, (t) => [index('advance_payments_user').on(t.organizationId, t.userId), index('advance_payments_report').on(t.organizationId, t.reportId)]);

/** Reimbursements of approved reports (each posted on its own). */
export const reimbursements = expense.table('reimbursements', {
  id: id('id').primaryKey(),
  organizationId: id('organization_id').notNull(),
  reportId: id('report_id').notNull(),
  amount: decimal('amount').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  accountId: id('account_id').notNull(),
  referenceNumber: text('reference_number'),
  notes: text('notes'),
  createdAt: createdAt(),
}, (t) => [index('reimbursements_report').on(t.organizationId, t.reportId)]);

/** Approval history and comments of reports and advances. */
export const expenseActivities = expense.table('activities', {
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
}, (t) => [index('expense_activities_subject').on(t.organizationId, t.subjectId, t.createdAt)]);
