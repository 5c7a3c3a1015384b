import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TextWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSealed, openSecret } from '../../subgraphs/core/platform/secrets.ts';
import { parse as parseCsv } from 'csv-parse/sync';
import { subscribe } from '../../subgraphs/core/platform/events.ts';
import { customer, invoice, item, pay } from '../accounting/invoice-fixtures.ts';
import { eventually } from '../helpers/eventually.ts';
import { Client, type Platform, type Response, startPlatform } from '../helpers/platform.ts';

let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform();
});

afterAll(async () => {
  await platform?.stop();
});

/** Analytics names its organization in SVC-ANALYTICS-ORGID and answers in its own envelope. */
function analytics(client: Client, organizationId: string) {
  const bare = new Client(client.baseUrl, client.token);
  const headers = { 'SVC-ANALYTICS-ORGID': organizationId };
  return {
    get: (path: string, query?: Record<string, string>) => bare.request('GET', `/restapi/v2${path}`, { query, headers }),
    post: (path: string, body?: unknown) => bare.request('POST', `/restapi/v2${path}`, { body, headers }),
    raw: (path: string) => fetch(new URL(`/restapi/v2${path}`, client.baseUrl), { headers: { authorization: `Svc-oauthtoken ${client.token}`, ...headers } }),
  };
}

function described(res: Response): string {
  return `${res.method} ${res.path} answered ${res.status} ${JSON.stringify(res.body)}`;
}

function expectSuccess(res: Response, summary?: string) {
  expect({ status: res.status, envelope: res.body?.status }, described(res)).toEqual({ status: 200, envelope: 'success' });
  if (summary) expect(res.body.summary).toBe(summary);
  return res.body.data;
}

function expectFail(res: Response, errorCode: number, status: number) {
  expect({ status: res.status, envelope: res.body?.status, errorCode: res.body?.data?.errorCode }, described(res)).toEqual({
    status,
    envelope: 'failure',
    errorCode,
  });
  expect(typeof res.body.summary).toBe('string');
  expect(typeof res.body.data.errorMessage).toBe('string');
  return res.body.data.errorMessage as string;
}

async function tenant() {
  const t = await platform.tenant();
  return { ...t, api: analytics(t.client, t.organizationId) };
}

async function tableWithRows(api: ReturnType<typeof analytics>, rows: Record<string, unknown>[]) {
  const ws = expectSuccess(await api.post('/workspaces', { workspaceName: `Sales ${Math.random().toString(36).slice(2, 8)}` }));
  const table = expectSuccess(
    await api.post(`/workspaces/${ws.workspaceId}/tables`, {
      tableName: 'Orders',
      description: 'Orders by region',
      columns: [
        { columnName: 'Region', dataType: 'PLAIN' },
        { columnName: 'Amount', dataType: 'DECIMAL_NUMBER' },
        { columnName: 'Units', dataType: 'NUMBER' },
        { columnName: 'Day', dataType: 'DATE' },
        { columnName: 'Paid', dataType: 'BOOLEAN' },
      ],
    }),
  );
  if (rows.length) expectSuccess(await api.post(`/workspaces/${ws.workspaceId}/views/${table.viewId}/rows`, { rows }));
  return { workspaceId: ws.workspaceId as string, viewId: table.viewId as string };
}

const ORDERS = [
  { Region: 'East', Amount: '150.25', Units: 3, Day: '2026-01-05', Paid: true },
  { Region: 'West', Amount: 99.5, Units: 1, Day: '2026-01-06', Paid: false },
  { Region: 'East', Amount: '80', Units: 2, Day: '2026-02-01', Paid: false },
  { Region: 'North, "upper"', Amount: '1000.10', Units: 10, Day: '2026-03-01', Paid: true },
];

async function exportOf(api: ReturnType<typeof analytics>, workspaceId: string, viewId: string, config: Record<string, unknown>) {
  const created = expectSuccess(
    await api.get(`/bulk/workspaces/${workspaceId}/views/${viewId}/data`, { CONFIG: JSON.stringify(config) }),
    'Create bulk export job',
  );
  const jobId = created.jobId as string;
  const details = await eventually(async () => {
    const res = await api.get(`/bulk/workspaces/${workspaceId}/exportjobs/${jobId}`);
    const data = expectSuccess(res, 'Fetch export job info');
    return data.jobCode === '1004' || data.jobCode === '1003' ? data : null;
  }, `export job ${jobId} to finish`);
  return { jobId, details };
}

