/**
 * The requests of the family's analytics SDK (Zoho Analytics API v2 client library for Node.js,
 * 2.6.0, a single JavaScript file distributed outside npm), re-created byte for byte without its
 * code. Every call of the SDK goes through one of three senders:
 *
 * - `sendV2Request`: `https.request` with the method, the path, `?CONFIG=` followed by
 *   `encodeURIComponent(JSON.stringify(config))` only when config is an object with keys, and
 *   the headers object the call built — `ZANALYTICS-ORGID` first (set when an Org/Workspace/View/
 *   Bulk instance is made; the discovery calls send none), then `User-Agent: Analytics NodeJS
 *   Client v2.6.0` and `Authorization: Zoho-oauthtoken <token>`. No body, no content type.
 * - `sendImportRequest`: `request.post` with the CONFIG always in the query and a multipart form
 *   of one part: `FILE` (a file stream: filename and the type its extension gives) or `DATA` (the
 *   raw text; the SDK sets `Content-Type: application/x-www-form-urlencoded` first, which the
 *   form's `multipart/form-data; boundary=…` header then replaces). The form is `form-data`'s, as
 *   `request` builds it.
 * - `sendExportRequest`: `request.get` with the CONFIG in the query; the answer's bytes are the
 *   file (a failure is the JSON envelope).
 *
 * The wrappers below name the SDK method each request re-creates.
 */
import http from 'node:http';
import FormData from 'form-data';

export const SDK_USER_AGENT = 'Analytics NodeJS Client v2.6.0';

export interface SdkAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
  bytes: Buffer;
  method: string;
  path: string;
}

function pathWith(uriPath: string, config: Record<string, unknown> | null, always: boolean): string {
  if (config === null || (!always && Object.keys(config).length === 0)) return uriPath;
  return `${uriPath}?CONFIG=${encodeURIComponent(JSON.stringify(config))}`;
}

function send(baseUrl: string, method: string, path: string, headers: Record<string, string | number>, body?: FormData): Promise<SdkAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        let parsed: unknown = null;
        if (String(res.headers['content-type'] ?? '').includes('json')) parsed = JSON.parse(bytes.toString('utf8'));
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed, bytes, method, path });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

/** The SDK's AnalyticsClient, as far as Kontor serves it. */
export class SdkClient {
  constructor(
    readonly baseUrl: string,
    readonly token: string,
  ) {}

  /** sendV2Request: headers as the call built them, then User-Agent and Authorization. */
  v2(method: string, uriPath: string, config: Record<string, unknown> | null, header: Record<string, string> = {}): Promise<SdkAnswer> {
    const headers = { ...header, 'User-Agent': SDK_USER_AGENT, Authorization: `Zoho-oauthtoken ${this.token}` };
    return send(this.baseUrl, method, pathWith(uriPath, config, false), headers);
  }

