import { expect } from 'vitest';
import { Client, type Platform } from '../helpers/platform.ts';

type Tenant = Awaited<ReturnType<Platform['tenant']>>;

/** A workspace with a table of three rows, over analytics' REST routes: something to export. */
export async function exportable(tenant: Tenant): Promise<{ workspaceId: string; viewId: string }> {
  const api = new Client(tenant.client.baseUrl, tenant.client.token);
  const headers = { 'SVC-ANALYTICS-ORGID': tenant.organizationId };
  const ws = await api.request('POST', '/restapi/v2/workspaces', { body: { workspaceName: `Live ${Math.random().toString(36).slice(2, 8)}` }, headers });
  expect(ws.status, JSON.stringify(ws.body)).toBe(200);
  const workspaceId = ws.body.data.workspaceId as string;
  const table = await api.request('POST', `/restapi/v2/workspaces/${workspaceId}/tables`, {
    body: { tableName: 'Orders', description: 'Orders', columns: [{ columnName: 'Region', dataType: 'PLAIN' }] },
    headers,
  });
  const viewId = table.body.data.viewId as string;
  const rows = await api.request('POST', `/restapi/v2/workspaces/${workspaceId}/views/${viewId}/rows`, {
    body: { rows: [{ Region: 'East' }, { Region: 'West' }, { Region: 'North' }] },
    headers,
  });
  expect(rows.status, JSON.stringify(rows.body)).toBe(200);
  return { workspaceId, viewId };
}
