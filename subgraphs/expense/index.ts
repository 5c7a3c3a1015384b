import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/subgraph.ts';

export function buildExpenseSchema(): GraphQLSchema {
  return buildModuleSchema('expense', []);
}
