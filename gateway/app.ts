/**
 * The platform in one process, as the README's topology draws it: the database and its
 * migrations, the runtime (jobs, blobs, the clock), the federated graph over the subgraphs, and
 * the front door's parts, each registered by a step of its own file (gateway/app/): the HTTP
 * server and its log (http.ts), who calls and how often (callers.ts), how failures and bodies are
 * answered (errors.ts, bodies.ts), /health and /ready (probes.ts), /graphql, OAuth, the modules'
 * raw routes, the REST wire, pages and live subscriptions; then the modules' own servers
 * (servers.ts). What a module adds at the door (authenticators, raw routes, servers) comes from
 * its descriptor: the gateway knows no module by name.
 */
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { type Database, openDatabase } from '../drizzle/client.ts';
import type { JobsOptions } from '../subgraphs/core/platform/jobs.ts';
import { type ModuleDescriptor, type ServerDoor, authenticatorsOf, liveFieldsOf, renderersOf } from '../subgraphs/core/platform/modules.ts';
import { type BlobStorageFactory, type Runtime, startRuntime, stopRuntime } from '../subgraphs/core/platform/runtime.ts';
import { forgetListeningAddress, useListeningAddress } from '../subgraphs/core/platform/public-url.ts';
import { loadPreviousSecretKey, loadSecretKey, useSecretKey } from '../subgraphs/core/platform/secrets.ts';
import type { SubgraphName } from '../subgraphs/core/request/subgraph.ts';
import type { Clock } from '../subgraphs/core/values/clock.ts';
import { MODULES } from '../subgraphs/index.ts';
import { registerBodies } from './app/bodies.ts';
import { registerSecurity } from './app/callers.ts';
import { registerErrors } from './app/errors.ts';
import { type Graph, startGraph } from './app/graph.ts';
import { registerGraphql } from './app/graphql-route.ts';
import { createHttp, type LogOption } from './app/http.ts';
import { type Metrics, registerMetrics } from './app/metrics.ts';
import { traceRequests } from '../subgraphs/core/platform/tracing.ts';
import { type Live, registerLive } from './app/live-routes.ts';
import { registerProbes } from './app/probes.ts';
import { registerRawRoutes } from './app/raw-routes.ts';
import { registerRest } from './app/rest-routes.ts';
import { webhookRecords } from './app/webhook-records.ts';
import { type ModuleServers, chooseServers } from './app/servers.ts';
import { Idempotency } from './guard/idempotency.ts';
import { AccessCache } from './auth/access-cache.ts';
import { registerOAuth } from './auth/oauth.ts';
import { accountsModule } from './auth/token-purge.ts';
import { type RateLimitOptions, RateLimits, rateLimitOptionsFromEnv } from './guard/rate-limits.ts';
import type { EventHub } from './live/live-hub.ts';
import type { LiveOptions } from './live/live-server.ts';
import { registerPages } from './pages/pages.ts';
import { REST_MODULES } from './rest/routes/index.ts';

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
  /** Blobs somewhere else than blobDir (S3, the database): `kontor serve` reads BLOB_STORE. */
  blobStorage?: BlobStorageFactory;
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
  logger?: LogOption;
  /** Request limits and sign-in throttling (README "Rate limits"); by default from RATE_LIMIT_* and REDIS_URL. */
  rateLimit?: RateLimitOptions;
  /**
   * The modules' servers to run beside HTTP (ModuleDescriptor.servers), by name, with their
   * options: `{ 'messaging.smtp-relay': { port: 2525 } }` runs messaging's SMTP submission
   * server. `kontor serve` fills it from the environment (serverOptionsFromEnv).
   */
  servers?: Readonly<Record<string, unknown>>;
  /** Live subscriptions (graphql-ws, SSE): keep-alive and token re-check periods. */
  live?: LiveOptions;
  /**
   * GET /metrics answers a token with Kontor.metrics.READ; with a port it is also served without
   * a token on a listener of its own (METRICS_PORT, METRICS_HOST), for a scraper on a private network.
   */
  metrics?: { port: number; host?: string };
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
  /** What the gateway lends the modules' servers (the token endpoint's sign-in throttle). */
  readonly door: ServerDoor;
}

