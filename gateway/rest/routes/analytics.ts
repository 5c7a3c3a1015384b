import type { RestModule } from '../route.ts';

/**
 * Analytics export, /restapi/v2 (routes.md, Analytics export). Answers in its own envelope
 * (`status`, `summary`, `data`; camelCase fields), the organization in `SVC-ANALYTICS-ORGID`.
 */
export const analytics: RestModule = {
  prefix: '/restapi/v2',
  organization: { header: 'SVC-ANALYTICS-ORGID' },
  wire: 'analytics',
  routes: [
    { method: 'POST', path: '/workspaces', field: 'createWorkspace', message: 'Create workspace' },
    { method: 'GET', path: '/workspaces', field: 'workspaces', message: 'Fetch workspaces' },
    { method: 'GET', path: '/workspaces/{workspace_id}/views', field: 'workspaceViews', message: 'Fetch views' },
    { method: 'POST', path: '/workspaces/{workspace_id}/tables', field: 'createTable', message: 'Create table' },
    { method: 'POST', path: '/workspaces/{workspace_id}/views', field: 'createQueryView', message: 'Create query view' },
    { method: 'POST', path: '/workspaces/{workspace_id}/views/{view_id}/rows', field: 'addRows', message: 'Add rows' },
    { method: 'GET', path: '/datasets', field: 'analyticsDatasets', message: 'Fetch datasets' },
    {
      method: 'GET',
      path: '/bulk/workspaces/{workspace_id}/views/{view_id}/data',
      field: 'createExportJob',
      query: { config: 'CONFIG' },
      message: 'Create bulk export job',
    },
    { method: 'GET', path: '/bulk/workspaces/{workspace_id}/exportjobs/{job_id}', field: 'exportJob', spread: true, message: 'Fetch export job info' },
    { method: 'GET', path: '/bulk/workspaces/{workspace_id}/exportjobs/{job_id}/data', field: 'exportJobFile', download: {} },
  ],
};
