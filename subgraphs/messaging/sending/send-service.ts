/**
 * The send-mail API (README "Sending"): single, batch, template and template batch. Every
 * message goes through the one outgoing pipeline (queueOutgoingEmail: stored and its delivery
 * job queued in one transaction with the whole request), so the platform's own mail and the
 * API's share delivery, retries and the log.
 */
import { KontorError, invalid } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';
import { newId } from '../../core/values/ids.ts';
import { isEmail } from '../../core/values/text.ts';
import type { EmailAttachment } from '../email/email-message.ts';
import { MAX_HTML_LENGTH, type PreparedEmail, prepareOutgoingEmail, storeOutgoingEmails } from '../email/outgoing.ts';
import { findTemplate } from '../templates/template-store.ts';
import { verifiedDomainOf } from '../domains/domain-service.ts';
import { suppressionsFor } from '../suppressions/suppression-service.ts';
import { mergeFieldsOf, missingFields, render } from '../templates/merge.ts';
import { mimeHeadersOf } from './mime-headers.ts';

/** Recipients of one batch request (the family's limit). */
export const MAX_BATCH_RECIPIENTS = 500;
/** The text body, in characters. */
export const MAX_TEXT_LENGTH = 1_000_000;

interface Address {
  address: string;
  name?: string | null;
}
interface Recipient {
  emailAddress: Address;
  mergeInfo?: Record<string, unknown> | null;
}
interface Attachment {
  name?: string | null;
  mimeType?: string | null;
  content?: string | null;
  fileCacheKey?: string | null;
  cid?: string | null;
}

export interface SendInput {
  from: Address;
  to: Recipient[];
  cc?: Recipient[] | null;
  bcc?: Recipient[] | null;
  replyTo?: Address[] | null;
  subject?: string | null;
  htmlbody?: string | null;
  textbody?: string | null;
  attachments?: Attachment[] | null;
  inlineImages?: Attachment[] | null;
  clientReference?: string | null;
  trackOpens?: boolean | null;
  trackClicks?: boolean | null;
  mimeHeaders?: Record<string, unknown> | null;
  mergeInfo?: Record<string, unknown> | null;
  templateKey?: string | null;
  mailTemplateKey?: string | null;
  templateAlias?: string | null;
}

export interface SendItem {
  code: string;
  message: string;
  additionalInfo: string[];
}

export interface SendResult {
  data: SendItem[];
  message: string;
  requestId: string;
  object: string;
}

type Path = (string | number)[];

function checkAddress(a: Address, path: Path): Address {
  const address = a.address.trim();
  if (!isEmail(address)) throw invalid([...path, 'address'], `${JSON.stringify(a.address)} is not an email address`);
  return { address, name: a.name?.trim() || null };
}

function base64Of(text: string, path: Path): Buffer {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 !== 0) throw invalid(path, 'must be base64');
  return Buffer.from(compact, 'base64');
}

function filesOf(list: Attachment[] | null | undefined, field: 'attachments' | 'inlineImages'): (EmailAttachment & { cid?: string })[] {
  return (list ?? []).map((a, i) => {
    const path: Path = ['input', field, i];
    if (a.fileCacheKey) throw invalid([...path, 'fileCacheKey'], 'file cache keys are not supported: send the content, base64');
    if (!a.content) throw invalid([...path, 'content'], 'is required');
    if (field === 'inlineImages' && !a.cid?.trim()) throw invalid([...path, 'cid'], 'is required for an inline image');
    const name = a.name?.trim() || (field === 'inlineImages' ? `${a.cid}` : '');
    if (!name) throw invalid([...path, 'name'], 'is required');
    return {
      fileName: name,
      contentType: a.mimeType?.trim() || 'application/octet-stream',
      content: base64Of(a.content, [...path, 'content']),
      ...(field === 'inlineImages' ? { cid: a.cid!.trim() } : {}),
    };
  });
}

interface Parts {
  subject: string;
  html: string;
  text: string;
}

