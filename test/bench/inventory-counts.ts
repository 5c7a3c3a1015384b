/**
 * Stock counts at their limit: `npx tsx test/bench/inventory-counts.ts [--database pglite|postgres] [--lines 5000] [--seconds 10] [--counts 300]`.
 *
 * Seeds `--lines` inventory items with opening stock at one location (straight into the tables:
 * the seed is not what is measured), then through the API: creates a count of all of them from
 * an xlsx import file (multipart POST /inventorycounts), starts it, submits it and approves it,
 * timing each step until the count's job reaches the next state, and sampling the process's
 * peak RSS (platform and client share this process). Then seeds `--counts` small counts and
 * measures `GET /inventorycounts?per_page=200` with autocannon (10 connections, `--seconds`).
 */
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import { parseArgs } from 'node:util';
import { items } from '../../drizzle/tables/accounting/items.ts';
import { itemLocations, stockMovements } from '../../drizzle/tables/inventory/stock.ts';
import { newId } from '../../subgraphs/core/values/ids.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', multiple: true },
    lines: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '10' },
    counts: { type: 'string', default: '300' },
  },
});
const DATABASES = args.database ?? ['pglite', 'postgres'];
const LINES = Number(args.lines);
const SECONDS = Number(args.seconds);
const COUNTS = Number(args.counts);
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function seedItems(platform: Platform, organizationId: string, locationId: string): Promise<string[]> {
  const skus = Array.from({ length: LINES }, (_, i) => `BENCH-${String(i).padStart(5, '0')}`);
  const db = platform.database.db;
  for (let i = 0; i < LINES; i += 1000) {
    const chunk = skus.slice(i, i + 1000).map((sku) => ({ id: newId(), sku }));
    await db.insert(items).values(
      chunk.map((c) => ({
        id: c.id,
        organizationId,
        name: `Item ${c.sku}`,
        sku: c.sku,
        rate: '10',
        purchaseRate: '2',
        productType: 'goods',
        itemType: 'inventory',
      })),
    );
    await db.insert(itemLocations).values(chunk.map((c) => ({ organizationId, itemId: c.id, locationId })));
    await db.insert(stockMovements).values(
      chunk.map((c) => ({
        id: newId(),
        organizationId,
        itemId: c.id,
        locationId,
        kind: 'opening' as const,
        quantity: '10',
        rate: '2',
        movementDate: '2026-01-01',
      })),
    );
  }
  return skus;
}

async function importFile(skus: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Count');
  sheet.addRow(['SKU', 'Counted Quantity']);
  // A third match, a third are over by 2, a third under by 3.
  skus.forEach((sku, i) => sheet.addRow([sku, [10, 12, 7][i % 3]]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(client: Client, locationId: string, file: Buffer) {
  const form = new FormData();
  form.append('JSONString', JSON.stringify({ location_id: locationId, description: 'Bench full count' }));
  form.append('attachment', new Blob([file]), 'count.xlsx');
  const res = await fetch(`${client.baseUrl}/inventory/v1/inventorycounts?organization_id=${client.organizationId}`, {
    method: 'POST',
    headers: { authorization: `Svc-oauthtoken ${client.token}` },
    body: form,
  });
  const body = (await res.json()) as any;
  if (res.status !== 201) throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
  return body.inventorycount;
}

/** Polls the count's summary (the list, searched by number) until the job brings it to `status`, then reads it whole. */
async function until(client: Client, id: string, number: string, status: string): Promise<any> {
  for (;;) {
    const res = await client.get('/inventory/v1/inventorycounts', { search_text: number });
    if (res.body.inventorycounts?.find((c: any) => c.inventorycount_id === id)?.status === status) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (await client.get(`/inventory/v1/inventorycounts/${id}`)).body.inventorycount;
}

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const began = performance.now();
  const result = await work();
  return { seconds: (performance.now() - began) / 1000, result };
}

const rows: string[] = [];
for (const database of DATABASES) {
  if (database === 'postgres') process.env.TEST_DATABASE_URL = POSTGRES;
  else delete process.env.TEST_DATABASE_URL;
  const platform = await startPlatform({ separate: true });
  try {
    const { client, organizationId } = await platform.tenant();
    await client.put('/inventory/v1/settings/inventorycounts', { extended_line_limit_enabled: true });
    const store = (await client.post('/inventory/v1/locations', { location_name: 'Bench store' })).body.locations;
    const skus = await seedItems(platform, organizationId, store.location_id);
    const file = await importFile(skus);
    peak = process.memoryUsage().rss;
    const base = peak;
    const created = await timed(() => upload(client, store.location_id, file));
    const id = created.result.inventorycount_id;
    const number = created.result.inventorycount_number;
    if (created.result.number_of_items !== LINES) throw new Error(`count has ${created.result.number_of_items} lines`);
    const start = await timed(async () => {
      await client.post(`/inventory/v1/inventorycounts/${id}/start`);
      return until(client, id, number, 'counting');
    });
    const submit = await timed(async () => {
      await client.post(`/inventory/v1/inventorycounts/${id}/submit`);
      return until(client, id, number, 'submitted');
    });
    const approve = await timed(async () => {
      await client.put(`/inventory/v1/inventorycounts/${id}/approve`);
      return until(client, id, number, 'completed');
    });
    const done = approve.result;
    if (done.number_of_items_adjusted !== LINES - Math.ceil(LINES / 3)) throw new Error(`adjusted ${done.number_of_items_adjusted}`);
    const total = created.seconds + start.seconds + submit.seconds + approve.seconds;
    rows.push(`| ${database} | ${LINES}-line count: create from xlsx (${Math.round(file.length / 1024)} KB) | ${created.seconds.toFixed(2)} s | |`);
    rows.push(`| ${database} | start (system quantities) | ${start.seconds.toFixed(2)} s | |`);
    rows.push(`| ${database} | submit | ${submit.seconds.toFixed(2)} s | |`);
    rows.push(`| ${database} | approve (${done.number_of_items_adjusted} adjustments + ledger) | ${approve.seconds.toFixed(2)} s | |`);
    rows.push(`| ${database} | whole cycle | ${total.toFixed(2)} s | peak RSS ${mb(peak)} (${mb(peak - base)} over the start) |`);

    let next = 0;
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        for (let i = next++; i < COUNTS; i = next++) {
          const res = await client.post('/inventory/v1/inventorycounts', {
            location_id: store.location_id,
            description: `Small ${i}`,
            line_items: [{ item_id: done.line_items[i % LINES].item_id }],
          });
          if (res.status !== 201) throw new Error(`count: ${JSON.stringify(res.body)}`);
        }
      }),
    );
    const check = await client.get('/inventory/v1/inventorycounts', { per_page: 200 });
    if (check.body.inventorycounts?.length !== 200) throw new Error(`list: ${check.status}`);
    const result = await autocannon({
      url: `${platform.url}/inventory/v1/inventorycounts?organization_id=${organizationId}&per_page=200`,
      connections: 10,
      duration: SECONDS,
      headers: { authorization: `Svc-oauthtoken ${client.token}` },
    });
    rows.push(
      `| ${database} | GET /inventorycounts?per_page=200 (${COUNTS + 1} counts; ${Math.round(JSON.stringify(check.body).length / 1024)} KB a page) | ${result.requests.average.toFixed(1)} req/s | p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} failed |`,
    );
  } finally {
    await platform.stop();
  }
}
clearInterval(sampler);
console.log('| database | scenario | result | notes |');
console.log('|---|---|---:|---|');
for (const row of rows) console.log(row);
process.exit(0);
