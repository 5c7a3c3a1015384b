/**
 * A customer's statement of a period and mail to a contact. The statement reads the
 * customer's invoices (sent or later, not void, in the contact's currency) and the payments
 * applied to them: opening balance = invoiced − paid before the period, then the period's
 * invoices and payments, closing balance = opening + invoiced − paid. Mail is queued through
 * the messaging module in the caller's transaction; the PDF is drawn with pdfkit.
 */
import { recordContactHistory } from '../parties/contact-history.ts';
import { and, asc, eq, gte, lt, lte, notInArray, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Executor } from '../../../drizzle/client.ts';
import { invoicePayments, invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';

import { type Decimal, dec, formatMoney, toDb } from '../../core/values/money.ts';
import { escapeHtml } from '../../core/values/text.ts';
import { organizationSender, queueEmail, requireEmailRelay } from '../../messaging/api.ts';
import type { ContactStatementMailContent, EmailContactInput, EmailContactStatementInput } from '../generated/graphql.ts';
import { addresses } from './reminder-service.ts';
import { fromEmailsOf } from './reminder-views.ts';
import { type ContactRecord, getContact } from '../parties/contact-store.ts';
import { mailContactsOf } from '../documents/document-parties.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

interface StatementLine {
  date: string;
  kind: 'invoice' | 'payment';
  reference: string;
  amount: Decimal;
}

interface Statement {
  contact: ContactRecord;
  startDate: string;
  endDate: string;
  opening: Decimal;
  invoiced: Decimal;
  paid: Decimal;
  closing: Decimal;
  lines: StatementLine[];
  precision: number;
}

function periodOf(scope: Scope, startDate?: string | null, endDate?: string | null): { startDate: string; endDate: string } {
  const start = startDate ?? `${scope.today.slice(0, 8)}01`;
  const end = endDate ?? scope.today;
  if (start > end) throw invalid(['startDate'], `must not be after end_date (${end}): a statement covers at least one day`);
  return { startDate: start, endDate: end };
}

/** The statement in five statements whatever the number of documents. */
async function statementOf(db: Executor, scope: Scope, contactId: string, period: { startDate: string; endDate: string }): Promise<Statement> {
  const contact = await getContact(db, scope.org.id, contactId);
  if (contact.contactType !== 'customer')
    throw new KontorError('INVALID_STATE', `${contact.contactName} is a vendor: statements go to customers.`, {
      field: ['contactId'],
      rule: 'must be a customer',
    });
  const mine = and(eq(invoices.customerId, contact.id), eq(invoices.currencyId, contact.currencyId), notInArray(invoices.status, ['draft', 'void']));
  const [before] = await db
    .select({ invoiced: sql<string>`coalesce(sum(${invoices.total}), 0)::text` })
    .from(invoices)
    .where(inOrg(invoices, scope.org.id, mine, lt(invoices.date, period.startDate)));
  const [paidBefore] = await db
    .select({ paid: sql<string>`coalesce(sum(${invoicePayments.amount}), 0)::text` })
    .from(invoicePayments)
    .innerJoin(invoices, and(eq(invoices.organizationId, invoicePayments.organizationId), eq(invoices.id, invoicePayments.invoiceId)))
    .where(inOrg(invoicePayments, scope.org.id, mine, lt(invoicePayments.date, period.startDate)));
  const periodInvoices = await db
    .select({ date: invoices.date, number: invoices.invoiceNumber, total: invoices.total })
    .from(invoices)
    .where(inOrg(invoices, scope.org.id, mine, gte(invoices.date, period.startDate), lte(invoices.date, period.endDate)))
    .orderBy(asc(invoices.date), asc(invoices.id));
  const periodPayments = await db
    .select({ date: invoicePayments.date, number: invoices.invoiceNumber, amount: invoicePayments.amount, reference: invoicePayments.referenceNumber })
    .from(invoicePayments)
    .innerJoin(invoices, and(eq(invoices.organizationId, invoicePayments.organizationId), eq(invoices.id, invoicePayments.invoiceId)))
    .where(inOrg(invoicePayments, scope.org.id, mine, gte(invoicePayments.date, period.startDate), lte(invoicePayments.date, period.endDate)))
    .orderBy(asc(invoicePayments.date), asc(invoicePayments.id));
  const opening = dec(before.invoiced).minus(dec(paidBefore.paid));
  const lines: StatementLine[] = [
    ...periodInvoices.map((i) => ({ date: i.date, kind: 'invoice' as const, reference: i.number, amount: dec(i.total) })),
    ...periodPayments.map((p) => ({
      date: p.date,
      kind: 'payment' as const,
      reference: p.reference ? `${p.number} (${p.reference})` : p.number,
      amount: dec(p.amount),
    })),
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.kind === b.kind ? 0 : a.kind === 'invoice' ? -1 : 1));
  const invoiced = lines.filter((l) => l.kind === 'invoice').reduce((s, l) => s.plus(l.amount), dec(0));
  const paid = lines.filter((l) => l.kind === 'payment').reduce((s, l) => s.plus(l.amount), dec(0));
  return { contact, ...period, opening, invoiced, paid, closing: opening.plus(invoiced).minus(paid), lines, precision: scope.org.pricePrecision };
}

