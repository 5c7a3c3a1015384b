/**
 * `npm run bench:throughput` (`npm run bench` runs it as "throughput"): what Kontor's REST and
 * GraphQL paths cost over the subgraph fetches they make, and against the gateways a user could
 * pick instead, for the same operations over the same subgraph processes and data.
 *
 *   npm run bench:throughput -- [--duration 10] [--rounds 5] [--warmup 1] [--connections 10]
 *       [--database pglite --database postgres] [--seed 200] [--resource peers|items|organizations|registers|invoices|sales]
 *       [--floor-seconds 2] [--no-ready] [--operation 'items?per_page'] [--way GraphQL --way REST]
 *
 *   --duration       seconds of load per way and operation, split over the rounds (default 10)
 *   --rounds         rounds; in each every way takes a turn, starting with another way (default 5)
 *   --warmup         seconds of load per way before the rounds (default 1)
 *   --connections    concurrent connections of the load (default 10)
 *   --database       pglite and/or postgres (default both; PostgreSQL is BENCH_DATABASE_URL,
 *                    TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres, on a
 *                    throwaway database)
 *   --seed           rows seeded (default 200; 100,000 ledger lines for registers)
 *   --resource       what is measured (default peers, below)
 *   --floor-seconds  seconds each operation's captured SQL is replayed to time its floor (default 2)
 *   --no-ready       skip the time-to-ready measurement
 *   --operation      measure only the operations whose label contains this text (for profiling one)
 *   --way            measure only these ways (REST, GraphQL, all-in-one, bare server, subgraph, Apollo default, Hive Gateway, Hive Router)
 *
 * `--resource peers` (the default; PostgreSQL only: subgraph processes share one database, PGlite
 * is one process's) starts every subgraph as its own HTTP server in one thread (as `kontor
 * subgraph <name>` serves it) and, in another, Kontor's distributed gateway and its peers over
 * those servers (peers.ts: a default Apollo gateway with IntrospectAndCompose, Hive Gateway and
 * Hive Router, deduplication off, the identity headers forwarded per request). It seeds `seed`
 * items, `seed` sent invoices of 3 lines and payments on the newest 50, and measures one item,
 * 200 items, 200 invoices, a nested query over three subgraphs (50 invoices with their payments
 * from billing, 50 items with their stock from inventory) and creating an invoice of 10 lines:
 * Kontor REST, Kontor GraphQL, each peer (the same GraphQL document), Kontor all in one (the same
 * document to `kontor serve`'s gateway and subgraphs in one thread, on the same data), and the subgraph fetches
 * of the operation's query plan (recorded from Kontor's gateway) sent by hand one after the
 * other. Each round prints every way's req/s, the ratios and the load average; the tables give
 * the medians of the rounds' ratios. Each operation's SQL statements (Drizzle's, in both threads)
 * are captured during one request and replayed directly on the database: their time is the
 * operation's floor (a write's replay is rolled back, after the captured write is deleted).
 * The other resources measure the all-in-one platform: REST, GraphQL and the accounting (erp for
 * registers) subgraph called directly; `--resource registers` reads the account register over
 * 100,000 ledger lines with a running balance; `--resource invoices` the 200-invoice list and
 * creates of 10 and 200 lines; `--resource sales` the 200-entry lists of estimates, sales orders,
 * credit notes and sales receipts.
 *
 * Time to ready: `node bin/kontor.js serve` (all in one) on PGlite and on PostgreSQL, from the
 * spawn to the first 200 of GET /health, on an empty data directory / database (first start:
 * migrations and the first administrator) and again on the same data (restart).
 *
 * CPU per request (beside req/s, and per round): the servers' CPU over the slices divided by the
 * requests answered — the process's CPU less this thread's (the load generator's: autocannon and
 * the hand-sent client) plus the CPU of the PostgreSQL backends of the measured database, read
 * from /proc (CpuMeter). Unlike req/s it holds on a machine busy with other work. `--resource
 * peers` also measures a bare server on the item read and the 200-invoice list: node:http +
 * postgres.js running the statements a REST request runs (captured) and writing their rows as
 * JSON of about the same size (`bare server`), the floor the all-in-one's CPU is compared with.
 *
 * Autocannon runs here and the platform in worker threads, so load generation does not share
 * the servers' event loop. The ways of one operation take turns in short rounds, so load from
 * elsewhere on the machine falls on each alike; req/s is over all rounds, p50/p99 over every
 * request's latency. Requests still in flight when a round ends are not counted, so a round
 * (duration / rounds) must stay well above the slowest latency. Hand-sent fetch sequences of
 * more than one fetch go to several subgraph ports, which autocannon (one origin) cannot do:
 * they are sent by a node:http keep-alive client, a heavier client than autocannon (marked *).
 */
