import { accountReferences } from './books/chart-store.ts';
import { ledgerUsingAccount } from './books/ledger.ts';
import type { ModuleDescriptor } from './platform/modules.ts';
import { ledgerLineDataset, trialBalanceDataset } from './books/ledger-datasets.ts';

/**
 * What core contributes besides the code every module shares: the ledger refers to accounts.
 * Core serves no subgraph and declares no job; subgraphs/index.ts lists it with the modules.
 */
export const core: ModuleDescriptor = {
  name: 'core',
  jobs: [],
  references: [accountReferences.referrer('core.ledger', ledgerUsingAccount)],
  hooks: [],
  renderers: {},
  datasets: [ledgerLineDataset, trialBalanceDataset],
};
