// Generated from schema/erp.graphql (and schema/erp/) by `npm run compose`. Do not edit.
/* eslint-disable */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { SubgraphContext } from '../../core/request/context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A decimal number (money or quantity), exact within 15 significant digits on the wire. */
  Decimal: { input: string; output: string; }
  /** A calendar date, `yyyy-mm-dd`. */
  LocalDate: { input: string; output: string; }
  /** A JSON object whose keys are the client's own (merge fields, MIME headers): passed as is. */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
  link__Import: { input: unknown; output: unknown; }
  federation__FieldSet: { input: unknown; output: unknown; }
  federation__Scope: { input: unknown; output: unknown; }
  federation__Policy: { input: unknown; output: unknown; }
};

/** Sort direction: ascending or descending. */
export type SortOrder =
  /** Ascending. */
  | 'A'
  /** Descending. */
  | 'D';

/** Where a page of a list stands. */
export type PageContext = {
  __typename?: 'PageContext';
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  perPage: Scalars['Int']['output'];
  /** Whether a further page exists. */
  hasMorePage: Scalars['Boolean']['output'];
  /** Column the list is sorted by. */
  sortColumn: Scalars['String']['output'];
  /** A (ascending) or D (descending). */
  sortOrder: SortOrder;
  /** The filter the list applied. */
  appliedFilter: Maybe<Scalars['String']['output']>;
};

/** What a tax is. `TAX_GROUP` and `TDS_GROUP` are Kontor's spelling of a group of taxes (README). */
export type TaxType =
  /** A simple tax on the amount. */
  | 'TAX'
  /** A tax on the amount plus the simple taxes before it. */
  | 'COMPOUND_TAX'
  /** Tax deducted at source (India), withheld by the payer. */
  | 'TDS_TAX'
  /** Tax collected at source (India), collected by the seller. */
  | 'TCS_TAX'
  /** A tax levied on another tax; computed as a compound tax. */
  | 'TAX_ON_TAX'
  /** GST deducted at source (India edition only). */
  | 'GST_TDS_TAX'
  /** A group of taxes applied together (CGST + SGST); its percentage is the sum of its members'. */
  | 'TAX_GROUP'
  /** A group of TDS taxes. */
  | 'TDS_GROUP';

/** Kind of an Indian GST tax (India edition; `tax` is accepted everywhere). */
export type TaxSpecificType =
  /** A tax that is none of the GST kinds. */
  | 'TAX'
  /** Integrated GST (inter-state supplies). */
  | 'IGST'
  /** Central GST (intra-state supplies). */
  | 'CGST'
  /** State GST (intra-state supplies). */
  | 'SGST'
  /** Union territory GST. */
  | 'UTGST'
  /** Nil-rated supplies (percentage 0). */
  | 'NIL'
  /** Compensation cess. */
  | 'CESS';

/** How a tax's percentage applies (Mexico: tasa or cuota). */
export type TaxFactor =
  /** A rate on the amount. */
  | 'RATE'
  /** A share of the amount. */
  | 'SHARE';

/** Whether a tax posts to one account or to separate sales and purchase accounts. */
export type TaxAccountTracking =
  /** Separate accounts for tax collected and tax paid. */
  | 'SPLIT'
  /** One account for both. */
  | 'SINGLE';

/** Why a withholding tax applies at a higher rate than the usual one. */
export type DiffRateReason =
  /** TDS at the higher rate: the deductee has no PAN. */
  | 'TDS_NON_PAN'
  /** TDS at the higher rate: the deductee has not filed returns. */
  | 'TDS_NON_FILING'
  /** TCS at the higher rate: the collectee has no PAN. */
  | 'TCS_NON_PAN'
  /** TCS at the higher rate: the collectee has not filed returns. */
  | 'TCS_NON_FILING';

/** Whether a tax is offered for new documents. */
export type TaxStatus =
  /** In use. */
  | 'ACTIVE'
  /** Retired: kept on the documents that used it, offered for no new ones. */
  | 'INACTIVE';

/** Filter of the tax list (`filter_by`). */
export type TaxFilter =
  /** Every tax. */
  | 'TAXES_ALL'
  /** Taxes with status active (default). */
  | 'TAXES_ACTIVE'
  /** Taxes with status inactive. */
  | 'TAXES_INACTIVE'
  /** Taxes whose end date is before today in the organization's time zone. */
  | 'TAXES_ISEXPIRED'
  /** Simple taxes (tax_type tax). */
  | 'TYPE_TAX'
  /** Compound taxes (tax_type compound_tax or tax_on_tax). */
  | 'TYPE_COMPOUNDTAX'
  /** Tax groups (tax_type tax_group). */
  | 'TYPE_TAXGROUP'
  /** TDS taxes (tax_type tds_tax or gst_tds_tax). */
  | 'TYPE_TDS'
  /** TDS groups (tax_type tds_group). */
  | 'TYPE_TDSGROUP';

/** Columns the tax list sorts by. */
export type TaxSortColumn =
  /** Name, whatever its case (default). */
  | 'TAX_NAME';

/** A member of a tax group. */
export type TaxGroupMember = {
  __typename?: 'TaxGroupMember';
  /** The member tax. */
  taxId: Scalars['ID']['output'];
  /** Its name. */
  taxName: Scalars['String']['output'];
  /** Its percentage. */
  taxPercentage: Scalars['Decimal']['output'];
  /** Its type. */
  taxType: TaxType;
  /** Authority the member tax is paid to. */
  taxAuthorityId: Maybe<Scalars['ID']['output']>;
  /** Name of that authority. */
  taxAuthorityName: Maybe<Scalars['String']['output']>;
  /** How the member's percentage applies. */
  taxFactor: Maybe<TaxFactor>;
};

/** A tax, withholding tax or group of taxes of the organization. */
export type Tax = {
  __typename?: 'Tax';
  /** Identifier. */
  taxId: Scalars['ID']['output'];
  /** How documents label the tax: the GST kind (or the name) and the percentage, `IGST 18%`. */
  taxDisplayName: Scalars['String']['output'];
  /** Name, unique within the organization whatever its case. */
  taxName: Scalars['String']['output'];
  /** The name with its percentage, `IGST18 [18%]`, as pickers show it. */
  taxNameFormatted: Scalars['String']['output'];
  /** 18 means 18 %. A group's is the sum of its members'. */
  taxPercentage: Scalars['Decimal']['output'];
  /** Country of the organization the tax belongs to (its address), for integrations choosing an edition. */
  country: Maybe<Scalars['String']['output']>;
  /** Edition (country code) of that organization: IN, AE, US... */
  countryCode: Scalars['String']['output'];
  /** Always true: Kontor defines no system taxes that clients may not change. */
  isEditable: Scalars['Boolean']['output'];
  /** What the tax is. */
  taxType: TaxType;
  /** Account the tax collected on sales is credited to (default the Tax Payable account); null for groups and withholding taxes without one. */
  taxAccountId: Maybe<Scalars['ID']['output']>;
  /** Account the tax paid on purchases is debited to (default the Input Tax account); null for groups and withholding taxes. */
  purchaseTaxAccountId: Maybe<Scalars['ID']['output']>;
  /** Account TDS withheld on payments is owed in (TDS taxes). */
  tdsPayableAccountId: Maybe<Scalars['ID']['output']>;
  /** Account TCS paid on purchases is recoverable from (TCS taxes). */
  tcsReceivableAccountId: Maybe<Scalars['ID']['output']>;
  /** Account TCS collected on sales is owed in (TCS taxes). */
  tcsPayableAccountId: Maybe<Scalars['ID']['output']>;
  /** GST kind (India edition). */
  taxSpecificType: Maybe<TaxSpecificType>;
  /** Readable GST kind: IGST, CGST, SGST, UTGST, Nil Rated, Cess or Tax. */
  taxSpecificTypeDesc: Maybe<Scalars['String']['output']>;
  /** Version of the GST scheme the kind belongs to: 1 while it has one; null without a kind. */
  taxSpecificTypeVersion: Maybe<Scalars['String']['output']>;
  /** Authority the tax is paid to. */
  taxAuthorityId: Maybe<Scalars['ID']['output']>;
  /** Name of that authority. */
  taxAuthorityName: Maybe<Scalars['String']['output']>;
  /** A cess levied by a state (cess taxes only). */
  isStateCess: Scalars['Boolean']['output'];
  /** A value-added tax. */
  isValueAdded: Scalars['Boolean']['output'];
  /** The organization's default tax: a marker clients pre-select on new lines, never applied by itself; at most one, always active. */
  isDefaultTax: Scalars['Boolean']['output'];
  /** A non-ad-valorem tax: charged per quantity rather than on value (create only). */
  isNonAdvolTax: Scalars['Boolean']['output'];
  /** How the percentage applies. */
  taxFactor: Maybe<TaxFactor>;
  /** Whether sales and purchases post to one account or two. */
  taxAccountTracking: Maybe<TaxAccountTracking>;
  /** Name of the tax account (tax_account_id). */
  outputTaxAccountName: Maybe<Scalars['String']['output']>;
  /** Name of the purchase tax account (purchase_tax_account_id). */
  purchaseTaxAccountName: Maybe<Scalars['String']['output']>;
  /** Expense account for purchase tax that cannot be recovered. */
  purchaseTaxExpenseAccountId: Maybe<Scalars['ID']['output']>;
  /** Application the tax is mirrored from, for integrations. */
  accountingAppName: Maybe<Scalars['String']['output']>;
  /** The tax's id in that application. */
  accountingReferenceId: Maybe<Scalars['String']['output']>;
  /** Why a withholding tax applies at a higher rate. */
  diffRateReason: Maybe<DiffRateReason>;
  /** First day the tax applies. */
  startDate: Maybe<Scalars['LocalDate']['output']>;
  /** Last day the tax applies; after it the tax is expired. */
  endDate: Maybe<Scalars['LocalDate']['output']>;
  /** Whether the end date is before today in the organization's time zone. */
  isExpired: Scalars['Boolean']['output'];
  /** Active or inactive. */
  status: TaxStatus;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Client's own reference. */
  referenceId: Maybe<Scalars['String']['output']>;
  /** The members of a group, in order (in lists only with include_tax_group_details); null for a tax that is not a group. */
  taxes: Maybe<Array<TaxGroupMember>>;
};

