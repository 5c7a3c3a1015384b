import type { Db } from '../../../drizzle/client.ts';
import { queueWebhookEvent } from '../../core/webhooks/webhook-events.ts';
/**
 * The handlers of the export jobs (pg-boss, core/platform/jobs.ts), tied to their keys
 * (export-jobs.ts) and listed in the module's descriptor (index.ts).
 */
import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { type JobRun, worker } from '../../core/platform/jobs.ts';
import { analyzeStaleTables } from '../../core/platform/statistics.ts';
import { KontorError } from '../../core/values/errors.ts';
import { findView } from '../workspaces/workspace-store.ts';
import { criteriaSql } from '../workspaces/criteria.ts';
import type { ExportConfig } from './export-config.ts';
import { TEXT_FORMATS } from './export-formats.ts';
import { exportJobs } from './export-jobs.ts';
import { chartData, chartImage } from './export-image.ts';
import { pdfExport } from './export-pdf.ts';
import { encryptedZip } from './export-zip.ts';
import { announce } from './export-service.ts';
import { exportSettings } from './export-settings.ts';
import { copyCsv } from './export-copy.ts';
import { countRows, isShaped, pagesOf, rowsStatement, sourceOf } from './export-source.ts';
import { formatInThread } from './export-thread.ts';
import * as store from './export-store.ts';
import { sendCallback, callbackDelivery } from './export-callbacks.ts';

/** Progress is written and announced at most once per this many rows. */
const PROGRESS_EVERY = 20_000;

export const runExport = worker(exportJobs.run, async (data, run) => {
  const db = run.database.db;
  let claim: Awaited<ReturnType<typeof store.claimSlot>>;
  try {
    claim = await store.claimSlot(db, data.organizationId, data.jobId, exportSettings.slots(), run.clock.now());
  } catch (error) {
    // The last attempt: the job fails visibly (1003) rather than waiting forever at 1001.
    if (run.retryCount < exportJobs.run.options.retryLimit) throw error;
    await finishWithEvent(db, data.organizationId, data.jobId, {
      state: store.JOB_FAILED,
      errorMessage: 'The export could not be started; the details are logged.',
      now: run.clock.now(),
    });
    await announce(run.database, data.organizationId, data.jobId);
    return;
  }
  if (claim === 'gone') return;
  if (claim === 'wait') {
    const wait = (data.wait ?? 0) + 1;
    await run.jobs.send(exportJobs.run, { ...data, wait }, { startAfter: 1, dedupeKey: `${data.jobId}:${wait}` });
    return;
  }
  await announce(run.database, data.organizationId, data.jobId);
  let finished: boolean;
  // A beat that fails is made again at the next tick; only a silence of staleSeconds requeues.
  const heartbeat = setInterval(() => void store.beat(db, data.jobId).catch(() => {}), (exportSettings.staleSeconds() * 1000) / 4);
  try {
    const { blobId, rows } = await writeFile(run, data.organizationId, data.jobId);
    finished = await finishWithEvent(db, data.organizationId, data.jobId, { state: store.JOB_DONE, blobId, rowsWritten: rows, now: run.clock.now() });
    // A redelivered run that lost the race leaves its file to nobody: remove it.
    if (!finished) await run.blobs.delete(data.organizationId, blobId);
  } catch (error) {
    if (!(error instanceof KontorError) && run.retryCount < exportJobs.run.options.retryLimit) throw error;
    const reason = error instanceof KontorError ? error.message : 'The export failed unexpectedly; the details are logged.';
    finished = await finishWithEvent(db, data.organizationId, data.jobId, { state: store.JOB_FAILED, errorMessage: reason, now: run.clock.now() });
  } finally {
    clearInterval(heartbeat);
  }
  if (!finished) return;
  await announce(run.database, data.organizationId, data.jobId);
  const job = await store.findJob(db, data.organizationId, data.jobId);
  if (job && (job.config as unknown as ExportConfig).callbackUrl)
    await run.jobs.send(exportJobs.callback, callbackDelivery(job), { dedupeKey: `callback:${job.id}` });
});

/** Finishes a job and queues its webhook event (exportjob.completed or .failed) in one transaction: only the run that finishes it tells of it. */
function finishWithEvent(db: Db, organizationId: string, jobId: string, outcome: Parameters<typeof store.finishJob>[2]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const finished = await store.finishJob(tx, jobId, outcome);
    if (finished)
      await queueWebhookEvent(tx, {
        organizationId,
        name: outcome.state === store.JOB_DONE ? 'exportjob.completed' : 'exportjob.failed',
        id: jobId,
        at: outcome.now,
        // A job is its creator's alone to read (export-service.ts): its record is read as the creator.
        readAs: finished.createdBy,
        data: outcome.state === store.JOB_DONE ? { rows_written: outcome.rowsWritten } : { error_message: outcome.errorMessage },
      });
    return finished !== null;
  });
}

