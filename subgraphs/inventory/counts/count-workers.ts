/**
 * The handlers of the stock counts' jobs (pg-boss, core/platform/jobs.ts), tied to their keys
 * (count-jobs.ts) and listed in the module's descriptor (index.ts). Every handler is idempotent.
 */
import { worker } from '../../core/platform/jobs.ts';
import { countJobs } from './count-jobs.ts';
import { workCountLines } from './count-lifecycle.ts';
import { expireCounts } from './count-store.ts';
import { runRecurringCounts } from './recurring-count-runs.ts';

/**
 * The work behind a count's `start_in_progress`, `submission_in_progress` and `processing`
 * states: its lines in batches, each batch a transaction that also advances the progress.
 */
export const countLinesJob = worker(countJobs.countLines, (data, run) => workCountLines(data, run));

/** Creates the counts of recurring profiles that are due and reminds assignees; every minute. */
export const recurringCountsJob = worker(countJobs.recurring, async (_data, run) => {
  await runRecurringCounts(run);
});

/** Expires counts whose due date passed unfinished; each organization's day turns at its own midnight, so hourly. */
export const expireCountsJob = worker(countJobs.expire, async (_data, run) => {
  await expireCounts(run.database.db, run.clock);
});
