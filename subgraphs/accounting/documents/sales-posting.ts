/**
 * What a sales document posts to the ledger, as a pure function of its totals
 * (documents/document-totals.ts), the accounts involved and its side:
 * - `sale` (an invoice): the receivable is debited with `total`, and the rest credits income per
 *   account, tax per tax, shipping, adjustment and the rounding difference, less the document
 *   discount debited to `discount`;
 * - `return` (a credit note): the same lines on the other side (income, tax and shipping
 *   debited, the discount credited, the receivable credited with `total`).
 * The entry balances in the document's currency by construction (see `roundingDifference`) and
 * in the base currency with the line the per-line conversion needs, so what the ledger holds for
 * a document is always its total.
 */
import type { Executor } from '../../../drizzle/client.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import type { PostingLine } from '../../core/books/ledger.ts';
import { Decimal, type DecimalInput, dec, roundTo, sum } from '../../core/values/money.ts';
import type { InvoiceTotals } from './document-totals.ts';

/**
 * Which way a priced document posts: a sale (invoice), a return of one (credit note), a
 * purchase (a bill): the return's sides (lines, tax and shipping debited, the discount credited)
 * against accounts payable credited with `total`; or the return of a purchase (a vendor credit):
 * the sale's sides, accounts payable debited with `total` and the lines' expense or inventory
 * accounts, input tax and shipping credited. On the purchase sides `accounts` holds the purchase
 * roles (purchaseSystemAccounts: `receivable` is accounts payable, `sales` cost of goods sold,
 * `taxPayable` input tax), and every tax goes to `taxPayable`.
 */
export type SalesSide = 'sale' | 'return' | 'purchase' | 'purchase_return';

/** The system accounts a sales document posts to, by role. */
export interface SalesSystemAccounts {
  receivable: string;
  /** Income of a line that names neither an account nor an item with one. */
  sales: string;
  /** A tax whose definition names no account. */
  taxPayable: string;
  discount: string;
  shipping: string;
  rounding: string;
}

/** The system keys of the accounts of SalesSystemAccounts (core/books/chart-store.ts findAccounts). */
export const SALES_SYSTEM_KEYS = {
  receivable: 'accounts_receivable',
  sales: 'sales',
  taxPayable: 'tax_payable',
  discount: 'discount',
  shipping: 'shipping_charge',
  rounding: 'rounding',
} as const satisfies Record<keyof SalesSystemAccounts, string>;

export interface SalesPostingInput {
  totals: Pick<InvoiceTotals, 'lines' | 'taxes' | 'total' | 'discountPosted' | 'shippingCharge' | 'adjustment' | 'roundingDifference'>;
  /** The income account of each line, in the order of totals.lines. */
  lineAccounts: readonly string[];
  accounts: SalesSystemAccounts;
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

/**
 * The lines of the document's ledger entry on `side` (a sale unless told); empty when there is
 * nothing to post (a zero document).
 */
export function salesPostingLines(input: SalesPostingInput, side: SalesSide = 'sale'): PostingLine[] {
  const { totals, accounts } = input;
  const rate = dec(input.exchangeRate).toFixed();
  // The counter account (receivable or payable) is debited on a sale and a purchase return.
  const debited = side === 'sale' || side === 'purchase_return';
  const sign = debited ? 1 : -1;
  const purchase = side === 'purchase' || side === 'purchase_return';

  const income = new Map<string, Decimal>();
  totals.lines.forEach((l, i) => {
    const accountId = input.lineAccounts[i] ?? accounts.sales;
    income.set(accountId, (income.get(accountId) ?? new Decimal(0)).plus(l.income));
  });
  const credits: Amount[] = [
    ...[...income].map(([accountId, amount]) => ({ accountId, credit: amount, description: purchase ? 'Purchases' : 'Sales' })),
    ...totals.taxes.map((t) => ({ accountId: (!purchase && t.accountId) || accounts.taxPayable, credit: t.amount, description: t.name })),
    { accountId: accounts.discount, credit: totals.discountPosted.negated(), description: 'Discount' },
    { accountId: accounts.shipping, credit: totals.shippingCharge, description: 'Shipping charge' },
    { accountId: accounts.rounding, credit: totals.adjustment, description: 'Adjustment' },
    { accountId: accounts.rounding, credit: totals.roundingDifference, description: 'Rounding difference' },
  ].filter((a) => !a.credit.isZero());
  if (totals.total.isZero() && !credits.length) return [];

  const receivable = totals.total.toFixed();
  const counter = purchase ? 'Accounts payable' : 'Accounts receivable';
  const lines: PostingLine[] = [
    debited
      ? { accountId: accounts.receivable, debit: receivable, currencyId: input.currencyId, exchangeRate: rate, description: counter }
      : { accountId: accounts.receivable, credit: receivable, currencyId: input.currencyId, exchangeRate: rate, description: counter },
    ...credits.map((a) => line(a.accountId, a.credit.times(sign), input.currencyId, rate, a.description)),
  ];

  // The ledger converts and rounds each line on its own; what that leaves over in the base
  // currency is posted to rounding in the base currency itself.
  const places = input.base.pricePrecision;
  const base = (amount: string | null | undefined) => roundTo(dec(amount ?? 0).times(rate), places);
  const left = sum(lines.map((l) => base(l.debit).minus(base(l.credit))));
  if (!left.isZero()) lines.push(line(accounts.rounding, left, input.base.currencyId, '1', 'Exchange rounding'));
  return lines;
}

/** The system keys of the roles on a purchase (side `purchase`): payable, cost of goods sold, input tax. */
export const PURCHASE_SYSTEM_KEYS = {
  ...SALES_SYSTEM_KEYS,
  receivable: 'accounts_payable',
  sales: 'cost_of_goods_sold',
  taxPayable: 'input_tax',
} as const satisfies Record<keyof SalesSystemAccounts, string>;

/** The organization's system accounts a purchase document (a bill) posts to, by the roles of SalesSystemAccounts (one query). */
export const purchaseSystemAccounts = (db: Executor, organizationId: string) => salesSystemAccounts(db, organizationId, PURCHASE_SYSTEM_KEYS);

/** The organization's system accounts a sales document posts to (one query). */
export async function salesSystemAccounts(
  db: Executor,
  organizationId: string,
  keys: Record<keyof SalesSystemAccounts, string> = SALES_SYSTEM_KEYS,
): Promise<SalesSystemAccounts> {
  const found = await findAccounts(db, organizationId, { systemKeys: Object.values(keys) });
  const key = (role: keyof SalesSystemAccounts) => {
    const account = found.find((a) => a.systemKey === keys[role]);
    if (!account) throw new Error(`organization ${organizationId} has no ${keys[role]} account`);
    return account.id;
  };
  return {
    receivable: key('receivable'),
    sales: key('sales'),
    taxPayable: key('taxPayable'),
    discount: key('discount'),
    shipping: key('shipping'),
    rounding: key('rounding'),
  };
}
