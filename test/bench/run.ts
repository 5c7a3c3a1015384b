/**
 * `npm run bench`: what REST costs over GraphQL, and GraphQL (the gateway) over calling the
 * accounting subgraph directly, for the same operation, on PGlite and on PostgreSQL.
 *
 *   npm run bench -- [--duration 10] [--rounds 5] [--warmup 1] [--connections 10]
 *                    [--database pglite --database postgres] [--seed 200] [--resource items|organizations|registers|invoices]
 *
 * `--resource registers` measures the account register report over 100,000 ledger lines (the
 * seed, in lines, for that resource) with a running balance.
 * `--resource invoices` measures `GET /invoices?per_page=200` over the seeded invoices (3 lines
 * each) and creating an invoice of 10 and of 200 lines (`--duration 3 --rounds 3` keeps it short).
 *
 * The platform runs in a worker thread (platform.ts) and autocannon here, so load generation
 * does not share the servers' event loop. The three ways of one operation take turns in short
 * rounds, so load from elsewhere on the machine falls on each alike; req/s is over all rounds,
 * p50/p99 over every request's latency, and each ratio the median of the rounds' ratios (the
 * two sides of a ratio ran seconds apart). Requests still in flight when a round ends are not
 * counted, so a round (duration / rounds) must stay well above the slowest latency.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { BenchRequest, Operation, PlatformMessage, PlatformSetup, Way } from './platform.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    database: { type: 'string', multiple: true },
    seed: { type: 'string' },
    resource: { type: 'string', default: 'items' },
  },
});
const DURATION = Number(args.duration);
const ROUNDS = Number(args.rounds);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const DATABASES = (args.database ?? ['pglite', 'postgres']) as PlatformSetup['database'][];
const RESOURCE = args.resource as PlatformSetup['resource'];
const SEED = Number(args.seed ?? (RESOURCE === 'registers' ? 100_000 : 200));
const WAYS: Way[] = ['REST', 'GraphQL', 'subgraph'];

interface Slice {
  requests: number;
  seconds: number;
  latencies: number[];
}

interface Measured {
  database: string;
  operation: string;
  way: Way;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  slices: Slice[];
}

const unique = () => `${Date.now().toString(36)}.${randomBytes(4).toString('hex')}`;

/** One request by hand before and after the load: a run of 200s that are GraphQL errors would measure nothing. */
async function check(request: BenchRequest): Promise<void> {
  const res = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body?.replaceAll('[<id>]', unique()) });
  const text = await res.text();
  const body = JSON.parse(text);
  if (res.status >= 300 || body.errors || (body.code !== undefined && body.code !== 0)) {
    throw new Error(`${request.method} ${request.url} answered ${res.status}: ${text.slice(0, 500)}`);
  }
}

/** Load for the given seconds; every response's latency is kept, failures end the benchmark. */
function load(label: string, request: BenchRequest, seconds: number): Promise<Slice> {
  const url = new URL(request.url);
  const latencies: number[] = [];
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
        resolve({ requests: latencies.length, seconds: result.duration, latencies });
      },
    );
    const onResponse = (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime);
    instance.on('response', onResponse as never);
  });
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function measure(database: string, op: Operation): Promise<Measured[]> {
  for (const way of WAYS) {
    await check(op.requests[way]);
    if (WARMUP > 0) await load(`${op.label} ${way} warm-up`, op.requests[way], WARMUP);
  }
  const slices: Record<Way, Slice[]> = { REST: [], GraphQL: [], subgraph: [] };
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts with another way, so none always runs first (or on a warmer cache).
    for (let i = 0; i < WAYS.length; i++) {
      const way = WAYS[(round + i) % WAYS.length];
      slices[way].push(await load(`${database} ${op.label} ${way}`, op.requests[way], DURATION / ROUNDS));
    }
  }
  const rows: Measured[] = [];
  for (const way of WAYS) {
    await check(op.requests[way]);
    const all = slices[way].flatMap((s) => s.latencies).sort((a, b) => a - b);
    const seconds = slices[way].reduce((sum, s) => sum + s.seconds, 0);
    const row = {
      database,
      operation: op.label,
      way,
      rps: all.length / seconds,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      requests: all.length,
      slices: slices[way],
    };
    rows.push(row);
    process.stderr.write(`  ${database.padEnd(9)} ${op.label.padEnd(30)} ${way.padEnd(9)} ${row.rps.toFixed(0).padStart(6)} req/s\n`);
  }
  return rows;
}

