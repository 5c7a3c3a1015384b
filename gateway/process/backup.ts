import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import type { Database } from '../../drizzle/client.ts';
import type { BlobStorage } from '../../subgraphs/core/platform/blobs.ts';
import { PostgresStorage } from '../../subgraphs/core/platform/blobs-postgres.ts';

/**
 * `kontor backup` and `kontor restore`: one tar file holding a consistent snapshot of the
 * database and the bytes of every blob its rows name. On PostgreSQL the dump is pg_dump's,
 * taken in a snapshot the backup also reads the blob list from, so it runs while the platform
 * serves; blobs are never rewritten (a new file is a new key), so bytes copied after the dump
 * are those the snapshot's rows describe. With BLOB_STORE=postgres the bytes are in the dump.
 * PGlite's dump is its data directory (dumpDataDir), taken while no server holds it.
 */

const MANIFEST = 'kontor-backup.json';
const POSTGRES_DUMP = 'database.pgdump';
const PGLITE_DUMP = 'pglite-datadir.tar';
const BLOB_PREFIX = 'blobs/';

interface Manifest {
  format: 1;
  createdAt: string;
  database: Database['kind'];
  blobStore: BlobStorage['kind'];
  /** Every blob of the snapshot; `inArchive` when its bytes follow as blobs/<key>. */
  blobs: { key: string; size: number; sha256: string }[];
  inArchive: boolean;
}

export interface BackupSummary {
  file: string;
  database: Database['kind'];
  blobs: number;
  bytes: number;
}

type BlobRow = { organization_id: string; id: string; size: number; sha256: string };
const BLOB_ROWS = 'select organization_id::text as organization_id, id::text as id, size, sha256 from core.blobs order by id';

export async function backup(file: string, database: Database, storage: BlobStorage): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const dumpFile = `${file}.dump-partial`;
  try {
    const { rows, dump } = database.kind === 'postgres' ? await dumpPostgres(database.url!, dumpFile) : await dumpPglite(database, dumpFile);
    const blobs = rows.map((r) => ({ key: `${r.organization_id}/${r.id}`, size: r.size, sha256: r.sha256 }));
    const inArchive = storage.kind !== 'postgres';
    const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), database: database.kind, blobStore: storage.kind, blobs, inArchive };
    const tar = await TarWriter.create(partial);
    try {
      await tar.add(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      await tar.addStream(dump.name, (await stat(dumpFile)).size, createReadStream(dumpFile));
      if (inArchive) {
        for (const blob of blobs) {
          const stream = await storage.read(blob.key);
          // Deleted since the snapshot: its bytes are gone, and a backup naming them would not restore.
          if (!stream) throw new Error(`blob ${blob.key} was deleted while the backup ran; run the backup again`);
          await tar.addStream(`${BLOB_PREFIX}${blob.key}`, blob.size, stream);
        }
      }
      await tar.finish();
    } catch (error) {
      await tar.close();
      throw error;
    }
    await rename(partial, file);
    return { file, database: database.kind, blobs: blobs.length, bytes: (await stat(file)).size };
  } finally {
    await rm(partial, { force: true });
    await rm(dumpFile, { force: true });
  }
}

/** pg_dump and the blob list, both of one exported snapshot: writes meanwhile are in neither. */
async function dumpPostgres(url: string, dumpFile: string): Promise<{ rows: BlobRow[]; dump: { name: string } }> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await sql.begin('isolation level repeatable read read only', async (tx) => {
      const [{ snapshot }] = await tx<{ snapshot: string }[]>`select pg_export_snapshot() as snapshot`;
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--snapshot=${snapshot}`, `--file=${dumpFile}`, `--dbname=${libpqUrl(url)}`]);
      const rows = (await tx.unsafe(BLOB_ROWS)) as unknown as BlobRow[];
      return { rows, dump: { name: POSTGRES_DUMP } };
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function dumpPglite(database: Database, dumpFile: string): Promise<{ rows: BlobRow[]; dump: { name: string } }> {
  const rows = await database.query<BlobRow>(BLOB_ROWS);
  const image = await database.dumpImage!();
  await pipeline(Readable.fromWeb(image.stream() as never), createWriteStream(dumpFile));
  return { rows, dump: { name: PGLITE_DUMP } };
}

/** postgres.js options in the URL (`prepare`) mean nothing to libpq, which refuses them. */
function libpqUrl(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('prepare');
  return parsed.toString();
}

export interface RestoreTarget {
  /** PostgreSQL: an empty database. */
  url?: string;
  /** PGlite: an empty or absent data directory. */
  pgliteDir?: string;
  /** Opens the restored database (the caller's openDatabase, so its options apply). */
  openDatabase(): Promise<Database>;
  /** Where the restored blobs go (BLOB_STORE of the new installation). */
  storage(database: Database): Promise<BlobStorage>;
}

export interface RestoreSummary {
  database: Database['kind'];
  blobs: number;
}

/**
 * Restores a backup into an empty installation, then checks every blob: its bytes hash to the
 * SHA-256 its row records. The database is refused unless empty; nothing is merged.
 */
export async function restore(file: string, target: RestoreTarget): Promise<RestoreSummary> {
  const entries = await readTar(file);
  const entry = (name: string) => {
    const found = entries.get(name);
    if (!found) throw new Error(`${file} is not a Kontor backup: it has no ${name}`);
    return found;
  };
  const manifest = JSON.parse((await readAll(entry(MANIFEST).open())).toString('utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`${file} is a backup of format ${manifest.format}, which this version does not read`);
  if (manifest.database === 'postgres') {
    if (!target.url) throw new Error('this backup is of a PostgreSQL database: restore it with DATABASE_URL set to an empty database');
    await restorePostgres(target.url, entry(POSTGRES_DUMP));
  } else {
    if (!target.pgliteDir) throw new Error('this backup is of a PGlite data directory: restore it without DATABASE_URL, into an empty DATA_DIR');
    const { openDatabase } = await import('../../drizzle/client.ts');
    const image = new Blob([await readAll(entry(PGLITE_DUMP).open())]);
    const restored = await openDatabase({ dataDir: target.pgliteDir, image });
    await restored.close();
  }
  const database = await target.openDatabase();
  try {
    const storage = await target.storage(database);
    const source = manifest.inArchive ? null : new PostgresStorage(database);
    for (const blob of manifest.blobs) {
      if (!manifest.inArchive && storage.kind === 'postgres') {
        await checkStored(storage, blob);
        continue;
      }
      const bytes = manifest.inArchive ? entry(`${BLOB_PREFIX}${blob.key}`).open() : await source!.read(blob.key);
      if (!bytes) throw new Error(`blob ${blob.key} is missing from the backup`);
      const written = await storage.write(blob.key, bytes, { maxBytes: Number.POSITIVE_INFINITY });
      if (written.sha256 !== blob.sha256) throw new Error(`blob ${blob.key} does not hash to the SHA-256 its row records: the backup is damaged`);
    }
    // Bytes moved out of the database into another store are not kept twice.
    if (source && storage.kind !== 'postgres') await database.exec('truncate core.blob_chunks');
    return { database: manifest.database, blobs: manifest.blobs.length };
  } finally {
    await database.close();
  }
}

async function checkStored(storage: BlobStorage, blob: Manifest['blobs'][number]): Promise<void> {
  const stream = await storage.read(blob.key);
  if (!stream) throw new Error(`blob ${blob.key} is missing from the restored database`);
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  if (hash.digest('hex') !== blob.sha256) throw new Error(`blob ${blob.key} does not hash to the SHA-256 its row records: the backup is damaged`);
}

async function restorePostgres(url: string, dump: TarEntry): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [{ schemas }] = await sql<{ schemas: number }[]>`select count(*)::int as schemas from pg_namespace where nspname in ('core', 'drizzle')`;
    if (schemas > 0) throw new Error('the database of DATABASE_URL is not empty: restore into a new, empty database');
  } finally {
    await sql.end({ timeout: 5 });
  }
  // One transaction: a restore that fails leaves the database empty, to be tried again.
  await run('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${libpqUrl(url)}`], dump.open());
}

