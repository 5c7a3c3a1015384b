import type { ModuleDescriptor } from '../core/platform/modules.ts';
import { agentResolvers } from './agents/agent-resolvers.ts';
import { domainResolvers } from './domains/domain-resolvers.ts';
import { emailResolvers } from './email/email-resolvers.ts';
import { logResolvers } from './email/log-resolvers.ts';
import { sendResolvers } from './sending/send-resolvers.ts';
import { suppressionResolvers } from './suppressions/suppression-resolvers.ts';
import { templateResolvers } from './templates/template-resolvers.ts';
import { deliverEmail, pruneOutgoingEmail } from './email/email-workers.ts';
import { messageLiveFields, messageResolvers } from './email/message-live.ts';
import { messageDataset } from './email/message-datasets.ts';
import { channelResolvers } from './channels/channel-resolvers.ts';
import { deliverChannelMessageJob } from './channels/channel-workers.ts';
import { rawRoutes, sendMailToken, smtpRelay } from './edge.ts';

/** Messaging: outgoing email (queueEmail, the organization's SMTP relay, the delivery log), mail agents, the send-mail API, templates, suppressions, logs, sending domains; voice calls, SMS and WhatsApp through a provider. */
export const messaging: ModuleDescriptor = {
  name: 'messaging',
  schema: [
    { resolvers: emailResolvers },
    { resolvers: agentResolvers },
    { resolvers: sendResolvers },
    { resolvers: templateResolvers },
    { resolvers: suppressionResolvers },
    { resolvers: logResolvers },
    { resolvers: domainResolvers },
    { resolvers: channelResolvers },
    { resolvers: messageResolvers },
  ],
  jobs: [deliverEmail, pruneOutgoingEmail, deliverChannelMessageJob],
  references: [],
  hooks: [],
  renderers: {},
  datasets: [messageDataset],
  live: [...messageLiveFields],
  // Sealed at rest (core/platform/secrets.ts): `kontor secrets rekey` re-encrypts these columns.
  secrets: [
    { table: 'messaging.email_relay_settings', column: 'password', key: ['id'] },
    { table: 'messaging.sending_domains', column: 'dkim_private_key', key: ['id'] },
    { table: 'messaging.channel_providers', column: 'api_key', key: ['id'] },
    { table: 'messaging.channel_providers', column: 'callback_secret', key: ['id'] },
  ],
  // Its front-door parts (edge.ts): the send-mail token, tracking and provider callbacks, the SMTP submission server.
  authenticators: [sendMailToken],
  rawRoutes,
  servers: [smtpRelay],
};
