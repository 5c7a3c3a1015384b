import type { Database } from '../../../drizzle/client.ts';
import { type Clock, systemClock } from '../values/clock.ts';
import { BlobStore, type BlobStorage, DEFAULT_MAX_BLOB_BYTES, DirectoryStorage } from './blobs.ts';
import { type JobRuntime, Jobs, type JobsOptions } from './jobs.ts';
import { type ModuleDescriptor, installModules, jobsOf } from './modules.ts';

/**
 * What a process owns and lends every request (through the subgraph context) and every job
 * handler: the database, the job queue, the blob store and the clock ("now" for every
 * business decision). The process that opened the database starts the runtime after
 * migrating and stops it before closing the database.
 */
export interface Runtime extends JobRuntime {}

export interface RuntimeOptions {
  /** The modules of the platform (subgraphs/index.ts): their registrations are installed and their jobs' queues created. */
  modules: readonly ModuleDescriptor[];
  /** Root of the blob directory. */
  blobDir: string;
  /** Where blobs live instead of blobDir (BLOB_STORE: blob-storage.ts), made once the database is open. */
  blobStorage?: BlobStorageFactory;
  maxBlobBytes?: number;
  jobs?: JobsOptions;
  /** Default: the system clock; tests pass a ManualClock. */
  clock?: Clock;
}

export type BlobStorageFactory = (database: Database) => BlobStorage | Promise<BlobStorage>;

export async function startRuntime(database: Database, options: RuntimeOptions): Promise<Runtime> {
  installModules(options.modules);
  const jobs = new Jobs(database, options.jobs);
  const storage = options.blobStorage ? await options.blobStorage(database) : new DirectoryStorage(options.blobDir);
  const runtime: Runtime = {
    database,
    jobs,
    clock: options.clock ?? systemClock,
    blobs: new BlobStore(database, storage, options.maxBlobBytes ?? DEFAULT_MAX_BLOB_BYTES),
  };
  await jobs.start(runtime, jobsOf(options.modules));
  return runtime;
}

/** Waits for running job handlers; leaves the database open for its owner to close. */
export async function stopRuntime(runtime: Runtime): Promise<void> {
  await runtime.jobs.stop();
}
