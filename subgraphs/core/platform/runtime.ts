import type { Database } from '../../../drizzle/client.ts';
import { type Clock, systemClock } from '../values/clock.ts';
import { BlobStore, DEFAULT_MAX_BLOB_BYTES, DirectoryStorage } from './blobs.ts';
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
  maxBlobBytes?: number;
  jobs?: JobsOptions;
  /** Default: the system clock; tests pass a ManualClock. */
  clock?: Clock;
}

export async function startRuntime(database: Database, options: RuntimeOptions): Promise<Runtime> {
  installModules(options.modules);
  const jobs = new Jobs(database, options.jobs);
  const runtime: Runtime = {
    database,
    jobs,
    clock: options.clock ?? systemClock,
    blobs: new BlobStore(database, new DirectoryStorage(options.blobDir), options.maxBlobBytes ?? DEFAULT_MAX_BLOB_BYTES),
  };
  await jobs.start(runtime, jobsOf(options.modules));
  return runtime;
}

/** Waits for running job handlers; leaves the database open for its owner to close. */
export async function stopRuntime(runtime: Runtime): Promise<void> {
  await runtime.jobs.stop();
}
