import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgSchema, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from '../../columns.ts';

/** The erp module's own PostgreSQL schema; its tables arrive with the module. */
export const erp = pgSchema('erp');

/** What a tax is: its tax_type on the wire; groups are the two extension values (README). */
export type TaxTypeValue = 'tax' | 'compound_tax' | 'tds_tax' | 'tcs_tax' | 'tax_on_tax' | 'gst_tds_tax' | 'tax_group' | 'tds_group';

/** Taxes, withholding taxes and groups of them (subgraphs/erp/services/taxes.ts). Enum columns hold wire values. */
export const taxes = erp.table(
  'taxes',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    taxName: text('tax_name').notNull(),
    taxType: text('tax_type').$type<TaxTypeValue>().notNull(),
    /** 18 means 18 %. Null for groups: theirs is the sum of their members'. */
    percentage: decimal('percentage'),
    taxSpecificType: text('tax_specific_type'),
    taxSpecificTypeVersion: integer('tax_specific_type_version'),
    taxAuthorityId: id('tax_authority_id'),
    isStateCess: boolean('is_state_cess').notNull().default(false),
    isValueAdded: boolean('is_value_added').notNull().default(false),
    isNonAdvolTax: boolean('is_non_advol_tax').notNull().default(false),
    taxFactor: text('tax_factor'),
    taxAccountTracking: text('tax_account_tracking'),
    taxAccountId: id('tax_account_id'),
    purchaseTaxAccountId: id('purchase_tax_account_id'),
    purchaseTaxExpenseAccountId: id('purchase_tax_expense_account_id'),
    tdsPayableAccountId: id('tds_payable_account_id'),
    tcsReceivableAccountId: id('tcs_receivable_account_id'),
    tcsPayableAccountId: id('tcs_payable_account_id'),
    accountingAppName: text('accounting_app_name'),
    accountingReferenceId: text('accounting_reference_id'),
    diffRateReason: text('diff_rate_reason'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    /** The organization's default tax, a marker clients pre-select on new lines (README); at most one, always active. */
    isDefault: boolean('is_default').notNull().default(false),
    description: text('description'),
    referenceId: text('reference_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Documents and item pickers choose taxes by name: unique per organization whatever the case.
    uniqueIndex('taxes_org_name').on(t.organizationId, sql`lower(${t.taxName})`),
    index('taxes_org_type').on(t.organizationId, t.taxType),
    // At most one default tax per organization.
    uniqueIndex('taxes_org_default').on(t.organizationId).where(sql`${t.isDefault}`),
  ],
);

/** The taxes a group is made of, in the order the client listed them. */
export const taxGroupMembers = erp.table(
  'tax_group_members',
  {
    organizationId: id('organization_id').notNull(),
    groupId: id('group_id').notNull(),
    taxId: id('tax_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.taxId] }),
    // Which groups a tax belongs to: deletes and rate changes look it up.
    index('tax_group_members_tax').on(t.organizationId, t.taxId),
  ],
);

/** Tax authorities named on taxes (tax_authority_name), one row per distinct name. */
export const taxAuthorities = erp.table(
  'tax_authorities',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tax_authorities_org_name').on(t.organizationId, sql`lower(${t.name})`)],
);

/** A registration of the organization for direct taxes (TAN, PAN...), as the wire spells it. */
export interface RegistrationDetailValue {
  type: string;
  value: string;
}

/** Direct-tax (TDS/TCS) settings: one row per organization, absent until first saved. */
export const directTaxSettings = erp.table('direct_tax_settings', {
  organizationId: id('organization_id').primaryKey(),
  tdsCalculationType: text('tds_calculation_type'),
  /** `MM-yyyy`. */
  trackTdsLiabilityFrom: text('track_tds_liability_from'),
  defaultPenaltyAccountId: id('default_penalty_account_id'),
  defaultInterestAccountId: id('default_interest_account_id'),
  registrationDetails: jsonb('registration_details').$type<RegistrationDetailValue[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** Why a customer or an item is not taxed (`/settings/taxexemptions`, taxes/tax-exemption-service.ts). */
export const taxExemptions = erp.table(
  'tax_exemptions',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    /** The code documents show (unique in the organization, any case). */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /** Who it exempts: a customer or an item. */
    type: text('type').$type<'customer' | 'item'>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tax_exemptions_org_code').on(t.organizationId, sql`lower(${t.code})`)],
);
