/**
 * Tax exemptions (`/settings/taxexemptions`, README "Tax exemptions"): the reasons a customer or
 * an item is not taxed, each a code unique in the organization (any case), a description and
 * whom it exempts. Every read and write is the caller's organization's; another organization's
 * exemption does not exist here.
 */
import { asc, eq } from 'drizzle-orm';
import { taxExemptions } from '../../../drizzle/tables/erp/taxes.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { window } from '../../core/request/scoped.ts';
import { toEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import type { CreateTaxExemptionInput, TaxExemption, TaxExemptionType, UpdateTaxExemptionInput } from '../generated/graphql.ts';

type Row = typeof taxExemptions.$inferSelect;

const view = (row: Row): TaxExemption => ({
  taxExemptionId: row.id,
  taxExemptionCode: row.code,
  description: row.description,
  type: toEnum<TaxExemptionType>(row.type),
});

const stored = (type: TaxExemptionType) => type.toLowerCase() as Row['type'];

function codeOf(code: string): string {
  const trimmed = code.trim();
  if (!trimmed) throw invalid(['input', 'taxExemptionCode'], 'is required');
  if (/[\r\n]/.test(trimmed)) throw invalid(['input', 'taxExemptionCode'], 'must be one line');
  return trimmed;
}

const duplicate = (code: string) => ({
  tax_exemptions_org_code: () =>
    new KontorError('DUPLICATE', `A tax exemption with the code "${code}" already exists.`, {
      field: ['input', 'taxExemptionCode'],
      rule: 'unique in the organization',
    }),
});

async function find(scope: Scope, id: string): Promise<Row> {
  if (!isId(id)) throw notFound(`Tax exemption ${id}`);
  const [row] = await scope.db
    .select()
    .from(taxExemptions)
    .where(inOrg(taxExemptions, scope.org.id, eq(taxExemptions.id, id)));
  if (!row) throw notFound(`Tax exemption ${id}`);
  return row;
}

export async function listTaxExemptions(scope: Scope, page: Page) {
  const rows = await scope.db
    .select()
    .from(taxExemptions)
    .where(inOrg(taxExemptions, scope.org.id))
    .orderBy(asc(taxExemptions.code), asc(taxExemptions.id))
    .limit(window(page).limit)
    .offset(window(page).offset);
  return listPage(rows, page, { sortColumn: 'tax_exemption_code', sortOrder: 'A' }, (nodes) => nodes.map(view));
}

export async function getTaxExemption(scope: Scope, id: string): Promise<TaxExemption> {
  return view(await find(scope, id));
}

export async function createTaxExemption(scope: Scope, input: CreateTaxExemptionInput): Promise<TaxExemption> {
  const code = codeOf(input.taxExemptionCode);
  const [row] = await uniquely(
    () =>
      scope.db
        .insert(taxExemptions)
        .values({
          id: newId(),
          organizationId: scope.org.id,
          code,
          description: input.description?.trim() ?? '',
          type: stored(input.type),
          createdAt: scope.now,
          updatedAt: scope.now,
        })
        .returning(),
    duplicate(code),
  );
  return view(row);
}

export async function updateTaxExemption(scope: Scope, id: string, input: UpdateTaxExemptionInput): Promise<TaxExemption> {
  if (input.taxExemptionCode === null) throw invalid(['input', 'taxExemptionCode'], 'cannot be cleared');
  if (input.type === null) throw invalid(['input', 'type'], 'cannot be cleared');
  const existing = await find(scope, id);
  const code = input.taxExemptionCode === undefined ? existing.code : codeOf(input.taxExemptionCode);
  const [row] = await uniquely(
    () =>
      scope.db
        .update(taxExemptions)
        .set({
          code,
          ...(input.description !== undefined ? { description: input.description?.trim() ?? '' } : {}),
          ...(input.type ? { type: stored(input.type) } : {}),
          updatedAt: scope.now,
        })
        .where(inOrg(taxExemptions, scope.org.id, eq(taxExemptions.id, existing.id)))
        .returning(),
    duplicate(code),
  );
  return view(row);
}

export async function deleteTaxExemption(scope: Scope, id: string): Promise<string> {
  const existing = await find(scope, id);
  await scope.db.delete(taxExemptions).where(inOrg(taxExemptions, scope.org.id, eq(taxExemptions.id, existing.id)));
  return existing.id;
}
