/**
 * Delivery receipts from the provider (README "Status callbacks"): `POST
 * /v1.1/providers/{channel}/status` with a JSON receipt signed with the organization's callback
 * secret, `X-Kontor-Signature: sha256=<hex HMAC-SHA256 of the raw body>`. The receipt names
 * our message id; the message's organization's secret must have signed it (a receipt signed
 * by another organization is refused as unsigned). The same receipt id twice is recorded once;
 * a status ranking below the message's current one is kept on the timeline only.
 *
 * Channel `email` takes feedback for mail (README "Complaints"): `complained` (a feedback-loop
 * report) and `bounced` name a recipient, which is added to the suppressions.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../../drizzle/client.ts';
import { type Channel, channelMessages } from '../../../drizzle/tables/messaging/channels.ts';
import { messageEvents, outgoingMessages, outgoingRecipients } from '../../../drizzle/tables/messaging/email.ts';
import { openSecret } from '../../core/platform/secrets.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { isId } from '../../core/values/ids.ts';
import { recordTimeline } from './timeline.ts';
import { suppressComplained } from '../suppressions/suppression-service.ts';
import { receiptStatus, recordStatus } from './channel-service.ts';
import { findProvider } from './provider-settings.ts';

export const SIGNATURE_HEADER = 'x-kontor-signature';
const CHANNELS = new Set(['sms', 'voice', 'whatsapp', 'email']);
const RECEIPT_ID = /^[\x21-\x7e]{1,200}$/;

/** The header value a provider sends: `sha256=` and the hex HMAC-SHA256 of the raw body under the secret. */
export function signReceipt(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

function signedBy(secret: string, rawBody: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signReceipt(secret, rawBody));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const unsigned = () =>
  new KontorError(
    'UNAUTHENTICATED',
    "The receipt is not signed with the organization's callback secret (X-Kontor-Signature: sha256=<hex HMAC-SHA256 of the body>).",
  );

export interface ReceiptOutcome {
  messageId: string;
  status: string;
  /** False: this receipt id was recorded before and changed nothing now. */
  recorded: boolean;
}

/** Checks and records one receipt. `rawBody` is the request's body exactly as received. */
export async function receiveStatus(
  database: Database,
  channelRaw: string,
  rawBody: string,
  signature: string | undefined,
  now: Date,
): Promise<ReceiptOutcome> {
  if (!CHANNELS.has(channelRaw)) throw new KontorError('INVALID_URL', `No channel ${channelRaw}: sms, voice, whatsapp or email.`);
  let receipt: Record<string, unknown>;
  try {
    receipt = JSON.parse(rawBody) as Record<string, unknown>;
  } catch {
    throw invalid(['body'], 'must be a JSON receipt');
  }
  if (!receipt || typeof receipt !== 'object' || Array.isArray(receipt)) throw invalid(['body'], 'must be a JSON object');
  const messageId = receipt.message_id;
  if (typeof messageId !== 'string' || !isId(messageId)) throw invalid(['message_id'], 'must be the message_id Kontor sent to the provider');
  const eventId = receipt.event_id;
  if (typeof eventId !== 'string' || !RECEIPT_ID.test(eventId)) throw invalid(['event_id'], "is required: the receipt's own id, 1 to 200 visible characters");
  let providerTime: Date | null = null;
  if (receipt.timestamp !== undefined && receipt.timestamp !== null) {
    providerTime = typeof receipt.timestamp === 'string' ? new Date(receipt.timestamp) : null;
    if (!providerTime || Number.isNaN(providerTime.getTime())) throw invalid(['timestamp'], 'must be an ISO 8601 instant');
  }
  const detail = typeof receipt.error === 'string' ? receipt.error.slice(0, 1000) : typeof receipt.detail === 'string' ? receipt.detail.slice(0, 1000) : null;
  const { db } = database;

  if (channelRaw === 'email') return emailFeedback(database, messageId, eventId, receipt, rawBody, signature, now, detail);

  const channel = channelRaw as Channel;
  // The message names its organization; that organization's secret must have signed the receipt.
  const [message] = await db
    .select()
    .from(channelMessages)
    .where(and(eq(channelMessages.id, messageId), eq(channelMessages.channel, channel)));
  const provider = message ? await findProvider(db, message.organizationId) : null;
  if (!message || !provider) {
    // Nothing to check the signature against: answered as an unsigned receipt, so a caller learns nothing of other organizations' ids.
    throw unsigned();
  }
  if (!signedBy(openSecret(provider.callbackSecret), rawBody, signature)) throw unsigned();
  const status = receiptStatus(channel, receipt.status);
  const outcome = await db.transaction((tx) =>
    recordStatus(
      tx,
      message,
      { status, receiptId: eventId, providerTime, detail, ...(status === 'failed' || status === 'undelivered' ? { error: detail } : {}) },
      now,
    ),
  );
  return { messageId, status: outcome.status, recorded: outcome.recorded };
}

/** Feedback for an email: a complaint or a bounce of one recipient suppresses it for every agent. */
async function emailFeedback(
  database: Database,
  messageId: string,
  eventId: string,
  receipt: Record<string, unknown>,
  rawBody: string,
  signature: string | undefined,
  now: Date,
  detail: string | null,
): Promise<ReceiptOutcome> {
  const { db } = database;
  const [message] = await db
    .select({ id: outgoingMessages.id, organizationId: outgoingMessages.organizationId })
    .from(outgoingMessages)
    .where(eq(outgoingMessages.id, messageId));
  const provider = message ? await findProvider(db, message.organizationId) : null;
  if (!message || !provider) throw unsigned();
  if (!signedBy(openSecret(provider.callbackSecret), rawBody, signature)) throw unsigned();
  const status = receipt.status;
  if (status !== 'complained' && status !== 'bounced') throw invalid(['status'], 'must be one of complained, bounced');
  const recipient = typeof receipt.recipient === 'string' ? receipt.recipient.trim().toLowerCase() : '';
  const [known] = recipient
    ? await db
        .select({ id: outgoingRecipients.id })
        .from(outgoingRecipients)
        .where(
          and(
            eq(outgoingRecipients.organizationId, message.organizationId),
            eq(outgoingRecipients.messageId, message.id),
            sql`lower(${outgoingRecipients.address}) = ${recipient}`,
          ),
        )
    : [];
  if (!known) throw invalid(['recipient'], 'must be a recipient of the message');
  const recorded = await db.transaction(async (tx) => {
    // The receipt id is kept in the timeline's detail: the same receipt twice is recorded once.
    const marker = `receipt ${eventId}`;
    const [seen] = await tx
      .select({ id: messageEvents.id })
      .from(messageEvents)
      .where(and(eq(messageEvents.organizationId, message.organizationId), eq(messageEvents.messageId, message.id), like(messageEvents.detail, `${marker}%`)))
      .limit(1);
    if (seen) return false;
    await recordTimeline(tx, message.organizationId, message.id, now, [{ kind: status, recipient, detail: [marker, detail].filter(Boolean).join(': ') }]);
    if (status === 'bounced') {
      await tx
        .update(outgoingRecipients)
        .set({ status: 'bounced', reason: detail, statusAt: now })
        .where(and(eq(outgoingRecipients.organizationId, message.organizationId), eq(outgoingRecipients.id, known.id)));
    }
    await suppressComplained(tx, message.organizationId, recipient, status === 'complained' ? 'complaint' : 'hard_bounce', now);
    return true;
  });
  return { messageId, status, recorded };
}
