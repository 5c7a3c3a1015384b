import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { itemLoader } from './item-loaders.ts';
import * as service from './item-service.ts';
import { underPricebook } from './pricebook-service.ts';

export const itemResolvers: Resolvers = {
  Query: {
    items: async (_, args, ctx, info) => {
      const scope = await scopeOf(ctx);
      let list: Awaited<ReturnType<typeof service.listItems>> | undefined;
      const nodes = await underPricebook(scope, args.pricebookId, async () => {
        const selected = selectedFields(info, ['nodes']);
        // A price list's rate is worked out from the item's own rates (underPricebook).
        if (args.pricebookId != null) for (const field of ['itemId', 'rate', 'purchaseRate']) selected?.add(field);
        list = await service.listItems(scope, args, toPage(args.page, args.perPage), selected);
        return list.nodes;
      });
      return { ...list!, nodes };
    },
    item: async (_, { itemId, pricebookId }, ctx) => {
      const scope = await scopeOf(ctx);
      const [item] = await underPricebook(scope, pricebookId, async () => [await service.getItem(scope, itemId)]);
      return item;
    },
  },
  Mutation: {
    createItem: async (_, { input }, ctx) => ({ item: await service.createItem(await scopeOf(ctx), input) }),
    updateItem: async (_, { itemId, input }, ctx) => ({ item: await service.updateItem(await scopeOf(ctx), itemId, input) }),
    updateItemByUniqueField: async (_, args, ctx) => ({
      item: await service.updateItemByUniqueField(await scopeOf(ctx), args.uniqueIdentifierKey, args.uniqueIdentifierValue, args.upsert ?? false, args.input),
    }),
    deleteItem: async (_, { itemId }, ctx) => ({ itemId: await service.deleteItem(await scopeOf(ctx), itemId) }),
    markItemActive: async (_, { itemId }, ctx) => ({ item: await service.setItemStatus(await scopeOf(ctx), itemId, 'active') }),
    markItemInactive: async (_, { itemId }, ctx) => ({ item: await service.setItemStatus(await scopeOf(ctx), itemId, 'inactive') }),
  },
  Item: {
    __resolveReference: (ref, ctx) => itemLoader(ctx).load(ref.itemId),
  },
};
