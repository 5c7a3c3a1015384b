import type { ModuleDescriptor } from '../core/platform/modules.ts';
import { advanceResolvers } from './advances/advance-resolvers.ts';
import { expenseResolvers } from './expenses/expense-resolvers.ts';
import { reportRenderers } from './reports/report-renderers.ts';
import { reportResolvers } from './reports/report-resolvers.ts';
import { settingsResolvers } from './settings/settings-resolvers.ts';
import { advanceDataset } from './advances/advance-datasets.ts';
import { expenseReportDataset } from './reports/report-datasets.ts';

/** Expense management (/expense/v1): expenses, reports, advances and their policies. */
export const expense: ModuleDescriptor = {
  name: 'expense',
  schema: [{ resolvers: settingsResolvers }, { resolvers: expenseResolvers }, { resolvers: advanceResolvers }, { resolvers: reportResolvers }],
  jobs: [],
  references: [],
  hooks: [],
  renderers: reportRenderers,
  datasets: [expenseReportDataset, advanceDataset],
};
