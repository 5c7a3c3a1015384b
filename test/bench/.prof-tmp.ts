import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../drizzle/client.ts';
import { buildApp } from '../../gateway/app.ts';
import { bootstrap } from '../../gateway/auth/bootstrap.ts';
import { readSupergraph } from '../../gateway/compose.ts';
import { routeOperation } from '../../gateway/rest/engine.ts';
import { books } from '../../gateway/rest/routes/books.ts';
import { schemaInfo } from '../../gateway/schema-info.ts';
import { Client, token } from '../helpers/platform.ts';

const database = await openDatabase(process.env.PG ? { url: process.env.PG } : {});
const app = buildApp({ database });
const url = await app.start();
const credentials = await bootstrap(database, { email: `p-${randomBytes(3).toString('hex')}@example.com` });
const issued = await token(url, { grant_type: 'refresh_token', refresh_token: credentials.refresh_token, client_id: credentials.client_id, client_secret: credentials.client_secret });
const admin = new Client(url, issued.body.access_token);
const org = await admin.post('/books/v3/organizations', { name: 'P' });
const organizationId = org.body.organization.organization_id;
const client = admin.in(organizationId);
const ids: string[] = [];
for (let i = 0; i < 200; i++) ids.push((await client.post('/books/v3/items', { name: `Item ${i}`, rate: '10.5', sku: `S${i}`, description: 'd', unit: 'pcs' })).body.item.item_id);
const info = schemaInfo(readSupergraph());
const list = routeOperation(info.schema, info.entities, books.routes.find((r) => r.field === 'items')!);
const n = Number(process.env.N ?? 30);
async function timeIt(label: string, fn: () => Promise<unknown>) {
  await fn(); await fn();
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  const c = process.cpuUsage(c0); const t = performance.now() - t0;
  console.log(label.padEnd(12), 'cpu ms/req', ((c.user + c.system) / 1000 / n).toFixed(2), 'wall ms/req', (t / n).toFixed(2));
}
const one = routeOperation(info.schema, info.entities, books.routes.find((r) => r.field === 'item')!);
const create = routeOperation(info.schema, info.entities, books.routes.find((r) => r.field === 'createItem')!);
const only = process.env.ONLY ?? 'list,one,create';
for (let round = 0; round < 2; round++) {
  if (only.includes('one')) {
  await timeIt('REST one', async () => { const r = await client.get(`/books/v3/items/${ids[5]}`); if (r.status !== 200) throw new Error(JSON.stringify(r.body)); });
  await timeIt('GQL one', async () => { const r = await client.graphql(one.query, { itemId: ids[5] }); if (r.body.errors) throw new Error(JSON.stringify(r.body.errors)); });
  }
  if (only.includes('create')) {
  await timeIt('REST create', async () => { const r = await client.post(`/books/v3/items`, { name: 'x' + randomBytes(6).toString('hex'), rate: '1.5', unit: 'pcs' }); if (r.status !== 201) throw new Error(JSON.stringify(r.body)); });
  await timeIt('GQL create', async () => { const r = await client.graphql(create.query, { input: { name: 'x' + randomBytes(6).toString('hex'), rate: '1.5', unit: 'pcs' } }); if (r.body.errors) throw new Error(JSON.stringify(r.body.errors)); });
  }
  if (only.includes('list')) {
  await timeIt('REST list', async () => { const r = await client.get('/books/v3/items', { per_page: 200 }); if (r.status !== 200) throw new Error(JSON.stringify(r.body)); });
  await timeIt('GQL list', async () => { const r = await client.graphql(list.query, { perPage: 200 }); if (r.body.errors) throw new Error(JSON.stringify(r.body.errors)); });
  }
}
await app.stop();
await database.close();
