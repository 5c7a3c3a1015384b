import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Database } from '../../drizzle/client.ts';
import type { SubgraphName } from '../../subgraphs/core/request/subgraph.ts';
import type { BootstrapResult } from '../auth/bootstrap.ts';
import { lockDataDir } from './datadir-lock.ts';
import { loadPreviousSecretKey, loadSecretKey, rekeySecrets, useSecretKey } from '../../subgraphs/core/platform/secrets.ts';

// bin/kontor.js answers help and the version and runs this file for a command. Each command
// imports what it runs when it runs: `kontor bootstrap` need not load the gateway and every
// subgraph.
const load = {
  app: () => import('../app.ts'),
  bootstrap: () => import('../auth/bootstrap.ts'),
  database: () => import('../../drizzle/client.ts'),
  modules: () => import('../../subgraphs/index.ts'),
  runtime: () => import('../../subgraphs/core/platform/runtime.ts'),
  subgraphs: () => import('../../subgraphs/core/request/subgraph.ts'),
  subgraphServer: () => import('./subgraph-server.ts'),
  moduleParts: () => import('../../subgraphs/core/platform/modules.ts'),
  pages: () => import('../pages/pages.ts'),
  // The OpenTelemetry SDK only when OTEL_EXPORTER_OTLP_ENDPOINT asks for traces.
  tracing: () => import('../../subgraphs/core/platform/tracing-sdk.ts'),
  blobStorage: () => import('../../subgraphs/core/platform/blob-storage.ts'),
  backup: () => import('./backup.ts'),
};

/** Tracing as OTEL_EXPORTER_OTLP_ENDPOINT configures it, stopped (its last spans sent) by the returned function. */
async function startTracing(role: string): Promise<() => Promise<void>> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return async () => {};
  const tracing = (await load.tracing()).tracingFromEnv(role);
  return async () => tracing?.stop();
}

/** METRICS_PORT (and METRICS_HOST): GET /metrics without a token on a listener of its own. */
function metricsListener(): { port: number; host?: string } | undefined {
  const text = env.METRICS_PORT;
  if (text === undefined || text === '') return undefined;
  if (!/^\d+$/.test(text) || Number(text) > 65535) fail(`METRICS_PORT must be a port number from 0 to 65535, not "${text}"`);
  return { port: Number(text), host: env.METRICS_HOST || undefined };
}

const env = process.env;
const dataDir = () => resolve(env.DATA_DIR ?? './.data');
/** Where the first start of an empty platform writes its administrator's credentials. */
const firstCredentials = () => resolve(dataDir(), 'credentials.json');
const FIRST_ADMINISTRATOR = 'admin@localhost';
// PGlite owns its directory whole, so it gets a folder of its own beside the blobs.
const pgliteDir = () => resolve(dataDir(), 'pglite');
const blobDir = () => env.BLOB_DIR || resolve(dataDir(), 'blobs');

/** Where the blobs live: BLOB_STORE (directory, s3, postgres) and its variables. */
async function blobStorage(database: Database) {
  const { blobStorageFromEnv } = await load.blobStorage();
  return blobStorageFromEnv(env, database, blobDir());
}

function fail(message: string): never {
  process.stderr.write(`kontor: ${message}\n`);
  process.exit(1);
}

/** DATABASE_POOL_SIZE: connections each process keeps for requests (the database's default when unset). */
function poolSize(): number | undefined {
  const text = env.DATABASE_POOL_SIZE;
  if (text === undefined || text === '') return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1) fail(`DATABASE_POOL_SIZE must be a whole number from 1, not "${text}"`);
  return Number(text);
}

/** Credentials for the user's eyes only: a file only its owner reads, made afresh. */
function writeCredentials(file: string, credentials: object): void {
  mkdirSync(dirname(file), { recursive: true });
  rmSync(file, { force: true });
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
}

