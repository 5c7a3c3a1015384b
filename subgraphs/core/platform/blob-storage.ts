import type { Database } from '../../../drizzle/client.ts';
import { type BlobStorage, type BlobStoreKind, DirectoryStorage } from './blobs.ts';
import { PostgresStorage } from './blobs-postgres.ts';

type Env = Readonly<Record<string, string | undefined>>;

const KINDS: readonly BlobStoreKind[] = ['directory', 's3', 'postgres'];

/**
 * The blob storage the environment chooses (docs/operations.md, "Files"):
 * - BLOB_STORE=directory (default): files under BLOB_DIR (default `defaultDir`);
 * - BLOB_STORE=s3: objects in S3_BUCKET under S3_PREFIX, at S3_ENDPOINT with S3_FORCE_PATH_STYLE
 *   for an S3-compatible server, credentials and region from the standard AWS variables, uploads
 *   past S3_PART_MB (default 8) in parts of that size;
 * - BLOB_STORE=postgres: rows of the platform's own database.
 * The S3 client is loaded only when chosen.
 */
export async function blobStorageFromEnv(env: Env, database: Database, defaultDir: string): Promise<BlobStorage> {
  const kind = (env.BLOB_STORE?.trim() || 'directory') as BlobStoreKind;
  if (!KINDS.includes(kind)) throw new Error(`BLOB_STORE must be one of ${KINDS.join(', ')}, not "${env.BLOB_STORE}"`);
  if (kind === 'postgres') return new PostgresStorage(database);
  if (kind === 'directory') return new DirectoryStorage(env.BLOB_DIR || defaultDir);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('BLOB_STORE=s3 needs S3_BUCKET, the bucket the files go to');
  const { S3Storage } = await import('./blobs-s3.ts');
  return new S3Storage({
    bucket,
    prefix: env.S3_PREFIX,
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE),
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined,
    // Given here when set, so a test's environment object (not process.env) is the one read;
    // otherwise the SDK's chain finds them (AWS_PROFILE, web identity, instance role).
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, sessionToken: env.AWS_SESSION_TOKEN || undefined }
        : undefined,
    partBytes: partBytes(env.S3_PART_MB),
  });
}

function flag(name: string, text: string | undefined): boolean {
  if (text === undefined || text === '') return false;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new Error(`${name} must be true or false, not "${text}"`);
}

function partBytes(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 5) throw new Error(`S3_PART_MB must be a whole number of megabytes from 5 (S3's smallest part), not "${text}"`);
  return Number(text) * 1024 * 1024;
}
