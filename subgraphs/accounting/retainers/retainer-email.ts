/**
 * Emailing a retainer invoice: the default mail (GET …/email) and sending it through the kernel's
 * `sendDocumentMail` (documents/document-mail.ts), which queues it with
 * the messaging module's queueEmail, in the transaction that marks the retainer sent and emailed,
 * so the mail exists exactly when that change commits.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import { invalid } from '../../core/values/errors.ts';
import { escapeHtml } from '../../core/values/text.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { type EmailAttachment, organizationSender } from '../../messaging/api.ts';
import { recipientsOf, sendDocumentMail } from '../documents/document-mail.ts';
import { findContacts } from '../parties/contact-store.ts';
import { RETAINER_MAIL_TEMPLATE_ID, fileStemOf, fromEmailsOf, noDeprecatedPlaceholders, nobodyToMail } from '../reminders/reminder-views.ts';
import type { EmailRetainerInvoiceInput, RetainerInvoice, RetainerInvoiceEmailContent } from '../generated/graphql.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import type { Scope } from '../../core/request/scope.ts';
import { recordRetainerHistory } from './retainer-history.ts';
import { markSentIn, sendRefusal } from './retainer-service.ts';
import { findRetainer, retainerView } from './retainer-views.ts';
import { formatMoney } from '../../core/values/money.ts';
import { mailContactsOf } from '../documents/document-parties.ts';

type OrganizationFacts = Pick<OrganizationRow, 'name' | 'email' | 'dateFormat' | 'address' | 'orgAddress'>;

async function organizationFacts(db: Executor, organizationId: string): Promise<OrganizationFacts> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

function defaultSubject(retainer: RetainerInvoice, org: OrganizationFacts): string {
  return `Retainer Invoice - ${retainer.retainerinvoiceNumber} from ${org.name}`;
}

function defaultBody(retainer: RetainerInvoice, org: OrganizationFacts): string {
  const amount = formatMoney(retainer.currencyCode, retainer.total, retainer.pricePrecision);
  return [
    `<p>Dear ${escapeHtml(retainer.customerName)},</p>`,
    `<p>Thank you for your business. Please find the retainer invoice ${escapeHtml(retainer.retainerinvoiceNumber)} for ${escapeHtml(amount)} attached. The amount will be held as an advance and drawn against the invoices that follow.</p>`,
    `<p>Balance due: ${escapeHtml(formatMoney(retainer.currencyCode, retainer.balance, retainer.pricePrecision))}</p>`,
    `<p>Regards,<br>${escapeHtml(org.name)}</p>`,
  ].join('\n');
}

export async function emailContent(scope: Scope, retainerinvoiceId: string): Promise<RetainerInvoiceEmailContent> {
  const { db, org } = scope;
  const row = await findRetainer(db, org.id, retainerinvoiceId);
  const [retainer, facts, [contact], sender, refusal] = await Promise.all([
    retainerView(db, org, row.id),
    organizationFacts(db, org.id),
    findContacts(db, org.id, [row.customerId]),
    organizationSender(db, org.id),
    sendRefusal(db, org.id, row, { emailed: true }),
  ]);
  const contacts = mailContactsOf(contact, row.contactPersons);
  const to = contacts.filter((c) => c.selected).map((c) => c.email);
  const noOne = to.length ? null : nobodyToMail(`retainer invoice ${row.retainerinvoiceNumber}`);
  return {
    subject: defaultSubject(retainer, facts),
    body: defaultBody(retainer, facts),
    toContacts: contacts,
    toMailIds: to,
    fromEmails: fromEmailsOf(sender, facts),
    emailTemplateId: RETAINER_MAIL_TEMPLATE_ID,
    deprecatedPlaceholdersUsed: noDeprecatedPlaceholders(),
    errorList: [refusal?.message, noOne].filter((m): m is string => !!m),
    gatewaysConfigured: retainer.paymentOptions.paymentGateways.some((g) => g.configured),
    attachmentName: retainer.attachmentName ?? '',
    fileName: `${fileStemOf(retainer.retainerinvoiceNumber)}.pdf`,
    attachPdf: true,
    customerId: retainer.customerId,
    customerName: retainer.customerName,
    entityId: retainer.retainerinvoiceId,
  };
}

/** The retainer invoice printed with the invoice layout under its own heading. */
export function renderRetainerPdf(retainer: RetainerInvoice, org: OrganizationFacts): Promise<Buffer> {
  const n = (value: string | null | undefined) => value ?? '0';
  const address = (a: RetainerInvoice['billingAddress']) => ({ ...a });
  return renderInvoicePdf({
    title: 'RETAINER INVOICE',
    invoice: {
      invoice_number: retainer.retainerinvoiceNumber,
      date: retainer.date,
      due_date: retainer.date,
      status: retainer.status.toLowerCase(),
      reference_number: retainer.referenceNumber,
      customer_name: retainer.customerName,
      currency_code: retainer.currencyCode,
      price_precision: retainer.pricePrecision,
      billing_address: address(retainer.billingAddress),
      shipping_address: address(retainer.shippingAddress),
      line_items: retainer.lineItems.map((l) => ({
        name: l.description,
        description: null,
        quantity: 1,
        unit: null,
        rate: n(l.rate),
        tax_name: l.taxName,
        tax_percentage: l.taxPercentage == null ? null : n(l.taxPercentage),
        item_total: n(l.itemTotal),
      })),
      sub_total: n(retainer.subTotal),
      discount_amount: 0,
      is_discount_before_tax: true,
      is_inclusive_tax: retainer.isInclusiveTax,
      taxes: retainer.taxes.map((t) => ({ tax_name: t.taxName, tax_percentage: n(t.taxPercentage), tax_amount: n(t.taxAmount) })),
      shipping_charge: 0,
      adjustment: 0,
      total: n(retainer.total),
      payment_made: n(retainer.paymentMade),
      credits_applied: 0,
      balance: n(retainer.balance),
      notes: retainer.notes,
      terms: retainer.terms,
    },
    organization: {
      name: org.name,
      date_format: org.dateFormat,
      org_address: org.orgAddress,
      email: org.email,
      address: org.address,
    },
  });
}

