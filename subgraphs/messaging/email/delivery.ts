/**
 * Delivering one queued message over SMTP (nodemailer) and recording the outcome on it.
 * At least once, idempotent: a message already sent is not sent again; the Message-ID header
 * is derived from the message id, so a resend after a crash between the relay's answer and
 * our commit carries the same Message-ID and receivers can recognise it.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import {
  type MessageEventKind,
  type RecipientStatus,
  outgoingAttachments,
  outgoingMessages,
  outgoingRecipients,
} from '../../../drizzle/tables/messaging/email.ts';
import { verifiedDomainOf } from '../domains/domain-service.ts';
import { suppressBounced } from '../suppressions/suppression-service.ts';
import { recordTimeline } from '../channels/timeline.ts';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import type { JobRun } from '../../core/platform/jobs.ts';

import { findRelaySettings, type RelaySettingsRow } from './relay-settings.ts';
import { openSecret } from '../../core/platform/secrets.ts';
import { RefusedTarget, type VettedHost, connectionFailure, vetHost } from '../../core/platform/outbound.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export interface DeliverEmailData {
  organizationId: string;
  messageId: string;
}

/** The platform's relay from the environment: SMTP_URL (smtp[s]://user:pass@host:port) and MAIL_FROM. */
export function platformRelay(env: NodeJS.ProcessEnv = process.env): { url: string; from: string } | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  return { url, from: env.MAIL_FROM?.trim() || 'Kontor <no-reply@localhost.localdomain>' };
}

/** Thrown for an outcome retrying cannot change (a permanent SMTP refusal, no relay at all). */
class PermanentFailure extends Error {}

const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
/**
 * One attempt's whole budget: below the job's 90 s expiry (email-jobs.ts), so pg-boss never
 * hands a run still under way to another worker. A relay that takes longer is a temporary
 * failure, retried.
 */
export const DELIVERY_DEADLINE_MS = 60_000;

