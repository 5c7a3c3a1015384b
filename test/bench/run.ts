/**
 * `npm run bench`: what REST costs over GraphQL, and GraphQL (the gateway) over calling the
 * accounting subgraph directly, for the same operation on PGlite and on PostgreSQL.
 *
 *   npm run bench -- [--duration 6] [--rounds 3] [--connections 10] [--database pglite|postgres]
 *                    [--seed 200] [--resource items|organizations]
 *
 * The platform runs all-in-one in this process (buildApp), the accounting subgraph beside it
 * as its own HTTP server (as `kontor subgraph accounting` serves it) on the same database;
 * autocannon runs in a worker thread so load generation does not share the server's event loop.
 */
import autocannon from 'autocannon';
import type { GraphQLSchema } from 'graphql';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Database, openDatabase } from '../../drizzle/client.ts';
import { buildApp } from '../../gateway/app.ts';
import { bootstrap } from '../../gateway/auth/bootstrap.ts';
import { readSupergraph } from '../../gateway/compose.ts';
import { identityHeaders } from '../../gateway/internal-identity.ts';
import { routeOperation } from '../../gateway/rest/engine.ts';
import type { RestRoute } from '../../gateway/rest/route.ts';
import { books } from '../../gateway/rest/routes/books.ts';
import { type SchemaInfo, schemaInfo } from '../../gateway/schema-info.ts';
import { startSubgraphServer } from '../../gateway/subgraph-server.ts';
import { SUBGRAPH_BUILDERS } from '../../subgraphs/index.ts';
import { throwawayDatabase } from '../helpers/cluster.ts';
import { Client, token } from '../helpers/platform.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '6' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    database: { type: 'string', multiple: true },
    seed: { type: 'string', default: '200' },
    resource: { type: 'string', default: 'items' },
  },
});
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const SEED = Number(args.seed);
const DATABASES = (args.database ?? ['pglite', 'postgres']) as ('pglite' | 'postgres')[];
const SECRET = randomBytes(24).toString('hex');
const UNIQUE_BODY = fileURLToPath(new URL('./unique-body.cjs', import.meta.url));

type Way = 'REST' | 'GraphQL' | 'subgraph';

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  /** `[<id>]` in it is replaced per request (unique names for creates). */
  body?: string;
}

interface Operation {
  label: string;
  requests: Record<Way, Request>;
}

interface Measured {
  database: string;
  operation: string;
  way: Way;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
}

interface Context {
  info: SchemaInfo;
  subgraphSchema: GraphQLSchema;
  token: string;
  organizationId: string;
  client: Client;
}

function routeOf(field: string): RestRoute {
  const route = books.routes.find((r) => r.field === field);
  if (!route) throw new Error(`no /books/v3 route runs ${field}: the benchmark needs it`);
  return route;
}

/** One operation three ways: the REST route, its generated document at /graphql, and the subgraph's share of it. */
function operation(
  label: string,
  field: string,
  rest: { path: string; body?: unknown },
  variables: Record<string, unknown>,
  ctx: Context,
): Operation {
  const route = routeOf(field);
  const gateway = routeOperation(ctx.info.schema, ctx.info.entities, route);
  // The same root field and arguments; the selection is what the accounting subgraph owns of
  // the resource (fields other subgraphs contribute are the gateway's extra fetches).
  const subgraph = routeOperation(ctx.subgraphSchema, ctx.info.entities, route);
  const auth = { authorization: `Svc-oauthtoken ${ctx.token}` };
  const json = { 'content-type': 'application/json' };
  const separator = rest.path.includes('?') ? '&' : '?';
  return {
    label,
    requests: {
      REST: {
        method: route.method,
        path: `/books/v3${rest.path}${separator}organization_id=${ctx.organizationId}`,
        headers: rest.body === undefined ? auth : { ...auth, ...json },
        body: rest.body === undefined ? undefined : JSON.stringify(rest.body),
      },
      GraphQL: {
        method: 'POST',
        path: '/graphql',
        headers: { ...auth, ...json, 'x-organization-id': ctx.organizationId },
        body: JSON.stringify({ query: gateway.query, variables }),
      },
      subgraph: {
        method: 'POST',
        path: '/graphql',
        headers: json,
        body: JSON.stringify({ query: subgraph.query, variables }),
      },
    },
  };
}

