import type { Database, Db } from '../../../drizzle/client.ts';
import type { BlobStore } from '../platform/blobs.ts';
import type { Clock } from '../values/clock.ts';
import { KontorError } from '../values/errors.ts';
import type { Jobs } from '../platform/jobs.ts';
import type { Runtime } from '../platform/runtime.ts';

/** Who is calling: established by the gateway (token, scopes, organization membership). */
export interface Identity {
  userId: string;
  scopes: string[];
  /** The organization the request is about, already checked for membership. */
  organizationId?: string;
  role?: string;
  /** How histories name the caller (the user's name, else the email), read with the membership. */
  actorName?: string;
  /** The OAuth client the access token was issued to (idempotency keys are scoped by it). */
  clientId?: string;
  /** The mail agent a send-mail token (messaging) belongs to. */
  agentId?: string;
  requestId: string;
}

/** Per-request context of a subgraph. Loaders live here, never at module scope. */
export interface SubgraphContext {
  identity: Identity;
  database: Database;
  db: Db;
  /** Enqueue and schedule background work (subgraphs/core/jobs.ts). */
  jobs: Jobs;
  /** Organization-scoped files (subgraphs/core/blobs.ts). */
  blobs: BlobStore;
  /** "Now" for business decisions (subgraphs/core/clock.ts). */
  clock: Clock;
  /** Per-request memo for DataLoaders and the like, keyed by the module that made them. */
  cache: Map<string, unknown>;
}

export function createContext(runtime: Runtime, identity: Identity): SubgraphContext {
  return { identity, database: runtime.database, db: runtime.database.db, jobs: runtime.jobs, blobs: runtime.blobs, clock: runtime.clock, cache: new Map() };
}

/** The organization of the request, or the error a client sees when it did not name one. */
export function organizationOf(ctx: SubgraphContext): string {
  const id = ctx.identity.organizationId;
  // REST routes check their own organization parameter first, so this reaches GraphQL clients.
  if (!id)
    throw new KontorError(
      'ORGANIZATION_REQUIRED',
      'An organization is required for this operation: send its id in the X-Organization-Id header (organization_id over REST).',
      { field: ['organization_id'], rule: 'is required' },
    );
  return id;
}

/** Memoises a value (a DataLoader) for the lifetime of the request. */
export function perRequest<T>(ctx: SubgraphContext, key: string, make: () => T): T {
  let value = ctx.cache.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    ctx.cache.set(key, value);
  }
  return value;
}
