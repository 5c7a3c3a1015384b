import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import postgres from 'postgres';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepImage, keptImage } from './pglite-image.ts';
import { traced } from './statement-spans.ts';

export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** Anything a store function can run a query on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string;
  /** PGlite directory; absent means in memory. */
  dataDir?: string;
  /** Called once per SQL statement Drizzle sends, with its parameters (tests count statements; the benchmark replays them). */
  onQuery?: (sql: string, params: unknown[]) => void;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * PGlite only: a data directory saved by `dumpImage()` to start from instead of creating an
   * empty cluster (tests start every file from one migrated image rather than running initdb).
   */
  image?: Blob;
}

/**
 * One handle over PGlite or PostgreSQL: Drizzle for typed queries, raw SQL for pg-boss,
 * LISTEN/NOTIFY for events. Everything above this file is unaware which one it runs on.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw parameterised SQL (one statement). */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** Parameterless, possibly multi-statement SQL. */
  exec(text: string): Promise<void>;
  /**
   * LISTEN on a channel until the returned function is called. `onListen` runs each time the
   * LISTEN is in place: at once, and again after postgres.js reconnected a dropped listening
   * connection (notifications sent meanwhile are lost, so a listener keeping state resets it).
   */
  listen(channel: string, onPayload: (payload: string) => void, onListen?: () => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Hands `payload` to this process's listeners of `channel` at once. A writer calls it after
   * committing a change whose notice the server will also deliver (to every process, this one
   * included, a moment later), so that this process's own next request cannot precede it.
   */
  echo(channel: string, payload: string): void;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process of the installation runs start-up work (schema
   * migrations, job-queue creation): concurrent DDL from processes starting together would
   * otherwise deadlock. PGlite has one process, so it simply runs.
   */
  duringStartup<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  url?: string;
  /**
   * PostgreSQL only: the bytes of a parameterless `COPY … TO STDOUT`, streamed as the server
   * sends them (analytics CSV exports). PGlite has no streaming COPY.
   */
  copyOut?(text: string): AsyncIterable<Buffer>;
  /**
   * PostgreSQL only: the rows of one statement, as arrays of their values, in batches through a cursor — one execution and
   * one snapshot however many rows it reads (analytics exports). PGlite, with its one
   * connection, pages instead.
   */
  cursor?(text: string, params: unknown[], batch: number): AsyncIterable<unknown[][]>;
  /**
   * PGlite only: the rows of one statement as arrays of their values, no object per row
   * (analytics exports page through it, where PostgreSQL has `cursor`).
   */
  arrays?(text: string, params: unknown[]): Promise<unknown[][]>;
  /** PGlite only: the whole data directory as a tarball, for `DatabaseOptions.image`. */
  dumpImage?(): Promise<Blob>;
  /** The request pool's use now, for the metrics (gateway/app/metrics.ts). */
  pool: PoolUse;
}

/**
 * Connections of the request pool: its size, and the work holding or waiting for one (statements
 * outside a transaction under way, transactions open). Work beyond the size waits in the driver's
 * queue. PGlite has one connection, which the job queue shares.
 */
export class PoolUse {
  private busy = 0;
  constructor(readonly size: number) {}
  get inUse(): number {
    return Math.min(this.busy, this.size);
  }
  get waiting(): number {
    return Math.max(0, this.busy - this.size);
  }
  /** Counts `work` as holding a connection until it settles. */
  hold<T>(work: PromiseLike<T>): PromiseLike<T> {
    this.busy++;
    const release = () => {
      this.busy--;
    };
    work.then(release, release);
    return work;
  }
}

type PgliteClient = Pick<PGlite, 'query'> & Partial<Pick<PGlite, 'transaction'>>;

