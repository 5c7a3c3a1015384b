/**
 * Idempotency keys: a write (REST POST/PUT/DELETE/PATCH, a /graphql mutation) sent with an
 * `Idempotency-Key` header (GraphQL: the `idempotencyKey` request extension) runs once per key,
 * organization and OAuth client; a repeat of the same request gets the first answer replayed byte
 * for byte with `Idempotent-Replayed: true`.
 *
 * How: the key is reserved first, in a transaction of its own (`running`, with the request's
 * fingerprint); the primary key (organization, client, key) makes one reservation win however
 * many repeats race. The winner runs the request; its answer (status, content type, body bytes)
 * is stored (`done`) before it is sent, in the `onSend` hook, so a client that saw an answer can
 * always have it replayed. A repeat that finds the key `running` waits for it (at most
 * WAIT_MS), then is refused with 409 and Retry-After. The request's effect commits in the
 * services' own transactions, not in the reservation's: a process killed between the effect and
 * the stored answer leaves the key `running`, and every retry is refused (409, the outcome is
 * unknown) until the key expires: never run twice, but not replayed either (README,
 * "Idempotency keys").
 *
 * Usage: `if (await idempotency.begin(request, reply, identity, key, fingerprint)) return reply;`
 * true: the repeat was answered (a replay); false: run the request.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { Database } from '../../drizzle/client.ts';
import { idempotencyKeys } from '../../drizzle/tables/identity/idempotency.ts';
import { jobKey, worker } from '../../subgraphs/core/platform/jobs.ts';
import type { Identity } from '../../subgraphs/core/request/context.ts';
import type { Clock } from '../../subgraphs/core/values/clock.ts';
import { KontorError } from '../../subgraphs/core/values/errors.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key is kept, and replayed. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** At most this long a repeat waits for the first request to answer. */
export const WAIT_MS = 5_000;
const POLL_MS = 25;
const MAX_KEY_LENGTH = 255;
/** Visible ASCII: `!` to `~`. */
const KEY_PATTERN = /^[\x21-\x7e]+$/;

/** The key a request sends, checked; undefined when it sends none. */
export function idempotencyKeyOf(value: unknown, field = IDEMPOTENCY_HEADER): string | undefined {
  if (value === undefined) return undefined;
  const rule =
    typeof value !== 'string' || value === ''
      ? 'must be a non-empty text'
      : value.length > MAX_KEY_LENGTH
        ? `must be at most ${MAX_KEY_LENGTH} characters`
        : !KEY_PATTERN.test(value)
          ? 'must be visible ASCII characters (no spaces or control characters)'
          : undefined;
  if (rule) throw new KontorError('INVALID_VALUE', `Invalid value passed for ${field}: ${rule}.`, { field: [field], rule });
  return value as string;
}

/** What makes two requests "the same request": method, path, query and body. */
export function fingerprintOf(method: string, url: string, body: unknown): string {
  const hash = createHash('sha256');
  hash.update(`${method.toUpperCase()}\n${url}\n`);
  hash.update(body === undefined ? '' : Buffer.isBuffer(body) ? body : typeof body === 'string' ? body : JSON.stringify(body));
  return hash.digest('hex');
}

interface Reservation {
  organizationId: string;
  clientId: string;
  key: string;
}

export class Idempotency {
  /** The requests that hold a reservation, completed with their answer as it is sent. */
  private readonly holding = new WeakMap<FastifyRequest, Reservation>();
  /** GraphQL replays: the answer to send instead of Apollo's. */
  private readonly replays = new WeakMap<FastifyRequest, { status: number; contentType: string | null; body: Buffer }>();

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  /** Stores each reserved request's answer before it leaves, and sends a GraphQL replay in place of Apollo's answer. */
  register(fastify: FastifyInstance): void {
    fastify.addHook('onSend', async (request, reply, payload) => {
      const replay = this.replays.get(request);
      if (replay) {
        this.replays.delete(request);
        reply.code(replay.status).header('idempotent-replayed', 'true');
        if (replay.contentType) reply.header('content-type', replay.contentType);
        return replay.body;
      }
      const held = this.holding.get(request);
      if (!held) return payload;
      this.holding.delete(request);
      const bytes = await bytesOf(payload);
      if (bytes === undefined) {
        // A streamed answer (a file) is not kept: the key is released, so a repeat runs again.
        await this.release(held);
        return payload;
      }
      const contentType = reply.getHeader('content-type');
      await this.database.db
        .update(idempotencyKeys)
        .set({
          state: 'done',
          status: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: bytes.toString('base64'),
          completedAt: this.clock.now(),
        })
        .where(this.matches(held));
      return bytes;
    });
  }

