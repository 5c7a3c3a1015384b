import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../drizzle/client.ts';
import { SUBGRAPHS, type SubgraphName } from '../subgraphs/core/subgraph.ts';
import { buildApp } from './app.ts';
import { bootstrap } from './auth/bootstrap.ts';
import { lockDataDir } from './datadir-lock.ts';
import { startSubgraphServer } from './subgraph-server.ts';

const USAGE = `kontor <command>

  serve                         gateway and all subgraphs in one process (PORT, DATA_DIR, DATABASE_URL)
  subgraph <name> --port N      one subgraph alone (needs DATABASE_URL and KONTOR_INTERNAL_SECRET)
  gateway --subgraph name=url   the gateway alone, one --subgraph per module (or --subgraphs file.json)
  bootstrap --email E [--password P] [--redirect-uri U] [--json]
                                create an admin user and an OAuth client; prints credentials
`;

const env = process.env;
const dataDir = () => resolve(env.DATA_DIR ?? './.data');

function fail(message: string): never {
  process.stderr.write(`kontor: ${message}\n`);
  process.exit(1);
}

function onSignals(stop: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop().then(() => process.exit(0), () => process.exit(1));
    });
  }
}

async function serve(args: string[], gatewayOnly: boolean): Promise<void> {
  const { values } = parseArgs({ args, options: { port: { type: 'string' }, subgraph: { type: 'string', multiple: true }, subgraphs: { type: 'string' } } });
  const port = Number(values.port ?? env.PORT ?? 4000);
  let subgraphUrls: Partial<Record<SubgraphName, string>> | undefined;
  if (gatewayOnly) {
    subgraphUrls = values.subgraphs ? JSON.parse(readFileSync(values.subgraphs, 'utf8')) : {};
    for (const pair of values.subgraph ?? []) {
      const [name, url] = pair.split(/=(.*)/s);
      if (!SUBGRAPHS.includes(name as SubgraphName) || !url) fail(`--subgraph takes name=url with a name among ${SUBGRAPHS.join(', ')}`);
      subgraphUrls![name as SubgraphName] = url;
    }
    const missing = SUBGRAPHS.filter((n) => !subgraphUrls![n]);
    if (missing.length) fail(`no URL for subgraph(s) ${missing.join(', ')}`);
    if (!env.DATABASE_URL) fail('the gateway alone needs DATABASE_URL (PostgreSQL shared with the subgraphs)');
  }
  if (!env.DATABASE_URL) lockDataDir(dataDir());
  const app = buildApp({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : dataDir(),
    port,
    host: env.HOST ?? '0.0.0.0',
    subgraphUrls,
    publicUrl: env.PUBLIC_URL,
    logger: true,
  });
  onSignals(() => app.stop());
  await app.start();
  process.stdout.write(`Kontor listening on http://localhost:${port} (database: ${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir()}`})\n`);
}

async function subgraph(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { port: { type: 'string' } } });
  const name = positionals[0] as SubgraphName;
  if (!SUBGRAPHS.includes(name)) fail(`unknown subgraph "${positionals[0] ?? ''}": one of ${SUBGRAPHS.join(', ')}`);
  if (!env.DATABASE_URL) fail('a subgraph alone needs DATABASE_URL (PostgreSQL shared with the gateway)');
  if (!env.KONTOR_INTERNAL_SECRET) fail('a subgraph alone needs KONTOR_INTERNAL_SECRET, the secret it shares with the gateway');
  const database = await openDatabase({ url: env.DATABASE_URL });
  await database.migrate();
  const server = await startSubgraphServer({ name, database, port: Number(values.port ?? 0), host: env.HOST, secret: env.KONTOR_INTERNAL_SECRET });
  onSignals(async () => {
    await server.stop();
    await database.close();
  });
  process.stdout.write(`subgraph ${name} listening on ${server.url}\n`);
}

async function runBootstrap(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, 'redirect-uri': { type: 'string', multiple: true }, json: { type: 'boolean' } } });
  if (!values.email) fail('bootstrap needs --email');
  let release: (() => void) | undefined;
  if (!env.DATABASE_URL) {
    try {
      release = lockDataDir(dataDir());
    } catch (error) {
      fail(`${(error as Error).message} Bootstrap writes to the PGlite directory, so run it while no server holds it.`);
    }
  }
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : dataDir() });
  try {
    await database.migrate();
    const result = await bootstrap(database, { email: values.email, password: values.password, name: values.name, redirectUris: values['redirect-uri'] });
    process.stdout.write(values.json ? `${JSON.stringify(result)}\n` : Object.entries(result).map(([k, v]) => `${k}: ${v}`).join('\n') + '\n');
  } catch (error) {
    fail((error as Error).message);
  } finally {
    await database.close();
    release?.();
  }
}

const [command, ...rest] = process.argv.slice(2);
try {
  switch (command) {
    case 'serve':
      await serve(rest, false);
      break;
    case 'gateway':
      await serve(rest, true);
      break;
    case 'subgraph':
      await subgraph(rest);
      break;
    case 'bootstrap':
      await runBootstrap(rest);
      break;
    default:
      process.stdout.write(USAGE);
      if (command && command !== 'help' && command !== '--help') process.exit(1);
  }
} catch (error) {
  fail((error as Error).message);
}
