/**
 * The books at scale (issue 39): `npm run bench -- --only scale`, or
 * `npx tsx test/bench/scale.ts [--invoices 10000,100000] [--runs 10] [--million]`.
 *
 * For each size, on PostgreSQL (TEST_DATABASE_URL, default the local server), in a fresh
 * platform: one organization grown to that many invoices beside a second organization of 1,000.
 * Each organization's template invoice (one line) is made and sent through the API and a
 * payment of a quarter of it recorded; then copies are grown in SQL (test/helpers/grow.ts) of
 * the invoice, its line, its ledger entry and lines, and for every fourth invoice the payment,
 * its application and its ledger entry and lines (numbers, names, dates over the last two years,
 * totals and states varied), the stored balances rebuilt from the grown lines
 * (ledger-balances.ts), VACUUM ANALYZE. Each request is then sent `--runs` times one after the
 * other (the exports a third as often) and its p50 and p95 printed: the invoice list's first,
 * last and 2000th page, each sort column, each status filter, search_text,
 * invoice_number_contains, the receivables register this year, the chart of accounts, and the
 * trial balance and invoice CSV exports (analytics views, exported at once). After the requests a
 * few invoices are made, sent and paid through the API, and the ledger-balance check (the
 * `core.check-ledger-balances` job's) runs: it prints the differences it finds, which must be 0.
 * `--million` adds 1,000,000 to the sizes; `--plans <label>` (repeatable, a request's label as
 * printed) prints the plan (EXPLAIN ANALYZE) of each statement of that request that reads invoices;
 * `--requests <regular expression>` times only the requests whose label it matches (a short run, e.g.
 * `--requests page` for the list's pages).
 */
