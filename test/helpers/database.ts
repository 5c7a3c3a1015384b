import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Database, openDatabase } from '../../drizzle/client.ts';

export const RUN_ENV = 'KONTOR_TEST_RUN';
export const SCRATCH_ENV = 'KONTOR_TEST_SCRATCH';

/**
 * A fresh database for one test file: in-memory PGlite, or with TEST_DATABASE_URL a throwaway
 * PostgreSQL database created on that server and dropped afterwards. Under vitest both start
 * from the image the global setup built (test/helpers/global-setup.ts): migrated, with the job
 * queues; elsewhere (benchmarks) they start empty and the platform migrates them.
 */
export async function freshDatabase(options: { onQuery?: (sql: string) => void } = {}): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const imagePath = process.env.KONTOR_TEST_PGLITE_IMAGE;
    const image = imagePath ? new Blob([readFileSync(imagePath)]) : undefined;
    const database = await openDatabase({ onQuery: options.onQuery, image });
    return { database, drop: () => database.close() };
  }
  // Named after the run, so the run's end drops what a worker's shared platform leaves behind.
  const name = `kontor_test_${process.env[RUN_ENV] ?? 'x'}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  const template = process.env.KONTOR_TEST_PG_TEMPLATE;
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
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
