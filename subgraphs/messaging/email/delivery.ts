/**
 * Delivering one queued message over SMTP (nodemailer) and recording the outcome on it.
 * At least once, idempotent: a message already sent is not sent again; the Message-ID header
 * is derived from the message id, so a resend after a crash between the relay's answer and
 * our commit carries the same Message-ID and receivers can recognise it.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { outgoingAttachments, outgoingMessages, outgoingRecipients } from '../../../drizzle/tables/messaging/email.ts';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import type { JobRun } from '../../core/platform/jobs.ts';
import { inOrg } from '../../core/request/scoped.ts';
import { findRelaySettings, type RelaySettingsRow } from './relay-settings.ts';
import { openSecret } from '../../core/platform/secrets.ts';

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

const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

function organizationTransport(relay: RelaySettingsRow): Transporter<SMTPTransport.SentMessageInfo> {
  return nodemailer.createTransport({
    host: relay.host,
    port: relay.port,
    secure: relay.secure,
    auth: relay.username ? { user: relay.username, pass: relay.password ? openSecret(relay.password) : '' } : undefined,
    tls: relay.options.rejectUnauthorized === false ? { rejectUnauthorized: false } : undefined,
    ...TIMEOUTS,
  });
}

function quoteName(name: string): string {
  return `"${name.replace(/["\\\r\n]/g, ' ').trim()}"`;
}

/** Which of the failures a relay reports retrying cannot mend: 5xx answers. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
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
  const record = async (values: Partial<typeof outgoingMessages.$inferInsert>) => {
    // Never turn a sent message back: a concurrent delivery that won keeps its outcome.
    await db
      .update(outgoingMessages)
      .set({ attempts: attempt, lastAttemptAt: run.clock.now(), updatedAt: run.clock.now(), ...values })
      .where(and(eq(outgoingMessages.id, message.id), ne(outgoingMessages.status, 'sent')));
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
      from = relay.fromName ? `${quoteName(relay.fromName)} <${relay.fromAddress}>` : relay.fromAddress;
      transport = organizationTransport(relay);
    } else {
      const platformRelayConfig = platform!;
      // The platform's address sends; the organization's name shows, its own address takes replies.
      const address = platformRelayConfig.from;
      const bare = /<([^>]+)>/.exec(address)?.[1] ?? address;
      from = message.fromOrganization && org?.name ? `${quoteName(org.name)} <${bare}>` : address;
      if (message.fromOrganization && !replyTo && org?.email) replyTo = org.email;
      transport = nodemailer.createTransport({ url: platformRelayConfig.url, ...TIMEOUTS } as SMTPTransport.Options);
    }
    const host = relay ? relay.fromAddress.split('@')[1] : 'kontor.local';
    try {
      const info = await transport.sendMail({
        from,
        to: recipients.filter((r) => r.kind === 'to').map((r) => r.address),
        cc: recipients.filter((r) => r.kind === 'cc').map((r) => r.address),
        bcc: recipients.filter((r) => r.kind === 'bcc').map((r) => r.address),
        replyTo,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: `<${message.id}@${host}>`,
        headers: { 'X-Kontor-About': `${message.aboutModule}/${message.aboutEntity}/${message.aboutId}` },
        attachments: files.map((f) => ({ filename: f.fileName, contentType: f.contentType, content: f.content })),
      });
      await record({
        status: 'sent',
        error: null,
        smtpMessageId: info.messageId,
        smtpResponse: info.response,
        fromAddress: from,
        relay: relay ? 'organization' : 'platform',
        sentAt: run.clock.now(),
      });
    } finally {
      transport.close();
    }
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const final = error instanceof PermanentFailure || isPermanent(error) || run.retryCount >= retryLimit;
    await record({ status: final ? 'failed' : 'queued', error: text });
    if (!final) throw error;
  }
}