import autocannon from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import postgres from 'postgres';
import { IDENTITY_HEADER, identityHeaders } from '../../gateway/process/internal-identity.ts';
import { throwawayDatabase } from '../helpers/cluster.ts';
import type { PeerName } from './peers.ts';
import type { BenchRequest, Operation, PlatformMessage, PlatformRequest, PlatformSetup, Statement, Way } from './platform.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    database: { type: 'string', multiple: true },
    seed: { type: 'string' },
    resource: { type: 'string', default: 'peers' },
    'floor-seconds': { type: 'string', default: '2' },
    'no-ready': { type: 'boolean', default: false },
    operation: { type: 'string' },
    way: { type: 'string', multiple: true },
  },
});
const DURATION = Number(args.duration);
const ROUNDS = Number(args.rounds);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const DATABASES = (args.database ?? ['pglite', 'postgres']) as PlatformSetup['database'][];
const RESOURCE = args.resource as PlatformSetup['resource'];
const SEED = Number(args.seed ?? (RESOURCE === 'registers' ? 100_000 : 200));
const FLOOR_SECONDS = Number(args['floor-seconds']);
const chosen = (op: Operation) => !args.operation || op.label.includes(args.operation);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The order ways take turns in (those an operation has). */
const WAYS = (['REST', 'GraphQL', 'all-in-one', 'bare server', 'subgraph', 'Apollo default', 'Hive Gateway', 'Hive Router'] as Way[]).filter(
  (way) => !args.way || args.way.includes(way),
);
const PEERS: Way[] = ['Apollo default', 'Hive Gateway', 'Hive Router'];

interface Slice {
  requests: number;
  seconds: number;
  latencies: number[];
  /** Bytes of the last answer (headers and body; a hand-sent sequence: its bodies). */
  bytes: number;
  /** Milliseconds of server CPU over the slice (CpuMeter): the platform threads and the database's backends. */
  cpu?: number;
}

interface Measured {
  database: string;
  operation: string;
  way: Way;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  bytes: number;
  slices: Slice[];
  /** Sent by the node:http client (several subgraph origins). */
  hand?: boolean;
  /** Bytes of the answer's body to a client sending Accept-Encoding: gzip (reads only). */
  gzip?: number;
  /** Server CPU milliseconds per request over all rounds (CpuMeter). */
  cpu: number;
}

interface Floor {
  database: string;
  operation: string;
  statements: number;
  /** Median milliseconds of one replay of the statements on one connection. */
  ms: number;
  /** Replays per second with CONNECTIONS connections. */
  rps: number;
  error?: string;
}

const unique = () => `${Date.now().toString(36)}.${randomBytes(4).toString('hex')}`;

/** The shared secret of the peers run: identities are signed afresh for each load (a signature is good for five minutes). */
let secret: string | undefined;

function resigned(request: BenchRequest): BenchRequest {
  const payload = request.headers[IDENTITY_HEADER];
  if (!secret || !payload) return request;
  const { issuedAt: _issued, ...identity } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return { ...request, headers: { ...request.headers, ...identityHeaders(identity, secret) } };
}

/** One request by hand: a run of 200s that are GraphQL errors would measure nothing. Answers the parsed body. */
async function check(given: BenchRequest): Promise<any> {
  const request = resigned(given);
  const res = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body?.replaceAll('[<id>]', unique()) });
  const text = await res.text();
  const body = JSON.parse(text);
  if (res.status >= 300 || body.errors || (body.code !== undefined && body.code !== 0)) {
    throw new Error(`${request.method} ${request.url} answered ${res.status}: ${text.slice(0, 500)}`);
  }
  return body;
}

