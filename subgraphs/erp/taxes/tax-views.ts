/** Taxes as they read: one, several by id (for the loaders) and a page, with their accounts, authority and members. */
import { type SQL, and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { type TaxTypeValue, taxAuthorities, taxes } from '../../../drizzle/tables/erp/taxes.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import { maybeEnum, toEnum } from '../../core/values/enums.ts';
import { Decimal, dec, toDb } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId, columnsOf, orderOf, window } from '../../core/request/scoped.ts';
import { enumField, fieldView, wants } from '../../core/request/selection.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import type { QueryTaxesArgs, Tax, TaxFactor, TaxFilter, TaxGroupMember, TaxSpecificType, TaxType } from '../generated/graphql.ts';
import { COMPOUND_TAX_TYPES, GROUP_TAX_TYPES, type TaxRow, findRow, groupMembers } from './tax-store.ts';

import { SPECIFIC_TYPE_DESC, WITHHOLDING_TDS } from './tax-rules.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

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
  /** The members of the page's groups (read when a field made from them is selected). */
  members: Map<string, TaxRow[]>;
  today: string;
  /** Lists show members only when asked (include_tax_group_details). */
  withMembers: boolean;
  /** The organization's country and edition, which every tax of it carries. */
  country: string | null;
  countryCode: string;
}

/** The ids among `values`: a column the selection does not read is undefined in the rows and names nothing. */
const distinct = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

/**
 * What the rows refer to, in three statements whatever their number: what no field of the
 * selection (selectedFields) shows is not looked up.
 */
