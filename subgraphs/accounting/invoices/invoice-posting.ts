/**
 * What a sent invoice posts to the ledger, as a pure function of its totals (documents/document-totals.ts)
 * and the accounts involved: the receivable is debited with `total`, and the rest credits
 * income per account, tax per tax, shipping, adjustment and the rounding difference, less the
 * invoice discount debited to `discount`. The entry balances in the invoice's currency by
 * construction (see `roundingDifference`) and in the base currency with the line the
 * per-line conversion needs, so what the ledger holds for an invoice is always its total.
 */
import type { PostingLine } from '../../core/books/ledger.ts';
import { Decimal, type DecimalInput, dec, roundTo, sum } from '../../core/values/money.ts';
import type { InvoiceTotals } from '../documents/document-totals.ts';

/** The system accounts an invoice posts to, by role. */
export interface InvoiceSystemAccounts {
  receivable: string;
  /** Income of a line that names neither an account nor an item with one. */
  sales: string;
  /** A tax whose definition names no account. */
  taxPayable: string;
  discount: string;
  shipping: string;
  rounding: string;
}

export interface InvoicePostingInput {
  totals: Pick<InvoiceTotals, 'lines' | 'taxes' | 'total' | 'discountPosted' | 'shippingCharge' | 'adjustment' | 'roundingDifference'>;
  /** The income account of each line, in the order of totals.lines. */
  lineAccounts: readonly string[];
  accounts: InvoiceSystemAccounts;
  currencyId: string;
  exchangeRate: DecimalInput;
  /** The organization's base currency and its precision, which the ledger converts each line to. */
  base: { currencyId: string; pricePrecision: number };
}

interface Amount {
  accountId: string;
  /** Positive: credit; negative: debit. */
  credit: Decimal;
  description: string;
}

function line(accountId: string, amount: Decimal, currencyId: string, exchangeRate: string, description: string): PostingLine {
  return amount.lt(0)
    ? { accountId, debit: amount.negated().toFixed(), currencyId, exchangeRate, description }
    : { accountId, credit: amount.toFixed(), currencyId, exchangeRate, description };
}

/** The lines of the invoice's ledger entry; empty when there is nothing to post (a zero invoice). */
export function invoicePostingLines(input: InvoicePostingInput): PostingLine[] {
  const { totals, accounts } = input;
  const rate = dec(input.exchangeRate).toFixed();

  const income = new Map<string, Decimal>();
  totals.lines.forEach((l, i) => {
    const accountId = input.lineAccounts[i] ?? accounts.sales;
    income.set(accountId, (income.get(accountId) ?? new Decimal(0)).plus(l.income));
  });
  const credits: Amount[] = [
    ...[...income].map(([accountId, amount]) => ({ accountId, credit: amount, description: 'Sales' })),
    ...totals.taxes.map((t) => ({ accountId: t.accountId || accounts.taxPayable, credit: t.amount, description: t.name })),
    { accountId: accounts.discount, credit: totals.discountPosted.negated(), description: 'Discount' },
    { accountId: accounts.shipping, credit: totals.shippingCharge, description: 'Shipping charge' },
    { accountId: accounts.rounding, credit: totals.adjustment, description: 'Adjustment' },
    { accountId: accounts.rounding, credit: totals.roundingDifference, description: 'Rounding difference' },
  ].filter((a) => !a.credit.isZero());
  if (totals.total.isZero() && !credits.length) return [];

  const lines: PostingLine[] = [
    { accountId: accounts.receivable, debit: totals.total.toFixed(), currencyId: input.currencyId, exchangeRate: rate, description: 'Accounts receivable' },
    ...credits.map((a) => line(a.accountId, a.credit, input.currencyId, rate, a.description)),
  ];

  // The ledger converts and rounds each line on its own; what that leaves over in the base
  // currency is posted to rounding in the base currency itself.
  const places = input.base.pricePrecision;
  const base = (amount: string | null | undefined) => roundTo(dec(amount ?? 0).times(rate), places);
  const left = sum(lines.map((l) => base(l.debit).minus(base(l.credit))));
  if (!left.isZero()) lines.push(line(accounts.rounding, left, input.base.currencyId, '1', 'Exchange rounding'));
  return lines;
}
