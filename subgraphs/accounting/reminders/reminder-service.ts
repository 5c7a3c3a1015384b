/**
 * Payment reminders and invoice email (README "Payment reminders and invoice email"): the mail
 * content, sending one or several reminders, emailing an invoice with its PDF, and the
 * organization's automatic reminders. Every mail goes out through the messaging module's
 * queueEmail, in the same transaction as what it changes on the invoice.
 */
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { contacts } from '../../../drizzle/tables/accounting/contacts.ts';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import { paymentReminderSettings, paymentRemindersSent, type ReminderRuleValue } from '../../../drizzle/tables/accounting/reminders.ts';
import { ERRORS, KontorError, invalid } from '../../core/values/errors.ts';
import { PLATFORM, type Scope, jobScope } from '../../core/request/scope.ts';
import type { Runtime } from '../../core/platform/runtime.ts';
import { newId } from '../../core/values/ids.ts';

import { queueEmail, requireEmailRelay } from '../../messaging/api.ts';
import type {
  EmailInvoiceInput,
  InvoiceMailContent,
  InvoiceReminderBulkInfo,
  PaymentReminderSettings,
  PaymentReminderSettingsInput,
  PaymentReminderWhen,
  SendInvoicePaymentReminderInput,
} from '../generated/graphql.ts';
import { recordHistory } from '../invoices/invoice-history.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { markSentIn } from '../invoices/invoice-service.ts';
import { type MailContext, contentOf, emailRefusal, mailContext, noRecipient, reminderRefusal, wireDocument } from './reminder-views.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { MAX_BULK_EMAILS, mailAddresses, recipientsOf, sendDocumentMail } from '../documents/document-mail.ts';

/** Invoices one bulk reminder request may name (spec, Limits). */
export const MAX_BULK_REMINDERS = 10;
/** Addresses in each of to, cc and bcc of a reminder or invoice mail. */
export { MAX_ADDRESSES } from '../documents/document-mail.ts';
/** Automatic reminder rules of an organization. */
export const MAX_REMINDER_RULES = 5;
/** An automatic reminder whose day passed while nothing ran still goes out this many days late, no later. */
export const CATCH_UP_DAYS = 7;

export async function reminderContent(scope: Scope, invoiceId: string): Promise<InvoiceMailContent> {
  return contentOf(await mailContext(scope.db, scope, invoiceId), scope.org, 'reminder');
}

export async function invoiceEmailContent(scope: Scope, invoiceId: string): Promise<InvoiceMailContent> {
  return contentOf(await mailContext(scope.db, scope, invoiceId), scope.org, 'invoice');
}

// --- sending ------------------------------------------------------------------------------

/** The addresses given for a mail, checked (documents/document-mail.ts). */
export const addresses = mailAddresses;

/** Reminders go to invoices that were sent and still have something to pay: sent, viewed, partially paid, overdue. */
function refuseUnlessOpen(ctx: MailContext): void {
  const refusal = reminderRefusal(ctx);
  if (refusal) throw refusal;
}

interface ReminderOptions {
  input?: SendInvoicePaymentReminderInput | null;
  /** Automatic reminders: the once-only key and the settings' copies. */
  automatic?: { key: string; cc: string[]; fromOrganization: boolean };
}

/** Thrown inside a reminder's transaction when its once-only key was taken meanwhile: rolls it back. */
class AlreadySent extends Error {}

/**
 * Sends one reminder in one transaction: the invoice is locked, checked open, the mail queued
 * (with the PDF unless told otherwise), the reminder recorded, `reminders_sent` and
 * `last_reminder_sent_date` moved and a history entry written. Null when an automatic
 * reminder's key was taken already.
 */
