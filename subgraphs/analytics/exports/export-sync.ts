/**
 * The synchronous export (the family client's `exportData`): a small view answered at once in
 * the requested text format, from one read of at most SYNC_EXPORT_MAX_ROWS + 1 rows. A view
 * above the limit is refused with a pointer to the bulk export, which streams any size.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Scope } from '../../core/request/scope.ts';
import { KontorError } from '../../core/values/errors.ts';
import { columnRef, parseCriteria } from '../workspaces/criteria.ts';
import { viewOf } from '../workspaces/workspace-service.ts';
import { parseConfig } from './export-config.ts';
import { TEXT_FORMATS } from './export-formats.ts';
import { sourceOf } from './export-source.ts';
import { encryptedZip } from './export-zip.ts';

export const SYNC_EXPORT_MAX_ROWS = 10_000;

function refuse(key: string, rule: string): KontorError {
  return new KontorError('INVALID_VALUE', `Invalid value passed for CONFIG.${key}: ${rule}.`, { field: ['CONFIG', key], rule });
}

/** Formats the view's rows into a blob the route streams once and removes (RestDownload.transient). */
export async function exportViewData(scope: Scope, workspaceId: string, viewId: string, configText: string): Promise<{ documentId: string }> {
  const view = await viewOf(scope, workspaceId, viewId);
  const source = sourceOf(view, scope.org.id, scope.now);
  const config = parseConfig(
    configText,
    view.columns.map((c) => c.name),
  );
  if (!(config.responseFormat in TEXT_FORMATS))
    throw refuse(
      'responseFormat',
      `${config.responseFormat} is exported by the bulk export (GET /bulk/workspaces/{id}/views/{id}/data); this call answers csv, json, xml or html`,
    );
  if (config.callbackUrl !== null) throw refuse('callbackUrl', 'applies only to bulk export jobs; this call answers the file itself');
  const criteria = config.criteria ? parseCriteria(config.criteria, source.columns, ['CONFIG', 'criteria']) : undefined;
  const wanted = config.selectedColumns ?? view.columns.map((c) => c.name);
  const columns = wanted.map((name) => source.columns.find((c) => c.name === name)!);
  const selected = sql.join(
    columns.map((c, i) => sql`cast(${columnRef(c.name)} as text) as ${sql.identifier(`c${i}`)}`),
    sql`, `,
  );
  const result = await scope.db.execute(
    sql`select ${selected} from (${source.query}) as ${sql.identifier('d')}${criteria ? sql` where ${criteria}` : sql``} order by ${columnRef('__key')} limit ${SYNC_EXPORT_MAX_ROWS + 1}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string | null>[];
  if (rows.length > SYNC_EXPORT_MAX_ROWS)
    throw new KontorError(
      'LIMIT_EXCEEDED',
      `The view ${view.name} holds more than ${SYNC_EXPORT_MAX_ROWS} rows${criteria ? ' matching the criteria' : ''}: export it with the bulk export (GET /restapi/v2/bulk/workspaces/${workspaceId}/views/${viewId}/data), which has no row limit.`,
      { field: ['CONFIG'] },
    );
  const page = rows.map((row) => columns.map((_, i) => row[`c${i}`] ?? null));
  const format = TEXT_FORMATS[config.responseFormat as keyof typeof TEXT_FORMATS]({
    columns,
    config,
    title: view.name,
    description: view.description,
    now: scope.now,
  });
  let fileName = `${view.name.replace(/[^\p{L}\p{N} ._-]/gu, '_')}.${format.extension}`;
  let contentType = format.contentType;
  const body = [format.head(), format.rows(page), format.tail()];
  let stream: Readable = Readable.from(body);
  if (config.password) {
    stream = encryptedZip(fileName, Readable.from(body), config.password);
    fileName = `${fileName}.zip`;
    contentType = 'application/zip';
  }
  const blob = await scope.blobs.put(scope.org.id, stream, { fileName, contentType });
  return { documentId: blob.id };
}
