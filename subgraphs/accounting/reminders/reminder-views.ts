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
import { KontorError, cannotMove, invalid } from '../../core/values/errors.ts';
import { fromHeader, organizationSender } from '../../messaging/api.ts';
import type { Invoice, InvoiceMailAddress, InvoiceMailContact, InvoiceMailContent, InvoiceMailSender } from '../generated/graphql.ts';
import { invoiceStated, statusOf } from '../invoices/invoice-status.ts';
import type { WireInvoiceDocument } from '../invoices/invoice-pdf.ts';
import { type InvoiceRecord, findInvoice } from '../invoices/invoice-store.ts';
import { invoiceView } from '../invoices/invoice-views.ts';
import { type ContactRecord, findContacts } from '../parties/contact-store.ts';
import { mailContactsOf } from '../documents/document-parties.ts';

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

/** The copies a mail may offer: the persons with an address who are not selected recipients, with their names. */
function ccChoicesOf(contacts: readonly InvoiceMailContact[]): InvoiceMailAddress[] {
  return contacts.filter((c) => !c.selected).map((c) => ({ userName: [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email, email: c.email }));
}

/** What a mail's content says when the customer has no address to send to (sending then needs to_mail_ids). */
export const nobodyToMail = (document: string): string =>
  `The customer of ${document} has no contact person with an email address: name the recipients in to_mail_ids.`;

/** The address the customer would receive no mail at: refused before anything is queued. */
export function noRecipient(invoiceNumber: string): KontorError {
  return invalid(['input', 'toMailIds'], `is required: the customer of invoice ${invoiceNumber} has no contact person with an email address`);
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

/** The PDF's file name without its extension: the document number, safe in a file name. */
export function fileStemOf(documentNumber: string): string {
  return documentNumber.replace(/[\\/:*?"<>|\r\n]+/g, '_');
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

/** The address mail of the organization goes from: its sender in messaging, else its own email. */
export function fromEmailsOf(sender: MailContext['sender'], org: Pick<OrganizationRow, 'name' | 'email'>): InvoiceMailSender[] {
  if (sender) return [{ userName: sender.name ?? org.name, email: sender.address, selected: true, isOrgEmailId: true }];
  return org.email ? [{ userName: org.name, email: org.email, selected: true, isOrgEmailId: true }] : [];
}

/** The selected sender's address and From header ("" for both without one: the platform relay's own address sends). */
export function selectedSender(fromEmails: readonly InvoiceMailSender[]): { fromEmail: string; fromAddress: string } {
  const chosen = fromEmails.find((f) => f.selected);
  if (!chosen) return { fromEmail: '', fromAddress: '' };
  return { fromEmail: chosen.email, fromAddress: fromHeader(chosen.userName, chosen.email) };
}

/**
 * Kontor's mail templates are built into the code: none uses a placeholder of a retired name,
 * so `deprecated_placeholders_used` is always empty, and none carries files of its own
 * (`emailtemplate_documents`).
 */
export const noDeprecatedPlaceholders = (): string[] => [];

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
  const n = (v: string | null | undefined) => (v === null || v === undefined ? 0 : Number(v));
  return {
    invoice: {
      invoice_number: invoice.invoiceNumber,
      date: invoice.date,
      due_date: invoice.dueDate,
      status: String(invoice.status).toLowerCase(),
      reference_number: invoice.referenceNumber,
      customer_name: invoice.customerName,
      currency_code: invoice.currencyCode,
      price_precision: invoice.pricePrecision,
      payment_terms_label: invoice.paymentTermsLabel,
      billing_address: invoice.billingAddress,
      shipping_address: invoice.shippingAddress,
      line_items: invoice.lineItems.map((l) => ({
        name: l.name,
        description: l.description,
        quantity: n(l.quantity),
        unit: l.unit,
        rate: n(l.rate),
        discount: l.discount,
        tax_name: l.taxName,
        tax_percentage: l.taxPercentage === null ? null : n(l.taxPercentage),
        item_total: n(l.itemTotal),
      })),
      sub_total: n(invoice.subTotal),
      discount_amount: n(invoice.discountAmount),
      discount: invoice.discount,
      is_discount_before_tax: invoice.isDiscountBeforeTax,
      is_inclusive_tax: invoice.isInclusiveTax,
      taxes: invoice.taxes.map((t) => ({ tax_name: t.taxName, tax_percentage: n(t.taxPercentage), tax_amount: n(t.taxAmount) })),
      shipping_charge: n(invoice.shippingCharge),
      adjustment: n(invoice.adjustment),
      adjustment_description: invoice.adjustmentDescription,
      total: n(invoice.total),
      payment_made: n(invoice.paymentMade),
      credits_applied: n(invoice.creditsApplied),
      balance: n(invoice.balance),
      notes: invoice.notes,
      terms: invoice.terms,
      salesperson_name: invoice.salespersonName,
    },
    organization: { name: org.name, date_format: org.dateFormat, org_address: org.orgAddress, email: org.email, address: org.address },
  };
}
