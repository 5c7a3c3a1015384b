import { Worker } from 'node:worker_threads';
import { KontorError } from '../../core/values/errors.ts';
import type { FormatContext } from './export-formats.ts';

export interface ThreadInput {
  /** The PostgreSQL server's URL: the thread opens a connection of its own. */
  url: string;
  /** The rows' statement (`rowsStatement`) and its parameters. */
  text: string;
  params: unknown[];
  /** Rows per cursor batch, and so per chunk. */
  batch: number;
  context: FormatContext;
}

export type ThreadMessage = { bytes: Uint8Array; rows: number } | { done: true } | { error: string };

const entry = new URL('./export-thread-entry.ts', import.meta.url).href;

/**
 * A text export's bytes (CSV, JSON, XML, HTML) made in a worker thread whose heap is capped at
 * `heapMb`: reading and formatting a million rows allocates gigabytes of short-lived strings,
 * and in the platform's own heap V8 lets that garbage grow with the heap it already has (300 MB
 * for a 1,000,000-row JSON export). In a small heap of its own the collector keeps it small,
 * and the platform's event loop keeps serving requests while the rows are formatted. Each chunk
 * is asked for when the one before is taken, so one is prepared while the file writes another.
 */
export async function* formatInThread(input: ThreadInput, heapMb: number): AsyncGenerator<{ bytes: Uint8Array; rows: number }> {
  const worker = new Worker(new URL('../../core/platform/typescript-thread.mjs', import.meta.url), {
    workerData: { entry, input },
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.max(4, Math.floor(heapMb / 4)) },
  });
  const arrived: ThreadMessage[] = [];
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  worker.on('message', (message: ThreadMessage) => {
    arrived.push(message);
    notify();
  });
  worker.on('error', (error: Error & { code?: string }) => {
    // Rows too wide for the heap fail the job with the reason; a retry would fail the same way.
    failure =
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new KontorError(
            'INVALID_STATE',
            `A batch of ${input.batch} rows does not fit the export thread's ${heapMb} MB heap: lower ANALYTICS_EXPORT_PAGE_ROWS or raise ANALYTICS_EXPORT_THREAD_HEAP_MB.`,
          )
        : error;
    notify();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`the export thread exited (code ${code}) before the file was complete`);
    notify();
  });
  try {
    worker.postMessage('next');
    for (;;) {
      const message = arrived.shift();
      if (!message) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if ('error' in message) throw new Error(message.error);
      if ('done' in message) return;
      worker.postMessage('next');
      yield message;
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
  }
}
