import { describe, expect, it } from 'vitest';
import {
  type RoundingType,
  applyRounding,
  bracketFor,
  discountedRate,
  findOverlap,
  parseDiscount,
  percentageRate,
} from '../../subgraphs/accounting/catalog/pricebook-rates.ts';

const rate = (base: string, percentage: string, isIncrease: boolean, roundingType: RoundingType, decimalPlace = 2) =>
  percentageRate(base, { percentage, isIncrease, roundingType, decimalPlace }).toFixed();

describe('fixed_percentage rates', () => {
  it('marks up and down by the percentage before rounding', () => {
    // 100 × 1.10 = 110; 80 × 0.75 = 60; 19.99 × 1.15 = 22.9885
    expect(rate('100', '10', true, 'NO_ROUNDING')).toBe('110');
    expect(rate('80', '25', false, 'NO_ROUNDING')).toBe('60');
    expect(rate('19.99', '15', true, 'NO_ROUNDING')).toBe('22.99');
    expect(rate('19.99', '15', false, 'NO_ROUNDING')).toBe('16.99'); // 19.99 × 0.85 = 16.9915
  });

  it('keeps decimal_place places without rounding types, ties half up', () => {
    // 19.99 × 1.15 = 22.9885
    expect(rate('19.99', '15', true, 'NO_ROUNDING', 0)).toBe('23');
    expect(rate('19.99', '15', true, 'NO_ROUNDING', 1)).toBe('23');
    expect(rate('19.99', '15', true, 'NO_ROUNDING', 3)).toBe('22.989');
    expect(rate('19.99', '15', true, 'NO_ROUNDING', 4)).toBe('22.9885');
    expect(rate('19.99', '15', true, 'NO_ROUNDING', 6)).toBe('22.9885');
    // 10 × 1.1225 = 11.225: half up gives 11.23 where banker's rounding would give 11.22
    expect(rate('10', '12.25', true, 'NO_ROUNDING', 2)).toBe('11.23');
    // 0.1 × 1.2 = 0.12 exactly: no binary float drift
    expect(rate('0.1', '20', true, 'NO_ROUNDING', 6)).toBe('0.12');
  });

  it('rounds to the nearest whole unit (round_to_dollor)', () => {
    expect(rate('10', '23', true, 'ROUND_TO_DOLLAR')).toBe('12'); // 12.30
    expect(rate('10', '25', true, 'ROUND_TO_DOLLAR')).toBe('13'); // 12.50, a tie: up
    expect(rate('10', '27.4', true, 'ROUND_TO_DOLLAR')).toBe('13'); // 12.74
    expect(rate('20', '38.5', false, 'ROUND_TO_DOLLAR')).toBe('12'); // 12.30 by markdown
  });

  it('rounds to the nearest whole unit minus 0.01', () => {
    expect(rate('10', '23', true, 'ROUND_TO_DOLLAR_MINUS_01')).toBe('11.99'); // 12.30 → 12 → 11.99
    expect(rate('10', '25', true, 'ROUND_TO_DOLLAR_MINUS_01')).toBe('12.99'); // 12.50 → 13 → 12.99
    expect(rate('10', '27.4', true, 'ROUND_TO_DOLLAR_MINUS_01')).toBe('12.99'); // 12.74 → 13
  });

  it('rounds to the nearest 0.50', () => {
    expect(rate('10', '23', true, 'ROUND_TO_HALF_DOLLAR')).toBe('12.5'); // 12.30
    expect(rate('10', '22.4', true, 'ROUND_TO_HALF_DOLLAR')).toBe('12'); // 12.24
    expect(rate('10', '22.5', true, 'ROUND_TO_HALF_DOLLAR')).toBe('12.5'); // 12.25, a tie: up
    expect(rate('10', '27.4', true, 'ROUND_TO_HALF_DOLLAR')).toBe('12.5'); // 12.74
    expect(rate('10', '27.5', true, 'ROUND_TO_HALF_DOLLAR')).toBe('13'); // 12.75, a tie: up
  });

  it('rounds to the nearest 0.50 minus 0.01', () => {
    expect(rate('10', '23', true, 'ROUND_TO_HALF_DOLLAR_MINUS_01')).toBe('12.49'); // 12.30 → 12.50
    expect(rate('10', '21', true, 'ROUND_TO_HALF_DOLLAR_MINUS_01')).toBe('11.99'); // 12.10 → 12.00
    expect(rate('10', '27.5', true, 'ROUND_TO_HALF_DOLLAR_MINUS_01')).toBe('12.99'); // 12.75 → 13.00
  });

  it('ignores decimal_place for the whole-unit roundings', () => {
    expect(rate('10', '23', true, 'ROUND_TO_DOLLAR_MINUS_01', 0)).toBe('11.99');
    expect(rate('10', '23', true, 'ROUND_TO_HALF_DOLLAR', 0)).toBe('12.5');
  });

  it('never goes below 0', () => {
    expect(rate('0.40', '0', true, 'ROUND_TO_DOLLAR_MINUS_01')).toBe('0'); // 0.40 → 0 → not -0.01
    expect(rate('0.20', '0', true, 'ROUND_TO_HALF_DOLLAR_MINUS_01')).toBe('0'); // 0.20 → 0.00
    expect(rate('0.40', '0', true, 'ROUND_TO_HALF_DOLLAR_MINUS_01')).toBe('0.49'); // 0.40 → 0.50
    for (const type of ['NO_ROUNDING', 'ROUND_TO_DOLLAR', 'ROUND_TO_DOLLAR_MINUS_01', 'ROUND_TO_HALF_DOLLAR', 'ROUND_TO_HALF_DOLLAR_MINUS_01'] as const) {
      expect(rate('37.45', '100', false, type)).toBe('0');
    }
  });

  it('rounds a value on its own', () => {
    expect(applyRounding('12.30', 'ROUND_TO_DOLLAR_MINUS_01', 2).toFixed()).toBe('11.99');
    expect(applyRounding('2.345', 'NO_ROUNDING', 2).toFixed()).toBe('2.35');
  });
});

