import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/subgraph.ts';

export function buildErpSchema(): GraphQLSchema {
  return buildModuleSchema('erp', []);
}
