import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/subgraph.ts';
import { expenseResolvers } from './resolvers/expense.ts';

export function buildExpenseSchema(): GraphQLSchema {
  return buildModuleSchema('expense', [{ resolvers: expenseResolvers }]);
}
