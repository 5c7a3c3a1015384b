/**
 * The handlers of the invoices' jobs (pg-boss, core/platform/jobs.ts), tied to their keys
 * (invoice-jobs.ts) and listed in the module's descriptor (index.ts).
 */
import { worker } from '../../core/platform/jobs.ts';
import { invoiceJobs } from './invoice-jobs.ts';
import { markOverdue } from './invoice-store.ts';

/**
 * Keeps the stored state of invoices right once their due date passes with a balance: reads
 * work overdue out for themselves, this is for whatever reads the table directly (exports,
 * reports). Each organization's day turns at its own midnight, so the job runs every hour and
 * each run moves the invoices whose due date is behind their organization's today at the
 * clock's instant. One statement over every organization (a job has no tenant), idempotent:
 * a second run finds nothing left to move.
 */
export const markOverdueInvoices = worker(invoiceJobs.markOverdue, async (_data: Record<string, never>, run) => {
  const now = run.clock.now();
  await run.database.db.transaction((tx) => markOverdue(tx, now));
});
