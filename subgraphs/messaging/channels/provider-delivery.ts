/**
 * The one generic provider adapter (README "Provider contract"): the job
 * `messaging.deliver-channel-message` posts a call or message as JSON to the organization's
 * provider URL and records its answer. 2xx: `sent` with the provider's id; 4xx: `failed` at
 * once; 5xx, a timeout or a connection failure: retried by pg-boss with backoff, `failed` when
 * the retries are spent. A message no longer `queued` is never posted again.
 */
import { eq } from 'drizzle-orm';
import { channelMessages } from '../../../drizzle/tables/messaging/channels.ts';
import type { JobRun } from '../../core/platform/jobs.ts';
import { publicUrl } from '../../core/platform/public-url.ts';
import { openSecret } from '../../core/platform/secrets.ts';

import type { DeliverChannelMessageData } from './channel-jobs.ts';
import { type ChannelMessageRow, recordStatus } from './channel-service.ts';
import { findProvider } from './provider-settings.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** How long the provider has to answer one request. */
export const PROVIDER_TIMEOUT_MS = 10_000;

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
    const response = await fetch(provider.apiUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': message.id,
        ...(provider.apiKey ? { authorization: `Bearer ${openSecret(provider.apiKey)}` } : {}),
      },
      body: JSON.stringify(providerRequest(message, callbackUrlOf(message.channel))),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {}
    if (response.ok) {
      const id = body.provider_message_id;
      outcome = { ok: true, providerMessageId: typeof id === 'string' || typeof id === 'number' ? String(id) : null, status: 'sent' };
    } else {
      const said = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : text.slice(0, 500);
      const error = `The provider answered ${response.status}${said ? `: ${said}` : ''}`;
      outcome = { ok: false, final: response.status < 500, error };
    }
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${PROVIDER_TIMEOUT_MS / 1000} s` : (error as Error).message;
    outcome = { ok: false, final: false, error: `The provider could not be reached: ${reason}` };
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
