import { toPage } from '../../core/request/pagination.ts';
import { currentOrganization } from '../../core/request/tenancy.ts';
import { organizationOf } from '../../core/request/context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as lifecycle from './count-lifecycle.ts';
import { countSettingsOf, settingsView, updateCountSettings } from './count-settings.ts';
import * as service from './count-service.ts';

export const countResolvers: Resolvers = {
  Query: {
    inventoryCounts: async (_, args, ctx) => service.listCounts(ctx.db, await currentOrganization(ctx), ctx.identity.userId, args, toPage(args.page, args.perPage)),
    inventoryCount: async (_, { inventorycountId }, ctx) => service.countView(ctx.db, await currentOrganization(ctx), inventorycountId),
    inventoryCountSettings: async (_, __, ctx) => settingsView(await countSettingsOf(ctx.db, organizationOf(ctx))),
  },
  Mutation: {
    createInventoryCount: async (_, { input, ignoreAutoNumberGeneration, importFile }, ctx) => ({
      inventorycount: await service.createCount(ctx, await currentOrganization(ctx), input, { ignoreAutoNumberGeneration: ignoreAutoNumberGeneration ?? false, importFile }),
    }),
    updateInventoryCount: async (_, { inventorycountId, input }, ctx) => ({ inventorycount: await service.updateCount(ctx, await currentOrganization(ctx), inventorycountId, input) }),
    deleteInventoryCount: async (_, { inventorycountId }, ctx) => ({ inventorycountId: await service.deleteCount(ctx.db, await currentOrganization(ctx), inventorycountId) }),
    startInventoryCount: async (_, { inventorycountId }, ctx) => ({ inventorycount: await lifecycle.startCount(ctx, await currentOrganization(ctx), inventorycountId) }),
    recordInventoryCount: async (_, { inventorycountId, input }, ctx) => ({ inventorycount: await lifecycle.recordCount(ctx, await currentOrganization(ctx), inventorycountId, input) }),
    submitInventoryCount: async (_, { inventorycountId }, ctx) => ({ inventorycount: await lifecycle.submitCount(ctx, await currentOrganization(ctx), inventorycountId) }),
    approveInventoryCount: async (_, { inventorycountId, input }, ctx) => ({ inventorycount: await lifecycle.approveCount(ctx, await currentOrganization(ctx), inventorycountId, input) }),
    rejectInventoryCount: async (_, { inventorycountId, input }, ctx) => ({ inventorycount: await lifecycle.rejectCount(ctx, await currentOrganization(ctx), inventorycountId, input) }),
    cancelInventoryCount: async (_, { inventorycountId }, ctx) => ({ inventorycount: await lifecycle.cancelCount(ctx, await currentOrganization(ctx), inventorycountId) }),
    updateInventoryCountSettings: async (_, { input }, ctx) => ({ inventorycountSettings: await updateCountSettings(ctx.db, ctx.clock, organizationOf(ctx), input) }),
  },
};