async function relatedOf(
  db: Executor,
  org: OrganizationRow,
  today: string,
  rows: readonly TaxRow[],
  withMembers: boolean,
  selected?: ReadonlySet<string>,
): Promise<Related> {
  const showsMembers = withMembers && wants(selected, 'taxes');
  const groupIds =
    showsMembers || wants(selected, 'taxDisplayName', 'taxNameFormatted', 'taxPercentage')
      ? rows.filter((r) => GROUP_TAX_TYPES.includes(r.taxType)).map((r) => r.id)
      : [];
  // Members first: their authorities are named too (a group's members in the Books view).
  const members = await groupMembers(db, org.id, groupIds);
  const accountIds = wants(selected, 'outputTaxAccountName', 'purchaseTaxAccountName')
    ? distinct(rows.flatMap((r) => [r.taxAccountId, r.purchaseTaxAccountId]))
    : [];
  const authorityIds = distinct([
    ...(wants(selected, 'taxAuthorityName') ? rows.map((r) => r.taxAuthorityId) : []),
    ...(showsMembers ? [...members.values()].flat().map((r) => r.taxAuthorityId) : []),
  ]);
  const [accounts, authorities] = await Promise.all([
    accountIds.length ? findAccounts(db, org.id, { ids: accountIds }) : [],
    authorityIds.length
      ? db
          .select({ id: taxAuthorities.id, name: taxAuthorities.name })
          .from(taxAuthorities)
          .where(inOrg(taxAuthorities, org.id, anyId(taxAuthorities.id, authorityIds)))
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

/** A tax's percentage as definitionOf makes it: a group's is the sum of its members'. */
function percentageOf(row: TaxRow, { members }: Related): Decimal {
  if (!GROUP_TAX_TYPES.includes(row.taxType)) return dec(row.percentage);
  return (members.get(row.id) ?? []).reduce((acc, m) => acc.plus(dec(m.percentage)), new Decimal(0));
}

const PERCENTAGE = ['taxType', 'percentage'] as const;
const named = (column: 'taxAccountId' | 'purchaseTaxAccountId' | 'taxAuthorityId', of: 'accountNames' | 'authorityNames') => ({
  reads: [column],
  value: (row: TaxRow, related: Related) => (row[column] ? (related[of].get(row[column]) ?? null) : null),
});

/** Every field of a tax and the columns it reads: a list reads and builds only the fields its operation selects. */
const TAX_VIEW = fieldView<TaxRow, Related, Tax>(
  {
    taxId: 'id',
    // `IGST 18%`: the GST kind (or the name) and the percentage as documents print it (`18`, `2.5`).
    taxDisplayName: {
      reads: ['taxSpecificType', 'taxName', ...PERCENTAGE],
      value: (row, related) => {
        const specificType = maybeEnum<TaxSpecificType>(row.taxSpecificType);
        return `${specificType && specificType !== 'TAX' ? SPECIFIC_TYPE_DESC[specificType] : row.taxName} ${percentageOf(row, related).toFixed()}%`;
      },
    },
    taxName: 'taxName',
    taxNameFormatted: { reads: ['taxName', ...PERCENTAGE], value: (row, related) => `${row.taxName} [${percentageOf(row, related).toFixed()}%]` },
    taxPercentage: { reads: [...PERCENTAGE], value: (row, related) => toDb(percentageOf(row, related)) },
    country: { reads: [], value: (_row, { country }) => country },
    countryCode: { reads: [], value: (_row, { countryCode }) => countryCode },
    isEditable: { reads: [], value: () => true },
    taxType: enumField('taxType', false),
    taxAccountId: 'taxAccountId',
    purchaseTaxAccountId: 'purchaseTaxAccountId',
    tdsPayableAccountId: 'tdsPayableAccountId',
    tcsReceivableAccountId: 'tcsReceivableAccountId',
    tcsPayableAccountId: 'tcsPayableAccountId',
    taxSpecificType: enumField('taxSpecificType'),
    taxSpecificTypeDesc: {
      reads: ['taxSpecificType'],
      value: (row) => (row.taxSpecificType ? SPECIFIC_TYPE_DESC[toEnum<TaxSpecificType>(row.taxSpecificType)] : null),
    },
    taxSpecificTypeVersion: {
      reads: ['taxSpecificTypeVersion'],
      value: (row) => (row.taxSpecificTypeVersion === null ? null : String(row.taxSpecificTypeVersion)),
    },
    taxAuthorityId: 'taxAuthorityId',
    taxAuthorityName: named('taxAuthorityId', 'authorityNames'),
    isStateCess: 'isStateCess',
    isValueAdded: 'isValueAdded',
    isDefaultTax: 'isDefault',
    isNonAdvolTax: 'isNonAdvolTax',
    taxFactor: enumField('taxFactor'),
    taxAccountTracking: enumField('taxAccountTracking'),
    outputTaxAccountName: named('taxAccountId', 'accountNames'),
    purchaseTaxAccountName: named('purchaseTaxAccountId', 'accountNames'),
    purchaseTaxExpenseAccountId: 'purchaseTaxExpenseAccountId',
    accountingAppName: 'accountingAppName',
    accountingReferenceId: 'accountingReferenceId',
    diffRateReason: enumField('diffRateReason'),
    startDate: 'startDate',
    endDate: 'endDate',
    isExpired: { reads: ['endDate'], value: (row, { today }) => row.endDate !== null && row.endDate < today },
    status: enumField('status', false),
    description: 'description',
    referenceId: 'referenceId',
    // A group's members, in lists only when asked (include_tax_group_details); null for a tax that is not a group.
    taxes: {
      reads: ['taxType'],
      value: (row, related) =>
        GROUP_TAX_TYPES.includes(row.taxType) && related.withMembers ? (related.members.get(row.id) ?? []).map((m) => memberView(m, related)) : null,
    },
  },
  // The members go by the tax's id, which is also its federation key.
  ['id'],
);

/**
 * Views of taxes, `today` deciding which are expired, in a constant number of statements
 * whatever their number: what the selection (selectedFields) shows no field of is not read, nor built.
 */
export async function views(
  db: Executor,
  org: OrganizationRow,
  today: string,
  rows: TaxRow[],
  withMembers: boolean,
  selected?: ReadonlySet<string>,
): Promise<Tax[]> {
  if (!rows.length) return [];
  const related = await relatedOf(db, org, today, rows, withMembers, selected);
  const build = TAX_VIEW.builder(selected);
  return rows.map((row) => build(row, related));
}

export async function taxView(db: Executor, org: OrganizationRow, today: string, taxId: string): Promise<Tax> {
  const [tax] = await views(db, org, today, [await findRow(db, org.id, taxId)], true);
  return tax;
}

export function getTax({ db, org, today }: Scope, taxId: string): Promise<Tax> {
  return taxView(db, org, today, taxId);
}

/** Taxes by id for entity references, read whole: groups with their members. */
export async function taxesById({ db, org, today }: Scope, ids: readonly string[]): Promise<Map<string, Tax>> {
  const rows = await db
    .select()
    .from(taxes)
    .where(inOrg(taxes, org.id, anyId(taxes.id, ids)));
  return new Map((await views(db, org, today, rows, true)).map((t) => [t.taxId, t]));
}

/** A page of taxes reading only the columns and lookups the selection of its entries (selectedFields) needs; as many statements whatever the page size. */
export async function listTaxes({ db, org, today }: Scope, args: QueryTaxesArgs, page: Page, selected?: ReadonlySet<string>) {
  const filter = args.filterBy ?? 'TAXES_ACTIVE';
  const wanted: TaxTypeValue[] = [...(args.isTdsRequest ? [...WITHHOLDING_TDS, 'tds_group' as const] : []), ...(args.isTcsRequest ? ['tcs_tax' as const] : [])];
  const sort = orderOf(SORT_COLUMNS, taxes.id, args.sortColumn?.toLowerCase(), args.sortOrder, { column: 'tax_name', order: 'A' });
  const { limit, offset } = window(page);
  const rows = await db
    .select(columnsOf(taxes, TAX_VIEW.reads(selected)))
    .from(taxes)
    .where(inOrg(taxes, org.id, filterCondition(filter, today), wanted.length ? inArray(taxes.taxType, wanted) : undefined))
    .orderBy(...sort.orderBy)
    .limit(limit)
    .offset(offset);
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: FILTER_WIRE[filter] }, (nodes) =>
    views(db, org, today, nodes, args.includeTaxGroupDetails ?? false, selected),
  );
}
