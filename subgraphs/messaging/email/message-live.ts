/**
 * Messages of every channel as one: `Query.message(channel, messageId)` and the live fields
 * (core/platform/modules.ts, LiveField) that follow their status changes. Every change of an
 * email (queued, sent, delivered, deferred, bounced, failed, opened, clicked) is a timeline
 * entry and an `email_message.updated` event (timeline.ts); of an SMS, call or WhatsApp message
 * a `<channel>_message.updated` event (channels/channel-service.ts). The gateway reads the
 * message through `message(channel, messageId)`; `channel` chooses the events followed.
 */
import type { Channel } from '../../../drizzle/tables/messaging/channels.ts';
import type { LiveField } from '../../core/platform/modules.ts';
import { KontorError } from '../../core/values/errors.ts';
import { grantsAny } from '../../core/request/grants.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { channelEventType, getChannelMessage } from '../channels/channel-service.ts';
import { messageView } from '../channels/channel-resolvers.ts';
import type { MessageChannel, Resolvers } from '../generated/graphql.ts';
import { getDeliveryLogEntry } from './delivery-log.ts';
import { emailView } from './email-resolvers.ts';
import { MESSAGE_UPDATED } from '../channels/timeline.ts';

/** Each channel's read scopes, and its provider channel (none for email). */
const CHANNELS: Record<MessageChannel, { scopes: readonly string[]; channel?: Channel }> = {
  EMAIL: { scopes: ['SvcMessaging.email.READ', 'SvcMessaging.settings.READ'] },
  SMS: { scopes: ['SvcMessaging.sms.READ'], channel: 'sms' },
  VOICE: { scopes: ['SvcMessaging.voice.READ'], channel: 'voice' },
  WHATSAPP: { scopes: ['SvcMessaging.whatsapp.READ'], channel: 'whatsapp' },
};
const ALL_READS = [...new Set(Object.values(CHANNELS).flatMap((c) => c.scopes))];
const EVENTS = Object.fromEntries(
  Object.entries(CHANNELS).map(([name, { channel }]) => [name, [channel ? channelEventType(channel) : MESSAGE_UPDATED]]),
) as Record<MessageChannel, string[]>;

export const messageResolvers: Resolvers = {
  Query: {
    message: async (_, { channel, messageId }, ctx) => {
      const { scopes, channel: provided } = CHANNELS[channel];
      if (!grantsAny(ctx.identity.scopes, scopes))
        throw new KontorError('FORBIDDEN', `You are not authorized to read ${channel} messages: it needs the scope ${scopes.join(' or ')}.`, {
          requiredScopes: scopes,
        });
      const { db, org } = await scopeOf(ctx);
      if (!provided) return { __typename: 'OutgoingEmail', ...emailView(await getDeliveryLogEntry(db, org.id, messageId), org.timeZone) };
      return { __typename: 'ChannelMessage', ...messageView(await getChannelMessage(db, org.id, provided, messageId), org.timeZone) };
    },
  },
};

export const messageLiveFields: readonly LiveField[] = [
  {
    name: 'messageStatusChanged',
    arguments: 'channel: MessageChannel!, messageId: ID!',
    type: 'Message!',
    description:
      'The message each time its status changes: for email queued, sent (delivered, bounced per recipient), deferred and retried, failed, opened or clicked; for SMS, calls and WhatsApp each status the provider reports.',
    events: Object.values(EVENTS).flat(),
    by: { argument: 'channel', events: EVENTS },
    key: 'messageId',
    query: { field: 'message', argument: 'messageId', with: ['channel'] },
    scopes: ALL_READS,
  },
  {
    name: 'messages',
    arguments: 'channel: MessageChannel!',
    type: 'Message!',
    description: "Every message of the connection's organization on the channel, each time it is queued or its status changes.",
    events: Object.values(EVENTS).flat(),
    by: { argument: 'channel', events: EVENTS },
    query: { field: 'message', argument: 'messageId', with: ['channel'] },
    scopes: ALL_READS,
  },
];
