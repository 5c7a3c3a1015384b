/** The pure rules of a tax: its fields from an input, what each type takes, and which documents follow a change. */
import { type TaxTypeValue, taxes } from '../../../drizzle/tables/erp/taxes.ts';
import { ACCOUNT_TYPES } from '../../core/books/chart.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { invalid } from '../../core/values/errors.ts';
import { dec, toDb } from '../../core/values/money.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import type { CreateTaxInput, TaxSpecificType, UpdateTaxInput } from '../generated/graphql.ts';
import { TAX_DOCUMENT_KINDS, type TaxDocumentKind } from './tax-hooks.ts';
import { GROUP_TAX_TYPES, SALES_TAX_TYPES, type TaxRow } from './tax-store.ts';

type Field = readonly (string | number)[];
export type Input = CreateTaxInput | UpdateTaxInput;
export type Fields = Omit<typeof taxes.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;

export const field = (name: keyof CreateTaxInput): Field => ['input', name];

export const WITHHOLDING_TDS: readonly TaxTypeValue[] = ['tds_tax', 'gst_tds_tax'];
/** Types a tax may change between on update: all computed on the amount, simple or compound. */
const INTERCHANGEABLE: readonly TaxTypeValue[] = ['tax', 'compound_tax', 'tax_on_tax'];
/** Values that exist only under Indian GST: refused for organizations of other editions. */
const GST_EDITION = 'IN';

export const SPECIFIC_TYPE_DESC: Record<TaxSpecificType, string> = {
  TAX: 'Tax',
  IGST: 'IGST',
  CGST: 'CGST',
  SGST: 'SGST',
  UTGST: 'UTGST',
  NIL: 'Nil Rated',
  CESS: 'Cess',
};

/**
 * The accounts a tax names, by the types it may be: which tax types take the field, what kind of
 * account it must be, and the system account it defaults to on create.
 */
type AccountField =
  | 'taxAccountId'
  | 'purchaseTaxAccountId'
  | 'purchaseTaxExpenseAccountId'
  | 'tdsPayableAccountId'
  | 'tcsReceivableAccountId'
  | 'tcsPayableAccountId';
type AccountGroup = keyof typeof ACCOUNT_TYPES;
export const ACCOUNT_FIELDS: Record<AccountField, { column: string; byType: Partial<Record<TaxTypeValue, AccountGroup>>; defaultKey?: string }> = {
  taxAccountId: {
    column: 'tax_account_id',
    byType: { tax: 'liability', compound_tax: 'liability', tax_on_tax: 'liability', tds_tax: 'asset', gst_tds_tax: 'asset' },
    defaultKey: 'tax_payable',
  },
  purchaseTaxAccountId: { column: 'purchase_tax_account_id', byType: { tax: 'asset', compound_tax: 'asset', tax_on_tax: 'asset' }, defaultKey: 'input_tax' },
  purchaseTaxExpenseAccountId: { column: 'purchase_tax_expense_account_id', byType: { tax: 'expense', compound_tax: 'expense', tax_on_tax: 'expense' } },
  tdsPayableAccountId: { column: 'tds_payable_account_id', byType: { tds_tax: 'liability', gst_tds_tax: 'liability' } },
  tcsReceivableAccountId: { column: 'tcs_receivable_account_id', byType: { tcs_tax: 'asset' } },
  tcsPayableAccountId: { column: 'tcs_payable_account_id', byType: { tcs_tax: 'liability' } },
};
export const ACCOUNT_KEYS = Object.keys(ACCOUNT_FIELDS) as AccountField[];

const GROUP_TEXT = 'a group takes them from its member taxes';

/** The columns the input leads to on top of `base`; absent fields keep their value, null clears. */
export function fieldsOf(input: Input, base: Fields): Fields {
  const fields: Fields = { ...base };
  if (input.taxName != null) fields.taxName = input.taxName.trim();
  if (input.taxType != null) fields.taxType = fromEnum(input.taxType);
  if (input.taxPercentage !== undefined) fields.percentage = input.taxPercentage === null ? null : toDb(input.taxPercentage);
  if (input.taxSpecificType !== undefined) fields.taxSpecificType = input.taxSpecificType === null ? null : fromEnum(input.taxSpecificType);
  if (input.isStateCess != null) fields.isStateCess = input.isStateCess;
  if (input.isValueAdded != null) fields.isValueAdded = input.isValueAdded;
  if ('isNonAdvolTax' in input && input.isNonAdvolTax != null) fields.isNonAdvolTax = input.isNonAdvolTax;
  if (input.taxFactor !== undefined) fields.taxFactor = input.taxFactor === null ? null : fromEnum(input.taxFactor);
  if (input.taxAccountTracking !== undefined) fields.taxAccountTracking = input.taxAccountTracking === null ? null : fromEnum(input.taxAccountTracking);
  if (input.diffRateReason !== undefined) fields.diffRateReason = input.diffRateReason === null ? null : fromEnum(input.diffRateReason);
  if (input.startDate !== undefined) fields.startDate = input.startDate;
  if (input.endDate !== undefined) fields.endDate = input.endDate;
  if (input.status != null) fields.status = fromEnum(input.status);
  if (input.isDefaultTax != null) fields.isDefault = input.isDefaultTax;
  for (const key of ['accountingAppName', 'accountingReferenceId', 'description', 'referenceId'] as const) {
    const value = input[key];
    if (value !== undefined) fields[key] = value === null || value.trim() === '' ? null : value.trim();
  }
  for (const key of ACCOUNT_KEYS) {
    if (input[key] !== undefined) fields[key] = input[key];
  }
  if (input.taxAuthorityId !== undefined) fields.taxAuthorityId = input.taxAuthorityId;
  fields.taxSpecificTypeVersion = fields.taxSpecificType ? (fields.taxSpecificTypeVersion ?? 1) : null;
  return fields;
}