/** One request by hand before the load: a run of 200s that are GraphQL errors would measure nothing. */
async function check(base: string, request: Request): Promise<void> {
  const res = await fetch(new URL(request.path, base), { method: request.method, headers: request.headers, body: request.body?.replaceAll('[<id>]', randomBytes(6).toString('hex')) });
  const text = await res.text();
  const body = JSON.parse(text);
  if (res.status >= 300 || body.errors || (body.code !== undefined && body.code !== 0)) {
    throw new Error(`${request.method} ${base}${request.path} answered ${res.status}: ${text.slice(0, 500)}`);
  }
}

async function load(base: string, request: Request, seconds: number): Promise<autocannon.Result> {
  const unique = request.body?.includes('[<id>]') ?? false;
  return autocannon({
    url: base,
    requests: [{ method: request.method, path: request.path, headers: request.headers, body: request.body, ...(unique ? { setupRequest: UNIQUE_BODY as never } : {}) }],
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
  });
}

const WAYS = ['REST', 'GraphQL', 'subgraph'] as const;
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/**
 * The three ways take turns, round after round, so that load from elsewhere on the machine
 * falls on all of them alike; each figure is the median over the rounds.
 */
async function measure(database: string, op: Operation, bases: Record<Way, string>): Promise<Measured[]> {
  for (const way of WAYS) {
    await check(bases[way], op.requests[way]);
    if (WARMUP > 0) await load(bases[way], op.requests[way], WARMUP);
  }
  const rounds: Record<Way, autocannon.Result[]> = { REST: [], GraphQL: [], subgraph: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const way of WAYS) {
      const result = await load(bases[way], op.requests[way], DURATION / ROUNDS);
      const failed = result.errors + result.timeouts + result.non2xx;
      if (failed) throw new Error(`${database} ${op.label} ${way}: ${failed} of ${result.requests.total} requests failed (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`);
      rounds[way].push(result);
    }
  }
  const rows: Measured[] = [];
  for (const way of WAYS) {
    await check(bases[way], op.requests[way]);
    const results = rounds[way];
    const row: Measured = {
      database,
      operation: op.label,
      way,
      rps: median(results.map((r) => r.requests.average)),
      p50: median(results.map((r) => r.latency.p50)),
      p99: median(results.map((r) => r.latency.p99)),
      requests: results.reduce((sum, r) => sum + r.requests.total, 0),
    };
    rows.push(row);
    process.stderr.write(`  ${database.padEnd(9)} ${op.label.padEnd(30)} ${way.padEnd(9)} ${row.rps.toFixed(0).padStart(6)} req/s\n`);
  }
  return rows;
}

/** What is measured: items (the target; their stock comes from inventory), or organizations (accounting alone). */
const RESOURCES = {
  async items(ctx: Context): Promise<Operation[]> {
    const ids: string[] = [];
    for (let i = 0; i < SEED; i++) {
      const created = await ctx.client.post('/books/v3/items', { name: `Seed item ${String(i).padStart(3, '0')}`, rate: `${10 + i}.50`, sku: `SEED-${i}`, description: 'Seeded for the benchmark', unit: 'pcs' });
      if (created.status !== 201) throw new Error(`seed item: ${JSON.stringify(created.body)}`);
      ids.push(created.body.item.item_id);
    }
    const itemId = ids[Math.floor(ids.length / 2)];
    const input = { name: 'Bench item [<id>]', rate: '12.50', unit: 'pcs' };
    return [
      operation('GET /items/{id}', 'item', { path: `/items/${itemId}` }, { itemId }, ctx),
      operation(`GET /items?per_page=200 (${SEED})`, 'items', { path: '/items?per_page=200' }, { perPage: 200 }, ctx),
      operation('POST /items', 'createItem', { path: '/items', body: input }, { input }, ctx),
    ];
  },
  async organizations(ctx: Context): Promise<Operation[]> {
    for (let i = 1; i < SEED; i++) {
      const created = await ctx.client.post('/books/v3/organizations', { name: `Seed organization ${i}` });
      if (created.status !== 201) throw new Error(`seed organization: ${JSON.stringify(created.body)}`);
    }
    const organizationId = ctx.organizationId;
    const input = { name: 'Bench organization [<id>]' };
    return [
      operation('GET /organizations/{id}', 'organization', { path: `/organizations/${organizationId}` }, { organizationId }, ctx),
      operation(`GET /organizations (${SEED})`, 'organizations', { path: '/organizations?per_page=200' }, { perPage: 200 }, ctx),
      operation('POST /organizations', 'createOrganization', { path: '/organizations', body: input }, { input }, ctx),
    ];
  },
};

