/**
 * What other modules may call in the erp module.
 *
 * Taxes on documents:
 * - `findTaxes(db, organizationId, ids, { lock })` → Map of `TaxDefinition` (groups expanded
 *   into `components`), two statements whatever the number of ids; `requireTax`/`checkTax`
 *   validate a tax a client named in a field (400 naming the field); `findTaxAuthorities` names
 *   the authority of each tax that has one.
 * - `computeTaxes({ amount, inclusive, components })` → `{ taxable, components[{ taxId, name,
 *   percentage, amount }], total }`, exact and unrounded: the document rounds (tax-math.ts).
 * - `taxReferences.referrer(name, find)`: what refers to taxes, listed in your descriptor's
 *   `references`, so a tax in use is not deleted.
 * - `taxChangeHandlers.handler(kind, handler)`: carry a tax's change into your documents when
 *   the client sets the matching `update_*` flag (tax-hooks.ts), listed in your descriptor's `hooks`.
 */
export { type AppliedTax, type TaxComponent, type TaxComputation, computeTaxes } from './taxes/tax-math.ts';
export {
  COMPOUND_TAX_TYPES,
  GROUP_TAX_TYPES,
  SALES_TAX_TYPES,
  type TaxDefinition,
  type TaxRule,
  checkTax,
  findTaxAuthorities,
  findTaxes,
  requireTax,
  taxReferences,
} from './taxes/tax-store.ts';
export { TAX_DOCUMENT_KINDS, type TaxChange, type TaxChangeHandler, type TaxDocumentKind, taxChangeHandlers } from './taxes/tax-hooks.ts';