/** The send, or a timeout error once the attempt's budget is spent (the transport is closed then). */
async function withinDeadline<T>(transport: Transporter<SMTPTransport.SentMessageInfo>, sending: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      transport.close();
      reject(Object.assign(new Error('delivery deadline'), { code: 'ETIMEDOUT' }));
    }, DELIVERY_DEADLINE_MS);
  });
  try {
    return await Promise.race([sending, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The organization's relay, connected to the address the outbound policy checked
 * (core/platform/outbound.ts); TLS still verifies the certificate against the host's name.
 */
function organizationTransport(relay: RelaySettingsRow, target: VettedHost): Transporter<SMTPTransport.SentMessageInfo> {
  const servername = target.host === target.address ? undefined : target.host;
  return nodemailer.createTransport({
    host: target.address,
    port: relay.port,
    secure: relay.secure,
    servername,
    auth: relay.username ? { user: relay.username, pass: relay.password ? openSecret(relay.password) : '' } : undefined,
    tls: { ...(servername ? { servername } : {}), ...(relay.options.rejectUnauthorized === false ? { rejectUnauthorized: false } : {}) },
    ...TIMEOUTS,
  } as SMTPTransport.Options);
}

/**
 * What a relay said, in words of our own: its reply code, its enhanced status code and the
 * command it answered, never its free text (a host that is not a mail relay would otherwise
 * have its banner or data read back through the outbox).
 */
export function relayAnswer(response: unknown, command?: unknown): string {
  const code = replyCode(response);
  if (!code) return 'the relay did not answer as an SMTP server';
  return typeof command === 'string' && /^[A-Z][A-Z ]{1,20}$/.test(command) ? `the relay answered ${code} to ${command}` : `the relay answered ${code}`;
}

/** An SMTP answer's reply code and enhanced status code (`250 2.0.0`), or null when it is not one. */
export function replyCode(response: unknown): string | null {
  const match = typeof response === 'string' ? /^([2-5]\d\d)(?:[ -]([245]\.\d{1,3}\.\d{1,3})\b)?/.exec(response) : null;
  return match ? `${match[1]}${match[2] ? ` ${match[2]}` : ''}` : null;
}

/** A failed attempt's error in words of our own (relayAnswer for SMTP answers, connectionFailure otherwise). */
export function relayFailure(error: unknown): string {
  if (error instanceof PermanentFailure || error instanceof RefusedTarget) return error.message;
  const e = error as { code?: unknown; originalCode?: unknown; response?: unknown; responseCode?: unknown; command?: unknown };
  if (e.code === 'EPROTOCOL' && e.command === 'CONN') return 'The relay did not greet as an SMTP server.';
  if (typeof e.responseCode === 'number') {
    const said = relayAnswer(e.response, e.command);
    return `${said.charAt(0).toUpperCase()}${said.slice(1)}${e.code === 'EAUTH' ? ' (the credentials were refused)' : ''}.`;
  }
  if (e.code === 'ETLS') return 'The relay could not be reached: the TLS handshake failed.';
  const code = typeof e.originalCode === 'string' ? e.originalCode : e.code;
  if (e.code === 'ETIMEDOUT' || code === 'ETIMEDOUT') return 'The relay could not be reached: the connection timed out.';
  return `The relay could not be reached: ${connectionFailure({ code })}.`;
}

function quoteName(name: string): string {
  return `"${name.replace(/["\\\r\n]/g, ' ').trim()}"`;
}

/** A mail's From header: the name quoted before the address, or the bare address without a name. */
export function fromHeader(name: string | null | undefined, address: string): string {
  return name ? `${quoteName(name)} <${address}>` : address;
}

/** Which of the failures a relay reports retrying cannot mend: 5xx answers. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** One recipient's (or, without an address, every recipient's) outcome of an attempt and its timeline entry; status null changes no recipient. */
interface Outcome {
  address?: string;
  status: RecipientStatus | null;
  event: MessageEventKind;
  reason?: string | null;
}

export async function deliverMessage(data: DeliverEmailData, run: JobRun, retryLimit: number): Promise<void> {
  const db = run.database.db;
  const [message] = await db
    .select()
    .from(outgoingMessages)
    .where(inOrg(outgoingMessages, data.organizationId, eq(outgoingMessages.id, data.messageId)));
  // Its transaction rolled back after the job was sent in another one, or it was removed.
  if (!message) return;
  if (message.status === 'sent') return;

  const attempt = message.attempts + 1;
  /**
   * The attempt's outcome, in one transaction: the message, its recipients' statuses, its
   * timeline and the status event. Never turns a sent message back: a concurrent delivery
   * that won keeps its outcome.
   */
  const record = async (values: Partial<typeof outgoingMessages.$inferInsert>, outcomes: Outcome[]) => {
    const now = run.clock.now();
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(outgoingMessages)
        .set({ attempts: attempt, lastAttemptAt: now, updatedAt: now, ...values })
        .where(and(eq(outgoingMessages.id, message.id), ne(outgoingMessages.status, 'sent')))
        .returning({ id: outgoingMessages.id });
      if (!updated.length) return;
      const groups = new Map<string, { status: RecipientStatus; reason: string | null; addresses: string[] | null }>();
      for (const o of outcomes) {
        if (o.status === null) continue;
        const key = `${o.status}\u0000${o.reason ?? ''}\u0000${o.address === undefined ? '*' : ''}`;
        const group = groups.get(key) ?? { status: o.status, reason: o.reason ?? null, addresses: o.address === undefined ? null : [] };
        if (o.address !== undefined) group.addresses?.push(o.address);
        groups.set(key, group);
      }
      for (const g of groups.values()) {
        await tx
          .update(outgoingRecipients)
          .set({ status: g.status, reason: g.reason, statusAt: now })
          .where(
            inOrg(
              outgoingRecipients,
              data.organizationId,
              eq(outgoingRecipients.messageId, message.id),
              g.addresses ? inArray(outgoingRecipients.address, g.addresses) : ne(outgoingRecipients.status, 'suppressed'),
            ),
          );
      }
      await recordTimeline(
        tx,
        data.organizationId,
        message.id,
        now,
        outcomes.map((o) => ({ kind: o.event, recipient: o.address ?? null, detail: o.reason ?? null })),
      );
      const bounced = outcomes.filter((o) => o.event === 'bounced' && o.address).map((o) => o.address!);
      // A hard-bounced address is suppressed for every agent (README "Suppressions").
      if (bounced.length) await suppressBounced(tx, data.organizationId, bounced, now);
    });
  };

  try {
    const relay = await findRelaySettings(db, data.organizationId);
    const platform = platformRelay();
    if (!relay && !platform) {
      throw new PermanentFailure(
        "No email relay is configured: set the organization's relay (PUT /v1.1/settings/email or the saveEmailRelay mutation) or the platform's SMTP_URL.",
      );
    }
    const [org] = await db
      .select({ name: organizations.name, email: organizations.email })
      .from(organizations)
      .where(eq(organizations.id, data.organizationId));
    const recipients = await db
      .select()
      .from(outgoingRecipients)
      .where(inOrg(outgoingRecipients, data.organizationId, eq(outgoingRecipients.messageId, message.id)))
      .orderBy(asc(outgoingRecipients.kind), asc(outgoingRecipients.position));
    const files = await db
      .select()
      .from(outgoingAttachments)
      .where(inOrg(outgoingAttachments, data.organizationId, eq(outgoingAttachments.messageId, message.id)))
      .orderBy(asc(outgoingAttachments.position));

    let from: string;
    let replyTo = message.replyTo ?? undefined;
    let transport: Transporter<SMTPTransport.SentMessageInfo>;
    if (relay) {
      from = fromHeader(relay.fromName, relay.fromAddress);
      let target: VettedHost;
      try {
        target = await vetHost(relay.host, relay.port);
      } catch (error) {
        if (error instanceof RefusedTarget) throw new PermanentFailure(`The organization's relay host is refused: ${error.message}.`);
        throw error;
      }
      transport = organizationTransport(relay, target);
    } else {
      const platformRelayConfig = platform!;
      // The platform's address sends; the organization's name shows, its own address takes replies.
      const address = platformRelayConfig.from;
      const bare = /<([^>]+)>/.exec(address)?.[1] ?? address;
      from = message.fromOrganization && org?.name ? fromHeader(org.name, bare) : address;
      if (message.fromOrganization && !replyTo && org?.email) replyTo = org.email;
      transport = nodemailer.createTransport({ url: platformRelayConfig.url, ...TIMEOUTS } as SMTPTransport.Options);
    }
    // The send-mail API sends as the address its client asked for (the relay's envelope sender stays the relay's).
    if (message.senderAddress) from = fromHeader(message.senderName, message.senderAddress);
    // Send-mail API mail is signed with its domain's DKIM key (the domain was verified when it was sent).
    const signing = message.agentId && message.senderAddress ? await verifiedDomainOf(db, data.organizationId, message.senderAddress) : null;
    const host = message.senderAddress ? message.senderAddress.split('@')[1] : relay ? relay.fromAddress.split('@')[1] : 'kontor.local';
    try {
      const info = await withinDeadline(
        transport,
        transport.sendMail({
          from,
          to: recipients.filter((r) => r.kind === 'to').map((r) => r.address),
          cc: recipients.filter((r) => r.kind === 'cc').map((r) => r.address),
          bcc: recipients.filter((r) => r.kind === 'bcc').map((r) => r.address),
          replyTo,
          subject: message.subject,
          html: message.html || undefined,
          text: message.text,
          messageId: `<${message.id}@${host}>`,
          ...(signing ? { dkim: { domainName: signing.name, keySelector: signing.dkimSelector, privateKey: openSecret(signing.dkimPrivateKey) } } : {}),
          headers: {
            // The client's own first: the platform's cannot be overridden (mime_headers refuses their names anyway).
            ...(message.headers ?? {}),
            'X-Kontor-About': `${message.aboutModule}/${message.aboutEntity}/${message.aboutId}`,
            ...(message.clientReference ? { 'X-Kontor-Client-Reference': message.clientReference } : {}),
          },
          attachments: files.map((f) => ({ filename: f.fileName, contentType: f.contentType, content: f.content, ...(f.cid ? { cid: f.cid } : {}) })),
        }),
      );
      const refusedBy = new Map<string, { code?: number; response?: string }>();
      for (const e of (info as { rejectedErrors?: { recipient?: string; responseCode?: number; response?: string }[] }).rejectedErrors ?? []) {
        if (e.recipient) refusedBy.set(e.recipient, { code: e.responseCode, response: e.response });
      }
      const addressOf = (a: string | { address: string }) => (typeof a === 'string' ? a : a.address);
      await record(
        {
          status: 'sent',
          error: null,
          smtpMessageId: info.messageId,
          smtpResponse: replyCode(info.response),
          fromAddress: from,
          relay: relay ? 'organization' : 'platform',
          sentAt: run.clock.now(),
        },
        [
          { status: null, event: 'sent', reason: replyCode(info.response) },
          ...info.accepted.map((a) => ({ address: addressOf(a), status: 'delivered' as const, event: 'delivered' as const })),
          ...info.rejected.map((a) => {
            const refusal = refusedBy.get(addressOf(a));
            const hard = (refusal?.code ?? 550) >= 500;
            // A recipient refused while others were taken is not retried: the message went.
            return {
              address: addressOf(a),
              status: hard ? ('bounced' as const) : ('failed' as const),
              event: hard ? ('bounced' as const) : ('failed' as const),
              reason: refusal ? relayAnswer(refusal.response, 'RCPT TO') : 'refused',
            };
          }),
        ],
      );
    } finally {
      transport.close();
    }
  } catch (error) {
    const text = relayFailure(error);
    const hard = isPermanent(error);
    // A host that does not greet as an SMTP server will not become one on a retry.
    const notSmtp = (error as { code?: unknown; command?: unknown }).code === 'EPROTOCOL' && (error as { command?: unknown }).command === 'CONN';
    const final = error instanceof PermanentFailure || hard || notSmtp || run.retryCount >= retryLimit;
    const recipients = hard
      ? await db
          .select({ address: outgoingRecipients.address })
          .from(outgoingRecipients)
          .where(inOrg(outgoingRecipients, data.organizationId, eq(outgoingRecipients.messageId, message.id), ne(outgoingRecipients.status, 'suppressed')))
      : [];
    const outcomes: Outcome[] = hard
      ? recipients.map((r) => ({ address: r.address, status: 'bounced' as const, event: 'bounced' as const, reason: text }))
      : [{ status: final ? 'failed' : 'deferred', event: final ? 'failed' : 'deferred', reason: text }];
    await record({ status: final ? 'failed' : 'queued', error: text }, outcomes);
    if (!final) throw error;
  }
}
