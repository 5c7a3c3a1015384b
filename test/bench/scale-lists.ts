/**
 * The invoice list at scale (issue 39): `npx tsx test/bench/scale-lists.ts [--invoices 100000] [--runs 15]`.
 *
 * Grows one organization to `--invoices` invoices of one line each in SQL (test/helpers/grow.ts:
 * copies of an invoice made through the API, numbers, names, dates, totals and states varied),
 * beside a second organization of 1,000, on PostgreSQL (TEST_DATABASE_URL, default the local
 * server), VACUUM ANALYZE, then sends each request `--runs` times one after the other and prints
 * its p50 and p95: the last page, page 2000, the sent ones oldest first, by total, search_text,
 * invoice_number_contains.
 */
import { parseArgs } from 'node:util';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { grow, grownId, invoiceCopy } from '../helpers/grow.ts';

const { values: args } = parseArgs({
  options: {
    invoices: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '15' },
  },
});
const INVOICES = Number(args.invoices);
const RUNS = Number(args.runs);
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

/** One invoice through the API, then `count` copies of it and of its line in SQL. */
async function growInvoices(platform: Platform, client: Client, base: number, count: number): Promise<void> {
  const customer = (await client.post('/books/v3/contacts', { contact_name: 'Scale customer' })).body.contact.contact_id;
  const made = await client.post('/books/v3/invoices', { customer_id: customer, line_items: [{ name: 'Consulting', rate: 120, quantity: 2 }] });
  if (made.status !== 201) throw new Error(`invoice: ${JSON.stringify(made.body)}`);
  const template = made.body.invoice.invoice_id as string;
  await grow(platform.database, 'accounting.invoices', `t.id = ${template}`, count, invoiceCopy(base));
  await grow(platform.database, 'accounting.invoice_line_items', `t.invoice_id = ${template}`, count, {
    id: `${grownId(base)} + 1`,
    invoice_id: grownId(base),
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

async function main() {
  const platform = await startPlatform({ separate: true });
  const big = await platform.tenant();
  const other = await platform.tenant();
  const started = performance.now();
  await growInvoices(platform, big.client, 1_000, INVOICES);
  await growInvoices(platform, other.client, 10_000_000, 1_000);
  for (const table of ['accounting.invoices', 'accounting.invoice_line_items']) await platform.database.exec(`vacuum analyze ${table}`);
  console.log(`grew ${INVOICES} invoices (+1,000 in another organization) in ${Math.round(performance.now() - started)} ms`);
  const lastPage = Math.ceil((INVOICES + 1) / 200);
  const requests: [string, Record<string, string | number>][] = [
    [`last page (page=${lastPage})`, { page: lastPage }],
    ['page=2000', { page: 2000 }],
    ['sent, oldest first (sort_order=A)', { filter_by: 'Status.Sent', sort_order: 'A' }],
    ['sort_column=total', { sort_column: 'total' }],
    ['search_text=REF-4242', { search_text: 'REF-4242' }],
    ['invoice_number_contains=12345', { invoice_number_contains: '12345' }],
  ];
  for (const [label, query] of requests) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const at = performance.now();
      const answer = await big.client.get('/books/v3/invoices', query);
      times.push(performance.now() - at);
      if (answer.status !== 200) throw new Error(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    }
    times.sort((a, b) => a - b);
    console.log(`${label.padEnd(40)} p50 ${percentile(times, 50).toFixed(1).padStart(8)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(8)} ms`);
  }
  await platform.stop();
  process.exit(0);
}

await main();
