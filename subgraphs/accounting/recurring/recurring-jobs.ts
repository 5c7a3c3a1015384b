/** The keys of the recurring invoices' jobs (core/platform/jobs.ts); their handlers are in recurring-workers.ts. */
import { jobKey } from '../../core/platform/jobs.ts';

export const recurringJobs = {
  /** Hourly, so each time zone's midnight is caught within the hour. */
  generate: jobKey<Record<string, never>>('accounting.generate-recurring-invoices', { retryLimit: 3, schedule: { cron: '15 * * * *' } }),
};
