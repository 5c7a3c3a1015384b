import { accounts } from '../../../drizzle/tables/core/ledger.ts';
import type { Tx } from '../../../drizzle/client.ts';
import { newId } from '../values/ids.ts';

/** Account types of the chart, grouped by the statement side they belong to. */
export const ACCOUNT_TYPES = {
  asset: [
    'other_asset',
    'other_current_asset',
    'cash',
    'bank',
    'fixed_asset',
    'accounts_receivable',
    'stock',
    'payment_clearing',
    'input_tax',
    'intangible_asset',
    'non_current_asset',
  ],
  liability: ['other_current_liability', 'credit_card', 'long_term_liability', 'other_liability', 'accounts_payable', 'output_tax', 'non_current_liability'],
  equity: ['equity'],
  income: ['income', 'other_income'],
  expense: ['expense', 'cost_of_goods_sold', 'other_expense'],
} as const;

export type AccountType = (typeof ACCOUNT_TYPES)[keyof typeof ACCOUNT_TYPES][number];
export const ALL_ACCOUNT_TYPES: readonly string[] = Object.values(ACCOUNT_TYPES).flat();

/**
 * The chart every organization starts with. System accounts carry a stable key that posting
 * rules look up (accounts receivable, tax payable, inventory...); they cannot be deleted.
 */
const DEFAULT_CHART: Array<[name: string, type: AccountType, systemKey?: string]> = [
  ['Accounts Receivable', 'accounts_receivable', 'accounts_receivable'],
  ['Inventory Asset', 'stock', 'inventory'],
  ['Petty Cash', 'cash', 'petty_cash'],
  ['Undeposited Funds', 'cash', 'undeposited_funds'],
  ['Prepaid Expenses', 'other_current_asset'],
  ['Employee Advance', 'other_current_asset', 'employee_advance'],
  ['Furniture and Equipment', 'fixed_asset'],
  ['Input Tax', 'input_tax', 'input_tax'],
  ['Accounts Payable', 'accounts_payable', 'accounts_payable'],
  ['Tax Payable', 'output_tax', 'tax_payable'],
  ['Employee Reimbursements', 'other_current_liability', 'employee_reimbursements'],
  ['Unearned Revenue', 'other_current_liability', 'customer_advances'],
  ['Opening Balance Adjustments', 'other_current_liability', 'opening_balance_adjustments'],
  ["Owner's Equity", 'equity', 'owners_equity'],
  ['Opening Balance Offset', 'equity', 'opening_balance_offset'],
  ['Drawings', 'equity', 'drawings'],
  ['Retained Earnings', 'equity', 'retained_earnings'],
  ['Sales', 'income', 'sales'],
  ['General Income', 'income', 'general_income'],
  ['Shipping Charge', 'income', 'shipping_charge'],
  ['Discount', 'income', 'discount'],
  ['Late Fee Income', 'income', 'late_fee_income'],
  ['Interest Income', 'other_income', 'interest_income'],
  ['Other Income', 'other_income', 'other_income'],
  ['Cost of Goods Sold', 'cost_of_goods_sold', 'cost_of_goods_sold'],
  ['Inventory Adjustments', 'cost_of_goods_sold', 'inventory_adjustments'],
  ['Advertising and Marketing', 'expense'],
  ['Bank Fees and Charges', 'expense', 'bank_charges'],
  ['Office Supplies', 'expense'],
  ['Rent Expense', 'expense'],
  ['Salaries and Employee Wages', 'expense'],
  ['Travel Expense', 'expense'],
  ['Meals and Entertainment', 'expense'],
  ['Telephone Expense', 'expense'],
  ['IT and Internet Expenses', 'expense'],
  ['Bad Debt', 'expense', 'bad_debt'],
  ['Uncategorized', 'expense', 'uncategorized'],
  ['Exchange Gain or Loss', 'other_expense', 'exchange_gain_loss'],
  ['Rounding', 'other_expense', 'rounding'],
];

export async function createDefaultChart(tx: Tx, organizationId: string, currencyId: string): Promise<void> {
  await tx.insert(accounts).values(
    DEFAULT_CHART.map(([accountName, accountType, systemKey]) => ({
      id: newId(),
      organizationId,
      accountName,
      accountType,
      currencyId,
      systemKey: systemKey ?? null,
      isSystemAccount: systemKey !== undefined,
    })),
  );
}
