/**
 * Imports into a table (the family client's importData / importRawData): CSV or JSON, from the
 * multipart `FILE` part (streamed to the blob store by the route, then read back as a stream)
 * or the `DATA` text part. Every value is checked against its column as in addRows; one
 * transaction writes the rows as they are read, a batch at a time, so a bad value anywhere
 * leaves the table as it was (all or nothing) and a large CSV is never held in memory.
 *
 * CONFIG (kept whole by the route and checked here, an unknown key refused by name):
 *   importType   APPEND | TRUNCATEADD (empty the table first) | UPDATEADD (rows whose
 *                matchingColumns equal a file row's are updated, the others added); any case
 *   fileType     CSV | JSON
 *   autoIdentify true | false (a CSV's first line always names the columns, by name)
 *   matchingColumns  [column, …], required by UPDATEADD and refused otherwise
 *   onError      ABORT (the only mode: nothing is written when a row is refused)
 *   delimiter    CSV: 0 comma, 1 tab, 2 semicolon, 3 space
 */
import { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { viewRows } from '../../../drizzle/tables/analytics/workspaces.ts';
import type { Scope } from '../../core/request/scope.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { cellOf } from './view-rules.ts';
import { viewOf } from './workspace-service.ts';
import * as store from './workspace-store.ts';

const IMPORT_TYPES = ['APPEND', 'TRUNCATEADD', 'UPDATEADD'] as const;
const FILE_TYPES = ['CSV', 'JSON'] as const;
const DELIMITERS = [',', '\t', ';', ' '];
/** A JSON import is parsed whole; larger data goes as CSV, which is streamed. */
export const MAX_JSON_IMPORT_BYTES = 20 * 1024 * 1024;
const BATCH = 1000;

interface ImportConfig {
  importType: (typeof IMPORT_TYPES)[number];
  fileType: (typeof FILE_TYPES)[number];
  matchingColumns: string[] | null;
  delimiter: string;
}

function refuse(key: string, rule: string): KontorError {
  return invalid(['CONFIG', key], rule);
}

function oneOf<T extends string>(key: string, value: unknown, allowed: readonly T[]): T {
  const spelled = typeof value === 'string' ? value.toUpperCase() : '';
  if (!(allowed as readonly string[]).includes(spelled)) throw refuse(key, `must be one of ${allowed.join(', ')}`);
  return spelled as T;
}

function configOf(text: string, columns: readonly string[]): ImportConfig {
  let given: unknown;
  try {
    given = JSON.parse(text);
  } catch (error) {
    throw invalid(['CONFIG'], `must be a JSON object (${(error as Error).message})`);
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw invalid(['CONFIG'], 'must be a JSON object');
  const raw = given as Record<string, unknown>;
  const known = new Set(['importType', 'fileType', 'autoIdentify', 'matchingColumns', 'onError', 'delimiter']);
  for (const key of Object.keys(raw)) if (!known.has(key)) throw refuse(key, 'is not a CONFIG key of an import');
  if (raw.importType == null) throw refuse('importType', `is required: one of ${IMPORT_TYPES.join(', ')}`);
  if (raw.fileType == null) throw refuse('fileType', `is required: one of ${FILE_TYPES.join(', ')}`);
  const importType = oneOf('importType', raw.importType, IMPORT_TYPES);
  const fileType = oneOf('fileType', raw.fileType, FILE_TYPES);
  if (raw.autoIdentify != null && !['true', 'false', true, false].includes(raw.autoIdentify as string)) throw refuse('autoIdentify', 'must be true or false');
  if (raw.onError != null && String(raw.onError).toUpperCase() !== 'ABORT') throw refuse('onError', 'must be ABORT: an import is written whole or not at all');
  let delimiter = ',';
  if (raw.delimiter != null) {
    if (fileType !== 'CSV') throw refuse('delimiter', 'applies only to CSV imports');
    const n = Number(raw.delimiter);
    if (!Number.isInteger(n) || n < 0 || n > 3) throw refuse('delimiter', 'must be 0 (comma), 1 (tab), 2 (semicolon) or 3 (space)');
    delimiter = DELIMITERS[n];
  }
  let matchingColumns: string[] | null = null;
  if (importType === 'UPDATEADD') {
    const list = raw.matchingColumns;
    if (!Array.isArray(list) || list.length === 0 || !list.every((c) => typeof c === 'string'))
      throw refuse('matchingColumns', 'is required by UPDATEADD: a list of the columns that identify a row');
    list.forEach((c, i) => {
      if (!columns.includes(c)) throw refuse(`matchingColumns[${i}]`, `${c} is not a column of the table (columns: ${columns.join(', ')})`);
    });
    matchingColumns = list as string[];
  } else if (raw.matchingColumns != null) throw refuse('matchingColumns', 'applies only to UPDATEADD imports');
  return { importType, fileType, matchingColumns, delimiter };
}

/** The rows of the data, each an object keyed by the names its header (CSV) or keys (JSON) give. */
async function* recordsOf(source: Readable, config: ImportConfig, part: string, size: number): AsyncGenerator<Record<string, unknown>> {
  if (config.fileType === 'CSV') {
    const parser = source.pipe(parseCsv({ columns: true, delimiter: config.delimiter, bom: true, skip_empty_lines: true, relax_column_count: false }));
    try {
      for await (const record of parser) yield record as Record<string, unknown>;
    } catch (error) {
      source.destroy();
      throw invalid([part], `is not CSV this import reads (${(error as Error).message})`);
    }
    return;
  }
  if (size > MAX_JSON_IMPORT_BYTES) {
    source.destroy();
    throw invalid([part], `holds more than ${MAX_JSON_IMPORT_BYTES / 1024 / 1024} MB of JSON: import it as CSV, which has no size limit here`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(Buffer.from(chunk));
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch (error) {
    throw invalid([part], `must be JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(parsed)) throw invalid([part], 'must be a JSON array of objects, one a row');
  for (const [i, row] of parsed.entries()) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) throw invalid([part, `row ${i + 1}`], 'must be an object keyed by column name');
    yield row as Record<string, unknown>;
  }
}

async function upsert(tx: Executor, scope: Scope, viewId: string, matching: readonly string[], values: Record<string, unknown>): Promise<'updated' | 'added'> {
  const key = Object.fromEntries(matching.map((c) => [c, values[c]]));
  const updated = await tx
    .update(viewRows)
    .set({ values: sql`${viewRows.values} || cast(${JSON.stringify(values)} as jsonb)` })
    .where(and(eq(viewRows.organizationId, scope.org.id), eq(viewRows.viewId, viewId), sql`${viewRows.values} @> cast(${JSON.stringify(key)} as jsonb)`))
    .returning({ id: viewRows.id });
  if (updated.length) return 'updated';
  await store.insertRows(tx, [{ id: newId(), organizationId: scope.org.id, viewId, values: values as Record<string, string | number | boolean | null> }]);
  return 'added';
}

export interface ImportResult {
  importSummary: {
    importType: string;
    totalColumnCount: number;
    selectedColumnCount: number;
    totalRowCount: number;
    successRowCount: number;
    warnings: number;
    importOperation: string;
  };
  columnDetails: Record<string, string>;
  importErrors: string;
}

const WIRE_TYPES: Record<string, string> = {
  text: 'PLAIN',
  integer: 'NUMBER',
  decimal: 'DECIMAL_NUMBER',
  date: 'DATE',
  timestamp: 'DATE_TIME',
  boolean: 'BOOLEAN',
};

export async function importData(
  scope: Scope,
  workspaceId: string,
  viewId: string,
  configText: string,
  fileId: string | null | undefined,
  data: string | null | undefined,
): Promise<ImportResult> {
  try {
    const view = await viewOf(scope, workspaceId, viewId);
    if (view.kind !== 'table') throw new KontorError('INVALID_STATE', `The view ${view.name} is a ${view.kind} view: data is imported only into tables.`);
    const config = configOf(
      configText,
      view.columns.map((c) => c.name),
    );
    if (fileId != null && data != null) throw invalid(['DATA'], 'must not be sent with FILE: send the data one way');
    let source: Readable;
    let size: number;
    const part = fileId != null ? 'FILE' : 'DATA';
    if (fileId != null) {
      const found = await scope.blobs.get(scope.org.id, fileId);
      if (!found) throw new KontorError('NOT_FOUND', 'The uploaded file is gone.');
      source = found.stream;
      size = found.blob.size;
    } else if (data != null) {
      source = Readable.from([data]);
      size = Buffer.byteLength(data);
    } else throw invalid(['FILE'], 'is required: send the data as the multipart part FILE (a file) or DATA (text)');
    const byName = new Map(view.columns.map((c) => [c.name, c]));
    let total = 0;
    let added = 0;
    let updated = 0;
    const seen = new Set<string>();
    await scope.db.transaction(async (tx) => {
      if (config.importType === 'TRUNCATEADD') await tx.delete(viewRows).where(and(eq(viewRows.organizationId, scope.org.id), eq(viewRows.viewId, view.id)));
      let batch: (typeof viewRows.$inferInsert)[] = [];
      for await (const record of recordsOf(source, config, part, size)) {
        total++;
        const values: Record<string, string | number | boolean | null> = {};
        for (const key of Object.keys(record)) {
          if (!byName.has(key))
            throw invalid([part, `row ${total}`, key], `is not a column of the table (columns: ${view.columns.map((c) => c.name).join(', ')})`);
          seen.add(key);
        }
        for (const column of view.columns) {
          if (config.importType === 'UPDATEADD' && !(column.name in record)) continue;
          values[column.name] = cellOf(column, record[column.name], [part, `row ${total}`, column.name]);
        }
        if (config.matchingColumns) {
          for (const c of config.matchingColumns) if (values[c] == null) throw invalid([part, `row ${total}`, c], 'is a matching column: it must hold a value');
          if ((await upsert(tx, scope, view.id, config.matchingColumns, values)) === 'updated') updated++;
          else added++;
          continue;
        }
        batch.push({ id: newId(), organizationId: scope.org.id, viewId: view.id, values });
        added++;
        if (batch.length >= BATCH) {
          await store.insertRows(tx, batch);
          batch = [];
        }
      }
      if (batch.length) await store.insertRows(tx, batch);
    });
    return {
      importSummary: {
        importType: config.importType,
        totalColumnCount: view.columns.length,
        selectedColumnCount: seen.size,
        totalRowCount: total,
        successRowCount: added + updated,
        warnings: 0,
        importOperation: updated > 0 ? 'updated' : config.importType === 'TRUNCATEADD' ? 'truncated and added' : 'appended',
      },
      columnDetails: Object.fromEntries(view.columns.filter((c) => seen.has(c.name)).map((c) => [c.name, WIRE_TYPES[c.type]])),
      importErrors: '',
    };
  } finally {
    // The uploaded file was only the carrier of the rows.
    if (fileId != null) await scope.blobs.delete(scope.org.id, fileId).catch(() => {});
  }
}
