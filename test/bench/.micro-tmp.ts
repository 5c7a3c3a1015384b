import { randomBytes } from 'node:crypto';
import { getNamedType, type GraphQLObjectType } from 'graphql';
import { openDatabase } from '../../drizzle/client.ts';
import { buildApp } from '../../gateway/app.ts';
import { bootstrap } from '../../gateway/auth/bootstrap.ts';
import { readSupergraph } from '../../gateway/compose.ts';
import { routeOperation } from '../../gateway/rest/engine.ts';
import { books } from '../../gateway/rest/routes/books.ts';
import { schemaInfo } from '../../gateway/schema-info.ts';
import { outputToWire as newOutput } from '../../gateway/rest/wire.ts';
import { outputToWire as oldOutput } from '/tmp/kbefore/gateway/rest/wire.ts';
import { Client, token } from '../helpers/platform.ts';

const database = await openDatabase();
const app = buildApp({ database });
const url = await app.start();
const credentials = await bootstrap(database, { email: `p-${randomBytes(3).toString('hex')}@example.com` });
const issued = await token(url, { grant_type: 'refresh_token', refresh_token: credentials.refresh_token, client_id: credentials.client_id, client_secret: credentials.client_secret });
const admin = new Client(url, issued.body.access_token);
const org = await admin.post('/books/v3/organizations', { name: 'P' });
const client = admin.in(org.body.organization.organization_id);
for (let i = 0; i < 200; i++) await client.post('/books/v3/items', { name: `Item ${i}`, rate: '10.5', sku: `S${i}`, description: 'd', unit: 'pcs' });
const info = schemaInfo(readSupergraph());
const list = routeOperation(info.schema, info.entities, books.routes.find((r) => r.field === 'items')!);
const res = await client.graphql(list.query, { perPage: 200 });
const data = res.body.data.items;
const type = (getNamedType(list.field.type) as GraphQLObjectType).getFields().nodes.type;
const same = JSON.stringify(oldOutput(data.nodes, type, info.enums)) === JSON.stringify(newOutput(data.nodes, type, info.enums));
console.log('identical output:', same, 'bytes', JSON.stringify(newOutput(data.nodes, type, info.enums)).length);
for (const [label, fn] of [['per-request mapping (before)', oldOutput], ['precompiled walker (after)', newOutput]] as const) {
  for (let i = 0; i < 50; i++) fn(data.nodes, type, info.enums);
  const t0 = performance.now();
  const n = 500;
  for (let i = 0; i < n; i++) fn(data.nodes, type, info.enums);
  console.log(label.padEnd(30), ((performance.now() - t0) / n).toFixed(3), 'ms per 200-item page');
}
await app.stop();
await database.close();
