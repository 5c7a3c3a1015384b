/**
 * `kontor backup` and `kontor restore` (docs/operations.md, "Backups"): one tar archive holding
 *
 *   manifest.json      what the snapshot held: rows of every table, each organization's trial
 *                      balance totals, every file's key, size and SHA-256;
 *   database.pgdump    PostgreSQL: `pg_dump --format=custom` of the snapshot, or
 *   database.pglite    PGlite: its data directory (`dumpDataDir`);
 *   blobs/<org>/<id>   each file's bytes, unless they live in the database (BLOB_STORE=postgres).
 *
 * The backup reads everything in one repeatable-read transaction: on PostgreSQL pg_dump joins
 * its snapshot (`pg_export_snapshot`), so the platform keeps serving while it runs and the dump,
 * the manifest and the list of files agree. Files are immutable once their row exists, and their
 * rows are locked against deletion until the bytes are copied. Every entry is streamed with its
 * size known beforehand (the dump goes to a temporary file first).
 *
 * The restore goes only into an empty installation, then checks what it restored against the
 * manifest and fails naming every difference.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar-stream';
import { type Database, openDatabase } from '../../drizzle/client.ts';
import type { BlobStorage, BlobStoreKind } from '../../subgraphs/core/platform/blobs.ts';
import { type BlobRow, exportSnapshot, lockedBlobs, rowCounts, tablesIn, trialBalances } from './backup-store.ts';

export interface Manifest {
  format: 'kontor-backup';
  version: 1;
  createdAt: string;
  database: Database['kind'];
  /** The store the files were in; with `postgres` they are in the database dump. */
  blobStore: BlobStoreKind;
  /** Rows of every table, by "schema.table". */
  rows: Record<string, number>;
  /** Per organization id, its trial balance's debit and credit totals (accrual basis). */
  trialBalances: Record<string, { debit: string; credit: string }>;
  /** Every file: its key (`<organization>/<blob>`), size and hex SHA-256. */
  blobs: BlobRow[];
}

const MANIFEST = 'manifest.json';
const DUMP: Record<Database['kind'], string> = { postgres: 'database.pgdump', pglite: 'database.pglite' };
const BLOB_PREFIX = 'blobs/';