/** The parts to merge: the request's own, or its template's. */
async function partsOf(scope: Scope, agentId: string, input: SendInput, template: boolean): Promise<Parts> {
  if (template) {
    const key = input.templateKey ?? input.mailTemplateKey ?? null;
    if (!key && !input.templateAlias) throw invalid(['input', 'templateKey'], 'template_key or template_alias is required');
    const row = await findTemplate(scope.db, scope.org.id, agentId, key, input.templateAlias ?? null);
    return { subject: row.subject, html: row.htmlbody, text: row.textbody };
  }
  const subject = input.subject?.trim() ?? '';
  if (!subject) throw invalid(['input', 'subject'], 'is required');
  const html = input.htmlbody ?? '';
  const text = input.textbody ?? '';
  if (!html && !text) throw invalid(['input', 'htmlbody'], 'htmlbody or textbody is required');
  if (html.length > MAX_HTML_LENGTH) throw invalid(['input', 'htmlbody'], `must be at most ${MAX_HTML_LENGTH} characters`);
  if (text.length > MAX_TEXT_LENGTH) throw invalid(['input', 'textbody'], `must be at most ${MAX_TEXT_LENGTH} characters`);
  return { subject, html, text };
}

/**
 * Sends as the agent of the request's send-mail token. `batch`: one message per `to`
 * recipient, merged with its merge info (else the request's); otherwise one message to all.
 * A batch recipient whose merge info lacks a field the content uses is skipped with code
 * EM_106 naming the fields; the others go. A single send lacking fields is refused (400).
 */