import { parseArgs } from 'node:util';
import os from 'node:os';
import { checkLedgerBalances, rebuildLedgerBalances } from '../../subgraphs/core/books/ledger-balances.ts';
import { Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { grow, grownId, invoiceCopy, withoutIndexes } from '../helpers/grow.ts';

const { values: args } = parseArgs({
  options: {
    invoices: { type: 'string', default: '10000,100000' },
    runs: { type: 'string', default: '10' },
    million: { type: 'boolean', default: false },
    plans: { type: 'string', multiple: true },
    database: { type: 'string' },
    requests: { type: 'string' },
  },
});
if (args.database && args.database !== 'postgres') {
  console.log('the scale benchmark runs on PostgreSQL only');
  process.exit(0);
}
const SIZES = [...args.invoices.split(',').map(Number), ...(args.million ? [1_000_000] : [])];
const RUNS = Number(args.runs);
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

/** The payment ledger entries' ids, apart from the invoices' in the same tables. */
const PAYMENT_IDS = 50_000_000;

function billing(client: Client, organizationId: string) {
  const bare = new Client(client.baseUrl, client.token);
  return (body: unknown) => bare.request('POST', '/billing/v1/payments', { headers: { 'X-com-svc-subscriptions-organizationid': organizationId }, body });
}

function analytics(client: Client, organizationId: string) {
  const bare = new Client(client.baseUrl, client.token);
  const headers = { 'SVC-ANALYTICS-ORGID': organizationId };
  return {
    get: (path: string, query?: Record<string, string>) => bare.request('GET', `/restapi/v2${path}`, { query, headers }),
    post: (path: string, body?: unknown) => bare.request('POST', `/restapi/v2${path}`, { body, headers }),
    raw: (path: string) => fetch(new URL(`/restapi/v2${path}`, client.baseUrl), { headers: { authorization: `Svc-oauthtoken ${client.token}`, ...headers } }),
  };
}

function ok<T extends { status: number; body: unknown }>(what: string, res: T, status = 200): T {
  if (res.status !== status && !(status === 201 && res.status === 200)) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res;
}

/** An invoice made, sent and paid in part through the API. */
async function postedInvoice(client: Client, organizationId: string, customerId: string, date: string) {
  const made = ok(
    'invoice',
    await client.post('/books/v3/invoices', { customer_id: customerId, date, line_items: [{ name: 'Consulting', rate: 120, quantity: 2 }] }),
    201,
  );
  const invoiceId = made.body.invoice.invoice_id as string;
  ok('sent', await client.post(`/books/v3/invoices/${invoiceId}/status/sent`));
  const paid = ok(
    'payment',
    await billing(
      client,
      organizationId,
    )({ customer_id: customerId, payment_mode: 'cash', amount: '60', date, invoices: [{ invoice_id: invoiceId, amount_applied: '60' }] }),
    201,
  );
  return { invoiceId, paymentId: String(paid.body.payment.payment_id) };
}

/** The template's invoice, line, ledger entry and lines copied `count` times; every fourth copy paid (payment, application, entry, lines). */
/** An organization's template: a customer's invoice, made, sent and paid in part through the API. */
async function template(client: Client, organizationId: string) {
  const customer = ok('contact', await client.post('/books/v3/contacts', { contact_name: 'Scale customer' }), 201).body.contact.contact_id;
  return postedInvoice(client, organizationId, customer, new Date().toISOString().slice(0, 10));
}

async function growBooks(platform: Platform, { invoiceId, paymentId }: { invoiceId: string; paymentId: string }, base: number, count: number): Promise<void> {
  const db = platform.database;
  const day = `current_date - (g % 730)`;
  const id = grownId(base);
  const payment = grownId(base + PAYMENT_IDS);
  const paidCopies = 'and g % 4 = 0';
  await grow(db, 'accounting.invoices', `t.id = ${invoiceId}`, count, { ...invoiceCopy(base), date: day, due_date: `${day} + 30` });
  await grow(db, 'accounting.invoice_line_items', `t.invoice_id = ${invoiceId}`, count, { id: `${id} + 1`, invoice_id: id });
  // A source may have several entries (one per basis): each copy's ids add 20 bits hashed from
  // the template row's id (its low bits are a per-millisecond sequence, the same in many ids).
  const place = (column: string) => `(hashtext(t.${column}::text) & 1048575)`;
  await grow(db, 'core.journal_entries', `t.source_id = ${invoiceId} and g % 4 <> 3`, count, { id: `${id} + ${place('id')}`, source_id: id, date: day });
  await grow(db, 'core.journal_lines', `t.source_id = ${invoiceId} and g % 4 <> 3`, count, {
    id: `${id} + ${place('id')}`,
    journal_id: `${id} + ${place('journal_id')}`,
    source_id: id,
    date: day,
  });
  await grow(db, 'billing.payments', `t.id = ${paymentId} ${paidCopies}`, count, { id, payment_number: `t.payment_number || '-' || g`, date: day });
  await grow(db, 'billing.payment_applications', `t.payment_id = ${paymentId} ${paidCopies}`, count, { id, payment_id: id, invoice_id: id });
  await grow(db, 'accounting.invoice_payments', `t.invoice_id = ${invoiceId} ${paidCopies}`, count, { id, payment_id: id, invoice_id: id, date: day });
  await grow(db, 'core.journal_entries', `t.source_id = ${paymentId} ${paidCopies}`, count, { id: `${payment} + ${place('id')}`, source_id: id, date: day });
  await grow(db, 'core.journal_lines', `t.source_id = ${paymentId} ${paidCopies}`, count, {
    id: `${payment} + ${place('id')}`,
    journal_id: `${payment} + ${place('journal_id')}`,
    source_id: id,
    date: day,
  });
}

const GROWN = [
  'accounting.invoices',
  'accounting.invoice_line_items',
  'accounting.invoice_payments',
  'billing.payments',
  'billing.payment_applications',
  'core.journal_entries',
  'core.journal_lines',
  'core.ledger_balances',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

const wanted = args.requests ? new RegExp(args.requests) : undefined;

async function timed(label: string, runs: number, send: () => Promise<{ status: number; body: unknown }>): Promise<void> {
  if (wanted && !wanted.test(label)) return;
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const at = performance.now();
    const answer = await send();
    times.push(performance.now() - at);
    if (answer.status !== 200) throw new Error(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  times.sort((a, b) => a - b);
  console.log(`| ${label} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 95).toFixed(0)} |`);
}

/** EXPLAIN ANALYZE of each statement of a request that reads the invoices table. */
async function printPlans(platform: Platform, label: string, send: () => Promise<unknown>): Promise<void> {
  const { sql, params } = await platform.statementsDuring(send);
  for (const [index, statement] of sql.entries()) {
    if (!/^(select|with)\b/i.test(statement) || !statement.includes('"accounting"."invoices"')) continue;
    const rows = await platform.database.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off) ${statement}`, params[index]);
    console.log(`\n${label}:\n${statement.replace(/select .*? from/, 'select … from')}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  }
}

const SORTS = ['invoice_number', 'date', 'due_date', 'customer_name', 'total', 'balance', 'created_time'];
const FILTERS = ['Sent', 'Draft', 'OverDue', 'Paid', 'Void', 'Unpaid', 'PartiallyPaid', 'Viewed'];

async function atSize(invoices: number): Promise<void> {
  const platform = await startPlatform({ separate: true });
  const big = await platform.tenant();
  const other = await platform.tenant();
  const started = performance.now();
  const bigTemplate = await template(big.client, big.organizationId);
  const otherTemplate = await template(other.client, other.organizationId);
  // The grown tables' indexes are built once after the copies (withoutIndexes), as a restore does.
  await withoutIndexes(platform.database, GROWN, async () => {
    await growBooks(platform, bigTemplate, 1_000, invoices);
    await growBooks(platform, otherTemplate, 10_000_000, 1_000);
  });
  await platform.database.db.transaction((tx) => rebuildLedgerBalances(tx));
  for (const table of GROWN) await platform.database.exec(`vacuum analyze ${table}`);
  console.log(
    `\n### ${invoices.toLocaleString('en')} invoices (+1,000 in another organization): grown in ${Math.round(performance.now() - started)} ms, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  console.log('| request | p50 ms | p95 ms |\n|---|---:|---:|');
  const client = big.client;
  const list = async (label: string, query: Record<string, string | number>) => {
    await timed(label, RUNS, () => client.get('/books/v3/invoices', query));
    if (args.plans?.includes(label)) await printPlans(platform, label, () => client.get('/books/v3/invoices', query));
  };
  await list('invoices, first page', {});
  await list('invoices, last page', { page: Math.ceil((invoices + 1) / 200) });
  await list('invoices, page=2000', { page: Math.min(2000, Math.ceil((invoices + 1) / 200)) });
  await list('invoices, a middle page', { page: Math.ceil((invoices + 1) / 400) });
  await list('invoices by total, a middle page', { sort_column: 'total', page: Math.ceil((invoices + 1) / 400) });
  for (const column of SORTS) await list(`sort_column=${column}`, { sort_column: column });
  for (const filter of FILTERS) await list(`filter_by=Status.${filter}`, { filter_by: `Status.${filter}` });
  await list('sent, oldest first (sort_order=A)', { filter_by: 'Status.Sent', sort_order: 'A' });
  await list('search_text=REF-4242', { search_text: 'REF-4242' });
  await list('invoice_number_contains=12345', { invoice_number_contains: '12345' });
  const accounts = ok('chart', await client.get('/books/v3/chartofaccounts', { filter_by: 'AccountType.Asset' })).body.chartofaccounts as {
    account_id: string;
    account_type: string;
  }[];
  const receivable = accounts.find((a) => a.account_type === 'accounts_receivable');
  if (!receivable) throw new Error('no receivables account');
  await timed('AR register, this year', RUNS, () =>
    client.get(`/erp/v3/registers/${receivable.account_id}/transactions`, { filter_by: 'TransactionDate.ThisYear' }),
  );
  await timed('chart of accounts', RUNS, () => client.get('/books/v3/chartofaccounts'));
  const api = analytics(client, big.organizationId);
  const ws = ok('workspace', await api.post('/workspaces', { workspaceName: 'Scale' })).body.data.workspaceId;
  const viewOf = async (dataset: string) => ok(dataset, await api.post(`/workspaces/${ws}/views`, { viewName: dataset, dataset })).body.data.viewId as string;
  const csv = JSON.stringify({ responseFormat: 'csv' });
  const trialBalance = await viewOf('core.trial_balance');
  await timed('trial balance export (CSV)', RUNS, () => api.get(`/workspaces/${ws}/views/${trialBalance}/data`, { CONFIG: csv }));
  // More than 10,000 rows are exported by a bulk job: timed from its creation to the downloaded file.
  const invoiceView = await viewOf('accounting.invoices');
  await timed('invoice export (CSV, bulk job to the downloaded file)', Math.max(3, Math.ceil(RUNS / 3)), async () => {
    const job = ok('export job', await api.get(`/bulk/workspaces/${ws}/views/${invoiceView}/data`, { CONFIG: csv })).body.data.jobId;
    for (;;) {
      const state = ok('export job state', await api.get(`/bulk/workspaces/${ws}/exportjobs/${job}`)).body.data.jobCode;
      if (state === '1003') throw new Error(`export job ${job} failed`);
      if (state === '1004') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const file = await api.raw(`/bulk/workspaces/${ws}/exportjobs/${job}/data`);
    const rows = (await file.text()).split('\n').length;
    return { status: file.status, body: `${rows} lines` };
  });
  const customer = ok('contact', await client.post('/books/v3/contacts', { contact_name: 'After the run' }), 201).body.contact.contact_id;
  for (let n = 0; n < 3; n++) await postedInvoice(client, big.organizationId, customer, new Date().toISOString().slice(0, 10));
  const differences = await checkLedgerBalances(platform.database.db);
  console.log(`\nledger-balance check (core.check-ledger-balances): ${differences.length} differences`);
  await platform.stop();
  if (differences.length) throw new Error(`the stored balances differ from the lines: ${JSON.stringify(differences.slice(0, 5))}`);
}

for (const size of SIZES) await atSize(size);
process.exit(0);
