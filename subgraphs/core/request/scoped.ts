import { type SQL, and, asc, desc, eq, getTableColumns, getTableName, gt, gte, ilike, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../drizzle/client.ts';
import { preparedOn } from '../../../drizzle/prepared.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { isId } from '../values/ids.ts';
import type { Page } from './pagination.ts';

/**
 * `column` is one of `ids` (64-bit digit strings), as one array parameter (`= any($1::bigint[])`)
 * where inArray makes one per id: Drizzle renders every parameter anew on each call, which a
 * page's 200 ids make a cost of their own. What is not an id (isId) cannot match and is left out.
 */
export function anyId(column: AnyPgColumn, ids: Iterable<string>): SQL {
  const array = idArray(ids);
  return array === '{}' ? sql`false` : sql`${column} = any(${array}::bigint[])`;
}

/** Ids as one PostgreSQL array literal (`{1,2,3}`); what is not an id is left out. */
export function idArray(ids: Iterable<string>): string {
  return `{${[...ids].filter(isId).join(',')}}`;
}

/**
 * The conditions of a statement built once (`preparedOn`) and run for any organization and set
 * of ids: `organizationId` and `ids` are placeholders, given at execution as the organization's
 * id and `idArray(ids)`. A placeholder may be used several times (a subquery's and the outer
 * query's ids).
 */
export const placeheld = {
  inOrg: (table: { organizationId: PgColumn }, ...conditions: SQL[]): SQL => and(eq(table.organizationId, sql.placeholder('organizationId')), ...conditions)!,
  anyId: (column: AnyPgColumn): SQL => sql`${column} = any(${sql.placeholder('ids')}::bigint[])`,
};

/**
 * Sorting of a list by a wire sort_column from an allow-list, with the row id as tiebreaker so
 * pages never overlap. Unknown columns fall back to the default. A column may be an expression
 * (`lower(name)`) so names sort case-insensitively. Without a sort_order a column sorts
 * ascending, the default column in its own order, and the `descending` ones (times, where the
 * newest is what a client looks for) descending.
 */
export function orderOf(
  columns: Record<string, AnyPgColumn | SQL>,
  idColumn: AnyPgColumn,
  sortColumn: string | null | undefined,
  sortOrder: 'A' | 'D' | null | undefined,
  fallback: { column: string; order: 'A' | 'D'; descending?: readonly string[] },
) {
  const column = sortColumn && columns[sortColumn] ? sortColumn : fallback.column;
  const order = sortOrder ?? (column === fallback.column ? fallback.order : fallback.descending?.includes(column) ? 'D' : 'A');
  const direction = order === 'A' ? asc : desc;
  return { sortColumn: column, sortOrder: order, orderBy: [direction(columns[column]), direction(idColumn)] };
}

/**
 * The `of` of a locking clause (`FOR SHARE OF contacts`) on a query that joins other tables.
 * Drizzle writes the table schema-qualified there, which PostgreSQL refuses: it wants the name
 * the FROM clause binds.
 */
export function lockOf(table: PgTable): { of: PgTable } {
  return { of: sql.identifier(getTableName(table)) as unknown as PgTable };
}

/** What a store's select takes besides its filter: order, a window, and a lock on its own rows. */
export interface SelectShape {
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
  lock?: boolean | 'update' | 'share';
}

/**
 * Applies order, window and lock to a store's dynamic select. The lock takes `table`'s rows
 * only, never the rows of the tables it joins for names (`FOR UPDATE OF`).
 */
export function shaped<Q extends PgSelect>(query: Q, table: PgTable, options: SelectShape): Q {
  let shapedQuery = query;
  if (options.orderBy) shapedQuery = shapedQuery.orderBy(...options.orderBy) as Q;
  if (options.limit !== undefined) shapedQuery = shapedQuery.limit(options.limit) as Q;
  if (options.offset !== undefined) shapedQuery = shapedQuery.offset(options.offset) as Q;
  if (options.lock) shapedQuery = shapedQuery.for(options.lock === 'share' ? 'share' : 'update', lockOf(table)) as Q;
  return shapedQuery;
}

/**
 * A deep page (one with an offset) read in two steps of one statement: first the ids of its
 * rows, by `ids` (the list's select of `idColumn` with its filter and the joins that filter
 * needs) in the page's order and window, then those rows whole. The first step walks the
 * sort's list index (drizzle/list-indexes.ts: organization, sort key, id) and reads the rows it
 * skips from the index alone; a select of whole rows fetches each skipped row from the table,
 * joins it and drops it, which at page 500 is 100,000 rows for 200. A first page, or a select
 * without order, is left as it is (`where` undefined).
 */
export function skipInIndex(ids: PgSelect, idColumn: AnyPgColumn, shape: SelectShape): { where?: SQL; shape: SelectShape } {
  if (!shape.offset || !shape.orderBy) return { shape };
  const page = ids
    .orderBy(...shape.orderBy)
    .limit(shape.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(shape.offset);
  return { where: inArray(idColumn, page), shape: { orderBy: shape.orderBy, lock: shape.lock } };
}

/**
 * A page of an organization's rows of `table` for a list that reads one table (items, payments):
 * `columns` of the rows matching `where`, in the shape's order and window, one statement. A deep
 * page reads the rows it skips from its sort's index alone (skipInIndex), as the document reader
 * does for documents and contacts.
 */
export function selectPage<T extends PgTable & { id: PgColumn; organizationId: PgColumn }, C extends Record<string, PgColumn>>(
  db: Executor,
  table: T,
  organizationId: string,
  columns: C,
  where: SQL | undefined,
  shape: SelectShape,
) {
  const ids = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(inOrg(table, organizationId, where))
    .$dynamic();
  const deep = skipInIndex(ids, table.id, shape);
  const rows = db
    .select(columns)
    .from(table as PgTable)
    .where(inOrg(table, organizationId, deep.where ?? where))
    .$dynamic();
  return shaped(rows, table, deep.shape);
}

/** limit/offset of a page, fetching one extra row to learn has_more_page. */
export function window(page: Page): { limit: number; offset: number } {
  return { limit: page.perPage + 1, offset: page.offset };
}

/** `%` and `_` in what a client searches for are literal characters, not wildcards. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** search_text: any of the columns contains the text, whatever its case; nothing to search for is no condition. */
export function searchOf(columns: readonly AnyPgColumn[], text: string | null | undefined): SQL | undefined {
  const wanted = text?.trim();
  if (!wanted) return undefined;
  const pattern = `%${likeEscape(wanted)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** The date filters of the spec's lists on one column: `_start`/`_end` inclusive, `_before`/`_after` exclusive. */
export function dateFilters(
  column: AnyPgColumn,
  given: { start?: string | null; end?: string | null; before?: string | null; after?: string | null },
): (SQL | undefined)[] {
  return [
    given.start ? gte(column, given.start) : undefined,
    given.end ? lte(column, given.end) : undefined,
    given.before ? lt(column, given.before) : undefined,
    given.after ? gt(column, given.after) : undefined,
  ];
}

/**
 * The text filters of a list on one column (`name`, `name_startswith`, `name_contains`),
 * all case-insensitive with `%` and `_` taken literally; those not given add no condition.
 */
export function textFilters(column: AnyPgColumn, given: { equals?: string | null; startsWith?: string | null; contains?: string | null }): (SQL | undefined)[] {
  const equals = given.equals?.trim();
  return [
    equals ? eq(sql`lower(${column})`, equals.toLowerCase()) : undefined,
    given.startsWith ? ilike(column, `${likeEscape(given.startsWith)}%`) : undefined,
    given.contains ? ilike(column, `%${likeEscape(given.contains)}%`) : undefined,
  ];
}

/**
 * The columns of `table` a select reads: those named (a view's FieldView.reads), or every column
 * when none are named. Typed as every column: the rows hold only the named ones, which is all a
 * view built for the same selection reads.
 */
export function columnsOf<T extends PgTable>(table: T, reads: readonly string[] | undefined): T['_']['columns'] {
  const all: Record<string, PgColumn> = getTableColumns(table);
  return reads ? Object.fromEntries(reads.filter((key) => key in all).map((key) => [key, all[key]])) : all;
}

/** A row of an organization by id (undefined when absent), read by a statement built once per database handle. */
export function rowById<T extends PgTable & { id: PgColumn; organizationId: PgColumn }>(table: T, statement: string) {
  const prepared = preparedOn((db) =>
    db
      .select()
      .from(table as PgTable)
      .where(placeheld.inOrg(table, eq(table.id, sql.placeholder('id'))))
      .prepare(statement),
  );
  return async (db: Executor, organizationId: string, id: string): Promise<T['$inferSelect'] | undefined> =>
    ((await prepared(db).execute({ organizationId, id })) as T['$inferSelect'][])[0];
}
