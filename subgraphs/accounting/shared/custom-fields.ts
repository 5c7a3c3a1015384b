import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { customFieldValues, customFields } from '../../../drizzle/tables/accounting/custom-fields.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { fromEnum, toEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { Decimal } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { anyId, idArray, placeheld, window } from '../../core/request/scoped.ts';
import { preparedOn } from '../../../drizzle/prepared.ts';
import type { Scope } from '../../core/request/scope.ts';
import { isEmail } from '../../core/values/text.ts';
import { formatTimestamp, isIsoDate } from '../../core/values/time.ts';
import type {
  CreateCustomFieldInput,
  CustomField,
  CustomFieldDataType,
  CustomFieldEntity,
  CustomFieldValue,
  CustomFieldValueInput,
} from '../generated/graphql.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type CustomFieldRow = typeof customFields.$inferSelect;
type Entity = CustomFieldRow['entity'];
type Path = readonly (string | number)[];

/** The index that keeps values of a unique field unique; callers map its violation. */
export const UNIQUE_VALUE_INDEX = 'custom_field_values_unique';

function view(row: CustomFieldRow, timeZone: string): CustomField {
  return {
    customfieldId: row.id,
    entity: toEnum<CustomFieldEntity>(row.entity),
    apiName: row.apiName,
    label: row.label,
    dataType: toEnum<CustomFieldDataType>(row.dataType),
    isUnique: row.isUnique,
    createdTime: formatTimestamp(row.createdAt, timeZone),
  };
}

function apiNameOf(label: string): string {
  const words = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return `cf_${words}`;
}

export async function createCustomField(scope: Scope, input: CreateCustomFieldInput): Promise<CustomField> {
  const { org } = scope;
  const label = input.label.trim();
  if (!label) throw invalid(['input', 'label'], 'must not be blank');
  const apiName = input.apiName ?? apiNameOf(label);
  if (apiName === 'cf_') throw invalid(['input', 'apiName'], 'is required when the label has no letters or digits');
  const [row] = await uniquely(
    () =>
      scope.db
        .insert(customFields)
        .values({
          id: newId(),
          organizationId: org.id,
          entity: fromEnum(input.entity ?? 'ITEM'),
          apiName,
          label,
          dataType: input.dataType.toLowerCase(),
          isUnique: input.isUnique ?? false,
          createdAt: scope.now,
        })
        .returning(),
    {
      custom_fields_org_entity_api_name: () =>
        new KontorError('DUPLICATE', `A custom field with the API name ${apiName} already exists.`, { field: ['input', 'apiName'] }),
    },
  );
  return view(row, org.timeZone);
}

export async function listCustomFields(scope: Scope, entity: CustomFieldEntity | null | undefined, page: Page) {
  const { org } = scope;
  const { limit, offset } = window(page);
  const rows = await scope.db
    .select()
    .from(customFields)
    .where(inOrg(customFields, org.id, entity ? eq(customFields.entity, fromEnum(entity)) : undefined))
    .orderBy(asc(customFields.createdAt), asc(customFields.id))
    .limit(limit)
    .offset(offset);
  return listPage(rows, page, { sortColumn: 'created_time', sortOrder: 'A', appliedFilter: entity ? `Entity.${entity.toLowerCase()}` : null }, (nodes) =>
    nodes.map((r) => view(r, org.timeZone)),
  );
}

async function findCustomField(db: Executor, organizationId: string, customfieldId: string): Promise<CustomFieldRow> {
  if (!isId(customfieldId)) throw notFound('The custom field');
  const [row] = await db
    .select()
    .from(customFields)
    .where(inOrg(customFields, organizationId, eq(customFields.id, customfieldId)));
  if (!row) throw notFound('The custom field');
  return row;
}

export async function getCustomField(scope: Scope, customfieldId: string): Promise<CustomField> {
  return view(await findCustomField(scope.db, scope.org.id, customfieldId), scope.org.timeZone);
}

export async function deleteCustomField(scope: Scope, customfieldId: string): Promise<string> {
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findCustomField(tx, org.id, customfieldId);
    await tx.delete(customFieldValues).where(inOrg(customFieldValues, org.id, eq(customFieldValues.customfieldId, row.id)));
    await tx.delete(customFields).where(inOrg(customFields, org.id, eq(customFields.id, row.id)));
    return row.id;
  });
}

