import { describe, expect, it } from 'vitest';
import { refundCashLines, refundPostingLines } from '../../subgraphs/accounting/creditnotes/creditnote-posting.ts';
import type { PostingLine } from '../../subgraphs/core/books/ledger.ts';
import { dec, roundTo, sum } from '../../subgraphs/core/values/money.ts';

const side = (lines: PostingLine[]) => lines.map((l) => [l.accountId, l.debit ? `Dr ${l.debit}` : `Cr ${l.credit}`]);
const bcy = (lines: PostingLine[]) =>
  sum(lines.map((l) => roundTo(dec(l.debit ?? 0).times(l.exchangeRate), 2).minus(roundTo(dec(l.credit ?? 0).times(l.exchangeRate), 2))));
const base = { currencyId: 'usd', pricePrecision: 2 };

describe('credit note refund posting', () => {
  it('debits the receivable back and credits the bank', () => {
    const lines = refundPostingLines({
      amount: '12.5',
      currencyId: 'usd',
      noteRate: '1',
      refundRate: '1',
      accounts: { receivable: 'ar', from: 'bank', exchange: 'fx' },
      base,
      creditnoteNumber: 'CN-1',
    });
    expect(side(lines)).toEqual([
      ['ar', 'Dr 12.5'],
      ['bank', 'Cr 12.5'],
    ]);
  });

  it('posts the difference of rates as exchange gain or loss in the base currency', () => {
    // 100 EUR credited at 1.10 (110 USD of receivable), refunded at 1.05 (105 USD out of the bank)
    const lines = refundPostingLines({
      amount: '100',
      currencyId: 'eur',
      noteRate: '1.1',
      refundRate: '1.05',
      accounts: { receivable: 'ar', from: 'bank', exchange: 'fx' },
      base,
      creditnoteNumber: 'CN-1',
    });
    expect(lines.at(-1)).toMatchObject({ accountId: 'fx', credit: '5', currencyId: 'usd', exchangeRate: '1' });
    expect(bcy(lines).isZero()).toBe(true);
  });

  it('gives the cash basis the refund’s share of the credit note’s lines', () => {
    const posted: PostingLine[] = [
      { accountId: 'ar', credit: '110', currencyId: 'usd', exchangeRate: '1' },
      { accountId: 'sales', debit: '100', currencyId: 'usd', exchangeRate: '1' },
      { accountId: 'vat', debit: '10', currencyId: 'usd', exchangeRate: '1' },
    ];
    const lines = refundCashLines({
      amount: '33',
      note: { total: '110', currencyId: 'usd', exchangeRate: '1', pricePrecision: 2 },
      posted,
      accounts: { receivable: 'ar', rounding: 'rounding' },
      base,
    });
    expect(side(lines)).toEqual([
      ['ar', 'Cr 33'],
      ['sales', 'Dr 30'],
      ['vat', 'Dr 3'],
    ]);
    expect(
      refundCashLines({
        amount: '1',
        note: { total: '0', currencyId: 'usd', exchangeRate: '1', pricePrecision: 2 },
        posted,
        accounts: { receivable: 'ar', rounding: 'r' },
        base,
      }),
    ).toEqual([]);
  });

  it('rounds a share that does not divide evenly to the rounding account', () => {
    const posted: PostingLine[] = [
      { accountId: 'ar', credit: '30', currencyId: 'usd', exchangeRate: '1' },
      { accountId: 'a', debit: '10', currencyId: 'usd', exchangeRate: '1' },
      { accountId: 'b', debit: '10', currencyId: 'usd', exchangeRate: '1' },
      { accountId: 'c', debit: '10', currencyId: 'usd', exchangeRate: '1' },
    ];
    const lines = refundCashLines({
      amount: '10',
      note: { total: '30', currencyId: 'usd', exchangeRate: '1', pricePrecision: 2 },
      posted,
      accounts: { receivable: 'ar', rounding: 'rounding' },
      base,
    });
    // 3 × 3.33 = 9.99 against 10: 0.01 more debited to rounding
    expect(lines.at(-1)).toMatchObject({ accountId: 'rounding', debit: '0.01' });
    expect(bcy(lines).isZero()).toBe(true);
  });
});
