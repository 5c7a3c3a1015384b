import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/platform/subgraph.ts';
import { emailResolvers } from './email/email-resolvers.ts';
import './email/email-workers.ts';

/** Messaging: outgoing email (queueEmail, the organization's SMTP relay, the delivery log). */
export function buildMessagingSchema(): GraphQLSchema {
  return buildModuleSchema('messaging', [
    { resolvers: emailResolvers },
  ]);
}
