/**
 * `npm run bench`: every benchmark in test/bench, one after the other, each in its own process.
 *
 *   npm run bench                          all of them
 *   npm run bench -- --only payments       some (repeat --only)
 *   npm run bench:throughput -- [options]  Kontor and its peers over the same subgraph servers (run.ts, its own options)
 *
 * Each script takes `--database pglite|postgres` alone as well (default: both).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const BENCHES: Record<string, { file: string; what: string }> = {
  throughput: {
    file: 'run.ts',
    what: 'Kontor REST and GraphQL against the hand-sent subgraph fetches, Apollo default, Hive Gateway and Hive Router; SQL floor; time to ready',
  },
  ready: { file: 'ready.ts', what: 'kontor serve on PGlite: spawn to the first 200 of /health, from an empty data directory and on restart (wall and CPU)' },
  lookups: { file: 'lookups.ts', what: 'the per-request token lookup, built on every call vs prepared once' },
  payments: { file: 'payments.ts', what: 'billing payments: 5 invoices per payment, 50 clients racing over 100 invoices' },
  banking: { file: 'banking.ts', what: 'categorizing 10,000 imported bank transactions through 50 rules' },
  expenses: { file: 'expenses.ts', what: 'GET /expenses?per_page=200' },
  estimates: { file: 'estimates.ts', what: 'GET /estimates and GET /salesorders?per_page=200; estimate → invoice and sales order → invoice' },
  'inventory-counts': { file: 'inventory-counts.ts', what: 'a 5000-line stock count from xlsx, approved; GET /inventorycounts?per_page=200' },
  limits: { file: 'limits.ts', what: 'a 10,000-alias query and a 10,000-fragment chain; another tenant meanwhile' },
  cost: { file: 'cost.ts', what: 'the heaviest document the GraphQL cost limit admits, per list, timed (gateway/guard/README.md)' },
  flood: { file: 'flood.ts', what: "another tenant's p50 read latency idle vs under a one-tenant flood, rate limits off (before) and on (after)" },
  live: { file: 'live.ts', what: 'live subscriptions: memory per idle subscription, events to 1,000 subscribers, NOTIFY-to-client latency' },
  'expense-reports': { file: 'expense-reports.ts', what: 'GET /expensereports?per_page=200' },
  messaging: { file: 'messaging.ts', what: 'a 500-recipient email batch: time to 200, delivery msg/s to a local SMTP server; SMTP relay submissions/s' },
  webhooks: { file: 'webhooks.ts', what: 'POST /books/v3/invoices with 0 and with 5 webhooks subscribed to invoice.created (the outbox on the write path)' },
  scale: {
    file: 'scale.ts',
    what: 'the books at 10k and 100k invoices (1M with -- --million): invoice list pages, sorts, filters and searches, register, chart, trial balance and CSV exports; the ledger-balance check',
  },
  'analytics-export': { file: 'analytics-export.ts', what: 'CSV and JSON exports of a 1,000,000-row view: rows/s, time to first rows, peak RSS growth' },
};

// Options besides --only go to each benchmark's script (`npm run bench -- --only scale --million`).
const { values, tokens } = parseArgs({ options: { only: { type: 'string', multiple: true } }, strict: false, tokens: true });
const passed = tokens
  .filter((t) => t.kind !== 'option' || t.name !== 'only')
  .flatMap((t) => (t.kind === 'option' ? [t.rawName, ...(t.value === undefined ? [] : [t.value])] : t.kind === 'positional' ? [t.value] : []));
const chosen = (values.only as string[] | undefined) ?? Object.keys(BENCHES);
const here = fileURLToPath(new URL('.', import.meta.url));
let failed = 0;
for (const name of chosen) {
  const bench = BENCHES[name];
  if (!bench) throw new Error(`no benchmark ${name}: one of ${Object.keys(BENCHES).join(', ')}`);
  if (!existsSync(here + bench.file)) throw new Error(`test/bench/${bench.file} is missing`);
  console.log(`\n## ${name}: ${bench.what}\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', here + bench.file, ...passed], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
