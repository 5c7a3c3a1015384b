/**
 * The arithmetic of an invoice, pure: lines, discounts, taxes, shipping, adjustment and the
 * total, rounded at the points the README ("Invoice totals") documents, plus the amounts the
 * ledger posts, so that the receivable posted always equals `total`. Decimal arithmetic only.
 *
 * Rounding points (to `pricePrecision`, half away from zero):
 * - each line's item_total (rate × quantity less its discount) and discount_amount;
 * - the invoice discount;
 * - each tax summed over the lines (the lines' taxes are exact until then);
 * - the income of each line and the discount as posted, when rates include tax.
 * Whatever the last point leaves between the total and the posted amounts is the rounding
 * difference, posted to the `rounding` account (always 0 when rates exclude tax).
 */
import { type TaxComponent, computeTaxes } from '../../erp/api.ts';
import { invalid } from '../../core/values/errors.ts';
import { Decimal, type DecimalInput, WHOLE_DIGITS_RULE, dec, roundTo, sum, tooManyWholeDigits } from '../../core/values/money.ts';

export type DiscountType = 'entity_level' | 'item_level';

export interface TotalsLine {
  rate: DecimalInput;
  quantity: DecimalInput;
  /** "10%" or an amount off the line; null for none. */
  discount: string | null;
  /** The line's tax with groups expanded into their taxes; empty when the line is not taxed. */
  taxes: readonly TaxComponent[];
}

export interface TotalsInput {
  pricePrecision: number;
  discountType: DiscountType;
  isDiscountBeforeTax: boolean;
  isInclusiveTax: boolean;
  /** The invoice discount (entity_level): "10%" or an amount; null for none. */
  discount: string | null;
  shippingCharge: DecimalInput;
  adjustment: DecimalInput;
  lines: readonly TotalsLine[];
}

export interface LineTotals {
  /** rate × quantity less the line discount, rounded; tax included when rates include tax. */
  itemTotal: Decimal;
  /** The line discount as an amount, rounded. */
  discountAmount: Decimal;
  /** The line's part of an invoice discount taken before tax. */
  discountShare: Decimal;
  /** What the line's taxes apply on (exact): net of tax and of its discount share. */
  taxable: Decimal;
  /** The line's income as posted: item_total without its tax, rounded. */
  income: Decimal;
}

export interface TaxTotal {
  taxId: string;
  name: string;
  percentage: Decimal;
  /** Summed over the lines, then rounded. */
  amount: Decimal;
  /** Where the tax is credited (the tax's account; empty when it names none). */
  accountId: string;
}

export interface InvoiceTotals {
  lines: LineTotals[];
  /** Σ item_total. */
  subTotal: Decimal;
  /** The invoice discount as an amount, rounded (0 for item_level). */
  discountAmount: Decimal;
  taxes: TaxTotal[];
  taxTotal: Decimal;
  shippingCharge: Decimal;
  adjustment: Decimal;
  total: Decimal;
  /** The invoice discount as posted (debited to `discount`): without tax when taken before tax on tax-inclusive rates. */
  discountPosted: Decimal;
  /** total − (Σ income − discountPosted + taxTotal + shipping + adjustment): posted to `rounding`. */
  roundingDifference: Decimal;
}

type Discount = { percent: Decimal } | { amount: Decimal };

const HUNDRED = new Decimal(100);

/** "10%" is a percentage of the amount it applies to, "2.5" an amount; blank is none. */
export function parseDiscount(text: string | null | undefined, field: readonly (string | number)[]): Discount | null {
  const value = text?.trim();
  if (!value) return null;
  const match = /^(\d+(?:\.\d+)?)(%?)$/.exec(value);
  if (!match) throw invalid(field, 'must be a percentage such as "10%" or an amount such as "2.5"');
  const number = dec(match[1]);
  if (match[2]) {
    if (number.gt(HUNDRED)) throw invalid(field, 'must be at most 100%');
    return { percent: number };
  }
  if (tooManyWholeDigits(match[1])) throw invalid(field, WHOLE_DIGITS_RULE);
  return { amount: number };
}

function discountOf(discount: Discount, base: Decimal): Decimal {
  return 'percent' in discount ? base.times(discount.percent).div(HUNDRED) : discount.amount;
}

/**
 * Splits `total` (a multiple of the smallest unit) over the weights in proportion, in whole
 * units: each part is rounded down, and the units left go to the largest remainders (the
 * earlier line on a tie), so the parts add up to `total` exactly.
 */
export function allocate(total: Decimal, weights: readonly Decimal[], places: number): Decimal[] {
  const whole = sum(weights as Decimal[]);
  if (total.isZero() || whole.isZero()) return weights.map(() => new Decimal(0));
  const unit = new Decimal(1).div(new Decimal(10).pow(places));
  const raw = weights.map((w) => total.times(w).div(whole));
  const parts = raw.map((r) => r.toDecimalPlaces(places, Decimal.ROUND_DOWN));
  let left = total.minus(sum(parts)).div(unit).round().toNumber();
  const order = raw.map((r, i) => ({ i, rest: r.minus(parts[i]) })).sort((a, b) => b.rest.comparedTo(a.rest) || a.i - b.i);
  for (let k = 0; left > 0 && k < order.length; k++, left--) parts[order[k].i] = parts[order[k].i].plus(unit);
  return parts;
}

