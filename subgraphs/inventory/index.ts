import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/subgraph.ts';

export function buildInventorySchema(): GraphQLSchema {
  return buildModuleSchema('inventory', []);
}