/** Runs a PostgreSQL client program; its error output becomes the error's message. */
function run(program: string, args: string[], stdin?: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: [stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${program} was not found: install the PostgreSQL client programs (of the server's major version or newer)`)
          : error,
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`))));
    if (stdin) pipeline(stdin, child.stdin!).catch(reject);
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// A plain ustar archive (`tar tf` lists it): 512-byte headers, contents padded to 512 bytes.
const BLOCK = 512;

function tarHeader(name: string, size: number): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`archive name too long: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'utf8');
  header.write('0000644\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  // Sizes past 8 GB in base-256 (the GNU extension every tar reads).
  if (size < 8 ** 11) header.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  else {
    header[124] = 0x80;
    header.writeBigUInt64BE(BigInt(size), 128 + 4);
  }
  header.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
  );
  header.write('        ', 148);
  header.write('0', 156);
  header.write('ustar\0' + '00', 257);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

function tarSize(header: Buffer): number {
  if (header[124] & 0x80) return Number(header.readBigUInt64BE(128 + 4));
  return Number.parseInt(header.toString('ascii', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
}

class TarWriter {
  private constructor(private readonly file: Awaited<ReturnType<typeof open>>) {}

  static async create(path: string): Promise<TarWriter> {
    return new TarWriter(await open(path, 'wx'));
  }

  async add(name: string, content: Buffer): Promise<void> {
    await this.addStream(name, content.length, Readable.from([content]));
  }

  /** Streams `size` bytes under the name; a source of another length is an error, not a short entry. */
  async addStream(name: string, size: number, source: Readable): Promise<void> {
    await this.file.write(tarHeader(name, size));
    let written = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        callback(written > size ? new Error(`${name} has more than the ${size} bytes recorded for it`) : null, chunk);
      },
    });
    const sink = this.file.createWriteStream({ autoClose: false, start: undefined });
    await pipeline(source, count, sink);
    if (written !== size) throw new Error(`${name} has ${written} bytes, not the ${size} recorded for it`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding) await this.file.write(Buffer.alloc(padding));
  }

  async finish(): Promise<void> {
    await this.file.write(Buffer.alloc(BLOCK * 2));
    await this.file.sync();
    await this.file.close();
  }

  async close(): Promise<void> {
    await this.file.close().catch(() => {});
  }
}

interface TarEntry {
  size: number;
  open(): Readable;
}

async function readTar(path: string): Promise<Map<string, TarEntry>> {
  const entries = new Map<string, TarEntry>();
  const file = await open(path, 'r');
  try {
    const { size: total } = await file.stat();
    const header = Buffer.alloc(BLOCK);
    for (let offset = 0; offset + BLOCK <= total; ) {
      await file.read(header, 0, BLOCK, offset);
      if (header.every((byte) => byte === 0)) break;
      const name = header.toString('utf8', 0, 100).replace(/\0.*$/s, '');
      const size = tarSize(header);
      const start = offset + BLOCK;
      entries.set(name, { size, open: () => (size === 0 ? Readable.from([]) : createReadStream(path, { start, end: start + size - 1 })) });
      offset = start + Math.ceil(size / BLOCK) * BLOCK;
    }
  } finally {
    await file.close();
  }
  return entries;
}
