import type { ModuleDescriptor } from '../core/platform/modules.ts';
import { agentResolvers } from './agents/agent-resolvers.ts';
import { domainResolvers } from './domains/domain-resolvers.ts';
import { emailResolvers } from './email/email-resolvers.ts';
import { logResolvers } from './email/log-resolvers.ts';
import { sendResolvers } from './sending/send-resolvers.ts';
import { suppressionResolvers } from './suppressions/suppression-resolvers.ts';
import { templateResolvers } from './templates/template-resolvers.ts';
import { deliverEmail, pruneOutgoingEmail } from './email/email-workers.ts';
import { messageDataset } from './email/message-datasets.ts';

/** Messaging: outgoing email (queueEmail, the organization's SMTP relay, the delivery log), mail agents, the send-mail API, templates, suppressions, logs, sending domains. */
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
  ],
  jobs: [deliverEmail, pruneOutgoingEmail],
  references: [],
  hooks: [],
  renderers: {},
  datasets: [messageDataset],
  // Sealed at rest (core/platform/secrets.ts): `kontor secrets rekey` re-encrypts these columns.
  secrets: [{ table: 'messaging.email_relay_settings', column: 'password', key: ['id'] }],
};