/** PGlite (or one of its transactions) with every statement traced and counted (PoolUse). */
function observedPglite<C extends PgliteClient>(client: C, pool: PoolUse | undefined): C {
  return new Proxy(client, {
    get(target, key, receiver) {
      switch (key) {
        case 'query':
          return (text: string, params?: unknown[], options?: object) => {
            const run = traced(text, 'postgresql', target.query(text, params, options));
            return pool ? pool.hold(run) : run;
          };
        case 'transaction':
          return (callback: (tx: PgliteClient) => Promise<unknown>) => {
            const run = target.transaction!((tx) => callback(observedPglite(tx, undefined)));
            return pool ? pool.hold(run) : run;
          };
        default: {
          const value = Reflect.get(target, key, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        }
      }
    },
  });
}

/** This process's listeners by channel, for `Database.echo`. */
function localListeners() {
  const byChannel = new Map<string, Set<(payload: string) => void>>();
  return {
    add(channel: string, onPayload: (payload: string) => void): () => void {
      const listeners = byChannel.get(channel) ?? new Set();
      byChannel.set(channel, listeners.add(onPayload));
      return () => listeners.delete(onPayload);
    },
    echo(channel: string, payload: string): void {
      for (const onPayload of byChannel.get(channel) ?? []) onPayload(payload);
    },
  };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Serialises start-up DDL when several processes start together against one server.
const STARTUP_LOCK = 7_401_555_001;

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const logger = options.onQuery ? { logQuery: (q: string, params: unknown[]) => options.onQuery!(q, params) } : undefined;
  if (options.url) return openPostgres(options.url, options, logger);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const empty = options.dataDir !== undefined && !existsSync(join(options.dataDir, 'PG_VERSION'));
  const image = options.image ?? (empty ? await migratedImage() : undefined);
  // pg_trgm: the lists' searches (`*_contains`, search_text) go through trigram indexes, which the
  // first migration creates the extension for; PGlite ships it compiled in, to be loaded by name.
  const pg = new PGlite({ dataDir: options.dataDir, loadDataDir: image, extensions: { pg_trgm } });
  await pg.waitReady;
  const pool = new PoolUse(1);
  const observed = observedPglite(pg, pool);
  const db = drizzlePglite(observed as PGlite, { logger }) as unknown as Db;
  const local = localListeners();
  return {
    kind: 'pglite',
    db,
    pool,
    async query<T>(text: string, values: unknown[] = []) {
      return (await observed.query(text, values)).rows as T[];
    },
    async arrays(text, params) {
      return (await pg.query<unknown[]>(text, params, { rowMode: 'array' })).rows;
    },
    async exec(text) {
      await pg.exec(text);
    },
    async listen(channel, onPayload, onListen) {
      const unlisten = await pg.listen(channel, onPayload);
      const forget = local.add(channel, onPayload);
      onListen?.();
      return async () => {
        forget();
        await unlisten();
      };
    },
    echo: local.echo,
    async notify(channel, payload) {
      await pg.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
    },
    duringStartup: (work) => work(),
    async close() {
      if (!pg.closed) await pg.close();
    },
    dumpImage: () => pg.dumpDataDir('none'),
  };
}

/**
 * An empty cluster with every migration applied (drizzle/pglite-image.ts): the kept one, or one
 * built now in memory and kept for the next first start.
 */
export async function migratedImage(): Promise<Blob> {
  const kept = keptImage(migrationsFolder);
  if (kept) return kept;
  const scratch = new PGlite({ extensions: { pg_trgm } });
  await migratePglite(drizzlePglite(scratch) as never, { migrationsFolder });
  const image = await scratch.dumpDataDir('none');
  await scratch.close();
  keepImage(migrationsFolder, new Uint8Array(await image.arrayBuffer()));
  return image;
}

/**
 * The client Drizzle is given: every query it sends runs as postgres.js's `prepare` option says
 * (true unless the URL has `?prepare=false`, for a pooler in transaction mode). Drizzle's driver
 * runs each query not built with `.prepare(name)` through `unsafe()` with `prepare: false`
 * (drizzle-team/drizzle-orm#6096), and postgres.js then sends a parameterised statement in two
 * round trips every time: Parse and Describe, wait for the parameter types, then Bind and
 * Execute. Prepared, a statement is parsed once per connection (postgres.js keeps them by their
 * text and parameter types) and each later run is one round trip. Id lists are one array
 * parameter (`anyId`), so a statement's text rarely varies with its data; those that do (an
 * insert of n rows) accumulate on a connection until postgres.js retires it (its
 * `max_lifetime`, 30 to 60 minutes).
 */
function preparing(client: postgres.Sql, pool: PoolUse | undefined, prepare = client.options.prepare): postgres.Sql {
  type Scoped = (scoped: postgres.Sql) => unknown;
  return new Proxy(client, {
    get(target, key, receiver) {
      switch (key) {
        // Each statement is also a span of the request's trace, and counted as holding a connection outside a transaction.
        case 'unsafe':
          return (text: string, params?: never[], options?: postgres.UnsafeQueryOptions) => {
            const query = traced(text, 'postgresql', target.unsafe(text, params, { ...options, prepare }));
            if (pool) pool.hold(query);
            return query;
          };
        // A transaction's and a savepoint's queries go through the client they are given.
        case 'begin':
        case 'savepoint':
          return (...args: unknown[]) => {
            const scoped = args.pop() as Scoped;
            const run = (target as unknown as Record<string, (...a: unknown[]) => unknown>)[key](...args, (inner: postgres.Sql) =>
              scoped(preparing(inner, undefined, prepare)),
            ) as PromiseLike<unknown>;
            return key === 'begin' && pool ? pool.hold(run) : run;
          };
        default:
          return Reflect.get(target, key, receiver);
      }
    },
  });
}

async function openPostgres(url: string, options: DatabaseOptions, logger: { logQuery(q: string, params: unknown[]): void } | undefined): Promise<Database> {
  const sql = postgres(url, { max: options.poolSize ?? 10, onnotice: () => {}, connection: { application_name: 'kontor' } });
  const pool = new PoolUse(options.poolSize ?? 10);
  const db = retryingTransactions(drizzlePostgres(preparing(sql, pool), { logger }) as unknown as Db);
  const local = localListeners();
  async function duringStartup<T>(work: () => Promise<T>): Promise<T> {
    const lock = await sql.reserve();
    try {
      await lock`select pg_advisory_lock(${STARTUP_LOCK})`;
      return await work();
    } finally {
      await lock`select pg_advisory_unlock(${STARTUP_LOCK})`;
      lock.release();
    }
  }
  /**
   * A long read (an export) on a connection of its own, closed when the read ends: it holds no
   * connection of the request pool, and a connection postgres.js left paused after a COPY (its
   * socket resumes only from the stream's read(), not called again after the last chunk —
   * porsager/postgres#917) is never handed to another query.
   */
  async function* ownConnection<T>(read: (own: postgres.Sql) => AsyncIterable<T> | Promise<AsyncIterable<T>>): AsyncGenerator<T> {
    const own = postgres(url, { max: 1, onnotice: () => {}, connection: { application_name: 'kontor-export' } });
    try {
      yield* await read(own);
    } finally {
      await own.end({ timeout: 5 });
    }
  }
  return {
    kind: 'postgres',
    db,
    url,
    pool,
    async query<T>(text: string, values: unknown[] = []) {
      const query = traced(text, 'postgresql', sql.unsafe(text, values as never[]));
      pool.hold(query);
      return (await query) as unknown as T[];
    },
    async exec(text) {
      await sql.unsafe(text);
    },
    copyOut: (text) => ownConnection((own) => own.unsafe(text).readable() as Promise<AsyncIterable<Buffer>>),
    cursor: (text, params, batch) =>
      ownConnection(
        (own) =>
          own
            .unsafe(text, params as never[])
            .values()
            .cursor(batch) as AsyncIterable<unknown[][]>,
      ),
    async listen(channel, onPayload, onListen) {
      const { unlisten } = await sql.listen(channel, onPayload, onListen);
      const forget = local.add(channel, onPayload);
      return async () => {
        forget();
        await unlisten();
      };
    },
    echo: local.echo,
    async notify(channel, payload) {
      await sql.notify(channel, payload);
    },
    async migrate() {
      await duringStartup(() => migratePostgres(db as never, { migrationsFolder }));
    },
    duringStartup,
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}

/** SQLSTATEs after which PostgreSQL rolled the whole transaction back and a rerun may succeed. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 4;

/**
 * Two transactions that lock the same rows in opposite orders (a tax update touching draft
 * invoices while an invoice edit locks its taxes) end in a deadlock or a serialization failure.
 * PostgreSQL has then rolled the loser back whole, so running its callback again is safe: the
 * caller sees the outcome of a clean rerun instead of an internal error. Only the outermost
 * transaction retries; a savepoint inside it fails with its parent.
 */
function retryingTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (callback: Parameters<Db['transaction']>[0], config?: Parameters<Db['transaction']>[1]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(callback, config);
      } catch (error) {
        const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
        if (!code || !RETRYABLE.has(code) || attempt >= ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
      }
    }
  }) as Db['transaction'];
  return db;
}
