/**
 * Export of a 1,000,000-row view as CSV (through COPY on PostgreSQL, and down the row path) and as JSON.
 *
 *   npx tsx test/bench/analytics-export.ts [--database pglite|postgres] [--rows 1000000] [--format csv|csv-lf|csv-rows|json]
 *
 * Seeds a table view of the given size (five typed columns) with one INSERT … SELECT, then
 * runs an export job per format through REST and reports rows per second from the job's
 * creation to its completion, the time until the job reported its first rows written (time
 * to first byte of the file), the file's size, and the process's peak RSS growth during the
 * export (the platform runs in this process).
 */
import { parseArgs } from 'node:util';
import { Client } from '../helpers/platform.ts';
import { startPlatform } from '../helpers/platform.ts';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', multiple: true },
    rows: { type: 'string', default: '1000000' },
    format: { type: 'string', multiple: true },
  },
});
const ROWS = Number(args.rows);
const STALL_MS = 180_000;
const DATABASES = (args.database ?? ['pglite', 'postgres']) as ('pglite' | 'postgres')[];

async function run(database: 'pglite' | 'postgres') {
  if (database === 'postgres') process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  else delete process.env.TEST_DATABASE_URL;
  const platform = await startPlatform({ separate: true });
  const results = [];
  try {
    const { client, organizationId } = await platform.tenant();
    const bare = new Client(client.baseUrl, client.token);
    const headers = { 'SVC-ANALYTICS-ORGID': organizationId };
    const ws = (await bare.request('POST', '/restapi/v2/workspaces', { body: { workspaceName: 'Bench' }, headers })).body.data;
    const view = (
      await bare.request('POST', `/restapi/v2/workspaces/${ws.workspaceId}/tables`, {
        body: {
          tableName: 'Orders',
          columns: [
            { columnName: 'Region', dataType: 'PLAIN' },
            { columnName: 'Amount', dataType: 'DECIMAL_NUMBER' },
            { columnName: 'Units', dataType: 'NUMBER' },
            { columnName: 'Day', dataType: 'DATE' },
            { columnName: 'Paid', dataType: 'BOOLEAN' },
          ],
        },
        headers,
      })
    ).body.data;
    const seeded = Date.now();
    await platform.database.query(
      `insert into analytics.view_rows (id, organization_id, view_id, values)
       select 4000000000000000 + g, $1::bigint, $2::bigint,
              jsonb_build_object('Region', (array['East','West','North','South'])[1 + g % 4], 'Amount', ((g % 100000) / 100.0)::text,
                                 'Units', (g % 50)::text, 'Day', (date '2026-01-01' + (g % 365))::text, 'Paid', g % 2 = 0)
       from generate_series(1, $3::int) g`,
      [organizationId, view.viewId, ROWS],
    );
    console.log(`${database}: seeded ${ROWS} rows in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    // PGlite runs the seeding INSERT on this thread, so the server's idle-connection timers could
    // not fire for minutes: let them close the client's stale keep-alive socket before it is reused.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // csv: the default file (CRLF records), through COPY on PostgreSQL, record ends rewritten;
    // csv-lf: LF records, COPY's bytes untouched; csv-rows: criteria that keep every row, which
    // send the export down the row path (a cursor on PostgreSQL, pages on PGlite), as JSON goes.
    const variants: [string, Record<string, unknown>][] = [
      ['csv', { responseFormat: 'csv' }],
      ['csv-lf', { responseFormat: 'csv', recordDelimiter: 1 }],
      ['csv-rows', { responseFormat: 'csv', criteria: '"Units" >= 0' }],
      ['json', { responseFormat: 'json' }],
    ];
    for (const [format, config] of variants.filter(([name]) => !args.format || args.format.includes(name))) {
      global.gc?.();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      let heapAtPeak = 0;
      const sampler = setInterval(() => {
        const usage = process.memoryUsage();
        if (usage.rss > peak) [peak, heapAtPeak] = [usage.rss, usage.heapTotal];
      }, 50);
      const heapBaseline = process.memoryUsage().heapTotal;
      const started = performance.now();
      const created = await bare.request('GET', `/restapi/v2/bulk/workspaces/${ws.workspaceId}/views/${view.viewId}/data`, {
        query: { CONFIG: JSON.stringify(config) },
        headers,
      });
      const jobId = created.body.data.jobId;
      let firstRows: number | null = null;
      // A job that writes nothing new for this long has stalled: the bench fails, saying where.
      let lastRows = -1;
      let lastChange = performance.now();
      for (;;) {
        const [job] = await platform.database.query<{ state: number; rows_written: number; blob_id: string | null }>(
          'select state, rows_written, blob_id::text as blob_id from analytics.export_jobs where id = $1',
          [jobId],
        );
        if (firstRows === null && job.rows_written > 0) firstRows = performance.now() - started;
        if (job.state === 1003) throw new Error(`${database} ${format}: export failed: ${JSON.stringify(job)}`);
        if (job.rows_written !== lastRows) [lastRows, lastChange] = [job.rows_written, performance.now()];
        else if (performance.now() - lastChange > STALL_MS)
          throw new Error(`${database} ${format}: the export stalled at ${job.rows_written} rows (state ${job.state}) for ${STALL_MS / 1000} s`);
        if (job.state === 1004) {
          const seconds = (performance.now() - started) / 1000;
          clearInterval(sampler);
          const blob = await platform.app.runtime.blobs.stat(organizationId, job.blob_id!);
          const result = {
            database,
            format,
            rows: job.rows_written,
            seconds: Number(seconds.toFixed(2)),
            rowsPerSecond: Math.round(job.rows_written / seconds),
            firstRowsMs: firstRows === null ? null : Math.round(firstRows),
            fileMb: Number(((blob?.size ?? 0) / 1024 / 1024).toFixed(1)),
            rssGrowthMb: Math.round((peak - baseline) / 1024 / 1024),
            heapGrowthMb: Math.round((Math.max(heapAtPeak, heapBaseline) - heapBaseline) / 1024 / 1024),
          };
          console.log(JSON.stringify(result));
          results.push(result);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await platform.stop();
  }
  return results;
}

const all = [];
try {
  for (const database of DATABASES) all.push(...(await run(database)));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
console.table(all);
console.log('firstRowsMs: time from the job request until the job first reported rows written (progress is written every 20,000 rows).');
