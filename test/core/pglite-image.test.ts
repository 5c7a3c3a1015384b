import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../drizzle/client.ts';
import { imageFile } from '../../drizzle/pglite-image.ts';

// What a first start on an empty data directory loads (drizzle/pglite-image.ts): a cluster
// with every migration applied, kept under a name made of the migrations it was built from.
const MIGRATIONS = fileURLToPath(new URL('../../drizzle/migrations/', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'kontor-pglite-image-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the migrated image a first start on PGlite loads', () => {
  it('is kept for the current migrations, and an empty directory opened from it holds every migration and runs the rest as before', async () => {
    const database = await openDatabase({ dataDir: join(root, 'first') });
    try {
      expect(existsSync(imageFile(MIGRATIONS))).toBe(true);
      const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      // Up to date: migrate() has nothing left to apply.
      const applied = async () => (await database.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))[0].n;
      expect(await applied()).toBe(journal.entries.length);
      await database.migrate();
      expect(await applied()).toBe(journal.entries.length);
      const tables = await database.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema', 'drizzle')",
      );
      expect(tables[0].n).toBeGreaterThan(50);
    } finally {
      await database.close();
    }
    // The directory is a cluster of its own from then on: reopened, it is not loaded again.
    const again = await openDatabase({ dataDir: join(root, 'first') });
    try {
      expect((await again.query<{ one: number }>('select 1 as one'))[0].one).toBe(1);
    } finally {
      await again.close();
    }
  });

  it('is named after the bytes of the migrations: another folder names another image', () => {
    expect(imageFile(MIGRATIONS)).toBe(imageFile(MIGRATIONS));
    expect(imageFile(join(MIGRATIONS, 'meta'))).not.toBe(imageFile(MIGRATIONS));
  });
});
