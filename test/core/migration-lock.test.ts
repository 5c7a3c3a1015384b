import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../drizzle/client.ts';
import { throwawayDatabase } from '../helpers/cluster.ts';

/**
 * Replicas of an upgraded platform start together and each migrates at its start: under the
 * advisory lock of `duringStartup` one applies the migrations, the others wait and then find
 * nothing to do. Always on PostgreSQL (the machine's own server without TEST_DATABASE_URL):
 * PGlite has one process.
 */
const journal = JSON.parse(readFileSync(new URL('../../drizzle/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };

let place: Awaited<ReturnType<typeof throwawayDatabase>>;
let replicas: Database[] = [];
beforeAll(async () => {
  place = await throwawayDatabase();
  replicas = await Promise.all([1, 2, 3].map(() => openDatabase({ url: place.url, poolSize: 2 })));
});
afterAll(async () => {
  await Promise.all(replicas.map((r) => r.close()));
  await place?.drop();
});

describe('migrations when several processes start together', () => {
  it('are applied once, by one process, while the others wait for the lock', async () => {
    await Promise.all(replicas.map((r) => r.migrate()));

    const [database] = replicas;
    const applied = await database.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((a) => a.hash)).size).toBe(journal.entries.length);
    const [{ tables }] = await database.query<{ tables: number }>(
      "select count(*)::int as tables from pg_tables where schemaname = 'core' and tablename = 'blob_chunks'",
    );
    expect(tables).toBe(1);
    // No process holds the start-up lock once they are done.
    const [{ held }] = await database.query<{ held: number }>(
      "select count(*)::int as held from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())",
    );
    expect(held).toBe(0);

    // A later start finds the schema current and changes nothing.
    await replicas[1].migrate();
    expect(await database.query('select hash from drizzle.__drizzle_migrations')).toHaveLength(journal.entries.length);
  });
});
