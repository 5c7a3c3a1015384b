import { describe, expect, it } from 'vitest';
import type { TaxComponent } from '../../subgraphs/erp/api.ts';
import { type PostingLine } from '../../subgraphs/core/books/ledger.ts';
import { dec, roundTo, sum } from '../../subgraphs/core/values/money.ts';
import { type SalesPostingInput, salesPostingLines } from '../../subgraphs/accounting/documents/sales-posting.ts';
import { type TotalsInput, type TotalsLine, allocate, invoiceTotals } from '../../subgraphs/accounting/documents/document-totals.ts';

// Every expected number below was worked out by hand; the comments show the working.

function tax(taxId: string, percentage: string, options: { compound?: boolean; accountId?: string } = {}): TaxComponent {
  return {
    taxId,
    name: `Tax ${taxId}`,
    percentage: dec(percentage),
    isCompound: options.compound ?? false,
    accountId: options.accountId ?? `acct-${taxId}`,
    purchaseAccountId: '',
  };
}

const line = (rate: string, quantity: string, more: Partial<TotalsLine> = {}): TotalsLine => ({ rate, quantity, discount: null, taxes: [], ...more });

function totals(lines: TotalsLine[], more: Partial<TotalsInput> = {}) {
  return invoiceTotals({
    pricePrecision: 2,
    discountType: 'entity_level',
    isDiscountBeforeTax: true,
    isInclusiveTax: false,
    discount: null,
    shippingCharge: 0,
    adjustment: 0,
    lines,
    ...more,
  });
}

const text = (values: { toFixed(): string }[]) => values.map((v) => v.toFixed());

function failure(run: () => unknown): { message: string; field: unknown } {
  try {
    run();
  } catch (error) {
    const e = error as { message: string; extensions: { field: unknown } };
    return { message: e.message, field: e.extensions.field };
  }
  throw new Error('expected a failure');
}

