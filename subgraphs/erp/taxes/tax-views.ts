/** Taxes as they read: one, several by id (for the loaders) and a page, with their accounts, authority and members. */
import { type SQL, and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { type TaxTypeValue, taxAuthorities, taxes } from '../../../drizzle/tables/erp/taxes.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import { toEnum } from '../../core/values/enums.ts';
import { toDb } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { inOrg, orderOf, window } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import type {
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
} from '../generated/graphql.ts';
import { COMPOUND_TAX_TYPES, GROUP_TAX_TYPES, type TaxRow, definitionOf, findRow, groupMembers } from './tax-store.ts';

import { SPECIFIC_TYPE_DESC, WITHHOLDING_TDS } from './tax-rules.ts';

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
  /** The organization's country and edition, which every tax of it carries. */
  country: string | null;
  countryCode: string;
}

/** What the rows refer to, in three statements whatever their number. */
async function relatedOf(db: Executor, org: OrganizationRow, today: string, rows: readonly TaxRow[], withMembers: boolean): Promise<Related> {
  const accountIds = [...new Set(rows.flatMap((r) => [r.taxAccountId, r.purchaseTaxAccountId]).filter((id): id is string => id !== null))];
  const groupIds = rows.filter((r) => GROUP_TAX_TYPES.includes(r.taxType)).map((r) => r.id);
  // Members first: their authorities are named too (a group's members in the Books view).
  const members = await groupMembers(db, org.id, groupIds);
  const memberRows = [...members.values()].flat();
  const authorityIds = [...new Set([...rows, ...memberRows].map((r) => r.taxAuthorityId).filter((id): id is string => id !== null))];
  const [accounts, authorities] = await Promise.all([
    findAccounts(db, org.id, { ids: accountIds }),
    authorityIds.length
      ? db
          .select()
          .from(taxAuthorities)
          .where(inOrg(taxAuthorities, org.id, inArray(taxAuthorities.id, authorityIds)))
      : [],
  ]);
  return {
    accountNames: new Map(accounts.map((a) => [a.id, a.accountName])),
    authorityNames: new Map(authorities.map((a) => [a.id, a.name])),
    members,
    today,
    withMembers,
    country: org.address.country ?? null,
    countryCode: org.edition,
  };
}

function memberView(row: TaxRow, related: Related): TaxGroupMember {
  return {
    taxId: row.id,
    taxName: row.taxName,
    taxPercentage: toDb(row.percentage ?? '0'),
    taxType: toEnum<TaxType>(row.taxType),
    taxAuthorityId: row.taxAuthorityId,
    taxAuthorityName: row.taxAuthorityId ? (related.authorityNames.get(row.taxAuthorityId) ?? null) : null,
    taxFactor: row.taxFactor ? toEnum<TaxFactor>(row.taxFactor) : null,
  };
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
    country: related.country,
    countryCode: related.countryCode,
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
    isDefaultTax: row.isDefault,
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
    taxes: isGroup && related.withMembers ? members.map((m) => memberView(m, related)) : null,
  };
}

/** `today` decides which taxes are expired. */
export async function views(db: Executor, org: OrganizationRow, today: string, rows: TaxRow[], withMembers: boolean): Promise<Tax[]> {
  if (!rows.length) return [];
  const related = await relatedOf(db, org, today, rows, withMembers);
  return rows.map((row) => view(row, related));
}

export async function taxView(db: Executor, org: OrganizationRow, today: string, taxId: string): Promise<Tax> {
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
