/**
 * What a refund posts, as a pure function, on either side:
 * - `out` (a credit note's refund, money paid back to a customer): the receivable the credit
 *   note credited is debited back (at the credit note's rate) and the bank or cash account
 *   credited (at the refund's rate);
 * - `in` (a vendor credit's or a vendor payment's refund, money a vendor pays back): the bank or
 *   cash account is debited and accounts payable, which the vendor credit or payment debited,
 *   credited back.
 * A difference of rates is exchange gain or loss in the base currency. The documents themselves
 * post through the kernel (documents/sales-posting.ts).
 */
import type { PostingLine } from '../../core/books/ledger.ts';
import { type Decimal, dec, roundTo, sum } from '../../core/values/money.ts';

function line(accountId: string, amount: Decimal, currencyId: string, exchangeRate: string, description: string): PostingLine {
  return amount.lt(0)
    ? { accountId, credit: amount.negated().toFixed(), currencyId, exchangeRate, description }
    : { accountId, debit: amount.toFixed(), currencyId, exchangeRate, description };
}

export interface RefundPostingInput {
  amount: string;
  currencyId: string;
  /** The credit note's rate (its receivable's) and the refund's. */
  noteRate: string;
  refundRate: string;
  /** `receivable`: the document's counter account (receivable, or payable on the `in` side); `from`: the bank or cash account. */
  accounts: { receivable: string; from: string; exchange: string };
  base: { currencyId: string; pricePrecision: number };
  creditnoteNumber: string;
  /** The counter line's description (default: refund of the credit note). */
  description?: string;
}

export function refundPostingLines(input: RefundPostingInput, side: 'out' | 'in' = 'out'): PostingLine[] {
  const amount = side === 'out' ? dec(input.amount) : dec(input.amount).negated();
  const lines = [
    line(
      input.accounts.receivable,
      amount,
      input.currencyId,
      dec(input.noteRate).toFixed(),
      input.description ?? `Refund of credit note ${input.creditnoteNumber}`,
    ),
    line(input.accounts.from, amount.negated(), input.currencyId, dec(input.refundRate).toFixed(), 'Refund'),
  ];
  const places = input.base.pricePrecision;
  const bcy = (l: PostingLine) => roundTo(dec(l.debit ?? 0).times(l.exchangeRate), places).minus(roundTo(dec(l.credit ?? 0).times(l.exchangeRate), places));
  const left = sum(lines.map(bcy));
  return left.isZero() ? lines : [...lines, line(input.accounts.exchange, left.negated(), input.base.currencyId, '1', 'Exchange gain or loss')];
}

/**
 * The cash-basis side of a refund: money paid back is when a cash-basis report shows the credit
 * note, so the refund's share of the credit note's accrual lines (income, tax, shipping debited)
 * is posted against the receivable the refund debited, as a payment does for an invoice. Empty
 * for a credit note of zero or not posted.
 */
export function refundCashLines(input: {
  amount: string;
  note: { total: string; currencyId: string; exchangeRate: string; pricePrecision: number };
  /** The credit note's current accrual entry's lines (line currency amounts). */
  posted: readonly PostingLine[];
  accounts: { receivable: string; rounding: string };
  base: { currencyId: string; pricePrecision: number };
}): PostingLine[] {
  const total = dec(input.note.total);
  if (total.isZero() || !input.posted.length) return [];
  const share = dec(input.amount).div(total);
  const rate = dec(input.note.exchangeRate).toFixed();
  const lines: PostingLine[] = [line(input.accounts.receivable, dec(input.amount).negated(), input.note.currencyId, rate, 'Refunded of the credit note')];
  for (const l of input.posted) {
    if (l.accountId === input.accounts.receivable) continue;
    const places = l.currencyId === input.note.currencyId ? input.note.pricePrecision : input.base.pricePrecision;
    const signed = roundTo(
      dec(l.debit ?? 0)
        .minus(l.credit ?? 0)
        .times(share),
      places,
    );
    if (!signed.isZero()) lines.push(line(l.accountId, signed, l.currencyId, l.exchangeRate, l.description ?? 'Sales'));
  }
  const places = input.base.pricePrecision;
  const bcy = (l: PostingLine) => roundTo(dec(l.debit ?? 0).times(l.exchangeRate), places).minus(roundTo(dec(l.credit ?? 0).times(l.exchangeRate), places));
  const left = sum(lines.map(bcy));
  return left.isZero() ? lines : [...lines, line(input.accounts.rounding, left.negated(), input.base.currencyId, '1', 'Cash-basis rounding')];
}
