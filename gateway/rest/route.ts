/** One REST operation: method + path mapped to a root field of the supergraph. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the module prefix, with `{param}` placeholders named like the arguments. */
  path: string;
  /** Root Query or Mutation field the route runs. */
  field: string;
  /** Envelope key of the result; null drops it (delete answers only code and message). */
  key?: string | null;
  /** Envelope message on success. */
  message?: string;
  /** HTTP status on success (default 200). */
  status?: number;
  /** False for the operations that take no organization (organization list and create). */
  organization?: boolean;
  /** Arguments read from request headers: argument name → header name. */
  headers?: Record<string, string>;
  /** Largest accepted request body in bytes (default 1 MiB). */
  bodyLimit?: number;
}

/** Where a module's organization comes from. */
export type OrganizationSource = { query: string } | { header: string };

export interface RestModule {
  prefix: string;
  organization: OrganizationSource;
  routes: RestRoute[];
}
