import { scopeOf } from '../../core/request/scope.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { send } from './send-service.ts';

export const sendResolvers: Resolvers = {
  Mutation: {
    sendEmail: async (_, { input }, ctx) => send(await scopeOf(ctx), ctx.identity.agentId, input, { batch: false, template: false }),
    sendEmailBatch: async (_, { input }, ctx) => send(await scopeOf(ctx), ctx.identity.agentId, input, { batch: true, template: false }),
    sendTemplateEmail: async (_, { input }, ctx) => send(await scopeOf(ctx), ctx.identity.agentId, input, { batch: false, template: true }),
    sendTemplateEmailBatch: async (_, { input }, ctx) => send(await scopeOf(ctx), ctx.identity.agentId, input, { batch: true, template: true }),
  },
};