const PHONE = /^\+?[0-9()\-. ]{3,30}$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A value in its stored spelling, so equal values compare equal (1.50 and 1.5 are one value). */
function canonical(dataType: string, raw: string, field: Path): string {
  const value = raw.trim();
  switch (dataType) {
    case 'string':
      if ([...value].length > 255) throw invalid(field, 'must be at most 255 characters');
      return value;
    case 'multiline':
      return raw;
    case 'email':
      if (!isEmail(value)) throw invalid(field, 'must be an email address');
      return value.toLowerCase();
    case 'url': {
      let url: URL | undefined;
      try {
        url = new URL(value);
      } catch {
        url = undefined;
      }
      if (!url || !['http:', 'https:'].includes(url.protocol)) throw invalid(field, 'must be an http or https URL');
      return value;
    }
    case 'phone':
      if (!PHONE.test(value)) throw invalid(field, 'must be a phone number');
      return value;
    case 'number':
      if (!/^-?\d{1,18}$/.test(value)) throw invalid(field, 'must be a whole number');
      return String(BigInt(value));
    case 'decimal':
    case 'amount':
    case 'percent':
      if (!DECIMAL.test(value) || value.length > 30) throw invalid(field, 'must be a number');
      return new Decimal(value).toFixed();
    case 'date':
      if (!isIsoDate(value)) throw invalid(field, 'must be a date written yyyy-mm-dd');
      return value;
    case 'check_box':
      if (!['true', 'false'].includes(value.toLowerCase())) throw invalid(field, 'must be true or false');
      return value.toLowerCase();
    default:
      return value;
  }
}

export interface ResolvedValue {
  field: CustomFieldRow;
  /** Canonical value; null removes the record's value. */
  value: string | null;
}

/**
 * Input values checked against their definitions (named by id or API name) and data types.
 * Errors name `<field>[i].value` or `<field>[i].customfieldId`.
 */
export async function resolveValues(
  db: Executor,
  organizationId: string,
  entity: Entity,
  inputs: readonly CustomFieldValueInput[] | null | undefined,
  field: Path,
): Promise<ResolvedValue[]> {
  if (!inputs?.length) return [];
  const ids = inputs.map((v) => v.customfieldId).filter((id): id is string => !!id && isId(id));
  const names = inputs.map((v) => v.apiName).filter((n): n is string => !!n);
  const rows = await db
    .select()
    .from(customFields)
    .where(
      inOrg(
        customFields,
        organizationId,
        eq(customFields.entity, entity),
        or(ids.length ? anyId(customFields.id, ids) : undefined, names.length ? inArray(customFields.apiName, names) : undefined),
      ),
    );
  const seen = new Set<string>();
  return inputs.map((input, i) => {
    if (!input.customfieldId && !input.apiName) throw invalid([...field, i, 'customfieldId'], 'is required (or api_name)');
    const row = rows.find((r) => (input.customfieldId ? r.id === input.customfieldId : r.apiName === input.apiName));
    if (!row) {
      throw input.customfieldId
        ? invalid([...field, i, 'customfieldId'], `must be a custom field of the organization's ${entity}s`)
        : invalid([...field, i, 'apiName'], `must be the API name of a custom field of the organization's ${entity}s`);
    }
    if (seen.has(row.id)) throw invalid([...field, i, 'customfieldId'], 'names a custom field listed before');
    seen.add(row.id);
    const raw = input.value;
    return { field: row, value: raw == null || raw.trim() === '' ? null : canonical(row.dataType, raw, [...field, i, 'value']) };
  });
}

/**
 * Sets and removes a record's values. A unique value another record holds is refused here
 * with a message naming it; the unique index refuses what a concurrent writer slips past.
 */
