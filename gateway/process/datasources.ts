import { RemoteGraphQLDataSource, type GraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
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
 * Calls a subgraph process over HTTP, forwarding the caller's identity signed. Node's own fetch
 * (undici, connections kept alive) in place of Apollo's default make-fetch-happen, whose HTTP
 * cache layer has nothing to do here: subgraph answers are per caller and never cached, so their
 * cache-control headers are not read either.
 */
export class SignedRemoteDataSource extends RemoteGraphQLDataSource<GatewayContext & Record<string, unknown>> {
  constructor(
    url: string,
    private readonly secret: string,
  ) {
    super({ url, fetcher: fetch as unknown as RemoteGraphQLDataSource['fetcher'], honorSubgraphCacheControlHeader: false });
  }

  override willSendRequest(options: Parameters<NonNullable<RemoteGraphQLDataSource['willSendRequest']>>[0]): void {
    const identity = ('context' in options ? (options.context as GatewayContext)?.identity : undefined) ?? HEALTH_IDENTITY;
    for (const [name, value] of Object.entries(identityHeaders(identity, this.secret))) options.request.http?.headers.set(name, value);
  }
}