/** The addresses the default mail goes to; refused, naming to_mail_ids, when the customer has none. */
async function defaultRecipients(db: Executor, organizationId: string, row: Awaited<ReturnType<typeof findRetainer>>): Promise<string[]> {
  const [contact] = await findContacts(db, organizationId, [row.customerId]);
  const to = mailContactsOf(contact, row.contactPersons)
    .filter((c) => c.selected)
    .map((c) => c.email);
  if (!to.length) {
    throw invalid(
      ['input', 'toMailIds'],
      `is required: the customer of retainer invoice ${row.retainerinvoiceNumber} has no contact person with an email address`,
    );
  }
  return to;
}

/**
 * Sends the retainer invoice: a draft (or approved one) becomes sent, `is_emailed` turns true,
 * and the mail is queued in the same transaction. An empty body or subject takes the default;
 * no `toMailIds`, the customer's selected contact persons (an empty request body sends the default mail).
 * `files` are uploaded attachments read before the transaction.
 */
export async function emailRetainer(
  s: Scope,
  retainerinvoiceId: string,
  input: EmailRetainerInvoiceInput,
  options: { sendAttachment: boolean; files: readonly EmailAttachment[] },
): Promise<RetainerInvoice> {
  // An empty list names nobody and is refused; no list at all is the default mail's recipients (below).
  if (input.toMailIds != null && !input.toMailIds.some((a) => a.trim())) throw invalid(['input', 'toMailIds'], 'is required: name at least one recipient');
  // The addresses given are checked before anything is written.
  if (input.toMailIds != null) recipientsOf({ input, defaultTo: [], document: 'the retainer invoice' });
  const facts = await organizationFacts(s.db, s.org.id);
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    // No recipients named: the customer's contact persons the default mail selects (GET …/email's to_mail_ids).
    const mail = { input, defaultTo: input.toMailIds == null ? await defaultRecipients(tx, s.org.id, row) : [], fromOrganization: false };
    await markSentIn(tx, s, row, { emailed: true });
    // The PDF shows the retainer as the customer receives it: already sent.
    const sent = await retainerView(tx, s.org, retainerinvoiceId);
    const pdf = options.sendAttachment ? await renderRetainerPdf(sent, facts) : null;
    const attachments: EmailAttachment[] = [
      ...(pdf ? [{ fileName: `${row.retainerinvoiceNumber}.pdf`, contentType: 'application/pdf', content: pdf }] : []),
      ...options.files,
    ];
    const { to, cc } = await sendDocumentMail(tx, s, {
      ...mail,
      document: `retainer invoice ${row.retainerinvoiceNumber}`,
      subject: defaultSubject(sent, facts),
      body: defaultBody(sent, facts),
      attachments,
      about: { entity: 'retainer_invoice', id: row.id },
    });
    await recordRetainerHistory(
      tx,
      s.org.id,
      row.id,
      s.actor,
      'emailed',
      `Retainer invoice ${row.retainerinvoiceNumber} emailed to ${[...to, ...cc].join(', ')}.`,
      s.now,
    );
    return retainerView(tx, s.org, row.id);
  });
}
