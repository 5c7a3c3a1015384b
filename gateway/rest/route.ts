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
  /**
   * Arguments read from a query parameter not named like them: argument name → parameter. The
   * spec reuses a path parameter's name for a list in the query (`/registers/{account_id}/…?account_id=1,2`).
   */
  query?: Record<string, string>;
  /** Largest accepted request body in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** Files besides the JSON envelope, chosen by the `format` query parameter (see RestRender). */
  render?: RestRender;
}

/** Makes a file of a resource in its wire form (snake_case, as the envelope would carry it). */
export type Renderer = (resource: unknown) => Buffer | string | Promise<Buffer | string>;

/**
 * Non-JSON answers of a route: `?format=pdf` runs the route's operation (or `field`'s) as
 * usual and hands the result to the module's renderer, which returns the file. The renderer
 * lives with the module; the REST layer only picks it and sets the content type.
 */
export interface RestRender {
  /** A query taking the same arguments as the route's field, whose result is what is rendered (default: the route's field). */
  field?: string;
  /** The format when the request names none (default json: the envelope). */
  default?: string;
  /** `format` value → what it answers; `json` always answers the envelope. */
  formats: Record<string, { contentType: string; render: Renderer; fileName?: (resource: unknown) => string }>;
}

/** Where a module's organization comes from. */
export type OrganizationSource = { query: string } | { header: string };

export interface RestModule {
  prefix: string;
  organization: OrganizationSource;
  routes: RestRoute[];
}
