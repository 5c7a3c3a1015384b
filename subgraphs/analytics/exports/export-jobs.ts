/** The keys of the export jobs (core/platform/jobs.ts); their handlers are in export-workers.ts. */
import { jobKey } from '../../core/platform/jobs.ts';
import { exportSettings } from './export-settings.ts';

export const exportJobs = {
  /**
   * Writes one export job's file. A run that finds its organization's five slots taken sends
   * itself again a moment later, so jobs wait in the queue in the order they were created.
   * A run cut short by a crash stops writing its heartbeat; `requeue` queues the job again and
   * it starts the file over.
   */
  run: jobKey<{ organizationId: string; jobId: string; wait?: number }>('analytics.export', {
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 60 * 60,
    // More than an organization's slots, so the per-organization limit is what holds jobs back.
    concurrency: 6,
  }),
  /**
   * POSTs a finished job's details to its callbackUrl; retried with backoff for a day: delays
   * double from 10 s, so the 13th retry comes 10 s × (2¹³ − 1) ≈ 22.8 h after the first try.
   */
  callback: jobKey<{ organizationId: string; jobId: string; deliveryId: string }>('analytics.export-callback', {
    retryLimit: 13,
    retryDelaySeconds: 10,
    expireInSeconds: 60,
    concurrency: 4,
  }),
  /**
   * Every minute, and once a stale silence after a process starts (a restart after a crash):
   * running jobs whose worker went silent are queued again.
   */
  requeue: jobKey<Record<string, never>>('analytics.requeue-exports', {
    retryLimit: 3,
    schedule: { cron: '* * * * *', afterStart: () => exportSettings.staleSeconds() },
  }),
  /** Every ten minutes: expired jobs lose their file and their row. */
  expire: jobKey<Record<string, never>>('analytics.expire-exports', { retryLimit: 3, schedule: { cron: '*/10 * * * *' } }),
};
