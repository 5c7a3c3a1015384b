import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLRequest, GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { STATUS_CODES } from 'node:http';
import { Pool } from 'undici';
import { type DocumentNode, GraphQLError, type GraphQLSchema, parse } from 'graphql';
import { type Identity, createContext } from '../../subgraphs/core/request/context.ts';
import type { Runtime } from '../../subgraphs/core/platform/runtime.ts';
import { identityHeaders } from './internal-identity.ts';
import { Remembered } from '../../subgraphs/core/platform/remembered.ts';
import { type SubgraphExecute, subgraphExecutor } from './subgraph-executor.ts';
import { SpanKind, inSpan, traceHeaders } from '../../subgraphs/core/platform/tracing.ts';

/** What the gateway keeps per request: the caller, established before execution. */
export interface GatewayContext {
  identity?: Identity;
  /** The document's cost (gateway/guard/query-limits.ts), told to the client in extensions.cost. */
  cost?: number;
}

const HEALTH_IDENTITY: Identity = { userId: '0', scopes: [], requestId: 'health' };

/**
 * Executes a subgraph's part of a query plan in this process: no HTTP hop, no serialisation.
 * Each fetch gets a fresh subgraph context (its own DataLoaders) for the caller's identity.
 */
export class InProcessDataSource implements GraphQLDataSource<GatewayContext & Record<string, unknown>> {
  // Query-plan fetches are a small fixed set of strings per operation: parse each once.
  private readonly documents = new Remembered<DocumentNode>();
  private readonly execute: SubgraphExecute;

  constructor(
    schema: GraphQLSchema,
    private readonly runtime: Runtime,
    private readonly name = 'subgraph',
  ) {
    this.execute = subgraphExecutor(schema);
  }

  async process(options: GraphQLDataSourceProcessOptions<GatewayContext & Record<string, unknown>>): Promise<GatewayGraphQLResponse> {
    const { request } = options;
    const identity = ('context' in options ? options.context?.identity : undefined) ?? HEALTH_IDENTITY;
    const query = request.query!;
    const document = this.documents.get(query, () => parse(query));
    // The fetch's span in the request's trace (tracing.ts): what the subgraph process's server span is in distributed mode.
    const result = await inSpan(`subgraph ${this.name}`, { attributes: { 'kontor.subgraph': this.name } }, () =>
      this.execute({
        document,
        query,
        variables: request.variables,
        operationName: request.operationName,
        context: createContext(this.runtime, identity),
      }),
    );
    return result as GatewayGraphQLResponse;
  }
}

/**
 * Calls a subgraph process over HTTP, forwarding the caller's identity signed: a fetch is what
 * Apollo's RemoteGraphQLDataSource sends (the request as JSON, query first) and its answer is
 * read as that reads it (a status outside 2xx is the error `<status>: <reason>` with the response
 * in its extensions, though with no code the client would take for its own; a body that is not a
 * JSON object is an error), over an undici pool of connections kept alive to the subgraph.
 * Apollo's own source goes through make-fetch-happen, whose HTTP cache layer has nothing to do
 * here (subgraph answers are per caller and never cached, so their cache-control headers are not
 * read either), and builds node-fetch headers and a request object holding a copy of the body on
 * every fetch; `fetch` costs more in web streams than the rest of a fetch.
 */
export class SignedRemoteDataSource implements GraphQLDataSource<GatewayContext & Record<string, unknown>> {
  /** Connections to the subgraph's origin, kept alive between fetches. */
  private readonly pool: Pool;
  private readonly path: string;

  constructor(
    readonly url: string,
    private readonly secret: string,
    private readonly name = 'subgraph',
  ) {
    const { origin, pathname, search } = new URL(url);
    this.pool = new Pool(origin);
    this.path = pathname + search;
  }

  async process(options: GraphQLDataSourceProcessOptions<GatewayContext & Record<string, unknown>>): Promise<GatewayGraphQLResponse> {
    return inSpan(`fetch ${this.name}`, { kind: SpanKind.CLIENT, attributes: { 'kontor.subgraph': this.name, 'server.address': this.url } }, () =>
      this.fetch(options),
    );
  }

  private async fetch(options: GraphQLDataSourceProcessOptions<GatewayContext & Record<string, unknown>>): Promise<GatewayGraphQLResponse> {
    const { http, query, ...rest } = options.request;
    if (!query) throw new Error('Missing query');
    const identity = ('context' in options ? options.context?.identity : undefined) ?? HEALTH_IDENTITY;
    const headers: Record<string, string> = Object.create(null);
    if (http?.headers) for (const [name, value] of http.headers) headers[name.toLowerCase()] = value;
    headers['content-type'] = 'application/json';
    Object.assign(headers, signedFor(identity, this.secret), traceHeaders());
    let status: number;
    let contentType: string | string[] | undefined;
    let text: string;
    try {
      const response = await this.pool.request({ path: this.path, method: 'POST', headers, body: this.body(query, rest) });
      status = response.statusCode;
      contentType = response.headers['content-type'];
      text = await response.body.text();
    } catch (cause) {
      throw new SubgraphUnreachable(this.url, cause);
    }
    const type = String(contentType ?? '');
    const body: unknown = type.startsWith('application/json') || type.startsWith('application/graphql-response+json') ? JSON.parse(text) : text;
    if (status < 200 || status > 299) {
      // Apollo's source names a 401 or 403 UNAUTHENTICATED or FORBIDDEN, which would tell the
      // client its token was refused: here the refusal is of the gateway's signature, a fault of
      // the installation (its processes given different secrets), answered as an internal error.
      const statusText = STATUS_CODES[status] ?? '';
      throw new GraphQLError(`${status}: ${statusText}`, { extensions: { response: { url: this.url, status, statusText, body } } });
    }
    if (typeof body !== 'object' || body === null) throw new Error(`Expected JSON response body, but received: ${body}`);
    return body as GatewayGraphQLResponse;
  }

  /** The fetch's body: the request without its HTTP part, as JSON. */
  protected body(query: string, rest: Omit<GatewayGraphQLRequest, 'http' | 'query'>): string {
    return JSON.stringify({ query, ...rest });
  }

  /** Closes the kept connections. */
  async close(): Promise<void> {
    await this.pool.close();
  }
}

/** Each request's identity as signed headers, kept for the request's later fetches while their signature is fresh. */
const signatures = new WeakMap<Identity, { secret: string; at: number; headers: Record<string, string> }>();

/**
 * The signed headers of `identity`: signed at a request's first fetch and sent again with the
 * other fetches of its plan (an item's stock, a nested query's payments) for a minute, well
 * inside the five a subgraph accepts a signature for.
 */
function signedFor(identity: Identity, secret: string): Record<string, string> {
  const now = Date.now();
  const kept = signatures.get(identity);
  if (kept && kept.secret === secret && now - kept.at < 60_000) return kept.headers;
  const headers = identityHeaders(identity, secret);
  signatures.set(identity, { secret, at: now, headers });
  return headers;
}

/** A subgraph the gateway could not send a fetch to or hear the answer of: down or restarting, an outage to retry. */
export class SubgraphUnreachable extends Error {
  constructor(url: string, cause: unknown) {
    super(`The subgraph at ${url} cannot be reached: ${(cause as Error)?.message ?? cause}`, { cause });
    this.name = 'SubgraphUnreachable';
  }
}
