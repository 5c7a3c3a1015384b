/**
 * The handlers of the invoices' jobs (pg-boss, core/platform/jobs.ts), tied to their keys
 * (invoice-jobs.ts) and listed in the module's descriptor (index.ts).
 */
import { sql } from 'drizzle-orm';
import { invoiceComments, invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import { newId } from '../../core/values/ids.ts';
import { worker } from '../../core/platform/jobs.ts';
import { invoiceJobs } from './invoice-jobs.ts';

/**
 * Keeps the stored state of invoices right once their due date passes with a balance: reads
 * work overdue out for themselves, this is for whatever reads the table directly (exports,
 * reports). Each organization's day turns at its own midnight, so the job runs every hour and
 * each run moves the invoices whose due date is now behind their organization's today. One
 * statement over every organization (a job has no tenant), idempotent: a second run finds
 * nothing left to move.
 */
export const markOverdueInvoices = worker(
  invoiceJobs.markOverdue,
  async (_data: Record<string, never>, run) => {
    await run.database.db.transaction(async (tx) => {
      const moved = await tx
        .update(invoices)
        .set({ status: 'overdue' })
        .from(organizations)
        .where(
          sql`${organizations.id} = ${invoices.organizationId}
            and ${invoices.status} in ('sent', 'viewed', 'partially_paid')
            and ${invoices.balance} > 0
            and ${invoices.dueDate} < (now() at time zone ${organizations.timeZone})::date`,
        )
        .returning({ id: invoices.id, organizationId: invoices.organizationId, invoiceNumber: invoices.invoiceNumber });
      if (!moved.length) return;
      await tx.insert(invoiceComments).values(
        moved.map((m) => ({
          id: newId(),
          organizationId: m.organizationId,
          invoiceId: m.id,
          commentType: 'system' as const,
          operationType: 'status_changed',
          description: `Invoice ${m.invoiceNumber} is overdue.`,
          commentedById: null,
          commentedBy: 'System',
        })),
      );
    });
  },
);
