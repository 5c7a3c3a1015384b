import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../../drizzle/client.ts';

/**
 * A fresh database for one test file: in-memory PGlite, or with TEST_DATABASE_URL a throwaway
 * PostgreSQL database created on that server and dropped afterwards.
 */
export async function freshDatabase(options: { onQuery?: (sql: string) => void } = {}): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const database = await openDatabase({ onQuery: options.onQuery });
    return { database, drop: () => database.close() };
  }
  const name = `kontor_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
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
