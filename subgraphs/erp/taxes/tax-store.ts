/**
 * Taxes as other modules see them: looked up by id with groups expanded into the components
 * that apply to an amount (tax-math.ts), and checked when a document or an item names one.
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { type TaxTypeValue, taxAuthorities, taxGroupMembers, taxes } from '../../../drizzle/tables/erp/taxes.ts';
import { invalid, notFound } from '../../core/values/errors.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { isId } from '../../core/values/ids.ts';
import { Decimal, dec } from '../../core/values/money.ts';
import { ReferenceRegistry } from '../../core/books/references.ts';
import { anyId } from '../../core/request/scoped.ts';
import type { TaxComponent } from './tax-math.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** Whoever refers to taxes (items, tax groups, documents) registers here; delete consults it. */
export const taxReferences = new ReferenceRegistry('tax');

/** Taxes added to an amount; the others are withheld (TDS, TCS) or groups of them. */
export const SALES_TAX_TYPES: readonly TaxTypeValue[] = ['tax', 'compound_tax', 'tax_on_tax', 'tax_group'];
export const GROUP_TAX_TYPES: readonly TaxTypeValue[] = ['tax_group', 'tds_group'];
/** Types that apply on the amount plus the simple taxes before them. */
export const COMPOUND_TAX_TYPES: readonly TaxTypeValue[] = ['compound_tax', 'tax_on_tax'];

export type TaxRow = typeof taxes.$inferSelect;

/** A tax as a document uses it. */
export interface TaxDefinition {
  taxId: string;
  taxName: string;
  taxType: TaxTypeValue;
  isGroup: boolean;
  /** A group's is the sum of its members' percentages. */
  percentage: Decimal;
  status: 'active' | 'inactive';
  /** `yyyy-mm-dd` or null; a tax whose end date is before today is expired. */
  startDate: string | null;
  endDate: string | null;
  /** What applies to an amount: the tax itself, or a group's members in the group's order. */
  components: TaxComponent[];
}

function componentOf(row: TaxRow): TaxComponent {
  return {
    taxId: row.id,
    name: row.taxName,
    percentage: dec(row.percentage),
    isCompound: COMPOUND_TAX_TYPES.includes(row.taxType),
    accountId: row.taxAccountId ?? row.tdsPayableAccountId ?? row.tcsPayableAccountId ?? '',
    purchaseAccountId: row.purchaseTaxAccountId ?? row.tdsPayableAccountId ?? row.tcsReceivableAccountId ?? '',
  };
}

/** The members of the given groups, in order, by group id. One statement, the ids one array parameter (anyId). */
export async function groupMembers(db: Executor, organizationId: string, groupIds: readonly string[]): Promise<Map<string, TaxRow[]>> {
  const byGroup = new Map<string, TaxRow[]>(groupIds.map((g) => [g, []]));
  if (!groupIds.length) return byGroup;
  const rows = await db
    .select({ groupId: taxGroupMembers.groupId, tax: taxes })
    .from(taxGroupMembers)
    .innerJoin(taxes, eq(taxes.id, taxGroupMembers.taxId))
    .where(inOrg(taxGroupMembers, organizationId, anyId(taxGroupMembers.groupId, groupIds)))
    .orderBy(asc(taxGroupMembers.groupId), asc(taxGroupMembers.position));
  for (const r of rows) byGroup.get(r.groupId)?.push(r.tax);
  return byGroup;
}

/** The definition of a tax row, given its members when it is a group. */
export function definitionOf(row: TaxRow, members: readonly TaxRow[] = []): TaxDefinition {
  const isGroup = GROUP_TAX_TYPES.includes(row.taxType);
  const components = isGroup ? members.map(componentOf) : [componentOf(row)];
  return {
    taxId: row.id,
    taxName: row.taxName,
    taxType: row.taxType,
    isGroup,
    percentage: isGroup ? components.reduce((acc, c) => acc.plus(c.percentage), new Decimal(0)) : dec(row.percentage),
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    components,
  };
}

/**
 * Taxes of the organization by id, groups expanded, in two statements whatever the number of
 * ids (each one array parameter: anyId); ids of other organizations and malformed ones are absent from the map. `lock` holds the
 * named taxes FOR SHARE until the caller's transaction ends, so a tax a document or item is
 * about to refer to is not deleted before it commits.
 */
export async function findTaxes(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
  options: { lock?: boolean } = {},
): Promise<Map<string, TaxDefinition>> {
  const wanted = [...new Set(ids.filter(isId))];
  if (!wanted.length) return new Map();
  const query = db
    .select()
    .from(taxes)
    .where(inOrg(taxes, organizationId, anyId(taxes.id, wanted)));
  const rows = await (options.lock ? query.for('share') : query);
  const members = await groupMembers(
    db,
    organizationId,
    rows.filter((r) => GROUP_TAX_TYPES.includes(r.taxType)).map((r) => r.id),
  );
  return new Map(rows.map((r) => [r.id, definitionOf(r, members.get(r.id))]));
}

/** What an item shows of its tax: name, type and percentage (a group's, the sum of its members'). */
export interface TaxRate {
  taxName: string;
  taxType: TaxTypeValue;
  percentage: Decimal;
}