/** Fields of a new tax or tax group. */
export type CreateTaxInput = {
  /** Name, unique within the organization whatever its case. */
  taxName: Scalars['String']['input'];
  /** 18 means 18 %; required unless the tax is a group (a group's is its members' sum). */
  taxPercentage?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the tax is (default tax). */
  taxType?: InputMaybe<TaxType>;
  /** Members of a group, in order: at least one, each a tax of the organization (no groups). Only for tax_group and tds_group. */
  taxIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** GST kind (India edition; tax is accepted everywhere). */
  taxSpecificType?: InputMaybe<TaxSpecificType>;
  /** Existing tax authority. */
  taxAuthorityId?: InputMaybe<Scalars['ID']['input']>;
  /** Tax authority by name; created on first use, and used instead of tax_authority_id. */
  taxAuthorityName?: InputMaybe<Scalars['String']['input']>;
  /** A cess levied by a state (tax_specific_type cess only). */
  isStateCess?: InputMaybe<Scalars['Boolean']['input']>;
  /** A value-added tax. */
  isValueAdded?: InputMaybe<Scalars['Boolean']['input']>;
  /** Make the tax the organization's default (clearing the previous default), or stop it being the default. Only an active tax can be the default. */
  isDefaultTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A non-ad-valorem tax (create only). */
  isNonAdvolTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** How the percentage applies. */
  taxFactor?: InputMaybe<TaxFactor>;
  /** Whether sales and purchases post to one account or two. */
  taxAccountTracking?: InputMaybe<TaxAccountTracking>;
  /** Liability account for tax on sales (default Tax Payable); for TDS taxes the asset account TDS withheld by customers is recoverable from. */
  taxAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Asset account for tax on purchases (default Input Tax); simple and compound taxes only. */
  purchaseTaxAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Expense account for purchase tax that cannot be recovered; simple and compound taxes only. */
  purchaseTaxExpenseAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Liability account for TDS withheld (tds_tax, gst_tds_tax). */
  tdsPayableAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Asset account for TCS paid (tcs_tax). */
  tcsReceivableAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Liability account for TCS collected (tcs_tax). */
  tcsPayableAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Application the tax is mirrored from. */
  accountingAppName?: InputMaybe<Scalars['String']['input']>;
  /** The tax's id in that application. */
  accountingReferenceId?: InputMaybe<Scalars['String']['input']>;
  /** Why a withholding tax applies at a higher rate (tds_* for TDS taxes, tcs_* for TCS taxes). */
  diffRateReason?: InputMaybe<DiffRateReason>;
  /** First day the tax applies. */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Last day the tax applies; not before start_date. */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Active (default) or inactive. */
  status?: InputMaybe<TaxStatus>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Client's own reference. */
  referenceId?: InputMaybe<Scalars['String']['input']>;
  /** Accepted for wire compatibility: a new tax is on no document yet. */
  updateRecurringInvoice?: InputMaybe<Scalars['Boolean']['input']>;
  /** Accepted for wire compatibility: a new tax is on no document yet. */
  updateRecurringExpense?: InputMaybe<Scalars['Boolean']['input']>;
  /** Accepted for wire compatibility: a new tax is on no document yet. */
  updateDraftInvoice?: InputMaybe<Scalars['Boolean']['input']>;
  /** Accepted for wire compatibility: a new tax is on no document yet. */
  updateRecurringBills?: InputMaybe<Scalars['Boolean']['input']>;
  /** Accepted for wire compatibility: a new tax is on no document yet. */
  updateDraftSo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Accepted for wire compatibility: a new tax is on no document yet. */
  updateSubscription?: InputMaybe<Scalars['Boolean']['input']>;
  /** Accepted for wire compatibility: a new tax is on no document yet. */
  updateProject?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to a tax: only the fields given change; null clears an optional field. */
export type UpdateTaxInput = {
  /** Name, unique within the organization whatever its case. */
  taxName?: InputMaybe<Scalars['String']['input']>;
  /** 18 means 18 % (not for groups). */
  taxPercentage?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the tax is: tax, compound_tax and tax_on_tax change into one another; other types stay as created. */
  taxType?: InputMaybe<TaxType>;
  /** Members of a group, replacing the current ones. */
  taxIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** GST kind (India edition; tax is accepted everywhere). */
  taxSpecificType?: InputMaybe<TaxSpecificType>;
  /** Existing tax authority. */
  taxAuthorityId?: InputMaybe<Scalars['ID']['input']>;
  /** Tax authority by name; created on first use. */
  taxAuthorityName?: InputMaybe<Scalars['String']['input']>;
  /** A cess levied by a state (tax_specific_type cess only). */
  isStateCess?: InputMaybe<Scalars['Boolean']['input']>;
  /** A value-added tax. */
  isValueAdded?: InputMaybe<Scalars['Boolean']['input']>;
  /** Make the tax the organization's default (clearing the previous default), or stop it being the default. Only an active tax can be the default. */
  isDefaultTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** How the percentage applies. */
  taxFactor?: InputMaybe<TaxFactor>;
  /** Whether sales and purchases post to one account or two. */
  taxAccountTracking?: InputMaybe<TaxAccountTracking>;
  /** Account for tax on sales (see CreateTaxInput). */
  taxAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Account for tax on purchases. */
  purchaseTaxAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Expense account for purchase tax that cannot be recovered. */
  purchaseTaxExpenseAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Liability account for TDS withheld. */
  tdsPayableAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Asset account for TCS paid. */
  tcsReceivableAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Liability account for TCS collected. */
  tcsPayableAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Application the tax is mirrored from. */
  accountingAppName?: InputMaybe<Scalars['String']['input']>;
  /** The tax's id in that application. */
  accountingReferenceId?: InputMaybe<Scalars['String']['input']>;
  /** Why a withholding tax applies at a higher rate. */
  diffRateReason?: InputMaybe<DiffRateReason>;
  /** First day the tax applies. */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Last day the tax applies. */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Active or inactive. */
  status?: InputMaybe<TaxStatus>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Client's own reference. */
  referenceId?: InputMaybe<Scalars['String']['input']>;
  /** Carry the change into recurring invoices using the tax (once recurring invoices exist). */
  updateRecurringInvoice?: InputMaybe<Scalars['Boolean']['input']>;
  /** Carry the change into recurring expenses using the tax (once they exist). */
  updateRecurringExpense?: InputMaybe<Scalars['Boolean']['input']>;
  /** Recompute draft invoices using the tax (or a group containing it) with the new rate. */
  updateDraftInvoice?: InputMaybe<Scalars['Boolean']['input']>;
  /** Carry the change into recurring bills using the tax (once they exist). */
  updateRecurringBills?: InputMaybe<Scalars['Boolean']['input']>;
  /** Carry the change into draft sales orders using the tax (once they exist). */
  updateDraftSo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Carry the change into subscriptions using the tax (once they exist). */
  updateSubscription?: InputMaybe<Scalars['Boolean']['input']>;
  /** Carry the change into projects using the tax (once they exist). */
  updateProject?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of creating a tax. */
export type CreateTaxPayload = {
  __typename?: 'CreateTaxPayload';
  /** The new tax. */
  tax: Tax;
};

/** Result of updating a tax. */
export type UpdateTaxPayload = {
  __typename?: 'UpdateTaxPayload';
  /** The tax as it is now. */
  tax: Tax;
};

/** Result of deleting a tax. */
export type DeleteTaxPayload = {
  __typename?: 'DeleteTaxPayload';
  /** The deleted tax. */
  taxId: Scalars['ID']['output'];
};

/** Taxes of the organization. */
export type TaxList = {
  __typename?: 'TaxList';
  /** One page of taxes. */
  nodes: Array<Tax>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** A group of taxes applied together (Books view of a tax of type tax_group): its percentage is its members' sum. */
export type TaxGroup = {
  __typename?: 'TaxGroup';
  /** Identifier (the same as the group's tax_id among the taxes). */
  taxGroupId: Scalars['ID']['output'];
  /** Name, unique among the organization's taxes whatever its case. */
  taxGroupName: Scalars['String']['output'];
  /** Sum of the members' percentages. */
  taxGroupPercentage: Scalars['Decimal']['output'];
  /** Active or inactive. */
  status: TaxStatus;
  /** The member taxes, in order. */
  taxes: Array<TaxGroupMember>;
};

/** Fields of a new tax group. */
export type CreateTaxGroupInput = {
  /** Name, unique among the organization's taxes whatever its case. */
  taxGroupName: Scalars['String']['input'];
  /** Member tax ids, comma separated (`id1,id2`): at least one, each an active simple or compound tax of the organization, no repeats. */
  taxes: Scalars['String']['input'];
};

/** Changes to a tax group: only the fields given change. */
export type UpdateTaxGroupInput = {
  /** Name, unique among the organization's taxes whatever its case. */
  taxGroupName?: InputMaybe<Scalars['String']['input']>;
  /** Member tax ids, comma separated, replacing the current members. */
  taxes?: InputMaybe<Scalars['String']['input']>;
};

/** Result of creating a tax group. */
export type CreateTaxGroupPayload = {
  __typename?: 'CreateTaxGroupPayload';
  /** The new group. */
  taxGroup: TaxGroup;
};

/** Result of updating a tax group. */
export type UpdateTaxGroupPayload = {
  __typename?: 'UpdateTaxGroupPayload';
  /** The group as it is now. */
  taxGroup: TaxGroup;
};

/** Result of deleting a tax group. */
export type DeleteTaxGroupPayload = {
  __typename?: 'DeleteTaxGroupPayload';
  /** The deleted group. */
  taxGroupId: Scalars['ID']['output'];
};

/** Who a tax exemption exempts. */
export type TaxExemptionType =
  /** A customer. */
  | 'CUSTOMER'
  /** An item. */
  | 'ITEM';

/** A reason a customer or an item is not taxed, shown by its code on documents. */
export type TaxExemption = {
  __typename?: 'TaxExemption';
  /** Identifier. */
  taxExemptionId: Scalars['ID']['output'];
  /** Its code (unique in the organization, any case). */
  taxExemptionCode: Scalars['String']['output'];
  /** What it means. */
  description: Scalars['String']['output'];
  /** Who it exempts. */
  type: TaxExemptionType;
};

/** Tax exemptions of the organization, by code. */
export type TaxExemptionList = {
  __typename?: 'TaxExemptionList';
  /** One page of exemptions. */
  nodes: Array<TaxExemption>;
  /** Where the page stands. */
  pageContext: PageContext;
};

export type CreateTaxExemptionInput = {
  /** Its code (unique in the organization, any case). */
  taxExemptionCode: Scalars['String']['input'];
  /** What it means. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Who it exempts: customer or item. */
  type: TaxExemptionType;
};

export type UpdateTaxExemptionInput = {
  /** Its code (unique in the organization, any case). */
  taxExemptionCode?: InputMaybe<Scalars['String']['input']>;
  /** What it means. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Who it exempts: customer or item. */
  type?: InputMaybe<TaxExemptionType>;
};

export type CreateTaxExemptionPayload = {
  __typename?: 'CreateTaxExemptionPayload';
  /** The exemption added. */
  taxExemption: TaxExemption;
};

export type UpdateTaxExemptionPayload = {
  __typename?: 'UpdateTaxExemptionPayload';
  /** The exemption as changed. */
  taxExemption: TaxExemption;
};

export type DeleteTaxExemptionPayload = {
  __typename?: 'DeleteTaxExemptionPayload';
  /** The deleted exemption. */
  taxExemptionId: Scalars['ID']['output'];
};

/** Tax groups of the organization. */
export type TaxGroupList = {
  __typename?: 'TaxGroupList';
  /** One page of groups. */
  nodes: Array<TaxGroup>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** An item (owned by accounting) as the erp module sees it: the name and rate of its default tax. */
export type Item = {
  __typename?: 'Item';
  /** Identifier. */
  itemId: Scalars['ID']['output'];
  /** Default sales tax (owned by accounting). */
  taxId: Maybe<Scalars['ID']['output']>;
  /** Name of the default tax. */
  taxName: Maybe<Scalars['String']['output']>;
  /** Type of the default tax. */
  taxType: Maybe<TaxType>;
  /** Percentage of the default tax, as a string (`18`, a group's sum). */
  taxPercentage: Maybe<Scalars['String']['output']>;
};

/** How TDS is computed on a document. */
export type TdsCalculationType =
  /** On each line's amount with the line's TDS tax. */
  | 'LINE_ITEM_LEVEL'
  /** On the document's sub total with one TDS tax. */
  | 'TRANSACTION_LEVEL';

/** A kind of direct-tax registration of the organization. */
export type RegistrationType =
  /** Tax deduction and collection account number: four letters, five digits, a letter. */
  | 'TAN'
  /** Permanent account number: five letters, four digits, a letter. */
  | 'PAN'
  /** The income-tax circle or ward the organization deducts tax under. */
  | 'TDS_CIRCLE';

/** A registration of the organization for direct taxes. */
export type RegistrationDetail = {
  __typename?: 'RegistrationDetail';
  /** Kind. */
  type: RegistrationType;
  /** Readable kind: TAN, PAN, TDS Circle. */
  typeFormatted: Scalars['String']['output'];
  /** The number or name. */
  value: Scalars['String']['output'];
};

/** A registration to record. */
export type RegistrationDetailInput = {
  /** Kind; each kind at most once. */
  type: RegistrationType;
  /** The number (TAN and PAN in capitals) or name. */
  value: Scalars['String']['input'];
};

/** The organization's direct-tax (TDS/TCS) settings. */
export type DirectTaxSettings = {
  __typename?: 'DirectTaxSettings';
  /** How TDS is computed on documents; null until set. */
  tdsCalculationType: Maybe<TdsCalculationType>;
  /** Month TDS liability is tracked from, `MM-yyyy`. */
  trackTdsLiabilityFrom: Maybe<Scalars['String']['output']>;
  /** Expense account penalties for late TDS are recorded in. */
  defaultPenaltyAccountId: Maybe<Scalars['ID']['output']>;
  /** Expense account interest on late TDS is recorded in. */
  defaultInterestAccountId: Maybe<Scalars['ID']['output']>;
  /** Name of the penalty account. */
  defaultPenaltyAccountName: Maybe<Scalars['String']['output']>;
  /** Name of the interest account. */
  defaultInterestAccountName: Maybe<Scalars['String']['output']>;
  /** Registrations, in the order given. */
  registrationDetails: Array<RegistrationDetail>;
};

/** Changes to the direct-tax settings: only the fields given change; null clears one. */
export type UpdateDirectTaxSettingsInput = {
  /** How TDS is computed on documents. */
  tdsCalculationType?: InputMaybe<TdsCalculationType>;
  /** Month TDS liability is tracked from, `MM-yyyy` (01-2024). */
  trackTdsLiabilityFrom?: InputMaybe<Scalars['String']['input']>;
  /** An active expense account for penalties. */
  defaultPenaltyAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** An active expense account for interest. */
  defaultInterestAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Registrations, replacing the current ones. */
  registrationDetails?: InputMaybe<Array<RegistrationDetailInput>>;
};

/** Result of updating the direct-tax settings. */
export type UpdateDirectTaxSettingsPayload = {
  __typename?: 'UpdateDirectTaxSettingsPayload';
  /** The settings as they are now. */
  directTaxSettings: DirectTaxSettings;
};

export type Query = {
  __typename?: 'Query';
  /** Taxes of the organization, filtered, sorted and paged. */
  taxes: TaxList;
  /** One tax of the organization, a group with its members. */
  tax: Tax;
  /** Tax groups of the organization (tax_type tax_group), each with its member taxes: the Books view of the groups among the taxes. */
  taxGroups: TaxGroupList;
  /** Tax exemptions of the organization, by code. */
  taxExemptions: TaxExemptionList;
  /** One tax exemption. */
  taxExemption: TaxExemption;
  /** One tax group with its member taxes; a tax that is not a group does not exist here. */
  taxGroup: TaxGroup;
  /** The organization's direct-tax settings (empty until first saved). */
  directTaxSettings: DirectTaxSettings;
  /** Lines of an account register, with the spec's query options. */
  registerTransactions: RegisterTransactionsPayload;
  /** Bulk actions done in a register. */
  registerBulkHistory: RegisterBulkActionList;
  /** One bulk action of a register. */
  registerBulkAction: RegisterBulkAction;
  /** One bulk action of a register with a page of the manual journals it acted on. */
  registerBulkActionDetails: RegisterBulkActionDetailsPayload;
  /** What a bulk update of the register can change. */
  registerBulkUpdateEditPage: RegisterBulkEditPage;
  /** Budget against actuals of the register account over a fiscal year. */
  registerBudgetVsActuals: BudgetVsActuals;
  /** A manual journal as the ledger currently holds it (a deleted one does not exist). */
  manualJournal: ManualJournal;
};


export type QueryTaxesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<TaxSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<TaxFilter>;
  isTdsRequest?: InputMaybe<Scalars['Boolean']['input']>;
  isTcsRequest?: InputMaybe<Scalars['Boolean']['input']>;
  includeTaxGroupDetails?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryTaxArgs = {
  taxId: Scalars['ID']['input'];
};


export type QueryTaxGroupsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTaxExemptionsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTaxExemptionArgs = {
  taxExemptionId: Scalars['ID']['input'];
};


export type QueryTaxGroupArgs = {
  taxGroupId: Scalars['ID']['input'];
};


export type QueryRegisterTransactionsArgs = {
  accountId: Scalars['ID']['input'];
  filterBy?: InputMaybe<RegisterDateFilter>;
  fromDate?: InputMaybe<Scalars['LocalDate']['input']>;
  toDate?: InputMaybe<Scalars['LocalDate']['input']>;
  cashBased?: InputMaybe<Scalars['Boolean']['input']>;
  accountIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  groupBy?: InputMaybe<Array<RegisterColumn>>;
  sortColumn?: InputMaybe<RegisterSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  optionalColumns?: InputMaybe<Array<RegisterOptionalColumn>>;
  showFcy?: InputMaybe<Scalars['Boolean']['input']>;
  isSelectColumnEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isNewFlow?: InputMaybe<Scalars['Boolean']['input']>;
  isAccountCodeColumnEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRegisterBulkHistoryArgs = {
  accountId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<RegisterBulkActionSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
};


export type QueryRegisterBulkActionArgs = {
  accountId: Scalars['ID']['input'];
  bulkActionId: Scalars['ID']['input'];
};


export type QueryRegisterBulkActionDetailsArgs = {
  accountId: Scalars['ID']['input'];
  bulkActionId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<RegisterBulkActionTransactionSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
};


export type QueryRegisterBulkUpdateEditPageArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryRegisterBudgetVsActualsArgs = {
  accountId: Scalars['ID']['input'];
  fiscalYear?: InputMaybe<Scalars['Int']['input']>;
  budgetId?: InputMaybe<Scalars['String']['input']>;
  cashBased?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryManualJournalArgs = {
  journalId: Scalars['ID']['input'];
};

/** Date range of a register report, in the organization's time zone; quarters and years are fiscal. */
export type RegisterDateFilter =
  /** Every date (the default; an addition to the spec's values). */
  | 'ALL'
  /** Today. */
  | 'TODAY'
  /** Monday to Sunday of this week. */
  | 'THIS_WEEK'
  /** This calendar month. */
  | 'THIS_MONTH'
  /** This quarter of the fiscal year. */
  | 'THIS_QUARTER'
  /** This fiscal year. */
  | 'THIS_YEAR'
  /** Yesterday. */
  | 'PREVIOUS_DAY'
  /** Monday to Sunday of last week. */
  | 'PREVIOUS_WEEK'
  /** Last calendar month. */
  | 'PREVIOUS_MONTH'
  /** The fiscal quarter before this one. */
  | 'PREVIOUS_QUARTER'
  /** The fiscal year before this one. */
  | 'PREVIOUS_YEAR'
  /** From fromDate and/or to toDate. */
  | 'CUSTOM_DATE';

/** Columns a register report sorts by. */
export type RegisterSortColumn =
  /** Transaction date (the default), oldest first. */
  | 'DATE'
  /** Kind of the source document. */
  | 'TRANSACTION_TYPE'
  /** Type of the line's account. */
  | 'ACCOUNT_TYPE'
  /** Name of the line's account. */
  | 'ACCOUNT_NAME'
  /** Code of the line's account. */
  | 'ACCOUNT_CODE';

/** Columns a register report groups by. */
export type RegisterColumn =
  /** Transaction date. */
  | 'DATE'
  /** Kind of the source document. */
  | 'TRANSACTION_TYPE'
  /** The line's account. */
  | 'ACCOUNT_ID'
  /** Type of the line's account. */
  | 'ACCOUNT_TYPE'
  /** Name of the line's account. */
  | 'ACCOUNT_NAME'
  /** Code of the line's account. */
  | 'ACCOUNT_CODE';

/** Columns a register report adds when asked. */
export type RegisterOptionalColumn =
  /** The account's code. */
  | 'ACCOUNT_CODE'
  /** Balance of the line's account after the line, on the register account's natural side. */
  | 'RUNNING_BALANCE'
  /** The line's debit minus credit, on the register account's natural side. */
  | 'NET_AMOUNT';

/** One journal line of a register report. */
export type RegisterTransaction = {
  __typename?: 'RegisterTransaction';
  /** The source document the line belongs to (its id: an invoice, a manual journal...). */
  transactionId: Scalars['ID']['output'];
  /** Accounting date. */
  transactionDate: Scalars['LocalDate']['output'];
  /** Kind of the source document (invoice, manual_journal...). */
  transactionType: Scalars['String']['output'];
  /** Kind of the source document, for display. */
  transactionTypeFormatted: Scalars['String']['output'];
  /** Number of the source document. */
  transactionNumber: Maybe<Scalars['String']['output']>;
  /** The journal entry of the line. */
  journalId: Scalars['ID']['output'];
  /** The journal line. */
  lineId: Scalars['ID']['output'];
  /** Account of the line. */
  accountId: Scalars['ID']['output'];
  /** Name of the line's account. */
  accountName: Scalars['String']['output'];
  /** Type of the line's account. */
  accountType: Scalars['String']['output'];
  /** Description of the line. */
  description: Maybe<Scalars['String']['output']>;
  /** Debit in the base currency. */
  debitAmount: Scalars['Decimal']['output'];
  /** Credit in the base currency. */
  creditAmount: Scalars['Decimal']['output'];
  /** The line belongs to an entry that reverses an earlier one (a correction). */
  isReversal: Scalars['Boolean']['output'];
  /** The line's entry has been reversed by a later one. */
  isReversed: Scalars['Boolean']['output'];
  /** With is_select_column_enabled: whether bulk actions may act on the transaction (a current manual journal line). */
  isSelectable: Maybe<Scalars['Boolean']['output']>;
  /** With optional_columns account_code or is_account_code_column_enabled: the account's code. */
  accountCode: Maybe<Scalars['String']['output']>;
  /** With optional_columns running_balance: balance of the line's account after it (across pages). */
  runningBalance: Maybe<Scalars['Decimal']['output']>;
  /** With optional_columns net_amount: debit minus credit on the register account's natural side. */
  netAmount: Maybe<Scalars['Decimal']['output']>;
  /** With show_fcy: code of the line's currency. */
  currencyCode: Maybe<Scalars['String']['output']>;
  /** With show_fcy: debit in the line's currency. */
  fcyDebitAmount: Maybe<Scalars['Decimal']['output']>;
  /** With show_fcy: credit in the line's currency. */
  fcyCreditAmount: Maybe<Scalars['Decimal']['output']>;
  /** With show_fcy: exchange rate of the line. */
  exchangeRate: Maybe<Scalars['Decimal']['output']>;
};

/** A value of a group_by column. */
export type RegisterGroupValue = {
  __typename?: 'RegisterGroupValue';
  /** The column. */
  column: RegisterColumn;
  /** Its value in the group. */
  value: Maybe<Scalars['String']['output']>;
};

/** Totals of one group of a grouped register report (over every page). */
export type RegisterGroup = {
  __typename?: 'RegisterGroup';
  /** The group's values of the group_by columns. */
  values: Array<RegisterGroupValue>;
  /** Debits of the group, base currency. */
  debitAmount: Scalars['Decimal']['output'];
  /** Credits of the group, base currency. */
  creditAmount: Scalars['Decimal']['output'];
  /** Debits minus credits on the register account's natural side. */
  netAmount: Scalars['Decimal']['output'];
  /** Lines in the group. */
  transactionCount: Scalars['Int']['output'];
};

/** A register report: lines of the register account (and of the account_id list) in the period. */
export type RegisterTransactions = {
  __typename?: 'RegisterTransactions';
  /** One page of lines. */
  accountTransactions: Array<RegisterTransaction>;
  /** The register account. */
  accountId: Scalars['ID']['output'];
  /** Name of the register account. */
  accountName: Scalars['String']['output'];
  /** Type of the register account. */
  accountType: Scalars['String']['output'];
  /** Base currency of the amounts. */
  currencyCode: Scalars['String']['output'];
  /** First day of the period (null: from the first entry). */
  fromDate: Maybe<Scalars['LocalDate']['output']>;
  /** Last day of the period (null: up to the last entry). */
  toDate: Maybe<Scalars['LocalDate']['output']>;
  /** Balance of the report's accounts before the period, on the register account's natural side. */
  openingBalance: Scalars['Decimal']['output'];
  /** Balance of the report's accounts at the end of the period, on the register account's natural side. */
  glClosingBalance: Scalars['Decimal']['output'];
  /** Totals per group when group_by is given, else empty. */
  groups: Array<RegisterGroup>;
};

/** A register report and where its page stands (REST: `register_transactions` and `page_context`). */
export type RegisterTransactionsPayload = {
  __typename?: 'RegisterTransactionsPayload';
  /** The report. */
  registerTransactions: RegisterTransactions;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** What a bulk action did. */
export type RegisterBulkActionType =
  /** Changed a field of manual journal lines. */
  | 'UPDATE'
  /** Deleted manual journals (by reversing them). */
  | 'DELETE';

/** Fields a bulk update may change. */
export type RegisterBulkField =
  /** Moves the lines in the register account to another account (reclassification). */
  | 'ACCOUNT_ID'
  /** Replaces the description of the lines in the register account. */
  | 'DESCRIPTION';

/** A bulk update or delete done in an account register. */
export type RegisterBulkAction = {
  __typename?: 'RegisterBulkAction';
  /** Identifier. */
  bulkActionId: Scalars['ID']['output'];
  /** The register account. */
  accountId: Scalars['ID']['output'];
  /** Name of the register account. */
  accountName: Scalars['String']['output'];
  /** What was done, in words. */
  description: Scalars['String']['output'];
  /** Update or delete. */
  actionType: RegisterBulkActionType;
  /** completed: an action is recorded only when all of it succeeded. */
  status: Scalars['String']['output'];
  /** When it was done, in the organization's time zone. */
  date: Scalars['String']['output'];
  /** Who did it. */
  userId: Scalars['ID']['output'];
  /** Their name. */
  userName: Maybe<Scalars['String']['output']>;
  /** How many transactions it acted on. */
  txnCount: Scalars['String']['output'];
  /** The field a bulk update changed. */
  updatedField: Maybe<RegisterBulkField>;
  /** The value it set (an account id for account_id). */
  updatedValue: Maybe<Scalars['String']['output']>;
  /** The value it set, for display (the account's name for account_id). */
  updatedValueFormatted: Maybe<Scalars['String']['output']>;
  /** Why, as the user said. */
  updatedReason: Maybe<Scalars['String']['output']>;
  /** The transactions (manual journals) it acted on. */
  transactionIds: Array<Scalars['ID']['output']>;
  /** The manual journals it acted on, each with its number and what it is now. */
  transactions: Array<RegisterBulkActionTransaction>;
};

/** A manual journal a bulk action acted on. */
export type RegisterBulkActionTransaction = {
  __typename?: 'RegisterBulkActionTransaction';
  /** The manual journal (its transaction_id in the register). */
  entityId: Scalars['ID']['output'];
  /** Its number, MJ-000001 onwards. */
  transactionNumber: Scalars['String']['output'];
  /** manual_journal: bulk actions act on manual journals only. */
  transactionType: Scalars['String']['output'];
  /** What the journal is now: `published` (posted, with any later change) or `deleted` (reversed by a bulk delete). */
  entityStatus: Scalars['String']['output'];
};

/** Columns the transactions of a bulk action sort by. */
export type RegisterBulkActionTransactionSortColumn =
  /** The journal number (the default). */
  | 'TRANSACTION_NUMBER';

/** One bulk action with a page of the manual journals it acted on (REST: `bulk_action_details` and `page_context`). */
export type RegisterBulkActionDetailsPayload = {
  __typename?: 'RegisterBulkActionDetailsPayload';
  /** The bulk action; its transactions are the page's. */
  bulkActionDetails: RegisterBulkAction;
  /** Where the page of transactions stands. */
  pageContext: PageContext;
};

/** A page of bulk actions of a register. */
export type RegisterBulkActionList = {
  __typename?: 'RegisterBulkActionList';
  /** One page of bulk actions. */
  nodes: Array<RegisterBulkAction>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Columns the bulk action history sorts by. */
export type RegisterBulkActionSortColumn =
  /** When the action was done (the default, newest first). */
  | 'CREATED_TIME';

/** A field a bulk update may change, as the edit page offers it. */
export type RegisterBulkEditField = {
  __typename?: 'RegisterBulkEditField';
  /** The field, as bulk update's updated_field takes it. */
  field: RegisterBulkField;
  /** Label to show. */
  label: Scalars['String']['output'];
  /** account (an account id of the chart) or string. */
  dataType: Scalars['String']['output'];
  /** Whether updated_value must be given. */
  isRequired: Scalars['Boolean']['output'];
  /** Longest updated_value accepted. */
  maxLength: Maybe<Scalars['Int']['output']>;
  /** What the value must be. */
  description: Scalars['String']['output'];
  /** Whether the edit page shows the field: the account field only while another active account exists to move lines to. */
  canShowField: Scalars['Boolean']['output'];
  /** Key of `values` to show in a picker (`account_name`); null for a field typed freely. */
  optionLabel: Maybe<Scalars['String']['output']>;
  /** Key of `values` that updated_value takes (`account_id`); null for a field typed freely. */
  optionValue: Maybe<Scalars['String']['output']>;
  /** The values a picker offers: the active accounts other than the register's, by name; empty for a field typed freely. */
  values: Array<RegisterBulkEditValue>;
};

/** An account a bulk update may move lines to. */
export type RegisterBulkEditValue = {
  __typename?: 'RegisterBulkEditValue';
  /** The account (the updated_value to send). */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Scalars['String']['output'];
  /** Its code. */
  accountCode: Maybe<Scalars['String']['output']>;
  /** Its type. */
  accountType: Scalars['String']['output'];
};

/** What a bulk update of a register can change. */
export type RegisterBulkEditPage = {
  __typename?: 'RegisterBulkEditPage';
  /** The register account. */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Scalars['String']['output'];
  /** Most transactions one bulk action takes. */
  maxTransactions: Scalars['Int']['output'];
  /** Only manual journals can be bulk updated or deleted; documents change through their own routes. */
  transactionTypes: Array<Scalars['String']['output']>;
  /** The fields. */
  fields: Array<RegisterBulkEditField>;
};

/** Bulk update of manual journals seen in a register. */
export type BulkUpdateRegisterTransactionsInput = {
  /** Manual journals (transaction_id of the register) to change: 1 to 200. */
  transactionIds: Array<Scalars['ID']['input']>;
  /** The field to change. */
  updatedField: RegisterBulkField;
  /** The new value: an account id for account_id, text for description. */
  updatedValue: Scalars['String']['input'];
  /** Why (kept in the history). */
  updatedReason?: InputMaybe<Scalars['String']['input']>;
};

/** Result of a bulk update. */
export type BulkUpdateRegisterTransactionsPayload = {
  __typename?: 'BulkUpdateRegisterTransactionsPayload';
  /** The action as recorded in the history. */
  bulkAction: RegisterBulkAction;
};

/** Bulk delete of manual journals seen in a register. */
export type BulkDeleteRegisterTransactionsInput = {
  /** Manual journals (transaction_id of the register) to delete: 1 to 200. */
  transactionIds: Array<Scalars['ID']['input']>;
  /** Why (kept in the history). */
  updatedReason?: InputMaybe<Scalars['String']['input']>;
};

/** Result of a bulk delete. */
export type BulkDeleteRegisterTransactionsPayload = {
  __typename?: 'BulkDeleteRegisterTransactionsPayload';
  /** The action as recorded in the history. */
  bulkAction: RegisterBulkAction;
};

/** Budget of one month. */
export type RegisterBudgetMonthInput = {
  /** The month, yyyy-mm, within the fiscal year. */
  month: Scalars['String']['input'];
  /** Budgeted amount in the base currency, on the account's natural side (≥ 0). */
  amount: Scalars['Decimal']['input'];
};

/** The budgets of an account for one fiscal year (replaces that year's budgets). */
export type SetRegisterBudgetsInput = {
  /** The fiscal year, named by the calendar year it starts in. */
  fiscalYear: Scalars['Int']['input'];
  /** Months of the year with a budget; months left out have none. */
  budgets: Array<RegisterBudgetMonthInput>;
};

/** Budget of one month of an account. */
export type RegisterBudgetMonth = {
  __typename?: 'RegisterBudgetMonth';
  /** The month, yyyy-mm. */
  month: Scalars['String']['output'];
  /** Budgeted amount. */
  amount: Scalars['Decimal']['output'];
};

/** The budgets of an account for a fiscal year. */
export type RegisterBudget = {
  __typename?: 'RegisterBudget';
  /** The account. */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Scalars['String']['output'];
  /** The fiscal year, named by the calendar year it starts in. */
  fiscalYear: Scalars['Int']['output'];
  /** First day of the fiscal year. */
  fromDate: Scalars['LocalDate']['output'];
  /** Last day of the fiscal year. */
  toDate: Scalars['LocalDate']['output'];
  /** Months with a budget. */
  months: Array<RegisterBudgetMonth>;
  /** Sum of the months. */
  totalBudget: Scalars['Decimal']['output'];
};

/** Result of setting budgets. */
export type SetRegisterBudgetsPayload = {
  __typename?: 'SetRegisterBudgetsPayload';
  /** The year's budgets as they are now. */
  budget: RegisterBudget;
};

/** Budget against actual movement of an account in one month. */
export type BudgetVsActualMonth = {
  __typename?: 'BudgetVsActualMonth';
  /** The month, yyyy-mm. */
  month: Scalars['String']['output'];
  /** Budgeted amount (0 without a budget). */
  budgetAmount: Scalars['Decimal']['output'];
  /** Net movement of the account in the month, on its natural side. */
  actualAmount: Scalars['Decimal']['output'];
  /** Actual minus budget. */
  variance: Scalars['Decimal']['output'];
  /** Variance as a percentage of the budget (null without a budget). */
  variancePercentage: Maybe<Scalars['Decimal']['output']>;
};

/** Budget against actuals of an account over a fiscal year. */
export type BudgetVsActuals = {
  __typename?: 'BudgetVsActuals';
  /** The account. */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Scalars['String']['output'];
  /** Its type. */
  accountType: Scalars['String']['output'];
  /** The fiscal year, named by the calendar year it starts in. */
  fiscalYear: Scalars['Int']['output'];
  /** First day of the fiscal year. */
  fromDate: Scalars['LocalDate']['output'];
  /** Last day of the fiscal year. */
  toDate: Scalars['LocalDate']['output'];
  /** Whether actuals are cash-based. */
  cashBased: Scalars['Boolean']['output'];
  /** The twelve months of the year. */
  months: Array<BudgetVsActualMonth>;
  /** Budget of the year. */
  totalBudget: Scalars['Decimal']['output'];
  /** Actual movement of the year. */
  totalActual: Scalars['Decimal']['output'];
  /** Actual minus budget over the year. */
  totalVariance: Scalars['Decimal']['output'];
  /** Variance as a percentage of the year's budget (null without a budget). */
  totalVariancePercentage: Maybe<Scalars['Decimal']['output']>;
  /** The account's budgets: one per fiscal year with a budgeted month, oldest first. */
  budgetInfoList: Array<RegisterBudgetInfo>;
  /** The comparison as the family structures it: the budget, the account and the months. */
  budgetVsActuals: RegisterBudgetVsActualDetail;
};

/** A budget of an account: the monthly budgets of one fiscal year. */
export type RegisterBudgetInfo = {
  __typename?: 'RegisterBudgetInfo';
  /** The budget: the fiscal year it covers, named by the calendar year it starts in (2024). */
  budgetId: Scalars['String']['output'];
  /** Its name: the fiscal year's months (FY 2024-04 to 2025-03). */
  budgetName: Scalars['String']['output'];
};

/** The account under comparison. */
export type RegisterGeneralLedgerInfo = {
  __typename?: 'RegisterGeneralLedgerInfo';
  /** The account. */
  generalledgerId: Scalars['ID']['output'];
  /** Its name. */
  generalledgerName: Scalars['String']['output'];
};

/** Budget against actuals of one budget and account. */
export type RegisterBudgetVsActualDetail = {
  __typename?: 'RegisterBudgetVsActualDetail';
  /** The budget compared (the fiscal year shown). */
  budgetInfo: RegisterBudgetInfo;
  /** The account. */
  generalledgerInfo: RegisterGeneralLedgerInfo;
  /** The twelve months, as `months`. */
  detailedBudgetVsActual: Array<BudgetVsActualMonth>;
};

/** Side of a manual journal line. */
export type DebitOrCredit =
  /** Debit. */
  | 'DEBIT'
  /** Credit. */
  | 'CREDIT';

/** A line of a new manual journal. */
export type ManualJournalLineInput = {
  /** Account of the line. */
  accountId: Scalars['ID']['input'];
  /** Side of the line. */
  debitOrCredit: DebitOrCredit;
  /** Amount in the journal's currency (≥ 0). */
  amount: Scalars['Decimal']['input'];
  /** Description of the line. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The customer (any active contact of the organization) the line is for. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** The location the line is for (default the journal's). */
  locationId?: InputMaybe<Scalars['ID']['input']>;
};

/** A new manual journal: balanced lines posted to the ledger. */
export type CreateManualJournalInput = {
  /** Accounting date. */
  journalDate: Scalars['LocalDate']['input'];
  /** Reference. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Currency of the amounts; default the base currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Base-currency units per unit of the currency; default the currency's rate. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** The location (an active location of the organization) the journal is for; its lines' default. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** At least two lines; debits equal credits. */
  lineItems: Array<ManualJournalLineInput>;
};

/** A line of a manual journal. */
export type ManualJournalLine = {
  __typename?: 'ManualJournalLine';
  /** The journal line. */
  lineId: Scalars['ID']['output'];
  /** Account of the line. */
  accountId: Scalars['ID']['output'];
  /** Name of the account. */
  accountName: Scalars['String']['output'];
  /** Side of the line. */
  debitOrCredit: DebitOrCredit;
  /** Amount in the journal's currency. */
  amount: Scalars['Decimal']['output'];
  /** Amount in the base currency. */
  bcyAmount: Scalars['Decimal']['output'];
  /** Description of the line. */
  description: Maybe<Scalars['String']['output']>;
  /** The customer (contact) the line is for. */
  customerId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  customerName: Maybe<Scalars['String']['output']>;
  /** The location the line is for. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
};

/** A manual journal as the ledger currently holds it. */
export type ManualJournal = {
  __typename?: 'ManualJournal';
  /** Identifier (the transaction_id of its register lines). */
  journalId: Scalars['ID']['output'];
  /** Number, MJ-000001 onwards. */
  journalNumber: Scalars['String']['output'];
  /** Accounting date. */
  journalDate: Scalars['LocalDate']['output'];
  /** Reference. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Notes. */
  notes: Maybe<Scalars['String']['output']>;
  /** Currency of the amounts. */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Exchange rate to the base currency. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Sum of the debits. */
  total: Scalars['Decimal']['output'];
  /** Sum of the debits in the base currency. */
  bcyTotal: Scalars['Decimal']['output'];
  /** The location the journal is for. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** Lines. */
  lineItems: Array<ManualJournalLine>;
  /** When it was (last) posted, in the organization's time zone. */
  createdTime: Scalars['String']['output'];
  /** When the journal was last posted, in the organization's time zone (an edit through a register posts it again). */
  lastModifiedTime: Scalars['String']['output'];
  /** The journal number again, as the family's `entry_number` names it. */
  entryNumber: Scalars['String']['output'];
  /** Basis of the ledger entry: `both` (cash and accrual reports; every manual journal today), `accrual` or `cash`. */
  journalType: Scalars['String']['output'];
  /** `published`: a manual journal is posted to the ledger when it is created (there are no draft journals). */
  status: Scalars['String']['output'];
  /** Symbol of the journal's currency. */
  currencySymbol: Scalars['String']['output'];
  /** Decimal places of the journal's currency. */
  pricePrecision: Scalars['Int']['output'];
  /** Sum of the debit lines in the journal's currency (equal to the credits and to total). */
  lineItemTotal: Scalars['Decimal']['output'];
};

/** Result of creating a manual journal. */
export type CreateManualJournalPayload = {
  __typename?: 'CreateManualJournalPayload';
  /** The new journal. */
  journal: ManualJournal;
};

export type Link__Purpose =
  /** `SECURITY` features provide metadata necessary to securely resolve fields. */
  | 'SECURITY'
  /** `EXECUTION` features provide metadata necessary for operation execution. */
  | 'EXECUTION';

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates a tax or a tax group. */
  createTax: CreateTaxPayload;
  /** Updates a tax; the update_* flags carry a change of rate into the documents they name, in the same transaction. */
  updateTax: UpdateTaxPayload;
  /** Deletes a tax that no item, group or document uses. */
  deleteTax: DeleteTaxPayload;
  /** Creates a tax group (tax_type tax_group) of existing active simple or compound taxes. */
  createTaxGroup: CreateTaxGroupPayload;
  /** Renames a tax group or replaces its members; documents keep the rate they were made with. */
  updateTaxGroup: UpdateTaxGroupPayload;
  /** Deletes a tax group that no item or document uses; its member taxes stay. */
  deleteTaxGroup: DeleteTaxGroupPayload;
  /** Adds a tax exemption. */
  createTaxExemption: CreateTaxExemptionPayload;
  /** Changes a tax exemption: only the fields given. */
  updateTaxExemption: UpdateTaxExemptionPayload;
  /** Deletes a tax exemption. */
  deleteTaxExemption: DeleteTaxExemptionPayload;
  /** Updates the direct-tax settings. */
  updateDirectTaxSettings: UpdateDirectTaxSettingsPayload;
  /** Changes a field of manual journals seen in a register, all or nothing; recorded in the bulk history. */
  bulkUpdateRegisterTransactions: BulkUpdateRegisterTransactionsPayload;
  /** Deletes manual journals seen in a register by reversing them, all or nothing; recorded in the bulk history. */
  bulkDeleteRegisterTransactions: BulkDeleteRegisterTransactionsPayload;
  /** Sets the monthly budgets of the register account for a fiscal year. */
  setRegisterBudgets: SetRegisterBudgetsPayload;
  /** Posts a manual journal to the ledger. */
  createManualJournal: CreateManualJournalPayload;
};


export type MutationCreateTaxArgs = {
  input: CreateTaxInput;
};


export type MutationUpdateTaxArgs = {
  taxId: Scalars['ID']['input'];
  input: UpdateTaxInput;
};


export type MutationDeleteTaxArgs = {
  taxId: Scalars['ID']['input'];
};


export type MutationCreateTaxGroupArgs = {
  input: CreateTaxGroupInput;
};


export type MutationUpdateTaxGroupArgs = {
  taxGroupId: Scalars['ID']['input'];
  input: UpdateTaxGroupInput;
};


export type MutationDeleteTaxGroupArgs = {
  taxGroupId: Scalars['ID']['input'];
};


export type MutationCreateTaxExemptionArgs = {
  input: CreateTaxExemptionInput;
};


export type MutationUpdateTaxExemptionArgs = {
  taxExemptionId: Scalars['ID']['input'];
  input: UpdateTaxExemptionInput;
};


export type MutationDeleteTaxExemptionArgs = {
  taxExemptionId: Scalars['ID']['input'];
};


export type MutationUpdateDirectTaxSettingsArgs = {
  input: UpdateDirectTaxSettingsInput;
};


export type MutationBulkUpdateRegisterTransactionsArgs = {
  accountId: Scalars['ID']['input'];
  input: BulkUpdateRegisterTransactionsInput;
};


export type MutationBulkDeleteRegisterTransactionsArgs = {
  accountId: Scalars['ID']['input'];
  input: BulkDeleteRegisterTransactionsInput;
};


export type MutationSetRegisterBudgetsArgs = {
  accountId: Scalars['ID']['input'];
  input: SetRegisterBudgetsInput;
};


export type MutationCreateManualJournalArgs = {
  input: CreateManualJournalInput;
};



export type ResolverTypeWrapper<T> = T | Promise<T>;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  Tax: Tax;
  Item: Item;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Tax:
    ( { __typename: 'Tax' }
    & GraphQLRecursivePick<FederationTypes['Tax'], {"taxId":true}> );
  Item:
    ( { __typename: 'Item' }
    & GraphQLRecursivePick<FederationTypes['Item'], {"itemId":true}>
    & ( Record<PropertyKey, never>
        | GraphQLRecursivePick<FederationTypes['Item'], {"taxId":true}>
        | GraphQLRecursivePick<FederationTypes['Item'], {"taxId":true}>
        | GraphQLRecursivePick<FederationTypes['Item'], {"taxId":true}>
        | GraphQLRecursivePick<FederationTypes['Item'], {"taxId":true}>
        | GraphQLRecursivePick<FederationTypes['Item'], {"taxId":true}>
        | GraphQLRecursivePick<FederationTypes['Item'], {"taxId":true}>
        | GraphQLRecursivePick<FederationTypes['Item'], {"taxId":true}> ) );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  LocalDate: ResolverTypeWrapper<Scalars['LocalDate']['output']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  SortOrder: SortOrder;
  PageContext: ResolverTypeWrapper<PageContext>;
  TaxType: TaxType;
  TaxSpecificType: TaxSpecificType;
  TaxFactor: TaxFactor;
  TaxAccountTracking: TaxAccountTracking;
  DiffRateReason: DiffRateReason;
  TaxStatus: TaxStatus;
  TaxFilter: TaxFilter;
  TaxSortColumn: TaxSortColumn;
  TaxGroupMember: ResolverTypeWrapper<TaxGroupMember>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Tax: ResolverTypeWrapper<Tax>;
  CreateTaxInput: CreateTaxInput;
  UpdateTaxInput: UpdateTaxInput;
  CreateTaxPayload: ResolverTypeWrapper<CreateTaxPayload>;
  UpdateTaxPayload: ResolverTypeWrapper<UpdateTaxPayload>;
  DeleteTaxPayload: ResolverTypeWrapper<DeleteTaxPayload>;
  TaxList: ResolverTypeWrapper<TaxList>;
  TaxGroup: ResolverTypeWrapper<TaxGroup>;
  CreateTaxGroupInput: CreateTaxGroupInput;
  UpdateTaxGroupInput: UpdateTaxGroupInput;
  CreateTaxGroupPayload: ResolverTypeWrapper<CreateTaxGroupPayload>;
  UpdateTaxGroupPayload: ResolverTypeWrapper<UpdateTaxGroupPayload>;
  DeleteTaxGroupPayload: ResolverTypeWrapper<DeleteTaxGroupPayload>;
  TaxExemptionType: TaxExemptionType;
  TaxExemption: ResolverTypeWrapper<TaxExemption>;
  TaxExemptionList: ResolverTypeWrapper<TaxExemptionList>;
  CreateTaxExemptionInput: CreateTaxExemptionInput;
  UpdateTaxExemptionInput: UpdateTaxExemptionInput;
  CreateTaxExemptionPayload: ResolverTypeWrapper<CreateTaxExemptionPayload>;
  UpdateTaxExemptionPayload: ResolverTypeWrapper<UpdateTaxExemptionPayload>;
  DeleteTaxExemptionPayload: ResolverTypeWrapper<DeleteTaxExemptionPayload>;
  TaxGroupList: ResolverTypeWrapper<TaxGroupList>;
  Item: ResolverTypeWrapper<Item>;
  TdsCalculationType: TdsCalculationType;
  RegistrationType: RegistrationType;
  RegistrationDetail: ResolverTypeWrapper<RegistrationDetail>;
  RegistrationDetailInput: RegistrationDetailInput;
  DirectTaxSettings: ResolverTypeWrapper<DirectTaxSettings>;
  UpdateDirectTaxSettingsInput: UpdateDirectTaxSettingsInput;
  UpdateDirectTaxSettingsPayload: ResolverTypeWrapper<UpdateDirectTaxSettingsPayload>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterDateFilter: RegisterDateFilter;
  RegisterSortColumn: RegisterSortColumn;
  RegisterColumn: RegisterColumn;
  RegisterOptionalColumn: RegisterOptionalColumn;
  RegisterTransaction: ResolverTypeWrapper<RegisterTransaction>;
  RegisterGroupValue: ResolverTypeWrapper<RegisterGroupValue>;
  RegisterGroup: ResolverTypeWrapper<RegisterGroup>;
  RegisterTransactions: ResolverTypeWrapper<RegisterTransactions>;
  RegisterTransactionsPayload: ResolverTypeWrapper<RegisterTransactionsPayload>;
  RegisterBulkActionType: RegisterBulkActionType;
  RegisterBulkField: RegisterBulkField;
  RegisterBulkAction: ResolverTypeWrapper<RegisterBulkAction>;
  RegisterBulkActionTransaction: ResolverTypeWrapper<RegisterBulkActionTransaction>;
  RegisterBulkActionTransactionSortColumn: RegisterBulkActionTransactionSortColumn;
  RegisterBulkActionDetailsPayload: ResolverTypeWrapper<RegisterBulkActionDetailsPayload>;
  RegisterBulkActionList: ResolverTypeWrapper<RegisterBulkActionList>;
  RegisterBulkActionSortColumn: RegisterBulkActionSortColumn;
  RegisterBulkEditField: ResolverTypeWrapper<RegisterBulkEditField>;
  RegisterBulkEditValue: ResolverTypeWrapper<RegisterBulkEditValue>;
  RegisterBulkEditPage: ResolverTypeWrapper<RegisterBulkEditPage>;
  BulkUpdateRegisterTransactionsInput: BulkUpdateRegisterTransactionsInput;
  BulkUpdateRegisterTransactionsPayload: ResolverTypeWrapper<BulkUpdateRegisterTransactionsPayload>;
  BulkDeleteRegisterTransactionsInput: BulkDeleteRegisterTransactionsInput;
  BulkDeleteRegisterTransactionsPayload: ResolverTypeWrapper<BulkDeleteRegisterTransactionsPayload>;
  RegisterBudgetMonthInput: RegisterBudgetMonthInput;
  SetRegisterBudgetsInput: SetRegisterBudgetsInput;
  RegisterBudgetMonth: ResolverTypeWrapper<RegisterBudgetMonth>;
  RegisterBudget: ResolverTypeWrapper<RegisterBudget>;
  SetRegisterBudgetsPayload: ResolverTypeWrapper<SetRegisterBudgetsPayload>;
  BudgetVsActualMonth: ResolverTypeWrapper<BudgetVsActualMonth>;
  BudgetVsActuals: ResolverTypeWrapper<BudgetVsActuals>;
  RegisterBudgetInfo: ResolverTypeWrapper<RegisterBudgetInfo>;
  RegisterGeneralLedgerInfo: ResolverTypeWrapper<RegisterGeneralLedgerInfo>;
  RegisterBudgetVsActualDetail: ResolverTypeWrapper<RegisterBudgetVsActualDetail>;
  DebitOrCredit: DebitOrCredit;
  ManualJournalLineInput: ManualJournalLineInput;
  CreateManualJournalInput: CreateManualJournalInput;
  ManualJournalLine: ResolverTypeWrapper<ManualJournalLine>;
  ManualJournal: ResolverTypeWrapper<ManualJournal>;
  CreateManualJournalPayload: ResolverTypeWrapper<CreateManualJournalPayload>;
  link__Purpose: Link__Purpose;
  link__Import: ResolverTypeWrapper<Scalars['link__Import']['output']>;
  federation__FieldSet: ResolverTypeWrapper<Scalars['federation__FieldSet']['output']>;
  federation__Scope: ResolverTypeWrapper<Scalars['federation__Scope']['output']>;
  federation__Policy: ResolverTypeWrapper<Scalars['federation__Policy']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Decimal: Scalars['Decimal']['output'];
  LocalDate: Scalars['LocalDate']['output'];
  JSONObject: Scalars['JSONObject']['output'];
  PageContext: PageContext;
  TaxGroupMember: TaxGroupMember;
  ID: Scalars['ID']['output'];
  Tax: Tax | FederationReferenceTypes['Tax'];
  CreateTaxInput: CreateTaxInput;
  UpdateTaxInput: UpdateTaxInput;
  CreateTaxPayload: CreateTaxPayload;
  UpdateTaxPayload: UpdateTaxPayload;
  DeleteTaxPayload: DeleteTaxPayload;
  TaxList: TaxList;
  TaxGroup: TaxGroup;
  CreateTaxGroupInput: CreateTaxGroupInput;
  UpdateTaxGroupInput: UpdateTaxGroupInput;
  CreateTaxGroupPayload: CreateTaxGroupPayload;
  UpdateTaxGroupPayload: UpdateTaxGroupPayload;
  DeleteTaxGroupPayload: DeleteTaxGroupPayload;
  TaxExemption: TaxExemption;
  TaxExemptionList: TaxExemptionList;
  CreateTaxExemptionInput: CreateTaxExemptionInput;
  UpdateTaxExemptionInput: UpdateTaxExemptionInput;
  CreateTaxExemptionPayload: CreateTaxExemptionPayload;
  UpdateTaxExemptionPayload: UpdateTaxExemptionPayload;
  DeleteTaxExemptionPayload: DeleteTaxExemptionPayload;
  TaxGroupList: TaxGroupList;
  Item: Item | FederationReferenceTypes['Item'];
  RegistrationDetail: RegistrationDetail;
  RegistrationDetailInput: RegistrationDetailInput;
  DirectTaxSettings: DirectTaxSettings;
  UpdateDirectTaxSettingsInput: UpdateDirectTaxSettingsInput;
  UpdateDirectTaxSettingsPayload: UpdateDirectTaxSettingsPayload;
  Query: Record<PropertyKey, never>;
  RegisterTransaction: RegisterTransaction;
  RegisterGroupValue: RegisterGroupValue;
  RegisterGroup: RegisterGroup;
  RegisterTransactions: RegisterTransactions;
  RegisterTransactionsPayload: RegisterTransactionsPayload;
  RegisterBulkAction: RegisterBulkAction;
  RegisterBulkActionTransaction: RegisterBulkActionTransaction;
  RegisterBulkActionDetailsPayload: RegisterBulkActionDetailsPayload;
  RegisterBulkActionList: RegisterBulkActionList;
  RegisterBulkEditField: RegisterBulkEditField;
  RegisterBulkEditValue: RegisterBulkEditValue;
  RegisterBulkEditPage: RegisterBulkEditPage;
  BulkUpdateRegisterTransactionsInput: BulkUpdateRegisterTransactionsInput;
  BulkUpdateRegisterTransactionsPayload: BulkUpdateRegisterTransactionsPayload;
  BulkDeleteRegisterTransactionsInput: BulkDeleteRegisterTransactionsInput;
  BulkDeleteRegisterTransactionsPayload: BulkDeleteRegisterTransactionsPayload;
  RegisterBudgetMonthInput: RegisterBudgetMonthInput;
  SetRegisterBudgetsInput: SetRegisterBudgetsInput;
  RegisterBudgetMonth: RegisterBudgetMonth;
  RegisterBudget: RegisterBudget;
  SetRegisterBudgetsPayload: SetRegisterBudgetsPayload;
  BudgetVsActualMonth: BudgetVsActualMonth;
  BudgetVsActuals: BudgetVsActuals;
  RegisterBudgetInfo: RegisterBudgetInfo;
  RegisterGeneralLedgerInfo: RegisterGeneralLedgerInfo;
  RegisterBudgetVsActualDetail: RegisterBudgetVsActualDetail;
  ManualJournalLineInput: ManualJournalLineInput;
  CreateManualJournalInput: CreateManualJournalInput;
  ManualJournalLine: ManualJournalLine;
  ManualJournal: ManualJournal;
  CreateManualJournalPayload: CreateManualJournalPayload;
  link__Import: Scalars['link__Import']['output'];
  federation__FieldSet: Scalars['federation__FieldSet']['output'];
  federation__Scope: Scalars['federation__Scope']['output'];
  federation__Policy: Scalars['federation__Policy']['output'];
  Mutation: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  Float: Scalars['Float']['output'];
  Boolean: Scalars['Boolean']['output'];
};

export type ScopeDirectiveArgs = {
  anyOf: Array<Scalars['String']['input']>;
};

export type ScopeDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = ScopeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ConstraintDirectiveArgs = {
  maxLength?: Maybe<Scalars['Int']['input']>;
  minLength?: Maybe<Scalars['Int']['input']>;
  min?: Maybe<Scalars['Float']['input']>;
  max?: Maybe<Scalars['Float']['input']>;
  pattern?: Maybe<Scalars['String']['input']>;
};

export type ConstraintDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = ConstraintDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type OwnedDirectiveArgs = {
  table: Scalars['String']['input'];
  noun: Scalars['String']['input'];
};

export type OwnedDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = OwnedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type WireDirectiveArgs = {
  value: Scalars['String']['input'];
};

export type WireDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = WireDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type WireAsDirectiveArgs = {
  type: Scalars['String']['input'];
};

export type WireAsDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = WireAsDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LinkDirectiveArgs = {
  url?: Maybe<Scalars['String']['input']>;
  as?: Maybe<Scalars['String']['input']>;
  for?: Maybe<Link__Purpose>;
  import?: Maybe<Array<Maybe<Scalars['link__Import']['input']>>>;
};

export type LinkDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__ProvidesDirectiveArgs = {
  fields: Scalars['federation__FieldSet']['input'];
};

export type Federation__ProvidesDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__ProvidesDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__TagDirectiveArgs = {
  name: Scalars['String']['input'];
};

export type Federation__TagDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__TagDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__ExtendsDirectiveArgs = { };

export type Federation__ExtendsDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__ExtendsDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ShareableDirectiveArgs = { };

export type ShareableDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = ShareableDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__InaccessibleDirectiveArgs = { };

export type Federation__InaccessibleDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__InaccessibleDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__OverrideDirectiveArgs = {
  from: Scalars['String']['input'];
  label?: Maybe<Scalars['String']['input']>;
};

export type Federation__OverrideDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__OverrideDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__ComposeDirectiveDirectiveArgs = {
  name?: Maybe<Scalars['String']['input']>;
};

export type Federation__ComposeDirectiveDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__ComposeDirectiveDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__InterfaceObjectDirectiveArgs = { };

export type Federation__InterfaceObjectDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__InterfaceObjectDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__AuthenticatedDirectiveArgs = { };

export type Federation__AuthenticatedDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__AuthenticatedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__RequiresScopesDirectiveArgs = {
  scopes: Array<Array<Scalars['federation__Scope']['input']>>;
};

export type Federation__RequiresScopesDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__RequiresScopesDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__PolicyDirectiveArgs = {
  policies: Array<Array<Scalars['federation__Policy']['input']>>;
};

export type Federation__PolicyDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__PolicyDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export interface LocalDateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['LocalDate'], any> {
  name: 'LocalDate';
}

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type PageContextResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PageContext'] = ResolversParentTypes['PageContext']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasMorePage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sortColumn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['SortOrder'], ParentType, ContextType>;
  appliedFilter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TaxGroupMemberResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['TaxGroupMember'] = ResolversParentTypes['TaxGroupMember']> = {
  taxId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taxName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxPercentage?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxType?: Resolver<ResolversTypes['TaxType'], ParentType, ContextType>;
  taxAuthorityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxAuthorityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxFactor?: Resolver<Maybe<ResolversTypes['TaxFactor']>, ParentType, ContextType>;
};

export type TaxResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Tax'] = ResolversParentTypes['Tax'], FederationReferenceType extends FederationReferenceTypes['Tax'] = FederationReferenceTypes['Tax']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Tax']> | FederationReferenceType, FederationReferenceType, ContextType>;
  taxId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taxDisplayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxNameFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxPercentage?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxType?: Resolver<ResolversTypes['TaxType'], ParentType, ContextType>;
  taxAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  purchaseTaxAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tdsPayableAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tcsReceivableAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tcsPayableAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxSpecificType?: Resolver<Maybe<ResolversTypes['TaxSpecificType']>, ParentType, ContextType>;
  taxSpecificTypeDesc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxSpecificTypeVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxAuthorityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxAuthorityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isStateCess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isValueAdded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDefaultTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNonAdvolTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxFactor?: Resolver<Maybe<ResolversTypes['TaxFactor']>, ParentType, ContextType>;
  taxAccountTracking?: Resolver<Maybe<ResolversTypes['TaxAccountTracking']>, ParentType, ContextType>;
  outputTaxAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseTaxAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseTaxExpenseAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  accountingAppName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountingReferenceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  diffRateReason?: Resolver<Maybe<ResolversTypes['DiffRateReason']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  isExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TaxStatus'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxes?: Resolver<Maybe<Array<ResolversTypes['TaxGroupMember']>>, ParentType, ContextType>;
};

export type CreateTaxPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateTaxPayload'] = ResolversParentTypes['CreateTaxPayload']> = {
  tax?: Resolver<ResolversTypes['Tax'], ParentType, ContextType>;
};

export type UpdateTaxPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateTaxPayload'] = ResolversParentTypes['UpdateTaxPayload']> = {
  tax?: Resolver<ResolversTypes['Tax'], ParentType, ContextType>;
};

export type DeleteTaxPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteTaxPayload'] = ResolversParentTypes['DeleteTaxPayload']> = {
  taxId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TaxListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['TaxList'] = ResolversParentTypes['TaxList']> = {
  nodes?: Resolver<Array<ResolversTypes['Tax']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type TaxGroupResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['TaxGroup'] = ResolversParentTypes['TaxGroup']> = {
  taxGroupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taxGroupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxGroupPercentage?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TaxStatus'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['TaxGroupMember']>, ParentType, ContextType>;
};

export type CreateTaxGroupPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateTaxGroupPayload'] = ResolversParentTypes['CreateTaxGroupPayload']> = {
  taxGroup?: Resolver<ResolversTypes['TaxGroup'], ParentType, ContextType>;
};

export type UpdateTaxGroupPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateTaxGroupPayload'] = ResolversParentTypes['UpdateTaxGroupPayload']> = {
  taxGroup?: Resolver<ResolversTypes['TaxGroup'], ParentType, ContextType>;
};

export type DeleteTaxGroupPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteTaxGroupPayload'] = ResolversParentTypes['DeleteTaxGroupPayload']> = {
  taxGroupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TaxExemptionResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['TaxExemption'] = ResolversParentTypes['TaxExemption']> = {
  taxExemptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taxExemptionCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TaxExemptionType'], ParentType, ContextType>;
};

export type TaxExemptionListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['TaxExemptionList'] = ResolversParentTypes['TaxExemptionList']> = {
  nodes?: Resolver<Array<ResolversTypes['TaxExemption']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type CreateTaxExemptionPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateTaxExemptionPayload'] = ResolversParentTypes['CreateTaxExemptionPayload']> = {
  taxExemption?: Resolver<ResolversTypes['TaxExemption'], ParentType, ContextType>;
};

export type UpdateTaxExemptionPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateTaxExemptionPayload'] = ResolversParentTypes['UpdateTaxExemptionPayload']> = {
  taxExemption?: Resolver<ResolversTypes['TaxExemption'], ParentType, ContextType>;
};

export type DeleteTaxExemptionPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteTaxExemptionPayload'] = ResolversParentTypes['DeleteTaxExemptionPayload']> = {
  taxExemptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TaxGroupListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['TaxGroupList'] = ResolversParentTypes['TaxGroupList']> = {
  nodes?: Resolver<Array<ResolversTypes['TaxGroup']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type ItemResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item'], FederationReferenceType extends FederationReferenceTypes['Item'] = FederationReferenceTypes['Item']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Item']> | FederationReferenceType, FederationReferenceType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxType?: Resolver<Maybe<ResolversTypes['TaxType']>, ParentType, ContextType>;
  taxPercentage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RegistrationDetailResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegistrationDetail'] = ResolversParentTypes['RegistrationDetail']> = {
  type?: Resolver<ResolversTypes['RegistrationType'], ParentType, ContextType>;
  typeFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DirectTaxSettingsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DirectTaxSettings'] = ResolversParentTypes['DirectTaxSettings']> = {
  tdsCalculationType?: Resolver<Maybe<ResolversTypes['TdsCalculationType']>, ParentType, ContextType>;
  trackTdsLiabilityFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultPenaltyAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  defaultInterestAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  defaultPenaltyAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultInterestAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationDetails?: Resolver<Array<ResolversTypes['RegistrationDetail']>, ParentType, ContextType>;
};

export type UpdateDirectTaxSettingsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateDirectTaxSettingsPayload'] = ResolversParentTypes['UpdateDirectTaxSettingsPayload']> = {
  directTaxSettings?: Resolver<ResolversTypes['DirectTaxSettings'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  taxes?: Resolver<ResolversTypes['TaxList'], ParentType, ContextType, RequireFields<QueryTaxesArgs, 'page' | 'perPage'>>;
  tax?: Resolver<ResolversTypes['Tax'], ParentType, ContextType, RequireFields<QueryTaxArgs, 'taxId'>>;
  taxGroups?: Resolver<ResolversTypes['TaxGroupList'], ParentType, ContextType, Partial<QueryTaxGroupsArgs>>;
  taxExemptions?: Resolver<ResolversTypes['TaxExemptionList'], ParentType, ContextType, RequireFields<QueryTaxExemptionsArgs, 'page' | 'perPage'>>;
  taxExemption?: Resolver<ResolversTypes['TaxExemption'], ParentType, ContextType, RequireFields<QueryTaxExemptionArgs, 'taxExemptionId'>>;
  taxGroup?: Resolver<ResolversTypes['TaxGroup'], ParentType, ContextType, RequireFields<QueryTaxGroupArgs, 'taxGroupId'>>;
  directTaxSettings?: Resolver<ResolversTypes['DirectTaxSettings'], ParentType, ContextType>;
  registerTransactions?: Resolver<ResolversTypes['RegisterTransactionsPayload'], ParentType, ContextType, RequireFields<QueryRegisterTransactionsArgs, 'accountId' | 'filterBy' | 'cashBased' | 'showFcy' | 'isSelectColumnEnabled' | 'isNewFlow' | 'isAccountCodeColumnEnabled' | 'page' | 'perPage'>>;
  registerBulkHistory?: Resolver<ResolversTypes['RegisterBulkActionList'], ParentType, ContextType, RequireFields<QueryRegisterBulkHistoryArgs, 'accountId' | 'page' | 'perPage'>>;
  registerBulkAction?: Resolver<ResolversTypes['RegisterBulkAction'], ParentType, ContextType, RequireFields<QueryRegisterBulkActionArgs, 'accountId' | 'bulkActionId'>>;
  registerBulkActionDetails?: Resolver<ResolversTypes['RegisterBulkActionDetailsPayload'], ParentType, ContextType, RequireFields<QueryRegisterBulkActionDetailsArgs, 'accountId' | 'bulkActionId' | 'page' | 'perPage'>>;
  registerBulkUpdateEditPage?: Resolver<ResolversTypes['RegisterBulkEditPage'], ParentType, ContextType, RequireFields<QueryRegisterBulkUpdateEditPageArgs, 'accountId'>>;
  registerBudgetVsActuals?: Resolver<ResolversTypes['BudgetVsActuals'], ParentType, ContextType, RequireFields<QueryRegisterBudgetVsActualsArgs, 'accountId' | 'cashBased'>>;
  manualJournal?: Resolver<ResolversTypes['ManualJournal'], ParentType, ContextType, RequireFields<QueryManualJournalArgs, 'journalId'>>;
};

