import { describe, expect, it } from 'vitest';
import { type TaxComponent, computeTaxes } from '../../subgraphs/erp/api.ts';
import { dec } from '../../subgraphs/core/values/money.ts';

function tax(taxId: string, percentage: string, isCompound = false): TaxComponent {
  return { taxId, name: taxId.toUpperCase(), percentage: dec(percentage), isCompound, accountId: `out-${taxId}`, purchaseAccountId: `in-${taxId}` };
}

/** Amounts as plain strings, so a failing expectation shows the numbers. */
function amounts(result: ReturnType<typeof computeTaxes>) {
  return {
    taxable: result.taxable.toFixed(),
    total: result.total.toFixed(),
    components: result.components.map((c) => [c.taxId, c.amount.toFixed()]),
  };
}

describe('computeTaxes, exclusive', () => {
  it('applies a simple tax to the amount: 18 % of 1000 is 180', () => {
    expect(amounts(computeTaxes({ amount: '1000', inclusive: false, components: [tax('gst', '18')] }))).toEqual({
      taxable: '1000',
      total: '180',
      components: [['gst', '180']],
    });
  });

  it('applies each member of a group to the amount: CGST 9 % + SGST 9 % of 1000 are 90 + 90', () => {
    expect(amounts(computeTaxes({ amount: '1000', inclusive: false, components: [tax('cgst', '9'), tax('sgst', '9')] }))).toEqual({
      taxable: '1000',
      total: '180',
      components: [
        ['cgst', '90'],
        ['sgst', '90'],
      ],
    });
  });

  it('applies a compound tax to the amount plus the simple taxes: 10 % of 1000 = 100, then 5 % of 1100 = 55', () => {
    expect(amounts(computeTaxes({ amount: '1000', inclusive: false, components: [tax('vat', '10'), tax('cess', '5', true)] }))).toEqual({
      taxable: '1000',
      total: '155',
      components: [
        ['vat', '100'],
        ['cess', '55'],
      ],
    });
  });

  it('applies compound taxes on the simple ones only, never on each other, wherever they are listed', () => {
    // 200 × 10 % = 20; (200 + 20) × 5 % = 11; (200 + 20) × 2 % = 4.4.
    expect(amounts(computeTaxes({ amount: '200', inclusive: false, components: [tax('c1', '5', true), tax('vat', '10'), tax('c2', '2', true)] }))).toEqual({
      taxable: '200',
      total: '35.4',
      components: [
        ['c1', '11'],
        ['vat', '20'],
        ['c2', '4.4'],
      ],
    });
  });

  it('does not round: 7.5 % of 33.33 is 2.49975', () => {
    expect(amounts(computeTaxes({ amount: '33.33', inclusive: false, components: [tax('st', '7.5')] })).total).toBe('2.49975');
  });

  it('takes nothing without taxes and nothing at 0 %', () => {
    expect(amounts(computeTaxes({ amount: '99.99', inclusive: false, components: [] }))).toEqual({ taxable: '99.99', total: '0', components: [] });
    expect(amounts(computeTaxes({ amount: '99.99', inclusive: true, components: [tax('nil', '0')] }))).toEqual({
      taxable: '99.99',
      total: '0',
      components: [['nil', '0']],
    });
  });

  it('carries the percentage of each component', () => {
    const result = computeTaxes({ amount: '50', inclusive: false, components: [tax('gst', '12.5')] });
    expect(result.components[0]).toMatchObject({ taxId: 'gst', name: 'GST' });
    expect(result.components[0].percentage.toFixed()).toBe('12.5');
  });
});

describe('computeTaxes, inclusive', () => {
  it('extracts one tax: 1180 holding 18 % is 1000 + 180', () => {
    expect(amounts(computeTaxes({ amount: '1180', inclusive: true, components: [tax('gst', '18')] }))).toEqual({
      taxable: '1000',
      total: '180',
      components: [['gst', '180']],
    });
  });

  it('extracts simple taxes together: 1180 holding 9 % + 9 % is 1000 + 90 + 90', () => {
    expect(amounts(computeTaxes({ amount: '1180', inclusive: true, components: [tax('cgst', '9'), tax('sgst', '9')] }))).toEqual({
      taxable: '1000',
      total: '180',
      components: [
        ['cgst', '90'],
        ['sgst', '90'],
      ],
    });
  });

  it('extracts a compound tax: 1155 holding 10 % then 5 % on top is 1000 + 100 + 55 (1155 / (1.1 × 1.05))', () => {
    expect(amounts(computeTaxes({ amount: '1155', inclusive: true, components: [tax('vat', '10'), tax('cess', '5', true)] }))).toEqual({
      taxable: '1000',
      total: '155',
      components: [
        ['vat', '100'],
        ['cess', '55'],
      ],
    });
  });

  it('extracts several compound taxes: 235.4 / (1.1 × 1.07) = 200', () => {
    expect(amounts(computeTaxes({ amount: '235.4', inclusive: true, components: [tax('vat', '10'), tax('c1', '5', true), tax('c2', '2', true)] }))).toEqual({
      taxable: '200',
      total: '35.4',
      components: [
        ['vat', '20'],
        ['c1', '11'],
        ['c2', '4.4'],
      ],
    });
  });

  it('keeps base + taxes equal to the amount when the division does not terminate: 100 holding 18 %', () => {
    const result = computeTaxes({ amount: '100', inclusive: true, components: [tax('gst', '18')] });
    // 100 / 1.18 = 84.745762711864406779661016949152542372881...
    expect(result.taxable.toDecimalPlaces(12).toFixed()).toBe('84.745762711864');
    expect(result.total.toDecimalPlaces(12).toFixed()).toBe('15.254237288136');
    expect(result.taxable.plus(result.total).toFixed()).toBe('100');
  });

  it('keeps the sum exact with several taxes too: 100 holding 9 % + 9 % + 1 % compound', () => {
    const result = computeTaxes({ amount: '100', inclusive: true, components: [tax('cgst', '9'), tax('sgst', '9'), tax('cess', '1', true)] });
    // base = 100 / (1.18 × 1.01) = 83.9066957543...; each 9 % is 7.5516026178...; the cess 1 % of base × 1.18 = 0.9900990099...
    expect(result.taxable.toDecimalPlaces(6).toFixed()).toBe('83.906696');
    expect(result.components[0].amount.toDecimalPlaces(6).toFixed()).toBe('7.551603');
    expect(result.components[1].amount.toDecimalPlaces(6).toFixed()).toBe('7.551603');
    expect(result.components[2].amount.toDecimalPlaces(6).toFixed()).toBe('0.990099');
    expect(result.taxable.plus(result.total).toFixed()).toBe('100');
  });
});