export function buildApp(options: AppOptions = {}): App {
  let database = options.database;
  const ownsDatabase = !database;
  const fastify = createHttp(options.logger);
  const limits = new RateLimits(options.rateLimit ?? rateLimitOptionsFromEnv());
  let runtime: Runtime | undefined;
  let access: AccessCache | undefined;
  let graph: Graph | undefined;
  let live: Live | undefined;
  let servers: ModuleServers | undefined;
  let metrics: Metrics | undefined;
  let url = '';

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
      if (!live) throw new Error('the app is not started');
      return live.hub;
    },
    fastify,
    door: { throttle: limits },
    async start() {
      if (!database) database = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir, poolSize: options.databasePoolSize });
      const db = database;
      await db.migrate();
      await limits.ready();
      useSecretKey(loadSecretKey(options.secretDir ?? options.dataDir ?? '.data'), loadPreviousSecretKey());
      access = new AccessCache(db);
      await access.start();
      const modules = options.modules ?? MODULES;
      servers = chooseServers(modules, options.servers);
      const started = await startRuntime(db, {
        // The accounts server's job (purging dead tokens) is the gateway's own, and core's jobs
        // belong to no subgraph process: both are worked here even when the modules run elsewhere.
        modules: [...modules, accountsModule],
        blobDir: options.blobDir ?? join(options.dataDir ?? '.data', 'blobs'),
        blobStorage: options.blobStorage,
        jobs: { log: fastify.log, work: options.subgraphUrls ? [accountsModule.name, 'core'] : true, ...options.jobs },
        clock: options.clock,
      });
      runtime = started;
      graph = await startGraph({
        database: db,
        runtime: started,
        log: fastify.log,
        subgraphUrls: options.subgraphUrls,
        internalSecret: options.internalSecret,
      });
      // Core's jobs are worked in this process: the webhook sender reads events' records through the supergraph.
      started.webhookRecords = webhookRecords(graph);

      // First, so that every request is a span (when tracing is on) and counted, refused ones included.
      traceRequests(fastify);
      metrics = await registerMetrics(fastify, { database: db, access, limits, live: () => live?.hub }, options.metrics);
      const callers = registerSecurity(fastify, { database: db, access, limits, runtime: started, authenticators: authenticatorsOf(modules) });
      const methodNotAllowed = registerErrors(fastify, REST_MODULES);
      // Before the bodies' compression: an answer is kept as it is before it is compressed.
      const idempotency = new Idempotency(db, started.clock);
      idempotency.register(fastify);
      await registerBodies(fastify);
      registerProbes(fastify, graph);
      await registerGraphql(fastify, graph, callers, idempotency);
      await registerOAuth(fastify, db, { publicUrl: options.publicUrl, limits, access, clock: started.clock });
      registerRawRoutes(fastify, modules, started);
      registerPages(fastify, graph);
      registerRest(fastify, {
        modules: REST_MODULES,
        graph,
        callers,
        blobs: () => started.blobs,
        renderers: renderersOf(modules),
        methodNotAllowed,
        idempotency,
      });
      live = await registerLive(fastify, { database: db, graph, fields: liveFieldsOf(modules), callers, options: options.live });

      url = await fastify.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
      // Absolute links (tracking, callbacks, downloads) start here unless PUBLIC_URL says otherwise.
      useListeningAddress(options.publicUrl ?? url);
      await servers.start(started, { throttle: limits });
      return url;
    },
    async stop() {
      await servers?.close();
      servers = undefined;
      await live?.closeSockets();
      if (url) forgetListeningAddress(options.publicUrl ?? url);
      await fastify.close();
      await metrics?.close();
      metrics = undefined;
      await live?.hub.stop();
      live = undefined;
      await access?.stop();
      access = undefined;
      await graph?.stop();
      graph = undefined;
      if (runtime) await stopRuntime(runtime);
      runtime = undefined;
      if (ownsDatabase) await database?.close();
      await limits.close();
    },
  };
}
