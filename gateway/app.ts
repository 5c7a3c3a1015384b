import { ApolloGateway, type GraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
import { ApolloServer } from '@apollo/server';
import fastifyApollo from '@as-integrations/fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type FormattedExecutionResult, GraphQLError, type GraphQLFormattedError, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { type Database, openDatabase } from '../drizzle/client.ts';
import type { Clock } from '../subgraphs/core/values/clock.ts';
import type { Identity } from '../subgraphs/core/request/context.ts';
import { ERRORS, KontorError, errorInfo, fieldLabel } from '../subgraphs/core/request/errors.ts';
import type { JobsOptions } from '../subgraphs/core/platform/jobs.ts';
import { type ModuleDescriptor, liveFieldsOf, renderersOf } from '../subgraphs/core/platform/modules.ts';
import { type Runtime, startRuntime, stopRuntime } from '../subgraphs/core/platform/runtime.ts';
import { SUBGRAPHS, type SubgraphName, rootFieldScopes } from '../subgraphs/core/platform/subgraph.ts';
import { MODULES, buildSubgraph } from '../subgraphs/index.ts';
import { registerTracking } from './rest/tracking.ts';
import { PROVIDER_CALLBACK_PATH, registerProviderCallbacks } from './rest/provider-callbacks.ts';
import { type SmtpRelay, type SmtpRelayOptions, startSmtpRelay } from '../subgraphs/messaging/api.ts';
import { authenticate, authenticateSender, enterOrganization, enterSoleOrganization, requireScopes } from './auth/identity.ts';
import { redactUrl, registerOAuth } from './auth/oauth.ts';
import { accountsModule } from './auth/token-purge.ts';
import { readSupergraph } from './contract/compose.ts';
import { type GatewayContext, InProcessDataSource, SignedRemoteDataSource, SubgraphUnreachable } from './process/datasources.ts';
import { CompiledPlanGateway } from './process/compiled-plans.ts';
import { Remembered } from '../subgraphs/core/platform/remembered.ts';
import { type WireFailure, envelopeNamed, failure } from './rest/envelope.ts';
import { registerDocs } from './rest/docs.ts';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { registerPages } from './pages/pages.ts';
import { registerModule } from './rest/engine.ts';
import { openApiDocument } from './rest/openapi.ts';
import { REST_MODULES } from './rest/routes/index.ts';
import { schemaInfo } from './contract/schema-info.ts';
import { checkVariables, inputSchema } from './guard/input-guard.ts';
import { loadPreviousSecretKey, loadSecretKey, useSecretKey } from '../subgraphs/core/platform/secrets.ts';
import { loggerSettings } from './guard/log-safety.ts';
import { checkRequest } from './guard/query-limits.ts';
import { type RateLimitOptions, RateLimits, type RateState, rateLimitOptionsFromEnv } from './guard/rate-limits.ts';
import { EventHub } from './live/live-hub.ts';
import { AccessCache } from './auth/access-cache.ts';
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
  /** Where secret.key is kept when KONTOR_SECRET_KEY is not set; default dataDir (`./.data` without one). */
  secretDir?: string;
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
  /** Log with pino (to stdout, or to the stream given: tests read it). */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** Request limits and sign-in throttling (README "Rate limits"); by default from RATE_LIMIT_* and REDIS_URL. */
  rateLimit?: RateLimitOptions;
  /** Also run the messaging SMTP submission server (mail agents' SMTP passwords). */
  smtpRelay?: SmtpRelayOptions;
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
  // SignedRemoteDataSource fails a fetch it could not send or finish (ECONNREFUSED, ECONNRESET, …) so.
  if (error instanceof SubgraphUnreachable) return true;
  const wrapped = error as { originalError?: unknown } | undefined;
  return wrapped?.originalError !== undefined && unreachableSubgraph(wrapped.originalError);
}

/** A KontorError as Apollo expects from a context function: with its HTTP status. */
function asHttpError(error: unknown): unknown {
  if (error instanceof KontorError) {
    const info = errorInfo(error.extensions.code)!;
    return new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: info.status } } });
  }
  return error;
}

