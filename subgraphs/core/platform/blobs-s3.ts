import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type BlobSource, type BlobStorage, byteMeter, checkKey } from './blobs.ts';

/** S3's smallest part but the last: a file up to this size is one PUT, a larger one a multipart upload. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
export const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

export interface S3StorageOptions {
  bucket: string;
  /** Prepended to every key (`kontor/` keeps the platform's objects apart in a shared bucket). */
  prefix?: string;
  /** An S3-compatible server (MinIO, Ceph, R2, …); absent: AWS's endpoint for the region. */
  endpoint?: string;
  /** `bucket` in the path rather than the host name, as most S3-compatible servers want. */
  forcePathStyle?: boolean;
  region?: string;
  /** Absent: the SDK's chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, web identity, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** Multipart threshold and part size, at least MIN_PART_BYTES. */
  partBytes?: number;
}

/**
 * Blobs as objects of a bucket, for replicas that share no disk. A PUT, and a multipart upload's
 * completion, make an object appear whole or not at all, so a failed or oversized upload leaves
 * nothing: a single-part file is sent only after its last byte arrived, and a multipart upload
 * that fails is aborted (its parts deleted).
 */
export class S3Storage implements BlobStorage {
  readonly kind = 's3';
  readonly client: S3Client;
  readonly bucket: string;
  readonly prefix: string;
  private readonly partBytes: number;

  constructor(options: S3StorageOptions) {
    const partBytes = options.partBytes ?? DEFAULT_PART_BYTES;
    if (!Number.isInteger(partBytes) || partBytes < MIN_PART_BYTES) throw new Error(`the S3 part size must be a whole number of bytes from ${MIN_PART_BYTES}`);
    this.partBytes = partBytes;
    this.bucket = options.bucket;
    this.prefix = options.prefix ? options.prefix.replace(/\/*$/, '/') : '';
    this.client = new S3Client({
      region: options.region ?? 'us-east-1',
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where S3 requires them: S3-compatible servers often reject the newer
      // CRC headers, and the platform hashes every byte itself (SHA-256 in core.blobs).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  objectKey(key: string): string {
    return this.prefix + checkKey(key);
  }

  async write(key: string, source: BlobSource, options: { maxBytes: number }): Promise<{ size: number; sha256: string }> {
    const meter = byteMeter(options.maxBytes);
    const body = new PassThrough();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: body },
      partSize: this.partBytes,
      queueSize: 2,
      leavePartsOnError: false,
    });
    // The upload ends only when the body does; a failed source or the size limit destroys the
    // body first, and the upload fails with it (aborting a multipart upload under way).
    const [fed, sent] = await Promise.allSettled([pipeline(source, meter.transform, body), upload.done()]);
    if (fed.status === 'rejected') throw fed.reason;
    if (sent.status === 'rejected') throw sent.reason;
    return meter.result();
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return object.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}
