/**
 * Outgoing email: queueing in the caller's transaction (queueEmail) and the delivery log.
 * Delivery itself is the `messaging.deliver-email` job (email-jobs.ts; its handler in delivery.ts).
 */
import type { Executor } from '../../../drizzle/client.ts';
import { outgoingAttachments, outgoingMessages, outgoingRecipients, trackingTokens } from '../../../drizzle/tables/messaging/email.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import type { Jobs } from '../../core/platform/jobs.ts';
import { isEmail } from '../../core/values/text.ts';
import type { OutgoingEmail } from './email-message.ts';
import { emailJobs } from './email-jobs.ts';
import { recordTimelines } from '../channels/timeline.ts';
import { tracked } from './tracking.ts';

/** Recipients of one message, to + cc + bcc together. */
export const MAX_RECIPIENTS = 50;
/** Attachments of one message. */
export const MAX_ATTACHMENTS = 10;
/** All attachments of one message together, in bytes (what common relays accept after base64). */
export const MAX_ATTACHMENT_BYTES = 15 * 1024 * 1024;
export const MAX_SUBJECT_LENGTH = 500;
/** The HTML body, in characters. */
export const MAX_HTML_LENGTH = 1_000_000;

/** The plain-text alternative of an HTML body: tags dropped, block ends as line breaks, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function checkAddresses(list: readonly string[] | undefined, field: string): string[] {
  const out: string[] = [];
  (list ?? []).forEach((raw, i) => {
    const address = raw.trim();
    if (!isEmail(address)) throw invalid([field, i], `${JSON.stringify(raw)} is not an email address`);
    out.push(address);
  });
  return out;
}

/** Rows per multi-row insert: PostgreSQL takes at most 65,535 parameters in one statement (1000 rows × ≤ 25 columns). */
const ROWS_PER_INSERT = 1000;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** A checked message with its rows, ready to be stored (with others) by storeOutgoingEmails. */
export interface PreparedEmail {
  messageId: string;
  queuedAt: Date | undefined;
  message: typeof outgoingMessages.$inferInsert;
  recipients: (typeof outgoingRecipients.$inferInsert)[];
  attachments: (typeof outgoingAttachments.$inferInsert)[];
  tokens: (typeof trackingTokens.$inferInsert)[];
}

/**
 * Validates and stores the message, its recipients and attachments with `tx`, and enqueues
 * its delivery in the same transaction (deduplicated by message id).
 */
export async function queueOutgoingEmail(jobs: Jobs, tx: Executor, organizationId: string, email: OutgoingEmail): Promise<{ messageId: string }> {
  const prepared = prepareOutgoingEmail(organizationId, email);
  await storeOutgoingEmails(jobs, tx, organizationId, [prepared]);
  return { messageId: prepared.messageId };
}

/**
 * Stores checked messages in the caller's transaction with one multi-row insert per table
 * (messages, recipients, attachments, tracking tokens, timeline), one statement for their
 * events and one for their delivery jobs: a 500-message batch is a handful of statements.
 */
export async function storeOutgoingEmails(jobs: Jobs, tx: Executor, organizationId: string, prepared: readonly PreparedEmail[]): Promise<void> {
  if (!prepared.length) return;
  for (const rows of chunks(
    prepared.map((p) => p.message),
    ROWS_PER_INSERT,
  ))
    await tx.insert(outgoingMessages).values(rows);
  for (const rows of chunks(
    prepared.flatMap((p) => p.recipients),
    ROWS_PER_INSERT,
  ))
    await tx.insert(outgoingRecipients).values(rows);
  // Attachments carry their bytes: fewer per statement.
  for (const rows of chunks(
    prepared.flatMap((p) => p.attachments),
    20,
  ))
    await tx.insert(outgoingAttachments).values(rows);
  for (const rows of chunks(
    prepared.flatMap((p) => p.tokens),
    ROWS_PER_INSERT,
  ))
    await tx.insert(trackingTokens).values(rows);
  await recordTimelines(
    tx,
    organizationId,
    prepared.map((p) => ({ messageId: p.messageId, at: p.queuedAt, entries: [{ kind: 'queued' as const }] })),
  );
  await jobs.sendMany(
    emailJobs.deliver,
    prepared.map((p) => ({ data: { organizationId, messageId: p.messageId }, dedupeKey: p.messageId })),
    { executor: tx },
  );
}

