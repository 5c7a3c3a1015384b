import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3Storage } from '../../subgraphs/core/platform/blobs-s3.ts';
import { SCRATCH_ENV } from './database.ts';

export const TEST_BUCKET = 'kontor-test';

/**
 * A real S3-protocol server for one test file (s3rver, files in a temporary directory, a free
 * port), as smtp-server is the mail peer: the environment a platform would be given to use it.
 */
export async function startS3(): Promise<{ env: Record<string, string>; keys(storage: S3Storage): Promise<string[]>; stop(): Promise<void> }> {
  const directory = mkdtempSync(join(process.env[SCRATCH_ENV] ?? tmpdir(), 'kontor-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  return {
    env: {
      BLOB_STORE: 's3',
      S3_BUCKET: TEST_BUCKET,
      S3_PREFIX: 'kontor',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PART_MB: '5',
      AWS_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** Every object under the storage's prefix and every multipart upload left open: what a failed write must not leave. */
    async keys(storage) {
      const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: storage.prefix }));
      const open = await storage.client.send(new ListMultipartUploadsCommand({ Bucket: storage.bucket })).catch(() => ({ Uploads: [] }));
      return [...(listed.Contents ?? []).map((o) => o.Key!.slice(storage.prefix.length)), ...(open.Uploads ?? []).map((u) => `(open upload) ${u.Key}`)].sort();
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