describe('analytics envelope', () => {
  it('answers a missing token, a missing organization and an unknown path in its own failure shape', async () => {
    const { client, organizationId } = await tenant();
    const anonymous = await fetch(new URL('/restapi/v2/workspaces', client.baseUrl), { headers: { 'SVC-ANALYTICS-ORGID': organizationId } });
    const body = await anonymous.json();
    expect(anonymous.status).toBe(401);
    expect(body).toMatchObject({ status: 'failure', summary: 'INVALID_OAUTHTOKEN', data: { errorCode: 8535 } });
    // A route of one organization's data needs the header; the workspace list reads every organization's without it.
    const noOrg = await new Client(client.baseUrl, client.token).request('POST', '/restapi/v2/workspaces', { body: { workspaceName: 'Nowhere' } });
    expectFail(noOrg, 8516, 400);
    const unknown = await analytics(client, organizationId).get('/nothing-here');
    expectFail(unknown, 7005, 404);
  });

  it('takes every call as the family analytics client sends it: the parameters as JSON in CONFIG, no body', async () => {
    const { client, organizationId, api } = await tenant();
    // The client's request form: method, path and ?CONFIG=<url-encoded JSON>, no body, no content type.
    const sdk = async (method: string, path: string, config?: Record<string, unknown>) => {
      const url = new URL(`/restapi/v2${path}`, client.baseUrl);
      if (config && Object.keys(config).length) url.searchParams.set('CONFIG', JSON.stringify(config));
      const res = await fetch(url, { method, headers: { authorization: `Svc-oauthtoken ${client.token}`, 'SVC-ANALYTICS-ORGID': organizationId } });
      return { status: res.status, body: (await res.json()) as any, headers: res.headers, method, path: `${url.pathname}${url.search}` };
    };
    const ws = expectSuccess(await sdk('POST', '/workspaces', { workspaceName: 'Client Made', workspaceDesc: 'through CONFIG' }), 'Create workspace');
    const table = expectSuccess(
      await sdk('POST', `/workspaces/${ws.workspaceId}/tables`, { tableName: 'Leads', columns: [{ columnName: 'Name', dataType: 'PLAIN' }] }),
    );
    expectSuccess(await sdk('POST', `/workspaces/${ws.workspaceId}/views/${table.viewId}/rows`, { rows: [{ Name: 'Ada' }] }));
    const views = expectSuccess(await sdk('GET', `/workspaces/${ws.workspaceId}/views`));
    expect(views.views.map((v: { viewName: string }) => v.viewName)).toEqual(['Leads']);
    const job = expectSuccess(await sdk('GET', `/bulk/workspaces/${ws.workspaceId}/views/${table.viewId}/data`, { responseFormat: 'json' }));
    expect(job.jobId).toMatch(/^\d+$/);
    expect(expectSuccess(await api.get('/workspaces')).ownedWorkspaces.map((w: { workspaceName: string }) => w.workspaceName)).toEqual(['Client Made']);

    expect(expectFail(await sdk('POST', '/workspaces', { workspaceDesc: 'no name' }), 8504, 400)).toContain('workspaceName');
    expect(expectFail(await sdk('GET', `/workspaces/${ws.workspaceId}/views`, { keyword: 'Le' }), 8504, 400)).toContain('keyword');
    const url = new URL('/restapi/v2/workspaces', client.baseUrl);
    url.searchParams.set('CONFIG', '{"workspaceName":');
    const broken = await fetch(url, { method: 'POST', headers: { authorization: `Svc-oauthtoken ${client.token}`, 'SVC-ANALYTICS-ORGID': organizationId } });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as any).data.errorMessage).toContain('CONFIG');
  });

  it('refuses a token without an SvcAnalytics scope', async () => {
    const { organizationId } = await tenant();
    const other = await platform.tenant({ scope: 'SvcBooks.fullaccess.all' });
    const res = await analytics(other.client, other.organizationId).get('/workspaces');
    expectFail(res, 8534, 403);
    expect(organizationId).toBeTruthy();
  });
});