describe('invoice totals', () => {
  it('adds lines without tax or discount', () => {
    // 2 × 10.00 = 20.00; 3 × 4.50 = 13.50; total 33.50
    const t = totals([line('10', '2'), line('4.5', '3')]);
    expect(text(t.lines.map((l) => l.itemTotal))).toEqual(['20', '13.5']);
    expect(t.subTotal.toFixed()).toBe('33.5');
    expect(t.taxTotal.toFixed()).toBe('0');
    expect(t.total.toFixed()).toBe('33.5');
    expect(t.roundingDifference.toFixed()).toBe('0');
  });

  it('takes item_level discounts, a percentage or an amount off the line, and rounds item_total', () => {
    // 12.34 × 3 = 37.02; 10 % = 3.702 → 3.70; 37.02 − 3.702 = 33.318 → 33.32
    // 20 × 2 = 40; "5" off the line → 35.00
    const t = totals([line('12.34', '3', { discount: '10%' }), line('20', '2', { discount: '5' })], { discountType: 'item_level' });
    expect(text(t.lines.map((l) => l.discountAmount))).toEqual(['3.7', '5']);
    expect(text(t.lines.map((l) => l.itemTotal))).toEqual(['33.32', '35']);
    expect(t.subTotal.toFixed()).toBe('68.32');
    expect(t.total.toFixed()).toBe('68.32');
  });

  it('adds an exclusive tax', () => {
    // 100 × 18 % = 18; total 118
    const t = totals([line('100', '1', { taxes: [tax('gst', '18')] })]);
    expect(t.taxes).toMatchObject([{ taxId: 'gst', amount: dec(18), accountId: 'acct-gst' }]);
    expect(t.taxTotal.toFixed()).toBe('18');
    expect(t.total.toFixed()).toBe('118');
  });

  it('sums each tax over the lines before rounding it', () => {
    // three lines of 0.10 at 5 %: 0.005 each, 0.015 together → 0.02 (rounding per line would give 0.03)
    const t = totals([0, 1, 2].map(() => line('0.1', '1', { taxes: [tax('vat', '5')] })));
    expect(t.taxes.map((x) => x.amount.toFixed())).toEqual(['0.02']);
    expect(t.total.toFixed()).toBe('0.32');
  });

  it('applies a compound tax on the amount plus the simple taxes', () => {
    // A 10 % of 100 = 10; B (compound) 5 % of 110 = 5.50; total 115.50
    const t = totals([line('100', '1', { taxes: [tax('a', '10'), tax('b', '5', { compound: true })] })]);
    expect(t.taxes.map((x) => [x.taxId, x.amount.toFixed()])).toEqual([
      ['a', '10'],
      ['b', '5.5'],
    ]);
    expect(t.total.toFixed()).toBe('115.5');
  });

  it('lists the taxes of a group one by one, merged with the same tax on other lines', () => {
    // group CGST 9 % + SGST 9 % on 250: 22.50 each; another line with CGST alone on 100: 9
    const group = [tax('cgst', '9'), tax('sgst', '9')];
    const t = totals([line('250', '1', { taxes: group }), line('100', '1', { taxes: [tax('cgst', '9')] })]);
    expect(t.taxes.map((x) => [x.taxId, x.amount.toFixed()])).toEqual([
      ['cgst', '31.5'],
      ['sgst', '22.5'],
    ]);
    expect(t.taxTotal.toFixed()).toBe('54');
    expect(t.total.toFixed()).toBe('404');
  });

  it('extracts an inclusive tax from the rate: P·r/(1+r)', () => {
    // 118 holds 118 × 0.18 / 1.18 = 18; the total stays 118, the income is 100
    const t = totals([line('118', '1', { taxes: [tax('gst', '18')] })], { isInclusiveTax: true });
    expect(t.lines[0].itemTotal.toFixed()).toBe('118');
    expect(t.taxTotal.toFixed()).toBe('18');
    expect(t.total.toFixed()).toBe('118');
    expect(t.lines[0].income.toFixed()).toBe('100');
    expect(t.roundingDifference.toFixed()).toBe('0');
  });

  it('extracts a compound inclusive tax', () => {
    // 115.50 / (1.10 × 1.05) = 100; A 10, B 5.50
    const t = totals([line('115.5', '1', { taxes: [tax('a', '10'), tax('b', '5', { compound: true })] })], { isInclusiveTax: true });
    expect(t.taxes.map((x) => x.amount.toFixed())).toEqual(['10', '5.5']);
    expect(t.total.toFixed()).toBe('115.5');
  });

  it('leaves the rounding of inclusive lines to the rounding difference', () => {
    // three lines of 10.00 holding 7 %: tax 10 × 0.07 / 1.07 = 0.6542056… each, 1.9626168… → 1.96
    // income 9.3457943… → 9.35 each, 28.05; posted 28.05 + 1.96 = 30.01 against a total of 30.00
    const t = totals(
      [0, 1, 2].map(() => line('10', '1', { taxes: [tax('vat', '7')] })),
      { isInclusiveTax: true },
    );
    expect(t.taxTotal.toFixed()).toBe('1.96');
    expect(text(t.lines.map((l) => l.income))).toEqual(['9.35', '9.35', '9.35']);
    expect(t.total.toFixed()).toBe('30');
    expect(t.roundingDifference.toFixed()).toBe('-0.01');
  });

  it('takes an entity discount before tax: it lowers what is taxed', () => {
    // lines 100 (10 % tax) and 50 (untaxed); "30" shared 20 / 10; tax 10 % of 80 = 8
    // total 150 − 30 + 8 = 128
    const t = totals([line('100', '1', { taxes: [tax('vat', '10')] }), line('50', '1')], { discount: '30' });
    expect(text(t.lines.map((l) => l.discountShare))).toEqual(['20', '10']);
    expect(t.discountAmount.toFixed()).toBe('30');
    expect(t.taxTotal.toFixed()).toBe('8');
    expect(t.total.toFixed()).toBe('128');
    expect(t.discountPosted.toFixed()).toBe('30');
  });

  it('takes an entity discount after tax: off the total alone', () => {
    // same lines: tax 10; 150 + 10 = 160; − 30 = 130
    const t = totals([line('100', '1', { taxes: [tax('vat', '10')] }), line('50', '1')], { discount: '30', isDiscountBeforeTax: false });
    expect(t.taxTotal.toFixed()).toBe('10');
    expect(t.total.toFixed()).toBe('130');
    // a percentage after tax is of sub total plus tax: 10 % of 160 = 16 → 144
    const percent = totals([line('100', '1', { taxes: [tax('vat', '10')] }), line('50', '1')], { discount: '10%', isDiscountBeforeTax: false });
    expect(percent.discountAmount.toFixed()).toBe('16');
    expect(percent.total.toFixed()).toBe('144');
  });

  it('shares a discount out in whole cents, the odd cent to the largest remainder', () => {
    // "10" over 10 / 10 / 10: 3.333… each → 3.34, 3.33, 3.33
    // taxable 6.66 at 10 % = 0.666 → 0.67; 6.67 at 20 % = 1.334 → 1.33; total 30 − 10 + 2.00 = 22
    const t = totals([line('10', '1', { taxes: [tax('t10', '10')] }), line('10', '1', { taxes: [tax('t20', '20')] }), line('10', '1')], { discount: '10' });
    expect(text(t.lines.map((l) => l.discountShare))).toEqual(['3.34', '3.33', '3.33']);
    expect(t.taxes.map((x) => x.amount.toFixed())).toEqual(['0.67', '1.33']);
    expect(t.total.toFixed()).toBe('22');
    expect(text(allocate(dec('1'), [dec(1), dec(2)], 2))).toEqual(['0.33', '0.67']);
    expect(text(allocate(dec('0.05'), [dec(0), dec(0)], 2))).toEqual(['0', '0']);
  });

  it('takes a discount before tax from inclusive rates and posts its net part', () => {
    // 110 holding 10 %, "11" off: 99 holds 9 tax; income 100, discount posted 11 / 1.1 = 10
    const t = totals([line('110', '1', { taxes: [tax('vat', '10')] })], { isInclusiveTax: true, discount: '11' });
    expect(t.taxTotal.toFixed()).toBe('9');
    expect(t.total.toFixed()).toBe('99');
    expect(t.discountPosted.toFixed()).toBe('10');
    expect(t.roundingDifference.toFixed()).toBe('0');
  });

  it('adds shipping and an adjustment after tax', () => {
    // 100 + 10 % tax + 5 shipping − 0.50 adjustment = 114.50
    const t = totals([line('100', '1', { taxes: [tax('vat', '10')] })], { shippingCharge: '5', adjustment: '-0.5' });
    expect(t.total.toFixed()).toBe('114.5');
  });

  it('rounds to the currency precision, half away from zero', () => {
    // JPY: 333 × 10 % = 33.3 → 33; total 366
    expect(totals([line('333', '1', { taxes: [tax('ct', '10')] })], { pricePrecision: 0 }).total.toFixed()).toBe('366');
    // BHD: 1.2345 × 3 = 3.7035 → 3.704
    expect(totals([line('1.2345', '3')], { pricePrecision: 3 }).total.toFixed()).toBe('3.704');
  });

  it('refuses discounts and adjustments that make no sense, naming the field', () => {
    expect(failure(() => totals([line('10', '1', { discount: '11' })], { discountType: 'item_level' }))).toMatchObject({
      field: ['input', 'lineItems', 0, 'discount'],
      message: expect.stringContaining('more than the line amount'),
    });
    expect(failure(() => totals([line('10', '1', { discount: '1' })]))).toMatchObject({ field: ['input', 'lineItems', 0, 'discount'] });
    expect(failure(() => totals([line('10', '1')], { discount: '5', discountType: 'item_level' }))).toMatchObject({ field: ['input', 'discount'] });
    expect(failure(() => totals([line('10', '1')], { discount: '101%' }))).toMatchObject({
      field: ['input', 'discount'],
      message: expect.stringContaining('at most 100%'),
    });
    expect(failure(() => totals([line('10', '1')], { discount: '10.01' }))).toMatchObject({ field: ['input', 'discount'] });
    expect(failure(() => totals([line('10', '1')], { adjustment: '-10.01' }))).toMatchObject({ field: ['input', 'adjustment'] });
  });
});

