import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/subgraph.ts';

export function buildBillingSchema(): GraphQLSchema {
  return buildModuleSchema('billing', []);
}