/** Load for the given seconds; every response's latency is kept, failures end the benchmark. */
function load(label: string, given: BenchRequest, seconds: number): Promise<Slice> {
  const request = resigned(given);
  const url = new URL(request.url);
  const latencies: number[] = [];
  let bytes = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: url.origin,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: request.method,
            path: url.pathname + url.search,
            headers: request.headers,
            body: request.body,
            // Creates need a name of their own each time.
            ...(request.body?.includes('[<id>]')
              ? { setupRequest: (r: autocannon.Request) => ({ ...r, body: request.body!.replaceAll('[<id>]', unique()) }) }
              : {}),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const failed = result.errors + result.timeouts + result.non2xx;
        if (failed)
          return reject(
            new Error(
              `${label}: ${failed} of ${result.requests.total} requests failed (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
            ),
          );
        resolve({ requests: latencies.length, seconds: result.duration, latencies, bytes });
      },
    );
    const onResponse = (_client: unknown, _status: number, size: number, responseTime: number) => {
      latencies.push(responseTime);
      bytes = size;
    };
    instance.on('response', onResponse as never);
  });
}

/** One request over a keep-alive agent, its answer as sent (not decompressed): status, body and its bytes. */
function post(agent: Agent, request: BenchRequest, extra: Record<string, string> = {}): Promise<{ status: number; body: string; bytes: number }> {
  const url = new URL(request.url);
  const body = Buffer.from(request.body ?? '');
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: request.method,
        headers: { ...request.headers, ...extra, 'content-length': body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const whole = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, body: whole.toString('utf8'), bytes: whole.length });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The body's bytes of a read's REST or GraphQL answer to a client that accepts gzip (as undici, browsers and curl --compressed do). */
async function gzipBytes(op: Operation, way: Way): Promise<number | undefined> {
  const request = op.requests[way];
  if (op.undo || !request || (way !== 'REST' && way !== 'GraphQL')) return undefined;
  const agent = new Agent({ keepAlive: false });
  try {
    return (await post(agent, resigned(request), { 'accept-encoding': 'gzip' })).bytes;
  } finally {
    agent.destroy();
  }
}

/** The subgraph fetches of a plan sent one after the other by CONNECTIONS clients: one request of the way is the whole sequence. */
async function loadSequence(label: string, given: BenchRequest[], seconds: number): Promise<Slice> {
  const fetches = given.map(resigned);
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS * fetches.length });
  const latencies: number[] = [];
  let bytes = 0;
  const began = performance.now();
  const end = began + seconds * 1000;
  let failure: string | undefined;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end && !failure) {
        const t0 = performance.now();
        let size = 0;
        for (const f of fetches) {
          const res = await post(agent, f);
          size += Buffer.byteLength(res.body);
          if (res.status !== 200 || res.body.includes('"errors"')) failure = `${f.url} answered ${res.status}: ${res.body.slice(0, 300)}`;
        }
        latencies.push(performance.now() - t0);
        bytes = size;
      }
    }),
  );
  agent.destroy();
  if (failure) throw new Error(`${label}: ${failure}`);
  return { requests: latencies.length, seconds: (performance.now() - began) / 1000, latencies, bytes };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const median = (values: number[]) => {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const rate = (slice: Slice) => slice.requests / slice.seconds;

/** Nanoseconds this thread (the load generator's) has run on a CPU (Linux). */
function threadNs(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
  } catch {
    return 0;
  }
}

interface CpuMark {
  process: NodeJS.CpuUsage;
  thread: number;
  backends: Map<number, number>;
}

/**
 * The servers' CPU over a load, which holds on a busy machine where wall time does not: the
 * process's CPU (every thread: the platform threads, their libuv pool, V8's helper threads) less
 * this thread's, which only generates load, plus the CPU of the PostgreSQL backends connected to
 * the measured database (read from /proc: PostgreSQL on this machine; elsewhere they count 0).
 * V8's helper threads also collect the load generator's garbage, so the figure leans high.
 */
class CpuMeter {
  private readonly sql?: postgres.Sql;

  constructor(databaseUrl?: string) {
    if (databaseUrl) this.sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  }

  private async backends(): Promise<Map<number, number>> {
    const times = new Map<number, number>();
    if (!this.sql) return times;
    const rows = await this.sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
    for (const { pid } of rows) {
      try {
        times.set(pid, Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]));
      } catch {
        // Gone, or not on this machine.
      }
    }
    return times;
  }

  async mark(): Promise<CpuMark> {
    const backends = await this.backends();
    return { process: process.cpuUsage(), thread: threadNs(), backends };
  }

  /** Server CPU milliseconds since the mark. */
  async since(mark: CpuMark): Promise<number> {
    const thread = threadNs() - mark.thread;
    const used = process.cpuUsage(mark.process);
    const backends = await this.backends();
    let database = 0;
    for (const [pid, ns] of backends) database += ns - (mark.backends.get(pid) ?? 0);
    return (used.user + used.system) / 1000 - thread / 1e6 + database / 1e6;
  }

  async close(): Promise<void> {
    await this.sql?.end({ timeout: 5 });
  }
}

/** The meter of the database measured now (run per database, see the bottom). */
let meter = new CpuMeter();

/** A load with the servers' CPU over it. */
async function metered(run: () => Promise<Slice>): Promise<Slice> {
  const mark = await meter.mark();
  const slice = await run();
  return { ...slice, cpu: await meter.since(mark) };
}

/** The ratios printed per round and, as medians, in the tables: [label, over, under]. */
const RATIOS: [string, Way, Way][] = [
  ['REST/GraphQL', 'REST', 'GraphQL'],
  ['GraphQL/hand', 'GraphQL', 'subgraph'],
  ...PEERS.map((peer): [string, Way, Way] => [`GraphQL/${peer}`, 'GraphQL', peer]),
  ...PEERS.map((peer): [string, Way, Way] => [`REST/${peer}`, 'REST', peer]),
  ...PEERS.map((peer): [string, Way, Way] => [`all-in-one/${peer}`, 'all-in-one', peer]),
];

/** The ways of one operation, each with how one of its loads runs. */
function waysOf(op: Operation): { way: Way; run: (label: string, seconds: number) => Promise<Slice>; check: () => Promise<unknown>; hand: boolean }[] {
  const ways = [];
  for (const way of WAYS) {
    const request = op.requests[way];
    if (way === 'subgraph' && op.fetches?.length) {
      const fetches = op.fetches;
      if (fetches.length === 1) ways.push({ way, run: (l: string, s: number) => load(l, fetches[0], s), check: () => check(fetches[0]), hand: false });
      else
        ways.push({
          way,
          run: (l: string, s: number) => loadSequence(l, fetches, s),
          check: async () => {
            for (const f of fetches) await check(f);
          },
          hand: true,
        });
    } else if (request) ways.push({ way, run: (l: string, s: number) => load(l, request, s), check: () => check(request), hand: false });
  }
  return ways;
}

async function measure(database: string, op: Operation): Promise<Measured[]> {
  const ways = waysOf(op);
  for (const [way, why] of Object.entries(op.absent ?? {})) process.stderr.write(`  ${op.label}: ${way} not measured: ${why}\n`);
  for (const w of ways) {
    await w.check();
    if (WARMUP > 0) await w.run(`${op.label} ${w.way} warm-up`, WARMUP);
  }
  const slices = new Map<Way, Slice[]>(ways.map((w) => [w.way, []]));
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts with another way, so none always runs first (or on a warmer cache).
    for (let i = 0; i < ways.length; i++) {
      const w = ways[(round + i) % ways.length];
      slices.get(w.way)!.push(await metered(() => w.run(`${database} ${op.label} ${w.way}`, DURATION / ROUNDS)));
    }
    const of = (way: Way) => slices.get(way)?.[round];
    const rates = ways.map((w) => `${w.way} ${rate(of(w.way)!).toFixed(0)} (${fixed(of(w.way)!.cpu! / of(w.way)!.requests, 1)} ms CPU)`).join(', ');
    const ratios = RATIOS.filter(([, a, b]) => of(a) && of(b))
      .map(([label, a, b]) => `${label} ${fixed(rate(of(a)!) / rate(of(b)!))}`)
      .join(', ');
    process.stderr.write(`  ${database} ${op.label} round ${round + 1}: load ${loadavg()[0].toFixed(2)}; req/s ${rates}; ${ratios}\n`);
  }
  const rows: Measured[] = [];
  for (const w of ways) {
    await w.check();
    const own = slices.get(w.way)!;
    const all = own.flatMap((s) => s.latencies).sort((a, b) => a - b);
    const seconds = own.reduce((sum, s) => sum + s.seconds, 0);
    rows.push({
      database,
      operation: op.label,
      way: w.way,
      rps: all.length / seconds,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      requests: all.length,
      bytes: own.at(-1)?.bytes ?? 0,
      slices: own,
      hand: w.hand,
      gzip: await gzipBytes(op, w.way),
      cpu: own.reduce((sum, s) => sum + (s.cpu ?? 0), 0) / all.length,
    });
  }
  // Requests in flight when a round ends are not counted: a round must last many latencies.
  const slow = rows.filter((r) => r.slices.some((s) => s.requests === 0) || !(r.p50 * 3 < (DURATION / ROUNDS) * 1000));
  if (slow.length)
    notes.push(
      `${database} ${op.label}: rounds of ${(DURATION / ROUNDS).toFixed(1)} s are too short for ${slow.map((r) => `${r.way} (p50 ${fixed(r.p50, 0)} ms)`).join(', ')}; these ratios are unreliable, raise --duration`,
    );
  return rows;
}

/**
 * Node's options for a platform thread: the main thread's without those the `tsx` command adds
 * (`--require …/tsx/dist/preflight.cjs --import …/tsx/dist/loader.mjs`, or `--import tsx`), which a
 * worker inherits. With them every `require` of the thread goes through tsx's CommonJS resolver
 * (Apollo Server requires `crypto` anew for each request's query hash); the platform registers
 * only tsx's ESM loader (bin/kontor.js, typescript-thread.mjs), and so does a thread measured here.
 */
function platformExecArgv(args: readonly string[]): string[] {
  const tsx = (value = '') => value === 'tsx' || /[\\/]tsx[\\/]dist[\\/]/.test(value);
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if ((args[i] === '--require' || args[i] === '--import') && tsx(args[i + 1])) i++;
    else if (!/^--(require|import)=/.test(args[i]) || !tsx(args[i].slice(args[i].indexOf('=') + 1))) kept.push(args[i]);
  }
  return kept;
}

/** A platform thread: its first message, and requests answered in order. */
class PlatformThread {
  private readonly waiting: ((message: PlatformMessage) => void)[] = [];
  private readonly worker: Worker;
  private failure?: Error;

  constructor(setup: PlatformSetup) {
    this.worker = new Worker(new URL('../../subgraphs/core/platform/typescript-thread.mjs', import.meta.url), {
      workerData: { entry: new URL('./platform.ts', import.meta.url).href, setup },
      execArgv: platformExecArgv(process.execArgv),
    });
    this.worker.on('message', (message: PlatformMessage) => this.waiting.shift()?.(message));
    this.worker.on('error', (error) => {
      this.failure = error;
      for (const w of this.waiting.splice(0)) w({ failed: error.stack ?? error.message });
    });
  }

  next(): Promise<PlatformMessage> {
    if (this.failure) return Promise.resolve({ failed: this.failure.stack ?? this.failure.message });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  ask(request: PlatformRequest): Promise<PlatformMessage> {
    const answer = this.next();
    this.worker.postMessage(request);
    return answer;
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }

  async stop(name: string): Promise<void> {
    try {
      const answer = await Promise.race([this.ask('stop'), new Promise<PlatformMessage>((r) => setTimeout(() => r({ failed: 'no answer in 30 s' }), 30_000))]);
      if ('failed' in answer) process.stderr.write(`the ${name} thread did not stop cleanly:\n${answer.failed}\n`);
    } finally {
      await this.worker.terminate();
    }
  }
}

async function started<T extends PlatformMessage>(thread: PlatformThread, what: string): Promise<T> {
  const message = await thread.next();
  if ('failed' in message) throw new Error(`the ${what} did not start:\n${message.failed}`);
  return message as T;
}

/** The platform of one database in its own thread, for as long as `use` runs (every resource but peers). */
async function withPlatform<T>(setup: PlatformSetup, use: (operations: Operation[]) => Promise<T>): Promise<T> {
  const thread = new PlatformThread(setup);
  const { ready } = await started<{ ready: Operation[] }>(thread, `${setup.database} platform`).catch(async (error) => {
    await thread.terminate();
    throw error;
  });
  try {
    return await use(ready);
  } finally {
    await thread.stop(setup.database);
  }
}

const ROLLBACK = new Error('rollback');
const WRITE = /^\s*(insert|update|delete)\b/i;

/** The statements replayed directly on the database: one connection (ms), then CONNECTIONS at once (replays/s). */
async function replay(url: string, statements: Statement[]): Promise<{ ms: number; rps: number }> {
  const sql = postgres(url, { max: CONNECTIONS, onnotice: () => {} });
  const writes = statements.some((s) => WRITE.test(s.sql));
  const once = async () => {
    if (!writes) {
      for (const s of statements) await sql.unsafe(s.sql, s.params as never[], { prepare: true });
      return;
    }
    await sql
      .begin(async (tx) => {
        for (const s of statements) await tx.unsafe(s.sql, s.params as never[], { prepare: true });
        throw ROLLBACK;
      })
      .catch((error) => {
        if (error !== ROLLBACK) throw error;
      });
  };
  try {
    for (let i = 0; i < 5; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await once();
      times.push(performance.now() - t0);
    }
    let done = 0;
    const began = performance.now();
    const end = began + FLOOR_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          await once();
          done++;
        }
      }),
    );
    return { ms: median(times), rps: done / ((performance.now() - began) / 1000) };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const at = (body: any, path: string[]) => path.reduce((v, k) => v?.[k], body);

/** The SQL statements one request of the operation runs (REST, else GraphQL), in the given threads, and its answer. */
async function captureOf(op: Operation, threads: PlatformThread[]): Promise<{ captured: Statement[]; body: any }> {
  const request = op.requests.REST ?? op.requests.GraphQL!;
  for (const t of threads) await t.ask({ capture: true });
  const captured: Statement[] = [];
  let body: unknown;
  try {
    body = await check(request);
  } finally {
    for (const t of threads) {
      const answer = await t.ask({ capture: false });
      if ('captured' in answer) captured.push(...answer.captured);
    }
  }
  return { captured, body };
}

/**
 * The bare server of an operation (Operation.bare) in a thread of its own, running the statements
 * a REST request runs (captured after one request, so the caller's token is in the gateway's
 * cache as under load).
 */
async function bareServer(op: Operation, url: string, threads: PlatformThread[]): Promise<PlatformThread> {
  await check(op.requests.REST!);
  const { captured } = await captureOf(op, threads);
  process.stderr.write(`  ${op.label}: the bare server runs ${captured.length} statements\n`);
  const thread = new PlatformThread({ database: 'postgres', resource: 'peers', seed: 0, role: 'bare', url, statements: captured, bare: op.bare });
  const { serving } = await started<{ serving: Record<string, string> }>(thread, 'bare server');
  op.requests['bare server'] = { url: serving['bare server'], method: 'GET', headers: {} };
  return thread;
}

/** The SQL one request of the operation runs (both threads), its replay timed on the database. */
async function floorOf(database: string, url: string, op: Operation, threads: PlatformThread[]): Promise<Floor> {
  const { captured, body } = await captureOf(op, threads);
  const base = { database, operation: op.label, statements: captured.length };
  try {
    if (op.undo) {
      const id = at(body, op.undo.idPath);
      const res = await fetch(op.undo.request.url.replace(/\{id\}|%7Bid%7D/, id), { method: op.undo.request.method, headers: op.undo.request.headers });
      if (res.status >= 300) throw new Error(`undoing the captured write answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    }
    return { ...base, ...(await replay(url, captured)) };
  } catch (error) {
    return { ...base, ms: Number.NaN, rps: Number.NaN, error: (error as Error).message.split('\n')[0] };
  }
}

