import type { ModuleDescriptor } from '../core/platform/modules.ts';
import { emailResolvers } from './email/email-resolvers.ts';
import { deliverEmail, pruneOutgoingEmail } from './email/email-workers.ts';

/** Messaging: outgoing email (queueEmail, the organization's SMTP relay, the delivery log). */
export const messaging: ModuleDescriptor = {
  name: 'messaging',
  schema: [{ resolvers: emailResolvers }],
  jobs: [deliverEmail, pruneOutgoingEmail],
  references: [],
  hooks: [],
  renderers: {},
};
