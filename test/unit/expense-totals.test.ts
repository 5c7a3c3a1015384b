import { describe, expect, it } from 'vitest';
import { expensePostingLines } from '../../subgraphs/accounting/expenses/expense-posting.ts';
import { expenseTotals } from '../../subgraphs/accounting/expenses/expense-totals.ts';
import { dec } from '../../subgraphs/core/values/money.ts';
import type { TaxComponent } from '../../subgraphs/erp/api.ts';

const tax = (taxId: string, percentage: number, accounts: Partial<Pick<TaxComponent, 'accountId' | 'purchaseAccountId'>> = {}): TaxComponent => ({
  taxId,
  name: taxId,
  percentage: dec(percentage),
  isCompound: false,
  accountId: accounts.accountId ?? '',
  purchaseAccountId: accounts.purchaseAccountId ?? '',
});
const ACCOUNTS = { inputTax: 'input', taxPayable: 'payable', rounding: 'rounding' };
const sums = (lines: ReturnType<typeof expensePostingLines>) => {
  const out: Record<string, string> = {};
  for (const l of lines)
    out[l.accountId] = dec(out[l.accountId] ?? 0)
      .plus(l.debit ?? 0)
      .minus(l.credit ?? 0)
      .toFixed();
  return out;
};

describe('expense totals and posting', () => {
  it('adds exclusive tax on top and debits it to the purchase tax account', () => {
    const totals = expenseTotals({
      pricePrecision: 2,
      isInclusiveTax: false,
      lines: [
        { amount: '100', taxes: [tax('vat', 10, { purchaseAccountId: 'vat-in' })], reverseCharge: [] },
        { amount: '50.005', taxes: [], reverseCharge: [] },
      ],
    });
    expect([
      totals.amount.toFixed(),
      totals.subTotal.toFixed(),
      totals.taxTotal.toFixed(),
      totals.total.toFixed(),
      totals.roundingDifference.toFixed(),
    ]).toEqual(['150.01', '150.01', '10', '160.01', '0']);
    const lines = expensePostingLines({
      totals,
      lineAccounts: ['office', 'travel'],
      paidThroughAccountId: 'cash',
      accounts: ACCOUNTS,
      currencyId: 'usd',
      exchangeRate: '1',
      base: { currencyId: 'usd', pricePrecision: 2 },
    });
    expect(sums(lines)).toEqual({ office: '100', travel: '50.01', 'vat-in': '10', cash: '-160.01' });
  });

  it('extracts inclusive tax and posts the remainder to rounding', () => {
    const totals = expenseTotals({
      pricePrecision: 2,
      isInclusiveTax: true,
      lines: [0, 1, 2].map(() => ({ amount: '10', taxes: [tax('vat', 7)], reverseCharge: [] })),
    });
    expect([totals.subTotal.toFixed(), totals.taxTotal.toFixed(), totals.total.toFixed(), totals.roundingDifference.toFixed()]).toEqual([
      '28.05',
      '1.96',
      '30',
      '-0.01',
    ]);
    const lines = expensePostingLines({
      totals,
      lineAccounts: ['meals', 'meals', 'meals'],
      paidThroughAccountId: 'cash',
      accounts: ACCOUNTS,
      currencyId: 'usd',
      exchangeRate: '1',
      base: { currencyId: 'usd', pricePrecision: 2 },
    });
    expect(sums(lines)).toEqual({ meals: '28.05', input: '1.96', rounding: '-0.01', cash: '-30' });
  });

  it('posts reverse charge on both sides without changing what was paid', () => {
    const totals = expenseTotals({
      pricePrecision: 2,
      isInclusiveTax: false,
      lines: [{ amount: '1000', taxes: [], reverseCharge: [tax('igst', 18, { accountId: 'igst-out' })] }],
    });
    expect([totals.total.toFixed(), totals.reverseChargeTotal.toFixed()]).toEqual(['1000', '180']);
    const lines = expensePostingLines({
      totals,
      lineAccounts: ['it'],
      paidThroughAccountId: 'bank',
      accounts: ACCOUNTS,
      currencyId: 'inr',
      exchangeRate: '1',
      base: { currencyId: 'inr', pricePrecision: 2 },
    });
    expect(sums(lines)).toEqual({ it: '1000', bank: '-1000', input: '180', 'igst-out': '-180' });
  });

  it('balances in the base currency with an exchange rounding line', () => {
    const totals = expenseTotals({
      pricePrecision: 2,
      isInclusiveTax: false,
      lines: [
        { amount: '0.01', taxes: [], reverseCharge: [] },
        { amount: '0.01', taxes: [], reverseCharge: [] },
      ],
    });
    const lines = expensePostingLines({
      totals,
      lineAccounts: ['a', 'b'],
      paidThroughAccountId: 'cash',
      accounts: ACCOUNTS,
      currencyId: 'eur',
      exchangeRate: '1.5',
      base: { currencyId: 'usd', pricePrecision: 2 },
    });
    // 0.015 → 0.02 twice on the debit side, 0.03 on the credit: a cent to rounding in USD.
    const base = lines.map((l) =>
      dec(l.debit ?? 0)
        .minus(l.credit ?? 0)
        .times(l.exchangeRate)
        .toDecimalPlaces(2, 4),
    );
    expect(base.reduce((a, b) => a.plus(b), dec(0)).toFixed()).toBe('0');
    expect(lines.at(-1)).toMatchObject({ accountId: 'rounding', currencyId: 'usd', exchangeRate: '1', credit: '0.01' });
  });

  it('posts nothing for an expense of nothing', () => {
    const totals = expenseTotals({ pricePrecision: 2, isInclusiveTax: false, lines: [{ amount: '0', taxes: [], reverseCharge: [] }] });
    expect(
      expensePostingLines({
        totals,
        lineAccounts: ['a'],
        paidThroughAccountId: 'cash',
        accounts: ACCOUNTS,
        currencyId: 'usd',
        exchangeRate: '1',
        base: { currencyId: 'usd', pricePrecision: 2 },
      }),
    ).toEqual([]);
  });
});
