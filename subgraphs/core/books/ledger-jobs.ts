import { jobKey, worker } from '../platform/jobs.ts';
import { checkLedgerBalances } from './ledger-balances.ts';

/**
 * Every night: the stored ledger balances against the sums of their lines, over every
 * organization. A difference fails the job (kept by pg-boss, with the rows in its error) rather
 * than being repaired silently: the ledger alone writes lines and balances, so a difference is a
 * bug or a hand edit to look at; rebuildLedgerBalances repairs it once understood.
 */
export const checkLedgerBalancesJob = jobKey<Record<string, never>>('core.check-ledger-balances', { retryLimit: 0, schedule: { cron: '17 3 * * *' } });

export const checkLedgerBalancesWorker = worker(checkLedgerBalancesJob, async (_data, run) => {
  const differences = await checkLedgerBalances(run.database.db);
  if (differences.length)
    throw new Error(`${differences.length} stored ledger balances differ from their lines, first: ${JSON.stringify(differences.slice(0, 5))}`);
});
