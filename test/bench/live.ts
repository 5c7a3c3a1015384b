/**
 * Live subscriptions under load: `npx tsx test/bench/live.ts [--database pglite|postgres] [--subscribers 1000] [--events 5]`
 * (also run by `npm run bench`).
 *
 * 1. Memory per idle subscription: heap and RSS growth of the process after opening the
 *    subscribers (`invoicesChanged`, 20 per graphql-ws socket). The clients share the process,
 *    so the figure includes their side of each socket: an upper bound for the gateway's.
 * 2. Events delivered: `--events` events, each published with NOTIFY on commit, each read by every
 *    subscriber through the federated `invoice(invoiceId)` query; deliveries per second and
 *    latency from the NOTIFY to the client's `next`, p50 / p99.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseArgs } from 'node:util';
import { publish } from '../../subgraphs/core/platform/events.ts';
import { INVOICE_STATUS_CHANGED } from '../../subgraphs/accounting/invoices/invoice-live.ts';
import { startPlatform } from '../helpers/platform.ts';
import { liveClient } from '../live/live-client.ts';

const { values: args } = parseArgs({
  options: { database: { type: 'string', multiple: true }, subscribers: { type: 'string', default: '1000' }, events: { type: 'string', default: '5' } },
});
const DATABASES = args.database ?? ['pglite', 'postgres'];
const SUBSCRIBERS = Number(args.subscribers);
const EVENTS = Number(args.events);
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

async function wait(check: () => boolean, what: string) {
  const deadline = Date.now() + 600_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function bench(database: string) {
  if (database === 'postgres') process.env.TEST_DATABASE_URL = POSTGRES;
  else delete process.env.TEST_DATABASE_URL;
  const platform = await startPlatform({ separate: true });
  try {
    const tenant = await platform.tenant();
    const buyer = await tenant.client.post('/books/v3/contacts', { contact_name: 'Bench customer' });
    const invoiceIds: string[] = [];
    for (let i = 0; i < EVENTS; i++) {
      const res = await tenant.client.post('/books/v3/invoices', { customer_id: buyer.body.contact.contact_id, line_items: [{ name: 'Plan', rate: 10 }] });
      invoiceIds.push(res.body.invoice.invoice_id);
    }
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const params = { authorization: `Svc-oauthtoken ${tenant.client.token}`, organizationId: tenant.organizationId };
    const clients = Array.from({ length: Math.ceil(SUBSCRIBERS / 20) }, () => liveClient(platform.url, params));
    const latencies: number[] = [];
    const publishedAt = new Map<string, number>();
    let delivered = 0;
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const sub = clients[i % clients.length].subscribe('subscription { invoicesChanged { invoiceId status total } }');
      sub.results.push = (...items: any[]) => {
        for (const item of items) {
          const at = publishedAt.get(item.data?.invoicesChanged?.invoiceId);
          if (at !== undefined) latencies.push(performance.now() - at);
          delivered++;
        }
        return 0;
      };
    }
    await wait(() => platform.app.live.size === SUBSCRIBERS, 'every subscription');
    gc();
    const heapPer = (process.memoryUsage().heapUsed - heapBefore) / SUBSCRIBERS / 1024;
    console.log(`${database}: ${SUBSCRIBERS} idle subscriptions on ${clients.length} sockets: ${heapPer.toFixed(1)} KB of heap each (clients included)`);

    const began = performance.now();
    for (const id of invoiceIds) {
      publishedAt.set(id, performance.now());
      await publish(platform.database, { organizationId: tenant.organizationId, type: INVOICE_STATUS_CHANGED, id });
    }
    await wait(() => delivered >= SUBSCRIBERS * EVENTS, 'every delivery');
    const seconds = (performance.now() - began) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `${database}: ${EVENTS} events x ${SUBSCRIBERS} subscribers = ${delivered} deliveries in ${seconds.toFixed(1)} s: ${(delivered / seconds).toFixed(0)} deliveries/s; NOTIFY to client p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
    );
    await Promise.all(clients.map((c) => c.dispose()));
    await wait(() => platform.app.live.size === 0, 'every listener released');
  } finally {
    await platform.stop();
  }
}

for (const database of DATABASES) await bench(database);
process.exit(0);