async function sendReminderIn(scope: Scope, invoiceId: string, options: ReminderOptions): Promise<string | null> {
  const { org, now } = scope;
  try {
    return await scope.db.transaction(async (tx) => {
      const ctx = await mailContext(tx, scope, invoiceId, true);
      refuseUnlessOpen(ctx);
      const input = options.input ?? {};
      const content = contentOf(ctx, org, 'reminder');
      const to = addresses(input.toMailIds, 'toMailIds') ?? content.toContacts.filter((c) => c.selected).map((c) => c.email);
      if (!to.length) throw noRecipient(ctx.row.invoiceNumber);
      const cc = addresses(input.ccMailIds, 'ccMailIds') ?? options.automatic?.cc ?? [];
      const bcc = addresses(input.bccMailIds, 'bccMailIds') ?? [];
      const html = input.body?.trim() ? input.body : content.body;
      const attachPdf = input.attachPdf ?? true;
      const attachments = attachPdf
        ? [{ fileName: content.fileName, contentType: 'application/pdf', content: await renderInvoicePdf(wireDocument(ctx.invoice, org)) }]
        : [];
      // An automatic reminder (a job) is queued regardless: the outbox marks it failed and says why.
      if (!options.automatic) await requireEmailRelay(tx, org.id, `The payment reminder of invoice ${ctx.row.invoiceNumber}`);
      const { messageId } = await queueEmail(scope.jobs, tx, org.id, {
        to,
        cc,
        bcc,
        subject: input.subject?.trim() || content.subject,
        html,
        attachments,
        fromOrganization: options.automatic?.fromOrganization ?? input.sendFromOrgEmailId ?? true,
        about: { module: 'accounting', entity: 'invoice', id: ctx.row.id },
        queuedAt: now,
      });
      const recorded = await tx
        .insert(paymentRemindersSent)
        .values({
          id: newId(),
          organizationId: org.id,
          invoiceId: ctx.row.id,
          kind: options.automatic ? 'automatic' : 'manual',
          reminderKey: options.automatic?.key ?? null,
          sentDate: ctx.today,
          messageId,
          recipients: to.length + cc.length + bcc.length,
        })
        .onConflictDoNothing()
        .returning({ id: paymentRemindersSent.id });
      if (!recorded.length) throw new AlreadySent();
      await tx
        .update(invoices)
        .set({ remindersSent: sql`${invoices.remindersSent} + 1`, lastReminderSentDate: ctx.today })
        .where(inOrg(invoices, org.id, eq(invoices.id, ctx.row.id)));
      await recordHistory(
        tx,
        org.id,
        ctx.row.id,
        scope.actor,
        'payment_reminder_sent',
        `${options.automatic ? 'Automatic payment reminder' : 'Payment reminder'} for invoice ${ctx.row.invoiceNumber} sent to ${to.join(', ')}.`,
        now,
      );
      return messageId;
    });
  } catch (error) {
    if (error instanceof AlreadySent) return null;
    throw error;
  }
}

export async function sendPaymentReminder(scope: Scope, invoiceId: string, input: SendInvoicePaymentReminderInput | null | undefined): Promise<string> {
  return (await sendReminderIn(scope, invoiceId, { input }))!;
}

/**
 * Reminders for several invoices, each in its own transaction: one failing does not stop the
 * others. Failures are grouped by their message; ids keep the order asked.
 */
export async function sendPaymentReminders(scope: Scope, invoiceIds: readonly string[]): Promise<InvoiceReminderBulkInfo> {
  const ids = [...new Set(invoiceIds)];
  if (!ids.length) throw invalid(['invoiceIds'], 'at least one invoice is required');
  if (ids.length > MAX_BULK_REMINDERS) {
    throw new KontorError('LIMIT_EXCEEDED', `Payment reminders can be sent for at most ${MAX_BULK_REMINDERS} invoices at once; ${ids.length} were given.`, {
      field: ['invoiceIds'],
      rule: `at most ${MAX_BULK_REMINDERS} invoices`,
    });
  }
  let sent = 0;
  const errors: { message: string; ids: string[]; code: number }[] = [];
  for (const id of ids) {
    try {
      await sendReminderIn(scope, id, {});
      sent += 1;
    } catch (error) {
      if (!(error instanceof KontorError)) throw error;
      const code = typeof error.extensions.errorCode === 'number' ? error.extensions.errorCode : ERRORS.INVALID_VALUE.code;
      // The same reason for several invoices reads once: the invoice's own number is left out.
      const message = bulkReason(error);
      const group = errors.find((e) => e.message === message);
      if (group) group.ids.push(id);
      else errors.push({ message, ids: [id], code });
    }
  }
  return {
    emailSuccessInfo: {
      message: sent ? `Payment reminders have been sent for ${sent} invoice${sent === 1 ? '' : 's'}.` : 'No payment reminder has been sent.',
      sentCount: sent,
    },
    emailErrorsInfo: errors,
    code: errors.length ? errors[0].code : 0,
  };
}