/**
 * The scopes the root fields of a /graphql request's operation need (each an `anyOf`), read
 * before the organization is entered and the variables are coerced. A document that does not
 * parse, or names no operation to run, asks for nothing here: Apollo refuses it with 400.
 */
function scopesAskedFor(rootScopes: ReadonlyMap<string, string[]>, params: unknown): string[][] {
  const { query, operationName } = (params ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return [];
  const key = `${typeof operationName === 'string' ? `"${operationName}"` : ''}\n${query}`;
  let asked = askedScopes.get(rootScopes);
  if (!asked) askedScopes.set(rootScopes, (asked = new Remembered()));
  return asked.get(key, () => rootScopesOf(rootScopes, query, operationName));
}

/** The root-field scopes of each document text, worked out once (scopesAskedFor). */
const askedScopes = new WeakMap<ReadonlyMap<string, string[]>, Remembered<string[][]>>();

function rootScopesOf(rootScopes: ReadonlyMap<string, string[]>, query: string, operationName: unknown): string[][] {
  let document: ReturnType<typeof parse>;
  try {
    document = parse(query);
  } catch {
    return [];
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation =
    typeof operationName === 'string' ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation) return [];
  const type = operation.operation === 'query' ? 'Query' : operation.operation === 'mutation' ? 'Mutation' : 'Subscription';
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const required: string[][] = [];
  const seen = new Set<string>();
  const walk = (selections: readonly import('graphql').SelectionNode[], depth: number) => {
    if (depth > 10) return;
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) {
        const scopes = rootScopes.get(`${type}.${selection.name.value}`);
        if (scopes && !seen.has(selection.name.value)) {
          seen.add(selection.name.value);
          required.push(scopes);
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet.selections, depth + 1);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet.selections, depth + 1);
      }
    }
  };
  walk(operation.selectionSet.selections, 0);
  return required;
}

function notFoundFailure(request: FastifyRequest): WireFailure {
  return failure('INVALID_URL', `Invalid URL: ${request.method} ${request.url.split('?')[0]} is not an operation of this API.`);
}

