/**
 * A document's mail, through the messaging pipeline (messaging's `queueEmail`, in the
 * transaction of what the mail changes on the document): who it goes to and from, its default
 * content (GET …/email), the checks of the addresses given, the PDF attached, and — for a kind
 * declared with `documentMail` — sending it: the document found and locked, refused in the
 * states its kind refuses, moved as its kind moves a document mailed (a draft estimate becomes
 * sent, a draft sales order open), marked emailed, the mail queued and the history written, in
 * one transaction. Invoices send through `sendDocumentMail` with their own content.
 */
import { type Column, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import type { InvoiceContactPersonValue } from '../../../drizzle/tables/accounting/invoices.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import type { Scope } from '../../core/request/scope.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { isEmail } from '../../core/values/text.ts';
import { type EmailAttachment, fromHeader, organizationSender, queueEmail, requireEmailRelay } from '../../messaging/api.ts';
import type { DocumentEmailInput, DocumentMailContent, InvoiceMailAddress, InvoiceMailContact, InvoiceMailSender } from '../generated/graphql.ts';
import { type ContactRecord, findContacts } from '../parties/contact-store.ts';
import { mailContactsOf } from './document-parties.ts';

/** Addresses in each of to, cc and bcc of a document's mail. */
export const MAX_ADDRESSES = 10;
/** Documents one bulk email request may name. */
export const MAX_BULK_EMAILS = 10;

/** A list of addresses given for a mail: each checked, duplicates dropped; undefined when none was given. */
export function mailAddresses(list: readonly string[] | null | undefined, field: string): string[] | undefined {
  if (list === null || list === undefined) return undefined;
  const out: string[] = [];
  list.forEach((raw, i) => {
    const address = raw.trim();
    if (!isEmail(address)) throw invalid(['input', field, i], `${JSON.stringify(raw)} is not an email address`);
    if (!out.some((a) => a.toLowerCase() === address.toLowerCase())) out.push(address);
  });
  if (out.length > MAX_ADDRESSES) {
    throw new KontorError('LIMIT_EXCEEDED', `A mail goes to at most ${MAX_ADDRESSES} addresses in ${field}; ${out.length} were given.`, {
      field: ['input', field],
      rule: `at most ${MAX_ADDRESSES} addresses`,
    });
  }
  return out;
}

/** What a mail's content says when the customer has no address to send to (sending then needs to_mail_ids). */
export const nobodyToMail = (document: string): string =>
  `The customer of ${document} has no contact person with an email address: name the recipients in to_mail_ids.`;

/** The refusal of a mail with no one to go to. */
export function noRecipient(document: string): KontorError {
  return invalid(['input', 'toMailIds'], `is required: the customer of ${document} has no contact person with an email address`);
}

/** The PDF's file name without its extension: the document number, safe in a file name. */
export function fileStemOf(documentNumber: string): string {
  return documentNumber.replace(/[\\/:*?"<>|\r\n]+/g, '_');
}

/** The copies a mail may offer: the persons with an address who are not selected recipients, with their names. */
export function ccChoicesOf(contacts: readonly InvoiceMailContact[]): InvoiceMailAddress[] {
  return contacts.filter((c) => !c.selected).map((c) => ({ userName: [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email, email: c.email }));
}

type Sender = { address: string; name: string | null } | null;

/** The address mail of the organization goes from: its sender in messaging, else its own email. */
export function fromEmailsOf(sender: Sender, org: Pick<OrganizationRow, 'name' | 'email'>): InvoiceMailSender[] {
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

/** What a mail's caller gives: the addresses and texts asked for, and the defaults. */
export interface DocumentMail {
  input: DocumentEmailInput | null | undefined;
  /** The selected contacts' addresses: the recipients when `toMailIds` names none. */
  defaultTo: readonly string[];
  subject: string;
  body: string;
  /** The document in words for the no-recipient refusal ("invoice INV-000001"). */
  document: string;
  /** The PDF and uploaded files. */
  attachments: readonly EmailAttachment[];
  about: { entity: string; id: string };
  /** The copies when the input names none. */
  cc?: readonly string[];
  /** Send from the organization's own address when the input does not say (default true). */
  fromOrganization?: boolean;
}

/** The addresses of a mail, checked before anything is written or rendered. */
export function recipientsOf(mail: Pick<DocumentMail, 'input' | 'defaultTo' | 'document' | 'cc'>): { to: string[]; cc: string[]; bcc: string[] } {
  const given = mail.input ?? {};
  const to = mailAddresses(given.toMailIds, 'toMailIds') ?? [...mail.defaultTo];
  if (!to.length) throw noRecipient(mail.document);
  return { to, cc: mailAddresses(given.ccMailIds, 'ccMailIds') ?? [...(mail.cc ?? [])], bcc: mailAddresses(given.bccMailIds, 'bccMailIds') ?? [] };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Queues a document's mail in the caller's transaction (the one pipeline every document mail
 * takes); the recipients and the message id. Refused when no relay is configured
 * (requireEmailRelay): the caller's transaction rolls back and the document is not marked sent.
 */
export async function sendDocumentMail(tx: Tx, scope: Scope, mail: DocumentMail): Promise<{ messageId: string; to: string[]; cc: string[] }> {
  const { to, cc, bcc } = recipientsOf(mail);
  await requireEmailRelay(tx, scope.org.id, capitalized(mail.document));
  const given = mail.input ?? {};
  const { messageId } = await queueEmail(scope.jobs, tx, scope.org.id, {
    to,
    cc,
    bcc,
    subject: given.subject?.trim() || mail.subject,
    html: given.body?.trim() ? given.body : mail.body,
    attachments: [...mail.attachments],
    fromOrganization: given.sendFromOrgEmailId ?? mail.fromOrganization ?? true,
    about: { module: 'accounting', entity: mail.about.entity, id: mail.about.id },
    queuedAt: scope.now,
  });
  return { messageId, to, cc };
}

/** The row facts every mailed kind has. */
interface MailedRow {
  id: string;
  customerId: string;
  contactPersons: readonly InvoiceContactPersonValue[];
}

/** What a kind declares to be mailed. */
export interface MailKind<Row extends MailedRow, View> {
  /** The kind in words (`estimate`, `sales order`) and its messaging entity (`estimate`, `salesorder`). */
  noun: string;
  entity: string;
  /** The built-in template its content is made from. */
  template: { emailTemplateId: string; name: string };
  table: PgTable & { organizationId: Column; id: Column; isEmailed: Column };
  find(db: Executor, organizationId: string, id: string, options?: { lock?: boolean }): Promise<Row>;
  view(db: Executor, scope: Scope, id: string): Promise<View>;
  numberOf(row: Row): string;
  customerNameOf(view: View): string;
  /** The default subject and HTML body. */
  text(view: View, org: OrganizationRow): { subject: string; body: string };
  /** Why the document cannot be mailed as it stands (a void sales order), else null. */
  refusal(scope: Scope, row: Row): KontorError | null;
  /** What mailing does to the document's state, in the mail's transaction (a draft becomes sent), before the PDF is made. */
  onMailed(tx: Tx, scope: Scope, row: Row): Promise<void>;
  /** The PDF of the document as the customer receives it. */
  pdf(view: View, org: OrganizationRow): Promise<Buffer>;
  /** The names of the files attached to the document, oldest first. */
  files?(db: Executor, organizationId: string, id: string): Promise<string[]>;
  record(tx: Tx, scope: Scope, id: string, operation: 'emailed', description: string): Promise<unknown>;
}

/** A kind's mail: its default content, sending one document, and several at once. */
export function documentMail<Row extends MailedRow, View>(kind: MailKind<Row, View>) {
  async function contentOf(db: Executor, scope: Scope, row: Row, view: View, contact: ContactRecord | undefined, sender: Sender): Promise<DocumentMailContent> {
    const { subject, body } = kind.text(view, scope.org);
    const fromEmails = fromEmailsOf(sender, scope.org);
    const toContacts = mailContactsOf(contact, row.contactPersons);
    const to = toContacts.filter((c) => c.selected).map((c) => c.email);
    const ccMailsList = ccChoicesOf(toContacts);
    const number = kind.numberOf(row);
    const refusal = kind.refusal(scope, row);
    const files = (await kind.files?.(db, scope.org.id, row.id)) ?? [];
    return {
      subject,
      body,
      toContacts,
      toMailsStr: to.join(','),
      ccMailsList,
      ccMailsStr: ccMailsList.map((c) => c.email).join(','),
      bccMails: [],
      bccMailsStr: '',
      fromEmails,
      ...selectedSender(fromEmails),
      emailtemplates: [{ ...kind.template, selected: true }],
      deprecatedPlaceholdersUsed: noDeprecatedPlaceholders(),
      emailtemplateDocuments: [],
      errorList: [refusal?.message, to.length ? null : nobodyToMail(`${kind.noun} ${number}`)].filter((m): m is string => !!m),
      attachPdf: true,
      fileName: `${fileStemOf(number)}.pdf`,
      fileNameWithoutExtension: fileStemOf(number),
      attachmentName: files.at(-1) ?? '',
      documents: files,
      customerId: row.customerId,
      customerName: kind.customerNameOf(view),
      entityId: row.id,
    };
  }

  async function context(db: Executor, scope: Scope, row: Row) {
    const [view, [contact], sender] = await Promise.all([
      kind.view(db, scope, row.id),
      findContacts(db, scope.org.id, [row.customerId]),
      organizationSender(db, scope.org.id),
    ]);
    return { view, contact, sender };
  }

  /** Mails one document in the caller's transaction. */
  async function sendIn(
    tx: Tx,
    scope: Scope,
    id: string,
    input: DocumentEmailInput | null | undefined,
    options: { sendAttachment: boolean; fileName?: string | null; files: readonly EmailAttachment[] },
  ): Promise<void> {
    const row = await kind.find(tx, scope.org.id, id, { lock: true });
    const refusal = kind.refusal(scope, row);
    if (refusal) throw refusal;
    await kind.onMailed(tx, scope, row);
    // The mail and its PDF show the document as the customer receives it: moved already.
    const moved = await kind.find(tx, scope.org.id, row.id);
    const { view, contact, sender } = await context(tx, scope, moved);
    const content = await contentOf(tx, scope, moved, view, contact, sender);
    const defaultTo = content.toContacts.filter((c) => c.selected).map((c) => c.email);
    const document = `${kind.noun} ${kind.numberOf(row)}`;
    recipientsOf({ input, defaultTo, document });
    const fileName = options.fileName?.trim() ? `${fileStemOf(options.fileName.trim().replace(/\.pdf$/i, ''))}.pdf` : content.fileName;
    const pdf = options.sendAttachment ? [{ fileName, contentType: 'application/pdf', content: await kind.pdf(view, scope.org) }] : [];
    const { to, cc } = await sendDocumentMail(tx, scope, {
      input,
      defaultTo,
      subject: content.subject,
      body: content.body,
      document,
      attachments: [...pdf, ...options.files],
      about: { entity: kind.entity, id: row.id },
    });
    await tx
      .update(kind.table)
      .set({ isEmailed: true } as never)
      .where(inOrg(kind.table as never, scope.org.id, eq(kind.table.id, row.id)));
    await kind.record(tx, scope, row.id, 'emailed', `${capitalised(kind.noun)} ${kind.numberOf(row)} emailed to ${[...to, ...cc].join(', ')}.`);
  }

  return {
    /** The mail the document would go out with (GET …/email); `emailTemplateId`, when given, must be the kind's. */
    async content(scope: Scope, id: string, emailTemplateId?: string | null): Promise<DocumentMailContent> {
      if (emailTemplateId != null && emailTemplateId !== kind.template.emailTemplateId) throw notFound('The email template');
      const row = await kind.find(scope.db, scope.org.id, id);
      const { view, contact, sender } = await context(scope.db, scope, row);
      return contentOf(scope.db, scope, row, view, contact, sender);
    },
    /** Mails one document with its PDF (unless told otherwise) and the files given; the document as it is then. */
    async send(
      scope: Scope,
      id: string,
      input: DocumentEmailInput | null | undefined,
      options: { sendAttachment: boolean; fileName?: string | null; files: readonly EmailAttachment[] },
    ): Promise<View> {
      // Addresses given are checked before anything is read or written.
      mailAddresses(input?.toMailIds, 'toMailIds');
      mailAddresses(input?.ccMailIds, 'ccMailIds');
      mailAddresses(input?.bccMailIds, 'bccMailIds');
      return scope.db.transaction(async (tx) => {
        await sendIn(tx, scope, id, input, options);
        return kind.view(tx, scope, id);
      });
    },
    /** Mails several documents (at most MAX_BULK_EMAILS), each to its selected contacts with its PDF, in one transaction: all or none. */
    async sendMany(scope: Scope, ids: readonly string[], field: string): Promise<number> {
      const wanted = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
      if (!wanted.length) throw invalid([field], `is required: name the ${kind.noun}s to email`);
      if (wanted.length > MAX_BULK_EMAILS) {
        throw new KontorError('LIMIT_EXCEEDED', `At most ${MAX_BULK_EMAILS} ${kind.noun}s are emailed at once; ${wanted.length} were given.`, {
          field: [field],
          rule: `at most ${MAX_BULK_EMAILS}`,
        });
      }
      return scope.db.transaction(async (tx) => {
        for (const id of wanted) await sendIn(tx, scope, id, null, { sendAttachment: true, files: [] });
        return wanted.length;
      });
    },
  };
}

function capitalised(words: string): string {
  return words[0].toUpperCase() + words.slice(1);
}
