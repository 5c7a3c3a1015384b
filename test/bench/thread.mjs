// A worker thread runs plain JavaScript: register tsx's loader first, as bin/kontor.js does.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
