/**
 * The family's analytics SDK against Kontor unchanged: each test sends one SDK operation's
 * request as the SDK builds it (sdk-client.ts) and asserts what the SDK reads from the answer
 * (`data.orgs`, `data.workspaces`, `data.views`, `data.viewId`, `data.deletedRows`, the file).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/eventually.ts';
import { Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { type SdkAnswer, SdkClient } from './sdk-client.ts';

let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform();
});

afterAll(async () => {
  await platform?.stop();
});

function described(res: SdkAnswer): string {
  return `${res.method} ${res.path.slice(0, 300)} answered ${res.status} ${res.bytes.toString('utf8').slice(0, 500)}`;
}

/** What the SDK resolves with: `data` of a 200 envelope. */
function ok(res: SdkAnswer): any {
  expect({ status: res.status, envelope: res.body?.status }, described(res)).toEqual({ status: 200, envelope: 'success' });
  return res.body.data;
}

/** What the SDK rejects with: `data` of a failure envelope ({errorCode, errorMessage}). */
function refused(res: SdkAnswer, errorCode: number, status: number): string {
  expect({ status: res.status, envelope: res.body?.status, errorCode: res.body?.data?.errorCode }, described(res)).toEqual({
    status,
    envelope: 'failure',
    errorCode,
  });
  return res.body.data.errorMessage as string;
}

async function sdkTenant() {
  const t = await platform.tenant();
  return { ...t, sdk: new SdkClient(t.client.baseUrl, t.client.token) };
}

const DESIGN = {
  TABLENAME: 'Orders',
  TABLEDESCRIPTION: 'Orders by region',
  COLUMNS: [
    { COLUMNNAME: 'Region', DATATYPE: 'PLAIN' },
    { COLUMNNAME: 'Amount', DATATYPE: 'DECIMAL_NUMBER' },
    { COLUMNNAME: 'Units', DATATYPE: 'NUMBER' },
    { COLUMNNAME: 'Day', DATATYPE: 'DATE' },
  ],
};

async function ordersTable(sdk: SdkClient, orgId: string, rows: Record<string, unknown>[] = []) {
  const workspaceId = ok(await sdk.org(orgId).createWorkspace(`Sales ${Math.random().toString(36).slice(2, 8)}`)).workspaceId as string;
  const viewId = ok(await sdk.workspace(orgId, workspaceId).createTable(DESIGN)).viewId as string;
  for (const row of rows) ok(await sdk.view(orgId, workspaceId, viewId).addRow(row));
  return { workspaceId, viewId };
}

const ORDERS = [
  { Region: 'East', Amount: '150.25', Units: 3, Day: '2026-01-05' },
  { Region: 'West', Amount: '99.5', Units: 1, Day: '2026-01-06' },
  { Region: 'East', Amount: '80', Units: 2, Day: '2026-02-01' },
];

