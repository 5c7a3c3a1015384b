/**
 * The arithmetic of an expense, pure: each line's amount, its tax (exclusive or inclusive, via
 * the erp module's computeTaxes), its reverse-charge tax, and the expense's totals. Decimal
 * arithmetic only.
 *
 * Rounding points (to `pricePrecision`, half away from zero):
 * - each line's amount as given, and its net amount (item_total) when amounts include tax;
 * - each tax and each reverse-charge tax summed over the lines;
 * Whatever the inclusive extraction leaves between the total and sub_total + tax is the
 * rounding difference, posted to the `rounding` account (always 0 when amounts exclude tax).
 */
import { type TaxComponent, computeTaxes } from '../../erp/api.ts';
import { type Decimal, type DecimalInput, dec, roundTo, sum } from '../../core/values/money.ts';

export interface ExpenseTotalsLine {
  amount: DecimalInput;
  /** The line's tax with groups expanded; empty when untaxed. */
  taxes: readonly TaxComponent[];
  /** Reverse-charge taxes (India): computed on the net amount, owed by the buyer, not paid to the vendor. */
  reverseCharge: readonly TaxComponent[];
}

export interface ExpenseLineTotals {
  /** The amount as given, rounded. */
  amount: Decimal;
  /** Without tax, rounded: what the line's account is debited with. */
  net: Decimal;
  /** The line's tax, rounded (shown on the line; the posting uses the per-tax sums). */
  taxAmount: Decimal;
  /** The line's reverse-charge tax, rounded. */
  reverseChargeAmount: Decimal;
}

export interface ExpenseTaxTotal {
  taxId: string;
  name: string;
  percentage: Decimal;
  /** Summed over the lines, then rounded. */
  amount: Decimal;
  /** Recoverable (input) tax account: the tax's purchase account; '' when it names none. */
  purchaseAccountId: string;
  /** Payable (output) tax account: the tax's account; '' when it names none. */
  accountId: string;
}

export interface ExpenseTotals {
  lines: ExpenseLineTotals[];
  /** Σ line amounts as given. */
  amount: Decimal;
  /** Σ net amounts. */
  subTotal: Decimal;
  taxes: ExpenseTaxTotal[];
  taxTotal: Decimal;
  /** What was paid: Σ amounts when inclusive, else sub_total + tax. */
  total: Decimal;
  /** total − sub_total − tax: the inclusive extraction's remainder, posted to rounding. */
  roundingDifference: Decimal;
  reverseCharges: ExpenseTaxTotal[];
  reverseChargeTotal: Decimal;
}

function add(
  into: Map<string, { component: TaxComponent; amount: Decimal }>,
  components: readonly TaxComponent[],
  amounts: readonly { amount: Decimal }[],
): void {
  components.forEach((component, k) => {
    const entry = into.get(component.taxId);
    if (entry) entry.amount = entry.amount.plus(amounts[k].amount);
    else into.set(component.taxId, { component, amount: amounts[k].amount });
  });
}

function totalsOf(map: Map<string, { component: TaxComponent; amount: Decimal }>, places: number): ExpenseTaxTotal[] {
  return [...map.values()].map(({ component, amount }) => ({
    taxId: component.taxId,
    name: component.name,
    percentage: dec(component.percentage),
    amount: roundTo(amount, places),
    purchaseAccountId: component.purchaseAccountId,
    accountId: component.accountId,
  }));
}

export function expenseTotals(input: { pricePrecision: number; isInclusiveTax: boolean; lines: readonly ExpenseTotalsLine[] }): ExpenseTotals {
  const places = input.pricePrecision;
  const taxes = new Map<string, { component: TaxComponent; amount: Decimal }>();
  const reverse = new Map<string, { component: TaxComponent; amount: Decimal }>();
  const lines = input.lines.map((line) => {
    const amount = roundTo(line.amount, places);
    const computed = computeTaxes({ amount, inclusive: input.isInclusiveTax, components: line.taxes });
    add(taxes, line.taxes, computed.components);
    const charged = computeTaxes({ amount: computed.taxable, inclusive: false, components: line.reverseCharge });
    add(reverse, line.reverseCharge, charged.components);
    return {
      amount,
      net: input.isInclusiveTax ? roundTo(computed.taxable, places) : amount,
      taxAmount: roundTo(computed.total, places),
      reverseChargeAmount: roundTo(charged.total, places),
    };
  });
  const taxTotals = totalsOf(taxes, places);
  const reverseCharges = totalsOf(reverse, places);
  const amount = sum(lines.map((l) => l.amount));
  const subTotal = sum(lines.map((l) => l.net));
  const taxTotal = sum(taxTotals.map((t) => t.amount));
  const total = input.isInclusiveTax ? amount : amount.plus(taxTotal);
  return {
    lines,
    amount,
    subTotal,
    taxes: taxTotals,
    taxTotal,
    total,
    roundingDifference: total.minus(subTotal).minus(taxTotal),
    reverseCharges,
    reverseChargeTotal: sum(reverseCharges.map((t) => t.amount)),
  };
}