/**
 * The name, type and percentage of taxes by id as definitionOf makes them, reading only those
 * columns: one statement for the taxes and, when some are groups, one for their members'
 * percentages, whatever the number of ids (each one array parameter: anyId). Ids of other
 * organizations and malformed ones are absent from the map.
 */
export async function findTaxRates(db: Executor, organizationId: string, ids: readonly string[]): Promise<Map<string, TaxRate>> {
  const wanted = [...new Set(ids.filter(isId))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: taxes.id, taxName: taxes.taxName, taxType: taxes.taxType, percentage: taxes.percentage })
    .from(taxes)
    .where(inOrg(taxes, organizationId, anyId(taxes.id, wanted)));
  const groupIds = rows.filter((r) => GROUP_TAX_TYPES.includes(r.taxType)).map((r) => r.id);
  const members = groupIds.length
    ? await db
        .select({ groupId: taxGroupMembers.groupId, percentage: taxes.percentage })
        .from(taxGroupMembers)
        .innerJoin(taxes, eq(taxes.id, taxGroupMembers.taxId))
        .where(inOrg(taxGroupMembers, organizationId, anyId(taxGroupMembers.groupId, groupIds)))
    : [];
  const groupRate = new Map<string, Decimal>();
  for (const m of members) groupRate.set(m.groupId, (groupRate.get(m.groupId) ?? new Decimal(0)).plus(dec(m.percentage)));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        taxName: r.taxName,
        taxType: r.taxType,
        percentage: GROUP_TAX_TYPES.includes(r.taxType) ? (groupRate.get(r.id) ?? new Decimal(0)) : dec(r.percentage),
      },
    ]),
  );
}

/** The authority each of these taxes names (tax_authority_name), by tax id, in one statement (anyId); taxes naming none are absent. */
export async function findTaxAuthorities(
  db: Executor,
  organizationId: string,
  taxIds: readonly string[],
): Promise<Map<string, { taxAuthorityId: string; taxAuthorityName: string }>> {
  const wanted = [...new Set(taxIds.filter(isId))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ taxId: taxes.id, taxAuthorityId: taxAuthorities.id, taxAuthorityName: taxAuthorities.name })
    .from(taxes)
    .innerJoin(taxAuthorities, eq(taxAuthorities.id, taxes.taxAuthorityId))
    .where(inOrg(taxes, organizationId, anyId(taxes.id, wanted)));
  return new Map(rows.map(({ taxId, ...authority }) => [taxId, authority]));
}

export interface TaxRule {
  /** Tax types the field takes; default the taxes added to an amount (SALES_TAX_TYPES). */
  types?: readonly TaxTypeValue[];
  /** How the message names them ("a tax or a tax group"). */
  typesText?: string;
  allowInactive?: boolean;
}

/** A tax a client named in a field, found by `findTaxes` (or not), checked against the rule. */
export function checkTax(found: TaxDefinition | undefined, field: readonly (string | number)[], rule: TaxRule = {}): TaxDefinition {
  if (!found) throw invalid(field, 'is not a tax of the organization');
  const types = rule.types ?? SALES_TAX_TYPES;
  if (!types.includes(found.taxType))
    throw invalid(field, `must be ${rule.typesText ?? `a tax of type ${types.join(', ')}`}; ${found.taxName} is a ${found.taxType}`);
  if (found.status !== 'active' && !rule.allowInactive) throw invalid(field, `the tax ${found.taxName} is inactive`);
  return found;
}

/** One tax a record names, checked and locked for the caller's transaction (see `findTaxes`). */
export async function requireTax(
  db: Executor,
  organizationId: string,
  taxId: string,
  field: readonly (string | number)[],
  rule: TaxRule = {},
): Promise<TaxDefinition> {
  const found = await findTaxes(db, organizationId, [taxId], { lock: true });
  return checkTax(found.get(taxId), field, rule);
}

/** `lock` holds the row until the transaction ends: writers of one tax take turns. */
export async function findRow(db: Executor, organizationId: string, taxId: string, options: { lock?: boolean } = {}): Promise<TaxRow> {
  if (!isId(taxId)) throw notFound('The tax');
  const query = db
    .select()
    .from(taxes)
    .where(inOrg(taxes, organizationId, eq(taxes.id, taxId)));
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw notFound('The tax');
  return row;
}

export async function writeMembers(tx: Tx, org: OrganizationRow, groupId: string, taxIds: readonly string[]): Promise<void> {
  await tx.delete(taxGroupMembers).where(inOrg(taxGroupMembers, org.id, eq(taxGroupMembers.groupId, groupId)));
  await tx.insert(taxGroupMembers).values(taxIds.map((taxId, position) => ({ organizationId: org.id, groupId, taxId, position })));
}

/** Groups that contain the tax: their computation changes with it. One statement. */
export async function groupsContaining(tx: Executor, organizationId: string, taxId: string): Promise<string[]> {
  const rows = await tx
    .select({ groupId: taxGroupMembers.groupId })
    .from(taxGroupMembers)
    .where(inOrg(taxGroupMembers, organizationId, eq(taxGroupMembers.taxId, taxId)));
  return rows.map((r) => r.groupId);
}
