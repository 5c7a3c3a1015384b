// The entry of a worker thread that runs one of the platform's TypeScript modules: a thread
// starts as plain JavaScript, so tsx's loader is registered first, as bin/kontor.js does, and
// then `workerData.entry` (a file URL) is imported.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
