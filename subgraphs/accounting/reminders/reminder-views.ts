/**
 * What an invoice mail holds before it is sent: the content of a payment reminder or of the
 * invoice's own mail (subject, body, who it goes to and from), and the invoice as the PDF
 * renderer reads it.
 */
import type { Executor } from '../../../drizzle/client.ts';
import type { Scope } from '../../core/request/scope.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { formatMoney } from '../../core/values/money.ts';
import { escapeHtml } from '../../core/values/text.ts';
import { formatDisplayDate } from '../../core/values/time.ts';
import { type KontorError, cannotMove } from '../../core/values/errors.ts';
import { organizationSender } from '../../messaging/api.ts';
import type { Invoice, InvoiceMailContent } from '../generated/graphql.ts';
import { invoiceStated, statusOf } from '../invoices/invoice-status.ts';
import type { WireInvoiceDocument } from '../invoices/invoice-pdf.ts';
import { type InvoiceRecord, findInvoice } from '../invoices/invoice-store.ts';
import { invoiceView } from '../invoices/invoice-views.ts';
import { type ContactRecord, findContacts } from '../parties/contact-store.ts';
import { mailContactsOf } from '../documents/document-parties.ts';
import {
  ccChoicesOf,
  fileStemOf,
  fromEmailsOf,
  noDeprecatedPlaceholders,
  noRecipient as documentNoRecipient,
  nobodyToMail,
  selectedSender,
} from '../documents/document-mail.ts';
import { invoicePrint } from '../invoices/invoice-pdf.ts';

// The mail rules every document shares live in the documents kernel; reminders, retainers and statements read them here too.
export { fileStemOf, fromEmailsOf, noDeprecatedPlaceholders, nobodyToMail, selectedSender };

const REMINDER_TEMPLATE = { emailTemplateId: '2000001', name: 'Default payment reminder' };
const INVOICE_TEMPLATE = { emailTemplateId: '2000002', name: 'Default invoice notification' };
/** The mail template retainer invoices are emailed with (built in, as the two above). */
export const RETAINER_MAIL_TEMPLATE_ID = '2000004';

// --- content ------------------------------------------------------------------------------

export interface MailContext {
  row: InvoiceRecord;
  invoice: Invoice;
  contact: ContactRecord | undefined;
  sender: { address: string; name: string | null } | null;
  today: string;
}

/** The invoice, its customer and the organization's sender, read on `db` (the caller's transaction, locked when asked). */
export async function mailContext(db: Executor, scope: Scope, invoiceId: string, lock = false): Promise<MailContext> {
  const org = scope.org;
  const row = await findInvoice(db, org.id, invoiceId, { lock });
  const [invoice, [contact], sender] = await Promise.all([
    invoiceView(db, scope, row.id),
    findContacts(db, org.id, [row.customerId]),
    organizationSender(db, org.id),
  ]);
  return { row, invoice, contact, sender, today: scope.today };
}

function money(value: string, invoice: Invoice): string {
  return formatMoney(invoice.currencyCode, value, invoice.pricePrecision);
}

function displayDate(date: string, org: OrganizationRow): string {
  return formatDisplayDate(date, org.dateFormat || 'dd MMM yyyy');
}

/** The address the customer would receive no mail at: refused before anything is queued. */
export function noRecipient(invoiceNumber: string): KontorError {
  return documentNoRecipient(`invoice ${invoiceNumber}`);
}

/** Reminders go to invoices that were sent and still have something to pay: sent, viewed, partially paid, overdue. */
export function reminderRefusal(ctx: MailContext): KontorError | null {
  const state = statusOf(ctx.row, ctx.today);
  if (state === 'draft' || state === 'void' || state === 'paid')
    return cannotMove(invoiceStated(ctx.row.invoiceNumber, state), 'sent a payment reminder', 'reminders go only to open or overdue invoices');
  return null;
}

/** A void invoice is not mailed; it must become a draft again first. */
export function emailRefusal(ctx: MailContext): KontorError | null {
  return ctx.row.status === 'void' ? cannotMove(invoiceStated(ctx.row.invoiceNumber, 'void'), 'emailed', 'turn it back into a draft first') : null;
}

export function fileNameOf(invoice: Invoice): string {
  return `${fileStemOf(invoice.invoiceNumber)}.pdf`;
}

