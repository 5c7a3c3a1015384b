/**
 * One tenant floods, another reads: `npx tsx test/bench/flood.ts [--database pglite|postgres] [--requests 3000] [--concurrency 64]`.
 *
 * For each database, twice — request limits off (`RATE_LIMIT_PER_MINUTE=0`, "before") and on
 * (`--per-minute` per organization, default 1000 as installed, and `--burst` per token per
 * second, default 5, "after": the installed burst of 100/s is more than a loaded 2-core machine
 * serves one client, so a flood would never reach it) — measures
 * the p50 (and p90) latency of another organization's `GET /books/v3/items?per_page=200` (20
 * items) idle, then while one tenant sends `--requests` list requests `--concurrency` at a
 * time, and reports the ratio and how the flood's requests were answered (200 / 429).
 * Client and server share this process, as in limits.ts: the figures compare, they do not
 * measure a network.
 */
import { parseArgs } from 'node:util';
import { type Client, startPlatform } from '../helpers/platform.ts';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', multiple: true },
    requests: { type: 'string', default: '1500' },
    concurrency: { type: 'string', default: '64' },
    'per-minute': { type: 'string', default: '1000' },
    burst: { type: 'string', default: '5' },
  },
});
const DATABASES = args.database ?? ['pglite', 'postgres'];
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const PER_MINUTE = Number(args['per-minute']);
const BURST = Number(args.burst);
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PATH = '/books/v3/items';
const QUERY = { per_page: 200 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function seed(client: Client): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const res = await client.post('/books/v3/items', { name: `Item ${i}`, rate: 10 + i });
    if (res.status === 429) {
      await sleep(1000);
      i--;
      continue;
    }
    if (res.status !== 201) throw new Error(`seed failed: ${JSON.stringify(res.body)}`);
  }
}

/** The quiet tenant reads at most this often, so that it stays within its own token's burst. */
const PACE_MS = 250;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function latency(client: Client, until: () => boolean, min: number): Promise<{ p50: number; p90: number; n: number }> {
  const times: number[] = [];
  while (times.length < min || !until()) {
    const began = performance.now();
    const res = await client.get(PATH, QUERY);
    if (res.status === 429) {
      // Its own burst (seeding just before): wait, and do not count it.
      await sleep(1000);
      continue;
    }
    if (res.status !== 200) throw new Error(`the quiet tenant got ${res.status}: ${JSON.stringify(res.body)}`);
    const took = performance.now() - began;
    times.push(took);
    if (times.length > 5000) break;
    if (took < PACE_MS) await sleep(PACE_MS - took);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p90: percentile(times, 0.9), n: times.length };
}

async function flood(client: Client): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  const lane = async () => {
    while (next < REQUESTS) {
      next++;
      const res = await client.get(PATH, QUERY).catch(() => ({ status: 0 }));
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return statuses;
}

const rows: string[] = [];
for (const database of DATABASES) {
  if (database === 'postgres') process.env.TEST_DATABASE_URL = POSTGRES;
  else delete process.env.TEST_DATABASE_URL;
  for (const limited of [false, true]) {
    const platform = await startPlatform({ rateLimit: limited ? { perMinute: PER_MINUTE, burstPerSecond: BURST } : { perMinute: 0 } });
    try {
      const attacker = await platform.tenant();
      const victim = await platform.tenant();
      await seed(attacker.client);
      await seed(victim.client);
      // Warm both paths, then the idle figure.
      await latency(victim.client, () => true, 10);
      const idle = await latency(victim.client, () => true, 60);
      let done = false;
      const began = performance.now();
      const storm = flood(attacker.client).finally(() => {
        done = true;
      });
      const loaded = await latency(victim.client, () => done, 20);
      const statuses = await storm;
      const seconds = (performance.now() - began) / 1000;
      const answered = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${n}×${status}`)
        .join(', ');
      rows.push(
        `| ${database} | ${limited ? `on, ${PER_MINUTE}/min, ${BURST}/s (after)` : 'off (before)'} | ${idle.p50.toFixed(1)} / ${idle.p90.toFixed(1)} ms | ${loaded.p50.toFixed(1)} / ${loaded.p90.toFixed(1)} ms (${loaded.n} reads) | ×${(loaded.p50 / idle.p50).toFixed(2)} | ${REQUESTS} in ${seconds.toFixed(1)} s: ${answered} |`,
      );
      console.log(rows[rows.length - 1]);
    } finally {
      await platform.stop();
    }
  }
}
console.log('\n| database | rate limits | other tenant p50 / p90 idle | under the flood | p50 ratio | flood |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
process.exit(0);
