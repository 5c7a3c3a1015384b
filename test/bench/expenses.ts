/**
 * Listing expenses under load: `npx tsx test/bench/expenses.ts [--database pglite|postgres] [--seconds 10] [--seed 250]`.
 *
 * Seeds `--seed` expenses through the API (a third itemized with three lines, a third taxed, a
 * third billable to a customer), then measures `GET /books/v3/expenses?per_page=200` (and the
 * same route under /erp/v3) with autocannon, 10 connections, for `--seconds` each. The
 * platform and autocannon share this process (the figures include the load generator's cost).
 */
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { type Platform, startPlatform } from '../helpers/platform.ts';

const { values: args } = parseArgs({
  options: { database: { type: 'string', multiple: true }, seconds: { type: 'string', default: '10' }, seed: { type: 'string', default: '250' } },
});
const DATABASES = args.database ?? ['pglite', 'postgres'];
const SECONDS = Number(args.seconds);
const SEED = Number(args.seed);
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function seed(platform: Platform) {
  const { client, organizationId } = await platform.tenant();
  const chart = (await client.get('/books/v3/chartofaccounts')).body.chartofaccounts as { account_name: string; account_id: string }[];
  const account = (name: string) => chart.find((a) => a.account_name === name)!.account_id;
  const tax = (await client.post('/erp/v3/settings/taxes', { tax_name: 'VAT', tax_percentage: 19, tax_type: 'tax' })).body.tax.tax_id;
  const customer = (await client.post('/books/v3/contacts', { contact_name: 'Bench customer' })).body.contact.contact_id;
  let next = 0;
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      for (let i = next++; i < SEED; i = next++) {
        const date = `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
        const body =
          i % 3 === 0
            ? {
                date,
                reference_number: `R-${i}`,
                line_items: [0, 1, 2].map((k) => ({
                  account_id: account(['Office Supplies', 'Travel Expense', 'Rent Expense'][k]),
                  amount: 10 + k,
                  tax_id: k === 0 ? tax : undefined,
                })),
              }
            : i % 3 === 1
              ? { date, reference_number: `R-${i}`, account_id: account('Meals and Entertainment'), amount: 12.5 + i, tax_id: tax, is_inclusive_tax: true }
              : {
                  date,
                  reference_number: `R-${i}`,
                  account_id: account('Travel Expense'),
                  amount: 40,
                  is_billable: true,
                  customer_id: customer,
                  description: `Trip ${i}`,
                };
        const res = await client.post('/books/v3/expenses', body);
        if (res.status !== 200) throw new Error(`expense: ${JSON.stringify(res.body)}`);
      }
    }),
  );
  return { client, organizationId };
}

async function measure(url: string, token: string) {
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers: { authorization: `Svc-oauthtoken ${token}` } });
  const non2xx = result.non2xx + result.errors;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total, non2xx };
}

const rows: string[] = [];
for (const database of DATABASES) {
  if (database === 'postgres') process.env.TEST_DATABASE_URL = POSTGRES;
  else delete process.env.TEST_DATABASE_URL;
  const platform = await startPlatform({ separate: true });
  try {
    const began = performance.now();
    const { client, organizationId } = await seed(platform);
    const seeded = (performance.now() - began) / 1000;
    const check = await client.get('/books/v3/expenses', { per_page: 200 });
    if (check.status !== 200 || check.body.expenses.length !== Math.min(200, SEED)) throw new Error(`list: ${check.status}`);
    const bytes = JSON.stringify(check.body).length;
    for (const prefix of ['/books/v3', '/erp/v3']) {
      const m = await measure(`${platform.url}${prefix}/expenses?organization_id=${organizationId}&per_page=200`, client.token);
      rows.push(
        `| ${database} | GET ${prefix}/expenses?per_page=200 (${SEED} seeded in ${seeded.toFixed(1)} s; ${Math.round(bytes / 1024)} KB a page) | ${m.total} (${m.non2xx} failed) | ${m.rps.toFixed(1)} | ${m.p50} | ${m.p99} |`,
      );
    }
  } finally {
    await platform.stop();
  }
}
console.log('| database | scenario | requests | req/s | p50 ms | p99 ms |');
console.log('|---|---|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
process.exit(0);
