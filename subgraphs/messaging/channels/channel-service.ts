/**
 * Voice calls, SMS and WhatsApp messages (README "Voice, SMS, WhatsApp"): one mechanism for the
 * three channels. A send is checked (E.164 numbers, SMS segments, the WhatsApp template, the
 * call's text or recording), stored in `messaging.channel_messages` with its first timeline
 * row and its delivery job in one transaction, and handed to the organization's provider by
 * the job (provider-delivery.ts). Status changes (the provider's answer, its signed callbacks)
 * go through `recordStatus`: a timeline row each, the status moving only forwards, an event
 * `<channel>_message.updated` per change.
 */
import { and, asc, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../drizzle/client.ts';
import { type Channel, type ChannelStatus, type WhatsappTemplate, channelMessageEvents, channelMessages } from '../../../drizzle/tables/messaging/channels.ts';
import { publish } from '../../core/platform/events.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId } from '../../core/request/scoped.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { channelJobs } from './channel-jobs.ts';
import { e164 } from './phone.ts';
import { requireProvider } from './provider-settings.ts';
import { smsSegments } from './segments.ts';
import { removeInBatches, retentionCutoff } from '../shared/retention.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type ChannelMessageRow = typeof channelMessages.$inferSelect;
export type ChannelEventRow = typeof channelMessageEvents.$inferSelect;

/** Limits (README "Limits"). */
export const SMS_MAX_SEGMENTS = 10;
export const TTS_MAX_CHARS = 3000;
export const WHATSAPP_TEXT_MAX = 4096;
export const WHATSAPP_MAX_PARAMETERS = 20;
export const WHATSAPP_PARAMETER_MAX = 1024;
export const CLIENT_REFERENCE_MAX = 200;

/** The statuses a channel's provider may report, and their order: a status never moves to a lower rank. */
export const STATUSES: Record<Channel, readonly ChannelStatus[]> = {
  sms: ['queued', 'sent', 'delivered', 'undelivered', 'failed'],
  whatsapp: ['queued', 'sent', 'delivered', 'read', 'undelivered', 'failed'],
  voice: ['queued', 'sent', 'ringing', 'answered', 'completed', 'busy', 'no_answer', 'failed'],
};
const RANK: Record<ChannelStatus, number> = {
  queued: 0,
  sent: 1,
  ringing: 2,
  answered: 3,
  delivered: 4,
  read: 5,
  // Final: the first final status stays.
  completed: 9,
  undelivered: 9,
  busy: 9,
  no_answer: 9,
  failed: 9,
};

/** The event type of a channel message's status change: as email's `email_message.updated`, with the channel. */
export function channelEventType(channel: Channel): string {
  return `${channel}_message.updated`;
}

export interface SmsInput {
  to: string;
  from?: string | null;
  text: string;
  clientReference?: string | null;
}
export interface VoiceInput {
  to: string;
  from?: string | null;
  ttsText?: string | null;
  audioUrl?: string | null;
  language?: string | null;
  clientReference?: string | null;
}
export interface WhatsappInput {
  to: string;
  from?: string | null;
  text?: string | null;
  template?: { name: string; language: string; parameters?: string[] | null } | null;
  clientReference?: string | null;
}

type Prepared = Pick<ChannelMessageRow, 'text' | 'encoding' | 'segments' | 'audioUrl' | 'language' | 'template'>;

const LANGUAGE = /^[a-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})*$/;
const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;

function prepareSms(input: SmsInput): Prepared {
  if (!input.text) throw invalid(['input', 'text'], 'is required');
  const { encoding, segments } = smsSegments(input.text);
  if (segments > SMS_MAX_SEGMENTS) {
    throw invalid(['input', 'text'], `is too long: ${segments} ${encoding} segments, at most ${SMS_MAX_SEGMENTS} (1530 GSM-7 or 670 UCS-2 characters)`);
  }
  return { text: input.text, encoding, segments, audioUrl: null, language: null, template: null };
}

function prepareVoice(input: VoiceInput): Prepared {
  const tts = input.ttsText ?? null;
  const audio = input.audioUrl?.trim() || null;
  if (!tts && !audio) throw invalid(['input', 'ttsText'], 'give the text to speak (tts_text) or a recording (audio_url)');
  if (tts && audio) throw invalid(['input', 'audioUrl'], 'give either tts_text or audio_url, not both');
  if (tts && tts.length > TTS_MAX_CHARS) throw invalid(['input', 'ttsText'], `must be at most ${TTS_MAX_CHARS} characters`);
  if (audio) {
    let url: URL | null = null;
    try {
      url = new URL(audio);
    } catch {}
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw invalid(['input', 'audioUrl'], 'must be an http or https URL');
  }
  if (input.language && !LANGUAGE.test(input.language)) throw invalid(['input', 'language'], 'must be a language code (en, en-US)');
  return { text: tts, encoding: null, segments: null, audioUrl: audio, language: input.language ?? null, template: null };
}

