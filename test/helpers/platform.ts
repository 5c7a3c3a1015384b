import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../drizzle/client.ts';
import { type App, buildApp } from '../../gateway/app.ts';
import type { LiveOptions } from '../../gateway/live/live-server.ts';
import { bootstrap } from '../../gateway/auth/bootstrap.ts';
import type { RateLimitOptions } from '../../gateway/guard/rate-limits.ts';
import { type Clock, systemClock } from '../../subgraphs/core/values/clock.ts';
import { ACCESS_CHANNEL } from '../../subgraphs/core/request/tenancy.ts';
import { currentJob } from '../../subgraphs/core/platform/jobs.ts';
import { SCRATCH_ENV, freshDatabase } from './database.ts';

export interface Response<T = any> {
  status: number;
  body: T;
  headers: Headers;
  /** The request answered, for failure messages. */
  method: string;
  path: string;
}

/** A client of the running platform, as an integration would be: HTTP only. */
export class Client {
  constructor(
    readonly baseUrl: string,
    readonly token: string,
    readonly organizationId?: string,
  ) {}

  /** Same token, another organization. */
  in(organizationId: string): Client {
    return new Client(this.baseUrl, this.token, organizationId);
  }

  async request<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; query?: Record<string, string | number | boolean>; headers?: Record<string, string>; raw?: string | Buffer } = {},
  ): Promise<Response<T>> {
    const url = new URL(path, this.baseUrl);
    const query = { ...(this.organizationId && !path.includes('organization_id=') ? { organization_id: this.organizationId } : {}), ...options.query };
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { authorization: `Svc-oauthtoken ${this.token}`, ...options.headers };
    let body: string | Buffer | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    } else if (options.raw !== undefined) {
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(url, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers, method, path: `${url.pathname}${url.search}` };
  }

  get = <T = any>(path: string, query?: Record<string, string | number | boolean>) => this.request<T>('GET', path, { query });
  post = <T = any>(path: string, body?: unknown, query?: Record<string, string | number | boolean>) => this.request<T>('POST', path, { body, query });
  put = <T = any>(path: string, body?: unknown, query?: Record<string, string | number | boolean>) => this.request<T>('PUT', path, { body, query });
  delete = <T = any>(path: string, query?: Record<string, string | number | boolean>) => this.request<T>('DELETE', path, { query });

  /** POST /graphql with the organization in X-Organization-Id. */
  async graphql(query: string, variables: Record<string, unknown> = {}): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Svc-oauthtoken ${this.token}`, 'content-type': 'application/json' };
    if (this.organizationId) headers['x-organization-id'] = this.organizationId;
    const res = await fetch(new URL('/graphql', this.baseUrl), { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return { status: res.status, body: (await res.json()) as any, headers: res.headers, method: 'POST', path: '/graphql' };
  }
}

export interface Platform {
  app: App;
  url: string;
  database: Database;
  /** A new user with its own token (full access unless scopes are given). */
  user(options?: {
    scope?: string;
    email?: string;
  }): Promise<{ client: Client; userId: string; email: string; credentials: { client_id: string; client_secret: string; refresh_token: string } }>;
  /** A new user with a new organization, as its admin. */
  tenant(options?: {
    scope?: string;
    organization?: Record<string, unknown>;
  }): Promise<{ client: Client; userId: string; email: string; organizationId: string }>;
  /**
   * Runs `during` and answers its value with the SQL of the statements run meanwhile (not a job
   * worker's): in `access` the gateway's reads of the caller's token and membership, made only when
   * its process does not keep them (at most 10 s after the last read, gateway/auth/access-cache.ts),
   * and in `sql` all the others, which a count of a request's own statements is about; `params`
   * holds the parameters of each of `sql` (a test that EXPLAINs them runs them as sent).
   */
  statementsDuring<T>(during: () => Promise<T>): Promise<{ value: T; sql: string[]; params: unknown[][]; access: string[] }>;
  /**
   * Runs `change` (a direct edit of tokens, memberships or users) and answers once the gateway
   * heard the database announce it, as any gateway process would (gateway/auth/access-cache.ts).
   */
  accessChanged<T>(change: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

/**
 * The gateway's per-request reads of the caller: the live token (gateway/auth/tokens.ts) and the
 * membership with the caller's name (`membershipOf`, subgraphs/core/request/tenancy.ts), told
 * apart by their statements' text from the modules' own reads of the same tables.
 */
const isAccessLookup = (sql: string) =>
  sql.startsWith('select "core"."memberships"."role", "core"."memberships"."status", "core"."users"."name", "core"."users"."email" from') ||
  (sql.startsWith('select') && sql.includes('from "accounts"."oauth_tokens" where ("accounts"."oauth_tokens"."token_hash" = $1'));

export async function token(url: string, form: Record<string, string>): Promise<Response> {
  const res = await fetch(new URL('/oauth/v2/token', url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return { status: res.status, body: await res.json(), headers: res.headers, method: 'POST', path: '/oauth/v2/token' };
}

/** An access token, or an error saying why the accounts server refused (a mistyped scope...). */
async function accessTokenOf(url: string, form: Record<string, string>): Promise<string> {
  const res = await token(url, form);
  if (res.status !== 200) throw new Error(`token request refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token;
}

