import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/platform/subgraph.ts';
import { locationResolvers } from './locations/location-resolvers.ts';
import { stockResolvers } from './stock/stock-resolvers.ts';
import { purchaseResolvers } from './purchases/purchase-resolvers.ts';
import './purchases/purchase-references.ts';
import { countResolvers } from './counts/count-resolvers.ts';
import { recurringCountResolvers } from './counts/recurring-count-resolvers.ts';
import './counts/count-references.ts';
import './counts/count-workers.ts';

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
