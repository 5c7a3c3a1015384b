/**
 * Billing payments under load: `npx tsx test/bench/payments.ts [--database pglite|postgres] [--seconds 10]`
 * (also run by `npm run bench`).
 *
 * 1. `POST /billing/v1/payments` applied to 5 invoices each, from 10 concurrent clients.
 * 2. 50 concurrent clients paying the same 100 invoices at random until every invoice is
 *    settled: afterwards no balance is below zero and each invoice's payment_made equals the
 *    sum of the accepted applications to it (no lost update).
 *
 * The platform and the clients share this process (the figures include the clients' cost).
 */
import { parseArgs } from 'node:util';
import { Client, type Platform, startPlatform } from '../helpers/platform.ts';

const { values: args } = parseArgs({ options: { database: { type: 'string', multiple: true }, seconds: { type: 'string', default: '10' } } });
const DATABASES = args.database ?? ['pglite', 'postgres'];
const SECONDS = Number(args.seconds);
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

async function seed(platform: Platform, invoices: number, total: number) {
  const tenant = await platform.tenant();
  const books = tenant.client;
  const buyer = await books.post('/books/v3/contacts', { contact_name: 'Bench customer' });
  const ids: string[] = [];
  for (let i = 0; i < invoices; i++) {
    const res = await books.request('POST', '/books/v3/invoices', {
      body: { customer_id: buyer.body.contact.contact_id, due_date: '2099-12-31', line_items: [{ name: 'Plan', rate: total, quantity: 1 }] },
      query: { send: 'true' },
    });
    if (res.status !== 201) throw new Error(`invoice: ${JSON.stringify(res.body)}`);
    ids.push(res.body.invoice.invoice_id);
  }
  const bare = new Client(books.baseUrl, books.token);
  const headers = { 'X-com-svc-subscriptions-organizationid': tenant.organizationId };
  const pay = (body: unknown) => bare.request('POST', '/billing/v1/payments', { body, headers });
  return { books, customerId: buyer.body.contact.contact_id as string, invoiceIds: ids, pay };
}

async function applyToFive(platform: Platform) {
  const { customerId, invoiceIds, pay } = await seed(platform, 50, 1_000_000);
  const latencies: number[] = [];
  let failed = 0;
  const end = Date.now() + SECONDS * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (Date.now() < end) {
        const start = next++ * 5;
        const invoices = Array.from({ length: 5 }, (_, i) => ({ invoice_id: invoiceIds[(start + i) % invoiceIds.length], amount_applied: 1 }));
        const began = performance.now();
        const res = await pay({ customer_id: customerId, payment_mode: 'cash', amount: 5, invoices });
        latencies.push(performance.now() - began);
        if (res.status !== 201) failed++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, failed, rps: latencies.length / SECONDS, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function race(platform: Platform) {
  const TOTAL = 35;
  const SHARE = 7;
  const { books, customerId, invoiceIds, pay } = await seed(platform, 100, TOTAL);
  const accepted = new Map<string, number>(invoiceIds.map((id) => [id, 0]));
  const open = new Set(invoiceIds);
  let refused = 0;
  let requests = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (open.size) {
        const ids = [...open];
        const invoiceId = ids[Math.floor(Math.random() * ids.length)];
        const res = await pay({ customer_id: customerId, payment_mode: 'cash', amount: SHARE, invoices: [{ invoice_id: invoiceId, amount_applied: SHARE }] });
        requests++;
        if (res.status === 201) accepted.set(invoiceId, accepted.get(invoiceId)! + SHARE);
        else {
          refused++;
          // Refused because what is left is less than one share: this invoice is done.
          if (res.body?.code === 4) open.delete(invoiceId);
          else throw new Error(`unexpected answer ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  let negative = 0;
  let lost = 0;
  for (const id of invoiceIds) {
    const invoice = (await books.get(`/books/v3/invoices/${id}`)).body.invoice;
    if (invoice.balance < 0) negative++;
    if (invoice.payment_made !== accepted.get(id) || invoice.balance !== TOTAL - invoice.payment_made) lost++;
  }
  return { requests, refused, seconds, rps: requests / seconds, negative, lost };
}

const rows: string[] = [];
for (const database of DATABASES) {
  if (database === 'postgres') process.env.TEST_DATABASE_URL = POSTGRES;
  else delete process.env.TEST_DATABASE_URL;
  const platform = await startPlatform({ separate: true });
  try {
    const five = await applyToFive(platform);
    rows.push(
      `| ${database} | POST /payments, 5 invoices each, 10 clients, ${SECONDS} s | ${five.requests} (${five.failed} failed) | ${five.rps.toFixed(1)} | ${five.p50.toFixed(0)} | ${five.p99.toFixed(0)} | — |`,
    );
    const raced = await race(platform);
    rows.push(
      `| ${database} | 50 clients paying the same 100 invoices until settled (${raced.seconds.toFixed(1)} s) | ${raced.requests} (${raced.refused} refused: balance left < 7) | ${raced.rps.toFixed(1)} | — | — | ${raced.negative} below zero, ${raced.lost} lost updates |`,
    );
  } finally {
    await platform.stop();
  }
}
console.log('| database | scenario | requests | req/s | p50 ms | p99 ms | check |');
console.log('|---|---|---:|---:|---:|---:|---|');
for (const row of rows) console.log(row);
process.exit(0);