function money(statement: Statement, value: Decimal): string {
  return formatMoney(statement.contact.currencyCode, value, statement.precision);
}

/** The statement as a PDF: header, summary, then every invoice and payment with the running balance. */
export function renderStatementPdf(statement: Statement, organizationName: string): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Statement of ${statement.contact.contactName}`, Producer: 'Kontor' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.fontSize(18).text(organizationName);
  pdf.moveDown(0.5).fontSize(14).text('Statement of Accounts');
  pdf.fontSize(10).text(`${statement.contact.contactName}`);
  pdf.text(`${statement.startDate} to ${statement.endDate}`);
  pdf.moveDown();
  pdf.text(`Opening Balance: ${money(statement, statement.opening)}`);
  pdf.text(`Invoiced Amount: ${money(statement, statement.invoiced)}`);
  pdf.text(`Amount Paid: ${money(statement, statement.paid)}`);
  pdf.text(`Balance Due: ${money(statement, statement.closing)}`);
  pdf.moveDown();
  let balance = statement.opening;
  pdf.text(`${statement.startDate}  Opening Balance  ${money(statement, balance)}`);
  for (const line of statement.lines) {
    balance = line.kind === 'invoice' ? balance.plus(line.amount) : balance.minus(line.amount);
    const label = line.kind === 'invoice' ? `Invoice ${line.reference}` : `Payment for ${line.reference}`;
    pdf.text(`${line.date}  ${label}  ${line.kind === 'invoice' ? '' : '-'}${money(statement, line.amount)}  Balance ${money(statement, balance)}`);
  }
  if (!statement.lines.length) pdf.text('No invoices or payments in this period.');
  pdf.end();
  return done;
}

function contentOf(scope: Scope, statement: Statement, sender: Awaited<ReturnType<typeof organizationSender>>): ContactStatementMailContent {
  const name = escapeHtml(statement.contact.contactName);
  return {
    contactId: statement.contact.id,
    subject: `Account Statement from ${statement.startDate} to ${statement.endDate}`,
    body:
      `<p>Dear ${name},</p><p>Please find attached the statement of your account with ${escapeHtml(scope.org.name)} ` +
      `from ${statement.startDate} to ${statement.endDate}. Balance due: <b>${escapeHtml(money(statement, statement.closing))}</b>.</p>`,
    fileName: `statement_${statement.contact.contactName.replace(/[^\w.-]+/g, '_')}_${statement.startDate}_${statement.endDate}.pdf`,
    toContacts: mailContactsOf(statement.contact, []),
    fromEmails: fromEmailsOf(sender, scope.org),
    startDate: statement.startDate,
    endDate: statement.endDate,
    openingBalance: toDb(statement.opening),
    invoicedAmount: toDb(statement.invoiced),
    amountPaid: toDb(statement.paid),
    balanceDue: toDb(statement.closing),
  };
}

export async function statementMailContent(
  scope: Scope,
  contactId: string,
  startDate?: string | null,
  endDate?: string | null,
): Promise<ContactStatementMailContent> {
  const statement = await statementOf(scope.db, scope, contactId, periodOf(scope, startDate, endDate));
  return contentOf(scope, statement, await organizationSender(scope.db, scope.org.id));
}

function noRecipient(contact: ContactRecord): KontorError {
  return invalid(['input', 'toMailIds'], `is required: ${contact.contactName} has no contact person with an email address`);
}

export async function emailStatement(
  scope: Scope,
  contactId: string,
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  input: EmailContactStatementInput | null | undefined,
): Promise<string> {
  const period = periodOf(scope, startDate, endDate);
  const given = input ?? {};
  return scope.db.transaction(async (tx) => {
    const statement = await statementOf(tx, scope, contactId, period);
    const content = contentOf(scope, statement, await organizationSender(tx, scope.org.id));
    const to = addresses(given.toMailIds, 'toMailIds') ?? content.toContacts.filter((c) => c.selected).map((c) => c.email);
    if (!to.length) throw noRecipient(statement.contact);
    await requireEmailRelay(tx, scope.org.id, 'The statement');
    const { messageId } = await queueEmail(scope.jobs, tx, scope.org.id, {
      to,
      cc: addresses(given.ccMailIds, 'ccMailIds') ?? [],
      bcc: addresses(given.bccMailIds, 'bccMailIds') ?? [],
      subject: given.subject?.trim() || content.subject,
      html: given.body?.trim() ? given.body : content.body,
      attachments: [{ fileName: content.fileName, contentType: 'application/pdf', content: await renderStatementPdf(statement, scope.org.name) }],
      fromOrganization: true,
      about: { module: 'accounting', entity: 'contact', id: statement.contact.id },
      queuedAt: scope.now,
    });
    await recordContactHistory(
      tx,
      scope,
      statement.contact.id,
      'statement_emailed',
      `Statement from ${period.startDate} to ${period.endDate} emailed to ${to.join(', ')}.`,
    );
    return messageId;
  });
}

export async function emailContact(scope: Scope, contactId: string, input: EmailContactInput, sendCustomerStatement: boolean): Promise<string> {
  if (!input.subject.trim()) throw invalid(['input', 'subject'], 'is required');
  if (!input.body.trim()) throw invalid(['input', 'body'], 'is required');
  return scope.db.transaction(async (tx) => {
    const contact = await getContact(tx, scope.org.id, contactId);
    const to =
      addresses(input.toMailIds, 'toMailIds') ??
      mailContactsOf(contact, [])
        .filter((c) => c.selected)
        .map((c) => c.email);
    if (!to.length) throw noRecipient(contact);
    const attachments = [];
    if (sendCustomerStatement) {
      const statement = await statementOf(tx, scope, contact.id, periodOf(scope));
      attachments.push({
        fileName: contentOf(scope, statement, null).fileName,
        contentType: 'application/pdf',
        content: await renderStatementPdf(statement, scope.org.name),
      });
    }
    await requireEmailRelay(tx, scope.org.id, 'The email to the contact');
    const { messageId } = await queueEmail(scope.jobs, tx, scope.org.id, {
      to,
      cc: addresses(input.ccMailIds, 'ccMailIds') ?? [],
      subject: input.subject.trim(),
      html: input.body,
      attachments,
      fromOrganization: true,
      about: { module: 'accounting', entity: 'contact', id: contact.id },
      queuedAt: scope.now,
    });
    await recordContactHistory(tx, scope, contact.id, 'emailed', `Email "${input.subject.trim()}" sent to ${to.join(', ')}.`);
    return messageId;
  });
}
