import { scopeOf } from '../../core/request/scope.ts';
import type { ItemLocation, Resolvers } from '../generated/graphql.ts';
import { itemLocationsLoader } from './stock-loaders.ts';
import { itemStock } from './stock-service.ts';
import { sum, toDb } from '../../core/values/money.ts';

const total = (rows: readonly ItemLocation[], pick: (l: ItemLocation) => string) => toDb(sum(rows.map(pick)));

export const stockResolvers: Resolvers = {
  Query: {
    itemStock: async (_, { itemId }, ctx) => itemStock(await scopeOf(ctx), itemId),
  },
  Item: {
    // The item's own fields live in accounting; this subgraph only adds where it is kept.
    __resolveReference: (ref) => ref,
    locations: (item, _, ctx) => itemLocationsLoader(ctx).load(item.itemId),
    // Totals over the same per-location rows: no statement beyond the locations' one.
    stockOnHand: async (item, _, ctx) => total(await itemLocationsLoader(ctx).load(item.itemId), (l) => l.locationStockOnHand),
    availableStock: async (item, _, ctx) => total(await itemLocationsLoader(ctx).load(item.itemId), (l) => l.locationAvailableStock),
    actualAvailableStock: async (item, _, ctx) => total(await itemLocationsLoader(ctx).load(item.itemId), (l) => l.locationActualAvailableStock),
  },
};
