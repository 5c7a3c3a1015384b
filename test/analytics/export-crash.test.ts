import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KontorProcess, STARTUP_MS, throwawayDatabase } from '../helpers/cluster.ts';
import { eventually } from '../helpers/eventually.ts';
import { Client, token } from '../helpers/platform.ts';

// An export whose process is killed (SIGKILL) while it writes: another process of the same
// installation takes the job up and completes it once. Always on PostgreSQL, the database
// several processes share (as in the distributed test).
const ROWS = 150_000;
let database: Awaited<ReturnType<typeof throwawayDatabase>>;
let dataDir: string;
const received: { jobCode: string; rowsWritten: number }[] = [];
const receiver = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    received.push(JSON.parse(body));
    res.end();
  });
});
let env: Record<string, string>;

beforeAll(async () => {
  database = await throwawayDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'kontor-crash-'));
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_POOL_SIZE: '3',
    // Small batches make the export slow enough to be caught running (JSON: the row path, which
    // reports progress as it goes, where COPY reports at the end); a short silence requeues.
    ANALYTICS_EXPORT_PAGE_ROWS: '50',
    ANALYTICS_EXPORT_STALE_SECONDS: '4',
    ANALYTICS_CALLBACK_ALLOW: `127.0.0.1:${(receiver.address() as AddressInfo).port}`,
  };
}, STARTUP_MS);

afterAll(async () => {
  receiver.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function serve(label: string): Promise<{ process: KontorProcess; url: string }> {
  const process = new KontorProcess(label, ['serve', '--port', '0'], env);
  const url = await process.announced(/Kontor listening on (http:\/\/\S+)/);
  return { process, url };
}

describe('an export job whose process dies', () => {
  it('is taken up by another process and completes once, with every row', async () => {
    const first = await serve('first process');
    const { stdout } = await promisify(execFile)(process.execPath, [resolve('bin/kontor.js'), 'bootstrap', '--email', 'crash@example.com', '--json'], {
      env: { ...process.env, ...env },
    });
    const credentials = JSON.parse(stdout);
    const issued = await token(first.url, {
      grant_type: 'refresh_token',
      refresh_token: credentials.refresh_token,
      client_id: credentials.client_id,
      client_secret: credentials.client_secret,
    });
    const admin = new Client(first.url, issued.body.access_token);
    const organizationId = (await admin.post('/books/v3/organizations', { name: 'Crash Ltd' })).body.organization.organization_id as string;
    const headers = { 'SVC-ANALYTICS-ORGID': organizationId };
    const api = (url: string) => new Client(url, issued.body.access_token);
    const ws = (await api(first.url).request('POST', '/restapi/v2/workspaces', { body: { workspaceName: 'Crash' }, headers })).body.data;
    const view = (
      await api(first.url).request('POST', `/restapi/v2/workspaces/${ws.workspaceId}/tables`, {
        body: { tableName: 'Orders', columns: [{ columnName: 'N', dataType: 'NUMBER' }] },
        headers,
      })
    ).body.data;
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      await sql`insert into analytics.view_rows (id, organization_id, view_id, values)
                select 5000000000000000 + g, ${organizationId}::bigint, ${view.viewId}::bigint, jsonb_build_object('N', g::text)
                from generate_series(1, ${ROWS}::int) g`;
      const created = await api(first.url).request('GET', `/restapi/v2/bulk/workspaces/${ws.workspaceId}/views/${view.viewId}/data`, {
        query: { CONFIG: JSON.stringify({ responseFormat: 'json', keyValueFormat: true, callbackUrl: `http://${env.ANALYTICS_CALLBACK_ALLOW}/done` }) },
        headers,
      });
      const jobId = created.body.data.jobId as string;
      await eventually(async () => {
        const [job] = await sql`select state, rows_written from analytics.export_jobs where id = ${jobId}`;
        return job.state === 1002 && job.rows_written > 0;
      }, 'the export to be running with rows written');
      first.process.child.kill('SIGKILL');

      const second = await serve('second process');
      try {
        const status = await eventually(
          async () => {
            const res = await api(second.url).request('GET', `/restapi/v2/bulk/workspaces/${ws.workspaceId}/exportjobs/${jobId}`, { headers });
            return res.body.data.jobCode === '1004' ? res.body.data : null;
          },
          'the export to be completed by the second process',
          240_000,
        );
        expect(status).toMatchObject({ jobCode: '1004', rowsWritten: ROWS });
        const file = await fetch(new URL(status.downloadUrl, second.url), {
          headers: { authorization: `Svc-oauthtoken ${issued.body.access_token}`, ...headers },
        });
        const rows = ((await file.json()) as { data: { N: number }[] }).data.map((row) => row.N);
        expect(rows).toHaveLength(ROWS);
        expect(new Set(rows).size).toBe(ROWS);
        // One completion: one callback, and one file kept for the job.
        await eventually(() => received.length > 0, 'the callback');
        await new Promise((done) => setTimeout(done, 2_000));
        expect(received).toEqual([expect.objectContaining({ jobId, jobCode: '1004', rowsWritten: ROWS })]);
        const [{ files }] = await sql`select count(*)::int as files from core.blobs where organization_id = ${organizationId}`;
        expect(files).toBe(1);
      } finally {
        await second.process.stop();
      }
    } finally {
      await sql.end();
      await first.process.stop();
    }
  }, 600_000);
});
