// s3rver ships no types: the part of its API the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string; configs?: string[] }[];
      resetOnClose?: boolean;
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
