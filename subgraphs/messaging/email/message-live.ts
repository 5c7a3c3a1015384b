/**
 * The messages' live fields (core/platform/modules.ts, LiveField): every status change of an
 * outgoing message (queued, sent, delivered, deferred, bounced, failed, opened, clicked) is a
 * timeline entry and an `email_message.updated` event (timeline.ts); the gateway reads the
 * message through `outgoingEmail(messageId)`. `channel` chooses the events: email is the only
 * channel today, and another one is a value of `MessageChannel` with its own event type.
 */
import type { LiveField } from '../../core/platform/modules.ts';
import { MESSAGE_UPDATED } from './timeline.ts';

const READ = ['SvcMessaging.email.READ', 'SvcMessaging.settings.READ'];
const CHANNELS = { EMAIL: [MESSAGE_UPDATED] };

export const messageLiveFields: readonly LiveField[] = [
  {
    name: 'messageStatusChanged',
    arguments: 'channel: MessageChannel!, messageId: ID!',
    type: 'OutgoingEmail!',
    description: 'The message each time its status changes: queued, sent (delivered, bounced per recipient), deferred and retried, failed, opened or clicked.',
    events: [MESSAGE_UPDATED],
    by: { argument: 'channel', events: CHANNELS },
    key: 'messageId',
    query: { field: 'outgoingEmail', argument: 'messageId' },
    scopes: READ,
  },
  {
    name: 'messages',
    arguments: 'channel: MessageChannel!',
    type: 'OutgoingEmail!',
    description: "Every message of the connection's organization on the channel, each time it is queued or its status changes.",
    events: [MESSAGE_UPDATED],
    by: { argument: 'channel', events: CHANNELS },
    query: { field: 'outgoingEmail', argument: 'messageId' },
    scopes: READ,
  },
];