describe('workspaces and views', () => {
  it('creates and lists workspaces, tables and query views; other organizations see none of them', async () => {
    const { api } = await tenant();
    const ws = expectSuccess(await api.post('/workspaces', { workspaceName: 'Finance', workspaceDesc: 'Money' }), 'Create workspace');
    expect(ws.workspaceId).toMatch(/^\d+$/);
    const dup = await api.post('/workspaces', { workspaceName: 'Finance' });
    expectFail(dup, 7111, 400);
    const list = expectSuccess(await api.get('/workspaces'));
    expect(list.ownedWorkspaces.map((w: { workspaceName: string }) => w.workspaceName)).toEqual(['Finance']);
    expect(list.sharedWorkspaces).toEqual([]);

    const datasets = expectSuccess(await api.get('/datasets')).datasets.map((d: { name: string }) => d.name);
    expect(datasets).toEqual(
      expect.arrayContaining([
        'accounting.invoices',
        'accounting.invoice_lines',
        'accounting.items',
        'accounting.contacts',
        'core.ledger_lines',
        'inventory.stock_movements',
      ]),
    );

    const view = expectSuccess(
      await api.post(`/workspaces/${ws.workspaceId}/views`, {
        viewName: 'Big invoices',
        dataset: 'accounting.invoices',
        criteria: '"Total" > 100',
        columns: ['Invoice Number', 'Total'],
      }),
    );
    const badDataset = await api.post(`/workspaces/${ws.workspaceId}/views`, { viewName: 'x', dataset: 'accounting.nothing' });
    expect(expectFail(badDataset, 8504, 400)).toContain('dataset');
    const badCriteria = await api.post(`/workspaces/${ws.workspaceId}/views`, { viewName: 'y', dataset: 'accounting.invoices', criteria: '"Total" >' });
    expect(expectFail(badCriteria, 8504, 400)).toMatch(/criteria.*position 10/);

    const views = expectSuccess(await api.get(`/workspaces/${ws.workspaceId}/views`)).views;
    expect(views).toEqual([
      expect.objectContaining({
        viewId: view.viewId,
        viewName: 'Big invoices',
        viewType: 'QueryTable',
        dataset: 'accounting.invoices',
        columns: [
          { columnName: 'Invoice Number', dataType: 'PLAIN' },
          { columnName: 'Total', dataType: 'DECIMAL_NUMBER' },
        ],
      }),
    ]);

    const stranger = await tenant();
    expectFail(await stranger.api.get(`/workspaces/${ws.workspaceId}/views`), 7103, 404);
    expect(expectSuccess(await stranger.api.get('/workspaces')).ownedWorkspaces).toEqual([]);
  });

  it('checks every row value against its column type, all rows or none', async () => {
    const { api } = await tenant();
    const { workspaceId, viewId } = await tableWithRows(api, []);
    const bad = await api.post(`/workspaces/${workspaceId}/views/${viewId}/rows`, { rows: [ORDERS[0], { ...ORDERS[1], Units: 'many' }] });
    expect(expectFail(bad, 8504, 400)).toBe('Invalid value passed for rows[1].Units: must be a whole number.');
    const unknown = await api.post(`/workspaces/${workspaceId}/views/${viewId}/rows`, { rows: [{ Regoin: 'East' }] });
    expect(expectFail(unknown, 8504, 400)).toContain('Regoin');
    const added = expectSuccess(await api.post(`/workspaces/${workspaceId}/views/${viewId}/rows`, { rows: ORDERS }), 'Add rows');
    expect(added).toMatchObject({ rowsAdded: 4, columns: ['Region', 'Amount', 'Units', 'Day', 'Paid'] });
    expect(added.rows[0]).toEqual({ Region: 'East', Amount: '150.25', Units: '3', Day: '2026-01-05', Paid: true });
  });
});

