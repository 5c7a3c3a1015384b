import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../../bin/help.js';
import { freshDatabase } from '../helpers/database.ts';
import { Client, token } from '../helpers/platform.ts';
import { expectOk } from '../helpers/responses.ts';

const BIN = fileURLToPath(new URL('../../bin/kontor.js', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Each test runs several kontor processes one after another, each loading the platform: minutes
// on a loaded 2-core machine.
const PROCESSES_MS = 600_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment a user's shell would give: ours minus anything that picks a database, and
 * minus NODE_ENV=test, under which libraries (Apollo's signal handling) behave differently.
 */
function envWith(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _d, DATA_DIR: _a, PORT: _p, TEST_DATABASE_URL: _t, NODE_ENV: _n, VITEST: _v, ...rest } = process.env;
  return { ...rest, LOG_LEVEL: 'warn', ...extra };
}

/** What bin/kontor.js answers without running a command (help and the version). */
const answer = (argv: string[]) => answerOf(argv)!;

function kontor(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: envWith(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Server {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then the exit code and signal. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `kontor serve` as a real process; resolves once it has announced itself and /health answers. */
async function serve(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [BIN, 'serve'], { cwd: ROOT, env: envWith({ ...env, PORT: String(port), HOST: '127.0.0.1' }) });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (gone) throw new Error(`kontor serve exited before answering /health:\n${output}`);
    const health = output.includes('Kontor listening on') ? await fetch(`${url}/health`).catch(() => undefined) : undefined;
    if (health?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (!gone) child.kill('SIGTERM');
      return exited;
    },
  };
}

function parseCredentials(run: Run) {
  expect(run.code, run.stderr).toBe(0);
  const lines = run.stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  const credentials = JSON.parse(lines[0]);
  expect(Object.keys(credentials).sort()).toEqual(['client_id', 'client_secret', 'refresh_token', 'user_id']);
  for (const value of Object.values(credentials)) expect(typeof value).toBe('string');
  expect(credentials.user_id).toMatch(/^\d+$/);
  return credentials as { client_id: string; client_secret: string; refresh_token: string; user_id: string };
}

async function accessToken(url: string, credentials: { client_id: string; client_secret: string; refresh_token: string }): Promise<Client> {
  const res = await token(url, { grant_type: 'refresh_token', ...credentials });
  expect(res.status).toBe(200);
  return new Client(url, res.body.access_token);
}

describe('kontor (command line)', () => {
  it(
    'prints the usage for help, and for an unknown command on stderr with a non-zero exit',
    async () => {
      const help = await kontor(['help'], {});
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('Usage: kontor <command>');
      expect(help.stdout).toContain('bootstrap --email');

      // What `npm install` wires up: package.json "bin" runs the same entry point.
      const viaNpx = await new Promise<Run>((resolve, reject) => {
        const child = spawn('npx', ['--no-install', 'kontor', 'help'], { cwd: ROOT, env: envWith({}) });
        let stdout = '';
        child.stdout.on('data', (chunk) => (stdout += chunk));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stdout, stderr: '' }));
      });
      expect(viaNpx.code).toBe(0);
      expect(viaNpx.stdout).toContain('Usage: kontor <command>');

      const unknown = await kontor(['frobnicate'], {});
      expect(unknown.code).toBe(1);
      expect(unknown.stdout).toBe('');
      expect(unknown.stderr).toContain('kontor: unknown command "frobnicate"');
      expect(unknown.stderr).toContain('Usage: kontor <command>');

      const badOption = await kontor(['bootstrap', '--emial', 'x@example.com'], {});
      expect(badOption.code).toBe(1);
      expect(badOption.stderr).toContain('--emial');
      expect(badOption.stderr).toContain('(see kontor bootstrap --help)');
    },
    PROCESSES_MS,
  );

  it(
    "prints the version, and each command's help for --help, -h and help <command>",
    async () => {
      const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
      expect(await kontor(['--version'], {})).toEqual({ code: 0, stdout: `kontor ${version}\n`, stderr: '' });
      // --help answers before any check of the rest: no database, no data directory is touched.
      const noDataDir = join(tmpdir(), `kontor-cli-never-${process.pid}`);
      const serveHelp = await kontor(['serve', '--port', 'nonsense', '--help'], { DATA_DIR: noDataDir });
      expect(existsSync(noDataDir)).toBe(false);
      // The rest is what bin/kontor.js writes of answerOf's answer, as the two runs above show;
      // asked of the function, it costs no process each.
      expect(serveHelp).toEqual(answer(['serve', '--help']));
      expect(answer(['version'])).toEqual({ code: 0, stdout: `kontor ${version}\n`, stderr: '' });
      const usage = answer(['help']).stdout;
      const commands = ['serve', 'subgraph', 'gateway', 'bootstrap', 'backup', 'restore', 'help', 'version'];
      for (const command of commands) expect(usage).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
      for (const command of commands) {
        const help = answer([command, '--help']);
        expect(help.code, help.stderr).toBe(0);
        expect(help.stderr).toBe('');
        expect(help.stdout).toMatch(new RegExp(`^Usage: kontor ${command}\\b`));
        expect(answer([command, '-h'])).toEqual(help);
        expect(answer(['help', command])).toEqual(help);
      }
      // Options are listed where they are taken.
      expect(answer(['bootstrap', '--help']).stdout).toMatch(/--email E[\s\S]*--redirect-uri U[\s\S]*--out FILE/);
      expect(serveHelp.stdout).toMatch(/--port N[\s\S]*--credentials FILE/);
      expect(answer(['gateway', '--help']).stdout).toMatch(/--subgraph name=url[\s\S]*--subgraphs FILE/);
      expect(answer(['backup', '--help']).stdout).toMatch(/--out FILE/);
      expect(answer(['restore', '--help']).stdout).toMatch(/--in FILE/);

      const unknownTopic = answer(['help', 'frobnicate']);
      expect(unknownTopic.code).toBe(1);
      expect(unknownTopic.stderr).toContain('kontor: unknown command "frobnicate"');
    },
    PROCESSES_MS,
  );
});