function bulkReason(error: KontorError): string {
  switch (error.extensions.code) {
    case 'NOT_FOUND':
      return 'These invoices do not exist.';
    case 'INVALID_STATE':
      return 'Payment reminders go only to open or overdue invoices; these are drafts, void or paid.';
    default:
      if (error.message.includes('has no contact person with an email address'))
        return 'The customers of these invoices have no contact person with an email address.';
      return error.message;
  }
}

/**
 * Emails an invoice (with its PDF unless told otherwise). A draft is marked sent first, as
 * `status/sent` does (posted to the ledger), so the PDF and the mail show it sent; a void
 * invoice is refused. `is_emailed` turns true.
 */
export function emailInvoice(scope: Scope, invoiceId: string, input: EmailInvoiceInput | null | undefined, sendAttachment: boolean): Promise<string> {
  return scope.db.transaction((tx: Tx) => emailInvoiceIn(tx, scope, invoiceId, input, sendAttachment));
}

/**
 * Emails several invoices (POST /invoices/email?invoice_ids=, at most MAX_BULK_EMAILS), each to
 * its selected contacts with its PDF, as `emailInvoice` does one, in one transaction: all or none.
 */
export async function emailInvoices(scope: Scope, invoiceIds: readonly string[]): Promise<number> {
  const wanted = [...new Set(invoiceIds.map((id) => id.trim()).filter(Boolean))];
  if (!wanted.length) throw invalid(['invoiceIds'], 'is required: name the invoices to email');
  if (wanted.length > MAX_BULK_EMAILS) {
    throw new KontorError('LIMIT_EXCEEDED', `At most ${MAX_BULK_EMAILS} invoices are emailed at once; ${wanted.length} were given.`, {
      field: ['invoiceIds'],
      rule: `at most ${MAX_BULK_EMAILS}`,
    });
  }
  return scope.db.transaction(async (tx: Tx) => {
    for (const id of wanted) await emailInvoiceIn(tx, scope, id, null, true);
    return wanted.length;
  });
}

async function emailInvoiceIn(tx: Tx, scope: Scope, invoiceId: string, input: EmailInvoiceInput | null | undefined, sendAttachment: boolean): Promise<string> {
  const { org, now } = scope;
  {
    let ctx = await mailContext(tx, scope, invoiceId, true);
    const refusal = emailRefusal(ctx);
    if (refusal) throw refusal;
    if (ctx.row.status === 'draft') {
      await markSentIn(tx, scope, ctx.row.id);
      ctx = await mailContext(tx, scope, invoiceId);
    }
    const content = contentOf(ctx, org, 'invoice');
    const mail = {
      input,
      defaultTo: content.toContacts.filter((c) => c.selected).map((c) => c.email),
      subject: content.subject,
      body: content.body,
      document: `invoice ${ctx.row.invoiceNumber}`,
      about: { entity: 'invoice', id: ctx.row.id },
    };
    recipientsOf(mail);
    const attachments = sendAttachment
      ? [{ fileName: content.fileName, contentType: 'application/pdf', content: await renderInvoicePdf(wireDocument(ctx.invoice, org)) }]
      : [];
    const { messageId, to } = await sendDocumentMail(tx, scope, { ...mail, attachments });
    await tx
      .update(invoices)
      .set({ isEmailed: true })
      .where(inOrg(invoices, org.id, eq(invoices.id, ctx.row.id)));
    await recordHistory(tx, org.id, ctx.row.id, scope.actor, 'emailed', `Invoice ${ctx.row.invoiceNumber} emailed to ${to.join(', ')}.`, now);
    return messageId;
  }
}

