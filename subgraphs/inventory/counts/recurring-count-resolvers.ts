import { toPage } from '../../core/request/pagination.ts';
import { currentOrganization } from '../../core/request/tenancy.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as service from './recurring-count-service.ts';

export const recurringCountResolvers: Resolvers = {
  Query: {
    recurringInventoryCounts: async (_, args, ctx) => service.listProfiles(ctx.db, await currentOrganization(ctx), args, toPage(args.page, args.perPage)),
    recurringInventoryCount: async (_, { recurringinventorycountId }, ctx) => service.getProfile(ctx.db, await currentOrganization(ctx), recurringinventorycountId),
  },
  Mutation: {
    createRecurringInventoryCount: async (_, { input }, ctx) => ({ recurringinventorycount: await service.createProfile(ctx, await currentOrganization(ctx), input) }),
    updateRecurringInventoryCount: async (_, { recurringinventorycountId, input }, ctx) => ({
      recurringinventorycount: await service.updateProfile(ctx, await currentOrganization(ctx), recurringinventorycountId, input),
    }),
    deleteRecurringInventoryCount: async (_, { recurringinventorycountId }, ctx) => ({ recurringinventorycountId: await service.deleteProfile(ctx.db, await currentOrganization(ctx), recurringinventorycountId) }),
    markRecurringInventoryCountActive: async (_, { recurringinventorycountId }, ctx) => ({
      recurringinventorycount: await service.setProfileStatus(ctx, await currentOrganization(ctx), recurringinventorycountId, 'active'),
    }),
    markRecurringInventoryCountInactive: async (_, { recurringinventorycountId }, ctx) => ({
      recurringinventorycount: await service.setProfileStatus(ctx, await currentOrganization(ctx), recurringinventorycountId, 'inactive'),
    }),
  },
};
