/**
 * The schedule of recurring invoice profiles (pg-boss, core/platform/jobs.ts): the handler of
 * the job keyed in recurring-jobs.ts, listed in the module's descriptor (index.ts).
 */
import { worker } from '../../core/platform/jobs.ts';
import { recurringJobs } from './recurring-jobs.ts';
import { generateDueInvoices } from './recurring-generation.ts';
import { generateDuePurchases } from './recurring-purchases.ts';

/**
 * Makes the invoices, bills and expenses of every active profile whose next date has come in
 * its organization's time zone (README "Recurring invoices", "Recurring bills and expenses").
 * Runs every hour, so each zone's midnight is caught within the hour; idempotent: each date is
 * claimed once per profile, so overlapping or retried runs make nothing twice, and a run after
 * downtime makes each missed date once. One kind's failure does not hold back the others: the
 * job fails (and is retried) after all of them.
 */
export const generateRecurringInvoices = worker(recurringJobs.generate, async (_data: Record<string, never>, run) => {
  const outcomes = await Promise.allSettled([generateDueInvoices(run), generateDuePurchases(run)]);
  const failed = outcomes.find((o) => o.status === 'rejected');
  if (failed) throw failed.reason;
});
