import { scopeOf } from '../../core/request/scope.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { itemLocationsLoader } from './stock-loaders.ts';
import { itemStock } from './stock-service.ts';

export const stockResolvers: Resolvers = {
  Query: {
    itemStock: async (_, { itemId }, ctx) => itemStock(await scopeOf(ctx), itemId),
  },
  Item: {
    // The item's own fields live in accounting; this subgraph only adds where it is kept.
    __resolveReference: (ref) => ref,
    locations: (item, _, ctx) => itemLocationsLoader(ctx).load(item.itemId),
  },
};