describe('analytics SDK: discovery', () => {
  it("getOrgs lists the caller's organizations without an organization header", async () => {
    const { sdk, organizationId, client } = await sdkTenant();
    const second = await client.post('/books/v3/organizations', { name: 'Second Org', currency_code: 'EUR' });
    const orgs = ok(await sdk.getOrgs()).orgs as { orgId: string; orgName: string; role: string; isDefault: boolean }[];
    expect(orgs.map((o) => o.orgId)).toEqual([organizationId, second.body.organization.organization_id]);
    expect(orgs[1]).toMatchObject({ orgName: 'Second Org', role: expect.any(String), isDefault: expect.any(Boolean) });
  });

  it("getWorkspaces without a header answers every organization's workspaces; with one, that organization's", async () => {
    const { sdk, organizationId, client } = await sdkTenant();
    const second = (await client.post('/books/v3/organizations', { name: 'Second Org', currency_code: 'EUR' })).body.organization.organization_id as string;
    ok(await sdk.org(organizationId).createWorkspace('Alpha'));
    ok(await sdk.org(second).createWorkspace('Beta'));
    const all = ok(await sdk.getWorkspaces());
    expect(all.ownedWorkspaces.map((w: { workspaceName: string; orgId: string }) => [w.workspaceName, w.orgId])).toEqual([
      ['Alpha', organizationId],
      ['Beta', second],
    ]);
    expect(all.sharedWorkspaces).toEqual([]);
    const one = ok(await sdk.v2('GET', '/restapi/v2/workspaces', null, { 'ZANALYTICS-ORGID': second }));
    expect(one.ownedWorkspaces.map((w: { workspaceName: string }) => w.workspaceName)).toEqual(['Beta']);
    const stranger = await sdkTenant();
    refused(await stranger.sdk.v2('GET', '/restapi/v2/workspaces', null, { 'ZANALYTICS-ORGID': second }), 8534, 401);
    expect(ok(await stranger.sdk.getWorkspaces()).ownedWorkspaces).toEqual([]);
  });

  it("getWorkspaceDetails and getViewDetails find a workspace and a view by id alone; another organization's are not found", async () => {
    const { sdk, organizationId } = await sdkTenant();
    const { workspaceId, viewId } = await ordersTable(sdk, organizationId);
    const workspace = ok(await sdk.getWorkspaceDetails(workspaceId)).workspaces;
    expect(workspace).toMatchObject({
      workspaceId,
      orgId: organizationId,
      workspaceName: expect.stringMatching(/^Sales /),
      createdTime: expect.stringMatching(/^\d+$/),
    });
    const view = ok(await sdk.getViewDetails(viewId)).views;
    expect(view).toMatchObject({ viewId, viewName: 'Orders', viewDesc: 'Orders by region', viewType: 'Table', workspaceId, orgId: organizationId });
    expect(view.columns).toEqual([
      { columnName: 'Region', dataType: 'PLAIN' },
      { columnName: 'Amount', dataType: 'DECIMAL_NUMBER' },
      { columnName: 'Units', dataType: 'NUMBER' },
      { columnName: 'Day', dataType: 'DATE' },
    ]);
    const stranger = await sdkTenant();
    refused(await stranger.sdk.getWorkspaceDetails(workspaceId), 7103, 404);
    refused(await stranger.sdk.getViewDetails(viewId), 7103, 404);
  });

  it('getOwnedWorkspaces and getSharedWorkspaces split them by creator; getMetaDetails finds a workspace or view by name', async () => {
    const { sdk, organizationId, client } = await sdkTenant();
    const { workspaceId, viewId } = await ordersTable(sdk, organizationId);
    const colleague = await platform.user();
    expect((await client.post('/books/v3/users', { email: colleague.email, role: 'admin' })).status).toBe(200);
    const theirs = new SdkClient(colleague.client.baseUrl, colleague.client.token);
    const shared = ok(await theirs.org(organizationId).createWorkspace('Theirs')).workspaceId;
    expect(ok(await sdk.getOwnedWorkspaces()).workspaces.map((w: { workspaceId: string }) => w.workspaceId)).toEqual([workspaceId]);
    expect(ok(await sdk.getSharedWorkspaces()).workspaces.map((w: { workspaceId: string }) => w.workspaceId)).toEqual([shared]);
    const org = sdk.org(organizationId);
    const name = ok(await sdk.getWorkspaceDetails(workspaceId)).workspaces.workspaceName as string;
    expect(ok(await org.getMetaDetails(name.toUpperCase())).workspaces).toMatchObject({ workspaceId });
    expect(ok(await org.getMetaDetails(name, 'orders')).views).toMatchObject({ viewId, viewName: 'Orders' });
    refused(await org.getMetaDetails(name, 'Nothing'), 7103, 404);
    refused(await org.getMetaDetails('Nothing'), 7103, 404);
  });
});