export type RegisterTransactionResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterTransaction'] = ResolversParentTypes['RegisterTransaction']> = {
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transactionDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionTypeFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  journalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  debitAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  creditAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isReversal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isReversed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSelectable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  accountCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  runningBalance?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  netAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  currencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fcyDebitAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  fcyCreditAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  exchangeRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type RegisterGroupValueResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterGroupValue'] = ResolversParentTypes['RegisterGroupValue']> = {
  column?: Resolver<ResolversTypes['RegisterColumn'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RegisterGroupResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterGroup'] = ResolversParentTypes['RegisterGroup']> = {
  values?: Resolver<Array<ResolversTypes['RegisterGroupValue']>, ParentType, ContextType>;
  debitAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  creditAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  netAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  transactionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegisterTransactionsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterTransactions'] = ResolversParentTypes['RegisterTransactions']> = {
  accountTransactions?: Resolver<Array<ResolversTypes['RegisterTransaction']>, ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  toDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  openingBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  glClosingBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['RegisterGroup']>, ParentType, ContextType>;
};

export type RegisterTransactionsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterTransactionsPayload'] = ResolversParentTypes['RegisterTransactionsPayload']> = {
  registerTransactions?: Resolver<ResolversTypes['RegisterTransactions'], ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type RegisterBulkActionResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterBulkAction'] = ResolversParentTypes['RegisterBulkAction']> = {
  bulkActionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionType?: Resolver<ResolversTypes['RegisterBulkActionType'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  txnCount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedField?: Resolver<Maybe<ResolversTypes['RegisterBulkField']>, ParentType, ContextType>;
  updatedValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedValueFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['RegisterBulkActionTransaction']>, ParentType, ContextType>;
};

export type RegisterBulkActionTransactionResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterBulkActionTransaction'] = ResolversParentTypes['RegisterBulkActionTransaction']> = {
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transactionNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegisterBulkActionDetailsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterBulkActionDetailsPayload'] = ResolversParentTypes['RegisterBulkActionDetailsPayload']> = {
  bulkActionDetails?: Resolver<ResolversTypes['RegisterBulkAction'], ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type RegisterBulkActionListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterBulkActionList'] = ResolversParentTypes['RegisterBulkActionList']> = {
  nodes?: Resolver<Array<ResolversTypes['RegisterBulkAction']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type RegisterBulkEditFieldResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterBulkEditField'] = ResolversParentTypes['RegisterBulkEditField']> = {
  field?: Resolver<ResolversTypes['RegisterBulkField'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canShowField?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  optionLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  optionValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['RegisterBulkEditValue']>, ParentType, ContextType>;
};

export type RegisterBulkEditValueResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterBulkEditValue'] = ResolversParentTypes['RegisterBulkEditValue']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegisterBulkEditPageResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterBulkEditPage'] = ResolversParentTypes['RegisterBulkEditPage']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxTransactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transactionTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['RegisterBulkEditField']>, ParentType, ContextType>;
};

export type BulkUpdateRegisterTransactionsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BulkUpdateRegisterTransactionsPayload'] = ResolversParentTypes['BulkUpdateRegisterTransactionsPayload']> = {
  bulkAction?: Resolver<ResolversTypes['RegisterBulkAction'], ParentType, ContextType>;
};

export type BulkDeleteRegisterTransactionsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BulkDeleteRegisterTransactionsPayload'] = ResolversParentTypes['BulkDeleteRegisterTransactionsPayload']> = {
  bulkAction?: Resolver<ResolversTypes['RegisterBulkAction'], ParentType, ContextType>;
};

export type RegisterBudgetMonthResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterBudgetMonth'] = ResolversParentTypes['RegisterBudgetMonth']> = {
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type RegisterBudgetResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterBudget'] = ResolversParentTypes['RegisterBudget']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fiscalYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  toDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['RegisterBudgetMonth']>, ParentType, ContextType>;
  totalBudget?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type SetRegisterBudgetsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SetRegisterBudgetsPayload'] = ResolversParentTypes['SetRegisterBudgetsPayload']> = {
  budget?: Resolver<ResolversTypes['RegisterBudget'], ParentType, ContextType>;
};

export type BudgetVsActualMonthResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BudgetVsActualMonth'] = ResolversParentTypes['BudgetVsActualMonth']> = {
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  budgetAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  actualAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  variance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  variancePercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type BudgetVsActualsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BudgetVsActuals'] = ResolversParentTypes['BudgetVsActuals']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fiscalYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  toDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  cashBased?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['BudgetVsActualMonth']>, ParentType, ContextType>;
  totalBudget?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalActual?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalVariance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalVariancePercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  budgetInfoList?: Resolver<Array<ResolversTypes['RegisterBudgetInfo']>, ParentType, ContextType>;
  budgetVsActuals?: Resolver<ResolversTypes['RegisterBudgetVsActualDetail'], ParentType, ContextType>;
};

