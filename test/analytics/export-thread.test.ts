import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetColumn } from '../../subgraphs/core/platform/datasets.ts';
import { parseConfig } from '../../subgraphs/analytics/exports/export-config.ts';
import { TEXT_FORMATS } from '../../subgraphs/analytics/exports/export-formats.ts';
import { type ThreadInput, formatInThread } from '../../subgraphs/analytics/exports/export-thread.ts';
import { throwawayDatabase } from '../helpers/cluster.ts';
import { eventually } from '../helpers/eventually.ts';

// The thread that formats text exports on PostgreSQL (on PGlite the rows are formatted in the
// job itself), so this file always runs on the machine's PostgreSQL, in a database of its own.
let database: Awaited<ReturnType<typeof throwawayDatabase>>;
let admin: postgres.Sql;

beforeAll(async () => {
  database = await throwawayDatabase();
  admin = postgres(database.url, { max: 1, onnotice: () => {} });
});

afterAll(async () => {
  await admin?.end();
  await database?.drop();
});

const columns: DatasetColumn[] = [
  { name: 'Id', type: 'integer' },
  { name: 'Name', type: 'text' },
];

function input(text: string, params: unknown[], responseFormat = 'json', batch = 1000): ThreadInput {
  const config = parseConfig(
    JSON.stringify({ responseFormat }),
    columns.map((c) => c.name),
  );
  return { url: database.url, text, params, batch, context: { columns, config, title: 'Rows', description: null } };
}

const ROWS_SQL = `select g::text as c0, case when g % 7 = 0 then null else 'name "' || g || '"' end as c1, g::text as k
                  from generate_series(1, $1::int) g order by g`;

async function collect(rows: AsyncIterable<{ bytes: Uint8Array; rows: number }>): Promise<{ text: string; rows: number; chunks: number }> {
  const parts: Buffer[] = [];
  let count = 0;
  for await (const chunk of rows) {
    parts.push(Buffer.from(chunk.bytes));
    count += chunk.rows;
  }
  return { text: Buffer.concat(parts).toString('utf8'), rows: count, chunks: parts.length };
}

describe('the export thread', () => {
  it('writes the same file as the formats do in the job, chunk by chunk, counting the rows', async () => {
    for (const format of ['json', 'csv', 'xml', 'html'] as const) {
      const made = await collect(formatInThread(input(ROWS_SQL, [12_345], format), 32));
      const expected = TEXT_FORMATS[format](input(ROWS_SQL, [12_345], format).context);
      const all = Array.from({ length: 12_345 }, (_, i) => [String(i + 1), (i + 1) % 7 === 0 ? null : `name "${i + 1}"`]);
      expect(made.text, format).toBe(expected.head() + expected.rows(all) + expected.tail());
      expect(made.rows).toBe(12_345);
      // The head, one chunk per batch of 1,000 rows, the tail.
      expect(made.chunks).toBe(15);
    }
  });

  it('ends the thread and closes its connection when the job stops reading', async () => {
    for await (const chunk of formatInThread(input(ROWS_SQL, [100_000]), 32)) {
      if (chunk.rows > 0) break;
    }
    const open = async () =>
      (await admin`select count(*)::int as n from pg_stat_activity where application_name = 'kontor-export' and datname = current_database()`)[0].n;
    await eventually(async () => (await open()) === 0, 'the thread’s connection to close');
  });

  it('fails with the database’s reason when the statement fails', async () => {
    await expect(
      collect(formatInThread(input('select (1 / (g - 3))::text as c0, null as c1, g::text as k from generate_series(1, 5) g', []), 32)),
    ).rejects.toThrow('division by zero');
  });

  it('fails with the settings to change when a batch of rows does not fit its heap', async () => {
    const wide = `select g::text as c0, repeat('x', 1000000) as c1, g::text as k from generate_series(1, 200) g`;
    await expect(collect(formatInThread(input(wide, [], 'json', 200), 16))).rejects.toMatchObject({
      extensions: { code: 'INVALID_STATE' },
      message: expect.stringContaining('ANALYTICS_EXPORT_THREAD_HEAP_MB'),
    });
  });
});
