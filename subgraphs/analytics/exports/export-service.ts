import { publish } from '../../core/platform/events.ts';
import { KontorError } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';
import { newId } from '../../core/values/ids.ts';
import type { ExportJob, ExportJobActivity } from '../generated/graphql.ts';
import { viewOf, workspaceOf } from '../workspaces/workspace-service.ts';
import { CriteriaError, criteriaSql, parseCriteria } from '../workspaces/criteria.ts';
import { listViews } from '../workspaces/workspace-store.ts';
import { parseSelect } from './sql-select.ts';
import { RefusedTarget, vetTarget } from '../../core/platform/outbound.ts';
import { type ExportConfig, parseConfig } from './export-config.ts';
import { exportJobs } from './export-jobs.ts';
import { exportSettings } from './export-settings.ts';
import { sourceOf } from './export-source.ts';
import * as store from './export-store.ts';

export const JOB_UPDATED = 'export_job.updated';

const STATUS: Record<number, string> = {
  1001: 'JOB NOT INITIATED',
  1002: 'JOB IN PROGRESS',
  1003: 'ERROR OCCURRED',
  1004: 'JOB COMPLETED',
  1005: 'JOB NOT FOUND',
};

/** Validates CONFIG whole, then records the job and queues it in one transaction. */
export async function createExportJob(scope: Scope, workspaceId: string, viewId: string, configText: string): Promise<{ jobId: string }> {
  const view = await viewOf(scope, workspaceId, viewId);
  const { columns } = sourceOf(view, scope.org.id, scope.now);
  const visible = view.columns.map((c) => c.name);
  const config = parseConfig(configText, visible);
  if (config.criteria) parseCriteria(config.criteria, columns, ['CONFIG', 'criteria']);
  if (config.callbackUrl !== null) await checkCallbackTarget(config.callbackUrl);
  if (config.responseFormat === 'image' && view.kind !== 'chart')
    throw new KontorError(
      'INVALID_VALUE',
      `Invalid value passed for CONFIG.responseFormat: image exports draw a chart, and the view ${view.name} is not one.`,
      {
        field: ['CONFIG', 'responseFormat'],
        rule: 'image applies only to charts',
      },
    );
  return queueJob(scope, workspaceId, viewId, config);
}

/** Records the job and queues it, in one transaction. */
async function queueJob(scope: Scope, workspaceId: string, viewId: string, config: ExportConfig): Promise<{ jobId: string }> {
  const jobId = newId();
  await scope.db.transaction(async (tx) => {
    await store.insertJob(tx, {
      id: jobId,
      organizationId: scope.org.id,
      workspaceId,
      viewId,
      createdBy: scope.actor.userId ?? '0',
      state: store.JOB_QUEUED,
      config: config as unknown as Record<string, unknown>,
      expiresAt: new Date(scope.now.getTime() + exportSettings.ttlMs()),
      callbackStatus: config.callbackUrl ? 'PENDING' : null,
      createdAt: scope.now,
    });
    await scope.jobs.send(exportJobs.run, { organizationId: scope.org.id, jobId }, { executor: tx, dedupeKey: jobId });
    // The exportJobs subscription hears of the new job (1001) on commit.
    await announce(tx, scope.org.id, jobId);
  });
  return { jobId };
}

function refuseKey(key: string, rule: string): KontorError {
  return new KontorError('INVALID_VALUE', `Invalid value passed for CONFIG.${key}: ${rule}.`, { field: ['CONFIG', key], rule });
}

/**
 * An SQL bulk export (initiateBulkExportUsingSQL): CONFIG's sqlQuery, a SELECT over one of the
 * workspace's views by name (sql-select.ts), becomes that view's export with the selected
 * columns, the WHERE as criteria, the order and the limit; the rest of CONFIG is an export's.
 */
