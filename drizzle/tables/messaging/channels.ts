import { index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../columns.ts';
import { messaging } from './email.ts';

/**
 * Voice calls, SMS and WhatsApp messages (subgraphs/messaging/README.md, "Voice, SMS,
 * WhatsApp"): one table for the three channels, a `channel` column telling them apart, one
 * timeline table, one provider configuration per organization.
 */
export type Channel = 'sms' | 'voice' | 'whatsapp';

/**
 * Statuses of every channel. A call goes queued → sent (the provider took it) → ringing →
 * answered → completed, or ends busy / no_answer / failed; a message goes queued → sent →
 * delivered → read (WhatsApp), or ends undelivered / failed.
 */
export type ChannelStatus = 'queued' | 'sent' | 'ringing' | 'answered' | 'delivered' | 'read' | 'completed' | 'undelivered' | 'busy' | 'no_answer' | 'failed';

/** What a WhatsApp template message carries. */
export interface WhatsappTemplate {
  name: string;
  language: string;
  parameters: string[];
}

/** One voice call, SMS or WhatsApp message of an organization, queued by the API and sent by the `messaging.deliver-channel-message` job. */
export const channelMessages = messaging.table(
  'channel_messages',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    channel: text('channel').$type<Channel>().notNull(),
    /** E.164 (`+4915123456789`). */
    toNumber: text('to_number').notNull(),
    fromNumber: text('from_number').notNull(),
    status: text('status').$type<ChannelStatus>().notNull().default('queued'),
    /** SMS text, WhatsApp free text, or a call's text to speak. */
    text: text('text'),
    /** SMS: `GSM-7` or `UCS-2`, and the number of segments it is sent in. */
    encoding: text('encoding'),
    segments: integer('segments'),
    /** Voice: the recording played instead of text-to-speech; the voice's language. */
    audioUrl: text('audio_url'),
    language: text('language'),
    /** WhatsApp template message. */
    template: jsonb('template').$type<WhatsappTemplate>(),
    clientReference: text('client_reference'),
    /** The provider's id of the message (its answer to the send). */
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    statusAt: timestamp('status_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('channel_messages_org_queued').on(t.organizationId, t.channel, t.queuedAt),
    index('channel_messages_provider_id').on(t.organizationId, t.providerMessageId),
  ],
);

/**
 * The timeline of a channel message: one row per state it reached (a late receipt is recorded
 * too, without moving the status back). `receipt_id` is the provider's id of a status
 * receipt: the same receipt twice is recorded once.
 */
export const channelMessageEvents = messaging.table(
  'channel_message_events',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    messageId: id('message_id').notNull(),
    status: text('status').$type<ChannelStatus>().notNull(),
    detail: text('detail'),
    receiptId: text('receipt_id'),
    /** When the provider says it happened (its receipt's timestamp). */
    providerTime: timestamp('provider_time', { withTimezone: true, mode: 'date' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('channel_message_events_message').on(t.organizationId, t.messageId, t.at),
    uniqueIndex('channel_message_events_receipt').on(t.organizationId, t.messageId, t.receiptId),
  ],
);

/**
 * The organization's voice/SMS/WhatsApp provider: one generic HTTP adapter (README "Provider
 * contract"). The API key and the callback secret are sealed (core/platform/secrets.ts).
 */
export const channelProviders = messaging.table(
  'channel_providers',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    apiUrl: text('api_url').notNull(),
    /** Sent as `Authorization: Bearer <key>`; sealed. */
    apiKey: text('api_key'),
    /** Signs the provider's status callbacks (HMAC-SHA256); sealed. */
    callbackSecret: text('callback_secret').notNull(),
    /** The sender when a request names none (E.164). */
    fromNumber: text('from_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('channel_providers_org').on(t.organizationId)],
);
