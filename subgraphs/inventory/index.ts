import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/subgraph.ts';
import { locationResolvers } from './resolvers/locations.ts';
import { stockResolvers } from './resolvers/stock.ts';

/** Inventory (/inventory/v1): locations, the stock ledger, stock counts and purchase receives. */
export function buildInventorySchema(): GraphQLSchema {
  return buildModuleSchema('inventory', [{ resolvers: locationResolvers }, { resolvers: stockResolvers }]);
}
