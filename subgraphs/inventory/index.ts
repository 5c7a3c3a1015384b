import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/subgraph.ts';
import { locationResolvers } from './resolvers/locations.ts';
import { stockResolvers } from './resolvers/stock.ts';
import { purchaseResolvers } from './resolvers/purchases.ts';
import './purchase-references.ts';
import { countResolvers } from './resolvers/counts.ts';
import { recurringCountResolvers } from './resolvers/recurring-counts.ts';
import './count-references.ts';
import './workers.ts';

/** Inventory (/inventory/v1): locations, the stock ledger, stock counts and purchase receives. */
export function buildInventorySchema(): GraphQLSchema {
  return buildModuleSchema('inventory', [
    { resolvers: locationResolvers },
    { resolvers: stockResolvers },
    { resolvers: purchaseResolvers },
    { resolvers: countResolvers },
    { resolvers: recurringCountResolvers },
  ]);
}