/** Checks one message and makes its rows (README "Limits"); nothing is written. */
export function prepareOutgoingEmail(organizationId: string, email: OutgoingEmail): PreparedEmail {
  const to = checkAddresses(email.to, 'to');
  const cc = checkAddresses(email.cc, 'cc');
  const bcc = checkAddresses(email.bcc, 'bcc');
  if (!to.length) throw invalid(['to'], 'at least one recipient is required');
  if (to.length + cc.length + bcc.length > MAX_RECIPIENTS) {
    throw new KontorError(
      'LIMIT_EXCEEDED',
      `An email goes to at most ${MAX_RECIPIENTS} recipients (to, cc and bcc together); this one has ${to.length + cc.length + bcc.length}.`,
      { field: ['to'], rule: `at most ${MAX_RECIPIENTS} recipients` },
    );
  }
  if (email.replyTo !== undefined && !isEmail(email.replyTo.trim())) throw invalid(['replyTo'], `${JSON.stringify(email.replyTo)} is not an email address`);
  const subject = email.subject.replace(/[\r\n]+/g, ' ').trim();
  if (!subject) throw invalid(['subject'], 'is required');
  if (subject.length > MAX_SUBJECT_LENGTH) throw invalid(['subject'], `must be at most ${MAX_SUBJECT_LENGTH} characters`);
  if (email.html.length > MAX_HTML_LENGTH) throw invalid(['body'], `must be at most ${MAX_HTML_LENGTH} characters`);
  const attachments = [...(email.attachments ?? []), ...(email.inline ?? [])];
  if (attachments.length > MAX_ATTACHMENTS) {
    throw new KontorError('LIMIT_EXCEEDED', `An email carries at most ${MAX_ATTACHMENTS} attachments; this one has ${attachments.length}.`, {
      field: ['attachments'],
      rule: `at most ${MAX_ATTACHMENTS} attachments`,
    });
  }
  const totalBytes = attachments.reduce((sum, a) => sum + a.content.length, 0);
  if (totalBytes > MAX_ATTACHMENT_BYTES) {
    throw new KontorError('LIMIT_EXCEEDED', `The attachments of an email may total at most ${MAX_ATTACHMENT_BYTES} bytes; these total ${totalBytes}.`, {
      field: ['attachments'],
      rule: `at most ${MAX_ATTACHMENT_BYTES} bytes in all`,
    });
  }
  attachments.forEach((a, i) => {
    if (!a.fileName.trim() || /[\r\n/\\]/.test(a.fileName)) throw invalid(['attachments', i, 'fileName'], 'must be a plain file name');
  });

  const messageId = newId();
  const tracking = email.track && (email.track.opens || email.track.clicks) ? tracked(email.html, organizationId, messageId, email.track) : null;
  const message = {
    id: messageId,
    organizationId,
    subject,
    html: tracking?.html ?? email.html,
    text: email.text ?? htmlToText(email.html),
    replyTo: email.replyTo?.trim() ?? null,
    fromOrganization: email.fromOrganization ?? false,
    aboutModule: email.about.module,
    aboutEntity: email.about.entity,
    aboutId: email.about.id,
    agentId: email.agentId ?? null,
    senderAddress: email.sender?.address ?? null,
    senderName: email.sender?.name ?? null,
    requestId: email.requestId ?? null,
    clientReference: email.clientReference ?? null,
    headers: email.headers && Object.keys(email.headers).length ? email.headers : null,
    ...(email.queuedAt ? { queuedAt: email.queuedAt } : {}),
  };
  const recipients = [
    ...to.map((address, position) => ({ kind: 'to' as const, address, position })),
    ...cc.map((address, position) => ({ kind: 'cc' as const, address, position })),
    ...bcc.map((address, position) => ({ kind: 'bcc' as const, address, position })),
  ];
  return {
    messageId,
    queuedAt: email.queuedAt,
    message,
    recipients: recipients.map((r) => ({ id: newId(), organizationId, messageId, name: email.names?.[r.address] ?? null, ...r })),
    attachments: attachments.map((a, position) => ({
      id: newId(),
      organizationId,
      messageId,
      fileName: a.fileName.trim(),
      contentType: a.contentType,
      size: a.content.length,
      content: a.content,
      cid: a.cid ?? null,
      position,
    })),
    tokens: tracking?.rows ?? [],
  };
}
