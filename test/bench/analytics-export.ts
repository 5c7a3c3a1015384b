/**
 * Export of a 1,000,000-row view as CSV (paged, and through COPY on PostgreSQL) and as JSON.
 *
 *   npx tsx test/bench/analytics-export.ts [--database pglite|postgres] [--rows 1000000]
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
  },
});
const ROWS = Number(args.rows);
const DATABASES = (args.database ?? ['pglite', 'postgres']) as ('pglite' | 'postgres')[];

async function run(database: 'pglite' | 'postgres') {
  if (database === 'postgres') process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  else delete process.env.TEST_DATABASE_URL;
  const platform = await startPlatform();
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
    // csv: the paged path (CRLF records); csv-copy: LF records, which PostgreSQL's COPY writes itself.
    const variants: [string, Record<string, unknown>][] = [
      ['csv', { responseFormat: 'csv' }],
      ['csv-copy', { responseFormat: 'csv', recordDelimiter: 1 }],
      ['json', { responseFormat: 'json' }],
    ];
    for (const [format, config] of variants) {
      global.gc?.();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 50);
      const started = performance.now();
      const created = await bare.request('GET', `/restapi/v2/bulk/workspaces/${ws.workspaceId}/views/${view.viewId}/data`, {
        query: { CONFIG: JSON.stringify(config) },
        headers,
      });
      const jobId = created.body.data.jobId;
      let firstRows: number | null = null;
      for (;;) {
        const [job] = await platform.database.query<{ state: number; rows_written: number; blob_id: string | null }>(
          'select state, rows_written, blob_id::text as blob_id from analytics.export_jobs where id = $1',
          [jobId],
        );
        if (firstRows === null && job.rows_written > 0) firstRows = performance.now() - started;
        if (job.state === 1003) throw new Error(`export failed: ${JSON.stringify(job)}`);
        if (job.state === 1004) {
          const seconds = (performance.now() - started) / 1000;
          clearInterval(sampler);
          const blob = await platform.app.runtime.blobs.stat(organizationId, job.blob_id!);
          results.push({
            database,
            format,
            rows: job.rows_written,
            seconds: Number(seconds.toFixed(2)),
            rowsPerSecond: Math.round(job.rows_written / seconds),
            firstRowsMs: firstRows === null ? null : Math.round(firstRows),
            fileMb: Number(((blob?.size ?? 0) / 1024 / 1024).toFixed(1)),
            rssGrowthMb: Math.round((peak - baseline) / 1024 / 1024),
          });
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
for (const database of DATABASES) all.push(...(await run(database)));
console.table(all);
console.log('firstRowsMs: time from the job request until the job first reported rows written (progress is written every 20,000 rows).');
