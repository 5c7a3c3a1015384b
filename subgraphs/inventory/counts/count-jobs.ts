/**
 * The keys of the stock counts' jobs (core/platform/jobs.ts): what the count moves send. Their
 * handlers are in count-workers.ts, tied to them in the module's descriptor.
 */
import { jobKey } from '../../core/platform/jobs.ts';

/** The count whose lines a `count-lines` job works. */
export interface CountWork {
  organizationId: string;
  countId: string;
}

export const countJobs = {
  /** The work behind a count's `*_in_progress` states, sent in the transaction that moves it there. */
  countLines: jobKey<CountWork>('inventory.count-lines', { retryLimit: 10, retryDelaySeconds: 5, concurrency: 2 }),
  /** Every minute: recurring profiles that are due. */
  recurring: jobKey<Record<string, never>>('inventory.recurring-counts', { retryLimit: 3, schedule: { cron: '* * * * *' } }),
  /** Hourly: each organization's day turns at its own midnight. */
  expire: jobKey<Record<string, never>>('inventory.expire-counts', { retryLimit: 3, schedule: { cron: '7 * * * *' } }),
};
