/** The keys of the invoices' jobs (core/platform/jobs.ts); their handlers are in invoice-workers.ts. */
import { jobKey } from '../../core/platform/jobs.ts';

export const invoiceJobs = {
  /** Hourly: each organization's day turns at its own midnight. */
  markOverdue: jobKey<Record<string, never>>('accounting.mark-overdue-invoices', { retryLimit: 3, schedule: { cron: '5 * * * *' } }),
};
