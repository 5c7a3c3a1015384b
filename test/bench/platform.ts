/**
 * The server side of the benchmark, run in a worker thread of its own (see run.ts): the
 * all-in-one platform (buildApp) and the accounting subgraph as its own HTTP server (as
 * `kontor subgraph accounting` serves it) on one database, seeded, with the three requests of
 * each measured operation. It answers `stop` by closing everything.
 */
import { rebuildLedgerBalances } from '../../subgraphs/core/books/ledger-balances.ts';
import type { GraphQLSchema } from 'graphql';
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { type Database, openDatabase } from '../../drizzle/client.ts';
import { buildApp } from '../../gateway/app.ts';
import { bootstrap } from '../../gateway/auth/bootstrap.ts';
import { readSupergraph } from '../../gateway/contract/compose.ts';
import { identityHeaders } from '../../gateway/process/internal-identity.ts';
import { listEntryKeys } from '../../gateway/contract/list-shapes.ts';
import { routeOperation } from '../../gateway/rest/engine.ts';
import type { RestRoute } from '../../gateway/rest/route.ts';
import { REST_MODULES } from '../../gateway/rest/routes/index.ts';
import { type SchemaInfo, schemaInfo } from '../../gateway/contract/schema-info.ts';
import { startSubgraphServer } from '../../gateway/process/subgraph-server.ts';
import { newId } from '../../subgraphs/core/values/ids.ts';
import { buildSubgraph } from '../../subgraphs/index.ts';
import { throwawayDatabase } from '../helpers/cluster.ts';
import { Client, token } from '../helpers/platform.ts';
import { type PeerName, type Peer, startPeers } from './peers.ts';
import { ApolloServer } from '@apollo/server';
import { ApolloGateway } from '@apollo/gateway';
import { type GatewayContext, SignedRemoteDataSource } from '../../gateway/process/datasources.ts';
import { MODULES } from '../../subgraphs/index.ts';
import { startRuntime, stopRuntime } from '../../subgraphs/core/platform/runtime.ts';
import { SUBGRAPHS } from '../../subgraphs/core/request/subgraph.ts';
import { loadPreviousSecretKey, loadSecretKey, useSecretKey } from '../../subgraphs/core/platform/secrets.ts';
import { join } from 'node:path';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';

export type Way = 'REST' | 'GraphQL' | 'subgraph' | 'all-in-one' | 'bare server' | PeerName;

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
  /** The ways measured; a way absent here is in `absent` with the reason. */
  requests: Partial<Record<Way, BenchRequest>>;
  /**
   * `--resource peers`: the subgraph fetches a gateway sends for the operation (recorded from
   * its query plan), sent by hand one after the other as one request of the `subgraph` way.
   */
  fetches?: BenchRequest[];
  /** Ways not measured for this operation, and why. */
  absent?: Partial<Record<Way, string>>;
  /** After capturing a write's SQL: the request that removes what it wrote (`{id}` from the answer at `idPath`), so replays do not collide with it. */
  undo?: { request: BenchRequest; idPath: string[] };
  /**
   * `--resource peers`: measured as well by a bare server (node:http + postgres.js) running the
   * SQL statements the REST request runs and writing their rows as JSON under `key`: the entries
   * (`list`) or the one entry.
   */
  bare?: { key: string; list: boolean };
}

export interface PlatformSetup {
  database: 'pglite' | 'postgres';
  resource: 'items' | 'organizations' | 'registers' | 'invoices' | 'sales' | 'peers';
  seed: number;
  /**
   * `--resource peers` runs two threads on one PostgreSQL database (`url`): `subgraphs`, every
   * subgraph as its own HTTP server (as `kontor subgraph <name>` serves it), then `gateways`:
   * Kontor's distributed gateway and the peers over those servers (`subgraphUrls`); and a third,
   * `all-in-one`: Kontor as `kontor serve` runs it (gateway and subgraphs in one), on the same data.
   */
  role?: 'subgraphs' | 'gateways' | 'all-in-one' | 'bare';
  url?: string;
  secret?: string;
  /** Shared by both threads: the secret key (sealed columns) and the blobs. */
  dataDir?: string;
  subgraphUrls?: Record<string, string>;
  /** The bare server's statements and answer (Operation.bare). */
  statements?: Statement[];
  bare?: Operation['bare'];
  /** The peers' gateways are started (not when no peer's way is measured). */
  peers?: boolean;
}

