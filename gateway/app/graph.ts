/**
 * The federated graph: one data source per subgraph (in this process, or a signed remote one in
 * distributed mode), the Apollo gateway over the composed supergraph with compiled query plans,
 * and the Apollo server. What the routes need of it: `execute` (a REST operation, its variables
 * checked like /graphql's), the schema facts, `ready` (every part answers, within 5 s) and
 * `health` (each part on its own, for the front page).
 */
import { ApolloGateway, type GraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { FastifyBaseLogger } from 'fastify';
import {
  type FormattedExecutionResult,
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../drizzle/client.ts';
import type { Runtime } from '../../subgraphs/core/platform/runtime.ts';
import { SUBGRAPHS, type SubgraphName, rootFieldScopes } from '../../subgraphs/core/request/subgraph.ts';
import type { Identity } from '../../subgraphs/core/request/context.ts';
import { ERRORS, KontorError, errorInfo, fieldLabel } from '../../subgraphs/core/values/errors.ts';
import { buildSubgraph } from '../../subgraphs/index.ts';
import { readSupergraph } from '../contract/compose.ts';
import { schemaInfo } from '../contract/schema-info.ts';
import { checkVariables, inputSchema } from '../guard/input-guard.ts';
import { costExtension } from '../guard/query-limits.ts';
import { GRAPHIQL } from '../pages/pages.ts';
import { CompiledPlanGateway } from '../process/compiled-plans.ts';
import { type GatewayContext, InProcessDataSource, SignedRemoteDataSource, SubgraphUnreachable } from '../process/datasources.ts';

const PASS_THROUGH = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
  // A /graphql mutation whose idempotency key replays the first answer (gateway/guard/idempotency.ts): the error never leaves.
  'REPLAYED',
]);

/** Masks what is not an expected outcome: the client gets code 1000 and a request id, the log the rest. */
function formatError(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (errorInfo(code) || (typeof code === 'string' && PASS_THROUGH.has(code))) {
      const { stacktrace: _s, serviceName: _n, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    const id = randomUUID();
    if (unreachableSubgraph(error)) {
      log.warn({ err: error, errorId: id }, 'subgraph unreachable');
      return {
        message: `A part of the platform cannot be reached right now; retry later (reference ${id}).`,
        path: formatted.path,
        extensions: { code: 'UNAVAILABLE', errorCode: ERRORS.UNAVAILABLE.code },
      };
    }
    log.error({ err: error, errorId: id }, 'unexpected GraphQL error');
    return { message: `Internal error (reference ${id}).`, path: formatted.path, extensions: { code: 'INTERNAL', errorCode: ERRORS.INTERNAL.code } };
  };
}

/**
 * In distributed mode a subgraph process that is down or restarting fails the fetch itself
 * (connection refused, reset, no route): an outage to retry, not a bug. A subgraph that
 * answers wrongly (refused signature, 5xx) stays an internal error.
 */
function unreachableSubgraph(error: unknown): boolean {
  // Apollo hands formatError the original error, unwrapped from the GraphQLError around it.
  // SignedRemoteDataSource fails a fetch it could not send or finish (ECONNREFUSED, ECONNRESET, …) so.
  if (error instanceof SubgraphUnreachable) return true;
  const wrapped = error as { originalError?: unknown } | undefined;
  return wrapped?.originalError !== undefined && unreachableSubgraph(wrapped.originalError);
}

/** A KontorError as Apollo expects from a context function: with its HTTP status. */
export function asHttpError(error: unknown): unknown {
  if (error instanceof KontorError) {
    const info = errorInfo(error.extensions.code)!;
    return new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: info.status } } });
  }
  return error;
}

/** Tells a /graphql client its document's cost against the limit, as `extensions.cost: { requested, limit }`. */
const costReport: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (contextValue.cost === undefined || response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        result.extensions = { ...result.extensions, cost: costExtension(contextValue.cost) };
      },
    };
  },
};

export interface Graph {
  server: ApolloServer<GatewayContext>;
  /** The supergraph's schema facts (schemaInfo) and its input rules (the guards' view of it). */
  info: ReturnType<typeof schemaInfo>;
  guarded: GraphQLSchema;
  /** The scopes each root field needs (`Query.invoices` → anyOf). */
  rootScopes: ReadonlyMap<string, string[]>;
  /** Runs a fixed operation (a REST route's) as `identity`, its variables checked like /graphql's. */
  execute(query: string, variables: Record<string, unknown>, identity: Identity): Promise<FormattedExecutionResult>;
  /** Whether the database and every subgraph answer, within 5 s. */
  ready(): Promise<boolean>;
  /** Each part on its own, the database first then the subgraphs by name: whether it answers, within 5 s. */
  health(): Promise<{ name: string; ok: boolean }[]>;
  stop(): Promise<void>;
}

/** Apollo's landing page hook (a GET that prefers text/html) answering with the gateway's own GraphiQL page. */
const graphiqlLandingPage: ApolloServerPlugin<GatewayContext> = {
  async serverWillStart() {
    return {
      async renderLandingPage() {
        return { html: GRAPHIQL };
      },
    };
  },
};

