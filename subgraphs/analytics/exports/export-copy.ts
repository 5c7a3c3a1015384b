import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../drizzle/client.ts';
import type { DatasetColumn } from '../../core/platform/datasets.ts';
import { columnRef } from '../workspaces/criteria.ts';
import type { ExportConfig } from './export-config.ts';
import { DELIMITERS, RECORD_DELIMITERS } from './export-formats.ts';

const dialect = new PgDialect();

/**
 * The CSV of a view straight from PostgreSQL's `COPY (…) TO STDOUT`: the server formats the
 * rows and the bytes stream through, their record ends rewritten when the file wants CRLF or CR
 * (`recordEnds`). COPY takes no parameters, so it is used only when the query's parameters are
 * ids (digit strings, which cannot change the SQL) or a table's column names (quoted as
 * literals, quotes doubled) — never with criteria, whose values stay parameters of the paged
 * path — and not for `quoted` 1, whose empty values the paged path writes as `""` where COPY
 * leaves them bare. Undefined when COPY cannot serve.
 */
export function copyCsv(
  database: Database,
  query: SQL,
  columns: readonly DatasetColumn[],
  config: ExportConfig,
  criteria: SQL | undefined,
): AsyncIterable<Buffer> | undefined {
  if (!database.copyOut || criteria || config.quoted === 1) return undefined;
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
  const bytes = database.copyOut(`copy (${text}) to stdout with (${options.join(', ')})`);
  return config.recordDelimiter === 1 ? bytes : recordEnds(bytes, Buffer.from(RECORD_DELIMITERS[config.recordDelimiter]));
}

const QUOTE = 0x22;
const LF = 0x0a;

/**
 * COPY's CSV with each record's LF replaced by `newline`. A line feed inside a quoted value is
 * part of the value and stays; quotes are counted across chunks (a doubled quote inside a value
 * toggles twice, so the count stays right).
 */
export async function* recordEnds(csv: AsyncIterable<Buffer>, newline: Buffer): AsyncGenerator<Buffer> {
  let quoted = false;
  for await (const chunk of csv) {
    const parts: Buffer[] = [];
    let from = 0;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LF && !quoted) {
        parts.push(chunk.subarray(from, i), newline);
        from = i + 1;
      }
    }
    parts.push(chunk.subarray(from));
    yield Buffer.concat(parts);
  }
}
