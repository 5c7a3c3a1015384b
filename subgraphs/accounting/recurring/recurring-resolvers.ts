import { toPage } from '../../core/request/pagination.ts';
import { currentOrganization } from '../../core/request/tenancy.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { actorOf } from '../invoices/invoice-history.ts';
import * as service from './recurring-service.ts';

export const recurringInvoiceResolvers: Resolvers = {
  Query: {
    recurringInvoices: async (_, args, ctx) => service.listProfiles(ctx.db, await currentOrganization(ctx), args, toPage(args.page, args.perPage)),
    recurringInvoice: async (_, { recurringInvoiceId }, ctx) => service.getProfile(ctx.db, await currentOrganization(ctx), recurringInvoiceId),
    recurringInvoiceComments: async (_, { recurringInvoiceId }, ctx) => service.profileHistory(ctx.db, await currentOrganization(ctx), recurringInvoiceId, ctx.clock.now()),
    recurringInvoiceChildren: async (_, { recurringInvoiceId, page, perPage }, ctx) =>
      service.listChildren(ctx.db, await currentOrganization(ctx), recurringInvoiceId, toPage(page, perPage)),
  },
  Mutation: {
    createRecurringInvoice: async (_, { input }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { recurringInvoice: await service.createProfile(ctx.db, ctx.clock, org, actor, input) };
    },
    updateRecurringInvoice: async (_, { recurringInvoiceId, input }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { recurringInvoice: await service.updateProfile(ctx.db, ctx.clock, org, actor, recurringInvoiceId, input) };
    },
    deleteRecurringInvoice: async (_, { recurringInvoiceId }, ctx) => ({ recurringInvoiceId: await service.deleteProfile(ctx.db, await currentOrganization(ctx), recurringInvoiceId) }),
    stopRecurringInvoice: async (_, { recurringInvoiceId }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { recurringInvoice: await service.setProfileStatus(ctx.db, ctx.clock, org, actor, recurringInvoiceId, 'stop') };
    },
    resumeRecurringInvoice: async (_, { recurringInvoiceId }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { recurringInvoice: await service.setProfileStatus(ctx.db, ctx.clock, org, actor, recurringInvoiceId, 'resume') };
    },
    stopRecurringInvoices: async (_, { recurringInvoiceIds }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { results: await service.setProfilesStatus(ctx.db, ctx.clock, org, actor, recurringInvoiceIds, 'stop') };
    },
    resumeRecurringInvoices: async (_, { recurringInvoiceIds }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { results: await service.setProfilesStatus(ctx.db, ctx.clock, org, actor, recurringInvoiceIds, 'resume') };
    },
    updateRecurringInvoiceTemplate: async (_, { recurringInvoiceId, templateId }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { recurringInvoice: await service.setProfileTemplate(ctx.db, ctx.clock, org, actor, recurringInvoiceId, templateId) };
    },
  },
  RecurringInvoice: {
    __resolveReference: async (ref, ctx) => service.getProfile(ctx.db, await currentOrganization(ctx), ref.recurringInvoiceId),
  },
};
