/**
 * Vitest global setup: builds the database every test file starts from once per run — migrated,
 * with pg-boss's schema and every module's queues — instead of once per file. On PGlite it is a
 * saved data directory each file loads (skipping initdb); on PostgreSQL (TEST_DATABASE_URL) a
 * template database each file's throwaway database is created from. freshDatabase reads both
 * from the environment, which the test processes inherit.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { type Database, migratedImage, openDatabase } from '../../drizzle/client.ts';
import { startRuntime, stopRuntime } from '../../subgraphs/core/platform/runtime.ts';
import { MODULES } from '../../subgraphs/index.ts';
import { RUN_ENV, SCRATCH_ENV, createTestDatabase } from './database.ts';
import { bundled } from '../../bin/bundle.js';

export const PGLITE_IMAGE_ENV = 'KONTOR_TEST_PGLITE_IMAGE';
export const PG_TEMPLATE_ENV = 'KONTOR_TEST_PG_TEMPLATE';

async function prepare(database: Database, scratch: string): Promise<void> {
  await database.migrate();
  // Every module's jobs, so their queues exist in the image.
  const runtime = await startRuntime(database, { modules: MODULES, blobDir: join(scratch, 'blobs'), jobs: { work: false } });
  await stopRuntime(runtime);
}

export default async function setup(): Promise<() => Promise<void>> {
  const scratch = mkdtempSync(join(tmpdir(), 'kontor-test-image-'));
  const run = randomBytes(4).toString('hex');
  process.env[RUN_ENV] = run;
  // The suite's peers (smtp-server relays, provider and callback servers) listen on 127.0.0.1,
  // which the outbound policy refuses (docs/outbound.md): the operator's allow list lets them
  // through, as an on-premise installation would. test/core/outbound.test.ts and the refusal
  // tests clear it for their file.
  process.env.OUTBOUND_ALLOW = '127.0.0.1';
  process.env[SCRATCH_ENV] = scratch;
  // Built once here, so the kontor processes test files start at once find it made (bin/kontor.js).
  await bundled('gateway/process/cli.ts');
  // And the migrated cluster their first start on an empty PGlite directory loads (drizzle/pglite-image.ts).
  await migratedImage();
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const database = await openDatabase({});
    await prepare(database, scratch);
    const image = await database.dumpImage!();
    await database.close();
    const path = join(scratch, 'pglite.tar');
    writeFileSync(path, Buffer.from(await image.arrayBuffer()));
    process.env[PGLITE_IMAGE_ENV] = path;
    return async () => rmSync(scratch, { recursive: true, force: true });
  }
  const name = `kontor_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  await createTestDatabase(admin, name);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  await prepare(database, scratch);
  await database.close();
  process.env[PG_TEMPLATE_ENV] = name;
  return async () => {
    // The workers' shared platforms are never stopped: their databases go with the run.
    const left = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${`kontor_test_${run}_%`}`;
    for (const { datname } of left) await admin.unsafe(`drop database if exists ${datname} with (force)`);
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(scratch, { recursive: true, force: true });
  };
}
