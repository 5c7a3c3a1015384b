import type { ModuleDescriptor } from '../core/platform/modules.ts';
import { expenseResolvers } from './expense-resolvers.ts';
import { reportRenderers } from './reports/report-renderers.ts';

/** Expense management (/expense/v1): expenses, reports, advances and their policies. */
export const expense: ModuleDescriptor = {
  name: 'expense',
  schema: [{ resolvers: expenseResolvers }],
  jobs: [],
  references: [],
  hooks: [],
  renderers: reportRenderers,
};
