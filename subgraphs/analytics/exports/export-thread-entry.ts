/**
 * The worker side of `formatInThread` (export-thread.ts): reads the export's rows through a
 * cursor on a connection of its own, formats each batch and hands the bytes over, one chunk per
 * request from the job, so at most the chunks the job asked for exist at once.
 */
import { parentPort, workerData } from 'node:worker_threads';
import postgres from 'postgres';
import type { ThreadInput, ThreadMessage } from './export-thread.ts';
import { TEXT_FORMATS } from './export-formats.ts';

const input = workerData.input as ThreadInput;
const port = parentPort!;
let wanted = 0;
let wake: (() => void) | undefined;
port.on('message', () => {
  wanted += 1;
  wake?.();
});

async function send(message: ThreadMessage): Promise<void> {
  while (wanted === 0) await new Promise<void>((resolve) => (wake = resolve));
  wanted -= 1;
  port.postMessage(message, 'bytes' in message ? [message.bytes.buffer as ArrayBuffer] : []);
}

const encoder = new TextEncoder();
const chunk = (text: string, rows: number) => send({ bytes: encoder.encode(text), rows });
const sql = postgres(input.url, { max: 1, onnotice: () => {}, connection: { application_name: 'kontor-export' } });
try {
  const format = TEXT_FORMATS[input.context.config.responseFormat as keyof typeof TEXT_FORMATS](input.context);
  const width = input.context.columns.length;
  await chunk(format.head(), 0);
  for await (const rows of sql
    .unsafe(input.text, input.params as never[])
    .values()
    .cursor(input.batch) as AsyncIterable<(string | null)[][]>) {
    // The key is read last, to order by; the file does not show it.
    for (const row of rows) row.length = width;
    await chunk(format.rows(rows), rows.length);
  }
  await chunk(format.tail(), 0);
  await send({ done: true });
} catch (error) {
  await send({ error: error instanceof Error ? error.message : String(error) });
} finally {
  await sql.end({ timeout: 5 });
  port.close();
}
