/**
 * The one shape in which every service learns who is acting, for which organization, and when.
 * A resolver makes it once per request (`scopeOf`), a job handler once per run (`jobScope`);
 * services take it whole, and their internals that run inside a transaction take `(tx, scope)`.
 * `now` is read from the clock once, so one request or job run sees one instant, and a test
 * that moves a ManualClock moves every date a service derives (defaults, due and overdue state,
 * periods, budgets, effective dates).
 */
import type { Db, Executor } from '../../../drizzle/client.ts';
import type { BlobStore } from '../platform/blobs.ts';
import type { Jobs } from '../platform/jobs.ts';
import type { Runtime } from '../platform/runtime.ts';
import { localDate } from '../values/time.ts';
import { type Identity, type SubgraphContext, perRequest } from './context.ts';
import { type OrganizationRow, actorNameOf, currentOrganization, findUserName } from './tenancy.ts';

/** Who changes a record: a user of the organization, or the platform itself (jobs). */
export interface Actor {
  userId: string | null;
  name: string;
}

/** The platform acting on its own: schedules, reminders, expiries. */
export const PLATFORM: Actor = { userId: null, name: 'System' };

export interface Scope {
  /** The database of the request; write paths open their transaction on it. */
  db: Db;
  org: OrganizationRow;
  actor: Actor;
  /** The actor's membership role in the organization (`admin`, …); null for the platform. */
  role: string | null;
  /** The instant of the request or job run, from the clock. */
  now: Date;
  /** `now` as a date in the organization's time zone. */
  today: string;
  jobs: Jobs;
  blobs: BlobStore;
}

/** The user of a request, named as histories show them: as the identity names them, else as the database does. */
export async function actorOf(db: Executor, identity: Pick<Identity, 'userId' | 'actorName'>): Promise<Actor> {
  const { userId, actorName } = identity;
  if (actorName) return { userId, name: actorName };
  const user = await findUserName(db, userId);
  return { userId, name: user ? actorNameOf(user) : 'Unknown user' };
}

/** The scope of a request, made once and shared by every resolver of the request. */
export function scopeOf(ctx: SubgraphContext): Promise<Scope> {
  return perRequest(ctx, 'core.scope', async () => {
    const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
    const now = ctx.clock.now();
    return { db: ctx.db, org, actor, role: ctx.identity.role ?? null, now, today: localDate(now, org.timeZone), jobs: ctx.jobs, blobs: ctx.blobs };
  });
}

/** The scope of a job run about one organization; the platform acts unless told otherwise. */
export function jobScope(
  runtime: Pick<Runtime, 'database' | 'jobs' | 'blobs' | 'clock'>,
  org: OrganizationRow,
  actor: Actor = PLATFORM,
  now: Date = runtime.clock.now(),
): Scope {
  return { db: runtime.database.db, org, actor, role: null, now, today: localDate(now, org.timeZone), jobs: runtime.jobs, blobs: runtime.blobs };
}