function prepareWhatsapp(input: WhatsappInput): Prepared {
  const { template, text } = input;
  if (!template && !text) throw invalid(['input', 'template'], 'give a template message (template) or a text (text)');
  if (template && text) throw invalid(['input', 'text'], 'give either a template or a text, not both');
  if (text) {
    if (text.length > WHATSAPP_TEXT_MAX) throw invalid(['input', 'text'], `must be at most ${WHATSAPP_TEXT_MAX} characters`);
    return { text, encoding: null, segments: null, audioUrl: null, language: null, template: null };
  }
  const t = template!;
  if (!TEMPLATE_NAME.test(t.name)) throw invalid(['input', 'template', 'name'], 'must be a template name: lower-case letters, digits and _');
  if (!LANGUAGE.test(t.language)) throw invalid(['input', 'template', 'language'], 'must be a language code (en, en_US)');
  const parameters = t.parameters ?? [];
  if (parameters.length > WHATSAPP_MAX_PARAMETERS) throw invalid(['input', 'template', 'parameters'], `must be at most ${WHATSAPP_MAX_PARAMETERS} values`);
  parameters.forEach((p, i) => {
    if (!p.trim()) throw invalid(['input', 'template', 'parameters', i], 'must not be empty');
    if (p.length > WHATSAPP_PARAMETER_MAX) throw invalid(['input', 'template', 'parameters', i], `must be at most ${WHATSAPP_PARAMETER_MAX} characters`);
    if (/[\n\t]| {5,}/.test(p)) throw invalid(['input', 'template', 'parameters', i], 'must not hold new lines, tabs or more than four spaces in a row');
  });
  const value: WhatsappTemplate = { name: t.name, language: t.language, parameters };
  return { text: null, encoding: null, segments: null, audioUrl: null, language: null, template: value };
}

/** Checks and queues one call or message; the delivery job goes in the same transaction. */
export async function queueChannelMessage(scope: Scope, channel: Channel, input: SmsInput | VoiceInput | WhatsappInput): Promise<ChannelMessageRow> {
  const to = e164(input.to, ['input', 'to']);
  const prepared =
    channel === 'sms' ? prepareSms(input as SmsInput) : channel === 'voice' ? prepareVoice(input as VoiceInput) : prepareWhatsapp(input as WhatsappInput);
  const clientReference = input.clientReference ?? null;
  if (clientReference && clientReference.length > CLIENT_REFERENCE_MAX) {
    throw invalid(['input', 'clientReference'], `must be at most ${CLIENT_REFERENCE_MAX} characters`);
  }
  const provider = await requireProvider(scope.db, scope.org.id);
  const fromRaw = input.from ?? provider.fromNumber;
  if (!fromRaw) throw invalid(['input', 'from'], 'is required: the provider settings name no from_number');
  const from = e164(fromRaw, ['input', 'from']);
  const id = newId();
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(channelMessages)
      .values({
        id,
        organizationId: scope.org.id,
        channel,
        toNumber: to,
        fromNumber: from,
        ...prepared,
        clientReference,
        queuedAt: scope.now,
        statusAt: scope.now,
        createdAt: scope.now,
        updatedAt: scope.now,
      })
      .returning();
    await tx.insert(channelMessageEvents).values({ id: newId(), organizationId: scope.org.id, messageId: id, status: 'queued', at: scope.now });
    await publish(tx, { organizationId: scope.org.id, type: channelEventType(channel), id });
    await scope.jobs.send(channelJobs.deliver, { organizationId: scope.org.id, messageId: id }, { dedupeKey: id, executor: tx });
    return row;
  });
}

export async function getChannelMessage(db: Executor, organizationId: string, channel: Channel, messageId: string): Promise<ChannelMessageRow> {
  const [row] = isId(messageId)
    ? await db
        .select()
        .from(channelMessages)
        .where(inOrg(channelMessages, organizationId, eq(channelMessages.channel, channel), eq(channelMessages.id, messageId)))
    : [];
  if (!row) throw notFound(channel === 'voice' ? `The call ${messageId}` : `The message ${messageId}`);
  return row;
}

export interface ChannelFilter {
  status?: ChannelStatus | null;
  to?: string | null;
  from?: Date | null;
  until?: Date | null;
  clientReference?: string | null;
}

