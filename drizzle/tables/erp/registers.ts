import { date, index, jsonb, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from '../../columns.ts';
import { erp } from './taxes.ts';

/**
 * Bulk actions on an account register (subgraphs/erp/services/register-bulk.ts): what was done
 * to which manual journals, by whom. Written in the transaction of the action itself, so a
 * refused (rolled back) action leaves no record.
 */
export const registerBulkActions = erp.table(
  'register_bulk_actions',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    accountId: id('account_id').notNull(),
    actionType: text('action_type').$type<'update' | 'delete'>().notNull(),
    status: text('status').notNull(),
    description: text('description').notNull(),
    userId: id('user_id').notNull(),
    transactionIds: jsonb('transaction_ids').$type<string[]>().notNull(),
    updatedField: text('updated_field'),
    updatedValue: text('updated_value'),
    updatedReason: text('updated_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('register_bulk_actions_account').on(t.organizationId, t.accountId, t.createdAt)],
);

/** Monthly budgets of an account (budget vs actuals of a register); `month` is its first day. */
export const accountBudgets = erp.table(
  'account_budgets',
  {
    organizationId: id('organization_id').notNull(),
    accountId: id('account_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    amount: decimal('amount').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.accountId, t.month] })],
);
