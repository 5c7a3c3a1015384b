import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../drizzle/client.ts';
import type { DatasetColumn } from '../../core/platform/datasets.ts';
import { columnRef } from './criteria.ts';
import { DELIMITERS, type ExportConfig } from './export-config.ts';

const dialect = new PgDialect();

/**
 * The CSV of a view straight from PostgreSQL's `COPY (…) TO STDOUT`: the server formats the
 * rows and the bytes stream through untouched. COPY takes no parameters, so it is used only
 * when the query's parameters are ids (digit strings, which cannot change the SQL) or a
 * table's column names (quoted as literals, quotes doubled) —
 * never with criteria, whose values stay parameters of the paged path — and only for what COPY
 * writes exactly: LF record ends (recordDelimiter 1). Undefined when COPY cannot serve.
 */
export async function copyCsv(
  database: Database,
  query: SQL,
  columns: readonly DatasetColumn[],
  config: ExportConfig,
  criteria: SQL | undefined,
): Promise<AsyncIterable<Buffer> | undefined> {
  if (!database.copyOut || criteria || config.recordDelimiter !== 1) return undefined;
  const selected = sql.join(
    columns.map((c) => sql`cast(${columnRef(c.name)} as text) as ${sql.identifier(c.name)}`),
    sql`, `,
  );
  const compiled = dialect.sqlToQuery(sql`select ${selected} from (${query}) as ${sql.identifier('d')} order by ${columnRef('__key')}`);
  // Ids become bigint literals; a table view's column names (its stored metadata, the keys its
  // query reads from the row's JSON) become quoted text literals. Anything else: no COPY.
  const names = new Set(columns.map((c) => c.name));
  const literal = (p: unknown): string | undefined =>
    typeof p !== 'string' ? undefined : /^\d{1,19}$/.test(p) ? `${p}::bigint` : names.has(p) && !p.includes('\0') ? `'${p.replace(/'/g, "''")}'` : undefined;
  const literals = compiled.params.map(literal);
  if (literals.some((l) => l === undefined)) return undefined;
  const text = compiled.sql.replace(/\$(\d+)\b/g, (_, n: string) => literals[Number(n) - 1] as string);
  const delimiter = DELIMITERS[config.delimiter] === '\t' ? "E'\\t'" : `'${DELIMITERS[config.delimiter]}'`;
  const options = [`format csv`, `delimiter ${delimiter}`, `header ${config.includeHeader ? 'true' : 'false'}`];
  if (config.quoted === 1) options.push('force_quote *');
  return database.copyOut(`copy (${text}) to stdout with (${options.join(', ')})`);
}
