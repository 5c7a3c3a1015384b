/**
 * Making the invoices of recurring profiles (the `accounting.generate-recurring-invoices` job of
 * recurring-workers.ts). Each date is one transaction: the profile is locked, the date is
 * claimed in `recurring_invoice_runs` (unique per profile and date), the child is made by the
 * invoice code (`createInvoiceIn`: checks, totals, number, history, posting), emailed when the
 * profile says so, and the profile moves to its next date. Two workers, or a retried job,
 * therefore make each date's invoice once; dates missed while the platform was down are each
 * made once, in order, on the next run.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import { recurringInvoiceRuns, recurringInvoices } from '../../../drizzle/tables/accounting/recurring.ts';
import { KontorError } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import type { JobRun } from '../../core/platform/jobs.ts';

import { escapeHtml } from '../../core/values/text.ts';
import { queueEmail } from '../../messaging/api.ts';
import type { Invoice } from '../generated/graphql.ts';
import { PLATFORM, type Scope } from '../../core/request/scope.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { createInvoiceIn } from '../invoices/invoice-service.ts';
import { wireDocument } from '../reminders/reminder-views.ts';
import { invoiceInputOf, scheduleOf } from './recurring-input.ts';
import { type ProfileOperation, type RecurringRecord, findProfile, recordProfileHistory } from './recurring-store.ts';
import { type RecurringKind, generateDue } from './recurring-engine.ts';
import { formatMoney } from '../../core/values/money.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

type Runtime = Pick<JobRun, 'database' | 'jobs' | 'blobs' | 'clock'>;

/** Recurring invoices as a kind of the schedule engine: their own tables, children made by `createInvoiceIn`, emailed when the profile says so. */
export const recurringInvoiceKind: RecurringKind<RecurringRecord, Invoice> = {
  child: 'invoice',
  noun: 'recurring invoice',
  due: (db, now) =>
    db
      .select({ id: recurringInvoices.id, organizationId: recurringInvoices.organizationId })
      .from(recurringInvoices)
      .innerJoin(organizations, eq(organizations.id, recurringInvoices.organizationId))
      .where(
        and(
          eq(recurringInvoices.status, 'active'),
          sql`${recurringInvoices.nextInvoiceDate} <= (${now.toISOString()}::timestamptz at time zone ${organizations.timeZone})::date`,
        ),
      )
      .orderBy(recurringInvoices.nextInvoiceDate, recurringInvoices.id),
  lock: (tx, organizationId, id) =>
    findProfile(tx, organizationId, id, { lock: true }).catch((error: unknown) => {
      if (error instanceof KontorError) return null;
      throw error;
    }),
  state: (row) => ({
    id: row.id,
    recurrenceName: row.recurrenceName,
    status: row.status,
    schedule: scheduleOf(row),
    nextDate: row.nextInvoiceDate,
    nextCycle: row.nextCycle,
    lastDate: row.lastSentDate,
  }),
  async claim(tx, organizationId, recurringInvoiceId, runDate, at) {
    const [claimed] = await tx
      .insert(recurringInvoiceRuns)
      .values({ id: newId(), organizationId, recurringInvoiceId, runDate, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: recurringInvoiceRuns.id });
    return claimed?.id ?? null;
  },
  async settle(tx, runId, outcome) {
    await tx
      .update(recurringInvoiceRuns)
      .set('childId' in outcome ? { invoiceId: outcome.childId } : { failure: outcome.failure })
      .where(eq(recurringInvoiceRuns.id, runId));
  },
  async move(tx, organizationId, id, move) {
    await tx
      .update(recurringInvoices)
      .set({
        nextInvoiceDate: move.nextDate,
        nextCycle: move.nextCycle,
        status: move.status,
        updatedAt: move.updatedAt,
        ...(move.lastDate ? { lastSentDate: move.lastDate } : {}),
      })
      .where(inOrg(recurringInvoices, organizationId, eq(recurringInvoices.id, id)));
  },
  history: (tx, organizationId, id, actor, operation, description, at, transaction) =>
    recordProfileHistory(tx, organizationId, id, actor, operation as ProfileOperation, description, at, transaction),
  async make(sp, scope, row, runDate) {
    const invoice = await createInvoiceIn(sp, scope, invoiceInputOf(row, runDate), { ignoreAutoNumberGeneration: false, send: row.creationMode !== 'draft' });
    return { id: invoice.invoiceId, number: invoice.invoiceNumber, value: invoice };
  },
  madeText: (row) => (row.creationMode === 'draft' ? ' as a draft' : ''),
  async made(tx, scope, row, child) {
    if (row.creationMode === 'send_email') await emailChild(tx, scope, row, child.value);
  },
};

/** Makes every invoice that is due, for every organization (a job has no tenant). */
export const generateDueInvoices = (run: Runtime) => generateDue(run, recurringInvoiceKind);

/**
 * Emails a child with its PDF to the contact persons who take email, through the messaging
 * module in the same transaction (the mail exists exactly when the invoice does). Without
 * such a person the invoice stays sent and the history says why it was not emailed.
 */
async function emailChild(tx: Tx, scope: Scope, row: RecurringRecord, invoice: Invoice): Promise<void> {
  const { org, now } = scope;
  const to = invoice.contactPersonsAssociated.filter((p) => p.contactPersonEmail && p.communicationPreference.isEmailEnabled).map((p) => p.contactPersonEmail!);
  if (!to.length) {
    await recordProfileHistory(
      tx,
      org.id,
      row.id,
      PLATFORM,
      'invoice_created',
      `Invoice ${invoice.invoiceNumber} was not emailed: no contact person of ${invoice.customerName} takes email.`,
      now,
      { id: invoice.invoiceId, type: 'invoice' },
    );
    return;
  }
  const pdf = await renderInvoicePdf(wireDocument(invoice, org));
  const amount = formatMoney(invoice.currencyCode, invoice.total, invoice.pricePrecision);
  const html =
    `<p>Dear ${escapeHtml(invoice.customerName)},</p>` +
    `<p>Please find attached invoice ${escapeHtml(invoice.invoiceNumber)} dated ${escapeHtml(invoice.date)} for ${escapeHtml(amount)}, due on ${escapeHtml(invoice.dueDate)}.</p>` +
    `<p>Thank you for your business.</p><p>${escapeHtml(org.name)}</p>`;
  await queueEmail(scope.jobs, tx, org.id, {
    to,
    subject: `Invoice ${invoice.invoiceNumber} from ${org.name}`,
    html,
    attachments: [{ fileName: `${invoice.invoiceNumber}.pdf`, contentType: 'application/pdf', content: pdf }],
    about: { module: 'accounting', entity: 'invoice', id: invoice.invoiceId },
    queuedAt: now,
  });
  await tx
    .update(invoices)
    .set({ isEmailed: true })
    .where(inOrg(invoices, org.id, eq(invoices.id, invoice.invoiceId)));
}
