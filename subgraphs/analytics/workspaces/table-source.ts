import { type SQL, sql } from 'drizzle-orm';
import { viewRows } from '../../../drizzle/tables/analytics/workspaces.ts';
import type { DatasetColumn } from '../../core/platform/datasets.ts';
import type { ViewRow } from './workspace-store.ts';

const CASTS: Record<DatasetColumn['type'], string> = {
  text: 'text',
  integer: 'bigint',
  decimal: 'numeric',
  date: 'date',
  timestamp: 'timestamptz',
  boolean: 'boolean',
};

/** A table's stored rows as SQL with typed columns and a `__key` (its row id): what exports, criteria and row writes read. */
export function tableSource(view: ViewRow, organizationId: string): { query: SQL; columns: DatasetColumn[] } {
  const selected = view.columns.map((c) => sql`cast(${viewRows.values} ->> ${c.name} as ${sql.raw(CASTS[c.type])}) as ${sql.identifier(c.name)}`);
  return {
    columns: view.columns,
    query: sql`select ${viewRows.id} as "__key", ${sql.join(selected, sql`, `)} from ${viewRows} where ${viewRows.organizationId} = ${organizationId} and ${viewRows.viewId} = ${view.id}`,
  };
}
