/**
 * The one generic provider adapter (README "Provider contract"): the job
 * `messaging.deliver-channel-message` posts a call or message as JSON to the organization's
 * provider URL and records its answer. 2xx: `sent` with the provider's id; 4xx: `failed` at
 * once; 5xx, a timeout or a connection failure: retried by pg-boss with backoff, `failed` when
 * the retries are spent. A message no longer `queued` is never posted again.
 *
 * The URL goes through the outbound policy (core/platform/outbound.ts) at every attempt: the
 * connection is made to the address checked, redirects are not followed, at most
 * PROVIDER_MAX_ANSWER_BYTES of the answer is read, and the provider's own words are never
 * stored (its status code is): a URL pointing at another service must not read it back.
 */
import { eq } from 'drizzle-orm';
import { channelMessages } from '../../../drizzle/tables/messaging/channels.ts';
import type { JobRun } from '../../core/platform/jobs.ts';
import { publicUrl } from '../../core/platform/public-url.ts';
import { openSecret } from '../../core/platform/secrets.ts';
import { RefusedTarget, connectionFailure, postOutbound, vetTarget } from '../../core/platform/outbound.ts';

import type { DeliverChannelMessageData } from './channel-jobs.ts';
import { type ChannelMessageRow, recordStatus } from './channel-service.ts';
import { findProvider } from './provider-settings.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** How long the provider has to answer one request. */
export const PROVIDER_TIMEOUT_MS = 10_000;
/** The most of a provider's answer read (its JSON carries an id and a status). */
export const PROVIDER_MAX_ANSWER_BYTES = 64 * 1024;

/** The JSON body posted to the provider (README "Provider contract"). */
export function providerRequest(message: ChannelMessageRow, callbackUrl: string): Record<string, unknown> {
  const base = {
    channel: message.channel,
    message_id: message.id,
    to: message.toNumber,
    from: message.fromNumber,
    client_reference: message.clientReference,
    status_callback_url: callbackUrl,
  };
  if (message.channel === 'sms') return { ...base, sms: { text: message.text, encoding: message.encoding, segments: message.segments } };
  if (message.channel === 'voice') return { ...base, voice: { tts_text: message.text, audio_url: message.audioUrl, language: message.language } };
  return { ...base, whatsapp: message.template ? { type: 'template', template: message.template } : { type: 'text', text: message.text } };
}

export function callbackUrlOf(channel: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${publicUrl(env)}/v1.1/providers/${channel}/status`;
}

class Temporary extends Error {}

export async function deliverChannelMessage(data: DeliverChannelMessageData, run: JobRun, retryLimit: number): Promise<void> {
  const { db } = run.database;
  const [message] = await db
    .select()
    .from(channelMessages)
    .where(inOrg(channelMessages, data.organizationId, eq(channelMessages.id, data.messageId)));
  // Removed, or already handed over (a retried or doubled job).
  if (!message || message.status !== 'queued') return;
  const provider = await findProvider(db, data.organizationId);
  const now = run.clock.now();

  const fail = async (error: string) => {
    await db.transaction(async (tx) => {
      await tx
        .update(channelMessages)
        .set({ attempts: message.attempts + 1, updatedAt: now })
        .where(inOrg(channelMessages, data.organizationId, eq(channelMessages.id, message.id)));
      await recordStatus(tx, message, { status: 'failed', detail: error, error }, now);
    });
  };
  if (!provider) return fail('No voice/SMS/WhatsApp provider is configured for the organization.');

  let outcome: { ok: true; providerMessageId: string | null; status: 'sent' } | { ok: false; final: boolean; error: string };
  try {
    const target = await vetTarget(provider.apiUrl);
    const answer = await postOutbound(
      target,
      JSON.stringify(providerRequest(message, callbackUrlOf(message.channel))),
      {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': message.id,
        ...(provider.apiKey ? { authorization: `Bearer ${openSecret(provider.apiKey)}` } : {}),
      },
      { timeoutMs: PROVIDER_TIMEOUT_MS, maxBytes: PROVIDER_MAX_ANSWER_BYTES, signal: run.signal },
    );
    if (answer.status >= 200 && answer.status < 300) {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
      } catch {}
      const id = body?.provider_message_id;
      const providerMessageId = typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 200) : null;
      outcome = { ok: true, providerMessageId, status: 'sent' };
    } else {
      const redirect = answer.status >= 300 && answer.status < 400 ? ' (redirects are not followed)' : '';
      outcome = { ok: false, final: answer.status < 500, error: `The provider answered ${answer.status}${redirect}` };
    }
  } catch (error) {
    if (error instanceof RefusedTarget) outcome = { ok: false, final: true, error: `The provider URL is refused: ${error.message}` };
    else outcome = { ok: false, final: false, error: `The provider could not be reached: ${connectionFailure(error)}` };
  }

  if (outcome.ok) {
    const { providerMessageId } = outcome;
    await db.transaction(async (tx) => {
      await tx
        .update(channelMessages)
        .set({ attempts: message.attempts + 1, error: null, updatedAt: now })
        .where(inOrg(channelMessages, data.organizationId, eq(channelMessages.id, message.id)));
      await recordStatus(tx, message, { status: 'sent', providerMessageId, detail: providerMessageId ? `provider id ${providerMessageId}` : null }, now);
    });
    return;
  }
  const final = outcome.final || run.retryCount >= retryLimit;
  if (final) return fail(outcome.error);
  await db
    .update(channelMessages)
    .set({ attempts: message.attempts + 1, error: outcome.error, updatedAt: now })
    .where(inOrg(channelMessages, data.organizationId, eq(channelMessages.id, message.id)));
  throw new Temporary(outcome.error);
}
