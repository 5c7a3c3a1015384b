/** One REST operation: method + path mapped to a root field of the supergraph. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the module prefix, with `{param}` placeholders named like the arguments. */
  path: string;
  /** Root Query or Mutation field the route runs. */
  field: string;
  /**
   * Envelope key of the result; null drops it (delete answers only code and message). On a
   * payload of one resource, the key that resource leaves under (the family's `chart_of_account`
   * for `createAccount`'s `account`).
   */
  key?: string | null;
  /** The resource's own fields stand in the envelope, as a payload's do, instead of under a key (a bank rule, analytics' job details). */
  spread?: boolean;
  /**
   * The one resource leaves under its key in a one-element array, as the family's Books taxes
   * answer (`tax: [ { … } ]`), instead of as an object.
   */
  listed?: boolean;
  /**
   * Keys a list's entries carry beyond the family's list shape (gateway/contract/list-shapes.ts),
   * where the family's clients read them from the list: an organization's `country`.
   */
  entryKeys?: readonly string[];
  /** A list's `page_context.report_name` on the family's wire (default: the key's words capitalised). */
  reportName?: string;
  /** Envelope message on success. */
  message?: string;
  /** HTTP status on success (default 200). */
  status?: number;
  /** False for the operations that take no organization (organization list and create). */
  organization?: boolean;
  /**
   * The route takes no OAuth token (a payment provider's callback): it runs with an identity
   * holding only these scopes and no organization, and its field checks the proof the request
   * carries (a callback token). Use with `organization: false`.
   */
  anonymous?: readonly string[];
  /**
   * The route authenticates with a credential a module declares instead of OAuth, named by its
   * authenticator (ModuleDescriptor.authenticators: `messaging.send-mail-token`, a mail agent's
   * `Authorization: Svc-enczapikey <key>`); the organization is the one the credential belongs to.
   */
  auth?: string;
  /** The result itself is the body (the family's send answers), not wrapped in the module's envelope. */
  bare?: boolean;
  /** Arguments read from request headers: argument name → header name. */
  headers?: Record<string, string>;
  /**
   * Arguments read from a query parameter not named like them: argument name → parameter. The
   * spec reuses a path parameter's name for a list in the query (`/registers/{account_id}/…?account_id=1,2`).
   */
  query?: Record<string, string>;
  /**
   * Other names the family's clients give fields of the body: alias → the field's wire name
   * (`tax_ids` → `taxes`). A body naming both is refused, naming them.
   */
  bodyAliases?: Record<string, string>;
  /** Largest accepted request body in bytes (default 1 MiB, DEFAULT_BODY_LIMIT). */
  bodyLimit?: number;
  /** Files besides the JSON envelope, chosen by the `format` query parameter (see RestRender). */
  render?: RestRender;
  /** The route takes files as multipart form data (see RestUpload). */
  upload?: RestUpload;
  /** The route answers with a stored file instead of the envelope (see RestDownload). */
  download?: RestDownload;
}

/**
 * Multipart uploads. Each file part named `part` is recognised by its bytes (core/files.ts),
 * streamed into the blob store and its blob id passed to the field's `argument` (`ID` or
 * `[ID!]`); the field links it to its record in its own transaction. When the field fails
 * the stored blobs are removed again. The form's `JSONString` part (or its other text parts,
 * coerced like query parameters) is the body. A JSON request runs without files.
 */
export interface RestUpload {
  /** Multipart field name of the files (`receipt`, `attachment`, …). */
  part: string;
  /** Argument of the field receiving the blob id(s). */
  argument: string;
  /** Accepted kinds (core/files.ts), checked by content. */
  kinds: readonly import('../../subgraphs/core/platform/files.ts').FileKind[];
  /** Largest file in bytes (default 10 MB). */
  maxBytes?: number;
  /** Most files in one request (default 1; a list argument takes more). */
  maxFiles?: number;
}

/**
 * Downloads: the field returns an object carrying a blob id (`blobField`, default
 * `documentId`), whose bytes are streamed from the blob store. `inline=true` shows it in the
 * browser instead of downloading; `image_size=xlarge|large|small|tiny` (and `preview=true`,
 * which is `small`) resize images, other files are served whole.
 */
export interface RestDownload {
  blobField?: string;
  /** The blob was made for this answer alone (a synchronous export): it is removed once sent. */
  transient?: boolean;
}

/**
 * Non-JSON answers of a route: `?format=pdf` runs the route's operation (or `field`'s) as
 * usual and hands the result to the module's renderer, which returns the file. The renderer
 * lives with the module, which lists it in its descriptor's `renderers`
 * (subgraphs/core/platform/modules.ts); the route names it by key, the engine looks it up.
 */
export interface RestRender {
  /** A query taking the same arguments as the route's field, whose result is what is rendered (default: the route's field). */
  field?: string;
  /** The format when the request names none (default json: the envelope). */
  default?: string;
  /** `format` value → the key of the renderer that answers it (`accounting.invoice-pdf`); `json` always answers the envelope. */
  formats: Record<string, string>;
}

/**
 * Where a module's organization comes from. `sole`: a request naming none is for the caller's
 * only organization (the messaging family's clients send no organization: an account is one).
 */
export type OrganizationSource = { query: string; sole?: boolean } | { header: string; sole?: boolean };

export interface RestModule {
  prefix: string;
  organization: OrganizationSource;
  /**
   * The wire the module answers in (gateway/rest/wires/): the family's `{ code, message, <key> }`
   * unless it names another (`analytics`, `messaging`).
   */
  wire?: import('./wires/index.ts').WireChoice;
  routes: RestRoute[];
}

/** Largest accepted request body, and a form's largest text field, unless a route says otherwise (RestRoute.bodyLimit). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
