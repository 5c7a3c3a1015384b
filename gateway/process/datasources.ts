import { RemoteGraphQLDataSource, type GraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { STATUS_CODES } from 'node:http';
import { Agent, request as undiciRequest } from 'undici';
import { type DocumentNode, type GraphQLSchema, parse } from 'graphql';
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
 * Calls a subgraph process over HTTP, forwarding the caller's identity signed. Fetches go out
 * through undici's `request` over connections kept alive per subgraph (`subgraphFetcher`), in
 * place of Apollo's default make-fetch-happen, whose HTTP cache layer has nothing to do here
 * (subgraph answers are per caller and never cached, so their cache-control headers are not read
 * either), and of `fetch`, whose web streams cost more than the rest of a fetch.
 */
export class SignedRemoteDataSource extends RemoteGraphQLDataSource<GatewayContext & Record<string, unknown>> {
  private readonly agent: Agent;

  constructor(
    url: string,
    private readonly secret: string,
  ) {
    const agent = new Agent();
    super({ url, fetcher: subgraphFetcher(agent), honorSubgraphCacheControlHeader: false });
    this.agent = agent;
  }

  override willSendRequest(options: Parameters<NonNullable<RemoteGraphQLDataSource['willSendRequest']>>[0]): void {
    const identity = ('context' in options ? (options.context as GatewayContext)?.identity : undefined) ?? HEALTH_IDENTITY;
    for (const [name, value] of Object.entries(identityHeaders(identity, this.secret))) options.request.http?.headers.set(name, value);
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

type Fetcher = NonNullable<ConstructorParameters<typeof RemoteGraphQLDataSource>[0]>['fetcher'];

/**
 * What RemoteGraphQLDataSource fetches with: the answer read whole, then handed over as the
 * response object Apollo reads (status, content type, body as text or JSON). A fetch that could
 * not be sent or heard fails with SubgraphUnreachable.
 */
function subgraphFetcher(agent: Agent): Fetcher {
  return (async (url: string, init: { method?: string; headers?: Record<string, string>; body?: string }) => {
    let status: number;
    let headers: Record<string, string | string[] | undefined>;
    let text: string;
    try {
      const response = await undiciRequest(url, { method: init.method ?? 'POST', headers: init.headers, body: init.body, dispatcher: agent });
      status = response.statusCode;
      headers = response.headers;
      text = await response.body.text();
    } catch (cause) {
      throw new SubgraphUnreachable(url, cause);
    }
    return {
      url,
      ok: status >= 200 && status <= 299,
      status,
      statusText: STATUS_CODES[status] ?? '',
      headers: { get: (name: string) => String(headers[name.toLowerCase()] ?? '') || null },
      text: async () => text,
      json: async () => JSON.parse(text),
    };
  }) as unknown as Fetcher;
}
