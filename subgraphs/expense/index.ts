import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/platform/subgraph.ts';
import { advanceResolvers } from './advances/advance-resolvers.ts';
import { expenseResolvers } from './expenses/expense-resolvers.ts';
import { reportResolvers } from './reports/report-resolvers.ts';
import { settingsResolvers } from './settings/settings-resolvers.ts';

export function buildExpenseSchema(): GraphQLSchema {
  return buildModuleSchema('expense', [{ resolvers: settingsResolvers }, { resolvers: expenseResolvers }, { resolvers: advanceResolvers }, { resolvers: reportResolvers }]);
}
