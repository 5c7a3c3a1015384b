import { boolean, customType, index, integer, jsonb, pgSchema, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../columns.ts';

/** The messaging module's own PostgreSQL schema (subgraphs/messaging). */
export const messaging = pgSchema('messaging');

/** Bytes kept in the row (attachments of outgoing mail): Buffer in TypeScript. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

export type OutgoingStatus = 'queued' | 'sent' | 'failed';
export type RecipientStatus = 'queued' | 'delivered' | 'deferred' | 'bounced' | 'failed' | 'suppressed';
export type MessageEventKind = 'queued' | 'sent' | 'delivered' | 'deferred' | 'bounced' | 'failed' | 'suppressed' | 'opened' | 'clicked' | 'complained';

/** The timeline of an outgoing message: one row per thing that happened to it (per recipient where it concerns one). */
export const messageEvents = messaging.table(
  'message_events',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    messageId: id('message_id').notNull(),
    kind: text('kind').$type<MessageEventKind>().notNull(),
    recipient: text('recipient'),
    /** The relay's answer, a bounce reason, a user agent. */
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('message_events_message').on(t.organizationId, t.messageId, t.at)],
);

/**
 * Outgoing email and its delivery log: written by queueEmail in the caller's transaction,
 * delivered by the `messaging.deliver-email` job, which records every attempt here.
 */
export const outgoingMessages = messaging.table(
  'outgoing_messages',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    status: text('status').$type<OutgoingStatus>().notNull().default('queued'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    replyTo: text('reply_to'),
    /** Sent from the organization's relay address rather than the platform default. */
    fromOrganization: boolean('from_organization').notNull().default(false),
    /** The address and relay the message went out through (filled once sent). */
    fromAddress: text('from_address'),
    relay: text('relay').$type<'organization' | 'platform'>(),
    aboutModule: text('about_module').notNull(),
    aboutEntity: text('about_entity').notNull(),
    aboutId: text('about_id').notNull(),
    /** Sent through the send-mail API: the agent, the requested sender, the request and the client's reference. */
    agentId: id('agent_id'),
    senderAddress: text('sender_address'),
    senderName: text('sender_name'),
    requestId: text('request_id'),
    clientReference: text('client_reference'),
    /** Extra headers the send-mail API's client asked for (`mime_headers`), checked at send; delivered as they are. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** Message-ID header the relay accepted the message under. */
    smtpMessageId: text('smtp_message_id'),
    /** What the relay answered (`250 OK ...`). */
    smtpResponse: text('smtp_response'),
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('outgoing_messages_org_queued').on(t.organizationId, t.queuedAt),
    index('outgoing_messages_about').on(t.organizationId, t.aboutModule, t.aboutEntity, t.aboutId),
    index('outgoing_messages_request').on(t.organizationId, t.requestId),
  ],
);

/** Recipients of an outgoing message, in the order given. */
export const outgoingRecipients = messaging.table(
  'outgoing_recipients',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    messageId: id('message_id').notNull(),
    kind: text('kind').$type<'to' | 'cc' | 'bcc'>().notNull(),
    address: text('address').notNull(),
    /** Display name the sender gave (send-mail API). */
    name: text('name'),
    position: integer('position').notNull(),
    /** This recipient's outcome: delivered (the relay took it), deferred (4xx, retried), bounced (5xx), failed (retries spent). */
    status: text('status').$type<RecipientStatus>().notNull().default('queued'),
    /** The relay's answer for this recipient when it was not delivered. */
    reason: text('reason'),
    statusAt: timestamp('status_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('outgoing_recipients_message').on(t.organizationId, t.messageId)],
);

/** Attachments, kept with the message (written in the same transaction). */
export const outgoingAttachments = messaging.table(
  'outgoing_attachments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    messageId: id('message_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytes('content').notNull(),
    /** Content id of an inline image (`cid:` in the HTML); null for an attachment. */
    cid: text('cid'),
    position: integer('position').notNull(),
  },
  (t) => [index('outgoing_attachments_message').on(t.organizationId, t.messageId)],
);

/** An organization's own SMTP relay; without one, mail goes through the platform default (SMTP_URL). */
export const emailRelaySettings = messaging.table(
  'email_relay_settings',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    /** TLS from the first byte (465); false means STARTTLS when the server offers it. */
    secure: boolean('secure').notNull().default(false),
    username: text('username'),
    password: text('password'),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name'),
    /** Extra nodemailer transport flags an operator may need (e.g. ignoring self-signed certificates). */
    options: jsonb('options').$type<{ rejectUnauthorized?: boolean }>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('email_relay_settings_org').on(t.organizationId)],
);

/**
 * Open-pixel and click-redirect tokens of a tracked message (README "Tracking"): unguessable,
 * one per message for the open and one per link for clicks; a click redirects only to the URL
 * stored here, the one that was in the mail. The first hit is the timeline's event.
 */
export const trackingTokens = messaging.table(
  'tracking_tokens',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    messageId: id('message_id').notNull(),
    token: text('token').notNull(),
    kind: text('kind').$type<'open' | 'click'>().notNull(),
    url: text('url'),
    hits: integer('hits').notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true, mode: 'date' }),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('tracking_tokens_token').on(t.token), index('tracking_tokens_message').on(t.organizationId, t.messageId)],
);