export async function startGraph(parts: {
  database: Database;
  runtime: Runtime;
  log: FastifyBaseLogger;
  subgraphUrls?: Partial<Record<SubgraphName, string>>;
  internalSecret?: string;
}): Promise<Graph> {
  const { database, runtime, log, subgraphUrls } = parts;
  const dataSources = new Map<string, GraphQLDataSource>();
  const secret = parts.internalSecret ?? process.env.KONTOR_INTERNAL_SECRET ?? '';
  if (subgraphUrls && !secret) throw new Error('subgraph processes need KONTOR_INTERNAL_SECRET to sign the identities the gateway forwards');
  for (const name of SUBGRAPHS) {
    const remote = subgraphUrls?.[name];
    if (subgraphUrls && !remote) throw new Error(`no URL given for subgraph ${name}`);
    dataSources.set(name, remote ? new SignedRemoteDataSource(remote, secret, name) : new InProcessDataSource(buildSubgraph(name), runtime, name));
  }
  const supergraphSdl = readSupergraph();
  // @apollo/gateway otherwise reports metrics to Apollo's servers every hour and probes the
  // cloud metadata addresses (169.254.169.254) to describe the host: a self-hosted platform
  // sends nothing anywhere unless its operator says so.
  process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';
  let compiled: CompiledPlanGateway | undefined;
  const gateway = new ApolloGateway({
    supergraphSdl,
    // The committed supergraph is the composition of the subgraphs' SDLs, which test/schema.test.ts
    // checks on every run: validating it again at each start costs ~200 ms for nothing.
    validateSupergraph: false,
    buildService: ({ name }) => dataSources.get(name)!,
    experimental_didResolveQueryPlan: (resolved) => compiled?.didResolveQueryPlan(resolved),
  });
  compiled = new CompiledPlanGateway(gateway, dataSources);
  // The REST layer reads the API schema the gateway builds instead of building it a second time.
  let apiSchema: GraphQLSchema | undefined;
  gateway.onSchemaLoadOrUpdate((loaded) => {
    apiSchema = loaded.apiSchema;
  });
  const server = new ApolloServer<GatewayContext>({
    gateway: compiled,
    formatError: formatError(log),
    includeStacktraceInErrorResponses: false,
    // The CLI stops the whole process on SIGTERM/SIGINT; Apollo's own handler would re-raise
    // the signal and kill it before the database is closed and the data directory released.
    stopOnTerminationSignals: false,
    // Introspection maps the whole API for an attacker too: off in production unless asked for.
    introspection: process.env.NODE_ENV !== 'production' || process.env.GRAPHQL_INTROSPECTION === 'true',
    // Kontor's answers are per caller and never cached by HTTP: no cache policy to work out per field.
    // A browser opening /graphql gets the GraphiQL page served here, not Apollo's landing page,
    // which loads Apollo Sandbox from a CDN (and reads "cannot be loaded" offline).
    plugins: [ApolloServerPluginCacheControlDisabled(), graphiqlLandingPage, costReport],
  });
  await server.start();
  const info = schemaInfo(supergraphSdl, apiSchema);
  const guarded = inputSchema(info.schema);

  // REST operations are fixed strings: each parsed once.
  const operations = new Map<string, OperationDefinitionNode>();
  async function execute(query: string, variables: Record<string, unknown>, identity: Identity): Promise<FormattedExecutionResult> {
    let operation = operations.get(query);
    if (!operation) {
      operation = parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
      operations.set(query, operation);
    }
    const refused = checkVariables(guarded, operation, variables);
    if (refused)
      return {
        errors: [{ message: `Invalid value passed for ${fieldLabel(refused.field)}: ${refused.rule}.`, extensions: { code: 'INVALID_VALUE', ...refused } }],
      };
    const response = await server.executeOperation({ query, variables }, { contextValue: { identity } });
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by REST routes');
    return response.body.singleResult;
  }

  const databaseAnswers = () =>
    database.query('select 1').then(
      () => true,
      () => false,
    );
  async function subgraphAnswers(source: GraphQLDataSource): Promise<boolean> {
    try {
      const result = await source.process({
        kind: GraphQLDataSourceRequestKind.HEALTH_CHECK,
        request: { query: '{ __typename }' },
        context: {},
      } as GraphQLDataSourceProcessOptions);
      return !result.errors?.length && !!result.data;
    } catch {
      return false;
    }
  }

  // A hung subgraph must turn /ready into a 503 in time for the balancer, not hang it too.
  async function within5s<T>(work: Promise<T>, late: T): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(late), 5_000);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    server,
    info,
    guarded,
    rootScopes: rootFieldScopes(),
    execute,
    async ready() {
      const answers = async () => (await databaseAnswers()) && (await Promise.all([...dataSources.values()].map(subgraphAnswers))).every(Boolean);
      return within5s(answers(), false);
    },
    async health() {
      const parts = [{ name: 'database', ok: databaseAnswers() }, ...[...dataSources].map(([name, source]) => ({ name, ok: subgraphAnswers(source) }))];
      return Promise.all(parts.map(async ({ name, ok }) => ({ name, ok: await within5s(ok, false) })));
    },
    async stop() {
      await server.stop();
      for (const source of dataSources.values()) if (source instanceof SignedRemoteDataSource) await source.close();
    },
  };
}
