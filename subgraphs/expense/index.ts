import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/platform/subgraph.ts';
import { expenseResolvers } from './expense-resolvers.ts';

export function buildExpenseSchema(): GraphQLSchema {
  return buildModuleSchema('expense', [{ resolvers: expenseResolvers }]);
}