export interface PlatformOptions {
  clock?: Clock;
  /** A platform of its own, built now: for a file that changes what the platform reads at its start (NODE_ENV). */
  separate?: boolean;
  /**
   * A database of its own too, empty but for what the file writes, running its own jobs: for a
   * file whose work grows with the whole database (a backup of everything).
   */
  ownDatabase?: boolean;
  rateLimit?: RateLimitOptions;
  live?: LiveOptions;
}

/**
 * The platform of this test worker: vitest runs a worker's files one after another in one module
 * graph (`isolate: false`), so they share one platform, started by the first, each file in
 * organizations of its own, which the tenancy model keeps apart as it does for real tenants. A file
 * that brings a clock has it as the platform's "now" until its `stop()`.
 */
let shared: Promise<Platform> | undefined;
let sharedClock: Clock | undefined;
const workerClock: Clock = { now: () => (sharedClock ?? systemClock).now() };

/** One recording per `statementsDuring` call under way (they may overlap), of whichever app of this worker. */
const recordings = new Set<{ sql: string[]; params: unknown[][]; access: string[] }>();

/** A request's statements: not those a job's worker runs meanwhile (a schedule ticks every minute). */
function recordStatement(sql: string, params: unknown[]): void {
  if (!recordings.size || currentJob() !== undefined) return;
  for (const recording of recordings) {
    if (isAccessLookup(sql)) recording.access.push(sql);
    else {
      recording.sql.push(sql);
      recording.params.push([...params]);
    }
  }
}

/**
 * The worker's one database, which every platform of the worker serves: a fresh PGlite costs
 * seconds of CPU to load (a 48 MB cluster image), so a file that needs an app of its own (request
 * limits, live settings) gets one on this database, in organizations of its own as always.
 */
let workerDatabasePromise: ReturnType<typeof freshDatabase> | undefined;
let workerBlobDir: string | undefined;
function databaseOfWorker(): ReturnType<typeof freshDatabase> {
  workerDatabasePromise ??= freshDatabase({ onQuery: recordStatement });
  return workerDatabasePromise;
}

/**
 * The worker's database alone, for a file that tests the data layer without the platform: it
 * works in organizations (or tables) of its own, as every file does. Stays open for the run.
 */
export async function workerDatabase(): Promise<Database> {
  return (await databaseOfWorker()).database;
}

/**
 * The whole platform in this process, listening on port 0: the worker's shared one unless the file
 * needs request limits, live settings or a start of its own, which start an app of their own on
 * the worker's database. That app runs no jobs: the shared platform's workers take them.
 */
