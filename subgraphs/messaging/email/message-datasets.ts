import { sql } from 'drizzle-orm';
import { outgoingMessages } from '../../../drizzle/tables/messaging/email.ts';
import { defineDataset } from '../../core/platform/datasets.ts';

/** Messages the organization sent (platform mail and the send-mail API): when, what, and how it went. */
export const messageDataset = defineDataset({
  name: 'messaging.messages',
  description: 'Email messages: queued and sent times, subject, sender, status, attempts and what they were about.',
  from: outgoingMessages,
  organization: outgoingMessages.organizationId,
  key: outgoingMessages.id,
  columns: [
    { name: 'Message ID', type: 'text', value: sql`${outgoingMessages.id}::text` },
    { name: 'Queued At', type: 'timestamp', value: outgoingMessages.queuedAt },
    { name: 'Sent At', type: 'timestamp', value: outgoingMessages.sentAt },
    { name: 'Subject', type: 'text', value: outgoingMessages.subject },
    { name: 'From', type: 'text', value: sql`coalesce(${outgoingMessages.senderAddress}, ${outgoingMessages.fromAddress})` },
    { name: 'Status', type: 'text', value: outgoingMessages.status },
    { name: 'Attempts', type: 'integer', value: outgoingMessages.attempts },
    { name: 'About', type: 'text', value: sql`${outgoingMessages.aboutModule} || '.' || ${outgoingMessages.aboutEntity}` },
    { name: 'Client Reference', type: 'text', value: outgoingMessages.clientReference },
  ],
});