describe('kontor on PGlite (DATA_DIR)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kontor-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'bootstrap prints the four credentials; again for the same email it adds a client, not a user',
    async () => {
      const first = parseCredentials(await kontor(['bootstrap', '--email', 'admin@example.com', '--password', 'pw-one', '--json'], { DATA_DIR: dataDir }));
      const again = parseCredentials(await kontor(['bootstrap', '--email', 'Admin@Example.com', '--json'], { DATA_DIR: dataDir }));
      expect(again.user_id).toBe(first.user_id);
      expect(again.client_id).not.toBe(first.client_id);
      expect(again.refresh_token).not.toBe(first.refresh_token);

      const text = await kontor(['bootstrap', '--email', 'admin@example.com'], { DATA_DIR: dataDir });
      expect(text.code).toBe(0);
      expect(text.stdout).toContain(`user_id: ${first.user_id}`);

      const bad = await kontor(['bootstrap', '--email', 'not-an-email', '--json'], { DATA_DIR: dataDir });
      expect(bad.code).toBe(1);
      expect(bad.stdout).toBe('');
      expect(bad.stderr).toContain('not an email address: not-an-email');
      const missing = await kontor(['bootstrap', '--json'], { DATA_DIR: dataDir });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('--email');

      // --out: the same credentials in a file only its owner reads, nothing secret on stdout.
      const out = join(dataDir, 'out', 'admin.json');
      const written = await kontor(['bootstrap', '--email', 'admin@example.com', '--out', out], { DATA_DIR: dataDir });
      expect(written.code, written.stderr).toBe(0);
      expect(written.stdout).toBe(`credentials of user ${first.user_id} written to ${out}\n`);
      const fromFile = parseCredentials({ code: 0, stdout: JSON.stringify(JSON.parse(readFileSync(out, 'utf8'))), stderr: '' });
      expect(fromFile.user_id).toBe(first.user_id);
      expect(statSync(out).mode & 0o777).toBe(0o600);
    },
    PROCESSES_MS,
  );
});