async function writeFile(run: JobRun, organizationId: string, jobId: string): Promise<{ blobId: string; rows: number }> {
  const db = run.database.db;
  const job = await store.findJob(db, organizationId, jobId);
  if (!job) throw new KontorError('NOT_FOUND', `The export job ${jobId} no longer exists.`);
  const view = await findView(db, organizationId, job.workspaceId, job.viewId);
  if (!view) throw new KontorError('NOT_FOUND', 'The view of this export job no longer exists.');
  const config = job.config as unknown as ExportConfig;
  // PGlite has no autovacuum: a view filled since the last minute's analysis would be sorted
  // whole for every page (core.analyze-tables), so its statistics are brought up first.
  if (run.database.kind === 'pglite') await analyzeStaleTables(run.database);
  const source = sourceOf(view, organizationId, run.clock.now());
  const criteria: SQL | undefined = config.criteria ? criteriaSql(config.criteria, source.columns) : undefined;
  const wanted = config.selectedColumns ?? view.columns.map((c) => c.name);
  const columns = wanted.map((name) => {
    const column = source.columns.find((c) => c.name === name);
    if (!column) throw new KontorError('INVALID_STATE', `The column ${name} is no longer offered by the view.`);
    return column;
  });
  let rows = 0;
  let reported = 0;
  async function written(count: number) {
    rows += count;
    if (rows - reported < PROGRESS_EVERY) return;
    reported = rows;
    await store.recordProgress(db, jobId, rows);
    await announce(run.database, organizationId, jobId);
  }
  async function* pages() {
    for await (const page of pagesOf(run.database, source.query, columns, criteria, exportSettings.pageSize(), config)) {
      yield page;
      await written(page.length);
    }
  }
  const context = { columns, config, title: view.name, description: view.description, now: run.clock.now() };
  let body: AsyncIterable<Buffer | string>;
  let copied: AsyncIterable<Buffer> | undefined;
  let contentType: string;
  let extension: string;
  if (config.responseFormat === 'pdf') {
    const pdf = pdfExport(context, pages());
    body = pdf.stream;
    contentType = 'application/pdf';
    extension = 'pdf';
  } else if (config.responseFormat === 'image') {
    if (!view.chart) throw new KontorError('INVALID_STATE', `The view ${view.name} is not a chart: only charts export as images.`);
    const data = await chartData(db, source.query, source.columns, view.chart, criteria);
    rows = data.length;
    const image = await chartImage(view.chart, data, config, view.name, view.description);
    body = (async function* () {
      yield image.bytes;
    })();
    contentType = image.contentType;
    extension = image.extension;
  } else if (config.responseFormat === 'csv' && !isShaped(config) && (copied = copyCsv(run.database, source.query, columns, config, criteria))) {
    // COPY reports no rows as it goes: they are counted once, at the end.
    const bytes = copied;
    body = (async function* () {
      yield* bytes;
      rows = await countRows(db, source.query);
    })();
    contentType = 'text/csv; charset=utf-8';
    extension = 'csv';
  } else {
    const format = TEXT_FORMATS[config.responseFormat](context);
    const url = run.database.kind === 'postgres' ? run.database.url : undefined;
    body = url
      ? (async function* () {
          const input = { url, ...rowsStatement(source.query, columns, criteria, config), batch: exportSettings.pageSize(), context };
          for await (const chunk of formatInThread(input, exportSettings.threadHeapMb())) {
            yield Buffer.from(chunk.bytes.buffer, chunk.bytes.byteOffset, chunk.bytes.byteLength);
            await written(chunk.rows);
          }
        })()
      : (async function* () {
          yield format.head();
          for await (const page of pages()) yield format.rows(page);
          yield format.tail();
        })();
    contentType = format.contentType;
    extension = format.extension;
  }
  let fileName = `${view.name.replace(/[^\p{L}\p{N} ._-]/gu, '_')}.${extension}`;
  let stream = Readable.from(body);
  // A PDF carries its own encryption (export-pdf.ts); any other file goes into an AES zip.
  if (config.password && config.responseFormat !== 'pdf') {
    stream = encryptedZip(fileName, body, config.password);
    fileName = `${fileName}.zip`;
    contentType = 'application/zip';
  }
  const blob = await run.blobs.put(organizationId, stream, { fileName, contentType, maxBytes: exportSettings.maxBytes() });
  return { blobId: blob.id, rows };
}

export const expireExports = worker(exportJobs.expire, async (_data: Record<string, never>, run) => {
  for (;;) {
    const expired = await store.expiredJobs(run.database.db, run.clock.now(), 100);
    for (const job of expired) {
      if (job.blobId) await run.blobs.delete(job.organizationId, job.blobId);
      await store.deleteJob(run.database.db, job.id);
    }
    if (expired.length < 100) return;
  }
});

export const requeueExports = worker(exportJobs.requeue, async (_data: Record<string, never>, run) => {
  for (const job of await store.requeueStale(run.database.db, exportSettings.staleSeconds())) {
    await announce(run.database, job.organizationId, job.id);
    await run.jobs.send(exportJobs.run, { organizationId: job.organizationId, jobId: job.id });
  }
});

export const deliverCallback = worker(exportJobs.callback, async (data, run) => sendCallback(data, run));