export async function send(scope: Scope, agentId: string | undefined, input: SendInput, options: { batch: boolean; template: boolean }): Promise<SendResult> {
  if (!agentId)
    throw new KontorError('FORBIDDEN', 'Sending needs a mail agent: authenticate with its send-mail token (Authorization: Svc-enczapikey <token>).');
  const from = checkAddress(input.from, ['input', 'from']);
  if (!(await verifiedDomainOf(scope.db, scope.org.id, from.address))) {
    throw invalid(
      ['input', 'from', 'address'],
      `${from.address.split('@')[1]} is not a verified domain of the organization: add it (POST /v1.1/domains), publish its records and verify it`,
    );
  }
  if (!input.to.length) throw invalid(['input', 'to'], 'at least one recipient is required');
  if (options.batch && input.to.length > MAX_BATCH_RECIPIENTS) {
    throw new KontorError('LIMIT_EXCEEDED', `A batch goes to at most ${MAX_BATCH_RECIPIENTS} recipients; this one has ${input.to.length}.`, {
      field: ['input', 'to'],
      rule: `at most ${MAX_BATCH_RECIPIENTS} recipients`,
    });
  }
  const to = input.to.map((r, i) => ({ ...checkAddress(r.emailAddress, ['input', 'to', i, 'emailAddress']), mergeInfo: r.mergeInfo ?? null }));
  const cc = (input.cc ?? []).map((r, i) => checkAddress(r.emailAddress, ['input', 'cc', i, 'emailAddress']));
  const bcc = (input.bcc ?? []).map((r, i) => checkAddress(r.emailAddress, ['input', 'bcc', i, 'emailAddress']));
  const replyTo = (input.replyTo ?? []).map((a, i) => checkAddress(a, ['input', 'replyTo', i]));
  const headers = mimeHeadersOf(input.mimeHeaders);
  const attachments = filesOf(input.attachments, 'attachments');
  const inline = filesOf(input.inlineImages, 'inlineImages') as (EmailAttachment & { cid: string })[];
  const parts = await partsOf(scope, agentId, input, options.template);
  const source = options.template ? ['input', 'templateKey'] : ['input'];
  const fields = {
    subject: mergeFieldsOf(parts.subject, options.template ? source : ['input', 'subject']),
    html: mergeFieldsOf(parts.html, options.template ? source : ['input', 'htmlbody']),
    text: mergeFieldsOf(parts.text, options.template ? source : ['input', 'textbody']),
  };
  const used = [...new Set([...fields.subject, ...fields.html, ...fields.text])];
  const requestId = newId();
  const shared = input.mergeInfo ?? {};

  const groups = options.batch ? to.map((r, i) => ({ to: [r], view: r.mergeInfo ?? shared, index: i })) : [{ to, view: shared, index: -1 }];
  if (!options.batch) {
    const missing = missingFields(used, shared);
    if (missing.length && (options.template || Object.keys(shared).length)) {
      throw invalid(['input', 'mergeInfo'], `lacks the merge field${missing.length > 1 ? 's' : ''} ${missing.join(', ')} the content uses`);
    }
  }
  const plain = !options.template && !options.batch && !input.mergeInfo;
  const data: SendItem[] = [];
  // Suppressed recipients are skipped, each reported with its own code; cc and bcc ones are dropped.
  const blocked = await suppressionsFor(
    scope.db,
    scope.org.id,
    agentId,
    [...to, ...cc, ...bcc].map((a) => a.address),
  );
  const isBlocked = (address: string) => {
    const action = blocked.get(address.toLowerCase());
    return action === 'reject' || action === 'suppress' ? action : null;
  };
  const kept = (list: Address[]) => list.filter((a) => !isBlocked(a.address));
  for (const group of groups) {
    for (const r of group.to) {
      const action = isBlocked(r.address);
      if (action) {
        data.push({
          code: action === 'reject' ? 'EM_107' : 'EM_108',
          message: `Not sent to ${r.address}: the address is on the suppression list (${action}).`,
          additionalInfo: [`to=${r.address}`],
        });
      }
    }
    group.to = group.to.filter((r) => !isBlocked(r.address));
  }
  const names = Object.fromEntries([...to, ...cc, ...bcc].map((a) => [a.address, a.name]));
  await scope.db.transaction(async (tx) => {
    const prepared: PreparedEmail[] = [];
    for (const group of groups) {
      if (!group.to.length) continue;
      const missing = options.batch ? missingFields(used, group.view) : [];
      if (missing.length) {
        data.push({
          code: 'EM_106',
          message: `Not sent: the merge info lacks ${missing.join(', ')}.`,
          additionalInfo: [`to=${group.to[0].address}`, ...missing.map((m) => `missing_merge_field=${m}`)],
        });
        continue;
      }
      const merged = plain
        ? parts
        : { subject: render(parts.subject, group.view, false), html: render(parts.html, group.view, true), text: render(parts.text, group.view, false) };
      const email = prepareOutgoingEmail(scope.org.id, {
        to: group.to.map((r) => r.address),
        cc: kept(cc).map((a) => a.address),
        bcc: kept(bcc).map((a) => a.address),
        names,
        // An address with suppress_tracking among the recipients turns tracking off for the message.
        track: group.to.some((r) => blocked.get(r.address.toLowerCase()) === 'suppress_tracking')
          ? undefined
          : { opens: input.trackOpens === true, clicks: input.trackClicks === true },
        replyTo: replyTo[0]?.address,
        subject: merged.subject,
        html: merged.html,
        ...(merged.text ? { text: merged.text } : {}),
        attachments,
        inline,
        about: { module: 'messaging', entity: 'email', id: requestId },
        queuedAt: scope.now,
        agentId,
        sender: from,
        requestId,
        clientReference: input.clientReference ? render(input.clientReference, group.view, false) : null,
        headers,
      });
      prepared.push(email);
      data.push({
        code: 'EM_104',
        message: 'Email request received',
        additionalInfo: [`email_reference=${email.messageId}`, ...group.to.map((r) => `to=${r.address}`)],
      });
    }
    // Every message of the request in one multi-row insert per table (README "Sending").
    await storeOutgoingEmails(scope.jobs, tx, scope.org.id, prepared);
  });
  return { data, message: 'OK', requestId, object: 'email' };
}