export function typesText(types: readonly string[]): string {
  return types.length === 1 ? types[0] : `${types.slice(0, -1).join(', ')} or ${types[types.length - 1]}`;
}

/** Rules that need no database. `previous` is the stored tax on update. */
export function checkRules(fields: Fields, input: Input, org: OrganizationRow, previous?: TaxRow): void {
  const type = fields.taxType;
  const isGroup = GROUP_TAX_TYPES.includes(type);
  if (fields.status !== 'active') {
    if (input.isDefaultTax) throw invalid(field('isDefaultTax'), 'only an active tax can be the default tax');
    // A default tax made inactive stops being the default.
    fields.isDefault = false;
  }
  if (!fields.taxName) throw invalid(field('taxName'), 'must not be blank');
  if (previous && type !== previous.taxType && !(INTERCHANGEABLE.includes(type) && INTERCHANGEABLE.includes(previous.taxType))) {
    throw invalid(
      field('taxType'),
      `a ${previous.taxType} stays one; only tax, compound_tax and tax_on_tax change into one another (create a new tax instead)`,
    );
  }
  if (isGroup && !org.taxGroupEnabled) throw invalid(field('taxType'), 'tax groups are disabled for the organization (tax_group_enabled is false)');
  if (type === 'gst_tds_tax' && org.edition !== GST_EDITION)
    throw invalid(field('taxType'), `gst_tds_tax applies only in the India edition; the organization's edition is ${org.edition}`);
  if (isGroup) {
    if (input.taxPercentage != null) throw invalid(field('taxPercentage'), "is not taken by a group: its percentage is the sum of its members'");
    if ((!previous && input.taxIds == null) || input.taxIds?.length === 0)
      throw invalid(field('taxIds'), `is required for a ${type}: name at least one member tax`);
    const notForGroups = ['taxSpecificType', 'isStateCess', 'taxFactor', 'taxAccountTracking', 'diffRateReason', 'isNonAdvolTax', ...ACCOUNT_KEYS] as const;
    for (const key of notForGroups) {
      if (input[key as keyof Input] != null && input[key as keyof Input] !== false) throw invalid(field(key), `is not taken by a group: ${GROUP_TEXT}`);
    }
    return;
  }
  if (input.taxIds != null) throw invalid(field('taxIds'), 'names the members of a group: only tax_group and tds_group take it');
  if (fields.percentage == null) throw invalid(field('taxPercentage'), 'is required');
  const specific = fields.taxSpecificType;
  if (specific) {
    if (!SALES_TAX_TYPES.includes(type)) throw invalid(field('taxSpecificType'), `is a GST kind: only tax, compound_tax and tax_on_tax take it, not ${type}`);
    if (specific !== 'tax' && org.edition !== GST_EDITION)
      throw invalid(field('taxSpecificType'), `${specific} applies only in the India edition (GST); the organization's edition is ${org.edition}`);
    if (specific === 'nil' && !dec(fields.percentage).isZero()) throw invalid(field('taxPercentage'), 'must be 0 for a nil-rated tax (tax_specific_type nil)');
  }
  if (fields.isStateCess && specific !== 'cess') throw invalid(field('isStateCess'), 'applies only to a cess (tax_specific_type cess)');
  const reason = fields.diffRateReason;
  if (reason) {
    const needs: readonly TaxTypeValue[] = reason.startsWith('tds_') ? WITHHOLDING_TDS : ['tcs_tax'];
    if (!needs.includes(type)) throw invalid(field('diffRateReason'), `${reason} applies only to taxes of type ${typesText(needs)}`);
  }
  if (fields.startDate && fields.endDate && fields.endDate < fields.startDate)
    throw invalid(field('endDate'), `must not be before start_date ${fields.startDate}`);
  for (const key of ACCOUNT_KEYS) {
    const takers = Object.keys(ACCOUNT_FIELDS[key].byType);
    if (input[key] != null && !takers.includes(type)) throw invalid(field(key), `applies only to taxes of type ${typesText(takers)}`);
    // A type change leaves accounts the new type does not take behind.
    if (!takers.includes(type)) fields[key] = null;
  }
}

export const ARTICLE: Record<AccountGroup, string> = {
  asset: 'an asset',
  liability: 'a liability',
  equity: 'an equity',
  income: 'an income',
  expense: 'an expense',
};

export const NEW_TAX: Omit<Fields, 'taxName' | 'taxType'> = {
  isStateCess: false,
  isValueAdded: false,
  isNonAdvolTax: false,
  status: 'active',
  isDefault: false,
};

/** The document kinds whose update_* flag the input sets. */
export function kindsOf(input: UpdateTaxInput): Set<TaxDocumentKind> {
  const flags: Record<TaxDocumentKind, boolean | null | undefined> = {
    recurring_invoice: input.updateRecurringInvoice,
    draft_invoice: input.updateDraftInvoice,
    recurring_expense: input.updateRecurringExpense,
    recurring_bills: input.updateRecurringBills,
    draft_so: input.updateDraftSo,
    subscription: input.updateSubscription,
    project: input.updateProject,
  };
  return new Set(TAX_DOCUMENT_KINDS.filter((kind) => flags[kind] === true));
}
