import { customType, integer, primaryKey, text } from 'drizzle-orm/pg-core';
import { core } from './organizations.ts';

/** Raw bytes: a Buffer in TypeScript (PGlite hands back a Uint8Array, wrapped without a copy). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
  toDriver: (value) => value,
});

/**
 * The bytes of blobs kept in the database (BLOB_STORE=postgres), in numbered chunks under the
 * blob's storage key (`<organization>/<blob>`): a backup of the database then holds every file.
 * A blob of no bytes still has chunk 0, so "no chunk" always means "no blob".
 */
export const blobChunks = core.table(
  'blob_chunks',
  {
    key: text('key').notNull(),
    seq: integer('seq').notNull(),
    data: bytes('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.seq] })],
);
