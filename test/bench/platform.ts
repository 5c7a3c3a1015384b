/**
 * The server side of the benchmark, run in a worker thread of its own (see run.ts): the
 * all-in-one platform (buildApp) and the accounting subgraph as its own HTTP server (as
 * `kontor subgraph accounting` serves it) on one database, seeded, with the three requests of
 * each measured operation. It answers `stop` by closing everything.
 */
import type { GraphQLSchema } from 'graphql';
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
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

export type Way = 'REST' | 'GraphQL' | 'subgraph';

export interface BenchRequest {
  /** Absolute URL. */
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers: Record<string, string>;
  /** `[<id>]` in it is replaced per request (unique names for creates). */
  body?: string;
}

export interface Operation {
  label: string;
  requests: Record<Way, BenchRequest>;
}

export interface PlatformSetup {
  database: 'pglite' | 'postgres';
  resource: 'items' | 'organizations';
  seed: number;
}

/** What the worker posts: the operations once ready, or why it could not start. */
export type PlatformMessage = { ready: Operation[] } | { failed: string } | { stopped: true };

interface Context {
  info: SchemaInfo;
  subgraphSchema: GraphQLSchema;
  token: string;
  organizationId: string;
  identity: Record<string, string>;
  client: Client;
  gatewayUrl: string;
  subgraphUrl: string;
}

function routeOf(field: string): RestRoute {
  const route = books.routes.find((r) => r.field === field);
  if (!route) throw new Error(`no /books/v3 route runs ${field}: the benchmark needs it`);
  return route;
}

/** One operation three ways: the REST route, its generated document at /graphql, and the subgraph's share of it. */
function operation(label: string, field: string, rest: { path: string; body?: unknown }, variables: Record<string, unknown>, ctx: Context): Operation {
  const route = routeOf(field);
  // The REST engine's own document: what the route runs is what /graphql is sent.
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
        url: new URL(`/books/v3${rest.path}${separator}organization_id=${ctx.organizationId}`, ctx.gatewayUrl).toString(),
        method: route.method,
        headers: rest.body === undefined ? auth : { ...auth, ...json },
        body: rest.body === undefined ? undefined : JSON.stringify(rest.body),
      },
      GraphQL: {
        url: new URL('/graphql', ctx.gatewayUrl).toString(),
        method: 'POST',
        headers: { ...auth, ...json, 'x-organization-id': ctx.organizationId },
        body: JSON.stringify({ query: gateway.query, variables }),
      },
      subgraph: {
        url: ctx.subgraphUrl,
        method: 'POST',
        headers: { ...json, ...ctx.identity },
        body: JSON.stringify({ query: subgraph.query, variables }),
      },
    },
  };
}

/** What is measured: items (the target; their stock comes from inventory), or organizations (accounting alone). */
const RESOURCES = {
  async items(ctx: Context, seed: number): Promise<Operation[]> {
    const ids: string[] = [];
    for (let i = 0; i < seed; i++) {
      const created = await ctx.client.post('/books/v3/items', { name: `Seed item ${String(i).padStart(3, '0')}`, rate: `${10 + i}.50`, sku: `SEED-${i}`, description: 'Seeded for the benchmark', unit: 'pcs' });
      if (created.status !== 201) throw new Error(`seed item: ${JSON.stringify(created.body)}`);
      ids.push(created.body.item.item_id);
    }
    const itemId = ids[Math.floor(ids.length / 2)];
    const input = { name: 'Bench item [<id>]', rate: '12.50', unit: 'pcs' };
    return [
      operation('GET /items/{id}', 'item', { path: `/items/${itemId}` }, { itemId }, ctx),
      operation(`GET /items?per_page=200 (${seed})`, 'items', { path: '/items?per_page=200' }, { perPage: 200 }, ctx),
      operation('POST /items', 'createItem', { path: '/items', body: input }, { input }, ctx),
    ];
  },
  async organizations(ctx: Context, seed: number): Promise<Operation[]> {
    for (let i = 1; i < seed; i++) {
      const created = await ctx.client.post('/books/v3/organizations', { name: `Seed organization ${i}` });
      if (created.status !== 201) throw new Error(`seed organization: ${JSON.stringify(created.body)}`);
    }
    const organizationId = ctx.organizationId;
    const input = { name: 'Bench organization [<id>]' };
    return [
      operation('GET /organizations/{id}', 'organization', { path: `/organizations/${organizationId}` }, { organizationId }, ctx),
      operation(`GET /organizations (${seed})`, 'organizations', { path: '/organizations?per_page=200' }, { perPage: 200 }, ctx),
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

async function serve(setup: PlatformSetup): Promise<void> {
  const port = parentPort!;
  const secret = randomBytes(24).toString('hex');
  const { database, drop } = await openFor(setup.database);
  // Errors only: a failing seed or check then shows why, and the runs are not slowed by logging.
  process.env.LOG_LEVEL ??= 'error';
  const app = buildApp({ database, logger: true });
  let stopSubgraph = async () => {};
  const stop = async () => {
    await stopSubgraph();
    await app.stop();
    await drop();
  };
  try {
    const gatewayUrl = await app.start();
    const accounting = await startSubgraphServer({ name: 'accounting', database, runtime: app.runtime, port: 0, secret });
    stopSubgraph = accounting.stop;

    const credentials = await bootstrap(database, { email: `bench-${randomBytes(4).toString('hex')}@example.com` });
    const issued = await token(gatewayUrl, { grant_type: 'refresh_token', refresh_token: credentials.refresh_token, client_id: credentials.client_id, client_secret: credentials.client_secret });
    const accessToken = issued.body.access_token as string;
    const admin = new Client(gatewayUrl, accessToken);
    const org = await admin.post('/books/v3/organizations', { name: 'Bench Ltd', currency_code: 'USD' });
    if (org.status !== 201) throw new Error(`organization: ${JSON.stringify(org.body)}`);
    const organizationId = org.body.organization.organization_id as string;
    // The identity the gateway would forward for this caller. Signatures are good for five
    // minutes, longer than one database's runs.
    const identity = identityHeaders({ userId: credentials.user_id, scopes: (issued.body.scope as string).split(/[ ,]+/), organizationId, role: 'admin', requestId: 'bench' }, secret);
    const ctx: Context = {
      info: schemaInfo(readSupergraph()),
      subgraphSchema: SUBGRAPH_BUILDERS.accounting(),
      token: accessToken,
      organizationId,
      identity,
      client: admin.in(organizationId),
      gatewayUrl,
      subgraphUrl: accounting.url,
    };
    const operations = await RESOURCES[setup.resource](ctx, setup.seed);
    port.once('message', () => {
      stop().then(
        () => port.postMessage({ stopped: true } satisfies PlatformMessage),
        (error: Error) => port.postMessage({ failed: error.stack ?? error.message } satisfies PlatformMessage),
      );
    });
    port.postMessage({ ready: operations } satisfies PlatformMessage);
  } catch (error) {
    await stop().catch(() => {});
    port.postMessage({ failed: (error as Error).stack ?? String(error) } satisfies PlatformMessage);
  }
}

await serve(workerData.setup as PlatformSetup);