describe('analytics SDK: modeling and rows', () => {
  it('createTable takes the tableDesign; a bad design names its field', async () => {
    const { sdk, organizationId } = await sdkTenant();
    const workspaceId = ok(await sdk.org(organizationId).createWorkspace('Design')).workspaceId as string;
    const ws = sdk.workspace(organizationId, workspaceId);
    const viewId = ok(await ws.createTable(DESIGN)).viewId;
    expect(viewId).toMatch(/^\d+$/);
    expect(ok(await ws.getViews()).views.map((v: { viewName: string }) => v.viewName)).toEqual(['Orders']);
    expect(
      refused(
        await ws.createTable({
          ...DESIGN,
          TABLENAME: 'Twice',
          COLUMNS: [
            { COLUMNNAME: 'A', DATATYPE: 'PLAIN' },
            { COLUMNNAME: 'a', DATATYPE: 'NUMBER' },
          ],
        }),
        8504,
        400,
      ),
    ).toContain('COLUMNNAME');
    expect(refused(await ws.createTable({ TABLENAME: 'Kind', COLUMNS: [{ COLUMNNAME: 'A', DATATYPE: 'NOT_A_TYPE' }] }), 8504, 400)).toContain('DATATYPE');
    expect(refused(await ws.createTable({ COLUMNS: [] }), 8504, 400)).toContain('TABLENAME');
    expect(refused(await ws.createTable(DESIGN, { tableName: 'Both' }), 8504, 400)).toContain('tableName');
    refused(await ws.createTable(DESIGN), 7111, 400);
  });

  it('addRow takes one row as columns and answers it as stored; a bad value names the column', async () => {
    const { sdk, organizationId } = await sdkTenant();
    const { workspaceId, viewId } = await ordersTable(sdk, organizationId);
    const view = sdk.view(organizationId, workspaceId, viewId);
    const added = ok(await view.addRow({ Region: 'East', Amount: 12.5, Units: '007', Day: '2026-01-05' }));
    expect(added).toMatchObject({
      rowsAdded: 1,
      columns: ['Region', 'Amount', 'Units', 'Day'],
      rows: [{ Region: 'East', Amount: '12.5', Units: '7', Day: '2026-01-05' }],
    });
    expect(refused(await view.addRow({ Region: 'East', Units: 'many' }), 8504, 400)).toContain('Units');
    expect(refused(await view.addRow({ Country: 'Peru' }), 8504, 400)).toContain('Country');
    const stranger = await sdkTenant();
    refused(await stranger.sdk.view(stranger.organizationId, workspaceId, viewId).addRow({ Region: 'X' }), 7103, 404);
  });

  it('updateRow sets values on the rows the criteria match, all rows without criteria', async () => {
    const { sdk, organizationId } = await sdkTenant();
    const { workspaceId, viewId } = await ordersTable(sdk, organizationId, ORDERS);
    const view = sdk.view(organizationId, workspaceId, viewId);
    expect(ok(await view.updateRow({ Units: 9 }, `"Region" = 'East' and "Amount" > 100`))).toEqual({ updatedColumns: ['Units'], updatedRows: 1 });
    expect(ok(await view.updateRow({ Day: '2026-12-31' }, null))).toEqual({ updatedColumns: ['Day'], updatedRows: 3 });
    const csv = (await sdk.bulk(organizationId, workspaceId).exportData(viewId, 'CSV')).bytes.toString('utf8');
    expect(csv).toBe('Region,Amount,Units,Day\r\nEast,150.25,9,2026-12-31\r\nWest,99.5,1,2026-12-31\r\nEast,80,2,2026-12-31\r\n');
    expect(refused(await view.updateRow({ Units: 'x' }, null), 8504, 400)).toContain('Units');
    expect(refused(await view.updateRow({ Units: 1 }, `"Nope" = 1`), 8504, 400)).toContain('criteria');
    expect(refused(await view.updateRow({ Units: 1 }, `"Units" = 'x'`), 8504, 400)).toContain('criteria');
  });

  it('deleteRow removes the rows the criteria match and answers deletedRows', async () => {
    const { sdk, organizationId } = await sdkTenant();
    const { workspaceId, viewId } = await ordersTable(sdk, organizationId, ORDERS);
    const view = sdk.view(organizationId, workspaceId, viewId);
    expect(ok(await view.deleteRow(`"Region" in ('West') or "Amount" < 90`)).deletedRows).toBe(2);
    expect(refused(await view.deleteRow('"Region" ='), 8504, 400)).toContain('criteria');
    expect(ok(await view.deleteRow(null)).deletedRows).toBe(1);
    expect(ok(await view.deleteRow(null)).deletedRows).toBe(0);
  });

  it('ViewAPI.delete and WorkspaceAPI.delete remove a view, then a workspace with its views', async () => {
    const { sdk, organizationId } = await sdkTenant();
    const { workspaceId, viewId } = await ordersTable(sdk, organizationId, ORDERS);
    const other = ok(await sdk.workspace(organizationId, workspaceId).createTable({ ...DESIGN, TABLENAME: 'Other' })).viewId as string;
    const stranger = await sdkTenant();
    refused(await stranger.sdk.workspace(stranger.organizationId, workspaceId).delete(), 7103, 404);
    ok(await sdk.view(organizationId, workspaceId, viewId).delete());
    refused(await sdk.getViewDetails(viewId), 7103, 404);
    ok(await sdk.workspace(organizationId, workspaceId).delete());
    refused(await sdk.getWorkspaceDetails(workspaceId), 7103, 404);
    refused(await sdk.getViewDetails(other), 7103, 404);
    expect(ok(await sdk.getWorkspaces()).ownedWorkspaces).toEqual([]);
  });
});