export type RegisterBudgetInfoResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterBudgetInfo'] = ResolversParentTypes['RegisterBudgetInfo']> = {
  budgetId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  budgetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegisterGeneralLedgerInfoResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterGeneralLedgerInfo'] = ResolversParentTypes['RegisterGeneralLedgerInfo']> = {
  generalledgerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  generalledgerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegisterBudgetVsActualDetailResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RegisterBudgetVsActualDetail'] = ResolversParentTypes['RegisterBudgetVsActualDetail']> = {
  budgetInfo?: Resolver<ResolversTypes['RegisterBudgetInfo'], ParentType, ContextType>;
  generalledgerInfo?: Resolver<ResolversTypes['RegisterGeneralLedgerInfo'], ParentType, ContextType>;
  detailedBudgetVsActual?: Resolver<Array<ResolversTypes['BudgetVsActualMonth']>, ParentType, ContextType>;
};

export type ManualJournalLineResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ManualJournalLine'] = ResolversParentTypes['ManualJournalLine']> = {
  lineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  debitOrCredit?: Resolver<ResolversTypes['DebitOrCredit'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ManualJournalResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ManualJournal'] = ResolversParentTypes['ManualJournal']> = {
  journalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  journalNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  journalDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['ManualJournalLine']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  journalType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lineItemTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type CreateManualJournalPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateManualJournalPayload'] = ResolversParentTypes['CreateManualJournalPayload']> = {
  journal?: Resolver<ResolversTypes['ManualJournal'], ParentType, ContextType>;
};

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export interface Federation__FieldSetScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['federation__FieldSet'], any> {
  name: 'federation__FieldSet';
}

