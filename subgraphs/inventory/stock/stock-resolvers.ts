import { itemExists } from '../../accounting/api.ts';
import { organizationOf } from '../../core/request/context.ts';
import { notFound } from '../../core/request/errors.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { itemLocationsLoader } from './stock-loaders.ts';
import { itemStock } from './stock-service.ts';

export const stockResolvers: Resolvers = {
  Query: {
    itemStock: async (_, { itemId }, ctx) => {
      const organizationId = organizationOf(ctx);
      if (!(await itemExists(ctx.db, organizationId, itemId))) throw notFound('The item');
      return itemStock(ctx.db, organizationId, itemId);
    },
  },
  Item: {
    // The item's own fields live in accounting; this subgraph only adds where it is kept.
    __resolveReference: (ref) => ref,
    locations: (item, _, ctx) => itemLocationsLoader(ctx).load(item.itemId),
  },
};
