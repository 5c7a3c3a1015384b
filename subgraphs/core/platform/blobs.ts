import { eq } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database, Executor } from '../../../drizzle/client.ts';
import { blobs } from '../../../drizzle/tables/core/blobs.ts';
import { KontorError } from '../values/errors.ts';
import { isId, newId } from '../values/ids.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/**
 * Files (attachments, receipts, exports): bytes in a BlobStorage, metadata in core.blobs.
 * A blob belongs to one organization; asked for by another it does not exist.
 */

export type BlobSource = Readable | AsyncIterable<Uint8Array>;

export interface BlobInfo {
  id: string;
  organizationId: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Hex SHA-256 of the bytes, computed while they streamed in. */
  sha256: string;
  createdAt: Date;
}

/**
 * Where the bytes live: a directory (DirectoryStorage), an S3-compatible bucket (S3Storage), or
 * rows of the database itself (PostgresStorage), chosen by BLOB_STORE (blob-storage.ts). Keys
 * are `<organization>/<blob>`; the store never renames.
 */
export interface BlobStorage {
  readonly kind: BlobStoreKind;
  /**
   * true when the bytes live in the database: write and remove then run in the transaction
   * they are given, the one that inserts or deletes the blob's row.
   */
  readonly transactional?: boolean;
  /** Streams the source under the key: the key holds every byte or none, also after a crash. */
  write(key: string, source: BlobSource, options: { maxBytes: number; executor?: Executor }): Promise<{ size: number; sha256: string }>;
  /** null when nothing is stored under the key. */
  read(key: string): Promise<Readable | null>;
  remove(key: string, executor?: Executor): Promise<void>;
}

export type BlobStoreKind = 'directory' | 's3' | 'postgres';

/**
 * Counts and hashes the bytes streaming through, and stops the stream with PAYLOAD_TOO_LARGE
 * past maxBytes: every storage writes through one.
 */
export function byteMeter(maxBytes: number): { transform: Transform; result(): { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(tooLarge(maxBytes));
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { transform, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/** Past maxBytes the upload stops, nothing is kept, and the client learns the limit. */
export function tooLarge(maxBytes: number): KontorError {
  return new KontorError('PAYLOAD_TOO_LARGE', `The file is larger than ${describeBytes(maxBytes)}, the most this upload accepts.`, {
    rule: `must be at most ${maxBytes} bytes`,
  });
}

function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

const KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

/** Keys are made here (`<organization>/<blob>`); anything else is a bug, never a path to follow. */
export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid blob key ${key}`);
  return key;
}

/** Blobs as files under a root directory, written to a temporary name and renamed into place. */
export class DirectoryStorage implements BlobStorage {
  readonly kind = 'directory';
  constructor(readonly root: string) {}

  private path(key: string): string {
    return join(this.root, checkKey(key));
  }

  async write(key: string, source: BlobSource, options: { maxBytes: number }): Promise<{ size: number; sha256: string }> {
    const target = this.path(key);
    // Inside the root, so the rename stays on one file system and is atomic.
    const temporary = join(this.root, '.partial', randomUUID());
    await mkdir(dirname(temporary), { recursive: true });
    const meter = byteMeter(options.maxBytes);
    try {
      // flush: fsync before close, so the renamed file never has fewer bytes than it claims.
      await pipeline(source, meter.transform, createWriteStream(temporary, { flags: 'wx', flush: true }));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await mkdir(dirname(target), { recursive: true });
    await rename(temporary, target);
    await syncDirectory(dirname(target));
    return meter.result();
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const file = await open(this.path(key), 'r');
      return file.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}

/** Makes a rename durable: without it a crash may forget the new name though the data is on disk. */
async function syncDirectory(path: string): Promise<void> {
  const directory = await open(path, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

export interface PutBlob {
  fileName: string;
  contentType: string;
  /** Overrides the store's limit for this upload. */
  maxBytes?: number;
}

export const DEFAULT_MAX_BLOB_BYTES = 10 * 1024 * 1024;

/**
 * Organization-scoped blobs. Bytes are stored before the metadata row is inserted and removed
 * after it is deleted, so a crash in between leaves at most an unreferenced file, never a row
 * without its bytes. Callers that reference a blob from a document put it first, then
 * reference it in their transaction, and delete a replaced blob after that commits.
 */
export class BlobStore {
  constructor(
    private readonly database: Database,
    readonly storage: BlobStorage,
    private readonly maxBytes = DEFAULT_MAX_BLOB_BYTES,
  ) {}

  async put(organizationId: string, source: BlobSource, blob: PutBlob): Promise<BlobInfo> {
    const id = newId();
    const key = keyOf(organizationId, id);
    const maxBytes = blob.maxBytes ?? this.maxBytes;
    if (this.storage.transactional) return this.putInOneTransaction(organizationId, id, source, blob, maxBytes);
    const { size, sha256 } = await this.storage.write(key, source, { maxBytes });
    try {
      const [row] = await this.database.db
        .insert(blobs)
        .values({ id, organizationId, fileName: blob.fileName, contentType: blob.contentType, size, sha256 })
        .returning();
      return row;
    } catch (error) {
      await this.storage.remove(key);
      throw error;
    }
  }

  /** Bytes and row commit together: a failed upload rolls both back. */
  private async putInOneTransaction(organizationId: string, id: string, source: BlobSource, blob: PutBlob, maxBytes: number): Promise<BlobInfo> {
    let attempts = 0;
    return this.database.db.transaction(async (tx) => {
      // A rerun after a deadlock (drizzle/client.ts) would read a stream already consumed.
      if (++attempts > 1) throw new Error('the upload was rolled back by a conflicting transaction and cannot be replayed; send it again');
      const { size, sha256 } = await this.storage.write(keyOf(organizationId, id), source, { maxBytes, executor: tx });
      const [row] = await tx.insert(blobs).values({ id, organizationId, fileName: blob.fileName, contentType: blob.contentType, size, sha256 }).returning();
      return row;
    });
  }

  async stat(organizationId: string, id: string): Promise<BlobInfo | null> {
    if (!isId(id) || !isId(organizationId)) return null;
    const [row] = await this.database.db
      .select()
      .from(blobs)
      .where(inOrg(blobs, organizationId, eq(blobs.id, id)));
    return row ?? null;
  }

  /** The blob and a stream of its bytes, or null when the organization has no such blob. */
  async get(organizationId: string, id: string): Promise<{ blob: BlobInfo; stream: Readable } | null> {
    const blob = await this.stat(organizationId, id);
    if (!blob) return null;
    const stream = await this.storage.read(keyOf(organizationId, id));
    if (!stream) throw new Error(`blob ${id} has metadata but its bytes are missing from storage`);
    return { blob, stream };
  }

  /** false when the organization has no such blob. */
  async delete(organizationId: string, id: string): Promise<boolean> {
    if (!isId(id) || !isId(organizationId)) return false;
    if (this.storage.transactional) {
      return this.database.db.transaction(async (tx) => {
        const deleted = await tx
          .delete(blobs)
          .where(inOrg(blobs, organizationId, eq(blobs.id, id)))
          .returning({ id: blobs.id });
        if (deleted.length) await this.storage.remove(keyOf(organizationId, id), tx);
        return deleted.length > 0;
      });
    }
    const deleted = await this.database.db
      .delete(blobs)
      .where(inOrg(blobs, organizationId, eq(blobs.id, id)))
      .returning({ id: blobs.id });
    if (!deleted.length) return false;
    await this.storage.remove(keyOf(organizationId, id));
    return true;
  }
}

export function keyOf(organizationId: string, id: string): string {
  return `${organizationId}/${id}`;
}