  /** sendImportRequest: CONFIG always in the query, one multipart part (FILE from a path, or DATA). */
  import(
    uriPath: string,
    config: Record<string, unknown>,
    header: Record<string, string>,
    part: { file: string; name: string; contentType: string } | { data: string },
  ): Promise<SdkAnswer> {
    const headers: Record<string, string | number> = { ...header, 'User-Agent': SDK_USER_AGENT, Authorization: `Zoho-oauthtoken ${this.token}` };
    const form = new FormData();
    if ('data' in part) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      form.append('DATA', part.data);
    } else form.append('FILE', Buffer.from(part.file), { filename: part.name, contentType: part.contentType });
    headers['Content-Type'] = form.getHeaders()['content-type'];
    headers['content-length'] = form.getLengthSync();
    return send(this.baseUrl, 'POST', pathWith(uriPath, config, true), headers, form);
  }

  /** sendExportRequest: a GET with CONFIG in the query; the bytes are the file. */
  export(uriPath: string, config: Record<string, unknown>, header: Record<string, string>): Promise<SdkAnswer> {
    const headers = { ...header, 'User-Agent': SDK_USER_AGENT, Authorization: `Zoho-oauthtoken ${this.token}` };
    return send(this.baseUrl, 'GET', pathWith(uriPath, config, true), headers);
  }

  /** AnalyticsClient.getOrgs */
  getOrgs = () => this.v2('GET', '/restapi/v2/orgs', null, {});
  /** AnalyticsClient.getWorkspaces */
  getWorkspaces = () => this.v2('GET', '/restapi/v2/workspaces', null, {});
  /** AnalyticsClient.getOwnedWorkspaces */
  getOwnedWorkspaces = () => this.v2('GET', '/restapi/v2/workspaces/owned', null, {});
  /** AnalyticsClient.getSharedWorkspaces (its config is not sent) */
  getSharedWorkspaces = () => this.v2('GET', '/restapi/v2/workspaces/shared', null, {});
  /** AnalyticsClient.getWorkspaceDetails */
  getWorkspaceDetails = (workspaceId: string) => this.v2('GET', `/restapi/v2/workspaces/${workspaceId}`, null, {});
  /** AnalyticsClient.getViewDetails */
  getViewDetails = (viewId: string, config: Record<string, unknown> = {}) => this.v2('GET', `/restapi/v2/views/${viewId}`, config, {});

  org(orgId: string) {
    const header = { 'ZANALYTICS-ORGID': orgId };
    return {
      /** OrgAPI.createWorkspace */
      createWorkspace: (workspaceName: string, config: Record<string, unknown> = {}) =>
        this.v2('POST', '/restapi/v2/workspaces', { ...config, workspaceName }, header),
      /** OrgAPI.getMetaDetails (viewName left out when null) */
      getMetaDetails: (workspaceName: string, viewName: string | null = null, config: Record<string, unknown> = {}) =>
        this.v2('GET', '/restapi/v2/metadetails', { ...config, workspaceName, ...(viewName !== null ? { viewName } : {}) }, header),
    };
  }

  workspace(orgId: string, workspaceId: string) {
    const header = { 'ZANALYTICS-ORGID': orgId };
    const uriPath = `/restapi/v2/workspaces/${workspaceId}`;
    return {
      /** WorkspaceAPI.delete */
      delete: (config: Record<string, unknown> = {}) => this.v2('DELETE', uriPath, config, header),
      /** WorkspaceAPI.createTable */
      createTable: (tableDesign: Record<string, unknown>, config: Record<string, unknown> = {}) =>
        this.v2('POST', `${uriPath}/tables`, { ...config, tableDesign }, header),
      /** WorkspaceAPI.getViews */
      getViews: (config: Record<string, unknown> = {}) => this.v2('GET', `${uriPath}/views`, config, header),
    };
  }

  view(orgId: string, workspaceId: string, viewId: string) {
    const header = { 'ZANALYTICS-ORGID': orgId };
    const uriPath = `/restapi/v2/workspaces/${workspaceId}/views/${viewId}`;
    return {
      /** ViewAPI.delete */
      delete: (config: Record<string, unknown> = {}) => this.v2('DELETE', uriPath, config, header),
      /** ViewAPI.addRow */
      addRow: (columnValues: Record<string, unknown>, config: Record<string, unknown> = {}) =>
        this.v2('POST', `${uriPath}/rows`, { ...config, columns: columnValues }, header),
      /** ViewAPI.updateRow (criteria left out when null or empty) */
      updateRow: (columnValues: Record<string, unknown>, criteria: string | null, config: Record<string, unknown> = {}) =>
        this.v2('PUT', `${uriPath}/rows`, { ...config, columns: columnValues, ...(criteria ? { criteria } : {}) }, header),
      /** ViewAPI.deleteRow (criteria left out when null or empty) */
      deleteRow: (criteria: string | null, config: Record<string, unknown> = {}) =>
        this.v2('DELETE', `${uriPath}/rows`, { ...config, ...(criteria ? { criteria } : {}) }, header),
    };
  }

  bulk(orgId: string, workspaceId: string) {
    const header = { 'ZANALYTICS-ORGID': orgId };
    const uriPath = `/restapi/v2/workspaces/${workspaceId}`;
    const bulkUriPath = `/restapi/v2/bulk/workspaces/${workspaceId}`;
    return {
      /** BulkAPI.importData (a file) */
      importData: (
        viewId: string,
        importType: string,
        fileType: string,
        autoIdentify: string,
        file: { file: string; name: string; contentType: string },
        config: Record<string, unknown> = {},
      ) => this.import(`${uriPath}/views/${viewId}/data`, { ...config, importType, fileType, autoIdentify }, header, file),
      /** BulkAPI.importRawData (text) */
      importRawData: (viewId: string, importType: string, fileType: string, autoIdentify: string, data: string, config: Record<string, unknown> = {}) =>
        this.import(`${uriPath}/views/${viewId}/data`, { ...config, importType, fileType, autoIdentify }, header, { data }),
      /** BulkAPI.exportData */
      exportData: (viewId: string, responseFormat: string, config: Record<string, unknown> = {}) =>
        this.export(`${uriPath}/views/${viewId}/data`, { ...config, responseFormat }, header),
      /** BulkAPI.initiateBulkExport */
      initiateBulkExport: (viewId: string, responseFormat: string, config: Record<string, unknown> = {}) =>
        this.v2('GET', `${bulkUriPath}/views/${viewId}/data`, { ...config, responseFormat }, header),
      /** BulkAPI.initiateBulkExportUsingSQL */
      initiateBulkExportUsingSQL: (sqlQuery: string, responseFormat: string, config: Record<string, unknown> = {}) =>
        this.v2('GET', `${bulkUriPath}/data`, { ...config, sqlQuery, responseFormat }, header),
      /** BulkAPI.getExportJobDetails */
      getExportJobDetails: (jobId: string) => this.v2('GET', `${bulkUriPath}/exportjobs/${jobId}`, null, header),
      /** BulkAPI.exportBulkData */
      exportBulkData: (jobId: string) =>
        send(this.baseUrl, 'GET', `${bulkUriPath}/exportjobs/${jobId}/data`, {
          ...header,
          'User-Agent': SDK_USER_AGENT,
          Authorization: `Zoho-oauthtoken ${this.token}`,
        }),
    };
  }
}