describe('analytics SDK: exports', () => {
  it('exportData answers a small view inline in the requested format, and refuses a large one pointing at the bulk export', async () => {
    const { sdk, organizationId } = await sdkTenant();
    const { workspaceId, viewId } = await ordersTable(sdk, organizationId, ORDERS);
    const bulk = sdk.bulk(organizationId, workspaceId);
    const csv = await bulk.exportData(viewId, 'csv', { criteria: `"Region" = 'East'`, selectedColumns: ['Region', 'Amount'] });
    expect(csv.status, csv.bytes.toString()).toBe(200);
    expect(String(csv.headers['content-type'])).toMatch(/^text\/csv/);
    expect(csv.bytes.toString('utf8')).toBe('Region,Amount\r\nEast,150.25\r\nEast,80\r\n');
    const json = await bulk.exportData(viewId, 'JSON');
    expect(JSON.parse(json.bytes.toString('utf8')).data).toEqual([
      { Region: 'East', Amount: 150.25, Units: 3, Day: '2026-01-05' },
      { Region: 'West', Amount: 99.5, Units: 1, Day: '2026-01-06' },
      { Region: 'East', Amount: 80, Units: 2, Day: '2026-02-01' },
    ]);
    expect(refused(await bulk.exportData(viewId, 'pdf'), 8504, 400)).toContain('bulk export');
    expect(refused(await bulk.exportData(viewId, 'csv', { selectedColumns: ['Nope'] }), 8504, 400)).toContain('selectedColumns');
    expect(refused(await bulk.exportData(viewId, 'csv', { criteria: '"Units" > ' }), 8504, 400)).toContain('criteria');
    // Above the limit: 10,001 rows.
    const big = ok(await sdk.workspace(organizationId, workspaceId).createTable({ TABLENAME: 'Big', COLUMNS: [{ COLUMNNAME: 'N', DATATYPE: 'NUMBER' }] }))
      .viewId as string;
    const seeder = new Client(sdk.baseUrl, sdk.token);
    for (let start = 0; start < 10_001; start += 5000) {
      const rows = Array.from({ length: Math.min(5000, 10_001 - start) }, (_, i) => ({ N: start + i }));
      const seeded = await seeder.request('POST', `/restapi/v2/workspaces/${workspaceId}/views/${big}/rows`, {
        body: { rows },
        headers: { 'ZANALYTICS-ORGID': organizationId },
      });
      expect(seeded.status).toBe(200);
    }
    expect(refused(await bulk.exportData(big, 'csv'), 8132, 400)).toContain('/restapi/v2/bulk/workspaces/');
    expect((await bulk.exportData(big, 'csv', { criteria: '"N" < 3' })).bytes.toString('utf8')).toBe('N\r\n0\r\n1\r\n2\r\n');
    const stranger = await sdkTenant();
    refused(await stranger.sdk.bulk(stranger.organizationId, workspaceId).exportData(viewId, 'csv'), 7103, 404);
  });
});