/** Writes the archive of `database` and the files of `storage` to `out`; answers its manifest. */
export async function backup(database: Database, storage: BlobStorage, out: Writable): Promise<Manifest> {
  const scratch = mkdtempSync(join(tmpdir(), 'kontor-backup-'));
  const pgDump = database.kind === 'postgres' ? clientProgram('pg_dump') : undefined;
  try {
    return await database.db.transaction(
      async (tx) => {
        // The first statement fixes the snapshot: a file deleted since cannot be locked, and the
        // transaction (nothing written yet) is run again.
        const blobs = await lockedBlobs(tx);
        let dump: { size: number; open(): Readable };
        if (pgDump) {
          const file = join(scratch, DUMP.postgres);
          await run(pgDump, ['--format=custom', `--snapshot=${await exportSnapshot(tx)}`, `--file=${file}`], database.url!);
          dump = { size: statSync(file).size, open: () => createReadStream(file) };
        } else {
          // Queries wait for this transaction (PGlite runs one at a time): the image is of its snapshot.
          const image = await database.dumpImage!();
          dump = { size: image.size, open: () => Readable.fromWeb(image.stream() as never) };
        }
        const manifest: Manifest = {
          format: 'kontor-backup',
          version: 1,
          createdAt: new Date().toISOString(),
          database: database.kind,
          blobStore: storage.kind,
          rows: await rowCounts(tx),
          trialBalances: await trialBalances(tx),
          blobs,
        };
        await writeArchive(out, manifest, dump, storage);
        return manifest;
      },
      { isolationLevel: 'repeatable read' },
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function writeArchive(out: Writable, manifest: Manifest, dump: { size: number; open(): Readable }, storage: BlobStorage): Promise<void> {
  const pack = tar.pack();
  // tar-stream's streams are streamx's: read through their async iterator into Node's.
  const written = pipeline(Readable.from(pack as AsyncIterable<Buffer>), out);
  // A failed write (a full disk) must not leave the packing waiting for room that never comes.
  const broken = written.then(() => new Promise<never>(() => {}));
  broken.catch(() => {});
  try {
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await entry(pack, MANIFEST, text.length, Readable.from([text]), broken);
    await entry(pack, DUMP[manifest.database], dump.size, dump.open(), broken);
    if (storage.kind !== 'postgres') {
      for (const blob of manifest.blobs) {
        const bytes = await storage.read(blob.key);
        if (!bytes) throw new Error(`the file ${blob.key} has a row in core.blobs but no bytes in the ${storage.kind} store`);
        const sha256 = await entry(pack, `${BLOB_PREFIX}${blob.key}`, blob.size, bytes, broken);
        if (sha256 !== blob.sha256) throw new Error(`the file ${blob.key} in the ${storage.kind} store does not have the SHA-256 its row records`);
      }
    }
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    throw error;
  }
  await written;
}

/** Streams `size` bytes into the archive as one entry, unless the archive's writing `broken`; answers their SHA-256. */
async function entry(pack: tar.Pack, name: string, size: number, source: Readable, broken: Promise<never>): Promise<string> {
  const hash = createHash('sha256');
  let length = 0;
  let settle!: (error?: Error | null) => void;
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  done.catch(() => {});
  const sink = pack.entry({ name, size, mode: 0o600, mtime: new Date() }, (error) => settle(error));
  for await (const chunk of source as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > size) throw new Error(`${name} grew past the ${size} bytes it had when the backup began`);
    hash.update(chunk);
    if (!sink.write(chunk)) await Promise.race([new Promise<void>((resolve) => sink.once('drain', () => resolve())), broken]);
  }
  if (length !== size) throw new Error(`${name} has ${length} bytes, not the ${size} it had when the backup began`);
  (sink as NodeJS.WritableStream).end();
  await Promise.race([done, broken]);
  return hash.digest('hex');
}

/** Where `kontor restore` puts what it restores. */
export interface RestoreTarget {
  /** PostgreSQL: an empty database; else PGlite in `pgliteDir`, absent or without a cluster. */
  databaseUrl?: string;
  pgliteDir?: string;
  /** The store the files go to (BLOB_STORE), made once the database is restored. */
  blobStore: BlobStoreKind;
  storage(database: Database): Promise<BlobStorage>;
  /** With a directory store: its root, which must be empty or absent. */
  blobDir?: string;
}

/**
 * Restores the archive `input` into the empty `target`, then checks it against the manifest;
 * answers the manifest and the restored database, open (the caller closes it).
 */
export async function restore(input: Readable, target: RestoreTarget): Promise<{ manifest: Manifest; database: Database }> {
  const pgRestore = target.databaseUrl ? clientProgram('pg_restore') : undefined;
  let database: Database | undefined;
  if (target.databaseUrl) {
    database = await openDatabase({ url: target.databaseUrl, poolSize: 2 });
    const tables = await tablesIn(database).catch(async (error) => {
      await database!.close();
      throw error;
    });
    if (tables.length) {
      await database.close();
      throw new Error(`the database ${described(target.databaseUrl)} is not empty (it has ${tables.join(', ')}, …): restore only into an empty database`);
    }
  } else if (target.pgliteDir && existsSync(join(target.pgliteDir, 'PG_VERSION'))) {
    throw new Error(`the PGlite directory ${target.pgliteDir} already holds a database: restore only into an empty data directory`);
  }
  if (target.blobDir && existsSync(target.blobDir) && readdirSync(target.blobDir).length) {
    await database?.close();
    throw new Error(`the file directory ${target.blobDir} is not empty: restore only into an empty installation`);
  }
  const scratch = mkdtempSync(join(tmpdir(), 'kontor-restore-'));
  const extract = tar.extract();
  const fed = feed(input, extract);
  fed.catch((error) => extract.destroy(error));
  try {
    let manifest: Manifest | undefined;
    let storage: BlobStorage | undefined;
    for await (const item of extract) {
      const name = item.header.name;
      if (!manifest) {
        if (name !== MANIFEST) throw new Error(`not a Kontor backup: its first entry is ${name}, not ${MANIFEST}`);
        manifest = parseManifest(await bytesOf(item as AsyncIterable<Buffer>));
        const kind = target.databaseUrl ? 'postgres' : 'pglite';
        if (manifest.database !== kind)
          throw new Error(
            `this is a backup of ${manifest.database === 'postgres' ? 'PostgreSQL: restore it with DATABASE_URL set' : 'PGlite: restore it without DATABASE_URL, into DATA_DIR'}`,
          );
        if (manifest.blobStore === 'postgres' && target.blobStore !== 'postgres')
          throw new Error('the files of this backup are in its database: restore it with BLOB_STORE=postgres');
      } else if (name === DUMP[manifest.database]) {
        if (pgRestore) {
          const file = join(scratch, name);
          await pipeline(Readable.from(item as AsyncIterable<Buffer>), createWriteStream(file));
          await run(pgRestore, ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', file], target.databaseUrl!);
        } else {
          database = await openDatabase({ dataDir: target.pgliteDir, image: new Blob([new Uint8Array(await bytesOf(item as AsyncIterable<Buffer>))]) });
        }
        storage = await target.storage(database!);
      } else if (name.startsWith(BLOB_PREFIX)) {
        if (!storage) throw new Error(`the archive has ${name} before its database`);
        // Sizes and hashes are checked below, with every file the manifest names.
        await storage.write(name.slice(BLOB_PREFIX.length), item as AsyncIterable<Buffer>, { maxBytes: Number.MAX_SAFE_INTEGER });
      } else {
        throw new Error(`the archive has an entry Kontor does not know: ${name}`);
      }
    }
    await fed;
    if (!manifest || !storage) throw new Error(`the archive ends before its ${manifest ? 'database' : 'manifest'}`);
    const differences = await differencesFrom(manifest, database!, storage);
    if (differences.length) throw new Error(`the restored installation differs from the backup's manifest:\n  ${differences.join('\n  ')}`);
    return { manifest, database: database! };
  } catch (error) {
    extract.destroy();
    input.destroy();
    await database?.close();
    throw error;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** What the restored database and files hold that the manifest does not say, one line each. */
export async function differencesFrom(manifest: Manifest, database: Database, storage: BlobStorage): Promise<string[]> {
  const differences: string[] = [];
  const rows = await rowCounts(database.db);
  for (const table of new Set([...Object.keys(manifest.rows), ...Object.keys(rows)])) {
    if (manifest.rows[table] !== rows[table])
      differences.push(`${table}: ${rows[table] ?? 'no table'} rows, the backup had ${manifest.rows[table] ?? 'no table'}`);
  }
  const balances = await trialBalances(database.db);
  for (const organization of new Set([...Object.keys(manifest.trialBalances), ...Object.keys(balances)])) {
    const want = manifest.trialBalances[organization];
    const have = balances[organization];
    if (want?.debit !== have?.debit || want?.credit !== have?.credit)
      differences.push(`organization ${organization}: trial balance ${totals(have)}, the backup had ${totals(want)}`);
  }
  for (const blob of manifest.blobs) {
    const bytes = await storage.read(blob.key);
    if (!bytes) {
      differences.push(`file ${blob.key}: missing from the ${storage.kind} store`);
      continue;
    }
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of bytes as AsyncIterable<Buffer>) {
      size += chunk.length;
      hash.update(chunk);
    }
    const sha256 = hash.digest('hex');
    if (size !== blob.size || sha256 !== blob.sha256)
      differences.push(`file ${blob.key}: ${size} bytes with SHA-256 ${sha256}, the backup had ${blob.size} bytes with ${blob.sha256}`);
  }
  return differences;
}

const totals = (t: { debit: string; credit: string } | undefined) => (t ? `debit ${t.debit} / credit ${t.credit}` : 'absent');

function parseManifest(bytes: Buffer): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new Error(`not a Kontor backup: ${MANIFEST} is not JSON`);
  }
  if (manifest?.format !== 'kontor-backup' || manifest.version !== 1)
    throw new Error(`not a Kontor backup this version reads: ${MANIFEST} says format ${manifest?.format} version ${manifest?.version}`);
  return manifest;
}

/** Writes the archive's bytes into the extractor, waiting when it is full; ends it at the end. */
async function feed(input: Readable, extract: tar.Extract): Promise<void> {
  for await (const chunk of input as AsyncIterable<Buffer>) {
    if (!extract.write(chunk)) await new Promise<void>((resolve) => extract.once('drain', () => resolve()));
  }
  (extract as unknown as NodeJS.WritableStream).end();
}

async function bytesOf(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A PostgreSQL client program on PATH (pg_dump, pg_restore), or an error saying what to install. */
export function clientProgram(name: string, path = process.env.PATH ?? ''): string {
  for (const dir of path.split(delimiter)) {
    const candidate = join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  throw new Error(
    `${name} is not on PATH: install PostgreSQL's client programs (Debian: apt-get install postgresql-client), of the server's major version or newer`,
  );
}

/** The URL without its password, to name a database in a message. */
function described(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  parsed.search = '';
  return parsed.toString();
}

/**
 * Runs a PostgreSQL client program against `url`: the password travels in PGPASSWORD, not on a
 * command line others can read, and postgres.js's own parameters (`prepare`) are left out.
 */
function run(program: string, args: string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  parsed.searchParams.delete('prepare');
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${parsed.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => reject(new Error(`${program} could not start: ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${program} failed (${signal ? `signal ${signal}` : `exit ${code}`}): ${stderr.trim() || 'no message'}`));
    });
  });
}
