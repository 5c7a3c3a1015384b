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
import { PLATFORM, type Scope, jobScope } from '../../core/request/scope.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { createInvoiceIn } from '../invoices/invoice-service.ts';
import { wireDocument } from '../reminders/reminder-views.ts';
import { invoiceInputOf, scheduleOf } from './recurring-input.ts';
import { type RecurringRecord, findProfile, recordProfileHistory } from './recurring-store.ts';
import { after } from './recurring-schedule.ts';
import { formatMoney } from '../../core/values/money.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

type Runtime = Pick<JobRun, 'database' | 'jobs' | 'blobs' | 'clock'>;

/** Makes every invoice that is due, for every organization (a job has no tenant). */
export async function generateDueInvoices(run: Runtime): Promise<number> {
  const now = run.clock.now();
  // Each organization's today, in its own time zone, from the clock's instant.
  const due = await run.database.db
    .select({ id: recurringInvoices.id, organizationId: recurringInvoices.organizationId })
    .from(recurringInvoices)
    .innerJoin(organizations, eq(organizations.id, recurringInvoices.organizationId))
    .where(
      and(
        eq(recurringInvoices.status, 'active'),
        sql`${recurringInvoices.nextInvoiceDate} <= (${now.toISOString()}::timestamptz at time zone ${organizations.timeZone})::date`,
      ),
    )
    .orderBy(recurringInvoices.nextInvoiceDate, recurringInvoices.id);
  let made = 0;
  let failure: unknown;
  for (const profile of due) {
    // One profile's unexpected failure must not hold back the others; the job fails (and is retried) after them.
    try {
      made += await generateProfile(run, profile.organizationId, profile.id, now);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  return made;
}

/** Makes a profile's due invoices one date after the other; returns how many were made. */
export async function generateProfile(run: Runtime, organizationId: string, recurringInvoiceId: string, now: Date): Promise<number> {
  let made = 0;
  for (;;) {
    const outcome = await run.database.db.transaction((tx) => generateNext(run, tx, organizationId, recurringInvoiceId, now));
    if (outcome === 'done') return made;
    if (outcome === 'made') made++;
  }
}

/** One date of one profile, in the caller's transaction: 'done' when nothing is due any more. */
async function generateNext(
  run: Runtime,
  tx: Tx,
  organizationId: string,
  recurringInvoiceId: string,
  now: Date,
): Promise<'done' | 'made' | 'skipped' | 'failed'> {
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!org) return 'done';
  const row = await findProfile(tx, organizationId, recurringInvoiceId, { lock: true }).catch((error: unknown) => {
    if (error instanceof KontorError) return null;
    throw error;
  });
  const scope = jobScope(run, org, PLATFORM, now);
  if (!row || row.status !== 'active' || !row.nextInvoiceDate || row.nextInvoiceDate > scope.today) return 'done';
  const runDate = row.nextInvoiceDate;
  const next = after(scheduleOf(row), row.nextCycle);
  const advance = {
    nextInvoiceDate: next?.date ?? null,
    nextCycle: next?.cycle ?? row.nextCycle,
    status: next ? ('active' as const) : ('expired' as const),
    updatedAt: now,
  };

  // The date is claimed before anything is made: a second worker waits on the profile lock,
  // and whatever slipped past that finds the date taken here and makes nothing.
  const [claimed] = await tx
    .insert(recurringInvoiceRuns)
    .values({ id: newId(), organizationId, recurringInvoiceId: row.id, runDate, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: recurringInvoiceRuns.id });
  if (!claimed) {
    await moveOn(tx, scope, row, advance);
    return 'skipped';
  }

  let invoice: Invoice | undefined;
  let failure: string | undefined;
  try {
    // A savepoint: a refused invoice (inactive customer, item or tax...) leaves the claim and the move on.
    invoice = await tx.transaction((sp) =>
      createInvoiceIn(sp, scope, invoiceInputOf(row, runDate), { ignoreAutoNumberGeneration: false, send: row.creationMode !== 'draft' }),
    );
  } catch (error) {
    if (!(error instanceof KontorError)) throw error;
    failure = error.message;
  }

  if (invoice) {
    await tx.update(recurringInvoiceRuns).set({ invoiceId: invoice.invoiceId }).where(eq(recurringInvoiceRuns.id, claimed.id));
    await tx
      .update(recurringInvoices)
      .set({ ...advance, lastSentDate: runDate })
      .where(inOrg(recurringInvoices, organizationId, eq(recurringInvoices.id, row.id)));
    await recordProfileHistory(
      tx,
      organizationId,
      row.id,
      PLATFORM,
      'invoice_created',
      `Invoice ${invoice.invoiceNumber} created for ${runDate}${row.creationMode === 'draft' ? ' as a draft' : ''}.`,
      now,
      { id: invoice.invoiceId, type: 'invoice' },
    );
    if (row.creationMode === 'send_email') await emailChild(tx, scope, row, invoice);
  } else {
    await tx.update(recurringInvoiceRuns).set({ failure: failure! }).where(eq(recurringInvoiceRuns.id, claimed.id));
    await tx
      .update(recurringInvoices)
      .set(advance)
      .where(inOrg(recurringInvoices, organizationId, eq(recurringInvoices.id, row.id)));
    await recordProfileHistory(tx, organizationId, row.id, PLATFORM, 'invoice_failed', `The invoice for ${runDate} could not be created: ${failure}`, now);
  }
  if (!next)
    await recordProfileHistory(
      tx,
      organizationId,
      row.id,
      PLATFORM,
      'expired',
      `Recurring invoice ${row.recurrenceName} reached its end date ${row.endDate}: expired.`,
      now,
    );
  return invoice ? 'made' : 'failed';
}

async function moveOn(tx: Tx, scope: Scope, row: RecurringRecord, advance: Partial<typeof recurringInvoices.$inferInsert>): Promise<void> {
  await tx
    .update(recurringInvoices)
    .set(advance)
    .where(inOrg(recurringInvoices, scope.org.id, eq(recurringInvoices.id, row.id)));
  if (!advance.nextInvoiceDate)
    await recordProfileHistory(
      tx,
      scope.org.id,
      row.id,
      scope.actor,
      'expired',
      `Recurring invoice ${row.recurrenceName} reached its end date ${row.endDate}: expired.`,
      scope.now,
    );
}

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
