/**
 * `GET /metrics` in Prometheus's text format (prom-client): the gateway's requests by route,
 * method, status and module with their latency, the request pool's connections, the job queues'
 * depth and age (every process's jobs: the queue is the database's), live subscriptions, the mail
 * queue and rate-limit refusals. The figures name routes by their pattern (`/books/v3/invoices/:id`),
 * never by a path with ids in it, so their number stays bounded.
 *
 * Protected: a token with the scope `Kontor.metrics.READ` (asked for explicitly: full access to
 * the products does not include it, and it grants nothing else), or `METRICS_PORT`: a listener of
 * its own, without a token, on an address only the scraper reaches (`METRICS_HOST`, default 127.0.0.1).
 */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../drizzle/client.ts';
import type { AccessCache } from '../auth/access-cache.ts';
import { authenticate, requireScopes } from '../auth/identity.ts';
import type { RateLimits } from '../guard/rate-limits.ts';
import type { EventHub } from '../live/live-hub.ts';

export const METRICS_SCOPE = 'Kontor.metrics.READ';

/** Queues whose jobs are mail waiting to go out (messaging's deliveries). */
const MAIL_QUEUES = ['messaging.deliver-email', 'messaging.deliver-channel-message'];

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsParts {
  database: Database;
  access: AccessCache;
  limits: RateLimits;
  live: () => EventHub | undefined;
}

export interface Metrics {
  /** The separate listener of METRICS_PORT, when one was asked for. */
  close(): Promise<void>;
}

export async function registerMetrics(fastify: FastifyInstance, parts: MetricsParts, listen?: { port: number; host?: string }): Promise<Metrics> {
  const registry = new Registry();
  const requests = new Counter({
    name: 'kontor_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method, status and module.',
    labelNames: ['route', 'method', 'status', 'module'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'kontor_http_request_duration_seconds',
    help: 'Time from the request to its answer, by route pattern, method and module.',
    labelNames: ['route', 'method', 'module'],
    buckets: SECONDS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'kontor_rate_limit_refusals_total',
    help: 'Requests and sign-ins refused by a rate limit, by the limit spent (token, organization, sign-in).',
    labelNames: ['limit'],
    registers: [registry],
  });
  for (const limit of ['token', 'organization', 'sign-in']) refusals.inc({ limit }, 0);
  parts.limits.onRefused = (limit) => refusals.inc({ limit });

  const { database } = parts;
  new Gauge({
    name: 'kontor_db_pool_connections',
    help: 'Connections of the request pool: its size, those in use, and work waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'size' }, database.pool.size);
      this.set({ state: 'in_use' }, database.pool.inUse);
      this.set({ state: 'waiting' }, database.pool.waiting);
    },
  });
  new Gauge({
    name: 'kontor_live_subscriptions',
    help: 'Live subscriptions (graphql-ws and SSE) open on this gateway.',
    registers: [registry],
    collect() {
      this.set(parts.live()?.size ?? 0);
    },
  });
  // One read of the queue table per scrape, shared by the gauges below.
  let queues: Promise<QueueRow[]> | undefined;
  const queueRows = () => (queues ??= readQueues(database).finally(() => setTimeout(() => (queues = undefined), 0)));
  new Gauge({
    name: 'kontor_job_queue_depth',
    help: 'Jobs waiting to run (due, not yet taken), and those running, by queue.',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queueRows()) {
        this.set({ queue: row.name, state: 'waiting' }, Number(row.waiting));
        this.set({ queue: row.name, state: 'active' }, Number(row.active));
      }
    },
  });
  new Gauge({
    name: 'kontor_job_queue_oldest_seconds',
    help: 'Age of the oldest job waiting, by queue (0 when none waits).',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queueRows()) this.set({ queue: row.name }, Number(row.oldest_seconds ?? 0));
    },
  });
  new Gauge({
    name: 'kontor_mail_queue_depth',
    help: 'Messages (email, channel messages) waiting to be delivered.',
    registers: [registry],
    async collect() {
      const rows = await queueRows();
      this.set(rows.filter((row) => MAIL_QUEUES.includes(row.name)).reduce((sum, row) => sum + Number(row.waiting), 0));
    },
  });

  fastify.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const module = request.routeOptions.url ? moduleOf(route) : 'none';
    requests.inc({ route, method: request.method, status: String(reply.statusCode), module });
    latency.observe({ route, method: request.method, module }, reply.elapsedTime / 1000);
  });

  const scrape = async (reply: FastifyReply) => reply.type(registry.contentType).send(await registry.metrics());
  fastify.get('/metrics', async (request, reply) => {
    const identity = await authenticate(parts.access, request.headers.authorization, request.id);
    requireScopes(identity, [[METRICS_SCOPE]]);
    return scrape(reply);
  });
  if (!listen) return { close: async () => {} };
  const own = Fastify();
  own.get('/metrics', async (_request, reply) => scrape(reply));
  await own.listen({ port: listen.port, host: listen.host ?? '127.0.0.1' });
  return { close: () => own.close() };
}

interface QueueRow {
  name: string;
  waiting: string | number;
  active: string | number;
  oldest_seconds: string | number | null;
}

/** Every queue pg-boss knows, with its waiting and running jobs: a queue with none still reports 0. */
async function readQueues(database: Database): Promise<QueueRow[]> {
  return database.query<QueueRow>(
    `select q.name,
       count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now()) as waiting,
       count(j.id) filter (where j.state = 'active') as active,
       extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry') and j.start_after <= now())) as oldest_seconds
     from pgboss.queue q left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
     group by q.name order by q.name`,
  );
}

/** The module a route belongs to: its first segment, the product of a REST prefix (`books` of /books/v3) or the door's part (`graphql`, `oauth`). */
function moduleOf(route: string): string {
  return route.split('/').filter(Boolean)[0] ?? 'root';
}
