import { ApolloGateway, type GraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
import { ApolloServer } from '@apollo/server';
import fastifyApollo from '@as-integrations/fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { type Database, openDatabase } from '../drizzle/client.ts';
import type { Clock } from '../subgraphs/core/values/clock.ts';
import type { Identity } from '../subgraphs/core/request/context.ts';
import { ERRORS, KontorError, errorInfo } from '../subgraphs/core/request/errors.ts';
import type { JobsOptions } from '../subgraphs/core/platform/jobs.ts';
import { type ModuleDescriptor, liveFieldsOf, renderersOf } from '../subgraphs/core/platform/modules.ts';
import { type Runtime, startRuntime, stopRuntime } from '../subgraphs/core/platform/runtime.ts';
import { SUBGRAPHS, type SubgraphName } from '../subgraphs/core/platform/subgraph.ts';
import { MODULES, buildSubgraph } from '../subgraphs/index.ts';
import { authenticate, enterOrganization } from './auth/identity.ts';
import { redactUrl, registerOAuth } from './auth/oauth.ts';
import { readSupergraph } from './contract/compose.ts';
import { type GatewayContext, InProcessDataSource, SignedRemoteDataSource } from './process/datasources.ts';
import { failure } from './rest/envelope.ts';
import { registerDocs } from './rest/docs.ts';
import { registerModule } from './rest/engine.ts';
import { openApiDocument } from './rest/openapi.ts';
import { REST_MODULES } from './rest/routes/index.ts';
import { schemaInfo } from './contract/schema-info.ts';
import { EventHub } from './live/live-hub.ts';
import { LiveEngine } from './live/live-engine.ts';
import { type LiveOptions, registerLiveSockets } from './live/live-server.ts';
import { registerLiveStreams } from './live/live-sse.ts';

export interface AppOptions {
  /** An open database (tests share one); otherwise opened from databaseUrl / dataDir. */
  database?: Database;
  databaseUrl?: string;
  /** PostgreSQL connections kept for requests (the database's default when absent). */
  databasePoolSize?: number;
  dataDir?: string;
  /** Blob directory; default `<dataDir>/blobs` (`./.data/blobs` without a dataDir). */
  blobDir?: string;
  /** "Now" for every business decision; tests pass a ManualClock. */
  clock?: Clock;
  /** Job queue tuning (tests poll faster). */
  jobs?: JobsOptions;
  /** The platform's modules (default: every one, subgraphs/index.ts); a test adds its own jobs with a module of its own. */
  modules?: readonly ModuleDescriptor[];
  port?: number;
  host?: string;
  /** Gateway-only mode: subgraph name → URL of its process. Absent: all subgraphs in process. */
  subgraphUrls?: Partial<Record<SubgraphName, string>>;
  /** Shared secret signing identities sent to subgraph processes. */
  internalSecret?: string;
  /** Public base URL, as api_domain in token responses. */
  publicUrl?: string;
  logger?: boolean;
  /** Live subscriptions (graphql-ws, SSE): keep-alive and token re-check periods. */
  live?: LiveOptions;
}

export interface App {
  start(): Promise<string>;
  stop(): Promise<void>;
  readonly url: string;
  readonly database: Database;
  /** Jobs and blobs, between start() and stop(). */
  readonly runtime: Runtime;
  readonly fastify: FastifyInstance;
  /** The live events' hub, between start() and stop(): its size is the subscriptions open now. */
  readonly live: EventHub;
}

const PASS_THROUGH = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/** Masks what is not an expected outcome: the client gets code 1000 and a request id, the log the rest. */
function formatError(log: FastifyInstance['log']) {
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
  const cause = error as { name?: string; type?: string; originalError?: unknown } | undefined;
  if (cause?.name === 'FetchError') return cause.type === 'system';
  return cause?.originalError !== undefined && unreachableSubgraph(cause.originalError);
}

/** A KontorError as Apollo expects from a context function: with its HTTP status. */
function asHttpError(error: unknown): unknown {
  if (error instanceof KontorError) {
    const info = errorInfo(error.extensions.code)!;
    return new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: info.status } } });
  }
  return error;
}

function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const wire = failure('INVALID_URL', `Invalid URL: ${request.method} ${request.url.split('?')[0]} is not an operation of this API.`);
  return reply.code(wire.status).send(wire.body);
}