function methodNotAllowedFailure(request: FastifyRequest, allow: string): WireFailure {
  const path = request.routeOptions.url ?? request.url.split('?')[0];
  return failure('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}; use ${allow.split(', ').join(' or ')}.`);
}

export function buildApp(options: AppOptions = {}): App {
  let database = options.database;
  const ownsDatabase = !database;
  const fastify = Fastify({
    logger: options.logger
      ? loggerSettings(process.env.LOG_LEVEL ?? 'info', {
          ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
          // OAuth lets clients put secrets in the query string; they must not reach the log.
          serializers: {
            req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip }),
          },
        })
      : false,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  });
  // The id the log carries for a request, given back so a client can quote it (code 1000 says it is logged).
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const limits = new RateLimits(options.rateLimit ?? rateLimitOptionsFromEnv());
  // The budget a request was counted against, sent back in X-RateLimit-* (and Retry-After when spent).
  const rateStates = new WeakMap<FastifyRequest, RateState>();
  fastify.addHook('onSend', async (request, reply) => {
    const state = rateStates.get(request);
    if (!state) return;
    reply.header('x-ratelimit-limit', state.limit).header('x-ratelimit-remaining', state.remaining).header('x-ratelimit-reset', state.reset);
    if (state.retryAfter !== undefined) reply.header('retry-after', state.retryAfter);
  });
  let server: ApolloServer<GatewayContext> | undefined;
  let runtime: Runtime | undefined;
  let url = '';
  let relay: SmtpRelay | undefined;
  let hub: EventHub | undefined;
  let access: AccessCache | undefined;
  let closeLive: (() => Promise<void>) | undefined;
  const dataSources = new Map<string, GraphQLDataSource>();

  async function identify(
    request: FastifyRequest,
    organizationId: string | undefined,
    field: string | undefined,
    scopes: readonly (readonly string[])[] = [],
  ): Promise<Identity> {
    const identity = await authenticate(access!, request.headers.authorization, request.id);
    requireScopes(identity, scopes);
    const entered = organizationId ? await enterOrganization(access!, identity, organizationId, field ?? 'organization_id') : identity;
    try {
      const state = await limits.request(request.headers.authorization!, entered.organizationId);
      if (state) rateStates.set(request, state);
    } catch (error) {
      if (!(error instanceof KontorError)) {
        // A rate-limit store that fails must not take the API down with it.
        request.log.warn({ err: error }, 'rate limit store unavailable; request not counted');
        return entered;
      }
      rateStates.set(request, error.extensions.rateLimit as RateState);
      const { rateLimit: _state, ...extensions } = error.extensions;
      throw new KontorError('RATE_LIMITED', error.message, extensions);
    }
    return entered;
  }

  async function identifySole(request: FastifyRequest, field: string, scopes: readonly (readonly string[])[] = []): Promise<Identity> {
    const identity = await authenticate(access!, request.headers.authorization, request.id);
    requireScopes(identity, scopes);
    return enterSoleOrganization(database!, identity, field);
  }

  async function identifySender(request: FastifyRequest): Promise<Identity> {
    return authenticateSender(database!, request.headers.authorization, request.id);
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
      await limits.ready();
      useSecretKey(loadSecretKey(options.secretDir ?? options.dataDir ?? '.data'), loadPreviousSecretKey());
      const db = database;
      access = new AccessCache(db);
      await access.start();
      // Gateway-only: subgraph processes run the jobs; this one only sends and schedules.
      const modules = options.modules ?? MODULES;
      runtime = await startRuntime(db, {
        // The accounts server's job (purging dead tokens) is the gateway's own, and core's jobs
        // belong to no subgraph process: both are worked here even when the modules run elsewhere.
        modules: [...modules, accountsModule],
        blobDir: options.blobDir ?? join(options.dataDir ?? '.data', 'blobs'),
        jobs: { log: fastify.log, work: options.subgraphUrls ? [accountsModule.name, 'core'] : true, ...options.jobs },
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
      let compiled: CompiledPlanGateway | undefined;
      const gateway = new ApolloGateway({
        supergraphSdl,
        buildService: ({ name }) => dataSources.get(name)!,
        experimental_didResolveQueryPlan: (resolved) => compiled?.didResolveQueryPlan(resolved),
      });
      compiled = new CompiledPlanGateway(gateway, dataSources);
      server = new ApolloServer<GatewayContext>({
        gateway: compiled,
        formatError: formatError(fastify.log),
        includeStacktraceInErrorResponses: false,
        // The CLI stops the whole process on SIGTERM/SIGINT; Apollo's own handler would re-raise
        // the signal and kill it before the database is closed and the data directory released.
        stopOnTerminationSignals: false,
        // Introspection maps the whole API for an attacker too: off in production unless asked for.
        introspection: process.env.NODE_ENV !== 'production' || process.env.GRAPHQL_INTROSPECTION === 'true',
        // Kontor's answers are per caller and never cached by HTTP: no cache policy to work out per field.
        plugins: [ApolloServerPluginCacheControlDisabled()],
      });
      await server.start();
      const info = schemaInfo(supergraphSdl);
      const guarded = inputSchema(info.schema);
      const rootScopes = rootFieldScopes();
      const apollo = server;

      // A module's own envelope (RestModule.envelope) shapes every failure of its routes, and of unknown paths under its prefix.
      const envelopes = REST_MODULES.filter((module) => module.envelope).map((module) => ({ prefix: `${module.prefix}/`, envelope: module.envelope }));
      const answer = (request: FastifyRequest, reply: FastifyReply, wire: WireFailure) => {
        const named = (request.routeOptions.config as { envelope?: string } | undefined)?.envelope;
        const byPath = envelopes.find((e) => request.url.startsWith(e.prefix))?.envelope;
        const shaped = envelopeNamed(named ?? byPath).failure(wire);
        return reply.code(shaped.status).send(shaped.body);
      };
      const notFound = (request: FastifyRequest, reply: FastifyReply) => answer(request, reply, notFoundFailure(request));
      const methodNotAllowed = (request: FastifyRequest, reply: FastifyReply, allow: string) =>
        answer(request, reply.header('allow', allow), methodNotAllowedFailure(request, allow));
      fastify.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
        // Routing comes before the body: an unknown path is a 404 and a method the path does not
        // take a 405 whatever the body is (too large, not JSON, of a type nobody parses).
        if (request.is404) return notFound(request, reply);
        const allow = (request.routeOptions.config as { allow?: string } | undefined)?.allow;
        if (allow) return methodNotAllowed(request, reply, allow);
        if (error instanceof KontorError) {
          const name = error.extensions.code as keyof typeof ERRORS;
          return answer(request, reply, failure(name, error.message));
        }
        const wire =
          error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? failure('PAYLOAD_TOO_LARGE', `The request body is larger than this route accepts (${request.routeOptions.bodyLimit ?? 0} bytes).`)
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? failure('INVALID_VALUE', `Unsupported Content-Type ${request.headers['content-type']}: send application/json.`)
              : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? failure('INVALID_VALUE', 'The request body is empty: send a JSON object.')
                : error.statusCode === 400 && (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
                  ? failure('INVALID_VALUE', `The request body is not valid JSON: ${error.message}.`)
                  : error.statusCode && error.statusCode < 500
                    ? failure('INVALID_VALUE', error.message)
                    : undefined;
        if (wire) return answer(request, reply, wire);
        request.log.error({ err: error }, 'unexpected error');
        return answer(request, reply, failure('INTERNAL', `Internal error (reference ${request.id}).`));
      });
      // The family's clients send action calls (`…/active`, `…/status/sent`) with a JSON
      // content type and no body: an empty or blank JSON body is `{}`.
      fastify.removeContentTypeParser('application/json');
      fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
        const body = String(text);
        // Provider receipts are signed over the body as it arrived (rest/provider-callbacks.ts).
        if (PROVIDER_CALLBACK_PATH.test(request.url)) (request as unknown as { rawBody: string }).rawBody = body;
        if (body.trim() === '') return done(null, {});
        try {
          done(null, JSON.parse(body));
        } catch (error) {
          done(Object.assign(error as Error, { statusCode: 400 }), undefined);
        }
      });
      fastify.setNotFoundHandler(notFound);

      // Answers of 1 KB and more are compressed for clients that accept it (Accept-Encoding: br,
      // gzip or deflate; undici, browsers and curl --compressed do): the benchmark's 200-invoice
      // list of 160 KB travels as 3.4–4.8 KB. Streams (exports, files) are compressed as they go.
      // Request bodies are read as sent: a compressed body would slip past the 1 MB body limit.
      await fastify.register(compress, { globalDecompression: false });
      await fastify.register(formbody);
      await fastify.register(multipart);
      fastify.get('/health', async () => ({ status: 'ok' }));
      fastify.get('/ready', async (_request, reply) => ((await ready()) ? { status: 'ready' } : reply.code(503).send({ status: 'not ready' })));

      // Query limits before Apollo parses, validates or plans: its own validation is quadratic in aliases.
      fastify.addHook('preValidation', async (request, reply) => {
        if (request.routeOptions.url !== '/graphql') return;
        // Limits only: the variables are the input, checked after the token and its scope (context below).
        const refused = checkRequest(guarded, request.method === 'GET' ? request.query : request.body, { variables: false });
        if (!refused) return;
        const { code, message, ...measured } = refused;
        const errorCode = code === 'LIMIT_EXCEEDED' ? ERRORS.LIMIT_EXCEEDED.code : ERRORS.INVALID_VALUE.code;
        return reply.code(400).send({ errors: [{ message, extensions: { code, errorCode, ...measured } }] });
      });
      await fastify.register(fastifyApollo(apollo), {
        context: async (request) => {
          try {
            const organizationId = request.headers['x-organization-id'];
            const params = request.method === 'GET' ? request.query : request.body;
            const identity = await identify(
              request,
              typeof organizationId === 'string' && organizationId ? organizationId : undefined,
              'X-Organization-Id',
              scopesAskedFor(rootScopes, params),
            );
            // Token, scope, organization, then the input.
            const refused = checkRequest(guarded, params);
            if (refused) {
              const { code, message, ...measured } = refused;
              const errorCode = code === 'LIMIT_EXCEEDED' ? ERRORS.LIMIT_EXCEEDED.code : ERRORS.INVALID_VALUE.code;
              throw new GraphQLError(message, { extensions: { code, errorCode, ...measured, http: { status: 400 } } });
            }
            return { identity };
          } catch (error) {
            throw asHttpError(error);
          }
        },
      });

      await registerOAuth(fastify, db, { publicUrl: options.publicUrl, limits, access });
      registerTracking(fastify, db, () => live.clock);
      registerProviderCallbacks(fastify, db, () => live.clock);

      // REST operations are fixed strings: each parsed once, its variables checked like /graphql's.
      const operations = new Map<string, OperationDefinitionNode>();
      const execute = async (query: string, variables: Record<string, unknown>, identity: Identity): Promise<FormattedExecutionResult> => {
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
        const response = await apollo.executeOperation({ query, variables }, { contextValue: { identity } });
        if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by REST routes');
        return response.body.singleResult;
      };
      registerDocs(fastify, [...new Set(REST_MODULES.map((m) => m.prefix))], (server) => openApiDocument(REST_MODULES, info, server));
      registerPages(fastify);
      const allMethods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
      const renderers = renderersOf(modules);
      for (const module of REST_MODULES) {
        registerModule(fastify, module, { ...info, execute, identify, identifySender, identifySole, rootScopes, blobs: () => live.blobs, renderers });
        // A known path asked with a method it does not take is 405, not 404.
        const byUrl = new Map<string, Set<string>>();
        for (const route of module.routes) {
          const path = module.prefix + route.path.replace(/\{(\w+)\}/g, ':$1');
          byUrl.set(path, (byUrl.get(path) ?? new Set()).add(route.method));
        }
        for (const [path, methods] of byUrl) {
          const others = allMethods.filter((m) => !methods.has(m));
          const allow = [...methods].join(', ');
          fastify.route({
            method: [...others],
            url: path,
            config: { allow, envelope: module.envelope ?? 'family' },
            handler: async (request, reply) => methodNotAllowed(request, reply, allow),
          });
        }
      }

      // Live subscriptions: one LISTEN for the process, graphql-ws on /graphql, SSE on /graphql/stream.
      hub = new EventHub(db);
      await hub.start((error) => fastify.log.error({ err: error }, 'live event listener failed'));
      const engine = new LiveEngine(info.schema, liveFieldsOf(modules), hub, (query, variables, identity) => execute(query, variables, identity) as never);
      const identifyLive = async (authorization: string | undefined, organizationId: string | undefined) => {
        const identity = await authenticate(access!, authorization, randomUUID());
        return organizationId ? enterOrganization(access!, identity, organizationId, 'organizationId') : identity;
      };
      closeLive = registerLiveSockets(fastify, engine, identifyLive, options.live);
      registerLiveStreams(fastify, engine, identifyLive);

      url = await fastify.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
      if (options.smtpRelay) relay = await startSmtpRelay(live, options.smtpRelay);
      return url;
    },
    async stop() {
      await relay?.close();
      relay = undefined;
      await closeLive?.();
      await fastify.close();
      await hub?.stop();
      hub = undefined;
      await access?.stop();
      access = undefined;
      await server?.stop();
      for (const source of dataSources.values()) if (source instanceof SignedRemoteDataSource) await source.close();
      if (runtime) await stopRuntime(runtime);
      runtime = undefined;
      if (ownsDatabase) await database?.close();
      await limits.close();
    },
  };
}
