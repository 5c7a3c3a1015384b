import { describe, expect, it } from 'vitest';
import { Decimal, dec, formatMoney, roundTo, sum, toDb } from '../../subgraphs/core/values/money.ts';

describe('money', () => {
  it('rounds half up, away from zero, to the precision asked', () => {
    expect(roundTo('2.345', 2).toFixed(2)).toBe('2.35');
    expect(roundTo('2.344999', 2).toFixed(2)).toBe('2.34');
    expect(roundTo('0.5', 0).toFixed(0)).toBe('1');
    expect(roundTo('1.5', 0).toFixed(0)).toBe('2');
    expect(roundTo('2.5', 0).toFixed(0)).toBe('3');
  });

  it('rounds negative amounts symmetrically', () => {
    expect(roundTo('-2.345', 2).toFixed(2)).toBe('-2.35');
    expect(roundTo('-2.344', 2).toFixed(2)).toBe('-2.34');
    expect(roundTo('-0.5', 0).toFixed(0)).toBe('-1');
    expect(toDb(roundTo('-0.004', 2))).toBe('0');
  });

  it('rounds to three decimals for currencies such as KWD and BHD, and to none for JPY', () => {
    expect(roundTo('1.2345', 3).toFixed(3)).toBe('1.235');
    expect(roundTo('0.0005', 3).toFixed(3)).toBe('0.001');
    expect(roundTo('-10.0005', 3).toFixed(3)).toBe('-10.001');
    expect(roundTo('1234.5', 0).toFixed(0)).toBe('1235');
  });

  it('does not inherit binary floating-point errors from number inputs', () => {
    expect(roundTo(1.005, 2).toFixed(2)).toBe('1.01');
    expect(toDb(dec(0.1).plus(0.2))).toBe('0.3');
    expect(toDb(sum(['0.1', 0.2, dec('0.3')]))).toBe('0.6');
  });

  it('writes the canonical form of numeric columns: no exponent, no trailing zeros', () => {
    expect(toDb('1.500')).toBe('1.5');
    expect(toDb('100')).toBe('100');
    expect(toDb('1e21')).toBe('1000000000000000000000');
    expect(toDb('1e-7')).toBe('0.0000001');
    expect(toDb('-0')).toBe('0');
    expect(toDb('-12.340')).toBe('-12.34');
    expect(toDb(new Decimal('123456789012345678901234567890.123456789'))).toBe('123456789012345678901234567890.123456789');
    expect(toDb(dec(null))).toBe('0');
  });

  it('formats amounts for documents exactly, with thousands grouped', () => {
    expect(formatMoney('USD', '1234567.005', 2)).toBe('USD 1,234,567.01');
    expect(formatMoney('USD', '123456789012345678.45', 2)).toBe('USD 123,456,789,012,345,678.45');
    expect(formatMoney('JPY', '1000', 0)).toBe('JPY 1,000');
    expect(formatMoney('EUR', '-1234.5', 2)).toBe('EUR -1,234.50');
    expect(formatMoney('BHD', '0.1', 3)).toBe('BHD 0.100');
  });
});
