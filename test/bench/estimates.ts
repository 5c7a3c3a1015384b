/**
 * The sales documents on the kernel: `npx tsx test/bench/estimates.ts [--database pglite|postgres] [--seconds 10] [--seed 250] [--conversions 50]`.
 *
 * Seeds `--seed` estimates and `--seed` open sales orders of three lines (one taxed, one from an
 * item) through the API, then measures `GET /books/v3/estimates?per_page=200` and
 * `GET /books/v3/salesorders?per_page=200` with autocannon (10 connections, `--seconds` each),
 * and the conversion of one estimate (`POST /invoices/fromestimates`) and of one sales order
 * (`POST /invoices/fromsalesorder`) to an invoice, one after the other, `--conversions` times
 * each (p50 and p99 of the request). The platform and autocannon share this process (the figures
 * include the load generator's cost).
 */
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { type Platform, startPlatform } from '../helpers/platform.ts';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', multiple: true },
    seconds: { type: 'string', default: '10' },
    seed: { type: 'string', default: '250' },
    conversions: { type: 'string', default: '50' },
  },
});
const DATABASES = args.database ?? ['pglite', 'postgres'];
const SECONDS = Number(args.seconds);
const SEED = Number(args.seed);
const CONVERSIONS = Number(args.conversions);
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function seed(platform: Platform) {
  const { client, organizationId } = await platform.tenant();
  const tax = (await client.post('/erp/v3/settings/taxes', { tax_name: 'VAT', tax_percentage: 19, tax_type: 'tax' })).body.tax.tax_id;
  const item = (await client.post('/books/v3/items', { name: 'Bench chair', rate: 120 })).body.item.item_id;
  const customer = (await client.post('/books/v3/contacts', { contact_name: 'Bench customer' })).body.contact.contact_id;
  const ids = { estimates: [] as string[], salesorders: [] as string[] };
  let next = 0;
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      for (let i = next++; i < SEED; i = next++) {
        const body = {
          customer_id: customer,
          reference_number: `Q-${i}`,
          line_items: [
            { item_id: item, quantity: 2 },
            { name: 'Assembly', rate: 30 + i, tax_id: tax },
            { name: 'Delivery', rate: 15 },
          ],
        };
        const estimate = await client.post('/books/v3/estimates', body);
        if (estimate.status !== 201) throw new Error(`estimate: ${JSON.stringify(estimate.body)}`);
        ids.estimates.push(estimate.body.estimate.estimate_id);
        const order = await client.post('/books/v3/salesorders', body);
        if (order.status !== 201) throw new Error(`sales order: ${JSON.stringify(order.body)}`);
        const orderId = order.body.salesorder[0].salesorder_id;
        if ((await client.post(`/books/v3/salesorders/${orderId}/status/open`)).status !== 201) throw new Error('open');
        ids.salesorders.push(orderId);
      }
    }),
  );
  return { client, organizationId, ids };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const rows: string[] = [];
for (const database of DATABASES) {
  if (database === 'postgres') process.env.TEST_DATABASE_URL = POSTGRES;
  else delete process.env.TEST_DATABASE_URL;
  const platform = await startPlatform({ separate: true });
  try {
    const { client, organizationId, ids } = await seed(platform);
    for (const kind of ['estimates', 'salesorders'] as const) {
      const check = await client.get(`/books/v3/${kind}`, { per_page: 200 });
      if (check.status !== 200 || check.body[kind].length !== Math.min(200, SEED)) throw new Error(`list: ${check.status}`);
      const bytes = JSON.stringify(check.body).length;
      const result = await autocannon({
        url: `${platform.url}/books/v3/${kind}?organization_id=${organizationId}&per_page=200`,
        connections: 10,
        duration: SECONDS,
        headers: { authorization: `Svc-oauthtoken ${client.token}` },
      });
      rows.push(
        `| ${database} | GET /books/v3/${kind}?per_page=200 (${SEED} seeded; ${Math.round(bytes / 1024)} KB a page) | ${result.requests.total} (${result.non2xx + result.errors} failed) | ${result.requests.average.toFixed(1)} | ${result.latency.p50} | ${result.latency.p99} |`,
      );
    }
    const conversions = [
      {
        what: 'POST /invoices/fromestimates, one 3-line estimate',
        ids: ids.estimates,
        query: (id: string) => ({ estimate_ids: id }),
        path: 'fromestimates',
        status: 200,
      },
      {
        what: 'POST /invoices/fromsalesorder, one 3-line open order',
        ids: ids.salesorders,
        query: (id: string) => ({ salesorder_id: id }),
        path: 'fromsalesorder',
        status: 201,
      },
    ];
    for (const conversion of conversions) {
      const times: number[] = [];
      for (const id of conversion.ids.slice(0, CONVERSIONS)) {
        const start = performance.now();
        const res = await client.post(`/books/v3/invoices/${conversion.path}`, undefined, conversion.query(id));
        times.push(performance.now() - start);
        if (res.status !== conversion.status) throw new Error(`conversion: ${JSON.stringify(res.body)}`);
      }
      times.sort((a, b) => a - b);
      const total = times.reduce((a, b) => a + b, 0) / 1000;
      rows.push(
        `| ${database} | ${conversion.what}, one after the other | ${times.length} | ${(times.length / total).toFixed(1)} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 99).toFixed(0)} |`,
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
