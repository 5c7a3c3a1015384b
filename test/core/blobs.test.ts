import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../drizzle/client.ts';
import { blobStorageFromEnv } from '../../subgraphs/core/platform/blob-storage.ts';
import { BlobStore, type BlobStoreKind } from '../../subgraphs/core/platform/blobs.ts';
import type { S3Storage } from '../../subgraphs/core/platform/blobs-s3.ts';
import { ERRORS, KontorError } from '../../subgraphs/core/values/errors.ts';
import { newId } from '../../subgraphs/core/values/ids.ts';
import { freshDatabase } from '../helpers/database.ts';
import { startS3 } from '../helpers/s3.ts';

/**
 * The blob store's promises hold whichever storage BLOB_STORE chooses: a directory, an S3 bucket
 * (a real S3-protocol server, s3rver, with 5 MB parts so the large file goes up in parts), or
 * chunk rows of the database.
 */
let database: Database;
let drop: () => Promise<void>;
let root: string;
let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await database.migrate();
  root = mkdtempSync(join(tmpdir(), 'kontor-blobs-test-'));
  s3 = await startS3();
});
afterAll(async () => {
  await drop?.();
  await s3?.stop();
  rmSync(root, { recursive: true, force: true });
});

const MB = 1024 * 1024;

/** `size` bytes of a pattern in 64 KB chunks, with the SHA-256 they should hash to. */
function bytes(size: number): { stream: () => Readable; sha256: string } {
  const chunk = Buffer.alloc(64 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 31 + 7) % 251;
  const hash = createHash('sha256');
  for (let sent = 0; sent < size; sent += chunk.length) hash.update(chunk.subarray(0, Math.min(chunk.length, size - sent)));
  return {
    sha256: hash.digest('hex'),
    stream: () =>
      Readable.from(
        (function* () {
          for (let sent = 0; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, size - sent));
        })(),
      ),
  };
}

async function read(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { size, sha256: hash.digest('hex') };
}

/** Every file under the root, leftovers of failed writes included. */
function directoryFiles(): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

async function chunkKeys(): Promise<string[]> {
  const rows = await database.query<{ key: string; chunks: number }>('select key, count(*)::int as chunks from core.blob_chunks group by key order by key');
  return rows.map((r) => `${r.key} (${r.chunks} chunks)`);
}

async function rowCount(): Promise<number> {
  const [{ count }] = await database.query<{ count: number }>('select count(*)::int as count from core.blobs');
  return count;
}

describe.each<BlobStoreKind>(['directory', 's3', 'postgres'])('blob store in %s', (kind) => {
  let store: BlobStore;
  /** What the storage holds, leftovers of failed writes included. */
  let files: () => Promise<string[]>;
  beforeAll(async () => {
    const storage = await blobStorageFromEnv(kind === 's3' ? s3.env : { BLOB_STORE: kind }, database, root);
    expect(storage.kind).toBe(kind);
    store = new BlobStore(database, storage, 8 * 1024 * 1024);
    files = kind === 'directory' ? async () => directoryFiles() : kind === 's3' ? () => s3.keys(storage as S3Storage) : chunkKeys;
  });

  it('streams a multi-megabyte file in and out with its size and SHA-256', async () => {
    const org = newId();
    const source = bytes(5 * MB + 123);
    const blob = await store.put(org, source.stream(), { fileName: 'scan.pdf', contentType: 'application/pdf' });
    expect(blob).toMatchObject({ organizationId: org, fileName: 'scan.pdf', contentType: 'application/pdf', size: 5 * MB + 123, sha256: source.sha256 });
    expect(blob.id).toMatch(/^\d+$/);
    expect(blob.createdAt).toBeInstanceOf(Date);

    expect(await store.stat(org, blob.id)).toEqual(blob);
    const got = await store.get(org, blob.id);
    expect(got?.blob).toEqual(blob);
    expect(await read(got!.stream)).toEqual({ size: 5 * MB + 123, sha256: source.sha256 });
    expect((await files()).join('\n')).toContain(`${org}/${blob.id}`);
  });

  it('aborts an upload past the size limit with PAYLOAD_TOO_LARGE and keeps nothing', async () => {
    const org = newId();
    const before = { rows: await rowCount(), files: await files() };
    const error = await store
      .put(org, bytes(3 * MB).stream(), { fileName: 'big.xlsx', contentType: 'application/octet-stream', maxBytes: 1 * MB })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KontorError);
    expect((error as KontorError).extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(ERRORS.PAYLOAD_TOO_LARGE).toMatchObject({ code: 7, status: 413 });
    expect((error as KontorError).message).toBe('The file is larger than 1 MB, the most this upload accepts.');
    expect(await rowCount()).toBe(before.rows);
    expect(await files()).toEqual(before.files);

    const store8 = await store
      .put(org, bytes(8 * MB + 1).stream(), { fileName: 'over-default.bin', contentType: 'application/octet-stream' })
      .catch((e: unknown) => e);
    expect((store8 as KontorError).message).toBe('The file is larger than 8 MB, the most this upload accepts.');

    const exact = await store.put(org, bytes(1 * MB).stream(), { fileName: 'exact.bin', contentType: 'application/octet-stream', maxBytes: 1 * MB });
    expect(exact.size).toBe(1 * MB);
  });

  it('keeps nothing of a source that fails halfway', async () => {
    const org = newId();
    const before = { rows: await rowCount(), files: await files() };
    const broken = Readable.from(
      (function* () {
        yield Buffer.alloc(256 * 1024, 1);
        throw new Error('the client went away');
      })(),
    );
    await expect(store.put(org, broken, { fileName: 'cut.pdf', contentType: 'application/pdf' })).rejects.toThrow('the client went away');
    expect(await rowCount()).toBe(before.rows);
    expect(await files()).toEqual(before.files);
  });

  it('keeps a file of no bytes, and reads it back empty', async () => {
    const org = newId();
    const blob = await store.put(org, Readable.from([]), { fileName: 'empty.txt', contentType: 'text/plain' });
    expect(blob).toMatchObject({ size: 0, sha256: createHash('sha256').digest('hex') });
    expect(await read((await store.get(org, blob.id))!.stream)).toEqual({ size: 0, sha256: blob.sha256 });
  });

  it('hides a blob from every other organization', async () => {
    const [owner, stranger] = [newId(), newId()];
    const blob = await store.put(owner, Readable.from([Buffer.from('receipt')]), { fileName: 'receipt.png', contentType: 'image/png' });

    expect(await store.stat(stranger, blob.id)).toBeNull();
    expect(await store.get(stranger, blob.id)).toBeNull();
    expect(await store.delete(stranger, blob.id)).toBe(false);
    expect(await store.stat(owner, 'not-an-id')).toBeNull();
    expect(await store.stat(owner, newId())).toBeNull();

    expect(await read((await store.get(owner, blob.id))!.stream)).toMatchObject({ size: 7 });
    expect(await store.delete(owner, blob.id)).toBe(true);
    expect(await store.get(owner, blob.id)).toBeNull();
    expect(await store.delete(owner, blob.id)).toBe(false);
    expect((await files()).join('\n')).not.toContain(`${owner}/${blob.id}`);
  });
});
