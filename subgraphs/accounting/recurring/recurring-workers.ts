/**
 * The schedule of recurring invoice profiles (pg-boss, subgraphs/core/jobs.ts). Imported by
 * index.ts, so every process knows the queue.
 */
import { defineJob } from '../../core/platform/jobs.ts';
import { generateDueInvoices } from './recurring-generation.ts';

/**
 * Makes the invoices of every active profile whose next date has come in its organization's
 * time zone (README "Recurring invoices"). Runs every hour, so each zone's midnight is caught
 * within the hour; idempotent: each date is claimed once per profile, so overlapping or
 * retried runs make nothing twice, and a run after downtime makes each missed date once.
 */
export const generateRecurringInvoices = defineJob(
  'accounting.generate-recurring-invoices',
  async (_data: Record<string, never>, run) => {
    await generateDueInvoices(run);
  },
  { retryLimit: 3, schedule: { cron: '15 * * * *' } },
);
