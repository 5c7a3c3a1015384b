/**
 * How taxes apply to an amount: pure functions over decimals, shared by every document that
 * carries taxes (invoices, bills, expenses). Nothing here rounds: a document decides where it
 * rounds (per line or on its totals, to its price_precision), so the amounts come back exact
 * to decimal.js's 40 significant digits.
 *
 * Rules (percentages as stored, 18 meaning 18 %):
 * - exclusive: a simple tax is amount × rate; a compound tax is (amount + Σ simple taxes) × rate.
 *   Compound taxes apply on the simple taxes, never on each other.
 * - inclusive: the amount already holds its taxes; the taxable base is what, taxed by the
 *   exclusive rule, gives back the amount: base = amount / ((1 + Σ simple rates)(1 + Σ compound rates)).
 *   Each tax is then computed on that base by the exclusive rule, and the last component takes
 *   whatever the division left over, so taxable + total equals the amount exactly.
 */
import { Decimal, type DecimalInput, dec } from '../../core/values/money.ts';

/** One tax as it applies to an amount: a group arrives already expanded into its members. */
export interface TaxComponent {
  taxId: string;
  name: string;
  /** 18 means 18 %. */
  percentage: Decimal;
  /** Applies on the amount plus the simple (non-compound) taxes. */
  isCompound: boolean;
  /**
   * The account the tax posts to on sales: tax_account_id (for TDS, where the tax customers
   * withhold is recoverable), tcs_payable_account_id for TCS; '' when the tax names none.
   */
  accountId: string;
  /** On purchases: purchase_tax_account_id, tds_payable_account_id for TDS, tcs_receivable_account_id for TCS; '' when none. */
  purchaseAccountId: string;
}

export interface AppliedTax {
  taxId: string;
  name: string;
  percentage: Decimal;
  amount: Decimal;
}

export interface TaxComputation {
  /** The amount the taxes apply on: the amount itself when exclusive, the extracted base when inclusive. */
  taxable: Decimal;
  /** One entry per component, in the components' order. */
  components: AppliedTax[];
  /** Σ components' amounts. */
  total: Decimal;
}

const HUNDRED = new Decimal(100);

function rateOf(component: TaxComponent): Decimal {
  return dec(component.percentage).div(HUNDRED);
}

function exclusive(base: Decimal, components: readonly TaxComponent[]): AppliedTax[] {
  const simple = components.filter((c) => !c.isCompound);
  const simpleTotal = simple.reduce((acc, c) => acc.plus(base.times(rateOf(c))), new Decimal(0));
  const compoundBase = base.plus(simpleTotal);
  return components.map((c) => ({
    taxId: c.taxId,
    name: c.name,
    percentage: dec(c.percentage),
    amount: (c.isCompound ? compoundBase : base).times(rateOf(c)),
  }));
}

/** The taxes on `amount` (exclusive) or contained in it (inclusive). Unrounded; see the module comment. */
export function computeTaxes(input: { amount: DecimalInput; inclusive: boolean; components: readonly TaxComponent[] }): TaxComputation {
  const amount = dec(input.amount);
  if (!input.inclusive) {
    const components = exclusive(amount, input.components);
    return { taxable: amount, components, total: totalOf(components) };
  }
  const simpleRate = input.components.filter((c) => !c.isCompound).reduce((acc, c) => acc.plus(rateOf(c)), new Decimal(0));
  const compoundRate = input.components.filter((c) => c.isCompound).reduce((acc, c) => acc.plus(rateOf(c)), new Decimal(0));
  const taxable = amount.div(new Decimal(1).plus(simpleRate).times(new Decimal(1).plus(compoundRate)));
  const components = exclusive(taxable, input.components);
  if (components.length) {
    // A division that does not terminate leaves the sum a few units of the 40th digit off the
    // amount; the last tax absorbs it so the document's lines add up to what the client typed.
    const others = totalOf(components.slice(0, -1));
    components[components.length - 1].amount = amount.minus(taxable).minus(others);
  }
  return { taxable, components, total: totalOf(components) };
}

function totalOf(applied: readonly AppliedTax[]): Decimal {
  return applied.reduce((acc, a) => acc.plus(a.amount), new Decimal(0));
}
