import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/subgraph.ts';
import { emailResolvers } from './resolvers/email.ts';
import './workers.ts';

/** Messaging: outgoing email (queueEmail, the organization's SMTP relay, the delivery log). */
export function buildMessagingSchema(): GraphQLSchema {
  return buildModuleSchema('messaging', [
    { resolvers: emailResolvers },
  ]);
}