describe('analytics SDK: imports', () => {
  async function csvOf(sdk: SdkClient, orgId: string, workspaceId: string, viewId: string) {
    return (await sdk.bulk(orgId, workspaceId).exportData(viewId, 'csv')).bytes.toString('utf8');
  }

  it('importRawData appends CSV sent as DATA and answers the import summary', async () => {
    const { sdk, organizationId } = await sdkTenant();
    const { workspaceId, viewId } = await ordersTable(sdk, organizationId, [ORDERS[0]]);
    const res = await sdk
      .bulk(organizationId, workspaceId)
      .importRawData(viewId, 'APPEND', 'CSV', 'true', 'Region,Units,Amount\nNorth,4,10.5\n"South, far",5,\n');
    expect(ok(res)).toEqual({
      importSummary: {
        importType: 'APPEND',
        totalColumnCount: 4,
        selectedColumnCount: 3,
        totalRowCount: 2,
        successRowCount: 2,
        warnings: 0,
        importOperation: 'appended',
      },
      columnDetails: { Region: 'PLAIN', Amount: 'DECIMAL_NUMBER', Units: 'NUMBER' },
      importErrors: '',
    });
    expect(await csvOf(sdk, organizationId, workspaceId, viewId)).toBe(
      'Region,Amount,Units,Day\r\nEast,150.25,3,2026-01-05\r\nNorth,10.5,4,\r\n"South, far",,5,\r\n',
    );
  });

  it('importData streams a CSV file (TRUNCATEADD) and a JSON file (UPDATEADD by matchingColumns)', async () => {
    const { sdk, organizationId } = await sdkTenant();
    const { workspaceId, viewId } = await ordersTable(sdk, organizationId, ORDERS);
    const bulk = sdk.bulk(organizationId, workspaceId);
    const lines = ['Region,Amount,Units,Day', ...Array.from({ length: 2500 }, (_, i) => `R${i},${i}.25,${i},2026-03-01`)];
    const truncated = ok(
      await bulk.importData(viewId, 'truncateadd', 'csv', 'true', { file: `${lines.join('\r\n')}\r\n`, name: 'orders.csv', contentType: 'text/csv' }),
    );
    expect(truncated.importSummary).toMatchObject({ importType: 'TRUNCATEADD', totalRowCount: 2500, successRowCount: 2500 });
    const after = await csvOf(sdk, organizationId, workspaceId, viewId);
    expect(after.split('\r\n').slice(0, 3)).toEqual(['Region,Amount,Units,Day', 'R0,0.25,0,2026-03-01', 'R1,1.25,1,2026-03-01']);
    expect(after.split('\r\n').length).toBe(2502);
    const json = JSON.stringify([
      { Region: 'R1', Units: 100 },
      { Region: 'New', Amount: '5', Units: 1, Day: '2026-04-01' },
    ]);
    const upserted = ok(
      await bulk.importData(
        viewId,
        'UPDATEADD',
        'JSON',
        'false',
        { file: json, name: 'orders.json', contentType: 'application/json' },
        { matchingColumns: ['Region'] },
      ),
    );
    expect(upserted.importSummary).toMatchObject({ importType: 'UPDATEADD', totalRowCount: 2, successRowCount: 2, importOperation: 'updated' });
    const csv = (await bulk.exportData(viewId, 'csv', { criteria: `"Region" in ('R1', 'New')` })).bytes.toString('utf8');
    expect(csv).toBe('Region,Amount,Units,Day\r\nR1,1.25,100,2026-03-01\r\nNew,5,1,2026-04-01\r\n');
  });

  it('refuses a bad value, an unknown column or CONFIG key by name, and writes nothing', async () => {
    const { sdk, organizationId } = await sdkTenant();
    const { workspaceId, viewId } = await ordersTable(sdk, organizationId, [ORDERS[0]]);
    const bulk = sdk.bulk(organizationId, workspaceId);
    const before = await csvOf(sdk, organizationId, workspaceId, viewId);
    const rows = ['Region,Units', ...Array.from({ length: 1500 }, (_, i) => `R${i},${i}`), 'Bad,many'].join('\n');
    const bad = refused(await bulk.importData(viewId, 'TRUNCATEADD', 'CSV', 'true', { file: rows, name: 'bad.csv', contentType: 'text/csv' }), 8504, 400);
    expect(bad).toContain('row 1501');
    expect(bad).toContain('Units');
    expect(refused(await bulk.importRawData(viewId, 'APPEND', 'CSV', 'true', 'Region,Country\nEast,Peru\n'), 8504, 400)).toContain('Country');
    expect(refused(await bulk.importRawData(viewId, 'APPEND', 'CSV', 'true', 'Region\nEast\n', { skipTop: 1 }), 8504, 400)).toContain('skipTop');
    expect(refused(await bulk.importRawData(viewId, 'MERGE', 'CSV', 'true', 'Region\nEast\n'), 8504, 400)).toContain('importType');
    expect(refused(await bulk.importRawData(viewId, 'UPDATEADD', 'CSV', 'true', 'Region\nEast\n'), 8504, 400)).toContain('matchingColumns');
    expect(refused(await bulk.importRawData(viewId, 'APPEND', 'JSON', 'true', '{"Region":"East"}'), 8504, 400)).toContain('DATA');
    expect(await csvOf(sdk, organizationId, workspaceId, viewId)).toBe(before);
    const stranger = await sdkTenant();
    refused(await stranger.sdk.bulk(stranger.organizationId, workspaceId).importRawData(viewId, 'APPEND', 'CSV', 'true', 'Region\nX\n'), 7103, 404);
  });
});

