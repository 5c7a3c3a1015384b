/**
 * What a vendor payment posts, as a pure function (basis both, source `vendor_payment`):
 * accounts payable debited with the whole amount — each part applied to a bill at that bill's
 * rate, so the bill's payable is cleared in the base currency as it was posted, and the unused
 * part (the vendor's credit, an advance on the payable) at the payment's rate —, the bank charges
 * debited to Bank Fees and Charges, and the account paid from credited with amount + charges at
 * the payment's rate. What the rates leave over in the base currency is exchange gain or loss.
 */
import type { PostingLine } from '../../core/books/ledger.ts';
import { type Decimal, dec, roundTo, sum } from '../../core/values/money.ts';

export interface VendorPaymentPostingInput {
  amount: string;
  bankCharges: string;
  currencyId: string;
  exchangeRate: string;
  /** The parts applied to bills, each with the bill's rate. */
  applied: readonly { amount: string; exchangeRate: string; billNumber: string }[];
  accounts: { payable: string; paidThrough: string; bankCharges: string; exchange: string };
  base: { currencyId: string; pricePrecision: number };
}

function debit(accountId: string, amount: Decimal, currencyId: string, exchangeRate: string, description: string): PostingLine {
  return amount.lt(0)
    ? { accountId, credit: amount.negated().toFixed(), currencyId, exchangeRate, description }
    : { accountId, debit: amount.toFixed(), currencyId, exchangeRate, description };
}

export function vendorPaymentLines(input: VendorPaymentPostingInput): PostingLine[] {
  const rate = dec(input.exchangeRate).toFixed();
  const amount = dec(input.amount);
  const charges = dec(input.bankCharges);
  const applied = sum(input.applied.map((a) => dec(a.amount)));
  const unused = amount.minus(applied);
  const lines: PostingLine[] = [
    ...input.applied
      .filter((a) => !dec(a.amount).isZero())
      .map((a) => debit(input.accounts.payable, dec(a.amount), input.currencyId, dec(a.exchangeRate).toFixed(), `Payment of bill ${a.billNumber}`)),
    ...(unused.isZero() ? [] : [debit(input.accounts.payable, unused, input.currencyId, rate, 'Vendor advance (unused amount)')]),
    ...(charges.isZero() ? [] : [debit(input.accounts.bankCharges, charges, input.currencyId, rate, 'Bank charges')]),
    debit(input.accounts.paidThrough, amount.plus(charges).negated(), input.currencyId, rate, 'Vendor payment'),
  ];
  const places = input.base.pricePrecision;
  const bcy = (l: PostingLine) => roundTo(dec(l.debit ?? 0).times(l.exchangeRate), places).minus(roundTo(dec(l.credit ?? 0).times(l.exchangeRate), places));
  const left = sum(lines.map(bcy));
  return left.isZero() ? lines : [...lines, debit(input.accounts.exchange, left.negated(), input.base.currencyId, '1', 'Exchange gain or loss')];
}
