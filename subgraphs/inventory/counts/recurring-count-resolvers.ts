import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as service from './recurring-count-service.ts';
import { getProfile, listProfiles } from './recurring-count-views.ts';

export const recurringCountResolvers: Resolvers = {
  Query: {
    recurringInventoryCounts: async (_, args, ctx) => listProfiles(await scopeOf(ctx), args, toPage(args.page, args.perPage)),
    recurringInventoryCount: async (_, { recurringinventorycountId }, ctx) => getProfile(await scopeOf(ctx), recurringinventorycountId),
  },
  Mutation: {
    createRecurringInventoryCount: async (_, { input }, ctx) => ({ recurringinventorycount: await service.createProfile(await scopeOf(ctx), input) }),
    updateRecurringInventoryCount: async (_, { recurringinventorycountId, input }, ctx) => ({
      recurringinventorycount: await service.updateProfile(await scopeOf(ctx), recurringinventorycountId, input),
    }),
    deleteRecurringInventoryCount: async (_, { recurringinventorycountId }, ctx) => ({
      recurringinventorycountId: await service.deleteProfile(await scopeOf(ctx), recurringinventorycountId),
    }),
    markRecurringInventoryCountActive: async (_, { recurringinventorycountId }, ctx) => ({
      recurringinventorycount: await service.setProfileStatus(await scopeOf(ctx), recurringinventorycountId, 'active'),
    }),
    markRecurringInventoryCountInactive: async (_, { recurringinventorycountId }, ctx) => ({
      recurringinventorycount: await service.setProfileStatus(await scopeOf(ctx), recurringinventorycountId, 'inactive'),
    }),
  },
};
