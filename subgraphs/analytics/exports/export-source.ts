import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { viewRows } from '../../../drizzle/tables/analytics/workspaces.ts';
import { type DatasetColumn, datasetNamed } from '../../core/platform/datasets.ts';
import { KontorError } from '../../core/request/errors.ts';
import type { ViewRow } from '../workspaces/workspace-store.ts';
import { columnRef } from './criteria.ts';

const CASTS: Record<DatasetColumn['type'], string> = {
  text: 'text',
  integer: 'bigint',
  decimal: 'numeric',
  date: 'date',
  timestamp: 'timestamptz',
  boolean: 'boolean',
};

/**
 * What a view reads, as SQL with its typed columns and a `__key` to page by: a query view its
 * module's dataset (current data, through the dataset's own query), a table its stored rows.
 */
export function sourceOf(view: ViewRow, organizationId: string): { query: SQL; columns: DatasetColumn[] } {
  if (view.kind === 'table') {
    const selected = view.columns.map((c) => sql`cast(${viewRows.values} ->> ${c.name} as ${sql.raw(CASTS[c.type])}) as ${sql.identifier(c.name)}`);
    return {
      columns: view.columns,
      query: sql`select ${viewRows.id} as "__key", ${sql.join(selected, sql`, `)} from ${viewRows} where ${viewRows.organizationId} = ${organizationId} and ${viewRows.viewId} = ${view.id}`,
    };
  }
  const dataset = datasetNamed(view.dataset ?? '');
  if (!dataset) throw new KontorError('INVALID_STATE', `The view ${view.name} reads the dataset ${view.dataset}, which this platform no longer offers.`);
  return { columns: dataset.columns.slice(), query: dataset.query(organizationId) };
}

/** A page of rows: each value as text (null for empty), in the order of `columns`. */
export type Page = { key: string; values: (string | null)[] }[];

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

/**
 * Reads the rows page by page, ordered by `__key` (keyset paging: each page is an index range,
 * whatever the size of the whole, and no transaction stays open between pages, so the job can
 * write its progress and PGlite's one connection serves other requests in between).
 */
export async function* pagesOf(
  db: Executor,
  query: SQL,
  columns: readonly DatasetColumn[],
  criteria: SQL | undefined,
  pageSize: number,
  limit = Number.POSITIVE_INFINITY,
): AsyncGenerator<Page> {
  let last: string | null = null;
  let read = 0;
  const selected = sql.join(
    columns.map((c, i) => sql`cast(${columnRef(c.name)} as text) as ${sql.identifier(`c${i}`)}`),
    sql`, `,
  );
  while (read < limit) {
    const after = last === null ? sql`true` : sql`${columnRef('__key')} > cast(${last} as bigint)`;
    const filter = criteria ? sql` and ${criteria}` : sql``;
    const size = Math.min(pageSize, limit - read);
    const result = await db.execute(
      sql`select cast(${columnRef('__key')} as text) as "k", ${selected} from (${query}) as ${sql.identifier('d')} where ${after}${filter} order by ${columnRef('__key')} limit ${size}`,
    );
    const rows = rowsOf(result);
    if (rows.length === 0) return;
    yield rows.map((row) => ({ key: String(row.k), values: columns.map((_, i) => (row[`c${i}`] ?? null) as string | null) }));
    read += rows.length;
    last = String(rows[rows.length - 1].k);
    if (rows.length < size) return;
  }
}

export async function countRows(db: Executor, query: SQL): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`select count(*)::int as "n" from (${query}) as ${sql.identifier('d')}`));
  return Number(row.n);
}