  /**
   * Reserves the key for this request, or answers a repeat: the stored answer replayed, or a
   * refusal (another request under the key: 422; the first still running: 409). False: run it.
   */
  async begin(request: FastifyRequest, reply: FastifyReply, identity: Identity, key: string, fingerprint: string): Promise<boolean> {
    const stored = await this.reserve(request, reply, identity, key, fingerprint);
    if (!stored) return false;
    reply.code(stored.status).header('idempotent-replayed', 'true');
    if (stored.contentType) reply.header('content-type', stored.contentType);
    // Not returned: a reply is a thenable, which an async function's promise would unwrap.
    reply.send(stored.body);
    return true;
  }

  /** The same as `begin` for /graphql, whose answer Apollo sends: a replay is swapped in as it leaves. */
  async beginGraphql(request: FastifyRequest, reply: FastifyReply, identity: Identity, key: string, fingerprint: string): Promise<boolean> {
    const stored = await this.reserve(request, reply, identity, key, fingerprint);
    if (!stored) return false;
    this.replays.set(request, stored);
    return true;
  }

  private async reserve(
    request: FastifyRequest,
    reply: FastifyReply,
    identity: Identity,
    key: string,
    fingerprint: string,
  ): Promise<{ status: number; contentType: string | null; body: Buffer } | undefined> {
    const held: Reservation = {
      organizationId: identity.organizationId ?? '0',
      clientId: identity.clientId ?? (identity.agentId ? `agent:${identity.agentId}` : `user:${identity.userId}`),
      key,
    };
    const waitUntil = Date.now() + WAIT_MS;
    for (;;) {
      const now = this.clock.now();
      // A key past its 24 hours is gone, whether or not the prune job has run yet.
      await this.database.db.delete(idempotencyKeys).where(and(this.matches(held), lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS))));
      const won = await this.database.db
        .insert(idempotencyKeys)
        .values({ ...held, fingerprint, state: 'running', createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (won.length) {
        this.holding.set(request, held);
        return undefined;
      }
      const [row] = await this.database.db.select().from(idempotencyKeys).where(this.matches(held));
      if (!row) continue;
      if (row.fingerprint !== fingerprint)
        throw new KontorError(
          'IDEMPOTENCY_KEY_REUSED',
          `The ${IDEMPOTENCY_HEADER} ${JSON.stringify(key)} was already used for a different request (method, path, query or body): send a new key for a new request.`,
          { field: [IDEMPOTENCY_HEADER], rule: 'must not be reused for a different request' },
        );
      if (row.state === 'done') return { status: row.status!, contentType: row.contentType, body: Buffer.from(row.body ?? '', 'base64') };
      if (Date.now() >= waitUntil) {
        reply.header('retry-after', '1');
        throw new KontorError(
          'IDEMPOTENCY_KEY_IN_PROGRESS',
          `The first request with this ${IDEMPOTENCY_HEADER} has not answered yet (it is still running, or stopped before answering and its outcome is unknown): retry later.`,
          { field: [IDEMPOTENCY_HEADER], rule: 'is in use by a request that has not answered' },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private async release(held: Reservation): Promise<void> {
    await this.database.db.delete(idempotencyKeys).where(this.matches(held));
  }

  private matches(held: Reservation) {
    return and(eq(idempotencyKeys.organizationId, held.organizationId), eq(idempotencyKeys.clientId, held.clientId), eq(idempotencyKeys.key, held.key));
  }
}

async function bytesOf(payload: unknown): Promise<Buffer | undefined> {
  if (payload === undefined || payload === null) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload, 'utf8');
  if (Buffer.isBuffer(payload)) return payload;
  return undefined;
}

/** Keys older than 24 hours, deleted; answers how many went. */
export async function pruneIdempotencyKeys(database: Database, now: Date): Promise<number> {
  const gone = await database.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/** Every hour, keys past their 24 hours go. */
export const pruneIdempotencyKeysJob = jobKey<Record<string, never>>('accounts.prune-idempotency-keys', { retryLimit: 3, schedule: { cron: '40 * * * *' } });

export const pruneExpiredIdempotencyKeys = worker(pruneIdempotencyKeysJob, async (_data, run) => {
  await pruneIdempotencyKeys(run.database, run.clock.now());
});
