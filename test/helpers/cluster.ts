import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { type AddressInfo, type Server, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { createTestDatabase } from './database.ts';
import { SUBGRAPHS, type SubgraphName } from '../../subgraphs/core/request/subgraph.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = 'bin/kontor.js';
// Eight processes paying tsx and schema building at once: minutes on a loaded 2-core machine.
export const STARTUP_MS = 480_000;

/** PostgreSQL server the distributed topology runs on: CI's, or the machine's own. */
export const POSTGRES_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// Every process any cluster of this test process started: killed on exit even when a hook
// never got to run (a failed start, a crashed worker unwinding through process.exit).
const spawned = new Set<ChildProcess>();
const killAll = () => {
  for (const child of spawned) child.kill('SIGKILL');
};
process.once('exit', killAll);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  // Only where nobody else handles the signal: the re-raise below must mean the default death.
  if (process.listenerCount(signal) > 0) continue;
  process.once(signal, () => {
    killAll();
    // Then die of the signal as if nobody had listened.
    process.kill(process.pid, signal);
  });
}

/** A throwaway database on the server, dropped (with its connections) afterwards. */
export async function throwawayDatabase(server = POSTGRES_SERVER): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kontor_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  await createTestDatabase(admin, name);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A `kontor` command run as its own process, with its output kept for failure reports. */
export class KontorProcess {
  readonly child: ChildProcess;
  private output = '';
  private readonly exited: Promise<number | null>;

  constructor(
    readonly label: string,
    args: string[],
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    spawned.add(this.child);
    // Both pipes are drained for the whole life of the process: a full pipe would block it.
    this.child.stdout!.on('data', (chunk: Buffer) => this.keep(chunk));
    this.child.stderr!.on('data', (chunk: Buffer) => this.keep(chunk));
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code) => {
        spawned.delete(this.child);
        resolve(code);
      });
    });
  }

  private keep(chunk: Buffer): void {
    this.output = (this.output + chunk.toString('utf8')).slice(-20_000);
  }

  get log(): string {
    return this.output;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The first match of the pattern in the output: how a process announces its address. */
  async announced(pattern: RegExp): Promise<string> {
    const deadline = Date.now() + STARTUP_MS;
    while (Date.now() < deadline) {
      const match = pattern.exec(this.output);
      if (match) return match[1];
      if (!this.running) throw new Error(`${this.label} exited before it was listening:\n${this.output}`);
      await sleep(50);
    }
    throw new Error(`${this.label} did not announce itself within ${STARTUP_MS / 1000} s:\n${this.output}`);
  }

  /** SIGTERM, then SIGKILL if it has not exited within a few seconds. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await this.exited;
    clearTimeout(timer);
  }
}

/** Ports free right now, held together while chosen so they are distinct. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a URL until it answers the status (startup of a process, failover of a probe). */
export async function until(url: string, status: number, timeoutMs = STARTUP_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status === status) return;
      last = `${res.status} ${await res.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs / 1000} s (last: ${last})`);
}

export interface Cluster {
  gatewayUrl: string;
  /** Each subgraph's GraphQL endpoint. */
  subgraphUrls: Record<SubgraphName, string>;
  secret: string;
  databaseUrl: string;
  gateway: KontorProcess;
  subgraphs: Record<SubgraphName, KontorProcess>;
  /** Runs `kontor bootstrap` as its own process against the cluster's database. */
  bootstrap(email: string): Promise<{ client_id: string; client_secret: string; refresh_token: string; user_id: string }>;
  /** The output of every process, for a failing test's report. */
  logs(): string;
  stop(): Promise<void>;
}

/**
 * The distributed topology as operators run it: each subgraph its own `kontor subgraph`
 * process on a free port, one `kontor gateway` process given their URLs, all on one
 * throwaway PostgreSQL database.
 */
export async function startCluster(): Promise<Cluster> {
  const database = await throwawayDatabase();
  const secret = randomBytes(24).toString('hex');
  // Three request connections a process (of ten by default), so the eight processes (each with
  // pg-boss's three and one for LISTEN) stay well under PostgreSQL's default 100 connections
  // beside the other test files running at the same time.
  const env = { DATABASE_URL: database.url, KONTOR_INTERNAL_SECRET: secret, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_POOL_SIZE: '3' };
  const subgraphs = {} as Record<SubgraphName, KontorProcess>;
  let gateway: KontorProcess | undefined;

  async function stop(): Promise<void> {
    await Promise.all([gateway, ...Object.values(subgraphs)].map((p) => p?.stop()));
    await database.drop();
  }

  try {
    // All eight start together, each paying tsx and schema building in parallel: the gateway
    // is told the subgraphs' ports up front and is ready once every one of them answers.
    const ports = await freePorts(SUBGRAPHS.length);
    const expected = Object.fromEntries(SUBGRAPHS.map((name, i) => [name, `http://127.0.0.1:${ports[i]}/graphql`])) as Record<SubgraphName, string>;
    for (const name of SUBGRAPHS)
      subgraphs[name] = new KontorProcess(`subgraph ${name}`, ['subgraph', name, '--port', String(new URL(expected[name]).port)], env);
    gateway = new KontorProcess('gateway', ['gateway', '--port', '0', ...SUBGRAPHS.flatMap((name) => ['--subgraph', `${name}=${expected[name]}`])], env);
    const running = gateway;
    const [gatewayUrl, ...announced] = await Promise.all([
      running.announced(/Kontor listening on (http:\/\/\S+)/),
      ...SUBGRAPHS.map((name) => subgraphs[name].announced(/listening on (http:\/\/\S+)/)),
    ]);
    const subgraphUrls = Object.fromEntries(SUBGRAPHS.map((name, i) => [name, announced[i]])) as Record<SubgraphName, string>;
    for (const name of SUBGRAPHS) {
      if (subgraphUrls[name] !== expected[name]) throw new Error(`subgraph ${name} listens on ${subgraphUrls[name]}, not ${expected[name]}`);
    }
    await Promise.all(SUBGRAPHS.map((name) => until(new URL('/health', subgraphUrls[name]).toString(), 200)));
    await until(new URL('/ready', gatewayUrl).toString(), 200);

    return {
      gatewayUrl,
      subgraphUrls,
      secret,
      databaseUrl: database.url,
      gateway: running,
      subgraphs,
      async bootstrap(email) {
        const { stdout } = await promisify(execFile)(process.execPath, [CLI, 'bootstrap', '--email', email, '--json'], {
          cwd: ROOT,
          env: { ...process.env, ...env },
        });
        return JSON.parse(stdout);
      },
      logs: () => [running, ...Object.values(subgraphs)].map((p) => `--- ${p.label}\n${p.log}`).join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