export async function writeValues(tx: Tx, organizationId: string, recordId: string, values: readonly ResolvedValue[], what: string): Promise<void> {
  if (!values.length) return;
  const unique = values.filter((v) => v.field.isUnique && v.value !== null);
  if (unique.length) {
    const [taken] = await tx
      .select({ customfieldId: customFieldValues.customfieldId, value: customFieldValues.value })
      .from(customFieldValues)
      .where(
        inOrg(
          customFieldValues,
          organizationId,
          ne(customFieldValues.recordId, recordId),
          or(...unique.map((v) => and(eq(customFieldValues.customfieldId, v.field.id), eq(customFieldValues.uniqueValue, v.value!)))),
        ),
      )
      .limit(1);
    if (taken) {
      const field = unique.find((v) => v.field.id === taken.customfieldId)!.field;
      throw new KontorError('DUPLICATE', `The value "${taken.value}" of the unique custom field ${field.apiName} is already used by another ${what}.`);
    }
  }
  const removed = values.filter((v) => v.value === null).map((v) => v.field.id);
  if (removed.length) {
    await tx
      .delete(customFieldValues)
      .where(inOrg(customFieldValues, organizationId, eq(customFieldValues.recordId, recordId), anyId(customFieldValues.customfieldId, removed)));
  }
  const kept = values.filter((v) => v.value !== null);
  if (kept.length) {
    await tx
      .insert(customFieldValues)
      .values(kept.map((v) => ({ organizationId, customfieldId: v.field.id, recordId, value: v.value!, uniqueValue: v.field.isUnique ? v.value : null })))
      .onConflictDoUpdate({
        target: [customFieldValues.customfieldId, customFieldValues.recordId],
        set: { value: sql`excluded.value`, uniqueValue: sql`excluded.unique_value` },
      });
  }
}

/** What a client hears when the unique index refuses a value that a concurrent writer took first. */
export function uniqueValueTaken(what: string): KontorError {
  return new KontorError('DUPLICATE', `A value of a unique custom field is already used by another ${what}.`, { field: ['input', 'customFields'] });
}

export async function deleteValuesOf(tx: Tx, organizationId: string, recordId: string): Promise<void> {
  await tx.delete(customFieldValues).where(inOrg(customFieldValues, organizationId, eq(customFieldValues.recordId, recordId)));
}

/**
 * Position of a field among its entity's custom fields, from 1, in the order they were defined
 * (the family's `custom_fields[].index`): a scalar subquery, so it costs no extra statement.
 */
export const fieldIndex =
  sql<number>`(select count(*) from ${customFields} f where f.organization_id = ${customFields.organizationId} and f.entity = ${customFields.entity} and (f.created_at, f.id) <= (${customFields.createdAt}, ${customFields.id}))`.mapWith(
    Number,
  );

const valuesOfRecords = preparedOn((db) =>
  db
    .select({ recordId: customFieldValues.recordId, value: customFieldValues.value, field: customFields, index: fieldIndex })
    .from(customFieldValues)
    .innerJoin(customFields, eq(customFields.id, customFieldValues.customfieldId))
    .where(placeheld.inOrg(customFieldValues, placeheld.anyId(customFieldValues.recordId)))
    .orderBy(asc(customFields.createdAt), asc(customFields.id))
    .prepare('kontor_custom_field_values'),
);

/** Values of any number of records in one statement, in the order the fields were defined. */
export async function valuesOf(db: Executor, organizationId: string, recordIds: readonly string[]): Promise<Map<string, CustomFieldValue[]>> {
  const byRecord = new Map<string, CustomFieldValue[]>(recordIds.map((id) => [id, []]));
  if (!recordIds.length) return byRecord;
  const rows = await valuesOfRecords(db).execute({ organizationId, ids: idArray(recordIds) });
  for (const row of rows) {
    byRecord.get(row.recordId)?.push({
      customfieldId: row.field.id,
      apiName: row.field.apiName,
      label: row.field.label,
      index: row.index,
      dataType: toEnum<CustomFieldDataType>(row.field.dataType),
      value: row.value,
    });
  }
  return byRecord;
}

/**
 * The record whose unique field `apiName` holds `value` (null when none does), for updates
 * addressed by a unique custom field. A key that is no unique field of the entity is refused.
 */
export async function findByUniqueValue(
  db: Executor,
  organizationId: string,
  entity: Entity,
  apiName: string,
  value: string,
  keyField: Path,
  valueField: Path,
): Promise<{ field: CustomFieldRow; value: string; recordId: string | null }> {
  const [field] = await db
    .select()
    .from(customFields)
    .where(inOrg(customFields, organizationId, eq(customFields.entity, entity), eq(customFields.apiName, apiName)));
  if (!field || !field.isUnique) throw invalid(keyField, `must be the API name of a unique custom field of ${entity}s (header X-Unique-Identifier-Key)`);
  const stored = canonical(field.dataType, value, valueField);
  const [row] = await db
    .select({ recordId: customFieldValues.recordId })
    .from(customFieldValues)
    .where(inOrg(customFieldValues, organizationId, eq(customFieldValues.customfieldId, field.id), eq(customFieldValues.uniqueValue, stored)));
  return { field, value: stored, recordId: row?.recordId ?? null };
}