export interface Federation__ScopeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['federation__Scope'], any> {
  name: 'federation__Scope';
}

export interface Federation__PolicyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['federation__Policy'], any> {
  name: 'federation__Policy';
}

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createTax?: Resolver<ResolversTypes['CreateTaxPayload'], ParentType, ContextType, RequireFields<MutationCreateTaxArgs, 'input'>>;
  updateTax?: Resolver<ResolversTypes['UpdateTaxPayload'], ParentType, ContextType, RequireFields<MutationUpdateTaxArgs, 'taxId' | 'input'>>;
  deleteTax?: Resolver<ResolversTypes['DeleteTaxPayload'], ParentType, ContextType, RequireFields<MutationDeleteTaxArgs, 'taxId'>>;
  createTaxGroup?: Resolver<ResolversTypes['CreateTaxGroupPayload'], ParentType, ContextType, RequireFields<MutationCreateTaxGroupArgs, 'input'>>;
  updateTaxGroup?: Resolver<ResolversTypes['UpdateTaxGroupPayload'], ParentType, ContextType, RequireFields<MutationUpdateTaxGroupArgs, 'taxGroupId' | 'input'>>;
  deleteTaxGroup?: Resolver<ResolversTypes['DeleteTaxGroupPayload'], ParentType, ContextType, RequireFields<MutationDeleteTaxGroupArgs, 'taxGroupId'>>;
  createTaxExemption?: Resolver<ResolversTypes['CreateTaxExemptionPayload'], ParentType, ContextType, RequireFields<MutationCreateTaxExemptionArgs, 'input'>>;
  updateTaxExemption?: Resolver<ResolversTypes['UpdateTaxExemptionPayload'], ParentType, ContextType, RequireFields<MutationUpdateTaxExemptionArgs, 'taxExemptionId' | 'input'>>;
  deleteTaxExemption?: Resolver<ResolversTypes['DeleteTaxExemptionPayload'], ParentType, ContextType, RequireFields<MutationDeleteTaxExemptionArgs, 'taxExemptionId'>>;
  updateDirectTaxSettings?: Resolver<ResolversTypes['UpdateDirectTaxSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateDirectTaxSettingsArgs, 'input'>>;
  bulkUpdateRegisterTransactions?: Resolver<ResolversTypes['BulkUpdateRegisterTransactionsPayload'], ParentType, ContextType, RequireFields<MutationBulkUpdateRegisterTransactionsArgs, 'accountId' | 'input'>>;
  bulkDeleteRegisterTransactions?: Resolver<ResolversTypes['BulkDeleteRegisterTransactionsPayload'], ParentType, ContextType, RequireFields<MutationBulkDeleteRegisterTransactionsArgs, 'accountId' | 'input'>>;
  setRegisterBudgets?: Resolver<ResolversTypes['SetRegisterBudgetsPayload'], ParentType, ContextType, RequireFields<MutationSetRegisterBudgetsArgs, 'accountId' | 'input'>>;
  createManualJournal?: Resolver<ResolversTypes['CreateManualJournalPayload'], ParentType, ContextType, RequireFields<MutationCreateManualJournalArgs, 'input'>>;
};

export type Resolvers<ContextType = SubgraphContext> = {
  Decimal?: GraphQLScalarType;
  LocalDate?: GraphQLScalarType;
  JSONObject?: GraphQLScalarType;
  PageContext?: PageContextResolvers<ContextType>;
  TaxGroupMember?: TaxGroupMemberResolvers<ContextType>;
  Tax?: TaxResolvers<ContextType>;
  CreateTaxPayload?: CreateTaxPayloadResolvers<ContextType>;
  UpdateTaxPayload?: UpdateTaxPayloadResolvers<ContextType>;
  DeleteTaxPayload?: DeleteTaxPayloadResolvers<ContextType>;
  TaxList?: TaxListResolvers<ContextType>;
  TaxGroup?: TaxGroupResolvers<ContextType>;
  CreateTaxGroupPayload?: CreateTaxGroupPayloadResolvers<ContextType>;
  UpdateTaxGroupPayload?: UpdateTaxGroupPayloadResolvers<ContextType>;
  DeleteTaxGroupPayload?: DeleteTaxGroupPayloadResolvers<ContextType>;
  TaxExemption?: TaxExemptionResolvers<ContextType>;
  TaxExemptionList?: TaxExemptionListResolvers<ContextType>;
  CreateTaxExemptionPayload?: CreateTaxExemptionPayloadResolvers<ContextType>;
  UpdateTaxExemptionPayload?: UpdateTaxExemptionPayloadResolvers<ContextType>;
  DeleteTaxExemptionPayload?: DeleteTaxExemptionPayloadResolvers<ContextType>;
  TaxGroupList?: TaxGroupListResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  RegistrationDetail?: RegistrationDetailResolvers<ContextType>;
  DirectTaxSettings?: DirectTaxSettingsResolvers<ContextType>;
  UpdateDirectTaxSettingsPayload?: UpdateDirectTaxSettingsPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisterTransaction?: RegisterTransactionResolvers<ContextType>;
  RegisterGroupValue?: RegisterGroupValueResolvers<ContextType>;
  RegisterGroup?: RegisterGroupResolvers<ContextType>;
  RegisterTransactions?: RegisterTransactionsResolvers<ContextType>;
  RegisterTransactionsPayload?: RegisterTransactionsPayloadResolvers<ContextType>;
  RegisterBulkAction?: RegisterBulkActionResolvers<ContextType>;
  RegisterBulkActionTransaction?: RegisterBulkActionTransactionResolvers<ContextType>;
  RegisterBulkActionDetailsPayload?: RegisterBulkActionDetailsPayloadResolvers<ContextType>;
  RegisterBulkActionList?: RegisterBulkActionListResolvers<ContextType>;
  RegisterBulkEditField?: RegisterBulkEditFieldResolvers<ContextType>;
  RegisterBulkEditValue?: RegisterBulkEditValueResolvers<ContextType>;
  RegisterBulkEditPage?: RegisterBulkEditPageResolvers<ContextType>;
  BulkUpdateRegisterTransactionsPayload?: BulkUpdateRegisterTransactionsPayloadResolvers<ContextType>;
  BulkDeleteRegisterTransactionsPayload?: BulkDeleteRegisterTransactionsPayloadResolvers<ContextType>;
  RegisterBudgetMonth?: RegisterBudgetMonthResolvers<ContextType>;
  RegisterBudget?: RegisterBudgetResolvers<ContextType>;
  SetRegisterBudgetsPayload?: SetRegisterBudgetsPayloadResolvers<ContextType>;
  BudgetVsActualMonth?: BudgetVsActualMonthResolvers<ContextType>;
  BudgetVsActuals?: BudgetVsActualsResolvers<ContextType>;
  RegisterBudgetInfo?: RegisterBudgetInfoResolvers<ContextType>;
  RegisterGeneralLedgerInfo?: RegisterGeneralLedgerInfoResolvers<ContextType>;
  RegisterBudgetVsActualDetail?: RegisterBudgetVsActualDetailResolvers<ContextType>;
  ManualJournalLine?: ManualJournalLineResolvers<ContextType>;
  ManualJournal?: ManualJournalResolvers<ContextType>;
  CreateManualJournalPayload?: CreateManualJournalPayloadResolvers<ContextType>;
  link__Import?: GraphQLScalarType;
  federation__FieldSet?: GraphQLScalarType;
  federation__Scope?: GraphQLScalarType;
  federation__Policy?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = SubgraphContext> = {
  scope?: ScopeDirectiveResolver<any, any, ContextType>;
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
  owned?: OwnedDirectiveResolver<any, any, ContextType>;
  wire?: WireDirectiveResolver<any, any, ContextType>;
  wireAs?: WireAsDirectiveResolver<any, any, ContextType>;
  link?: LinkDirectiveResolver<any, any, ContextType>;
  federation__provides?: Federation__ProvidesDirectiveResolver<any, any, ContextType>;
  federation__tag?: Federation__TagDirectiveResolver<any, any, ContextType>;
  federation__extends?: Federation__ExtendsDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
  federation__inaccessible?: Federation__InaccessibleDirectiveResolver<any, any, ContextType>;
  federation__override?: Federation__OverrideDirectiveResolver<any, any, ContextType>;
  federation__composeDirective?: Federation__ComposeDirectiveDirectiveResolver<any, any, ContextType>;
  federation__interfaceObject?: Federation__InterfaceObjectDirectiveResolver<any, any, ContextType>;
  federation__authenticated?: Federation__AuthenticatedDirectiveResolver<any, any, ContextType>;
  federation__requiresScopes?: Federation__RequiresScopesDirectiveResolver<any, any, ContextType>;
  federation__policy?: Federation__PolicyDirectiveResolver<any, any, ContextType>;
};