export function invoiceTotals(input: TotalsInput): InvoiceTotals {
  const places = input.pricePrecision;
  const round = (value: DecimalInput) => roundTo(value, places);
  const inclusive = input.isInclusiveTax;
  const entityDiscount = parseDiscount(input.discount, ['input', 'discount']);
  if (entityDiscount && input.discountType === 'item_level') {
    throw invalid(['input', 'discount'], 'is the entity_level discount; with discount_type item_level each line takes its own discount');
  }

  const lines = input.lines.map((line, i) => {
    const field = ['input', 'lineItems', i, 'discount'];
    const gross = dec(line.rate).times(line.quantity);
    const discount = parseDiscount(line.discount, field);
    if (discount && input.discountType === 'entity_level') {
      throw invalid(field, 'is an item_level discount; with discount_type entity_level the invoice takes one discount');
    }
    const off = discount ? discountOf(discount, gross) : new Decimal(0);
    if (off.gt(gross)) throw invalid(field, `is more than the line amount (rate × quantity = ${gross.toFixed()})`);
    return { itemTotal: round(gross.minus(off)), discountAmount: round(off), taxes: line.taxes };
  });
  const subTotal = sum(lines.map((l) => l.itemTotal));

  // Taken before tax, the invoice discount lowers what each line's taxes apply on, shared out
  // in proportion to the lines' totals; taken after tax, it comes off the total alone.
  const beforeTax = !!entityDiscount && input.isDiscountBeforeTax;
  const beforeTaxDiscount = beforeTax ? round(discountOf(entityDiscount!, subTotal)) : new Decimal(0);
  if (beforeTaxDiscount.gt(subTotal)) throw invalid(['input', 'discount'], `is more than the sub total (${subTotal.toFixed()})`);
  const shares = allocate(
    beforeTaxDiscount,
    lines.map((l) => l.itemTotal),
    places,
  );

  const taxesById = new Map<string, { component: TaxComponent; amount: Decimal }>();
  const lineTotals: LineTotals[] = lines.map((line, i) => {
    const computed = computeTaxes({ amount: line.itemTotal.minus(shares[i]), inclusive, components: line.taxes });
    computed.components.forEach((applied, k) => {
      const entry = taxesById.get(applied.taxId);
      if (entry) entry.amount = entry.amount.plus(applied.amount);
      else taxesById.set(applied.taxId, { component: line.taxes[k], amount: applied.amount });
    });
    const income = inclusive ? round(computeTaxes({ amount: line.itemTotal, inclusive, components: line.taxes }).taxable) : line.itemTotal;
    return { itemTotal: line.itemTotal, discountAmount: line.discountAmount, discountShare: shares[i], taxable: computed.taxable, income };
  });
  const taxes: TaxTotal[] = [...taxesById.values()].map(({ component, amount }) => ({
    taxId: component.taxId,
    name: component.name,
    percentage: dec(component.percentage),
    amount: round(amount),
    accountId: component.accountId,
  }));
  const taxTotal = sum(taxes.map((t) => t.amount));

  let discountAmount = beforeTaxDiscount;
  let discountPosted = beforeTaxDiscount;
  if (beforeTax && inclusive) {
    // The discount holds tax the lines no longer charge: what is posted as discount is its net part.
    discountPosted = round(sum(lineTotals.map((l, i) => computeTaxes({ amount: l.discountShare, inclusive, components: lines[i].taxes }).taxable)));
  }
  const gross = inclusive ? subTotal : subTotal.plus(taxTotal);
  if (entityDiscount && !beforeTax) {
    discountAmount = round(discountOf(entityDiscount, gross));
    if (discountAmount.gt(gross)) throw invalid(['input', 'discount'], `is more than the total before it (${gross.toFixed()})`);
    discountPosted = discountAmount;
  }

  const shippingCharge = round(input.shippingCharge);
  const adjustment = round(input.adjustment);
  const total = gross.minus(discountAmount).plus(shippingCharge).plus(adjustment);
  if (total.lt(0)) throw invalid(['input', 'adjustment'], `would make the total negative (${total.toFixed()})`);
  const posted = sum(lineTotals.map((l) => l.income))
    .minus(discountPosted)
    .plus(taxTotal)
    .plus(shippingCharge)
    .plus(adjustment);
  return {
    lines: lineTotals,
    subTotal,
    discountAmount,
    taxes,
    taxTotal,
    shippingCharge,
    adjustment,
    total,
    discountPosted,
    roundingDifference: total.minus(posted),
  };
}
