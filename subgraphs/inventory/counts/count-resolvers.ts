import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as lifecycle from './count-lifecycle.ts';
import { getCountSettings, updateCountSettings } from './count-settings.ts';
import * as service from './count-service.ts';

export const countResolvers: Resolvers = {
  Query: {
    inventoryCounts: async (_, args, ctx, info) =>
      service.listCounts(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    inventoryCount: async (_, { inventorycountId }, ctx) => service.getCount(await scopeOf(ctx), inventorycountId),
    inventoryCountSettings: async (_, __, ctx) => getCountSettings(await scopeOf(ctx)),
  },
  Mutation: {
    createInventoryCount: async (_, { input, ignoreAutoNumberGeneration, importFile }, ctx) => ({
      inventorycount: await service.createCount(await scopeOf(ctx), input, { ignoreAutoNumberGeneration: ignoreAutoNumberGeneration ?? false, importFile }),
    }),
    updateInventoryCount: async (_, { inventorycountId, input }, ctx) => ({
      inventorycount: await service.updateCount(await scopeOf(ctx), inventorycountId, input),
    }),
    deleteInventoryCount: async (_, { inventorycountId }, ctx) => ({ inventorycountId: await service.deleteCount(await scopeOf(ctx), inventorycountId) }),
    startInventoryCount: async (_, { inventorycountId }, ctx) => ({ inventorycount: await lifecycle.startCount(await scopeOf(ctx), inventorycountId) }),
    recordInventoryCount: async (_, { inventorycountId, input }, ctx) => ({
      inventorycount: await lifecycle.recordCount(await scopeOf(ctx), inventorycountId, input),
    }),
    submitInventoryCount: async (_, { inventorycountId }, ctx) => ({ inventorycount: await lifecycle.submitCount(await scopeOf(ctx), inventorycountId) }),
    approveInventoryCount: async (_, { inventorycountId, input }, ctx) => ({
      inventorycount: await lifecycle.approveCount(await scopeOf(ctx), inventorycountId, input),
    }),
    rejectInventoryCount: async (_, { inventorycountId, input }, ctx) => ({
      inventorycount: await lifecycle.rejectCount(await scopeOf(ctx), inventorycountId, input),
    }),
    cancelInventoryCount: async (_, { inventorycountId }, ctx) => ({ inventorycount: await lifecycle.cancelCount(await scopeOf(ctx), inventorycountId) }),
    updateInventoryCountSettings: async (_, { input }, ctx) => ({ inventorycountSettings: await updateCountSettings(await scopeOf(ctx), input) }),
  },
};
