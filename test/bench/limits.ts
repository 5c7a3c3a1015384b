/**
 * Abusive GraphQL documents: `npx tsx test/bench/limits.ts [--database pglite|postgres] [--aliases 10000]`.
 *
 * Sends a query with `--aliases` aliases of a database-backed field (`currencies`) and a
 * 10,000-fragment chain, and reports how long each took (first send, then the median of five) to be answered, the status and the
 * first error code, the server's resident memory growth, and the p50 and worst latency of another organization's
 * `GET /books/v3/settings/currencies` measured while the alias bomb was in flight (against its idle p50).
 */
import { parseArgs } from 'node:util';
import { type Client, startPlatform } from '../helpers/platform.ts';

const { values: args } = parseArgs({ options: { database: { type: 'string', multiple: true }, aliases: { type: 'string', default: '10000' } } });
const DATABASES = args.database ?? ['pglite', 'postgres'];
const ALIASES = Number(args.aliases);
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function aliasBomb(n: number): string {
  const fields = Array.from({ length: n }, (_, i) => `a${i}: currencies { nodes { currencyId currencyCode } }`);
  return `query Bomb { ${fields.join(' ')} }`;
}

function fragmentChain(n: number): string {
  const fragments = Array.from({ length: n }, (_, i) => `fragment F${i} on CurrencyList { ${i + 1 < n ? `...F${i + 1}` : 'pageContext { page }'} }`);
  return `query Chain { currencies { ...F0 } } ${fragments.join(' ')}`;
}

async function timed(client: Client, query: string) {
  const began = performance.now();
  const res = await client.graphql(query).catch((error: Error) => ({ status: 0, body: { errors: [{ extensions: { code: error.message } }] } }));
  const ms = performance.now() - began;
  const code = (res.body as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code ?? 'none';
  return { ms, status: res.status, code };
}

async function latency(client: Client, until: () => boolean, min = 20): Promise<{ p50: number; max: number }> {
  const times: number[] = [];
  while (times.length < min || !until()) {
    const began = performance.now();
    await client.get('/books/v3/settings/currencies');
    times.push(performance.now() - began);
    if (times.length > 2000) break;
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], max: times[times.length - 1] };
}

const rows: string[] = [];
for (const database of DATABASES) {
  if (database === 'postgres') process.env.TEST_DATABASE_URL = POSTGRES;
  else delete process.env.TEST_DATABASE_URL;
  const platform = await startPlatform({ separate: true });
  try {
    const attacker = await platform.tenant();
    const victim = await platform.tenant();
    const idle = await latency(victim.client, () => true);
    const rss = process.memoryUsage().rss;
    let done = false;
    const bomb = timed(attacker.client, aliasBomb(ALIASES)).finally(() => {
      done = true;
    });
    const loaded = await latency(victim.client, () => done, 5);
    const alias = await bomb;
    const grown = (process.memoryUsage().rss - rss) / 1024 / 1024;
    // Warm: the median of five more sends of each document.
    const median = async (query: string) => {
      const runs = [];
      for (let i = 0; i < 5; i++) runs.push(await timed(attacker.client, query));
      return runs.sort((a, b) => a.ms - b.ms)[2];
    };
    const warm = await median(aliasBomb(ALIASES));
    const chain = await median(fragmentChain(10_000));
    rows.push(
      `| ${database} | ${ALIASES} aliases | ${alias.ms.toFixed(0)} ms first, ${warm.ms.toFixed(0)} ms warm | ${alias.status} ${alias.code} | ${grown.toFixed(0)} MB | other tenant p50/max ${idle.p50.toFixed(1)}/${idle.max.toFixed(0)} ms idle → ${loaded.p50.toFixed(1)}/${loaded.max.toFixed(0)} ms |`,
      `| ${database} | 10000-fragment chain | ${chain.ms.toFixed(0)} ms warm | ${chain.status} ${chain.code} | | |`,
    );
  } finally {
    await platform.stop();
  }
}
console.log('| database | document | answered in | status, code | RSS growth | other tenant |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
process.exit(0);
