import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgSchema, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from '../../columns.ts';

/** The expense module's own PostgreSQL schema (subgraphs/expense). */
export const expense = pgSchema('expense');

export interface CategoryLimitValue {
  category_id: string;
  limit: string;
}

/** Expense settings of a member of the organization; a member without a row has the role their membership implies. */
export const expenseMembers = expense.table(
  'members',
  {
    organizationId: id('organization_id').notNull(),
    userId: id('user_id').notNull(),
    role: text('role').$type<'admin' | 'approver' | 'submitter'>(),
    approvalLimit: decimal('approval_limit'),
    approverId: id('approver_id'),
    policyId: id('policy_id'),
    employeeNumber: text('employee_number'),
    departmentName: text('department_name'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] })],
);

export const expenseCategories = expense.table(
  'categories',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    categoryName: text('category_name').notNull(),
    description: text('description'),
    accountId: id('account_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('expense_categories_name').on(t.organizationId, sql`lower(${t.categoryName})`)],
);

export const expensePolicies = expense.table(
  'policies',
  {
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
  },
  (t) => [
    uniqueIndex('expense_policies_name').on(t.organizationId, sql`lower(${t.policyName})`),
    uniqueIndex('expense_policies_default').on(t.organizationId).where(sql`${t.isDefault}`),
  ],
);