/** Newest first; `until` is exclusive. */
export async function listChannelMessages(
  db: Executor,
  organizationId: string,
  channel: Channel,
  filter: ChannelFilter,
  page: { offset: number; limit: number },
): Promise<ChannelMessageRow[]> {
  if (filter.status && !STATUSES[channel].includes(filter.status)) {
    throw invalid(['status'], `must be one of ${STATUSES[channel].join(', ')}`);
  }
  const to = filter.to ? e164(filter.to, ['to']) : null;
  return db
    .select()
    .from(channelMessages)
    .where(
      inOrg(
        channelMessages,
        organizationId,
        eq(channelMessages.channel, channel),
        filter.status ? eq(channelMessages.status, filter.status) : undefined,
        to ? eq(channelMessages.toNumber, to) : undefined,
        filter.from ? gte(channelMessages.queuedAt, filter.from) : undefined,
        filter.until ? lt(channelMessages.queuedAt, filter.until) : undefined,
        filter.clientReference ? eq(channelMessages.clientReference, filter.clientReference) : undefined,
      ),
    )
    .orderBy(desc(channelMessages.queuedAt), desc(channelMessages.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function channelTimeline(db: Executor, organizationId: string, messageId: string): Promise<ChannelEventRow[]> {
  return db
    .select()
    .from(channelMessageEvents)
    .where(inOrg(channelMessageEvents, organizationId, eq(channelMessageEvents.messageId, messageId)))
    .orderBy(asc(channelMessageEvents.at), asc(channelMessageEvents.id));
}

export interface StatusChange {
  status: ChannelStatus;
  detail?: string | null;
  /** The provider's receipt id: a receipt already recorded changes nothing. */
  receiptId?: string | null;
  providerTime?: Date | null;
  /** Also set on the message (the provider's answer to the send). */
  providerMessageId?: string | null;
  error?: string | null;
}

/**
 * Records a status the provider reported, in the caller's transaction: a timeline row (once
 * per receipt id), and the message's status moved when the new one ranks above the current
 * one (a late `sent` after `delivered` stays on the timeline only). Returns whether the receipt
 * was new and whether the status moved.
 */
export async function recordStatus(
  tx: Executor,
  message: Pick<ChannelMessageRow, 'id' | 'organizationId' | 'channel'>,
  change: StatusChange,
  at: Date,
): Promise<{ recorded: boolean; moved: boolean; status: ChannelStatus }> {
  const inserted = await tx
    .insert(channelMessageEvents)
    .values({
      id: newId(),
      organizationId: message.organizationId,
      messageId: message.id,
      status: change.status,
      detail: change.detail ?? null,
      receiptId: change.receiptId ?? null,
      providerTime: change.providerTime ?? null,
      at,
    })
    .onConflictDoNothing()
    .returning({ id: channelMessageEvents.id });
  const [current] = await tx
    .select({ status: channelMessages.status })
    .from(channelMessages)
    .where(inOrg(channelMessages, message.organizationId, eq(channelMessages.id, message.id)))
    .for('update');
  if (!inserted.length) return { recorded: false, moved: false, status: current.status };
  const moves = RANK[change.status] > RANK[current.status];
  const set = {
    ...(moves ? { status: change.status, statusAt: at } : {}),
    ...(change.status === 'sent' ? { sentAt: sql`coalesce(${channelMessages.sentAt}, ${at.toISOString()}::timestamptz)` } : {}),
    ...(change.providerMessageId ? { providerMessageId: change.providerMessageId } : {}),
    ...(change.error !== undefined ? { error: change.error } : {}),
  };
  if (Object.keys(set).length) {
    await tx
      .update(channelMessages)
      .set({ ...set, updatedAt: at })
      .where(and(eq(channelMessages.organizationId, message.organizationId), eq(channelMessages.id, message.id)));
  }
  if (moves) await publish(tx, { organizationId: message.organizationId, type: channelEventType(message.channel), id: message.id });
  return { recorded: true, moved: moves, status: moves ? change.status : current.status };
}

/** A status a receipt names, checked against its channel. */
export function receiptStatus(channel: Channel, raw: unknown): ChannelStatus {
  const allowed = STATUSES[channel].filter((s) => s !== 'queued');
  if (typeof raw !== 'string' || !(allowed as string[]).includes(raw)) {
    throw new KontorError('INVALID_VALUE', `Invalid value passed for status: must be one of ${allowed.join(', ')}.`, {
      field: ['status'],
      rule: `must be one of ${allowed.join(', ')}`,
    });
  }
  return raw as ChannelStatus;
}

/**
 * Removes SMS, calls and WhatsApp messages queued more than RETENTION_DAYS (the log's 60 days)
 * before `now`, with their timelines; a message still queued stays until its delivery ends.
 */
export function pruneChannelMessages(db: Db, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now);
  return removeInBatches(
    db,
    async (tx, limit) =>
      (
        await tx
          .select({ id: channelMessages.id })
          .from(channelMessages)
          .where(and(lt(channelMessages.queuedAt, cutoff), ne(channelMessages.status, 'queued')))
          .limit(limit)
      ).map((row) => row.id),
    async (tx, ids) => {
      await tx.delete(channelMessageEvents).where(anyId(channelMessageEvents.messageId, ids));
      await tx.delete(channelMessages).where(anyId(channelMessages.id, ids));
    },
  );
}
