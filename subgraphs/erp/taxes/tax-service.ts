/** Taxes: create, update (documents of the kinds asked follow the change: tax-hooks.ts) and delete. */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { type TaxTypeValue, taxAuthorities, taxGroupMembers, taxes } from '../../../drizzle/tables/erp/taxes.ts';
import { ACCOUNT_TYPES } from '../../core/books/chart.ts';
import { type AccountRule, checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import type { CreateTaxInput, Tax, UpdateTaxInput } from '../generated/graphql.ts';
import { taxChangeHandlers } from './tax-hooks.ts';
import { GROUP_TAX_TYPES, SALES_TAX_TYPES, definitionOf, findRow, groupMembers, groupsContaining, taxReferences, writeMembers } from './tax-store.ts';

import { ACCOUNT_FIELDS, ACCOUNT_KEYS, ARTICLE, type Fields, type Input, NEW_TAX, checkRules, field, fieldsOf, kindsOf, typesText } from './tax-rules.ts';
import { taxView } from './tax-views.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

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
    .where(inOrg(taxes, org.id, anyId(taxes.id, [...seen])))
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

function refusingDuplicates<T>(input: Input, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    taxes_org_name: () => new KontorError('DUPLICATE', `A tax named "${input.taxName?.trim()}" already exists.`, { field: field('taxName') }),
  });
}

/** The organization's default tax, other than `taxId`, stops being it (at most one: taxes_org_default). */
async function clearDefault(tx: Tx, organizationId: string, taxId: string): Promise<void> {
  await tx
    .update(taxes)
    .set({ isDefault: false })
    .where(inOrg(taxes, organizationId, and(eq(taxes.isDefault, true), ne(taxes.id, taxId))));
}

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
      if (fields.isDefault) await clearDefault(tx, org.id, taxId);
      await tx.insert(taxes).values({ ...fields, id: taxId, organizationId: org.id });
      if (members.length) await writeMembers(tx, org, taxId, members);
      return taxView(tx, org, scope.today, taxId);
    }),
  );
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
      if (fields.isDefault && !previous.isDefault) await clearDefault(tx, org.id, taxId);
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