/** The platform of one database in its own thread, for as long as `use` runs. */
async function withPlatform<T>(setup: PlatformSetup, use: (operations: Operation[]) => Promise<T>): Promise<T> {
  const worker = new Worker(new URL('../../subgraphs/core/platform/typescript-thread.mjs', import.meta.url), {
    workerData: { entry: new URL('./platform.ts', import.meta.url).href, setup },
  });
  const next = () =>
    new Promise<PlatformMessage>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  try {
    const started = await next();
    if ('failed' in started) throw new Error(`the ${setup.database} platform did not start:\n${started.failed}`);
    if (!('ready' in started)) throw new Error('unexpected message from the platform thread');
    try {
      return await use(started.ready);
    } finally {
      const stopped = next();
      worker.postMessage('stop');
      const answer = await stopped;
      if ('failed' in answer) process.stderr.write(`the ${setup.database} platform did not stop cleanly:\n${answer.failed}\n`);
    }
  } finally {
    await worker.terminate();
  }
}

function ratio(rows: Measured[], database: string, operation: string, over: Way, under: Way): number {
  const of = (way: Way) => rows.find((r) => r.database === database && r.operation === operation && r.way === way)!.slices;
  const a = of(over);
  const b = of(under);
  return median(a.map((slice, i) => slice.requests / slice.seconds / (b[i].requests / b[i].seconds)));
}

function table(rows: Measured[], load: number[]): string {
  const lines = [
    `${DURATION} s per case in ${ROUNDS} rounds after ${WARMUP} s warm-up, ${CONNECTIONS} connections, ${SEED} seeded rows; ${cpus().length} CPUs, load average ${load.map((l) => l.toFixed(1)).join(' → ')}`,
    '',
    '| database | operation | way | req/s | p50 ms | p99 ms | requests |',
    '|---|---|---|---:|---:|---:|---:|',
  ];
  for (const r of rows)
    lines.push(`| ${r.database} | ${r.operation} | ${r.way} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.requests} |`);
  lines.push('', '| database | operation | REST/GraphQL (req/s) | GraphQL/subgraph (req/s) | REST within 15% of GraphQL |', '|---|---|---:|---:|---|');
  const cases = [...new Map(rows.map((r) => [`${r.database} ${r.operation}`, r])).values()];
  for (const { database, operation } of cases) {
    const rest = ratio(rows, database, operation, 'REST', 'GraphQL');
    lines.push(
      `| ${database} | ${operation} | ${rest.toFixed(2)} | ${ratio(rows, database, operation, 'GraphQL', 'subgraph').toFixed(2)} | ${rest >= 0.85 ? 'yes' : 'NO'} |`,
    );
  }
  return lines.join('\n');
}

process.stderr.write(
  `benchmark of ${RESOURCE}: ${DURATION} s per case in ${ROUNDS} rounds after ${WARMUP} s warm-up, ${CONNECTIONS} connections, ${SEED} seeded rows\n`,
);
const loadBefore = loadavg()[0];
const rows: Measured[] = [];
for (const database of DATABASES) {
  await withPlatform({ database, resource: RESOURCE, seed: SEED }, async (operations) => {
    for (const op of operations) rows.push(...(await measure(database, op)));
  });
}
process.stdout.write(`\n${table(rows, [loadBefore, loadavg()[0]])}\n`);
