import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { exportJobs } from '../../../drizzle/tables/analytics/exports.ts';
import { views } from '../../../drizzle/tables/analytics/workspaces.ts';

export type ExportJobRow = typeof exportJobs.$inferSelect;

export const JOB_QUEUED = 1001;
export const JOB_RUNNING = 1002;
export const JOB_FAILED = 1003;
export const JOB_DONE = 1004;

export async function insertJob(db: Executor, row: typeof exportJobs.$inferInsert): Promise<void> {
  await db.insert(exportJobs).values(row);
}

export async function findJob(db: Executor, organizationId: string, id: string): Promise<ExportJobRow | undefined> {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.organizationId, organizationId), eq(exportJobs.id, id)));
  return row;
}

/**
 * Takes one of the organization's running slots for the job, or says it must wait: it runs
 * when the running jobs and the queued ones created before it number fewer than `slots`.
 * Serialised per organization by an advisory lock, so two workers never both take the fifth.
 */
export async function claimSlot(db: Executor, organizationId: string, id: string, slots: number, now: Date): Promise<'claimed' | 'wait' | 'gone'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics.export'), hashtext(${organizationId}))`);
    const [job] = await tx
      .select()
      .from(exportJobs)
      .where(and(eq(exportJobs.organizationId, organizationId), eq(exportJobs.id, id)))
      .for('update');
    if (!job || job.state === JOB_DONE || job.state === JOB_FAILED) return 'gone';
    const [ahead] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(exportJobs)
      .where(
        and(
          eq(exportJobs.organizationId, organizationId),
          sql`${exportJobs.id} <> ${id}`,
          sql`(${exportJobs.state} = ${JOB_RUNNING} or (${exportJobs.state} = ${JOB_QUEUED} and (${exportJobs.createdAt}, ${exportJobs.id}) < (cast(${job.createdAt.toISOString()} as timestamptz), cast(${id} as bigint))))`,
        ),
      );
    if (ahead.count >= slots) return 'wait';
    await tx.update(exportJobs).set({ state: JOB_RUNNING, startedAt: now, rowsWritten: 0, heartbeatAt: sql`now()` }).where(eq(exportJobs.id, id));
    return 'claimed';
  });
}

export async function recordProgress(db: Executor, id: string, rowsWritten: number): Promise<void> {
  await db
    .update(exportJobs)
    .set({ rowsWritten, heartbeatAt: sql`now()` })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.state, JOB_RUNNING)));
}

/** The running worker's sign of life (see `heartbeatAt`). */
export async function beat(db: Executor, id: string): Promise<void> {
  await db
    .update(exportJobs)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.state, JOB_RUNNING)));
}

/**
 * Queues again, from the start, the running jobs whose worker has been silent for
 * `staleSeconds`: their process died. Whichever run finishes first completes the job (finishJob).
 */
export async function requeueStale(db: Executor, staleSeconds: number): Promise<{ id: string; organizationId: string }[]> {
  return db
    .update(exportJobs)
    .set({ state: JOB_QUEUED, rowsWritten: 0, startedAt: null, heartbeatAt: null })
    .where(and(eq(exportJobs.state, JOB_RUNNING), sql`${exportJobs.heartbeatAt} < now() - make_interval(secs => ${staleSeconds})`))
    .returning({ id: exportJobs.id, organizationId: exportJobs.organizationId });
}

/** Completes a running job once: false when it had already finished (a redelivered run). */
export async function finishJob(
  db: Executor,
  id: string,
  outcome: { state: typeof JOB_DONE; blobId: string; rowsWritten: number; now: Date } | { state: typeof JOB_FAILED; errorMessage: string; now: Date },
): Promise<{ createdBy: string } | null> {
  const [row] = await db
    .update(exportJobs)
    .set(
      outcome.state === JOB_DONE
        ? { state: JOB_DONE, blobId: outcome.blobId, rowsWritten: outcome.rowsWritten, finishedAt: outcome.now }
        : { state: JOB_FAILED, errorMessage: outcome.errorMessage, finishedAt: outcome.now },
    )
    .where(and(eq(exportJobs.id, id), inArray(exportJobs.state, [JOB_QUEUED, JOB_RUNNING])))
    .returning({ createdBy: exportJobs.createdBy });
  return row ?? null;
}

export async function expiredJobs(db: Executor, now: Date, limit: number): Promise<ExportJobRow[]> {
  return db.select().from(exportJobs).where(lte(exportJobs.expiresAt, now)).orderBy(asc(exportJobs.expiresAt)).limit(limit);
}

export async function deleteJob(db: Executor, id: string): Promise<void> {
  await db.delete(exportJobs).where(eq(exportJobs.id, id));
}

/** A user's unexpired jobs in the organization with their views' names, newest first, in one statement. */
export async function recentJobs(
  db: Executor,
  organizationId: string,
  userId: string,
  now: Date,
  options: { limit: number; jobId?: string | null },
): Promise<{ job: ExportJobRow; viewName: string | null }[]> {
  return db
    .select({ job: exportJobs, viewName: views.name })
    .from(exportJobs)
    .leftJoin(views, and(eq(views.organizationId, exportJobs.organizationId), eq(views.id, exportJobs.viewId)))
    .where(
      and(
        eq(exportJobs.organizationId, organizationId),
        eq(exportJobs.createdBy, userId),
        gt(exportJobs.expiresAt, now),
        options.jobId ? eq(exportJobs.id, options.jobId) : undefined,
      ),
    )
    .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id))
    .limit(options.limit);
}

/** The callback's delivery state and why it is not delivered (export-callbacks.ts). */
export async function recordCallback(db: Executor, organizationId: string, id: string, status: string, error: string | null): Promise<void> {
  await db
    .update(exportJobs)
    .set({ callbackStatus: status, callbackError: error })
    .where(and(eq(exportJobs.organizationId, organizationId), eq(exportJobs.id, id)));
}