describe('kontor serve on an empty platform', () => {
  let dataDir: string;
  let server: Server | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kontor-cli-first-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // One test, because every `kontor serve` start costs seconds: the first start, a second server
  // and a bootstrap refused while it serves, data kept across a restart, a clean stop on SIGTERM.
  it(
    'creates an administrator on the first start, refuses a second server and a bootstrap while serving, keeps data across a restart and stops on SIGTERM',
    async () => {
      const file = join(dataDir, 'credentials.json');
      server = await serve({ DATA_DIR: dataDir });
      expect(server.output()).toContain(
        `First start: created the administrator admin@localhost; its password and OAuth client (client_id, client_secret, refresh_token) are in ${file}`,
      );
      // The start-up line names the pages a newcomer looks for.
      for (const [title, path] of [
        ['Front page', '/'],
        ['Dashboard', '/dashboard'],
        ['GraphiQL', '/graphiql'],
        ['API docs', '/docs'],
        ['GraphQL API', '/graphql'],
      ])
        expect(server.output()).toMatch(new RegExp(`\\n  ${title} +${server.url}${path}\\n`));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const saved = JSON.parse(readFileSync(file, 'utf8'));
      expect(Object.keys(saved).sort()).toEqual(['client_id', 'client_secret', 'email', 'password', 'refresh_token', 'user_id']);
      expect(saved.email).toBe('admin@localhost');
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
      const ready = await fetch(`${server.url}/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      expect(existsSync(join(dataDir, 'kontor.pid'))).toBe(true);

      // What the README's Quickstart does with them while the server runs.
      const client = await accessToken(server.url, saved);
      const created = await client.post('/books/v3/organizations', { name: 'First Start Ltd', currency_code: 'EUR' });
      expectOk(created, 201);
      const organizationId = created.body.organization.organization_id;

      // A bootstrap while it serves is refused, names the holder and points at the file.
      const blocked = await kontor(['bootstrap', '--email', 'late@example.com', '--json'], { DATA_DIR: dataDir });
      expect(blocked.code).toBe(1);
      expect(blocked.stdout).toBe('');
      expect(blocked.stderr).toContain(`The data directory ${dataDir} is in use by another Kontor process (pid ${server.child.pid})`);
      expect(blocked.stderr).toContain('run it while no server holds it');
      expect(blocked.stderr).toContain(`The server's first start wrote an administrator's credentials to ${file}.`);

      const second = await serve({ DATA_DIR: dataDir }).then(
        (s) => s,
        (error: Error) => error,
      );
      expect(second).toBeInstanceOf(Error);
      expect((second as Error).message).toContain('is in use by another Kontor process');

      expect(await server.stop()).toEqual({ code: 0, signal: null });
      expect(existsSync(join(dataDir, 'kontor.pid'))).toBe(false);
      await expect(fetch(`${server.url}/health`)).rejects.toThrow();

      // Only the first start creates an administrator: the file is left as it was, the data kept.
      server = await serve({ DATA_DIR: dataDir });
      expect(server.output()).not.toContain('First start');
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(saved);
      const after = await (await accessToken(server.url, saved)).get('/books/v3/organizations');
      expect(after.status).toBe(200);
      expect(after.body.organizations).toEqual([expect.objectContaining({ organization_id: organizationId, name: 'First Start Ltd', currency_code: 'EUR' })]);
      expect(await server.stop()).toEqual({ code: 0, signal: null });

      // Stopped cleanly, so the directory is free again.
      const later = parseCredentials(await kontor(['bootstrap', '--email', 'admin@localhost', '--json'], { DATA_DIR: dataDir }));
      expect(later.user_id).toBe(saved.user_id);
    },
    PROCESSES_MS,
  );
});

if (process.env.TEST_DATABASE_URL) {
  describe('kontor on PostgreSQL (DATABASE_URL)', () => {
    let fresh: Awaited<ReturnType<typeof freshDatabase>>;
    let unusedDataDir: string;
    beforeAll(async () => {
      fresh = await freshDatabase();
      unusedDataDir = join(mkdtempSync(join(tmpdir(), 'kontor-cli-pg-')), 'data');
    });
    afterAll(async () => {
      await fresh?.drop();
      rmSync(join(unusedDataDir, '..'), { recursive: true, force: true });
    });

    it(
      'bootstraps, serves, bootstraps while serving, keeps data across a restart and stops on SIGTERM',
      async () => {
        const env = { DATABASE_URL: fresh.url!, DATA_DIR: unusedDataDir };
        const credentials = parseCredentials(await kontor(['bootstrap', '--email', 'pg-admin@example.com', '--json'], env));

        let server = await serve(env);
        expect((await fetch(`${server.url}/ready`)).status).toBe(200);
        // PostgreSQL serves many processes: no directory to hold, so bootstrap runs alongside.
        const alongside = parseCredentials(await kontor(['bootstrap', '--email', 'pg-admin@example.com', '--json'], env));
        expect(alongside.user_id).toBe(credentials.user_id);
        expect(alongside.client_id).not.toBe(credentials.client_id);

        const created = await (await accessToken(server.url, alongside)).post('/books/v3/organizations', { name: 'On PostgreSQL' });
        expect(created.status).toBe(201);
        expect(await server.stop()).toEqual({ code: 0, signal: null });

        server = await serve(env);
        const after = await (await accessToken(server.url, credentials)).get('/books/v3/organizations');
        expect(after.body.organizations.map((o: any) => o.name)).toEqual(['On PostgreSQL']);
        expect(await server.stop()).toEqual({ code: 0, signal: null });
        // The database was PostgreSQL's: no PGlite cluster was made in DATA_DIR.
        expect(existsSync(join(unusedDataDir, 'pglite'))).toBe(false);
      },
      PROCESSES_MS,
    );
  });
}