describe('price brackets', () => {
  const r = (start: string, end: string | null) => ({ startQuantity: start, endQuantity: end });

  it('accepts ranges that do not share a quantity, in any order, the open one last', () => {
    expect(findOverlap([r('1', '10'), r('11', '20'), r('21', null)])).toBeUndefined();
    expect(findOverlap([r('21', null), r('1', '10'), r('10.5', '20')])).toBeUndefined();
    expect(findOverlap([r('5', '5')])).toBeUndefined();
  });

  it('finds two ranges sharing a quantity, named by their input positions', () => {
    expect(findOverlap([r('1', '10'), r('10', '20')])).toEqual([0, 1]); // both hold 10
    expect(findOverlap([r('11', '20'), r('1', '30')])).toEqual([0, 1]);
    expect(findOverlap([r('1', '5'), r('30', '40'), r('6', '100')])).toEqual([1, 2]);
    expect(findOverlap([r('1', null), r('50', '60')])).toEqual([0, 1]); // an open range not last
    expect(findOverlap([r('1', null), r('5', null)])).toEqual([0, 1]);
  });

  it('picks the bracket that holds a quantity', () => {
    const ranges = [r('1', '10'), r('11', '20'), r('50', null)];
    expect(bracketFor(ranges, '1')).toBe(0);
    expect(bracketFor(ranges, '10')).toBe(0);
    expect(bracketFor(ranges, '15')).toBe(1);
    expect(bracketFor(ranges, '30')).toBeUndefined();
    expect(bracketFor(ranges, '1000')).toBe(2);
    expect(bracketFor(ranges, '0.5')).toBeUndefined();
  });
});

describe('discounts', () => {
  it('reads percentages and amounts', () => {
    expect(parseDiscount('10%')).toEqual({ kind: 'percent', value: expect.anything() });
    expect(parseDiscount('12.5%')?.value.toFixed()).toBe('12.5');
    expect(parseDiscount('5')).toMatchObject({ kind: 'amount' });
    expect(parseDiscount('100%')?.value.toFixed()).toBe('100');
    expect(parseDiscount('100.5%')).toBeUndefined();
    expect(parseDiscount('-5%')).toBeUndefined();
    expect(parseDiscount('ten')).toBeUndefined();
  });

  it('takes a discount off a rate, never below 0', () => {
    expect(discountedRate('80', parseDiscount('10%'), 2).toFixed()).toBe('72');
    expect(discountedRate('19.99', parseDiscount('15%'), 2).toFixed()).toBe('16.99'); // 16.9915
    expect(discountedRate('19.99', parseDiscount('2.5'), 2).toFixed()).toBe('17.49');
    expect(discountedRate('3', parseDiscount('5'), 2).toFixed()).toBe('0');
    expect(discountedRate('3', undefined, 2).toFixed()).toBe('3');
  });
});
