import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLRequest, GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { STATUS_CODES } from 'node:http';
import { Agent, request as undiciRequest } from 'undici';
import { type DocumentNode, GraphQLError, type GraphQLSchema, parse } from 'graphql';
import { type Identity, createContext } from '../../subgraphs/core/request/context.ts';
import type { Runtime } from '../../subgraphs/core/platform/runtime.ts';
import { identityHeaders } from './internal-identity.ts';
import { Remembered } from '../../subgraphs/core/platform/remembered.ts';
import { type SubgraphExecute, subgraphExecutor } from './subgraph-executor.ts';

/** What the gateway keeps per request: the caller, established before execution. */
export interface GatewayContext {
  identity?: Identity;
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
  ) {
    this.execute = subgraphExecutor(schema);
  }

  async process(options: GraphQLDataSourceProcessOptions<GatewayContext & Record<string, unknown>>): Promise<GatewayGraphQLResponse> {
    const { request } = options;
    const identity = ('context' in options ? options.context?.identity : undefined) ?? HEALTH_IDENTITY;
    const query = request.query!;
    const document = this.documents.get(query, () => parse(query));
    const result = await this.execute({
      document,
      query,
      variables: request.variables,
      operationName: request.operationName,
      context: createContext(this.runtime, identity),
    });
    return result as GatewayGraphQLResponse;
  }
}

/**
 * Calls a subgraph process over HTTP, forwarding the caller's identity signed: a fetch is what
 * Apollo's RemoteGraphQLDataSource sends (the request as JSON, query first) and its answer is read
 * as that reads it (a status outside 2xx is the error `<status>: <reason>` with the response in
 * its extensions; a body that is not a JSON object is an error), over undici's `request` and
 * connections kept alive per subgraph. Apollo's own source goes through make-fetch-happen, whose
 * HTTP cache layer has nothing to do here (subgraph answers are per caller and never cached, so
 * their cache-control headers are not read either), and builds node-fetch headers and a request
 * object holding a copy of the body on every fetch; `fetch` costs more in web streams than the
 * rest of a fetch.
 */
export class SignedRemoteDataSource implements GraphQLDataSource<GatewayContext & Record<string, unknown>> {
  private readonly agent = new Agent();

  constructor(
    readonly url: string,
    private readonly secret: string,
  ) {}

  async process(options: GraphQLDataSourceProcessOptions<GatewayContext & Record<string, unknown>>): Promise<GatewayGraphQLResponse> {
    const { http, query, ...rest } = options.request;
    if (!query) throw new Error('Missing query');
    const identity = ('context' in options ? options.context?.identity : undefined) ?? HEALTH_IDENTITY;
    const headers: Record<string, string> = Object.create(null);
    if (http?.headers) for (const [name, value] of http.headers) headers[name.toLowerCase()] = value;
    headers['content-type'] = 'application/json';
    Object.assign(headers, identityHeaders(identity, this.secret));
    let status: number;
    let contentType: string | string[] | undefined;
    let text: string;
    try {
      const response = await undiciRequest(this.url, { method: 'POST', headers, body: this.body(query, rest), dispatcher: this.agent });
      status = response.statusCode;
      contentType = response.headers['content-type'];
      text = await response.body.text();
    } catch (cause) {
      throw new SubgraphUnreachable(this.url, cause);
    }
    const type = String(contentType ?? '');
    const body: unknown = type.startsWith('application/json') || type.startsWith('application/graphql-response+json') ? JSON.parse(text) : text;
    if (status < 200 || status > 299) {
      const statusText = STATUS_CODES[status] ?? '';
      const code = status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : undefined;
      throw new GraphQLError(`${status}: ${statusText}`, { extensions: { response: { url: this.url, status, statusText, body }, ...(code ? { code } : {}) } });
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
    await this.agent.close();
  }
}

/** A subgraph the gateway could not send a fetch to or hear the answer of: down or restarting, an outage to retry. */
export class SubgraphUnreachable extends Error {
  constructor(url: string, cause: unknown) {
    super(`The subgraph at ${url} cannot be reached: ${(cause as Error)?.message ?? cause}`, { cause });
    this.name = 'SubgraphUnreachable';
  }
}
