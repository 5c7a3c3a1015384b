import { toPage } from '../../core/request/pagination.ts';
import { currentOrganization } from '../../core/request/tenancy.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { itemLoader } from './item-loaders.ts';
import * as service from './item-service.ts';

export const itemResolvers: Resolvers = {
  Query: {
    items: async (_, args, ctx) => service.listItems(ctx.db, await currentOrganization(ctx), args, toPage(args.page, args.perPage)),
    item: async (_, { itemId }, ctx) => service.getItem(ctx.db, await currentOrganization(ctx), itemId),
  },
  Mutation: {
    createItem: async (_, { input }, ctx) => ({ item: await service.createItem(ctx.db, await currentOrganization(ctx), input) }),
    updateItem: async (_, { itemId, input }, ctx) => ({ item: await service.updateItem(ctx.db, await currentOrganization(ctx), itemId, input) }),
    updateItemByUniqueField: async (_, args, ctx) => ({
      item: await service.updateItemByUniqueField(ctx.db, await currentOrganization(ctx), args.uniqueIdentifierKey, args.uniqueIdentifierValue, args.upsert ?? false, args.input),
    }),
    deleteItem: async (_, { itemId }, ctx) => ({ itemId: await service.deleteItem(ctx.db, await currentOrganization(ctx), itemId) }),
    markItemActive: async (_, { itemId }, ctx) => ({ item: await service.setItemStatus(ctx.db, await currentOrganization(ctx), itemId, 'active') }),
    markItemInactive: async (_, { itemId }, ctx) => ({ item: await service.setItemStatus(ctx.db, await currentOrganization(ctx), itemId, 'inactive') }),
  },
  Item: {
    __resolveReference: (ref, ctx) => itemLoader(ctx).load(ref.itemId),
  },
};
