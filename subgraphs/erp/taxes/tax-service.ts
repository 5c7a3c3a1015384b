import { type SQL, and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { type TaxTypeValue, taxAuthorities, taxGroupMembers, taxes } from '../../../drizzle/tables/erp/taxes.ts';
import { ACCOUNT_TYPES } from '../../core/books/chart.ts';
import { type AccountRule, checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { fromEnum, toEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/request/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { dec, toDb } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { inOrg, orderOf, window } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import type {
  CreateTaxInput,
  DiffRateReason,
  QueryTaxesArgs,
  Tax,
  TaxAccountTracking,
  TaxFactor,
  TaxFilter,
  TaxGroupMember,
  TaxSpecificType,
  TaxStatus,
  TaxType,
  UpdateTaxInput,
} from '../generated/graphql.ts';
import { TAX_DOCUMENT_KINDS, type TaxDocumentKind, taxChangeHandlers } from './tax-hooks.ts';
import { COMPOUND_TAX_TYPES, GROUP_TAX_TYPES, SALES_TAX_TYPES, type TaxRow, definitionOf, groupMembers, taxReferences } from './tax-store.ts';

type Field = readonly (string | number)[];
type Input = CreateTaxInput | UpdateTaxInput;
type Fields = Omit<typeof taxes.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;

const field = (name: keyof CreateTaxInput): Field => ['input', name];

const WITHHOLDING_TDS: readonly TaxTypeValue[] = ['tds_tax', 'gst_tds_tax'];
/** Types a tax may change between on update: all computed on the amount, simple or compound. */
const INTERCHANGEABLE: readonly TaxTypeValue[] = ['tax', 'compound_tax', 'tax_on_tax'];
/** Values that exist only under Indian GST: refused for organizations of other editions. */
const GST_EDITION = 'IN';

const SPECIFIC_TYPE_DESC: Record<TaxSpecificType, string> = {
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
const ACCOUNT_FIELDS: Record<AccountField, { column: string; byType: Partial<Record<TaxTypeValue, AccountGroup>>; defaultKey?: string }> = {
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
const ACCOUNT_KEYS = Object.keys(ACCOUNT_FIELDS) as AccountField[];

const GROUP_TEXT = 'a group takes them from its member taxes';

/** What a list filter keeps. */
function filterCondition(filter: TaxFilter, today: string): SQL | undefined {
  switch (filter) {
    case 'TAXES_ALL':
      return undefined;
    case 'TAXES_ACTIVE':
      return eq(taxes.status, 'active');
    case 'TAXES_INACTIVE':
      return eq(taxes.status, 'inactive');
    case 'TAXES_ISEXPIRED':
      return and(isNotNull(taxes.endDate), lt(taxes.endDate, today));
    case 'TYPE_TAX':
      return eq(taxes.taxType, 'tax');
    case 'TYPE_COMPOUNDTAX':
      return inArray(taxes.taxType, [...COMPOUND_TAX_TYPES]);
    case 'TYPE_TAXGROUP':
      return eq(taxes.taxType, 'tax_group');
    case 'TYPE_TDS':
      return inArray(taxes.taxType, [...WITHHOLDING_TDS]);
    case 'TYPE_TDSGROUP':
      return eq(taxes.taxType, 'tds_group');
  }
}

const FILTER_WIRE: Record<TaxFilter, string> = {
  TAXES_ALL: 'Taxes.All',
  TAXES_ACTIVE: 'Taxes.Active',
  TAXES_INACTIVE: 'Taxes.Inactive',
  TAXES_ISEXPIRED: 'Taxes.Isexpired',
  TYPE_TAX: 'Type.Tax',
  TYPE_COMPOUNDTAX: 'Type.Compoundtax',
  TYPE_TAXGROUP: 'Type.Taxgroup',
  TYPE_TDS: 'Type.Tds',
  TYPE_TDSGROUP: 'Type.Tdsgroup',
};

const SORT_COLUMNS = { tax_name: sql`lower(${taxes.taxName})` };

/** What a page of taxes shows besides its rows: account and authority names, group members. */
interface Related {
  accountNames: Map<string, string>;
  authorityNames: Map<string, string>;
  members: Map<string, TaxRow[]>;
  today: string;
  /** Lists show members only when asked (include_tax_group_details). */
  withMembers: boolean;
}

/** What the rows refer to, in three statements whatever their number. */
async function relatedOf(db: Executor, org: OrganizationRow, today: string, rows: readonly TaxRow[], withMembers: boolean): Promise<Related> {
  const accountIds = [...new Set(rows.flatMap((r) => [r.taxAccountId, r.purchaseTaxAccountId]).filter((id): id is string => id !== null))];
  const authorityIds = [...new Set(rows.map((r) => r.taxAuthorityId).filter((id): id is string => id !== null))];
  const groupIds = rows.filter((r) => GROUP_TAX_TYPES.includes(r.taxType)).map((r) => r.id);
  const [accounts, authorities, members] = await Promise.all([
    findAccounts(db, org.id, { ids: accountIds }),
    authorityIds.length
      ? db
          .select()
          .from(taxAuthorities)
          .where(inOrg(taxAuthorities, org.id, inArray(taxAuthorities.id, authorityIds)))
      : [],
    groupMembers(db, org.id, groupIds),
  ]);
  return {
    accountNames: new Map(accounts.map((a) => [a.id, a.accountName])),
    authorityNames: new Map(authorities.map((a) => [a.id, a.name])),
    members,
    today,
    withMembers,
  };
}

function memberView(row: TaxRow): TaxGroupMember {
  return { taxId: row.id, taxName: row.taxName, taxPercentage: toDb(row.percentage ?? '0'), taxType: toEnum<TaxType>(row.taxType) };
}

function view(row: TaxRow, related: Related): Tax {
  const members = related.members.get(row.id) ?? [];
  const definition = definitionOf(row, members);
  // `18`, `2.5`: the percentage as documents print it.
  const percentage = definition.percentage.toFixed();
  const specificType = row.taxSpecificType ? toEnum<TaxSpecificType>(row.taxSpecificType) : null;
  const isGroup = definition.isGroup;
  return {
    taxId: row.id,
    taxDisplayName: `${specificType && specificType !== 'TAX' ? SPECIFIC_TYPE_DESC[specificType] : row.taxName} ${percentage}%`,
    taxName: row.taxName,
    taxNameFormatted: `${row.taxName} [${percentage}%]`,
    taxPercentage: toDb(definition.percentage),
    isEditable: true,
    taxType: toEnum<TaxType>(row.taxType),
    taxAccountId: row.taxAccountId,
    purchaseTaxAccountId: row.purchaseTaxAccountId,
    tdsPayableAccountId: row.tdsPayableAccountId,
    tcsReceivableAccountId: row.tcsReceivableAccountId,
    tcsPayableAccountId: row.tcsPayableAccountId,
    taxSpecificType: specificType,
    taxSpecificTypeDesc: specificType ? SPECIFIC_TYPE_DESC[specificType] : null,
    taxSpecificTypeVersion: row.taxSpecificTypeVersion === null ? null : String(row.taxSpecificTypeVersion),
    taxAuthorityId: row.taxAuthorityId,
    taxAuthorityName: row.taxAuthorityId ? (related.authorityNames.get(row.taxAuthorityId) ?? null) : null,
    isStateCess: row.isStateCess,
    isValueAdded: row.isValueAdded,
    isNonAdvolTax: row.isNonAdvolTax,
    taxFactor: row.taxFactor ? toEnum<TaxFactor>(row.taxFactor) : null,
    taxAccountTracking: row.taxAccountTracking ? toEnum<TaxAccountTracking>(row.taxAccountTracking) : null,
    outputTaxAccountName: row.taxAccountId ? (related.accountNames.get(row.taxAccountId) ?? null) : null,
    purchaseTaxAccountName: row.purchaseTaxAccountId ? (related.accountNames.get(row.purchaseTaxAccountId) ?? null) : null,
    purchaseTaxExpenseAccountId: row.purchaseTaxExpenseAccountId,
    accountingAppName: row.accountingAppName,
    accountingReferenceId: row.accountingReferenceId,
    diffRateReason: row.diffRateReason ? toEnum<DiffRateReason>(row.diffRateReason) : null,
    startDate: row.startDate,
    endDate: row.endDate,
    isExpired: row.endDate !== null && row.endDate < related.today,
    status: toEnum<TaxStatus>(row.status),
    description: row.description,
    referenceId: row.referenceId,
    taxes: isGroup && related.withMembers ? members.map(memberView) : null,
  };
}

/** `today` decides which taxes are expired. */
async function views(db: Executor, org: OrganizationRow, today: string, rows: TaxRow[], withMembers: boolean): Promise<Tax[]> {
  if (!rows.length) return [];
  const related = await relatedOf(db, org, today, rows, withMembers);
  return rows.map((row) => view(row, related));
}

/** `lock` holds the row until the transaction ends: writers of one tax take turns. */
async function findRow(db: Executor, organizationId: string, taxId: string, options: { lock?: boolean } = {}): Promise<TaxRow> {
  if (!isId(taxId)) throw notFound('The tax');
  const query = db
    .select()
    .from(taxes)
    .where(inOrg(taxes, organizationId, eq(taxes.id, taxId)));
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw notFound('The tax');
  return row;
}

async function taxView(db: Executor, org: OrganizationRow, today: string, taxId: string): Promise<Tax> {
  const [tax] = await views(db, org, today, [await findRow(db, org.id, taxId)], true);
  return tax;
}

export function getTax({ db, org, today }: Scope, taxId: string): Promise<Tax> {
  return taxView(db, org, today, taxId);
}

/** Taxes by id for entity references: groups with their members. */
export async function taxesById({ db, org, today }: Scope, ids: readonly string[]): Promise<Map<string, Tax>> {
  const rows = await db
    .select()
    .from(taxes)
    .where(inOrg(taxes, org.id, inArray(taxes.id, [...ids])));
  return new Map((await views(db, org, today, rows, true)).map((t) => [t.taxId, t]));
}

export async function listTaxes({ db, org, today }: Scope, args: QueryTaxesArgs, page: Page) {
  const filter = args.filterBy ?? 'TAXES_ACTIVE';
  const wanted: TaxTypeValue[] = [...(args.isTdsRequest ? [...WITHHOLDING_TDS, 'tds_group' as const] : []), ...(args.isTcsRequest ? ['tcs_tax' as const] : [])];
  const sort = orderOf(SORT_COLUMNS, taxes.id, args.sortColumn?.toLowerCase(), args.sortOrder, { column: 'tax_name', order: 'A' });
  const { limit, offset } = window(page);
  const rows = await db
    .select()
    .from(taxes)
    .where(inOrg(taxes, org.id, filterCondition(filter, today), wanted.length ? inArray(taxes.taxType, wanted) : undefined))
    .orderBy(...sort.orderBy)
    .limit(limit)
    .offset(offset);
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: FILTER_WIRE[filter] }, (nodes) =>
    views(db, org, today, nodes, args.includeTaxGroupDetails ?? false),
  );
}

/** The columns the input leads to on top of `base`; absent fields keep their value, null clears. */
function fieldsOf(input: Input, base: Fields): Fields {
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

function typesText(types: readonly string[]): string {
  return types.length === 1 ? types[0] : `${types.slice(0, -1).join(', ')} or ${types[types.length - 1]}`;
}

/** Rules that need no database. `previous` is the stored tax on update. */
function checkRules(fields: Fields, input: Input, org: OrganizationRow, previous?: TaxRow): void {
  const type = fields.taxType;
  const isGroup = GROUP_TAX_TYPES.includes(type);
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

const ARTICLE: Record<AccountGroup, string> = { asset: 'an asset', liability: 'a liability', equity: 'an equity', income: 'an income', expense: 'an expense' };

/**
 * The accounts the tax names must be active accounts of the organization of the right group for
 * its type; a sales tax without its tax or purchase account takes the system one. One
 * statement, which holds the accounts until the tax commits (see `accountReferences`).
 */
async function checkAccounts(tx: Tx, org: OrganizationRow, fields: Fields, input: Input): Promise<void> {
  const type = fields.taxType;
  const applicable = ACCOUNT_KEYS.filter((key) => ACCOUNT_FIELDS[key].byType[type]);
  const given = applicable.filter((key) => input[key] != null);
  // Only taxes added to amounts post to the system tax accounts; withholding taxes name their own.
  const defaulted = SALES_TAX_TYPES.includes(type) ? applicable.filter((key) => fields[key] == null && ACCOUNT_FIELDS[key].defaultKey) : [];
  if (!given.length && !defaulted.length) return;
  const found = await findAccounts(
    tx,
    org.id,
    { ids: given.map((key) => fields[key]!), systemKeys: defaulted.map((key) => ACCOUNT_FIELDS[key].defaultKey!) },
    { lock: true },
  );
  for (const key of given) {
    const group = ACCOUNT_FIELDS[key].byType[type]!;
    const rule: AccountRule = { types: ACCOUNT_TYPES[group], typesText: `${ARTICLE[group]} account for a ${type}` };
    checkAccount(
      found.find((a) => a.id === fields[key]),
      field(key),
      rule,
    );
  }
  for (const key of defaulted) fields[key] = found.find((a) => a.systemKey === ACCOUNT_FIELDS[key].defaultKey)?.id ?? null;
}

/** tax_authority_name names an authority, created on first use; tax_authority_id an existing one. */
async function checkAuthority(tx: Tx, org: OrganizationRow, fields: Fields, input: Input): Promise<void> {
  const name = input.taxAuthorityName?.trim();
  if (name) {
    await tx.insert(taxAuthorities).values({ id: newId(), organizationId: org.id, name }).onConflictDoNothing();
    const [row] = await tx
      .select({ id: taxAuthorities.id })
      .from(taxAuthorities)
      .where(inOrg(taxAuthorities, org.id, eq(sql`lower(${taxAuthorities.name})`, name.toLowerCase())));
    fields.taxAuthorityId = row.id;
    return;
  }
  if (input.taxAuthorityId == null) return;
  const [row] = await tx
    .select({ id: taxAuthorities.id })
    .from(taxAuthorities)
    .where(inOrg(taxAuthorities, org.id, eq(taxAuthorities.id, input.taxAuthorityId)));
  if (!row) throw invalid(field('taxAuthorityId'), 'is not a tax authority of the organization (name one with tax_authority_name to create it)');
}

/**
 * The members of a group: distinct, existing, active taxes of the organization that are not
 * groups themselves (sales taxes in a tax_group, TDS taxes in a tds_group). Held FOR SHARE
 * until the group commits, so a member is not deleted under it.
 */
async function checkMembers(tx: Tx, org: OrganizationRow, type: TaxTypeValue, taxIds: readonly string[]): Promise<string[]> {
  const seen = new Set<string>();
  taxIds.forEach((id, i) => {
    if (seen.has(id)) throw invalid(['input', 'taxIds', i], 'names a tax already in the group');
    seen.add(id);
  });
  const rows = await tx
    .select()
    .from(taxes)
    .where(inOrg(taxes, org.id, inArray(taxes.id, [...seen])))
    .for('share');
  const allowed: readonly TaxTypeValue[] = type === 'tds_group' ? ['tds_tax'] : ['tax', 'compound_tax', 'tax_on_tax'];
  taxIds.forEach((id, i) => {
    const member = rows.find((r) => r.id === id);
    if (!member) throw invalid(['input', 'taxIds', i], 'is not a tax of the organization');
    if (!allowed.includes(member.taxType))
      throw invalid(['input', 'taxIds', i], `must be a tax of type ${typesText(allowed)} in a ${type}; ${member.taxName} is a ${member.taxType}`);
    if (member.status !== 'active') throw invalid(['input', 'taxIds', i], `the tax ${member.taxName} is inactive`);
  });
  return [...taxIds];
}

async function writeMembers(tx: Tx, org: OrganizationRow, groupId: string, taxIds: readonly string[]): Promise<void> {
  await tx.delete(taxGroupMembers).where(inOrg(taxGroupMembers, org.id, eq(taxGroupMembers.groupId, groupId)));
  await tx.insert(taxGroupMembers).values(taxIds.map((taxId, position) => ({ organizationId: org.id, groupId, taxId, position })));
}

function refusingDuplicates<T>(input: Input, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    taxes_org_name: () => new KontorError('DUPLICATE', `A tax named "${input.taxName?.trim()}" already exists.`, { field: field('taxName') }),
  });
}

const NEW_TAX: Omit<Fields, 'taxName' | 'taxType'> = { isStateCess: false, isValueAdded: false, isNonAdvolTax: false, status: 'active' };

export async function createTax(scope: Scope, input: CreateTaxInput): Promise<Tax> {
  const { db, org } = scope;
  const fields = fieldsOf(input, { ...NEW_TAX, taxName: '', taxType: fromEnum(input.taxType ?? 'TAX') });
  checkRules(fields, input, org);
  return refusingDuplicates(input, () =>
    db.transaction(async (tx) => {
      const taxId = newId();
      await checkAccounts(tx, org, fields, input);
      await checkAuthority(tx, org, fields, input);
      const members = GROUP_TAX_TYPES.includes(fields.taxType) ? await checkMembers(tx, org, fields.taxType, input.taxIds ?? []) : [];
      await tx.insert(taxes).values({ ...fields, id: taxId, organizationId: org.id });
      if (members.length) await writeMembers(tx, org, taxId, members);
      return taxView(tx, org, scope.today, taxId);
    }),
  );
}

/** The document kinds whose update_* flag the input sets. */
function kindsOf(input: UpdateTaxInput): Set<TaxDocumentKind> {
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

/** Groups that contain the tax: their computation changes with it. One statement. */
async function groupsContaining(tx: Executor, organizationId: string, taxId: string): Promise<string[]> {
  const rows = await tx
    .select({ groupId: taxGroupMembers.groupId })
    .from(taxGroupMembers)
    .where(inOrg(taxGroupMembers, organizationId, eq(taxGroupMembers.taxId, taxId)));
  return rows.map((r) => r.groupId);
}

export async function updateTax(scope: Scope, taxId: string, input: UpdateTaxInput): Promise<Tax> {
  const { db, org } = scope;
  return refusingDuplicates(input, () =>
    db.transaction(async (tx) => {
      const previous = await findRow(tx, org.id, taxId, { lock: true });
      const { id: _id, organizationId: _org, createdAt: _created, updatedAt: _updated, ...stored } = previous;
      const fields = fieldsOf(input, stored);
      checkRules(fields, input, org, previous);
      if (previous.status === 'active' && fields.status === 'inactive') {
        await taxReferences.refuseInUse(tx, org.id, taxId, { label: previous.taxName, action: 'deactivate' });
      }
      await checkAccounts(tx, org, fields, input);
      await checkAuthority(tx, org, fields, input);
      const isGroup = GROUP_TAX_TYPES.includes(fields.taxType);
      const before = isGroup ? (await groupMembers(tx, org.id, [taxId])).get(taxId)! : [];
      const members = isGroup && input.taxIds != null ? await checkMembers(tx, org, fields.taxType, input.taxIds) : undefined;
      await tx
        .update(taxes)
        .set({ ...fields, updatedAt: scope.now })
        .where(inOrg(taxes, org.id, eq(taxes.id, taxId)));
      if (members) await writeMembers(tx, org, taxId, members);
      const kinds = kindsOf(input);
      if (kinds.size) {
        const after = members ? (await groupMembers(tx, org.id, [taxId])).get(taxId)! : before;
        const old = definitionOf(previous, before);
        const now = definitionOf({ ...previous, ...fields }, after);
        const changed =
          old.taxName !== now.taxName ||
          !old.percentage.eq(now.percentage) ||
          old.components.map((c) => `${c.taxId}:${c.isCompound}:${c.percentage}`).join() !==
            now.components.map((c) => `${c.taxId}:${c.isCompound}:${c.percentage}`).join();
        if (changed) {
          const affectedTaxIds = [taxId, ...(await groupsContaining(tx, org.id, taxId))];
          await taxChangeHandlers.apply(tx, kinds, {
            organizationId: org.id,
            taxId,
            affectedTaxIds,
            previousPercentage: old.percentage,
            percentage: now.percentage,
            at: scope.now,
          });
        }
      }
      return taxView(tx, org, scope.today, taxId);
    }),
  );
}

/** Deletes a tax that nothing refers to (items, groups, documents: `taxReferences`). */
export async function deleteTax({ db, org }: Scope, taxId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await findRow(tx, org.id, taxId, { lock: true });
    await taxReferences.refuseInUse(tx, org.id, row.id, { label: row.taxName, action: 'delete' });
    await tx.delete(taxGroupMembers).where(inOrg(taxGroupMembers, org.id, eq(taxGroupMembers.groupId, row.id)));
    await tx.delete(taxes).where(inOrg(taxes, org.id, eq(taxes.id, row.id)));
    return row.id;
  });
}

/** The first group a tax belongs to, for `taxReferences`. */
export async function groupContainingTax(tx: Tx, organizationId: string, taxId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: taxes.taxName, taxType: taxes.taxType })
    .from(taxGroupMembers)
    .innerJoin(taxes, eq(taxes.id, taxGroupMembers.groupId))
    .where(inOrg(taxGroupMembers, organizationId, eq(taxGroupMembers.taxId, taxId)))
    .orderBy(taxes.id)
    .limit(1);
  return row && `a member of the ${row.taxType === 'tds_group' ? 'TDS group' : 'tax group'} "${row.name}"`;
}

/** The first tax naming an account, for `accountReferences`. */
export async function taxUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select()
    .from(taxes)
    .where(inOrg(taxes, organizationId, or(...ACCOUNT_KEYS.map((key) => eq(taxes[key], accountId)))))
    .orderBy(taxes.id)
    .limit(1);
  if (!row) return undefined;
  const key = ACCOUNT_KEYS.find((k) => row[k] === accountId)!;
  return `the ${ACCOUNT_FIELDS[key].column} of the tax "${row.taxName}"`;
}
