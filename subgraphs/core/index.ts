import { accountReferences } from './books/chart-store.ts';
import { ledgerUsingAccount } from './books/ledger.ts';
import type { ModuleDescriptor } from './platform/modules.ts';
import { ledgerLineDataset, trialBalanceDataset } from './books/ledger-datasets.ts';
import { analyzeTables } from './platform/statistics.ts';

/**
 * What core contributes besides the code every module shares: the ledger refers to accounts,
 * and on PGlite a job keeps the planner's statistics current. Core serves no subgraph;
 * subgraphs/index.ts lists it with the modules.
 */
export const core: ModuleDescriptor = {
  name: 'core',
  jobs: [analyzeTables],
  references: [accountReferences.referrer('core.ledger', ledgerUsingAccount)],
  hooks: [],
  renderers: {},
  datasets: [ledgerLineDataset, trialBalanceDataset],
};
