import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Database, openDatabase } from '../../drizzle/client.ts';

export const RUN_ENV = 'KONTOR_TEST_RUN';
export const SCRATCH_ENV = 'KONTOR_TEST_SCRATCH';

/** The run's migrated image (global setup), where there is one: PGlite under vitest. */
function pgliteImage(): Blob | undefined {
  const imagePath = process.env.KONTOR_TEST_PGLITE_IMAGE;
  return imagePath ? new Blob([readFileSync(imagePath)]) : undefined;
}

/**
 * A PGlite data directory holding the run's migrated image, for tests that reopen a directory
 * as a restarted process would: their opens skip initdb and the migrations.
 */
export async function seededDataDir(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir, image: pgliteImage() });
  await database.close();
}

/**
 * Creates a test database on a PostgreSQL server. Its sessions commit without waiting for the
 * WAL flush (synchronous_commit off): a commit is as visible and as atomic as before, and
 * survives any crash of ours; only a crash of the PostgreSQL server itself could lose the last
 * few commits, which no test does. The wait was 2.7 ms a commit on this machine's disk, 0.09 ms
 * without (pgbench, one insert per transaction).
 */
export async function createTestDatabase(admin: postgres.Sql, name: string, template?: string): Promise<void> {
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.unsafe(`alter database ${name} set synchronous_commit = off`);
}

/**
 * A fresh database for one test file: in-memory PGlite, or with TEST_DATABASE_URL a throwaway
 * PostgreSQL database created on that server and dropped afterwards. Under vitest both start
 * from the image the global setup built (test/helpers/global-setup.ts): migrated, with the job
 * queues; elsewhere (benchmarks) they start empty and the platform migrates them.
 */
export async function freshDatabase(
  options: { onQuery?: (sql: string, params: unknown[]) => void /** Without the image: no table at all (a restore's target). */; empty?: boolean } = {},
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const database = await openDatabase({ onQuery: options.onQuery, image: options.empty ? undefined : pgliteImage() });
    return { database, drop: () => database.close() };
  }
  // Named after the run, so the run's end drops what a worker's shared platform leaves behind.
  const name = `kontor_test_${process.env[RUN_ENV] ?? 'x'}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  const template = options.empty ? undefined : process.env.KONTOR_TEST_PG_TEMPLATE;
  await createTestDatabase(admin, name, template);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), onQuery: options.onQuery, poolSize: 5 });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