export async function createSqlExportJob(scope: Scope, workspaceId: string, configText: string): Promise<{ jobId: string }> {
  await workspaceOf(scope, workspaceId);
  let given: unknown;
  try {
    given = JSON.parse(configText);
  } catch (error) {
    throw new KontorError('INVALID_VALUE', `Invalid value passed for CONFIG: must be a JSON object (${(error as Error).message}).`, { field: ['CONFIG'] });
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    throw new KontorError('INVALID_VALUE', 'Invalid value passed for CONFIG: must be a JSON object.', { field: ['CONFIG'] });
  const { sqlQuery, ...rest } = given as Record<string, unknown>;
  if (typeof sqlQuery !== 'string' || !sqlQuery.trim()) throw refuseKey('sqlQuery', 'is required: a SELECT over a view of the workspace');
  for (const key of ['criteria', 'selectedColumns'] as const)
    if (rest[key] != null) throw refuseKey(key, `is written in the sqlQuery (${key === 'criteria' ? 'WHERE' : 'the column list'}) of an SQL export`);
  const select = parseSelect(sqlQuery);
  const view = (await listViews(scope.db, scope.org.id, workspaceId)).find((v) => v.name.toLowerCase() === select.view.toLowerCase());
  if (!view) throw refuseKey('sqlQuery', `${select.view} is not a view of this workspace`);
  const byLower = new Map(view.columns.map((c) => [c.name.toLowerCase(), c.name]));
  const columnNamed = (name: string, where: string) => {
    const found = byLower.get(name.toLowerCase());
    if (!found) throw refuseKey('sqlQuery', `${name} (${where}) is not a column of ${view.name} (columns: ${view.columns.map((c) => c.name).join(', ')})`);
    return found;
  };
  const selectedColumns = select.columns?.map((c) => columnNamed(c, 'in the column list')) ?? null;
  const orderBy = select.orderBy.map((o) => ({ column: columnNamed(o.column, 'in ORDER BY'), descending: o.descending }));
  const { columns } = sourceOf(view, scope.org.id, scope.now);
  if (select.where) {
    try {
      criteriaSql(select.where, columns);
    } catch (error) {
      if (error instanceof CriteriaError) throw refuseKey('sqlQuery', `in WHERE: ${error.message} of the condition`);
      throw error;
    }
  }
  const config = parseConfig(
    JSON.stringify({ ...rest, ...(select.where ? { criteria: select.where } : {}), ...(selectedColumns ? { selectedColumns } : {}) }),
    view.columns.map((c) => c.name),
  );
  if (config.responseFormat === 'image') throw refuseKey('responseFormat', 'an SQL export answers rows: csv, json, xml, html or pdf');
  if (config.callbackUrl !== null) await checkCallbackTarget(config.callbackUrl);
  return queueJob(scope, workspaceId, view.id, { ...config, orderBy, rowLimit: select.limit });
}

/**
 * A callback URL the outbound policy refuses (core/platform/outbound.ts) is refused with the job, by name,
 * rather than accepted and then never called. Delivery checks again: the name may resolve
 * elsewhere by then.
 */
async function checkCallbackTarget(callbackUrl: string): Promise<void> {
  try {
    await vetTarget(callbackUrl);
  } catch (error) {
    if (!(error instanceof RefusedTarget)) throw error;
    throw new KontorError('INVALID_VALUE', `Invalid value passed for CONFIG.callbackUrl: ${error.message}.`, {
      field: ['CONFIG', 'callbackUrl'],
      rule: error.message,
    });
  }
}

/**
 * The job's row, readable by its creator only; an expired or unknown job is 1005. Without a
 * workspace (the live fields read a job by its id alone) any workspace of the organization.
 */
async function ownJob(scope: Scope, workspaceId: string | null | undefined, jobId: string): Promise<store.ExportJobRow | null> {
  if (workspaceId != null) await workspaceOf(scope, workspaceId);
  const job = await store.findJob(scope.db, scope.org.id, jobId);
  if (!job || (workspaceId != null && job.workspaceId !== workspaceId) || job.expiresAt <= scope.now) return null;
  if (job.createdBy !== scope.actor.userId)
    throw new KontorError('EXPORT_JOB_ACCESS_DENIED', `You ${scope.actor.name} do not have permission to access the job.`);
  return job;
}

export function jobOut(job: store.ExportJobRow): ExportJob {
  const done = job.state === store.JOB_DONE;
  return {
    jobId: job.id,
    jobCode: String(job.state),
    jobStatus: STATUS[job.state],
    rowsWritten: job.rowsWritten,
    errorMessage: job.state === store.JOB_FAILED ? job.errorMessage : null,
    downloadUrl: done ? `${exportSettings.publicUrl()}/restapi/v2/bulk/workspaces/${job.workspaceId}/exportjobs/${job.id}/data` : null,
    expiryTime: done ? String(job.expiresAt.getTime()) : null,
    callbackStatus: (job.callbackStatus as ExportJob['callbackStatus']) ?? null,
    callbackError: job.callbackError,
  };
}

export async function exportJob(scope: Scope, workspaceId: string | null | undefined, jobId: string): Promise<ExportJob> {
  const job = await ownJob(scope, workspaceId, jobId);
  if (!job)
    return {
      jobId,
      jobCode: '1005',
      jobStatus: STATUS[1005],
      rowsWritten: null,
      errorMessage: null,
      downloadUrl: null,
      expiryTime: null,
      callbackStatus: null,
      callbackError: null,
    };
  return jobOut(job);
}

/** The caller's recent jobs for an operations view (the dashboard's export panel). */
export async function recentExportJobs(scope: Scope, limit: number, jobId: string | null | undefined): Promise<ExportJobActivity[]> {
  const rows = await store.recentJobs(scope.db, scope.org.id, scope.actor.userId ?? '0', scope.now, { limit, jobId });
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return rows.map(({ job, viewName }) => ({
    job: jobOut(job),
    workspaceId: job.workspaceId,
    viewId: job.viewId,
    viewName,
    responseFormat: String(job.config.responseFormat),
    createdTime: job.createdAt.toISOString(),
    startedTime: iso(job.startedAt),
    finishedTime: iso(job.finishedAt),
  }));
}

export async function exportJobFile(scope: Scope, workspaceId: string, jobId: string): Promise<{ documentId: string }> {
  const job = await ownJob(scope, workspaceId, jobId);
  if (!job) throw new KontorError('EXPORT_JOB_NOT_FOUND', `Job ${jobId} not found.`);
  if (job.state !== store.JOB_DONE || !job.blobId)
    throw new KontorError('INVALID_STATE', `The export job ${jobId} has not completed (jobCode ${job.state}): its file is not ready.`);
  return { documentId: job.blobId };
}

/** An export job was created, started, progressed or finished (the live fields' event). */
export async function announce(target: Parameters<typeof publish>[0], organizationId: string, jobId: string): Promise<void> {
  await publish(target, { organizationId, type: JOB_UPDATED, id: jobId });
}
