import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as service from './recurring-service.ts';

export const recurringInvoiceResolvers: Resolvers = {
  Query: {
    recurringInvoices: async (_, args, ctx, info) =>
      service.listProfiles(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    recurringInvoice: async (_, { recurringInvoiceId }, ctx) => service.getProfile(await scopeOf(ctx), recurringInvoiceId),
    recurringInvoiceComments: async (_, { recurringInvoiceId }, ctx) => service.profileHistory(await scopeOf(ctx), recurringInvoiceId),
    recurringInvoiceChildren: async (_, args, ctx, info) =>
      service.listChildren(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
  },
  Mutation: {
    createRecurringInvoice: async (_, { input }, ctx) => ({ recurringInvoice: await service.createProfile(await scopeOf(ctx), input) }),
    updateRecurringInvoice: async (_, { recurringInvoiceId, input }, ctx) => ({
      recurringInvoice: await service.updateProfile(await scopeOf(ctx), recurringInvoiceId, input),
    }),
    deleteRecurringInvoice: async (_, { recurringInvoiceId }, ctx) => ({
      recurringInvoiceId: await service.deleteProfile(await scopeOf(ctx), recurringInvoiceId),
    }),
    stopRecurringInvoice: async (_, { recurringInvoiceId }, ctx) => ({
      recurringInvoice: await service.setProfileStatus(await scopeOf(ctx), recurringInvoiceId, 'stop'),
    }),
    resumeRecurringInvoice: async (_, { recurringInvoiceId }, ctx) => ({
      recurringInvoice: await service.setProfileStatus(await scopeOf(ctx), recurringInvoiceId, 'resume'),
    }),
    stopRecurringInvoices: async (_, { recurringInvoiceIds }, ctx) => ({
      results: await service.setProfilesStatus(await scopeOf(ctx), recurringInvoiceIds, 'stop'),
    }),
    resumeRecurringInvoices: async (_, { recurringInvoiceIds }, ctx) => ({
      results: await service.setProfilesStatus(await scopeOf(ctx), recurringInvoiceIds, 'resume'),
    }),
    updateRecurringInvoiceTemplate: async (_, { recurringInvoiceId, templateId }, ctx) => ({
      recurringInvoice: await service.setProfileTemplate(await scopeOf(ctx), recurringInvoiceId, templateId),
    }),
  },
  RecurringInvoice: {
    __resolveReference: async (ref, ctx) => service.getProfile(await scopeOf(ctx), ref.recurringInvoiceId),
  },
};