function reminderText(ctx: MailContext, org: OrganizationRow): { subject: string; body: string } {
  const inv = ctx.invoice;
  const overdue = inv.dueDate < ctx.today;
  const subject = `Payment reminder for invoice ${inv.invoiceNumber}${overdue ? ' (overdue)' : ''}`;
  const body = [
    `<p>Dear ${escapeHtml(inv.customerName)},</p>`,
    `<p>${overdue ? 'You might have missed the payment for' : 'This is a friendly reminder about'} invoice <b>${escapeHtml(inv.invoiceNumber)}</b>, ` +
      `${overdue ? 'which was due' : 'which is due'} on ${escapeHtml(displayDate(inv.dueDate, org))}.</p>`,
    `<p>Balance due: <b>${escapeHtml(money(inv.balance, inv))}</b> of ${escapeHtml(money(inv.total, inv))}.</p>`,
    '<p>If you have already paid, please ignore this message. Thank you for your business.</p>',
    `<p>Regards,<br>${escapeHtml(org.name)}</p>`,
  ].join('\n');
  return { subject, body };
}

function invoiceText(ctx: MailContext, org: OrganizationRow): { subject: string; body: string } {
  const inv = ctx.invoice;
  const subject = `Invoice ${inv.invoiceNumber} from ${org.name}`;
  const body = [
    `<p>Dear ${escapeHtml(inv.customerName)},</p>`,
    `<p>Thank you for your business. Please find invoice <b>${escapeHtml(inv.invoiceNumber)}</b> attached.</p>`,
    `<p>Amount: <b>${escapeHtml(money(inv.total, inv))}</b>, due on ${escapeHtml(displayDate(inv.dueDate, org))}.</p>`,
    `<p>Regards,<br>${escapeHtml(org.name)}</p>`,
  ].join('\n');
  return { subject, body };
}

export function contentOf(ctx: MailContext, org: OrganizationRow, kind: 'reminder' | 'invoice'): InvoiceMailContent {
  const { subject, body } = kind === 'reminder' ? reminderText(ctx, org) : invoiceText(ctx, org);
  const template = kind === 'reminder' ? REMINDER_TEMPLATE : INVOICE_TEMPLATE;
  const fromEmails = fromEmailsOf(ctx.sender, org);
  const gateways = ctx.invoice.paymentOptions.paymentGateways;
  const toContacts = mailContactsOf(ctx.contact, ctx.row.contactPersons);
  const to = toContacts.filter((c) => c.selected).map((c) => c.email);
  const ccMailsList = ccChoicesOf(toContacts);
  const bccMails: string[] = [];
  const refusal = kind === 'reminder' ? reminderRefusal(ctx) : emailRefusal(ctx);
  const errorList = [refusal?.message, to.length ? null : nobodyToMail(`invoice ${ctx.row.invoiceNumber}`)].filter((m): m is string => !!m);
  return {
    subject,
    body,
    bccMails,
    // Each list also as one comma-separated string, as the family's mail content carries them.
    bccMailsStr: bccMails.join(','),
    ccMailsList,
    ccMailsStr: ccMailsList.map((c) => c.email).join(','),
    toContacts,
    toMailsStr: to.join(','),
    fromEmails,
    ...selectedSender(fromEmails),
    emailtemplates: [{ ...template, selected: true }],
    deprecatedPlaceholdersUsed: noDeprecatedPlaceholders(),
    emailtemplateDocuments: [],
    errorList,
    attachPdf: true,
    attachmentName: ctx.invoice.attachmentName ?? '',
    documents: ctx.invoice.documents.map((d) => d.fileName),
    fileName: fileNameOf(ctx.invoice),
    fileNameWithoutExtension: fileStemOf(ctx.invoice.invoiceNumber),
    gatewaysConfigured: gateways.some((g) => g.configured),
    gatewaysAssociated: gateways.length > 0,
    customerId: ctx.row.customerId,
    customerName: ctx.invoice.customerName,
    entityId: ctx.row.id,
    invoiceNumber: ctx.invoice.invoiceNumber,
    balance: ctx.invoice.balance,
    dueDate: ctx.invoice.dueDate,
    remindersSent: ctx.row.remindersSent,
    lastReminderSentDate: ctx.row.lastReminderSentDate,
  };
}

/** The invoice as the PDF renderer reads it (the wire form of InvoiceDocument). */
export function wireDocument(invoice: Invoice, org: OrganizationRow): WireInvoiceDocument {
  return invoicePrint.printableOf(invoice, org) as unknown as WireInvoiceDocument;
}