describe('analytics SDK: bulk exports', () => {
  async function jobFile(sdk: SdkClient, orgId: string, workspaceId: string, jobId: string) {
    const bulk = sdk.bulk(orgId, workspaceId);
    const details = await eventually(async () => {
      const data = ok(await bulk.getExportJobDetails(jobId));
      return data.jobCode === '1004' || data.jobCode === '1003' ? data : null;
    }, `export job ${jobId} to finish`);
    expect(details.jobCode, JSON.stringify(details)).toBe('1004');
    const file = await bulk.exportBulkData(jobId);
    expect(file.status).toBe(200);
    return file.bytes.toString('utf8');
  }

  it('initiateBulkExport queues a job whose file exportBulkData downloads', async () => {
    const { sdk, organizationId } = await sdkTenant();
    const { workspaceId, viewId } = await ordersTable(sdk, organizationId, ORDERS);
    const jobId = ok(await sdk.bulk(organizationId, workspaceId).initiateBulkExport(viewId, 'CSV', { criteria: `"Units" >= 2` })).jobId as string;
    expect(await jobFile(sdk, organizationId, workspaceId, jobId)).toBe('Region,Amount,Units,Day\r\nEast,150.25,3,2026-01-05\r\nEast,80,2,2026-02-01\r\n');
  });

  it('initiateBulkExportUsingSQL exports a SELECT over a view by name: columns, WHERE, ORDER BY, LIMIT', async () => {
    const { sdk, organizationId } = await sdkTenant();
    const { workspaceId } = await ordersTable(sdk, organizationId, [...ORDERS, { Region: 'North', Amount: '80', Units: 7, Day: '2026-03-01' }]);
    const bulk = sdk.bulk(organizationId, workspaceId);
    const sqlJob = ok(
      await bulk.initiateBulkExportUsingSQL(
        `select "Region", Amount from "orders" where "Amount" < 200 and Region <> 'West' order by "Amount" desc, Region limit 2;`,
        'csv',
      ),
    ).jobId as string;
    expect(await jobFile(sdk, organizationId, workspaceId, sqlJob)).toBe('Region,Amount\r\nEast,150.25\r\nEast,80\r\n');
    const all = ok(await bulk.initiateBulkExportUsingSQL('SELECT * FROM Orders', 'JSON')).jobId as string;
    expect(JSON.parse(await jobFile(sdk, organizationId, workspaceId, all)).data.map((r: { Region: string }) => r.Region)).toEqual([
      'East',
      'West',
      'East',
      'North',
    ]);
  });

  it("refuses SQL outside the subset by name, unknown views and columns, and another organization's workspace", async () => {
    const { sdk, organizationId } = await sdkTenant();
    const { workspaceId } = await ordersTable(sdk, organizationId, ORDERS);
    const bulk = sdk.bulk(organizationId, workspaceId);
    const cases: [string, string][] = [
      ['select Region, count(*) from Orders group by Region', 'GROUP BY'],
      ['select sum(Amount) from Orders', 'functions (sum)'],
      ['select * from Orders a join Orders b on a.Region = b.Region', 'JOIN'],
      ['select * from Orders union select * from Orders', 'UNION'],
      ['select distinct Region from Orders', 'DISTINCT'],
      ['select Region as R from Orders', 'aliases'],
      ['select * from Orders limit 1 offset 2', 'OFFSET'],
      ['select * from Orders; drop table Orders', 'more than one statement'],
      ['select * from Orders where Region in (select Region from Orders)', 'subqueries'],
      ['delete from Orders', 'SELECT'],
      ['select * from Nowhere', 'Nowhere is not a view'],
      ['select Country from Orders', 'Country (in the column list) is not a column'],
      ['select * from Orders order by Country', 'Country (in ORDER BY)'],
      [`select * from Orders where Units = 'many'`, 'WHERE'],
    ];
    for (const [sqlQuery, named] of cases) expect(refused(await bulk.initiateBulkExportUsingSQL(sqlQuery, 'csv'), 8504, 400), sqlQuery).toContain(named);
    expect(refused(await bulk.initiateBulkExportUsingSQL('select * from Orders', 'csv', { criteria: '"Units" > 1' }), 8504, 400)).toContain('criteria');
    const stranger = await sdkTenant();
    refused(await stranger.sdk.bulk(stranger.organizationId, workspaceId).initiateBulkExportUsingSQL('select * from Orders', 'csv'), 7103, 404);
  });
});
