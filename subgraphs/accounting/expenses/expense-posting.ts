/**
 * What an expense posts to the ledger, as a pure function of its totals (expense-totals.ts) and
 * the accounts involved:
 * - each line's account is debited with the line's net amount (lines on one account together);
 * - each tax is debited to its purchase (input) tax account, else the Input Tax account;
 * - the paid-through account is credited with the total;
 * - the inclusive extraction's remainder goes to Rounding;
 * - a reverse-charge tax is both sides at once: debited to its purchase tax account (input tax
 *   the buyer may recover) and credited to its tax account, else Tax Payable (the tax the buyer
 *   owes in the vendor's stead); the total paid does not change.
 * Balanced in the expense's currency by construction, and in the base currency with the line
 * the per-line conversion needs.
 */
import type { PostingLine } from '../../core/books/ledger.ts';
import { type Decimal, type DecimalInput, dec, roundTo, sum } from '../../core/values/money.ts';
import type { ExpenseTotals } from './expense-totals.ts';

export interface ExpenseSystemAccounts {
  inputTax: string;
  taxPayable: string;
  rounding: string;
}

export interface ExpensePostingInput {
  totals: Pick<ExpenseTotals, 'lines' | 'taxes' | 'total' | 'roundingDifference' | 'reverseCharges'>;
  /** The account of each line, in the order of totals.lines. */
  lineAccounts: readonly string[];
  paidThroughAccountId: string;
  accounts: ExpenseSystemAccounts;
  currencyId: string;
  exchangeRate: DecimalInput;
  base: { currencyId: string; pricePrecision: number };
}

/** Positive: debit; negative: credit. */
function line(accountId: string, amount: Decimal, currencyId: string, exchangeRate: string, description: string): PostingLine {
  return amount.lt(0)
    ? { accountId, credit: amount.negated().toFixed(), currencyId, exchangeRate, description }
    : { accountId, debit: amount.toFixed(), currencyId, exchangeRate, description };
}

/** The lines of the expense's ledger entry; empty when there is nothing to post. */
export function expensePostingLines(input: ExpensePostingInput): PostingLine[] {
  const { totals, accounts } = input;
  const rate = dec(input.exchangeRate).toFixed();
  const byAccount = new Map<string, Decimal>();
  totals.lines.forEach((l, i) => byAccount.set(input.lineAccounts[i], (byAccount.get(input.lineAccounts[i]) ?? dec(0)).plus(l.net)));
  const amounts: { accountId: string; amount: Decimal; description: string }[] = [
    ...[...byAccount].map(([accountId, amount]) => ({ accountId, amount, description: 'Expense' })),
    ...totals.taxes.map((t) => ({ accountId: t.purchaseAccountId || accounts.inputTax, amount: t.amount, description: t.name })),
    { accountId: accounts.rounding, amount: totals.roundingDifference, description: 'Rounding difference' },
    { accountId: input.paidThroughAccountId, amount: totals.total.negated(), description: 'Paid through' },
    ...totals.reverseCharges.flatMap((t) => [
      { accountId: t.purchaseAccountId || accounts.inputTax, amount: t.amount, description: `${t.name} (reverse charge)` },
      { accountId: t.accountId || accounts.taxPayable, amount: t.amount.negated(), description: `${t.name} (reverse charge)` },
    ]),
  ].filter((a) => !a.amount.isZero());
  if (!amounts.length) return [];
  const lines = amounts.map((a) => line(a.accountId, a.amount, input.currencyId, rate, a.description));

  // The ledger converts and rounds each line on its own; what that leaves over in the base
  // currency is posted to rounding in the base currency itself.
  const places = input.base.pricePrecision;
  const base = (amount: string | null | undefined) => roundTo(dec(amount ?? 0).times(rate), places);
  const left = sum(lines.map((l) => base(l.credit).minus(base(l.debit))));
  if (!left.isZero()) lines.push(line(accounts.rounding, left, input.base.currencyId, '1', 'Exchange rounding'));
  return lines;
}
