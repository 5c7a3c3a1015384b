import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SubgraphName } from '../../subgraphs/core/platform/subgraph.ts';
import type { BootstrapResult } from '../auth/bootstrap.ts';
import { lockDataDir } from './datadir-lock.ts';

// Each command imports what it runs when it runs: `kontor help` and `kontor bootstrap` need
// not load the gateway and every subgraph.
const load = {
  app: () => import('../app.ts'),
  bootstrap: () => import('../auth/bootstrap.ts'),
  database: () => import('../../drizzle/client.ts'),
  modules: () => import('../../subgraphs/index.ts'),
  runtime: () => import('../../subgraphs/core/platform/runtime.ts'),
  subgraphs: () => import('../../subgraphs/core/platform/subgraph.ts'),
  subgraphServer: () => import('./subgraph-server.ts'),
};

const USAGE = `Usage: kontor <command> [options]

Commands:
  serve                         gateway and all subgraphs in one process
  subgraph <name> --port N      one subgraph alone (needs DATABASE_URL and KONTOR_INTERNAL_SECRET)
  gateway --subgraph name=url   the gateway alone, one --subgraph per module (or --subgraphs file.json)
  bootstrap --email E [--password P] [--name N] [--redirect-uri U]... [--json]
                                create (or find) a user and give it a new OAuth client; prints
                                client_id, client_secret, refresh_token and user_id. With PGlite,
                                run it while no server holds DATA_DIR.
  help                          this text

Environment:
  PORT                  HTTP port of serve and gateway (default 4000)
  HOST                  address to listen on (default 0.0.0.0)
  DATA_DIR              data directory: PGlite in DATA_DIR/pglite (default ./.data)
  DATABASE_URL          postgres://... to use PostgreSQL instead of PGlite
  BLOB_DIR              attachments and exports (default DATA_DIR/blobs)
  PUBLIC_URL            base URL clients reach the server at (api_domain of token responses)
  KONTOR_PASSWORD       bootstrap's password, when it should not appear on the command line
  KONTOR_INTERNAL_SECRET secret shared by gateway and subgraph processes (distributed mode)

Examples:
  npx kontor bootstrap --email admin@example.com --password 's3cret' --json
  npx kontor serve
`;

const env = process.env;
const dataDir = () => resolve(env.DATA_DIR ?? './.data');
// PGlite owns its directory whole, so it gets a folder of its own beside the blobs.
const pgliteDir = () => resolve(dataDir(), 'pglite');

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
  const [{ buildApp }, { SUBGRAPHS }] = await Promise.all([load.app(), load.subgraphs()]);
  const { values } = parseArgs({ args, options: { port: { type: 'string' }, subgraph: { type: 'string', multiple: true }, subgraphs: { type: 'string' } } });
  const portText = values.port ?? env.PORT ?? '4000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) fail(`the port must be a number from 0 to 65535, not "${portText}"`);
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
    if (!env.KONTOR_INTERNAL_SECRET) fail('the gateway alone needs KONTOR_INTERNAL_SECRET, the secret it shares with the subgraphs');
  }
  if (!env.DATABASE_URL) lockDataDir(dataDir());
  const app = buildApp({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : pgliteDir(),
    blobDir: env.BLOB_DIR ?? resolve(dataDir(), 'blobs'),
    port,
    host: env.HOST ?? '0.0.0.0',
    subgraphUrls,
    internalSecret: env.KONTOR_INTERNAL_SECRET,
    publicUrl: env.PUBLIC_URL,
    logger: true,
  });
  onSignals(() => app.stop());
  // The address actually bound (port 0 picks a free one), so a supervisor can read it.
  const url = await app.start().catch(async (error: unknown) => {
    await app.stop().catch(() => {});
    throw error;
  });
  const mode = gatewayOnly ? `gateway over ${SUBGRAPHS.length} subgraph processes` : 'all subgraphs in process';
  process.stdout.write(`Kontor listening on ${url} (${mode}; database: ${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir()}`})\n`);
}

async function subgraph(args: string[]): Promise<void> {
  const [{ openDatabase }, { startRuntime, stopRuntime }, { SUBGRAPHS }, { MODULES }, { startSubgraphServer }] = await Promise.all([load.database(), load.runtime(), load.subgraphs(), load.modules(), load.subgraphServer()]);
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { port: { type: 'string' } } });
  const name = positionals[0] as SubgraphName;
  if (!SUBGRAPHS.includes(name)) fail(`unknown subgraph "${positionals[0] ?? ''}": one of ${SUBGRAPHS.join(', ')}`);
  if (!env.DATABASE_URL) fail('a subgraph alone needs DATABASE_URL (PostgreSQL shared with the gateway)');
  if (!env.KONTOR_INTERNAL_SECRET) fail('a subgraph alone needs KONTOR_INTERNAL_SECRET, the secret it shares with the gateway');
  const database = await openDatabase({ url: env.DATABASE_URL });
  await database.migrate();
  // Each subgraph process works its own module's jobs; blobs need a directory every replica shares.
  const runtime = await startRuntime(database, { modules: MODULES, blobDir: env.BLOB_DIR ?? resolve(dataDir(), 'blobs'), jobs: { work: [name] } });
  const server = await startSubgraphServer({ name, database, runtime, port: Number(values.port ?? 0), host: env.HOST, secret: env.KONTOR_INTERNAL_SECRET, logger: true });
  onSignals(async () => {
    await server.stop();
    await stopRuntime(runtime);
    await database.close();
  });
  process.stdout.write(`subgraph ${name} listening on ${server.url}\n`);
}

async function runBootstrap(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, 'redirect-uri': { type: 'string', multiple: true }, json: { type: 'boolean' } } });
  if (!values.email) fail('bootstrap needs --email <address>');
  const [{ openDatabase }, { bootstrap }] = await Promise.all([load.database(), load.bootstrap()]);
  let release: (() => void) | undefined;
  if (!env.DATABASE_URL) {
    try {
      release = lockDataDir(dataDir());
    } catch (error) {
      fail(`${(error as Error).message} Bootstrap writes to the PGlite directory, so run it while no server holds it.`);
    }
  }
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : pgliteDir() });
  let result: BootstrapResult;
  try {
    await database.migrate();
    result = await bootstrap(database, { email: values.email, password: values.password ?? env.KONTOR_PASSWORD, name: values.name, redirectUris: values['redirect-uri'] });
  } finally {
    // PGlite writes its files on close: close before reporting, on failure too.
    await database.close();
    release?.();
  }
  process.stdout.write(values.json ? `${JSON.stringify(result)}\n` : Object.entries(result).map(([k, v]) => `${k}: ${v}`).join('\n') + '\n');
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
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(USAGE);
      break;
    default:
      process.stderr.write(command ? `kontor: unknown command "${command}"\n\n${USAGE}` : USAGE);
      process.exitCode = 1;
  }
} catch (error) {
  const usage = (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS') ? ' (see kontor help)' : '';
  fail(`${(error as Error).message}${usage}`);
}
