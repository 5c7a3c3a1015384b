/**
 * The taxes of a document line: the tax the line names (a group expanded into its members),
 * kept with the line as it was applied, so a later change of the tax does not move the
 * document's numbers. One stored form for every document kind (StoredTaxComponent); which of a
 * tax's accounts a component keeps depends on the kind's side.
 */
import type { StoredTaxComponent } from '../../../drizzle/columns.ts';
import { dec } from '../../core/values/money.ts';
import type { TaxComponent, TaxDefinition } from '../../erp/api.ts';

/**
 * The accounts a kind's stored component keeps: a sale posts tax to the tax's account, a purchase
 * to its purchase account (else the tax's), and a kind that may do either (expenses) keeps both.
 */
export type TaxSide = 'sales' | 'purchases' | 'both';

export function storedComponent(component: TaxComponent, side: TaxSide): StoredTaxComponent {
  const stored: StoredTaxComponent = {
    tax_id: component.taxId,
    tax_name: component.name,
    percentage: dec(component.percentage).toFixed(),
    is_compound: component.isCompound,
    account_id: side === 'purchases' ? component.purchaseAccountId || component.accountId : component.accountId,
  };
  if (side === 'both') stored.purchase_account_id = component.purchaseAccountId;
  return stored;
}

/** A stored component as the totals engine and the postings take it. */
export function componentOf(stored: StoredTaxComponent): TaxComponent {
  return {
    taxId: stored.tax_id,
    name: stored.tax_name,
    percentage: dec(stored.percentage),
    isCompound: stored.is_compound,
    accountId: stored.account_id,
    purchaseAccountId: stored.purchase_account_id ?? '',
  };
}

export interface LineTaxColumns {
  taxId: string | null;
  taxName: string | null;
  taxType: string | null;
  taxPercentage: string | null;
  taxComponents: StoredTaxComponent[];
}

/** The line columns a tax sets (drizzle/columns.ts `lineTax`): its name, type, rate and components; all empty without one. */
export function taxColumns(tax: TaxDefinition | undefined, side: TaxSide): LineTaxColumns {
  if (!tax) return { taxId: null, taxName: null, taxType: null, taxPercentage: null, taxComponents: [] };
  return {
    taxId: tax.taxId,
    taxName: tax.taxName,
    taxType: tax.taxType,
    taxPercentage: tax.percentage.toFixed(),
    taxComponents: tax.components.map((c) => storedComponent(c, side)),
  };
}