// --- automatic reminders -----------------------------------------------------------------------

const WHEN: Record<ReminderRuleValue['when'], PaymentReminderWhen> = { before_due: 'BEFORE_DUE', after_due: 'AFTER_DUE' };
const WHEN_OF: Record<PaymentReminderWhen, ReminderRuleValue['when']> = { BEFORE_DUE: 'before_due', AFTER_DUE: 'after_due' };

type SettingsRow = typeof paymentReminderSettings.$inferSelect;

function settingsView(row: SettingsRow | undefined): PaymentReminderSettings {
  return {
    isEnabled: row?.autoRemindersEnabled ?? false,
    reminders: (row?.rules ?? []).map((r) => ({ reminderId: r.key, type: WHEN[r.when], days: r.days })),
    ccMailIds: row?.ccAddresses ?? [],
    sendFromOrgEmailId: row?.sendFromOrgEmail ?? true,
  };
}

export async function getReminderSettings(scope: Scope): Promise<PaymentReminderSettings> {
  const [row] = await scope.db.select().from(paymentReminderSettings).where(inOrg(paymentReminderSettings, scope.org.id));
  return settingsView(row);
}

/** Replaces the organization's automatic reminder settings; rules keep their key (`after_due_7`). */
export async function updateReminderSettings(scope: Scope, input: PaymentReminderSettingsInput): Promise<PaymentReminderSettings> {
  const { db, now } = scope;
  const organizationId = scope.org.id;
  const [previous] = await db.select().from(paymentReminderSettings).where(inOrg(paymentReminderSettings, organizationId));
  const rules: ReminderRuleValue[] = input.reminders
    ? input.reminders.map((r) => ({ key: `${WHEN_OF[r.type]}_${r.days}`, when: WHEN_OF[r.type], days: r.days }))
    : (previous?.rules ?? []);
  if (rules.length > MAX_REMINDER_RULES) {
    throw new KontorError('LIMIT_EXCEEDED', `An organization has at most ${MAX_REMINDER_RULES} automatic reminders; ${rules.length} were given.`, {
      field: ['input', 'reminders'],
      rule: `at most ${MAX_REMINDER_RULES} reminders`,
    });
  }
  // Before and after the due date by 0 days are the same day.
  const days = (r: ReminderRuleValue) => (r.when === 'before_due' ? -r.days : r.days);
  rules.forEach((r, i) => {
    if (rules.findIndex((o) => days(o) === days(r)) !== i)
      throw new KontorError(
        'DUPLICATE',
        `Two reminders go out on the same day relative to the due date (${r.days} days ${r.when === 'before_due' ? 'before' : 'after'}).`,
        { field: ['input', 'reminders', i], rule: 'must be unique' },
      );
  });
  if (input.isEnabled && !rules.length) throw invalid(['input', 'reminders'], 'at least one reminder is required to switch automatic reminders on');
  const cc = input.ccMailIds === null || input.ccMailIds === undefined ? (previous?.ccAddresses ?? []) : addresses(input.ccMailIds, 'ccMailIds')!;
  rules.sort((a, b) => days(a) - days(b));
  const values = {
    autoRemindersEnabled: input.isEnabled,
    rules,
    ccAddresses: cc,
    sendFromOrgEmail: input.sendFromOrgEmailId ?? previous?.sendFromOrgEmail ?? true,
    updatedAt: now,
  };
  const [row] = await db
    .insert(paymentReminderSettings)
    .values({ id: newId(), organizationId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: paymentReminderSettings.organizationId, set: values })
    .returning();
  return settingsView(row);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * One run of the automatic reminders at `now`. For each organization that switched them on,
 * each open invoice with a balance and `payment_reminder_enabled` gets the latest of its
 * rules whose day (due date ± days, in the organization's time zone) has come, at most
 * CATCH_UP_DAYS late, unless that reminder went out already. Earlier rules an invoice skipped
 * (the rules were switched on late, or nothing ran) are not sent afterwards. The unique key
 * `<rule>@<due date>` per invoice makes every reminder go out once, whatever retries, second
 * workers or runs; a changed due date starts afresh. Returns how many were sent.
 */
export async function runAutomaticReminders(run: Pick<Runtime, 'database' | 'jobs' | 'blobs' | 'clock'>): Promise<number> {
  const now = run.clock.now();
  const db = run.database.db;
  const orgs = await db
    .select({ org: organizations, settings: paymentReminderSettings })
    .from(paymentReminderSettings)
    .innerJoin(organizations, eq(organizations.id, paymentReminderSettings.organizationId))
    .where(eq(paymentReminderSettings.autoRemindersEnabled, true))
    .orderBy(asc(paymentReminderSettings.organizationId));
  let sent = 0;
  for (const { org, settings } of orgs) {
    if (!settings.rules.length) continue;
    const scope = jobScope(run, org, PLATFORM, now);
    const today = scope.today;
    const offsets = settings.rules.map((r) => (r.when === 'before_due' ? -r.days : r.days));
    // A rule with offset o fires on dueDate + o: due dates from today - max(o) - catch-up to today - min(o).
    const earliestDue = addDays(today, -Math.max(...offsets) - CATCH_UP_DAYS);
    const latestDue = addDays(today, -Math.min(...offsets));
    // A contact switched off (POST /contacts/{id}/paymentreminder/disable) gets none on any invoice.
    const candidates = await db
      .select({ id: invoices.id, dueDate: invoices.dueDate })
      .from(invoices)
      .innerJoin(contacts, and(eq(contacts.organizationId, invoices.organizationId), eq(contacts.id, invoices.customerId)))
      .where(
        inOrg(
          invoices,
          org.id,
          inArray(invoices.status, ['sent', 'viewed', 'partially_paid', 'overdue']),
          sql`${invoices.balance} > 0`,
          eq(invoices.paymentReminderEnabled, true),
          eq(contacts.paymentReminderEnabled, true),
          gte(invoices.dueDate, earliestDue),
          lte(invoices.dueDate, latestDue),
        ),
      )
      .orderBy(asc(invoices.dueDate), asc(invoices.id));
    if (!candidates.length) continue;
    const taken = await db
      .select({ invoiceId: paymentRemindersSent.invoiceId, key: paymentRemindersSent.reminderKey })
      .from(paymentRemindersSent)
      .where(
        inOrg(
          paymentRemindersSent,
          org.id,
          inArray(
            paymentRemindersSent.invoiceId,
            candidates.map((c) => c.id),
          ),
          isNotNull(paymentRemindersSent.reminderKey),
        ),
      );
    const takenKeys = new Set(taken.map((t) => `${t.invoiceId}/${t.key}`));
    for (const invoice of candidates) {
      // The latest rule whose day has come, within the catch-up window.
      const due = settings.rules
        .map((rule) => ({ rule, day: addDays(invoice.dueDate, rule.when === 'before_due' ? -rule.days : rule.days) }))
        .filter((r) => r.day <= today && r.day >= addDays(today, -CATCH_UP_DAYS))
        .sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0))[0];
      if (!due) continue;
      const key = `${due.rule.key}@${invoice.dueDate}`;
      if (takenKeys.has(`${invoice.id}/${key}`)) continue;
      // A later rule already went out for this due date: earlier ones are not sent after it.
      const laterSent = settings.rules.some(
        (r) => takenKeys.has(`${invoice.id}/${r.key}@${invoice.dueDate}`) && addDays(invoice.dueDate, r.when === 'before_due' ? -r.days : r.days) >= due.day,
      );
      if (laterSent) continue;
      try {
        const messageId = await sendReminderIn(scope, invoice.id, {
          automatic: { key, cc: settings.ccAddresses, fromOrganization: settings.sendFromOrgEmail },
        });
        if (messageId) sent += 1;
      } catch (error) {
        // An invoice that cannot be reminded (no address, paid meanwhile) does not stop the others.
        if (!(error instanceof KontorError)) throw error;
      }
    }
  }
  return sent;
}