export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  // Every file signs in from 127.0.0.1, and some fail on purpose: counted together they would lock
  // the address out for the files after them. Accounts still lock after five failures.
  shared ??= launch({ clock: workerClock, rateLimit: { perMinute: 0, addressFailures: Number.MAX_SAFE_INTEGER } }, true);
  const platform = await shared;
  if (options.ownDatabase) return launch(options, true, await freshDatabase({ onQuery: recordStatement }));
  if (options.rateLimit || options.live || options.separate) return launch(options, false);
  sharedClock = options.clock;
  return {
    ...platform,
    async stop() {
      sharedClock = undefined;
    },
  };
}

/** Starts the whole platform in this process on the worker's database, listening on port 0. */
async function launch(options: PlatformOptions, worksJobs: boolean, own?: Awaited<ReturnType<typeof freshDatabase>>): Promise<Platform> {
  const fresh = own ?? (await databaseOfWorker());
  // The worker's files, like its database: every app of the worker reads what another stored.
  const newBlobDir = () => mkdtempSync(join(process.env[SCRATCH_ENV] ?? tmpdir(), 'kontor-blobs-'));
  const blobDir = own ? newBlobDir() : (workerBlobDir ??= newBlobDir());
  // A test file sends thousands of requests a minute from one organization: request limits are
  // off unless the test is about them (sign-in throttling stays on).
  const app = buildApp({
    database: fresh.database,
    blobDir,
    clock: options.clock,
    jobs: { pollingIntervalSeconds: 0.5, nameJobs: true, retryDelayCapSeconds: 1, work: worksJobs },
    rateLimit: options.rateLimit ?? { perMinute: 0 },
    live: options.live,
  });
  const url = await app.start();

  async function user(opts: { scope?: string; email?: string } = {}) {
    const email = opts.email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
    const credentials = await bootstrap(fresh.database, { email, password: 'correct horse battery staple' });
    const form: Record<string, string> = {
      grant_type: 'refresh_token',
      refresh_token: credentials.refresh_token,
      client_id: credentials.client_id,
      client_secret: credentials.client_secret,
    };
    let accessToken: string;
    if (opts.scope) {
      accessToken = await accessTokenOf(url, {
        grant_type: 'client_credentials',
        client_id: credentials.client_id,
        client_secret: credentials.client_secret,
        scope: opts.scope,
      });
    } else {
      accessToken = await accessTokenOf(url, form);
    }
    return { client: new Client(url, accessToken), userId: credentials.user_id, email, credentials };
  }

  return {
    app,
    url,
    database: fresh.database,
    user,
    async tenant(opts = {}) {
      const admin = await user();
      const created = await admin.client.post('/books/v3/organizations', {
        name: `Org ${randomBytes(3).toString('hex')}`,
        currency_code: 'USD',
        ...opts.organization,
      });
      if (created.status !== 201) throw new Error(`organization create failed: ${JSON.stringify(created.body)}`);
      const organizationId = created.body.organization.organization_id as string;
      let client = admin.client.in(organizationId);
      if (opts.scope) {
        const scoped = await accessTokenOf(url, {
          grant_type: 'client_credentials',
          client_id: admin.credentials.client_id,
          client_secret: admin.credentials.client_secret,
          scope: opts.scope,
        });
        client = new Client(url, scoped, organizationId);
      }
      return { client, userId: admin.userId, email: admin.email, organizationId };
    },
    async statementsDuring(during) {
      const recording = { sql: [], params: [], access: [] };
      recordings.add(recording);
      try {
        return { value: await during(), ...recording };
      } finally {
        recordings.delete(recording);
      }
    },
    async accessChanged(change) {
      // Heard after the gateway's own listener, registered at its start: by then it has forgotten.
      let heard!: () => void;
      const notice = new Promise<void>((resolve) => {
        heard = resolve;
      });
      const unlisten = await fresh.database.listen(ACCESS_CHANNEL, () => heard());
      try {
        const value = await change();
        await notice;
        return value;
      } finally {
        await unlisten();
      }
    },
    async stop() {
      await app.stop();
      // The worker's database and files go with the run (global-setup.ts); a file's own go now.
      if (own) {
        await own.drop();
        rmSync(blobDir, { recursive: true, force: true });
      }
    },
  };
}
