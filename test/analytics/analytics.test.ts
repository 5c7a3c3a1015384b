import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
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
    const noOrg = await new Client(client.baseUrl, client.token).request('GET', '/restapi/v2/workspaces');
    expectFail(noOrg, 8516, 400);
    const unknown = await analytics(client, organizationId).get('/nothing-here');
    expectFail(unknown, 7005, 404);
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
    expect(added).toEqual({ rowsAdded: 4, columns: ['Region', 'Amount', 'Units', 'Day', 'Paid'] });
  });
});
