import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../drizzle/client.ts';
import { type DatasetColumn, datasetNamed } from '../../core/platform/datasets.ts';
import { KontorError } from '../../core/values/errors.ts';
import type { ViewRow } from '../workspaces/workspace-store.ts';
import { columnRef } from '../workspaces/criteria.ts';
import { tableSource } from '../workspaces/table-source.ts';

/**
 * What a view reads, as SQL with its typed columns and a `__key` to page by: a query view its
 * module's dataset (current data, through the dataset's own query), a table its stored rows.
 */
export function sourceOf(view: ViewRow, organizationId: string, now: Date): { query: SQL; columns: DatasetColumn[] } {
  if (view.kind === 'table') return tableSource(view, organizationId);
  const dataset = datasetNamed(view.dataset ?? '');
  if (!dataset) throw new KontorError('INVALID_STATE', `The view ${view.name} reads the dataset ${view.dataset}, which this platform no longer offers.`);
  return { columns: dataset.columns.slice(), query: dataset.query(organizationId, now) };
}

/** A page of rows: each value as text (null for empty), in the order of `columns`. */
export type Page = (string | null)[][];

const dialect = new PgDialect();

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

/** The order and row limit an SQL export asks for (sql-select.ts); other exports read every row by key. */
export interface RowShape {
  orderBy?: readonly { column: string; descending: boolean }[];
  rowLimit?: number | null;
}

export function isShaped(shape: RowShape | undefined): boolean {
  return !!shape && ((shape.orderBy?.length ?? 0) > 0 || shape.rowLimit != null);
}

/** The key last, so a row read as an array is the row of the file once the key is cut off. */
function rowsQuery(query: SQL, columns: readonly DatasetColumn[], criteria: SQL | undefined, shape?: RowShape) {
  const names = [...columns.map((_, i) => `c${i}`), 'k'];
  const selected = sql.join(
    [...columns.map((c) => columnRef(c.name)), columnRef('__key')].map((ref, i) => sql`cast(${ref} as text) as ${sql.identifier(names[i])}`),
    sql`, `,
  );
  const filter = criteria ? sql` and ${criteria}` : sql``;
  // The key last in every order, so rows that tie come in one order on every read.
  const order = sql.join(
    [...(shape?.orderBy ?? []).map((o) => sql`${columnRef(o.column)} ${sql.raw(o.descending ? 'desc' : 'asc')}`), columnRef('__key')],
    sql`, `,
  );
  return {
    read: (after: SQL, limit: SQL) => sql`select ${selected} from (${query}) as ${sql.identifier('d')} where ${after}${filter} order by ${order}${limit}`,
  };
}

/**
 * The one statement that reads every row of an export in order, each value as text and the key
 * last, for a cursor on PostgreSQL (here, or in the export thread).
 */
export function rowsStatement(query: SQL, columns: readonly DatasetColumn[], criteria: SQL | undefined, shape?: RowShape): { text: string; params: unknown[] } {
  const limit = shape?.rowLimit != null ? sql` limit ${shape.rowLimit}` : sql``;
  const compiled = dialect.sqlToQuery(rowsQuery(query, columns, criteria, shape).read(sql`true`, limit));
  return { text: compiled.sql, params: compiled.params };
}

/**
 * Reads the rows in pages, ordered by `__key`. On PostgreSQL one statement through a cursor
 * on a connection of its own: one execution and one snapshot whatever the size, where paging
 * would run the view's query (its joins, its sort) again for every page. On PGlite keyset
 * paging: no statement stays open between pages, so its one connection serves other requests
 * and the job's progress writes in between.
 */
export async function* pagesOf(
  database: Database,
  query: SQL,
  columns: readonly DatasetColumn[],
  criteria: SQL | undefined,
  pageSize: number,
  shape?: RowShape,
): AsyncGenerator<Page> {
  if (database.cursor) {
    const { text, params } = rowsStatement(query, columns, criteria, shape);
    for await (const rows of database.cursor(text, params, pageSize)) {
      for (const row of rows) row.length = columns.length;
      yield rows as Page;
    }
    return;
  }
  const { read } = rowsQuery(query, columns, criteria, shape);
  if (isShaped(shape)) {
    // An order of the caller's columns cannot be paged by key: pages by offset, up to the limit.
    let offset = 0;
    const cap = shape?.rowLimit ?? Number.POSITIVE_INFINITY;
    while (offset < cap) {
      const size = Math.min(pageSize, cap - offset);
      const page = dialect.sqlToQuery(read(sql`true`, sql` limit ${size} offset ${offset}`));
      const rows = await database.arrays!(page.sql, page.params);
      for (const row of rows) row.length = columns.length;
      if (rows.length) yield rows as Page;
      if (rows.length < size) return;
      offset += rows.length;
    }
    return;
  }
  let last: string | null = null;
  for (;;) {
    const after = last === null ? sql`true` : sql`${columnRef('__key')} > cast(${last} as bigint)`;
    const page = dialect.sqlToQuery(read(after, sql` limit ${pageSize}`));
    const rows = await database.arrays!(page.sql, page.params);
    if (rows.length === 0) return;
    last = rows[rows.length - 1][columns.length] as string;
    for (const row of rows) row.length = columns.length;
    yield rows as Page;
    if (rows.length < pageSize) return;
  }
}

export async function countRows(db: Executor, query: SQL): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`select count(*)::int as "n" from (${query}) as ${sql.identifier('d')}`));
  return Number(row.n);
}
