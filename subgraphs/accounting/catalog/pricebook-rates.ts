import { Decimal, type DecimalInput, dec } from '../../core/values/money.ts';

/**
 * How a price list turns rates into its own: the percentage computation of fixed_percentage
 * lists with their rounding, and the bracket and discount rules of per_item lists. Pure, so
 * invoices and the price list routes compute the same numbers.
 */

/** The GraphQL names of the rounding types (the wire spells ROUND_TO_DOLLAR `round_to_dollor`). */
export type RoundingType = 'NO_ROUNDING' | 'ROUND_TO_DOLLAR' | 'ROUND_TO_DOLLAR_MINUS_01' | 'ROUND_TO_HALF_DOLLAR' | 'ROUND_TO_HALF_DOLLAR_MINUS_01';

export interface PercentageRule {
  /** 0 to 100. */
  percentage: DecimalInput;
  /** Markup when true, markdown when false. */
  isIncrease: boolean;
  roundingType: RoundingType;
  /** Places kept by NO_ROUNDING; the whole-unit roundings produce their own places. */
  decimalPlace: number;
}

const HUNDRED = new Decimal(100);
const CENT = new Decimal('0.01');
const ZERO = new Decimal(0);

/**
 * Rounds a computed rate the way the rounding type says. Ties round half up; the "minus 0.01"
 * types subtract after rounding and stop at 0, so a rate is never negative.
 */
export function applyRounding(value: DecimalInput, roundingType: RoundingType, decimalPlace: number): Decimal {
  const v = dec(value);
  switch (roundingType) {
    case 'NO_ROUNDING':
      return v.toDecimalPlaces(decimalPlace, Decimal.ROUND_HALF_UP);
    case 'ROUND_TO_DOLLAR':
      return v.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
    case 'ROUND_TO_DOLLAR_MINUS_01':
      return Decimal.max(ZERO, v.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).minus(CENT));
    case 'ROUND_TO_HALF_DOLLAR':
      return nearestHalf(v);
    case 'ROUND_TO_HALF_DOLLAR_MINUS_01':
      return Decimal.max(ZERO, nearestHalf(v).minus(CENT));
  }
}

function nearestHalf(v: Decimal): Decimal {
  return v.times(2).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).dividedBy(2);
}

/**
 * The rate of an item under a fixed_percentage list: its own rate (sales rate of a sales list,
 * purchase rate of a purchases list) raised or lowered by the percentage, then rounded.
 */
export function percentageRate(baseRate: DecimalInput, rule: PercentageRule): Decimal {
  const factor = rule.isIncrease ? HUNDRED.plus(rule.percentage) : HUNDRED.minus(rule.percentage);
  const raw = dec(baseRate).times(factor).dividedBy(HUNDRED);
  return applyRounding(Decimal.max(ZERO, raw), rule.roundingType, rule.decimalPlace);
}

/** A quantity range of volume pricing; a null end is open (the last bracket only). */
export interface QuantityRange {
  startQuantity: DecimalInput;
  endQuantity: DecimalInput | null;
}

/**
 * The first two brackets (input positions, lower first) whose closed ranges [start, end] share
 * a quantity, or undefined. Sorted by start, a pair overlaps only if some neighbours do, so one
 * pass over neighbours finds it.
 */
export function findOverlap(ranges: readonly QuantityRange[]): [number, number] | undefined {
  const sorted = ranges
    .map((r, index) => ({ index, start: dec(r.startQuantity), end: r.endQuantity === null ? null : dec(r.endQuantity) }))
    .sort((a, b) => a.start.comparedTo(b.start) || a.index - b.index);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1];
    const current = sorted[i];
    if (previous.end === null || current.start.lessThanOrEqualTo(previous.end)) {
      return previous.index < current.index ? [previous.index, current.index] : [current.index, previous.index];
    }
  }
  return undefined;
}

/** Position of the bracket whose range holds the quantity, or undefined (a gap, or below all). */
export function bracketFor(ranges: readonly QuantityRange[], quantity: DecimalInput): number | undefined {
  const q = dec(quantity);
  const index = ranges.findIndex((r) => q.greaterThanOrEqualTo(r.startQuantity) && (r.endQuantity === null || q.lessThanOrEqualTo(r.endQuantity)));
  return index === -1 ? undefined : index;
}

/** A pricebook_discount: "12.5%" off the rate, or "5" (an amount off each unit). */
export type Discount = { kind: 'percent'; value: Decimal } | { kind: 'amount'; value: Decimal };

const DISCOUNT = /^(\d+(?:\.\d+)?)(%?)$/;

/** The discount a text names, or undefined when it is not one (or a percentage above 100). */
export function parseDiscount(text: string): Discount | undefined {
  const match = DISCOUNT.exec(text.trim());
  if (!match) return undefined;
  const value = new Decimal(match[1]);
  if (match[2] === '%') return value.greaterThan(HUNDRED) ? undefined : { kind: 'percent', value };
  return { kind: 'amount', value };
}

/** A rate less a discount, kept at `places` decimals and never below 0. */
export function discountedRate(rate: DecimalInput, discount: Discount | undefined, places: number): Decimal {
  const r = dec(rate);
  const off = !discount ? ZERO : discount.kind === 'percent' ? r.times(discount.value).dividedBy(HUNDRED) : discount.value;
  return Decimal.max(ZERO, r.minus(off)).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}
