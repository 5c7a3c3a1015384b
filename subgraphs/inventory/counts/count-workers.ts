/**
 * Background work of the inventory module (pg-boss, subgraphs/core/jobs.ts). Imported by
 * index.ts, so every process knows the queues. Every handler is idempotent.
 */
import { defineJob } from '../../core/platform/jobs.ts';
import { type CountWork, expireCounts, workCountLines } from './count-lifecycle.ts';
import { runRecurringCounts } from './recurring-count-service.ts';

/**
 * The work behind a count's `start_in_progress`, `submission_in_progress` and `processing`
 * states: its lines in batches, each batch a transaction that also advances the progress.
 */
export const countLinesJob = defineJob<CountWork>('inventory.count-lines', (data, run) => workCountLines(data, run), { retryLimit: 10, retryDelaySeconds: 5, concurrency: 2 });

/** Creates the counts of recurring profiles that are due and reminds assignees; every minute. */
export const recurringCountsJob = defineJob<Record<string, never>>(
  'inventory.recurring-counts',
  async (_data, run) => {
    await runRecurringCounts(run);
  },
  { retryLimit: 3, schedule: { cron: '* * * * *' } },
);

/** Expires counts whose due date passed unfinished; each organization's day turns at its own midnight, so hourly. */
export const expireCountsJob = defineJob<Record<string, never>>(
  'inventory.expire-counts',
  async (_data, run) => {
    await expireCounts(run.database.db, run.clock);
  },
  { retryLimit: 3, schedule: { cron: '7 * * * *' } },
);
