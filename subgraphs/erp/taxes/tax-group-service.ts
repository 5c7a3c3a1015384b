/**
 * Tax groups as the Books API shows them: a tax of type tax_group seen through its own
 * resource (`/settings/taxgroups`). Every rule is the tax service's (members active simple or
 * compound taxes of the organization, name unique among the taxes, no delete while in use);
 * this file only translates between the group's fields and the tax's.
 */
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import type { Page } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import type { CreateTaxGroupInput, Tax, TaxGroup, UpdateTaxGroupInput } from '../generated/graphql.ts';
import { findRow } from './tax-store.ts';
import { createTax, deleteTax, updateTax } from './tax-service.ts';
import { getTax, listTaxes } from './tax-views.ts';

/** `id1, id2` → ids, refusing empty entries and anything but digit ids. */
export function memberIdsOf(taxes: string): string[] {
  const ids = taxes.split(',').map((id) => id.trim());
  if (!ids.length || ids.every((id) => id === '')) throw invalid(['input', 'taxes'], 'must name at least one tax id (comma separated)');
  ids.forEach((id, i) => {
    if (!/^\d{1,19}$/.test(id)) throw invalid(['input', 'taxes'], `entry ${i + 1} (${JSON.stringify(id)}) is not a tax id`);
  });
  return ids;
}

function groupView(tax: Tax): TaxGroup {
  return {
    taxGroupId: tax.taxId,
    taxGroupName: tax.taxName,
    taxGroupPercentage: tax.taxPercentage,
    status: tax.status,
    taxes: tax.taxes ?? [],
  };
}

/** The tax service names members by position in `taxIds`; here they are entries of `taxes`. */
async function asGroup<T>(ids: readonly string[] | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof KontorError)) throw error;
    const field = error.extensions.field as (string | number)[] | undefined;
    if (field?.[1] === 'taxIds') {
      const at = typeof field[2] === 'number' ? field[2] : undefined;
      const entry = at !== undefined && ids ? ` (tax ${ids[at]})` : '';
      throw invalid(['input', 'taxes'], `${String(error.extensions.rule ?? error.message)}${entry}`);
    }
    if (field?.[1] === 'taxName')
      throw new KontorError(error.extensions.code as 'DUPLICATE', error.message.replace('A tax named', 'A tax or tax group named'), {
        field: ['input', 'taxGroupName'],
      });
    throw error;
  }
}

/** A tax group of the organization; a simple tax (or another org's group) is "does not exist". */
async function requireGroup(scope: Scope, taxGroupId: string): Promise<void> {
  const row = await findRow(scope.db, scope.org.id, taxGroupId).catch((error) => {
    if (error instanceof KontorError) return null;
    throw error;
  });
  if (!row || row.taxType !== 'tax_group') throw notFound('The tax group');
}

export async function getTaxGroup(scope: Scope, taxGroupId: string): Promise<TaxGroup> {
  await requireGroup(scope, taxGroupId);
  return groupView(await getTax(scope, taxGroupId));
}

export async function listTaxGroups(scope: Scope, page: Page) {
  const list = await listTaxes(scope, { filterBy: 'TYPE_TAXGROUP', includeTaxGroupDetails: true }, page);
  return { ...list, nodes: list.nodes.map(groupView) };
}

export async function createTaxGroup(scope: Scope, input: CreateTaxGroupInput): Promise<TaxGroup> {
  const ids = memberIdsOf(input.taxes);
  const tax = await asGroup(ids, () => createTax(scope, { taxName: input.taxGroupName, taxType: 'TAX_GROUP', taxIds: ids }));
  return groupView(tax);
}

export async function updateTaxGroup(scope: Scope, taxGroupId: string, input: UpdateTaxGroupInput): Promise<TaxGroup> {
  if (input.taxGroupName === null) throw invalid(['input', 'taxGroupName'], 'cannot be cleared');
  if (input.taxes === null) throw invalid(['input', 'taxes'], 'cannot be cleared: a group has at least one tax');
  const ids = input.taxes === undefined ? undefined : memberIdsOf(input.taxes);
  await requireGroup(scope, taxGroupId);
  const tax = await asGroup(ids, () =>
    updateTax(scope, taxGroupId, { ...(input.taxGroupName !== undefined ? { taxName: input.taxGroupName } : {}), ...(ids ? { taxIds: ids } : {}) }),
  );
  return groupView(tax);
}

export async function deleteTaxGroup(scope: Scope, taxGroupId: string): Promise<string> {
  await requireGroup(scope, taxGroupId);
  return deleteTax(scope, taxGroupId);
}