function methodNotAllowed(request: FastifyRequest, reply: FastifyReply, allow: string): FastifyReply {
  const path = request.routeOptions.url ?? request.url.split('?')[0];
  const wire = failure('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}; use ${allow.split(', ').join(' or ')}.`);
  return reply.code(wire.status).header('allow', allow).send(wire.body);
}

export function buildApp(options: AppOptions = {}): App {
  let database = options.database;
  const ownsDatabase = !database;
  const fastify = Fastify({
    logger: options.logger
      ? {
          level: process.env.LOG_LEVEL ?? 'info',
          // OAuth lets clients put secrets in the query string; they must not reach the log.
          serializers: {
            req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip }),
          },
        }
      : false,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  });
  // The id the log carries for a request, given back so a client can quote it (code 1000 says it is logged).
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  let server: ApolloServer<GatewayContext> | undefined;
  let runtime: Runtime | undefined;
  let url = '';
  let hub: EventHub | undefined;
  let closeLive: (() => Promise<void>) | undefined;
  const dataSources = new Map<string, GraphQLDataSource>();

  async function identify(request: FastifyRequest, organizationId: string | undefined, field: string | undefined): Promise<Identity> {
    const identity = await authenticate(database!, request.headers.authorization, request.id);
    return organizationId ? enterOrganization(database!, identity, organizationId, field ?? 'organization_id') : identity;
  }

  // A hung subgraph must turn /ready into a 503 in time for the balancer, not hang it too.
  async function ready(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), 5_000);
    });
    try {
      return await Promise.race([everyPartAnswers(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function everyPartAnswers(): Promise<boolean> {
    try {
      await database!.query('select 1');
      const results = await Promise.all(
        [...dataSources.values()].map((source) =>
          source.process({
            kind: GraphQLDataSourceRequestKind.HEALTH_CHECK,
            request: { query: '{ __typename }' },
            context: {},
          } as GraphQLDataSourceProcessOptions),
        ),
      );
      return results.every((result) => !result.errors?.length && !!result.data);
    } catch {
      return false;
    }
  }

  return {
    get url() {
      return url;
    },
    get database() {
      return database!;
    },
    get runtime() {
      if (!runtime) throw new Error('the app is not started');
      return runtime;
    },
    get live() {
      if (!hub) throw new Error('the app is not started');
      return hub;
    },
    fastify,
    async start() {
      if (!database) database = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir, poolSize: options.databasePoolSize });
      await database.migrate();
      const db = database;
      // Gateway-only: subgraph processes run the jobs; this one only sends and schedules.
      const modules = options.modules ?? MODULES;
      runtime = await startRuntime(db, {
        modules,
        blobDir: options.blobDir ?? join(options.dataDir ?? '.data', 'blobs'),
        jobs: { log: fastify.log, work: !options.subgraphUrls, ...options.jobs },
        clock: options.clock,
      });
      const live = runtime;
      const secret = options.internalSecret ?? process.env.KONTOR_INTERNAL_SECRET ?? '';
      if (options.subgraphUrls && !secret) throw new Error('subgraph processes need KONTOR_INTERNAL_SECRET to sign the identities the gateway forwards');
      for (const name of SUBGRAPHS) {
        const remote = options.subgraphUrls?.[name];
        if (options.subgraphUrls && !remote) throw new Error(`no URL given for subgraph ${name}`);
        dataSources.set(name, remote ? new SignedRemoteDataSource(remote, secret) : new InProcessDataSource(buildSubgraph(name), live));
      }
      const supergraphSdl = readSupergraph();
      // @apollo/gateway otherwise reports metrics to Apollo's servers every hour and probes the
      // cloud metadata addresses (169.254.169.254) to describe the host: a self-hosted platform
      // sends nothing anywhere unless its operator says so.
      process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';
      const gateway = new ApolloGateway({ supergraphSdl, buildService: ({ name }) => dataSources.get(name)! });
      server = new ApolloServer<GatewayContext>({
        gateway,
        formatError: formatError(fastify.log),
        includeStacktraceInErrorResponses: false,
        // The CLI stops the whole process on SIGTERM/SIGINT; Apollo's own handler would re-raise
        // the signal and kill it before the database is closed and the data directory released.
        stopOnTerminationSignals: false,
        introspection: true,
      });
      await server.start();
      const info = schemaInfo(supergraphSdl);
      const apollo = server;

      fastify.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
        // Routing comes before the body: an unknown path is a 404 and a method the path does not
        // take a 405 whatever the body is (too large, not JSON, of a type nobody parses).
        if (request.is404) return notFound(request, reply);
        const allow = (request.routeOptions.config as { allow?: string } | undefined)?.allow;
        if (allow) return methodNotAllowed(request, reply, allow);
        if (error instanceof KontorError) {
          const name = error.extensions.code as keyof typeof ERRORS;
          return reply.code(ERRORS[name].status).send({ code: ERRORS[name].code, message: error.message });
        }
        const wire =
          error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? failure('PAYLOAD_TOO_LARGE', `The request body is larger than this route accepts (${request.routeOptions.bodyLimit ?? 0} bytes).`)
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? failure('INVALID_VALUE', `Unsupported Content-Type ${request.headers['content-type']}: send application/json.`)
              : error.statusCode === 400 && (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
                ? failure('INVALID_VALUE', `The request body is not valid JSON: ${error.message}.`)
                : error.statusCode && error.statusCode < 500
                  ? failure('INVALID_VALUE', error.message)
                  : undefined;
        if (wire) return reply.code(wire.status).send(wire.body);
        request.log.error({ err: error }, 'unexpected error');
        const internal = failure('INTERNAL', `Internal error (reference ${request.id}).`);
        return reply.code(internal.status).send(internal.body);
      });
      fastify.setNotFoundHandler(notFound);
      // The family's clients send action calls (`…/active`, `…/status/sent`) with a JSON
      // content type and no body: an empty or blank JSON body is `{}`.
      fastify.removeContentTypeParser('application/json');
      fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
        const body = String(text);
        if (body.trim() === '') return done(null, {});
        try {
          done(null, JSON.parse(body));
        } catch (error) {
          done(Object.assign(error as Error, { statusCode: 400 }), undefined);
        }
      });

      await fastify.register(formbody);
      await fastify.register(multipart);
      fastify.get('/health', async () => ({ status: 'ok' }));
      fastify.get('/ready', async (_request, reply) => ((await ready()) ? { status: 'ready' } : reply.code(503).send({ status: 'not ready' })));

      await fastify.register(fastifyApollo(apollo), {
        context: async (request) => {
          try {
            const organizationId = request.headers['x-organization-id'];
            return {
              identity: await identify(request, typeof organizationId === 'string' && organizationId ? organizationId : undefined, 'X-Organization-Id'),
            };
          } catch (error) {
            throw asHttpError(error);
          }
        },
      });

      await registerOAuth(fastify, db, { publicUrl: options.publicUrl });

      const execute = async (query: string, variables: Record<string, unknown>, identity: Identity) => {
        const response = await apollo.executeOperation({ query, variables }, { contextValue: { identity } });
        if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by REST routes');
        return response.body.singleResult;
      };
      registerDocs(fastify, () => openApiDocument(REST_MODULES, info));
      const allMethods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
      const renderers = renderersOf(modules);
      for (const module of REST_MODULES) {
        registerModule(fastify, module, { ...info, execute, identify, blobs: () => live.blobs, renderers });
        // A known path asked with a method it does not take is 405, not 404.
        const byUrl = new Map<string, Set<string>>();
        for (const route of module.routes) {
          const path = module.prefix + route.path.replace(/\{(\w+)\}/g, ':$1');
          byUrl.set(path, (byUrl.get(path) ?? new Set()).add(route.method));
        }
        for (const [path, methods] of byUrl) {
          const others = allMethods.filter((m) => !methods.has(m));
          const allow = [...methods].join(', ');
          fastify.route({ method: [...others], url: path, config: { allow }, handler: async (request, reply) => methodNotAllowed(request, reply, allow) });
        }
      }

      // Live subscriptions: one LISTEN for the process, graphql-ws on /graphql, SSE on /graphql/stream.
      hub = new EventHub(db);
      await hub.start((error) => fastify.log.error({ err: error }, 'live event listener failed'));
      const engine = new LiveEngine(info.schema, liveFieldsOf(modules), hub, (query, variables, identity) => execute(query, variables, identity) as never);
      const identifyLive = async (authorization: string | undefined, organizationId: string | undefined) => {
        const identity = await authenticate(db, authorization, randomUUID());
        return organizationId ? enterOrganization(db, identity, organizationId, 'organizationId') : identity;
      };
      closeLive = registerLiveSockets(fastify, engine, identifyLive, options.live);
      registerLiveStreams(fastify, engine, identifyLive);

      url = await fastify.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
      return url;
    },
    async stop() {
      await closeLive?.();
      await fastify.close();
      await hub?.stop();
      hub = undefined;
      await server?.stop();
      if (runtime) await stopRuntime(runtime);
      runtime = undefined;
      if (ownsDatabase) await database?.close();
    },
  };
}