/** Kontor and its peers over the same subgraph servers on one throwaway PostgreSQL database. */
async function peersOn(rows: Measured[], floors: Floor[], notes: string[]): Promise<void> {
  const throwaway = await throwawayDatabase(POSTGRES);
  const dataDir = mkdtempSync(join(tmpdir(), 'kontor-bench-'));
  secret = randomBytes(24).toString('hex');
  meter = new CpuMeter(throwaway.url);
  const common = { database: 'postgres' as const, resource: 'peers' as const, seed: SEED, url: throwaway.url, secret, dataDir };
  const subgraphs = new PlatformThread({ ...common, role: 'subgraphs' });
  let gateways: PlatformThread | undefined;
  let allInOne: PlatformThread | undefined;
  try {
    const { serving } = await started<{ serving: Record<string, string> }>(subgraphs, 'subgraph servers');
    gateways = new PlatformThread({ ...common, role: 'gateways', subgraphUrls: serving, peers: WAYS.some((w) => PEERS.includes(w)) });
    const { ready, peers } = await started<{ ready: Operation[]; peers?: { name: PeerName; unavailable?: string }[] }>(gateways, 'gateways');
    for (const peer of peers ?? []) if (peer.unavailable) notes.push(`${peer.name} not measured: ${peer.unavailable}`);
    // Started once the seed is in: the same document as the peers, sent to Kontor all in one.
    allInOne = new PlatformThread({ ...common, role: 'all-in-one' });
    const { serving: own } = await started<{ serving: Record<string, string> }>(allInOne, 'all-in-one platform');
    for (const op of ready) {
      const graphql = op.requests.GraphQL!;
      op.requests['all-in-one'] = { ...graphql, url: new URL(new URL(graphql.url).pathname, own['all-in-one']).toString() };
    }
    for (const op of ready.filter(chosen)) {
      const bare = op.bare && WAYS.includes('bare server') ? await bareServer(op, throwaway.url, [gateways, subgraphs]) : undefined;
      try {
        rows.push(...(await measure('postgres', op)));
      } finally {
        await bare?.stop('bare server');
      }
      const floor = await floorOf('postgres', throwaway.url, op, [gateways, subgraphs]);
      floors.push(floor);
      process.stderr.write(
        `  postgres ${op.label} SQL floor: ${floor.statements} statements, ${floor.error ? `not replayed: ${floor.error}` : `${floor.ms.toFixed(2)} ms, ${floor.rps.toFixed(0)} replays/s`}\n`,
      );
    }
  } finally {
    if (allInOne) await allInOne.stop('all-in-one');
    if (gateways) await gateways.stop('gateways');
    await subgraphs.stop('subgraph servers');
    await meter.close();
    await throwaway.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Milliseconds from spawning `kontor serve` to its first 200 on /health; the process is stopped after. */
async function startOnce(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const began = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['bin/kontor.js', 'serve', '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'error', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c) => {
    stderr += c;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`kontor serve exited with ${child.exitCode}: ${stderr.slice(0, 500)}`);
      if (performance.now() - began > 300_000) throw new Error('kontor serve not ready in 5 minutes');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`);
        await res.arrayBuffer();
        if (res.status === 200) return performance.now() - began;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** The all-in-one start on one database: empty, then again on the same data. */
async function timeToReady(database: 'pglite' | 'postgres'): Promise<{ first: number; restart: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kontor-ready-'));
  const throwaway = database === 'postgres' ? await throwawayDatabase(POSTGRES) : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(throwaway ? { DATABASE_URL: throwaway.url } : {}) };
  try {
    const first = await startOnce(env);
    const restart = await startOnce(env);
    return { first, restart };
  } finally {
    await throwaway?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function ratioOf(rows: Measured[], database: string, operation: string, over: Way, under: Way): number {
  const of = (way: Way) => rows.find((r) => r.database === database && r.operation === operation && r.way === way)?.slices;
  const a = of(over);
  const b = of(under);
  if (!a || !b) return Number.NaN;
  return median(a.map((slice, i) => rate(slice) / rate(b[i])));
}

const fixed = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

function tables(rows: Measured[], floors: Floor[], loads: number[], ready: string[], notes: string[]): string {
  const lines = [
    `${DURATION} s per way and operation in ${ROUNDS} rounds after ${WARMUP} s warm-up, ${CONNECTIONS} connections, ${SEED} seeded rows; ${cpus().length} CPUs, load average ${loads.map((l) => l.toFixed(1)).join(' → ')}`,
    ...notes.map((n) => `- ${n}`),
    '',
    '| database | operation | way | req/s | CPU ms per request | p50 ms | p99 ms | requests | answer KB | gzip KB |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.database} | ${r.operation} | ${r.way}${r.hand ? ' *' : ''} | ${r.rps.toFixed(0)} | ${fixed(r.cpu)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.requests} | ${(r.bytes / 1024).toFixed(1)} | ${r.gzip === undefined ? '—' : (r.gzip / 1024).toFixed(1)} |`,
    );
  const bare = rows.filter((r) => r.way === 'bare server');
  if (bare.length) {
    lines.push(
      '',
      'CPU per request over the bare server’s (node:http + postgres.js, the same statements):',
      '',
      '| database | operation | way | CPU / bare |',
      '|---|---|---|---:|',
    );
    for (const b of bare)
      for (const r of rows.filter((r) => r.database === b.database && r.operation === b.operation && r.way !== 'bare server'))
        lines.push(`| ${r.database} | ${r.operation} | ${r.way} | ${fixed(r.cpu / b.cpu)} |`);
  }
  const cases = [...new Map(rows.map((r) => [`${r.database} ${r.operation}`, r])).values()];
  const used = RATIOS.filter(([, a, b]) => cases.some((c) => Number.isFinite(ratioOf(rows, c.database, c.operation, a, b))));
  if (used.length) {
    lines.push('', `Median over rounds of each round's ratio of req/s (hand: the plan's subgraph fetches sent by hand):`, '');
    lines.push(`| database | operation | ${used.map(([l]) => l).join(' | ')} |`, `|---|---|${used.map(() => '---:').join('|')}|`);
    for (const { database, operation } of cases)
      lines.push(`| ${database} | ${operation} | ${used.map(([, a, b]) => fixed(ratioOf(rows, database, operation, a, b))).join(' | ')} |`);
  }
  if (floors.length) {
    lines.push(
      '',
      'SQL floor: the statements one request runs (captured from Drizzle in the gateway and subgraph threads), replayed directly on the database.',
      '',
      '| database | operation | statements | replay ms (1 connection) | replays/s | REST or GraphQL req/s | floor / Kontor |',
      '|---|---|---:|---:|---:|---:|---:|',
    );
    for (const f of floors) {
      const kontor =
        rows.find((r) => r.database === f.database && r.operation === f.operation && r.way === 'REST') ??
        rows.find((r) => r.database === f.database && r.operation === f.operation && r.way === 'GraphQL');
      lines.push(
        `| ${f.database} | ${f.operation} | ${f.statements} | ${f.error ? `not replayed: ${f.error}` : fixed(f.ms)} | ${fixed(f.rps, 0)} | ${kontor ? kontor.rps.toFixed(0) : '—'} | ${kontor ? fixed(f.rps / kontor.rps, 1) : '—'} |`,
      );
    }
  }
  if (ready.length) lines.push('', 'Time to ready (`node bin/kontor.js serve`, spawn to the first 200 of GET /health):', '', ...ready);
  return lines.join('\n');
}

process.stderr.write(
  `benchmark of ${RESOURCE}: ${DURATION} s per case in ${ROUNDS} rounds after ${WARMUP} s warm-up, ${CONNECTIONS} connections, ${SEED} seeded rows\n`,
);
const loadBefore = loadavg()[0];
const rows: Measured[] = [];
const floors: Floor[] = [];
const notes: string[] = [];
for (const database of DATABASES) {
  if (RESOURCE === 'peers') {
    if (database === 'pglite') {
      notes.push('peers on PGlite not measured: the subgraph processes the peers call share one PostgreSQL database (PGlite is one process’s)');
      continue;
    }
    await peersOn(rows, floors, notes);
  } else {
    // PostgreSQL: a throwaway database of this thread's, whose backends the meter reads.
    const throwaway = database === 'postgres' ? await throwawayDatabase(POSTGRES) : undefined;
    meter = new CpuMeter(throwaway?.url);
    try {
      await withPlatform({ database, resource: RESOURCE, seed: SEED, url: throwaway?.url }, async (operations) => {
        for (const op of operations.filter(chosen)) rows.push(...(await measure(database, op)));
      });
    } finally {
      await meter.close();
      await throwaway?.drop();
    }
  }
}
const loadAfter = loadavg()[0];
const ready: string[] = [];
if (!args['no-ready']) {
  ready.push('| database | first start (empty) ms | restart ms |', '|---|---:|---:|');
  for (const database of DATABASES) {
    try {
      const { first, restart } = await timeToReady(database);
      ready.push(`| ${database} | ${first.toFixed(0)} | ${restart.toFixed(0)} |`);
      process.stderr.write(`  time to ready on ${database}: first start ${first.toFixed(0)} ms, restart ${restart.toFixed(0)} ms\n`);
    } catch (error) {
      ready.push(`| ${database} | failed: ${(error as Error).message.split('\n')[0]} | |`);
    }
  }
}
process.stdout.write(`\n${tables(rows, floors, [loadBefore, loadAfter], ready, notes)}\n`);