function onSignals(stop: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

async function serve(args: string[], gatewayOnly: boolean): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { port: { type: 'string' }, subgraph: { type: 'string', multiple: true }, subgraphs: { type: 'string' }, credentials: { type: 'string' } },
  });
  const portText = values.port ?? env.PORT ?? '4000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) fail(`the port must be a number from 0 to 65535, not "${portText}"`);
  // A second server on the same data directory is refused before the platform's code is loaded.
  if (!env.DATABASE_URL && !gatewayOnly) lockDataDir(dataDir());
  const [{ buildApp }, { SUBGRAPHS }, { MODULES }, { serverOptionsFromEnv }] = await Promise.all([
    load.app(),
    load.subgraphs(),
    load.modules(),
    load.moduleParts(),
  ]);
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
  const stopTracing = await startTracing(gatewayOnly ? 'gateway' : 'serve');
  const app = buildApp({
    metrics: metricsListener(),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: poolSize(),
    dataDir: env.DATABASE_URL ? undefined : pgliteDir(),
    blobDir: blobDir(),
    blobStorage,
    secretDir: dataDir(),
    port,
    host: env.HOST ?? '0.0.0.0',
    subgraphUrls,
    internalSecret: env.KONTOR_INTERNAL_SECRET,
    publicUrl: env.PUBLIC_URL,
    logger: true,
    // The modules' servers the environment configures (messaging's SMTP_RELAY_PORT, …).
    servers: serverOptionsFromEnv(MODULES, env),
  });
  onSignals(async () => {
    await app.stop();
    await stopTracing();
  });
  // The address actually bound (port 0 picks a free one), so a supervisor can read it.
  let url: string;
  try {
    url = await app.start();
    if (!gatewayOnly) await firstStart(app.database, values.credentials ? resolve(values.credentials) : firstCredentials());
  } catch (error) {
    await app.stop().catch(() => {});
    throw error;
  }
  const mode = gatewayOnly ? `gateway over ${SUBGRAPHS.length} subgraph processes` : 'all subgraphs in process';
  const { PAGES } = await load.pages();
  // Where a browser on this machine finds the pages: a wildcard address is not one to open.
  const base = (env.PUBLIC_URL?.trim() || url.replace('//0.0.0.0:', '//localhost:').replace('//[::]:', '//localhost:')).replace(/\/+$/, '');
  const width = Math.max(...PAGES.map((p) => p.title.length), 'Front page'.length) + 2;
  const line = (title: string, path: string) => `  ${title.padEnd(width)}${base}${path}\n`;
  process.stdout.write(
    `Kontor listening on ${url} (${mode}; database: ${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir()}`})\n` +
      line('Front page', '/') +
      PAGES.map((p) => line(p.title, p.path)).join('') +
      line('GraphQL API', '/graphql'),
  );
}

/**
 * An empty platform (no user yet) gets an administrator on its first start, so a new
 * installation can be used without stopping it for `kontor bootstrap` (PGlite is the server's).
 */
async function firstStart(database: Database, file: string): Promise<void> {
  const { bootstrapFirstUser } = await load.bootstrap();
  const password = randomBytes(15).toString('base64url');
  const credentials = await bootstrapFirstUser(database, { email: FIRST_ADMINISTRATOR, password });
  if (!credentials) return;
  writeCredentials(file, { email: FIRST_ADMINISTRATOR, password, ...credentials });
  process.stdout.write(
    `First start: created the administrator ${FIRST_ADMINISTRATOR}; its password and OAuth client (client_id, client_secret, refresh_token) are in ${file}\n`,
  );
}

async function subgraph(args: string[]): Promise<void> {
  const [{ openDatabase }, { startRuntime, stopRuntime }, { SUBGRAPHS }, { MODULES }, { startSubgraphServer }] = await Promise.all([
    load.database(),
    load.runtime(),
    load.subgraphs(),
    load.modules(),
    load.subgraphServer(),
  ]);
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { port: { type: 'string' } } });
  const name = positionals[0] as SubgraphName;
  if (!SUBGRAPHS.includes(name)) fail(`unknown subgraph "${positionals[0] ?? ''}": one of ${SUBGRAPHS.join(', ')}`);
  if (!env.DATABASE_URL) fail('a subgraph alone needs DATABASE_URL (PostgreSQL shared with the gateway)');
  if (!env.KONTOR_INTERNAL_SECRET) fail('a subgraph alone needs KONTOR_INTERNAL_SECRET, the secret it shares with the gateway');
  const stopTracing = await startTracing(name);
  const database = await openDatabase({ url: env.DATABASE_URL, poolSize: poolSize() });
  await database.migrate();
  useSecretKey(loadSecretKey(dataDir()), loadPreviousSecretKey());
  // Each subgraph process works its own module's jobs; blobs need a store every replica shares.
  const runtime = await startRuntime(database, { modules: MODULES, blobDir: blobDir(), blobStorage, jobs: { work: [name] } });
  const server = await startSubgraphServer({
    name,
    database,
    runtime,
    port: Number(values.port ?? 0),
    host: env.HOST,
    secret: env.KONTOR_INTERNAL_SECRET,
    logger: true,
  });
  onSignals(async () => {
    await server.stop();
    await stopRuntime(runtime);
    await database.close();
    await stopTracing();
  });
  process.stdout.write(`subgraph ${name} listening on ${server.url}\n`);
}

async function runBootstrap(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
      json: { type: 'boolean' },
      out: { type: 'string' },
    },
  });
  if (!values.email) fail('bootstrap needs --email <address>');
  const { bootstrap, checkedInput } = await load.bootstrap();
  const input = await checkedInput({
    email: values.email,
    password: values.password ?? env.KONTOR_PASSWORD,
    name: values.name,
    redirectUris: values['redirect-uri'],
  }).catch((error: Error) => fail(error.message));
  let release: (() => void) | undefined;
  if (!env.DATABASE_URL) {
    try {
      release = lockDataDir(dataDir());
    } catch (error) {
      const first = existsSync(firstCredentials()) ? ` The server's first start wrote an administrator's credentials to ${firstCredentials()}.` : '';
      fail(`${(error as Error).message} Bootstrap writes to the PGlite directory, so run it while no server holds it.${first}`);
    }
  }
  const { openDatabase } = await load.database();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : pgliteDir(), poolSize: poolSize() });
  let result: BootstrapResult;
  try {
    await database.migrate();
    result = await bootstrap(database, input);
  } finally {
    // PGlite writes its files on close: close before reporting, on failure too.
    await database.close();
    release?.();
  }
  if (values.out) {
    writeCredentials(resolve(values.out), result);
    process.stdout.write(`credentials of user ${result.user_id} written to ${resolve(values.out)}\n`);
    return;
  }
  process.stdout.write(
    values.json
      ? `${JSON.stringify(result)}\n`
      : Object.entries(result)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\n') + '\n',
  );
}

/**
 * `kontor secrets rekey`: every sealed column of every module re-encrypted under the current key
 * (KONTOR_SECRET_KEY, else DATA_DIR/secret.key), reading with it or KONTOR_SECRET_KEY_PREVIOUS,
 * in one transaction. On PGlite only while no server holds DATA_DIR.
 */
async function secrets(args: string[]): Promise<void> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals[0] !== 'rekey') fail(`secrets takes one subcommand: rekey (see kontor secrets --help)`);
  const previous = loadPreviousSecretKey();
  if (!previous) fail('secrets rekey needs KONTOR_SECRET_KEY_PREVIOUS, the key the values are sealed with now');
  const [{ openDatabase }, { MODULES }, { encryptedColumnsOf }] = await Promise.all([load.database(), load.modules(), load.moduleParts()]);
  useSecretKey(loadSecretKey(dataDir()), previous);
  let release: (() => void) | undefined;
  if (!env.DATABASE_URL) {
    try {
      release = lockDataDir(dataDir());
    } catch (error) {
      fail(`${(error as Error).message} Rekey writes to the PGlite directory, so run it while no server holds it.`);
    }
  }
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : pgliteDir(), poolSize: poolSize() });
  let counts: Map<string, number>;
  try {
    await database.migrate();
    counts = await rekeySecrets(database.db, encryptedColumnsOf(MODULES));
  } finally {
    await database.close();
    release?.();
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  process.stdout.write(
    `re-encrypted ${total} secret(s) under the current key:\n${[...counts].map(([column, n]) => `  ${column}: ${n}`).join('\n')}\n` +
      'KONTOR_SECRET_KEY_PREVIOUS may now be removed.\n',
  );
}

/** Holds DATA_DIR for a command that reads or writes PGlite's directory, or fails saying why it cannot. */
function holdDataDir(why: string): (() => void) | undefined {
  if (env.DATABASE_URL) return undefined;
  try {
    return lockDataDir(dataDir());
  } catch (error) {
    fail(`${(error as Error).message} ${why}`);
  }
}

/**
 * `kontor backup --out FILE`: the database and every file in one archive (gateway/process/backup.ts).
 * On PostgreSQL it runs while the platform serves; PGlite's directory must be free (server stopped).
 */
async function runBackup(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  if (!values.out) fail('backup needs --out FILE, the archive to write');
  const out = resolve(values.out);
  if (existsSync(out)) fail(`${out} exists: backup writes a new file, never over one`);
  const release = holdDataDir(
    'A backup of PGlite reads its directory whole: stop the server (kontor serve) first, or run Kontor on PostgreSQL to back up while it serves.',
  );
  const partial = `${out}.partial`;
  try {
    if (!env.DATABASE_URL && !existsSync(join(pgliteDir(), 'PG_VERSION'))) fail(`there is no database to back up in ${pgliteDir()} (DATA_DIR)`);
    const [{ openDatabase }, { backup }] = await Promise.all([load.database(), load.backup()]);
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : pgliteDir(), poolSize: 2 });
    try {
      mkdirSync(dirname(out), { recursive: true });
      const manifest = await backup(database, await blobStorage(database), createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true }));
      renameSync(partial, out);
      const rows = Object.values(manifest.rows).reduce((a, b) => a + b, 0);
      process.stdout.write(
        `backup written to ${out}: ${manifest.database === 'postgres' ? 'PostgreSQL' : 'PGlite'} database (${rows} rows in ${Object.keys(manifest.rows).length} tables, ` +
          `${Object.keys(manifest.trialBalances).length} organizations), ${manifest.blobs.length} files from the ${manifest.blobStore} store\n` +
          'The secret key (KONTOR_SECRET_KEY or DATA_DIR/secret.key) is not in it: keep it apart, restore needs it to read sealed secrets.\n',
      );
    } finally {
      await database.close();
    }
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    release?.();
  }
}

/**
 * `kontor restore --in FILE`: a backup into an empty installation (no table in the database, no
 * cluster in DATA_DIR, no file in BLOB_DIR), checked against its manifest afterwards.
 */
async function runRestore(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { in: { type: 'string' } } });
  if (!values.in) fail('restore needs --in FILE, the archive kontor backup wrote');
  const input = resolve(values.in);
  if (!existsSync(input)) fail(`${input} does not exist`);
  const release = holdDataDir('Restore writes the PGlite directory: stop the server first.');
  try {
    const [{ restore }, { blobStorageFromEnv }] = await Promise.all([load.backup(), load.blobStorage()]);
    const kind = (env.BLOB_STORE?.trim() || 'directory') as 'directory' | 's3' | 'postgres';
    const { manifest, database } = await restore(createReadStream(input), {
      databaseUrl: env.DATABASE_URL,
      pgliteDir: env.DATABASE_URL ? undefined : pgliteDir(),
      blobStore: kind,
      blobDir: kind === 'directory' ? blobDir() : undefined,
      storage: (database) => blobStorageFromEnv(env, database, blobDir()),
    });
    // PGlite writes its files on close: closed before reporting.
    await database.close();
    process.stdout.write(
      `restored ${input} (taken ${manifest.createdAt}) and checked it: rows of ${Object.keys(manifest.rows).length} tables, ` +
        `the trial balances of ${Object.keys(manifest.trialBalances).length} organizations and the SHA-256 of ${manifest.blobs.length} files match\n` +
        'Give it the secret key of the installation backed up (KONTOR_SECRET_KEY, or its secret.key in DATA_DIR) before starting it.\n',
    );
  } finally {
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
    case 'secrets':
      await secrets(rest);
      break;
    case 'backup':
      await runBackup(rest);
      break;
    case 'restore':
      await runRestore(rest);
      break;
    default:
      fail(`unknown command "${command}" (see kontor help)`);
  }
} catch (error) {
  const usage = (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS') ? ` (see kontor ${command} --help)` : '';
  fail(`${(error as Error).message}${usage}`);
}