async function openFor(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase();
    return { database, drop: () => database.close() };
  }
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const throwaway = await throwawayDatabase(server);
  const database = await openDatabase({ url: throwaway.url, poolSize: 10 });
  return {
    database,
    async drop() {
      await database.close();
      await throwaway.drop();
    },
  };
}

async function benchOn(kind: 'pglite' | 'postgres'): Promise<Measured[]> {
  const { database, drop } = await openFor(kind);
  const app = buildApp({ database });
  const subgraph = { stop: async () => {} };
  try {
    const url = await app.start();
    const accounting = await startSubgraphServer({ name: 'accounting', database, runtime: app.runtime, port: 0, secret: SECRET });
    subgraph.stop = accounting.stop;

    const credentials = await bootstrap(database, { email: `bench-${randomBytes(4).toString('hex')}@example.com` });
    const issued = await token(url, { grant_type: 'refresh_token', refresh_token: credentials.refresh_token, client_id: credentials.client_id, client_secret: credentials.client_secret });
    const accessToken = issued.body.access_token as string;
    const admin = new Client(url, accessToken);
    const org = await admin.post('/books/v3/organizations', { name: 'Bench Ltd', currency_code: 'USD' });
    if (org.status !== 201) throw new Error(`organization: ${JSON.stringify(org.body)}`);
    const organizationId = org.body.organization.organization_id as string;
    const ctx: Context = { info: schemaInfo(readSupergraph()), subgraphSchema: SUBGRAPH_BUILDERS.accounting(), token: accessToken, organizationId, client: admin.in(organizationId) };
    const operations = await RESOURCES[args.resource as keyof typeof RESOURCES](ctx);
    const bases: Record<Way, string> = { REST: url, GraphQL: url, subgraph: new URL('/', accounting.url).toString() };
    const rows: Measured[] = [];
    for (const op of operations) {
      // Signed identities are valid for five minutes: signed afresh for each operation's runs.
      const identity = { userId: credentials.user_id, scopes: (issued.body.scope as string).split(/[ ,]+/), organizationId, role: 'admin', requestId: 'bench' };
      op.requests.subgraph.headers = { ...op.requests.subgraph.headers, ...identityHeaders(identity, SECRET) };
      rows.push(...(await measure(kind, op, bases)));
    }
    return rows;
  } finally {
    await subgraph.stop();
    await app.stop();
    await drop();
  }
}

function table(rows: Measured[]): string {
  const lines = [`${DURATION} s per case (${ROUNDS} rounds of ${(DURATION / ROUNDS).toFixed(1)} s, medians), ${CONNECTIONS} connections, ${SEED} seeded rows, ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}`, '', '| database | operation | way | req/s | p50 ms | p99 ms | requests |', '|---|---|---|---:|---:|---:|---:|'];
  for (const r of rows) lines.push(`| ${r.database} | ${r.operation} | ${r.way} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.requests} |`);
  lines.push('', '| database | operation | REST/GraphQL (req/s) | GraphQL/subgraph (req/s) | REST within 15% of GraphQL |', '|---|---|---:|---:|---|');
  const keys = [...new Set(rows.map((r) => `${r.database}\u0000${r.operation}`))];
  for (const key of keys) {
    const [database, operation] = key.split('\u0000');
    const of = (way: Way) => rows.find((r) => r.database === database && r.operation === operation && r.way === way)!.rps;
    const restOverGraphql = of('REST') / of('GraphQL');
    lines.push(`| ${database} | ${operation} | ${restOverGraphql.toFixed(2)} | ${(of('GraphQL') / of('subgraph')).toFixed(2)} | ${restOverGraphql >= 0.85 ? 'yes' : 'NO'} |`);
  }
  return lines.join('\n');
}

const rows: Measured[] = [];
process.stderr.write(`benchmark: ${DURATION} s per case in ${ROUNDS} rounds after ${WARMUP} s warm-up, ${CONNECTIONS} connections, ${SEED} seeded rows\n`);
for (const kind of DATABASES) rows.push(...(await benchOn(kind)));
process.stdout.write(`\n${table(rows)}\n`);