const ACCOUNTS = { receivable: 'ar', sales: 'sales', taxPayable: 'tax-payable', discount: 'discount', shipping: 'shipping', rounding: 'rounding' };

function posting(t: ReturnType<typeof totals>, more: Partial<SalesPostingInput> = {}): PostingLine[] {
  return salesPostingLines({
    totals: t,
    lineAccounts: t.lines.map(() => 'sales'),
    accounts: ACCOUNTS,
    currencyId: 'usd',
    exchangeRate: '1',
    base: { currencyId: 'usd', pricePrecision: 2 },
    ...more,
  });
}

const side = (lines: PostingLine[]) => lines.map((l) => [l.accountId, l.debit ? `Dr ${l.debit}` : `Cr ${l.credit}`]);
const debits = (lines: PostingLine[], rate = '1') => sum(lines.map((l) => roundTo(dec(l.debit ?? 0).times(l.currencyId === 'usd' ? '1' : rate), 2)));
const credits = (lines: PostingLine[], rate = '1') => sum(lines.map((l) => roundTo(dec(l.credit ?? 0).times(l.currencyId === 'usd' ? '1' : rate), 2)));

describe('invoice posting', () => {
  it('debits the receivable with the total and credits income per account, tax per tax, shipping and the adjustment', () => {
    // 100 (own account) + 50 (sales), 10 % tax on the first; after-tax discount 30; shipping 5; adjustment 0.25
    // total 150 + 10 − 30 + 5 + 0.25 = 135.25
    const t = totals([line('100', '1', { taxes: [tax('vat', '10')] }), line('50', '1')], {
      discount: '30',
      isDiscountBeforeTax: false,
      shippingCharge: '5',
      adjustment: '0.25',
    });
    const lines = posting(t, { lineAccounts: ['consulting', 'sales'] });
    expect(side(lines)).toEqual([
      ['ar', 'Dr 135.25'],
      ['consulting', 'Cr 100'],
      ['sales', 'Cr 50'],
      ['acct-vat', 'Cr 10'],
      ['discount', 'Dr 30'],
      ['shipping', 'Cr 5'],
      ['rounding', 'Cr 0.25'],
    ]);
    expect(debits(lines).equals(credits(lines))).toBe(true);
  });

  it('posts lines of one account together and a tax without an account to tax payable', () => {
    const t = totals([line('10', '1', { taxes: [tax('x', '10', { accountId: '' })] }), line('20', '1')]);
    expect(side(posting(t))).toEqual([
      ['ar', 'Dr 31'],
      ['sales', 'Cr 30'],
      ['tax-payable', 'Cr 1'],
    ]);
  });

  it('posts the rounding difference of inclusive rates, so the receivable is the total', () => {
    const t = totals(
      [0, 1, 2].map(() => line('10', '1', { taxes: [tax('vat', '7')] })),
      { isInclusiveTax: true },
    );
    const lines = posting(t);
    expect(side(lines)).toEqual([
      ['ar', 'Dr 30'],
      ['sales', 'Cr 28.05'],
      ['acct-vat', 'Cr 1.96'],
      ['rounding', 'Dr 0.01'],
    ]);
    expect(debits(lines).equals(credits(lines))).toBe(true);
  });

  it('debits a negative adjustment', () => {
    const t = totals([line('10', '1')], { adjustment: '-0.4' });
    expect(side(posting(t))).toEqual([
      ['ar', 'Dr 9.6'],
      ['sales', 'Cr 10'],
      ['rounding', 'Dr 0.4'],
    ]);
  });

  it('adds the base-currency rounding the per-line conversion leaves', () => {
    // in EUR at 1.5: three accounts of 0.01 convert to 0.015 → 0.02 each (0.06); the receivable
    // 0.03 converts to 0.045 → 0.05; 0.01 more is debited to rounding in the base currency
    const t = totals([line('0.01', '1'), line('0.01', '1'), line('0.01', '1')]);
    const lines = posting(t, { lineAccounts: ['a', 'b', 'c'], currencyId: 'eur', exchangeRate: '1.5' });
    expect(lines.at(-1)).toEqual({ accountId: 'rounding', debit: '0.01', currencyId: 'usd', exchangeRate: '1', description: 'Exchange rounding' });
    expect(debits(lines, '1.5').equals(credits(lines, '1.5'))).toBe(true);
  });

  it('posts nothing for an invoice of zero', () => {
    expect(posting(totals([line('0', '1')]))).toEqual([]);
  });

  it('posts a return (credit note) as the mirror of the sale', () => {
    const t = totals([line('100', '1', { taxes: [tax('vat', '10')] }), line('50', '1')], {
      discount: '30',
      isDiscountBeforeTax: false,
      shippingCharge: '5',
      adjustment: '0.25',
    });
    const sale = salesPostingLines({
      totals: t,
      lineAccounts: ['consulting', 'sales'],
      accounts: ACCOUNTS,
      currencyId: 'usd',
      exchangeRate: '1',
      base: { currencyId: 'usd', pricePrecision: 2 },
    });
    const ret = salesPostingLines(
      {
        totals: t,
        lineAccounts: ['consulting', 'sales'],
        accounts: ACCOUNTS,
        currencyId: 'usd',
        exchangeRate: '1',
        base: { currencyId: 'usd', pricePrecision: 2 },
      },
      'return',
    );
    const flip = (s: string) => (s.startsWith('Dr') ? s.replace('Dr', 'Cr') : s.replace('Cr', 'Dr'));
    expect(side(ret)).toEqual(side(sale).map(([a, s]) => [a, flip(s as string)]));
    expect(side(ret)[0]).toEqual(['ar', 'Cr 135.25']);
    expect(debits(ret).equals(credits(ret))).toBe(true);
  });
});