/** One SQL statement as Drizzle sent it, with its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** What the worker posts: the operations (or subgraph URLs) once ready, or why it could not start; statements captured. */
export type PlatformMessage =
  | { ready: Operation[]; peers?: { name: PeerName; unavailable?: string }[] }
  | { serving: Record<string, string> }
  | { captured: Statement[] }
  | { capturing: true }
  | { failed: string }
  | { stopped: true };

/** What the main thread asks: stop, or capture the SQL statements sent until asked again. */
export type PlatformRequest = 'stop' | { capture: boolean };

interface Context {
  database: Database;
  info: SchemaInfo;
  subgraphSchema: GraphQLSchema;
  token: string;
  organizationId: string;
  identity: Record<string, string>;
  client: Client;
  gatewayUrl: string;
  subgraphUrl: string;
}

function routeOf(field: string): RestRoute & { prefix: string } {
  for (const module of REST_MODULES.filter((m) => m.prefix === '/books/v3' || m.prefix === '/erp/v3')) {
    const route = module.routes.find((r) => r.field === field);
    if (route) return { ...route, prefix: module.prefix };
  }
  throw new Error(`no route runs ${field}: the benchmark needs it`);
}

/** One operation three ways: the REST route, its generated document at /graphql, and the subgraph's share of it. */
function operation(label: string, field: string, rest: { path: string; body?: unknown }, variables: Record<string, unknown>, ctx: Context): Operation {
  const route = routeOf(field);
  // The REST engine's own document: what the route runs is what /graphql is sent.
  const keys = listEntryKeys(route.method, route.prefix + route.path);
  const gateway = routeOperation(ctx.info.schema, ctx.info.entities, route, keys);
  // The same root field and arguments; the selection is what the accounting subgraph owns of
  // the resource (fields other subgraphs contribute are the gateway's extra fetches).
  const subgraph = routeOperation(ctx.subgraphSchema, ctx.info.entities, route, keys);
  const auth = { authorization: `Svc-oauthtoken ${ctx.token}` };
  const json = { 'content-type': 'application/json' };
  const separator = rest.path.includes('?') ? '&' : '?';
  return {
    label,
    requests: {
      REST: {
        url: new URL(`${route.prefix}${rest.path}${separator}organization_id=${ctx.organizationId}`, ctx.gatewayUrl).toString(),
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
      const created = await ctx.client.post('/books/v3/items', {
        name: `Seed item ${String(i).padStart(3, '0')}`,
        rate: `${10 + i}.50`,
        sku: `SEED-${i}`,
        description: 'Seeded for the benchmark',
        unit: 'pcs',
      });
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
  /**
   * The sales kinds on the documents kernel: `seed` estimates, open sales orders, open credit
   * notes and sales receipts of three lines each (one from an item, one taxed), and the 200-entry
   * list of each kind.
   */
  async sales(ctx: Context, seed: number): Promise<Operation[]> {
    const post = async (path: string, body: unknown) => {
      const res = await ctx.client.post(path, body);
      if (res.status !== 201) throw new Error(`seed ${path}: ${JSON.stringify(res.body)}`);
      return res.body;
    };
    const tax = (await post('/erp/v3/settings/taxes', { tax_name: 'VAT', tax_percentage: 19, tax_type: 'tax' })).tax.tax_id;
    const item = (await post('/books/v3/items', { name: 'Bench chair', rate: 120 })).item.item_id;
    const customer = (await post('/books/v3/contacts', { contact_name: 'Bench customer' })).contact.contact_id;
    for (let i = 0; i < seed; i++) {
      const body = {
        customer_id: customer,
        reference_number: `S-${i}`,
        line_items: [
          { item_id: item, quantity: 2 },
          { name: 'Assembly', rate: 30 + i, tax_id: tax },
          { name: 'Delivery', rate: 15 },
        ],
      };
      await post('/books/v3/estimates', body);
      const order = (await post('/books/v3/salesorders', body)).salesorder[0].salesorder_id;
      if ((await ctx.client.post(`/books/v3/salesorders/${order}/status/open`)).status !== 201) throw new Error('seed: open a sales order');
      await post('/books/v3/creditnotes', body);
      await post('/books/v3/salesreceipts', { ...body, payment_mode: 'cash' });
    }
    const list = (kind: string) => operation(`GET /${kind}?per_page=200 (${seed})`, kind, { path: `/${kind}?per_page=200` }, { perPage: 200 }, ctx);
    return ['estimates', 'salesorders', 'creditnotes', 'salesreceipts'].map(list);
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

/**
 * Invoices: the list of 200 (`seed` invoices of 3 lines, seeded through the API), then creating
 * drafts of 10 and of 200 lines (numbered, totalled, with history and custom values: the whole
 * write). The list runs first, so the invoices the creates add do not change what it reads.
 */
async function invoices(ctx: Context, seed: number): Promise<Operation[]> {
  const buyer = await ctx.client.post('/books/v3/contacts', {
    contact_name: 'Bench Customer',
    contact_persons: [{ first_name: 'Pat', email: 'pat@example.com' }],
  });
  if (buyer.status !== 201) throw new Error(`seed customer: ${JSON.stringify(buyer.body)}`);
  const customerId = buyer.body.contact.contact_id as string;
  const lines = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      name: `Line ${i + 1}`,
      rate: `${(i % 50) + 1}.25`,
      quantity: String((i % 3) + 1),
      discount: i % 4 === 0 ? '5%' : undefined,
    }));
  for (let i = 0; i < seed; i++) {
    const created = await ctx.client.post('/books/v3/invoices', { customer_id: customerId, discount_type: 'item_level', line_items: lines(3) });
    if (created.status !== 201) throw new Error(`seed invoice: ${JSON.stringify(created.body)}`);
  }
  const create = (count: number) => {
    const rest = { customer_id: customerId, discount_type: 'item_level', line_items: lines(count) };
    const input = { customerId, discountType: 'ITEM_LEVEL', lineItems: lines(count) };
    return operation(`POST /invoices (${count} lines)`, 'createInvoice', { path: '/invoices', body: rest }, { input }, ctx);
  };
  return [operation(`GET /invoices?per_page=200 (${seed})`, 'invoices', { path: '/invoices?per_page=200' }, { perPage: 200 }, ctx), create(10), create(200)];
}

/**
 * A register report over `seed` ledger lines (default 100,000) of its account: one manual
 * journal through the API for real accounts, then `seed` two-line entries over four years
 * (Petty Cash against General Income) in one INSERT … SELECT generate_series for the entries
 * and one for the lines. Measured: the first page and the middle page with the running
 * balance, which the window function sums over every line before the page.
 */
async function registers(ctx: Context, seed: number): Promise<Operation[]> {
  const chart = await ctx.client.get('/books/v3/chartofaccounts');
  const account = Object.fromEntries(chart.body.chartofaccounts.map((a: { account_name: string; account_id: string }) => [a.account_name, a.account_id]));
  const cash = account['Petty Cash'];
  const income = account['General Income'];
  const first = await ctx.client.post('/erp/v3/journals', {
    journal_date: '2021-01-01',
    line_items: [
      { account_id: cash, debit_or_credit: 'debit', amount: 1 },
      { account_id: income, debit_or_credit: 'credit', amount: 1 },
    ],
  });
  if (first.status !== 201) throw new Error(`seed journal: ${JSON.stringify(first.body)}`);
  const currencyId = (await ctx.client.get(`/erp/v3/journals/${first.body.journal.journal_id}`)).body.journal.currency_id as string;
  const entries = Math.max(1, seed);
  // Ids above any minted so far; the seed takes less than a millisecond's worth of the id space.
  const base = BigInt(newId());
  const org = ctx.organizationId;
  await ctx.database.query(
    `insert into core.journal_entries (id, organization_id, date, source_type, source_id, source_number, basis)
     select $1::bigint + g, $2::bigint, date '2021-01-01' + (g % 1461), 'manual_journal', $1::bigint + g, 'MJ-S' || g, 'both'
     from generate_series(1, $3::int) g`,
    [String(base), org, entries],
  );
  await ctx.database.query(
    `insert into core.journal_lines (id, organization_id, journal_id, line_order, account_id, date, source_type, source_id, basis, debit, credit, currency_id, exchange_rate, bcy_debit, bcy_credit)
     select $1::bigint + $3::int + 2 * g + side, $2::bigint, $1::bigint + g, side, case side when 0 then $4::bigint else $5::bigint end,
            date '2021-01-01' + (g % 1461), 'manual_journal', $1::bigint + g, 'both',
            case side when 0 then (g % 997) / 10.0 else 0 end, case side when 1 then (g % 997) / 10.0 else 0 end, $6::bigint, 1,
            case side when 0 then (g % 997) / 10.0 else 0 end, case side when 1 then (g % 997) / 10.0 else 0 end
     from generate_series(1, $3::int) g cross join (values (0), (1)) s(side)`,
    [String(base), org, entries, cash, income, currencyId],
  );
  // Lines written by SQL rather than the ledger: their stored balances are summed from them, as the migration's backfill does.
  await ctx.database.db.transaction((tx) => rebuildLedgerBalances(tx, org));
  // As autovacuum would after such a load: statistics, and the visibility map index-only scans need.
  await ctx.database.query('vacuum analyze core.journal_lines');
  await ctx.database.query('vacuum analyze core.ledger_balances');
  await ctx.database.query('vacuum analyze core.journal_entries');
  const deep = Math.max(1, Math.floor(entries / 200 / 2));
  const query = (page: number) => ({ accountId: cash, optionalColumns: ['RUNNING_BALANCE'], page, perPage: 200 });
  const path = (page: number) => `/registers/${cash}/transactions?optional_columns=running_balance&page=${page}&per_page=200`;
  return [
    operation(`register page 1 (${entries} lines)`, 'registerTransactions', { path: path(1) }, query(1), ctx),
    operation(`register page ${deep} (${entries} lines)`, 'registerTransactions', { path: path(deep) }, query(deep), ctx),
  ];
}

async function openFor(kind: 'pglite' | 'postgres', url?: string): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase();
    return { database, drop: () => database.close() };
  }
  // The main thread's throwaway database (it reads its backends' CPU), dropped by the main thread.
  if (url) {
    const database = await openDatabase({ url, poolSize: 10 });
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
  const { database, drop } = await openFor(setup.database, setup.url);
  // Errors only: a failing seed or check then shows why, and the runs are not slowed by logging.
  process.env.LOG_LEVEL ??= 'error';
  // Request limits off: the peers have none, and a throughput run is one token far over 100 requests a second.
  const app = buildApp({ database, logger: true, rateLimit: { perMinute: 0 } });
  let stopSubgraph = async () => {};
  const stop = async () => {
    await stopSubgraph();
    await app.stop();
    await drop();
  };
  try {
    const gatewayUrl = await app.start();
    // The subgraph that serves the measured routes, as its own process would.
    const served = setup.resource === 'registers' ? 'erp' : 'accounting';
    const subgraph = await startSubgraphServer({ name: served, database, runtime: app.runtime, port: 0, secret });
    stopSubgraph = subgraph.stop;

    const credentials = await bootstrap(database, { email: `bench-${randomBytes(4).toString('hex')}@example.com` });
    const issued = await token(gatewayUrl, {
      grant_type: 'refresh_token',
      refresh_token: credentials.refresh_token,
      client_id: credentials.client_id,
      client_secret: credentials.client_secret,
    });
    const accessToken = issued.body.access_token as string;
    const admin = new Client(gatewayUrl, accessToken);
    const org = await admin.post('/books/v3/organizations', { name: 'Bench Ltd', currency_code: 'USD' });
    if (org.status !== 201) throw new Error(`organization: ${JSON.stringify(org.body)}`);
    const organizationId = org.body.organization.organization_id as string;
    // The identity the gateway would forward for this caller. Signatures are good for five
    // minutes, longer than one database's runs.
    const identity = identityHeaders(
      { userId: credentials.user_id, scopes: (issued.body.scope as string).split(/[ ,]+/), organizationId, role: 'admin', requestId: 'bench' },
      secret,
    );
    const ctx: Context = {
      database,
      info: schemaInfo(readSupergraph()),
      subgraphSchema: buildSubgraph(served),
      token: accessToken,
      organizationId,
      identity,
      client: admin.in(organizationId),
      gatewayUrl,
      subgraphUrl: subgraph.url,
    };
    const operations =
      setup.resource === 'registers'
        ? await registers(ctx, setup.seed)
        : setup.resource === 'invoices'
          ? await invoices(ctx, setup.seed)
          : await RESOURCES[setup.resource as keyof typeof RESOURCES](ctx, setup.seed);
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

/** Statements sent while the main thread asks for them (one request at a time: its SQL). */
function capturer() {
  let captured: Statement[] | undefined;
  return {
    onQuery: (sql: string, params: unknown[]) => captured?.push({ sql, params: [...params] }),
    /** Answers the main thread's capture requests; `stop` is passed on. */
    listen(stop: () => Promise<void>) {
      parentPort!.on('message', (message: PlatformRequest) => {
        if (message === 'stop') {
          stop().then(
            () => parentPort!.postMessage({ stopped: true } satisfies PlatformMessage),
            (error: Error) => parentPort!.postMessage({ failed: error.stack ?? error.message } satisfies PlatformMessage),
          );
        } else if (message.capture) {
          captured = [];
          parentPort!.postMessage({ capturing: true } satisfies PlatformMessage);
        } else {
          parentPort!.postMessage({ captured: captured ?? [] } satisfies PlatformMessage);
          captured = undefined;
        }
      });
    },
  };
}

/**
 * A peers-run thread's start: what `start` answers is posted once it is ready, and the thread then
 * answers capture and stop requests; if it fails, what it started is stopped and why is posted.
 */
async function announce(capture: ReturnType<typeof capturer>, stop: () => Promise<void>, start: () => Promise<PlatformMessage>): Promise<void> {
  try {
    const message = await start();
    capture.listen(stop);
    parentPort!.postMessage(message);
  } catch (error) {
    await stop().catch(() => {});
    parentPort!.postMessage({ failed: (error as Error).stack ?? String(error) } satisfies PlatformMessage);
  }
}

/** Every subgraph as its own HTTP server on the shared database, as `kontor subgraph <name>` per process. */
async function serveSubgraphs(setup: PlatformSetup): Promise<void> {
  const capture = capturer();
  const database = await openDatabase({ url: setup.url, poolSize: 10, onQuery: capture.onQuery });
  const servers: { stop(): Promise<void> }[] = [];
  let runtime: Awaited<ReturnType<typeof startRuntime>> | undefined;
  const stop = async () => {
    for (const server of servers) await server.stop();
    if (runtime) await stopRuntime(runtime);
    await database.close();
  };
  await announce(capture, stop, async () => {
    process.env.LOG_LEVEL ??= 'error';
    await database.migrate();
    useSecretKey(loadSecretKey(setup.dataDir!), loadPreviousSecretKey());
    runtime = await startRuntime(database, { modules: MODULES, blobDir: join(setup.dataDir!, 'blobs'), jobs: { work: [...SUBGRAPHS] } });
    const urls: Record<string, string> = {};
    for (const name of SUBGRAPHS) {
      const server = await startSubgraphServer({ name, database, runtime, port: 0, secret: setup.secret!, logger: true });
      servers.push(server);
      urls[name] = server.url;
    }
    return { serving: urls };
  });
}

/** Kontor all in one (`kontor serve`: the gateway and every subgraph in process) on the shared database. */
async function serveAllInOne(setup: PlatformSetup): Promise<void> {
  const capture = capturer();
  const database = await openDatabase({ url: setup.url, poolSize: 10, onQuery: capture.onQuery });
  process.env.LOG_LEVEL ??= 'error';
  const app = buildApp({ database, logger: true, rateLimit: { perMinute: 0 }, secretDir: setup.dataDir, blobDir: join(setup.dataDir!, 'blobs') });
  const stop = async () => {
    await app.stop();
    await database.close();
  };
  await announce(capture, stop, async () => ({ serving: { 'all-in-one': await app.start() } }));
}

/** Records the subgraph fetches of a query plan, as Kontor's distributed gateway sends them. */
class RecordingDataSource extends SignedRemoteDataSource {
  static fetches: { url: string; body: string }[] = [];

  protected override body(...args: Parameters<SignedRemoteDataSource['body']>): string {
    const body = super.body(...args);
    RecordingDataSource.fetches.push({ url: this.url, body });
    return body;
  }
}

/**
 * Kontor's distributed gateway (REST and /graphql) over the subgraph servers, the peers over the
 * same servers, the seed (items, invoices with payments) and each operation's ways.
 */
async function serveGateways(setup: PlatformSetup): Promise<void> {
  const capture = capturer();
  const secret = setup.secret!;
  const urls = setup.subgraphUrls!;
  const database = await openDatabase({ url: setup.url, poolSize: 10, onQuery: capture.onQuery });
  process.env.LOG_LEVEL ??= 'error';
  const app = buildApp({
    database,
    logger: true,
    rateLimit: { perMinute: 0 },
    subgraphUrls: urls,
    internalSecret: secret,
    secretDir: setup.dataDir,
    blobDir: join(setup.dataDir!, 'blobs'),
  });
  let peers: Peer[] = [];
  let recorder: ApolloServer<GatewayContext> | undefined;
  const stop = async () => {
    for (const peer of peers) await peer.stop().catch(() => {});
    await recorder?.stop();
    await app.stop();
    await database.close();
  };
  await announce(capture, stop, async () => {
    const gatewayUrl = await app.start();
    const credentials = await bootstrap(database, { email: `bench-${randomBytes(4).toString('hex')}@example.com` });
    const issued = await token(gatewayUrl, {
      grant_type: 'refresh_token',
      refresh_token: credentials.refresh_token,
      client_id: credentials.client_id,
      client_secret: credentials.client_secret,
    });
    const accessToken = issued.body.access_token as string;
    const admin = new Client(gatewayUrl, accessToken);
    const org = await admin.post('/books/v3/organizations', { name: 'Bench Ltd', currency_code: 'USD' });
    if (org.status !== 201) throw new Error(`organization: ${JSON.stringify(org.body)}`);
    const organizationId = org.body.organization.organization_id as string;
    const client = admin.in(organizationId);
    const identity = { userId: credentials.user_id, scopes: (issued.body.scope as string).split(/[ ,]+/), organizationId, role: 'admin', requestId: 'bench' };

    // The seed: `seed` items, `seed` sent invoices of 3 lines (of those items), payments on the newest 50.
    const itemIds: string[] = [];
    for (let i = 0; i < setup.seed; i++) {
      const created = await client.post('/books/v3/items', {
        name: `Seed item ${String(i).padStart(3, '0')}`,
        rate: `${10 + i}.50`,
        sku: `SEED-${i}`,
        unit: 'pcs',
      });
      if (created.status !== 201) throw new Error(`seed item: ${JSON.stringify(created.body)}`);
      itemIds.push(created.body.item.item_id);
    }
    const buyer = await client.post('/books/v3/contacts', {
      contact_name: 'Bench Customer',
      contact_persons: [{ first_name: 'Pat', email: 'pat@example.com' }],
    });
    if (buyer.status !== 201) throw new Error(`seed customer: ${JSON.stringify(buyer.body)}`);
    const customerId = buyer.body.contact.contact_id as string;
    const invoiceIds: string[] = [];
    for (let i = 0; i < setup.seed; i++) {
      const created = await client.request('POST', '/books/v3/invoices', {
        body: {
          customer_id: customerId,
          due_date: '2099-12-31',
          line_items: [0, 1, 2].map((j) => ({ item_id: itemIds[(i * 3 + j) % itemIds.length], quantity: String(j + 1) })),
        },
        query: { send: 'true' },
      });
      if (created.status !== 201) throw new Error(`seed invoice: ${JSON.stringify(created.body)}`);
      invoiceIds.push(created.body.invoice.invoice_id);
    }
    const newest = invoiceIds.slice(-50);
    for (let i = 0; i < newest.length; i += 5) {
      const paid = await new Client(gatewayUrl, accessToken).request('POST', '/billing/v1/payments', {
        body: {
          customer_id: customerId,
          payment_mode: 'cash',
          amount: 5,
          invoices: newest.slice(i, i + 5).map((invoice_id) => ({ invoice_id, amount_applied: 1 })),
        },
        headers: { 'X-com-svc-subscriptions-organizationid': organizationId },
      });
      if (paid.status !== 201) throw new Error(`seed payment: ${JSON.stringify(paid.body)}`);
    }

    const supergraphSdl = readSupergraph();
    if (setup.peers !== false) peers = await startPeers(supergraphSdl, urls, secret);
    recorder = new ApolloServer<GatewayContext>({
      gateway: new ApolloGateway({ supergraphSdl, buildService: ({ name }) => new RecordingDataSource(urls[name], secret) }),
      stopOnTerminationSignals: false,
    });
    await recorder.start();
    const info = schemaInfo(supergraphSdl);
    const auth = { authorization: `Svc-oauthtoken ${accessToken}` };
    const json = { 'content-type': 'application/json' };
    const signed = () => ({ ...json, ...identityHeaders(identity, secret) });

    const build = async (
      label: string,
      query: string,
      variables: Record<string, unknown>,
      rest?: { method: BenchRequest['method']; path: string; body?: unknown },
    ): Promise<Operation> => {
      // The plan's fetches, recorded once (a create creates one invoice more).
      RecordingDataSource.fetches = [];
      const recorded = await recorder!.executeOperation(
        { query, variables: JSON.parse(JSON.stringify(variables).replaceAll('[<id>]', 'recorded')) },
        { contextValue: { identity } },
      );
      if (recorded.body.kind !== 'single' || recorded.body.singleResult.errors) throw new Error(`${label}: ${JSON.stringify(recorded.body)}`);
      const body = JSON.stringify({ query, variables });
      const requests: Partial<Record<Way, BenchRequest>> = {
        GraphQL: { url: new URL('/graphql', gatewayUrl).toString(), method: 'POST', headers: { ...auth, ...json, 'x-organization-id': organizationId }, body },
      };
      const absent: Partial<Record<Way, string>> = {};
      if (rest) {
        const separator = rest.path.includes('?') ? '&' : '?';
        requests.REST = {
          url: new URL(`${rest.path}${separator}organization_id=${organizationId}`, gatewayUrl).toString(),
          method: rest.method,
          headers: rest.body === undefined ? auth : { ...auth, ...json },
          body: rest.body === undefined ? undefined : JSON.stringify(rest.body),
        };
      } else absent.REST = 'no REST route answers this query';
      for (const peer of peers) {
        if (peer.url) requests[peer.name] = { url: peer.url, method: 'POST', headers: signed(), body };
        else absent[peer.name] = peer.unavailable;
      }
      return {
        label,
        requests,
        absent,
        fetches: RecordingDataSource.fetches.map((f) => ({ url: f.url, method: 'POST', headers: signed(), body: f.body })),
      };
    };
    const routeQuery = (field: string) => {
      const route = routeOf(field);
      return routeOperation(info.schema, info.entities, route, listEntryKeys(route.method, route.prefix + route.path)).query;
    };
    const itemId = itemIds[Math.floor(itemIds.length / 2)];
    const lines = Array.from({ length: 10 }, (_, i) => ({ name: `Line ${i + 1}`, rate: `${(i % 50) + 1}.25`, quantity: String((i % 3) + 1) }));
    const create = await build(
      'POST /invoices (10 lines)',
      routeQuery('createInvoice'),
      { input: { customerId, lineItems: lines } },
      { method: 'POST', path: '/books/v3/invoices', body: { customer_id: customerId, line_items: lines } },
    );
    create.undo = {
      request: { url: new URL(`/books/v3/invoices/{id}?organization_id=${organizationId}`, gatewayUrl).toString(), method: 'DELETE', headers: auth },
      idPath: ['invoice', 'invoice_id'],
    };
    const operations = [
      {
        ...(await build('GET /items/{id}', routeQuery('item'), { itemId }, { method: 'GET', path: `/books/v3/items/${itemId}` })),
        bare: { key: 'item', list: false },
      },
      await build(`GET /items?per_page=200 (${setup.seed})`, routeQuery('items'), { perPage: 200 }, { method: 'GET', path: '/books/v3/items?per_page=200' }),
      {
        ...(await build(
          `GET /invoices?per_page=200 (${setup.seed})`,
          routeQuery('invoices'),
          { perPage: 200 },
          { method: 'GET', path: '/books/v3/invoices?per_page=200' },
        )),
        bare: { key: 'invoices', list: true },
      },
      await build(
        'nested: 50 invoices + payments, 50 items + stock',
        `query Nested($perPage: Int) {
  invoices(perPage: $perPage) { nodes { invoiceId invoiceNumber customerName total balance lineItems { lineItemId itemId name quantity itemTotal } payments { paymentId amount amountApplied paymentMode } } }
  items(perPage: $perPage) { nodes { itemId name sku rate stockOnHand availableStock actualAvailableStock } }
}`,
        { perPage: 50 },
      ),
      create,
    ];
    return { ready: operations, peers: peers.map(({ name, unavailable }) => ({ name, unavailable })) };
  });
}

/**
 * The bare server: node:http and postgres.js, per request the operation's statements (prepared,
 * one after the other, as the platform sends them) and their rows written as JSON: the main
 * statement's (the most rows) as the entries, or its first row as the entry, with the other
 * statements' rows beside it. What a request needs and nothing else: no routing, validation,
 * authentication, GraphQL or wire shaping. The answer's size is in the table beside Kontor's.
 */
async function serveBare(setup: PlatformSetup): Promise<void> {
  const sql = postgres(setup.url!, { max: 10, onnotice: () => {} });
  const statements = setup.statements!;
  const { key, list } = setup.bare!;
  const server = createHttpServer((_req, res) => {
    answerBare(sql, statements, key, list).then(
      (body) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
        res.end(body);
      },
      (error: Error) => {
        res.writeHead(500).end(error.message);
      },
    );
  });
  const stop = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await sql.end({ timeout: 5 });
  };
  await announce(capturer(), stop, async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { serving: { 'bare server': `http://127.0.0.1:${(server.address() as AddressInfo).port}/` } };
  });
}

async function answerBare(sql: postgres.Sql, statements: Statement[], key: string, list: boolean): Promise<Buffer> {
  const results: Record<string, unknown>[][] = [];
  for (const s of statements) results.push(await sql.unsafe(s.sql, s.params as never[], { prepare: true }));
  const main = results.reduce((a, b) => (b.length > a.length ? b : a), results[0] ?? []);
  const others = results.filter((r) => r !== main);
  const body = list
    ? { code: 0, message: 'success', [key]: main, related: others, page_context: { page: 1, per_page: 200, has_more_page: false } }
    : { code: 0, message: 'success', [key]: { ...main[0], related: others } };
  return Buffer.from(JSON.stringify(body));
}

const setup = workerData.setup as PlatformSetup;
if (setup.role === 'subgraphs') await serveSubgraphs(setup);
else if (setup.role === 'gateways') await serveGateways(setup);
else if (setup.role === 'all-in-one') await serveAllInOne(setup);
else if (setup.role === 'bare') await serveBare(setup);
else await serve(setup);
