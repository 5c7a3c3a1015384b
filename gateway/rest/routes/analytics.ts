import { TABLE_IMPORT_KINDS } from '../../../subgraphs/core/platform/files.ts';
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
    // Discovery, as the family's analytics client calls it without an organization header
    // (getOrgs, getWorkspaces, getWorkspaceDetails, getViewDetails): the caller's organizations,
    // their workspaces (one organization's with the header), one workspace or view in any of them.
    { method: 'GET', path: '/orgs', field: 'analyticsOrgs', organization: false, message: 'Fetch organizations' },
    {
      method: 'GET',
      path: '/workspaces',
      field: 'analyticsWorkspaces',
      organization: false,
      headers: { orgId: 'SVC-ANALYTICS-ORGID' },
      message: 'Fetch workspaces',
    },
    { method: 'GET', path: '/workspaces/owned', field: 'analyticsOwnedWorkspaces', organization: false, message: 'Fetch owned workspaces' },
    { method: 'GET', path: '/workspaces/shared', field: 'analyticsSharedWorkspaces', organization: false, message: 'Fetch shared workspaces' },
    { method: 'GET', path: '/metadetails', field: 'analyticsMetaDetails', message: 'Fetch meta details' },
    { method: 'GET', path: '/workspaces/{workspace_id}', field: 'workspaceDetails', organization: false, message: 'Fetch workspace details' },
    { method: 'GET', path: '/views/{view_id}', field: 'viewDetails', organization: false, message: 'Fetch view details' },
    { method: 'DELETE', path: '/workspaces/{workspace_id}', field: 'deleteWorkspace', message: 'Delete workspace' },
    { method: 'DELETE', path: '/workspaces/{workspace_id}/views/{view_id}', field: 'deleteView', message: 'Delete view' },
    { method: 'GET', path: '/workspaces/{workspace_id}/views', field: 'workspaceViews', message: 'Fetch views' },
    { method: 'POST', path: '/workspaces/{workspace_id}/tables', field: 'createTable', message: 'Create table' },
    { method: 'POST', path: '/workspaces/{workspace_id}/views', field: 'createQueryView', message: 'Create query view' },
    { method: 'POST', path: '/workspaces/{workspace_id}/views/{view_id}/rows', field: 'addRows', message: 'Add rows' },
    { method: 'PUT', path: '/workspaces/{workspace_id}/views/{view_id}/rows', field: 'updateRows', message: 'Update rows' },
    { method: 'DELETE', path: '/workspaces/{workspace_id}/views/{view_id}/rows', field: 'deleteRows', message: 'Delete rows' },
    {
      method: 'GET',
      path: '/workspaces/{workspace_id}/views/{view_id}/data',
      field: 'exportViewData',
      query: { config: 'CONFIG' },
      download: { transient: true },
    },
    {
      // The family client's importData (FILE) and importRawData (DATA, at most 1 MiB of text).
      method: 'POST',
      path: '/workspaces/{workspace_id}/views/{view_id}/data',
      field: 'importData',
      query: { config: 'CONFIG' },
      upload: { part: 'FILE', argument: 'file', kinds: TABLE_IMPORT_KINDS, maxBytes: 1024 * 1024 * 1024 },
      message: 'Import data',
    },
    { method: 'GET', path: '/datasets', field: 'analyticsDatasets', message: 'Fetch datasets' },
    {
      method: 'GET',
      path: '/bulk/workspaces/{workspace_id}/views/{view_id}/data',
      field: 'createExportJob',
      query: { config: 'CONFIG' },
      message: 'Create bulk export job',
    },
    {
      // The family client's initiateBulkExportUsingSQL: CONFIG.sqlQuery, a SELECT over a view of the workspace.
      method: 'GET',
      path: '/bulk/workspaces/{workspace_id}/data',
      field: 'createSqlExportJob',
      query: { config: 'CONFIG' },
      message: 'Create bulk export job',
    },
    { method: 'GET', path: '/bulk/workspaces/{workspace_id}/exportjobs/{job_id}', field: 'exportJob', spread: true, message: 'Fetch export job info' },
    { method: 'GET', path: '/bulk/workspaces/{workspace_id}/exportjobs/{job_id}/data', field: 'exportJobFile', download: {} },
  ],
};
