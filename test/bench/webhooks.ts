/**
 * The outbox's cost on the write path: `npx tsx test/bench/webhooks.ts [--database pglite|postgres] [--seconds 10]`.
 *
 * Measures `POST /books/v3/invoices` (one line, auto-numbered) with autocannon, 10 connections,
 * with no webhook of the organization subscribed and with 5 webhooks subscribed to
 * invoice.created (each invoice queues 5 deliveries in its transaction, and the senders POST them
 * to a local receiver in the same process meanwhile). The two settings alternate twice so that a
 * drift of the machine shows. The platform, the receiver and autocannon share this process.
 */
import autocannon from 'autocannon';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { startPlatform } from '../helpers/platform.ts';

const { values: args } = parseArgs({ options: { database: { type: 'string', multiple: true }, seconds: { type: 'string', default: '10' } } });
const DATABASES = args.database ?? ['pglite', 'postgres'];
const SECONDS = Number(args.seconds);
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let received = 0;
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received++;
    res.end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const port = (receiver.address() as AddressInfo).port;
process.env.OUTBOUND_ALLOW = `127.0.0.1:${port}`;

const rows: string[] = [];
for (const database of DATABASES) {
  if (database === 'postgres') process.env.TEST_DATABASE_URL = POSTGRES;
  else delete process.env.TEST_DATABASE_URL;
  // A platform of its own per database (the shared one would be the first database again).
  const platform = await startPlatform({ separate: true });
  try {
    const { client, organizationId } = await platform.tenant();
    const customer = (await client.post('/books/v3/contacts', { contact_name: 'Bench customer' })).body.contact.contact_id;
    const hooks: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/books/v3/settings/webhooks', {
        url: `http://127.0.0.1:${port}/hook-${i}`,
        events: ['invoice.created'],
        is_active: false,
      });
      if (res.status !== 201) throw new Error(`webhook: ${JSON.stringify(res.body)}`);
      hooks.push(res.body.webhook.webhook_id);
    }
    const setActive = async (active: boolean) => {
      for (const id of hooks) await client.put(`/books/v3/settings/webhooks/${id}`, { is_active: active });
    };
    const body = JSON.stringify({ customer_id: customer, line_items: [{ name: 'Consulting', rate: 120, quantity: 2 }] });
    const figures: Record<string, number[]> = { '0': [], '5': [] };
    for (const webhooks of [0, 5, 0, 5]) {
      await setActive(webhooks === 5);
      const before = received;
      const result = await autocannon({
        url: `${platform.url}/books/v3/invoices?organization_id=${organizationId}`,
        method: 'POST',
        body,
        connections: 10,
        duration: SECONDS,
        headers: { authorization: `Svc-oauthtoken ${client.token}`, 'content-type': 'application/json' },
      });
      const failed = result.non2xx + result.errors;
      if (failed) throw new Error(`${failed} requests failed`);
      figures[String(webhooks)].push(result.requests.average);
      rows.push(
        `| ${database} | ${webhooks} | ${result.requests.total} | ${result.requests.average.toFixed(1)} | ${result.latency.p50} | ${result.latency.p99} | ${received - before} |`,
      );
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    rows.push(`| ${database} | 5 vs 0 | | ${((mean(figures['5']) / mean(figures['0'])) * 100).toFixed(1)} % | | | |`);
  } finally {
    await platform.stop();
  }
}
console.log('| database | webhooks on invoice.created | invoices created | req/s | p50 ms | p99 ms | deliveries received meanwhile |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
receiver.close();
process.exit(0);
