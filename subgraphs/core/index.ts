import { accountReferences } from './books/chart-store.ts';
import { ledgerUsingAccount } from './books/ledger.ts';
import { checkLedgerBalancesWorker } from './books/ledger-jobs.ts';
import type { ModuleDescriptor } from './platform/modules.ts';
import { ledgerLineDataset, trialBalanceDataset } from './books/ledger-datasets.ts';
import { analyzeTables } from './platform/statistics.ts';
import { retryWebhooksWorker, sendWebhooksWorker } from './webhooks/webhook-delivery.ts';

/**
 * What core contributes besides the code every module shares: the ledger refers to accounts,
 * on PGlite a job keeps the planner's statistics current, and webhooks are sent (webhooks/). Core serves no subgraph;
 * subgraphs/index.ts lists it with the modules.
 */
export const core: ModuleDescriptor = {
  name: 'core',
  jobs: [analyzeTables, sendWebhooksWorker, retryWebhooksWorker, checkLedgerBalancesWorker],
  references: [accountReferences.referrer('core.ledger', ledgerUsingAccount)],
  hooks: [],
  renderers: {},
  datasets: [ledgerLineDataset, trialBalanceDataset],
  secrets: [{ table: 'core.webhooks', column: 'secret', key: ['id'] }],
};