describe('export jobs', () => {
  it('exports a table as CSV, JSON, XML and HTML, filtered by criteria, and only its creator reads it', async () => {
    const { api, client, organizationId } = await tenant();
    const { workspaceId, viewId } = await tableWithRows(api, ORDERS);

    const csv = await exportOf(api, workspaceId, viewId, { responseFormat: 'csv' });
    expect(csv.details).toMatchObject({ jobId: csv.jobId, jobCode: '1004', jobStatus: 'JOB COMPLETED', rowsWritten: 4 });
    // Absolute, on the address and port the server listens on (no PUBLIC_URL set): fetched as it is.
    expect(csv.details.downloadUrl).toBe(`${platform.url}/restapi/v2/bulk/workspaces/${workspaceId}/exportjobs/${csv.jobId}/data`);
    expect(Number(csv.details.expiryTime)).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);
    const file = await fetch(csv.details.downloadUrl, { headers: { authorization: `Svc-oauthtoken ${client.token}`, 'SVC-ANALYTICS-ORGID': organizationId } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    const records = parseCsv(await file.text(), { columns: true });
    expect(records).toEqual([
      { Region: 'East', Amount: '150.25', Units: '3', Day: '2026-01-05', Paid: 'true' },
      { Region: 'West', Amount: '99.5', Units: '1', Day: '2026-01-06', Paid: 'false' },
      { Region: 'East', Amount: '80', Units: '2', Day: '2026-02-01', Paid: 'false' },
      { Region: 'North, "upper"', Amount: '1000.10', Units: '10', Day: '2026-03-01', Paid: 'true' },
    ]);

    const json = await exportOf(api, workspaceId, viewId, {
      responseFormat: 'json',
      criteria: `"Region"='East' and "Amount" > 100`,
      selectedColumns: ['Region', 'Amount'],
    });
    const jsonText = await (await api.raw(`/bulk/workspaces/${workspaceId}/exportjobs/${json.jobId}/data`)).text();
    expect(JSON.parse(jsonText)).toEqual({ data: [{ Region: 'East', Amount: 150.25 }] });

    const arrays = await exportOf(api, workspaceId, viewId, {
      responseFormat: 'json',
      keyValueFormat: false,
      criteria: '"Units" between 2 and 3 or "Paid" is null',
      selectedColumns: ['Units'],
    });
    expect(JSON.parse(await (await api.raw(`/bulk/workspaces/${workspaceId}/exportjobs/${arrays.jobId}/data`)).text())).toEqual({
      column_order: ['Units'],
      rows: [[3], [2]],
    });

    const xml = await exportOf(api, workspaceId, viewId, { responseFormat: 'xml', criteria: `"Region" in ('North, "upper"')` });
    const xmlText = await (await api.raw(`/bulk/workspaces/${workspaceId}/exportjobs/${xml.jobId}/data`)).text();
    expect(xmlText).toContain('<row><column name="Region">North, &quot;upper&quot;</column><column name="Amount">1000.10</column>');
    expect(xmlText.match(/<row>/g)).toHaveLength(1);

    const html = await exportOf(api, workspaceId, viewId, { responseFormat: 'html', criteria: `"Region" like 'We%'` });
    const htmlText = await (await api.raw(`/bulk/workspaces/${workspaceId}/exportjobs/${html.jobId}/data`)).text();
    expect(htmlText).toContain('<h1>Orders</h1>');
    expect(htmlText).toContain('<p>Orders by region</p>');
    expect(htmlText.match(/<tr><td>/g)).toHaveLength(1);
    expect(htmlText).toContain('<td>West</td>');

    // Another member of the organization: the job exists, but it is not theirs.
    const other = await platform.user();
    const added = await client.post('/books/v3/users', { email: other.email, role: 'admin' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const theirs = analytics(other.client, organizationId);
    expectFail(await theirs.get(`/bulk/workspaces/${workspaceId}/exportjobs/${csv.jobId}`), 8124, 403);
    expectFail(await theirs.get(`/bulk/workspaces/${workspaceId}/exportjobs/${csv.jobId}/data`), 8124, 403);
    // Unknown job ids: 1005 for the details, 8120 for the file.
    const unknown = expectSuccess(await api.get(`/bulk/workspaces/${workspaceId}/exportjobs/123456789`));
    expect(unknown).toEqual({ jobId: '123456789', jobCode: '1005', jobStatus: 'JOB NOT FOUND' });
    expectFail(await api.get(`/bulk/workspaces/${workspaceId}/exportjobs/123456789/data`), 8120, 404);
  });

  it('exports a query view over current invoices', async () => {
    const { api, client } = await tenant();
    const customer = await client.post('/books/v3/contacts', { contact_name: 'Acme', contact_type: 'customer' });
    expect(customer.status, JSON.stringify(customer.body)).toBeLessThan(300);
    const ws = expectSuccess(await api.post('/workspaces', { workspaceName: 'Books' }));
    const view = expectSuccess(
      await api.post(`/workspaces/${ws.workspaceId}/views`, {
        viewName: 'Contacts',
        dataset: 'accounting.contacts',
        columns: ['Contact Name', 'Contact Type'],
      }),
    );
    const job = await exportOf(api, ws.workspaceId, view.viewId, { responseFormat: 'csv', criteria: `"Contact Type" = 'customer'` });
    const records = parseCsv(await (await api.raw(`/bulk/workspaces/${ws.workspaceId}/exportjobs/${job.jobId}/data`)).text(), { columns: true });
    expect(records).toEqual([{ 'Contact Name': 'Acme', 'Contact Type': 'customer' }]);
  });
});

describe('export CONFIG over the wire', () => {
  it('refuses a bad CONFIG naming the key, and creates no job', async () => {
    const { api } = await tenant();
    const { workspaceId, viewId } = await tableWithRows(api, ORDERS.slice(0, 1));
    const data = (config: unknown) =>
      api.get(`/bulk/workspaces/${workspaceId}/views/${viewId}/data`, { CONFIG: typeof config === 'string' ? config : JSON.stringify(config) });
    expect(expectFail(await data({ responseFormat: 'csv', colour: 'red' }), 8504, 400)).toBe(
      'Invalid value passed for CONFIG.colour: is not a CONFIG key of an export job.',
    );
    expect(expectFail(await data({ responseFormat: 'pdf', zoomFactor: 150 }), 8504, 400)).toBe(
      'Invalid value passed for CONFIG.zoomFactor: must be from 0 to 100.',
    );
    expect(expectFail(await data({ responseFormat: 'csv', criteria: '"Amount" > ' }), 8504, 400)).toMatch(
      /^Invalid value passed for CONFIG\.criteria: expected a value but found the end at position 12\.$/,
    );
    expect(expectFail(await data({ responseFormat: 'image' }), 8504, 400)).toContain('image');
    expect(expectFail(await data('{'), 8504, 400)).toContain('CONFIG');
    expect(expectFail(await api.get(`/bulk/workspaces/${workspaceId}/views/${viewId}/data`), 8504, 400)).toContain('CONFIG');
    const rows = await platform.database.query<{ n: number }>('select count(*)::int as n from analytics.export_jobs where view_id = $1', [viewId]);
    expect(rows[0].n).toBe(0);
    // The criteria of an export are fuzzed over the wire too: never a 5xx.
    const pieces = ['"Amount"', '"Region"', "'East'", '1', '=', '>', 'and', 'or', '(', ')', 'in', 'like', 'between', 'is', 'null', "'", '"', ';'];
    for (let i = 0; i < 40; i++) {
      const criteria = Array.from({ length: 1 + (i % 6) }, (_, j) => pieces[(i * 7 + j * 13) % pieces.length]).join(' ');
      const res = await data({ responseFormat: 'csv', criteria });
      expect(res.status < 500, `${criteria}: ${described(res)}`).toBe(true);
    }
  });
});

describe('PDF exports', () => {
  it('draws the title, description, rows and a custom footer, and encrypts with the password', async () => {
    const { api } = await tenant();
    const { workspaceId, viewId } = await tableWithRows(api, ORDERS);
    const plain = await exportOf(api, workspaceId, viewId, {
      responseFormat: 'pdf',
      paperStyle: 'Landscape',
      paperSize: 0,
      zoomFactor: 80,
      topMargin: 0.25,
      centerFooter: 5,
      centerFooterText: 'Confidential',
      rightHeader: 4,
    });
    expect(plain.details.jobCode).toBe('1004');
    const bytes = Buffer.from(await (await api.raw(`/bulk/workspaces/${workspaceId}/exportjobs/${plain.jobId}/data`)).arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    for (const expected of ['Orders', 'Orders by region', 'Region', 'East', 'West', '1000.10', 'Confidential', 'Page 1 of 1']) expect(text).toContain(expected);

    const locked = await exportOf(api, workspaceId, viewId, { responseFormat: 'pdf', password: 'secret-pass' });
    const lockedBytes = new Uint8Array(await (await api.raw(`/bulk/workspaces/${workspaceId}/exportjobs/${locked.jobId}/data`)).arrayBuffer());
    const refused = new PDFParse({ data: lockedBytes.slice() });
    await expect(refused.getText()).rejects.toThrow(/password/i);
    await refused.destroy();
    const opened = new PDFParse({ data: lockedBytes.slice(), password: 'secret-pass' });
    expect((await opened.getText()).text).toContain('North, "upper"');
    await opened.destroy();
  });
});

describe('job limits and expiry', () => {
  it('runs at most the organization’s slots at once, the others in order, and removes expired jobs and files', async () => {
    const { api, organizationId } = await tenant();
    const { workspaceId, viewId } = await tableWithRows(api, ORDERS);
    process.env.ANALYTICS_EXPORT_SLOTS = '1';
    process.env.ANALYTICS_EXPORT_TTL_HOURS = String(3 / 3600);
    try {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        ids.push(
          expectSuccess(await api.get(`/bulk/workspaces/${workspaceId}/views/${viewId}/data`, { CONFIG: JSON.stringify({ responseFormat: 'csv' }) })).jobId,
        );
      }
      let most = 0;
      const finished = await eventually(async () => {
        const rows = await platform.database.query<{ id: string; state: number; started_at: Date }>(
          'select id::text as id, state, started_at from analytics.export_jobs where organization_id = $1 order by started_at',
          [organizationId],
        );
        most = Math.max(most, rows.filter((r) => r.state === 1002).length);
        return rows.every((r) => r.state === 1004) ? rows : null;
      }, 'three exports to finish');
      expect(most).toBeLessThanOrEqual(1);
      expect(finished.map((r) => r.id)).toEqual(ids);

      // Past its expiry a job is not found, and the expiry job removes it and its file.
      await new Promise((resolve) => setTimeout(resolve, 3100));
      expect(expectSuccess(await api.get(`/bulk/workspaces/${workspaceId}/exportjobs/${ids[0]}`)).jobCode).toBe('1005');
      const blobs = await platform.database.query<{ blob_id: string }>(
        'select blob_id::text as blob_id from analytics.export_jobs where organization_id = $1',
        [organizationId],
      );
      const { expireExports } = await import('../../subgraphs/analytics/exports/export-workers.ts');
      await platform.app.runtime.jobs.runNow(expireExports, {}, platform.app.runtime);
      const left = await platform.database.query('select id from analytics.export_jobs where organization_id = $1', [organizationId]);
      expect(left).toEqual([]);
      for (const { blob_id } of blobs) expect(await platform.app.runtime.blobs.stat(organizationId, blob_id)).toBeNull();
    } finally {
      delete process.env.ANALYTICS_EXPORT_SLOTS;
      delete process.env.ANALYTICS_EXPORT_TTL_HOURS;
    }
  });
});

describe('callbacks and progress events', () => {
  it('POSTs signed job details to an allowed receiver, retrying until it answers 2xx; refuses internal targets; publishes progress', async () => {
    const { api, organizationId } = await tenant();
    const { workspaceId, viewId } = await tableWithRows(api, ORDERS);
    const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    let answers = [500, 200];
    const receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.statusCode = answers.shift() ?? 200;
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as AddressInfo).port;
    const events: string[] = [];
    const stop = await subscribe(platform.database, { organizationId, type: 'export_job.updated' }, (event) => {
      events.push(event.id);
    });
    process.env.ANALYTICS_CALLBACK_ALLOW = `127.0.0.1:${port}`;
    try {
      const job = await exportOf(api, workspaceId, viewId, { responseFormat: 'csv', callbackUrl: `http://127.0.0.1:${port}/hook` });
      await eventually(() => received.length >= 2, 'the callback to be retried after a 500', 120_000);
      const [first, second] = received;
      expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
      const body = JSON.parse(second.body);
      expect(body).toMatchObject({ jobId: job.jobId, jobCode: '1004', jobStatus: 'JOB COMPLETED', workspaceId, viewId, organizationId, rowsWritten: 4 });
      expect(body.downloadUrl).toContain(`/exportjobs/${job.jobId}/data`);
      const [{ secret: sealed }] = await platform.database.query<{ secret: string }>(
        'select secret from analytics.callback_secrets where organization_id = $1',
        [organizationId],
      );
      // Sealed at rest (AES-256-GCM under the installation's key), never in clear.
      expect(isSealed(sealed)).toBe(true);
      const secret = openSecret(sealed);
      const expected = `sha256=${createHmac('sha256', secret).update(`${second.headers['x-kontor-timestamp']}.${second.body}`).digest('hex')}`;
      expect(second.headers['x-kontor-signature']).toBe(expected);
      // The delivery shows on the job.
      const delivered = await eventually(async () => {
        const data = (await api.get(`/bulk/workspaces/${workspaceId}/exportjobs/${job.jobId}`)).body.data;
        return data?.callbackStatus === 'delivered' ? data : null;
      }, 'the callback delivered on the job');
      expect(delivered.callbackError ?? null).toBeNull();
      // Queued, running and finished: the job's changes were published.
      await eventually(() => events.filter((id) => id === job.jobId).length >= 2, 'export job events');

      // A target the SSRF rules refuse is refused with the job, by name: a name resolving to
      // 127.0.0.1 that the setting does not allow, a private address, plain http. No job is made.
      const before = received.length;
      delete process.env.OUTBOUND_ALLOW;
      const jobsBefore = await platform.database.query('select id from analytics.export_jobs where organization_id = $1', [organizationId]);
      const cases: [string, RegExp][] = [
        [
          `https://localhost:${port + 1}/hook`,
          /localhost resolves to (127\.0\.0\.1|::1), a loopback address, which outbound connections may not reach \(OUTBOUND_ALLOW lifts this\)/,
        ],
        ['https://10.1.2.3/hook', /10\.1\.2\.3, a private address, which outbound connections may not reach \(OUTBOUND_ALLOW lifts this\)/],
        ['https://[::1]:8443/hook', /::1, a loopback address, which outbound connections may not reach \(OUTBOUND_ALLOW lifts this\)/],
        ['http://93.184.216.34/hook', /outbound calls go to https URLs only/],
      ];
      for (const [callbackUrl, rule] of cases) {
        const refused = await api.get(`/bulk/workspaces/${workspaceId}/views/${viewId}/data`, {
          CONFIG: JSON.stringify({ responseFormat: 'csv', callbackUrl }),
        });
        const message = expectFail(refused, 8504, 400);
        expect(message, callbackUrl).toMatch(new RegExp(`^Invalid value passed for CONFIG\\.callbackUrl: ${rule.source}\\.$`));
      }
      const jobsAfter = await platform.database.query('select id from analytics.export_jobs where organization_id = $1', [organizationId]);
      expect(jobsAfter).toEqual(jobsBefore);
      expect(received.length).toBe(before);
    } finally {
      delete process.env.ANALYTICS_CALLBACK_ALLOW;
      await stop();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});

describe('image exports and password-protected files', () => {
  it('draws a chart of a view as PNG or JPEG of the configured size', async () => {
    const { api } = await tenant();
    const { workspaceId } = await tableWithRows(api, ORDERS);
    const chart = expectSuccess(
      await api.post(`/workspaces/${workspaceId}/views`, {
        viewName: 'Ledger by account',
        dataset: 'core.ledger_lines',
        chart: { chartType: 'bar', xColumn: 'Account Name', yColumn: 'Debit' },
      }),
    );
    const png = await exportOf(api, workspaceId, chart.viewId, {
      responseFormat: 'image',
      width: 640,
      height: 360,
      title: 'Debits',
      description: 'By account',
    });
    expect(png.details.jobCode, JSON.stringify(png.details)).toBe('1004');
    const pngBytes = Buffer.from(await (await api.raw(`/bulk/workspaces/${workspaceId}/exportjobs/${png.jobId}/data`)).arrayBuffer());
    expect(await sharp(pngBytes).metadata()).toMatchObject({ format: 'png', width: 640, height: 360 });
    const jpg = await exportOf(api, workspaceId, chart.viewId, { responseFormat: 'image', imageFormat: 'jpg', legend: false });
    const jpgBytes = Buffer.from(await (await api.raw(`/bulk/workspaces/${workspaceId}/exportjobs/${jpg.jobId}/data`)).arrayBuffer());
    expect(await sharp(jpgBytes).metadata()).toMatchObject({ format: 'jpeg', width: 500, height: 400 });
    const pie = expectSuccess(
      await api.post(`/workspaces/${workspaceId}/views`, {
        viewName: 'Pie',
        dataset: 'core.ledger_lines',
        chart: { chartType: 'pie', xColumn: 'Account Type', yColumn: 'Credit' },
      }),
    );
    expect((await exportOf(api, workspaceId, pie.viewId, { responseFormat: 'image' })).details.jobCode).toBe('1004');
  });

  it('puts a password-protected CSV into an AES-encrypted zip', async () => {
    const { api } = await tenant();
    const { workspaceId, viewId } = await tableWithRows(api, ORDERS);
    const job = await exportOf(api, workspaceId, viewId, { responseFormat: 'csv', password: 'open sesame' });
    const file = await api.raw(`/bulk/workspaces/${workspaceId}/exportjobs/${job.jobId}/data`);
    expect(file.headers.get('content-type')).toContain('application/zip');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const reader = new ZipReader(new Uint8ArrayReader(bytes));
    const [entry] = await reader.getEntries();
    expect(entry.filename).toBe('Orders.csv');
    if (entry.directory) throw new Error('the zip holds a directory, not the file');
    expect(entry.encrypted).toBe(true);
    await expect(entry.getData(new TextWriter(), { password: 'wrong' })).rejects.toThrow();
    const text = await entry.getData(new TextWriter(), { password: 'open sesame' });
    expect(parseCsv(text, { columns: true })).toHaveLength(4);
    await reader.close();
  });
});

describe('CSV options', () => {
  it('writes the delimiter, record delimiter, quoting and header asked for (through COPY on PostgreSQL where it can)', async () => {
    const { api } = await tenant();
    const { workspaceId, viewId } = await tableWithRows(api, ORDERS);
    const job = await exportOf(api, workspaceId, viewId, { responseFormat: 'csv', delimiter: 2, recordDelimiter: 1, quoted: 1, includeHeader: false });
    expect(job.details.rowsWritten).toBe(4);
    const text = await (await api.raw(`/bulk/workspaces/${workspaceId}/exportjobs/${job.jobId}/data`)).text();
    expect(text.split('\n')[0]).toBe('"East";"150.25";"3";"2026-01-05";"true"');
    expect(text).not.toContain('\r');
    // An empty value is quoted too, whichever path wrote the file.
    const nulls = await tableWithRows(api, [{ Region: '', Amount: '1', Units: 1, Day: '2026-01-01', Paid: true }]);
    const nullJob = await exportOf(api, nulls.workspaceId, nulls.viewId, { responseFormat: 'csv', recordDelimiter: 1, quoted: 1, includeHeader: false });
    const nullText = await (await api.raw(`/bulk/workspaces/${nulls.workspaceId}/exportjobs/${nullJob.jobId}/data`)).text();
    expect(nullText).toBe('"","1","1","2026-01-01","true"\n');
    expect(nullJob.details.rowsWritten).toBe(1);
    expect(parseCsv(text, { delimiter: ';' })).toEqual(ORDERS.map((o) => [o.Region, String(o.Amount), String(o.Units), o.Day, String(o.Paid)]));
    const crlf = await exportOf(api, workspaceId, viewId, { responseFormat: 'csv', delimiter: 1 });
    const crlfText = await (await api.raw(`/bulk/workspaces/${workspaceId}/exportjobs/${crlf.jobId}/data`)).text();
    expect(crlfText.startsWith('Region\tAmount\tUnits\tDay\tPaid\r\nEast\t150.25\t3\t2026-01-05\ttrue\r\n')).toBe(true);
    // CRLF ends each record (COPY's LF rewritten on PostgreSQL); a line feed inside a value stays.
    const lines = await tableWithRows(api, [{ Region: 'two\nlines', Amount: '1', Units: 1, Day: '2026-01-01', Paid: false }]);
    const linesJob = await exportOf(api, lines.workspaceId, lines.viewId, { responseFormat: 'csv', includeHeader: false, recordDelimiter: 0 });
    const linesText = await (await api.raw(`/bulk/workspaces/${lines.workspaceId}/exportjobs/${linesJob.jobId}/data`)).text();
    expect(linesText).toBe('"two\nlines",1,1,2026-01-01,false\r\n');
  });
});

describe('datasets', () => {
  it('every module dataset exports through a query view', async () => {
    const { api } = await tenant();
    const ws = expectSuccess(await api.post('/workspaces', { workspaceName: 'All data' }));
    const datasets = expectSuccess(await api.get('/datasets')).datasets as { name: string; columns: { columnName: string }[] }[];
    // Every dataset the issue names, contributed by its module's descriptor.
    expect(datasets.map((d) => d.name).sort()).toEqual([
      'accounting.contacts',
      'accounting.estimates',
      'accounting.expenses',
      'accounting.invoice_lines',
      'accounting.invoices',
      'accounting.items',
      'accounting.payments_received',
      'accounting.sales_receipts',
      'accounting.salesorders',
      'billing.payments',
      'core.ledger_lines',
      'core.trial_balance',
      'expense.advances',
      'expense.reports',
      'inventory.stock_count_lines',
      'inventory.stock_counts',
      'inventory.stock_movements',
      'messaging.messages',
    ]);
    for (const dataset of datasets) {
      const view = expectSuccess(await api.post(`/workspaces/${ws.workspaceId}/views`, { viewName: dataset.name, dataset: dataset.name }));
      const job = await exportOf(api, ws.workspaceId, view.viewId, { responseFormat: 'csv', criteria: `"${dataset.columns[0].columnName}" is not null` });
      expect(job.details.jobCode, `${dataset.name}: ${JSON.stringify(job.details)}`).toBe('1004');
    }
  });

  it('reads the trial balance, payments received, estimates and sales orders as the books hold them now', async () => {
    const { api, client, organizationId } = await tenant();
    const buyer = await customer(client);
    const sold = await invoice(client, {
      customer_id: buyer.contact_id,
      date: '2026-03-02',
      line_items: [{ item_id: (await item(client)).item_id, quantity: 3, rate: 40 }],
    });
    expect((await client.post(`/books/v3/invoices/${sold.invoice_id}/status/sent`)).status).toBe(200);
    await pay(client, organizationId, sold.invoice_id, '50', '2026-03-05');
    const ws = expectSuccess(await api.post('/workspaces', { workspaceName: 'Ledger' }));
    const csvOf = async (dataset: string) => {
      const view = expectSuccess(await api.post(`/workspaces/${ws.workspaceId}/views`, { viewName: dataset, dataset }));
      const job = await exportOf(api, ws.workspaceId, view.viewId, { responseFormat: 'csv' });
      return parseCsv(await (await api.raw(`/bulk/workspaces/${ws.workspaceId}/exportjobs/${job.jobId}/data`)).text(), { columns: true }) as Record<
        string,
        string
      >[];
    };
    const balance = await csvOf('core.trial_balance');
    const sum = (column: string) => balance.reduce((total, row) => total + Number(row[column]), 0);
    expect(sum('Debit')).toBe(sum('Credit'));
    expect(sum('Debit')).toBeGreaterThan(0);
    const receivable = balance.find((row) => row['Account Type'] === 'accounts_receivable');
    expect(Number(receivable?.Balance)).toBe(70);
    const received = await csvOf('accounting.payments_received');
    expect(received.map((row) => ({ number: row['Invoice Number'], amount: Number(row.Amount), date: row.Date }))).toEqual([
      { number: sold.invoice_number, amount: 50, date: '2026-03-05' },
    ]);

    // Estimates read their state as a client does: expired once the expiry date has passed.
    const quote = async (body: Record<string, unknown>) =>
      (await client.post('/books/v3/estimates', { customer_id: buyer.contact_id, line_items: [{ name: 'Work', rate: 25 }], ...body })).body.estimate;
    const lapsed = await quote({ date: '2020-01-01', expiry_date: '2020-01-31' });
    expect((await client.post(`/books/v3/estimates/${lapsed.estimate_id}/status/sent`)).status).toBe(200);
    const draft = await quote({ date: '2026-03-01' });
    const estimates = await csvOf('accounting.estimates');
    expect(estimates.map((row) => [row['Estimate Number'], row.Status, row['Expiry Date'], row['Customer ID'], Number(row.Total)])).toEqual([
      [lapsed.estimate_number, 'expired', '2020-01-31', buyer.contact_id, 25],
      [draft.estimate_number, 'draft', '', buyer.contact_id, 25],
    ]);
    // Sales orders: closed once an open order is wholly invoiced.
    const order = (await client.post('/books/v3/salesorders', { customer_id: buyer.contact_id, line_items: [{ name: 'Work', rate: 30, quantity: 2 }] })).body
      .salesorder[0];
    expect((await client.post(`/books/v3/salesorders/${order.salesorder_id}/status/open`)).status).toBe(201);
    expect((await client.post('/books/v3/invoices/fromsalesorder', undefined, { salesorder_id: order.salesorder_id })).status).toBe(201);
    const orders = await csvOf('accounting.salesorders');
    expect(orders.map((row) => [row['Sales Order Number'], row.Status, Number(row.Total)])).toEqual([[order.salesorder_number, 'closed', 60]]);
  });
});
