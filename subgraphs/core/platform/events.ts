import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../drizzle/client.ts';

/**
 * State changes clients watch (an export job finished, a message was delivered), published
 * with PostgreSQL NOTIFY on one channel so every replica's LISTEN hears them. An event names
 * what changed, never its content: a subscriber reads the entity through the API, which
 * checks access as for any request.
 */

export const EVENTS_CHANNEL = 'kontor_events';

export interface PlatformEvent {
  organizationId: string;
  /** What changed, as `<entity>.<change>`: `export_job.updated`. */
  type: string;
  /** The changed entity's id. */
  id: string;
}

export interface EventFilter {
  /** Subscribers on behalf of a client always name its organization. */
  organizationId?: string;
  type?: string | readonly string[];
  id?: string;
}

/** The payload on the channel: `{"organization_id": "...", "type": "...", "id": "..."}`. */
interface Payload {
  organization_id: string;
  type: string;
  id: string;
}

function isDatabase(target: Database | Executor): target is Database {
  return 'notify' in target && 'listen' in target;
}

/**
 * Publishes an event. Given the caller's transaction, the notification goes through it and
 * PostgreSQL delivers it only when that transaction commits (never on rollback); given the
 * database, it is delivered at once.
 */
export async function publish(target: Database | Executor, event: PlatformEvent): Promise<void> {
  const payload = JSON.stringify({ organization_id: event.organizationId, type: event.type, id: event.id } satisfies Payload);
  if (isDatabase(target)) await target.notify(EVENTS_CHANNEL, payload);
  else await target.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
}

/** Publishes several events in one statement (a job moving many records), in the caller's transaction. */
export async function publishAll(tx: Executor, events: readonly PlatformEvent[]): Promise<void> {
  if (!events.length) return;
  const payloads = events.map((event) => JSON.stringify({ organization_id: event.organizationId, type: event.type, id: event.id } satisfies Payload));
  await tx.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, payload) from unnest(${`{${payloads.map((p) => JSON.stringify(p)).join(',')}}`}::text[]) as payload`,
  );
}

/**
 * Calls onEvent for every event matching the filter until the returned function is called.
 * A subscriber's exception is reported to onError and does not reach other subscribers.
 */
export async function subscribe(
  database: Database,
  filter: EventFilter,
  onEvent: (event: PlatformEvent) => void | Promise<void>,
  onError: (error: unknown) => void = () => {},
): Promise<() => Promise<void>> {
  const types = filter.type === undefined ? undefined : new Set(typeof filter.type === 'string' ? [filter.type] : filter.type);
  let active = true;
  const unlisten = await database.listen(EVENTS_CHANNEL, (raw) => {
    if (!active) return;
    const event = parse(raw);
    if (!event) return;
    if (filter.organizationId !== undefined && event.organizationId !== filter.organizationId) return;
    if (types && !types.has(event.type)) return;
    if (filter.id !== undefined && event.id !== filter.id) return;
    try {
      Promise.resolve(onEvent(event)).catch(onError);
    } catch (error) {
      onError(error);
    }
  });
  return async () => {
    if (!active) return;
    active = false;
    await unlisten();
  };
}

/** Other writers may share the channel: what is not an event of ours is ignored. */
function parse(raw: string): PlatformEvent | null {
  try {
    const value = JSON.parse(raw) as Partial<Payload>;
    if (typeof value.organization_id !== 'string' || typeof value.type !== 'string' || typeof value.id !== 'string') return null;
    return { organizationId: value.organization_id, type: value.type, id: value.id };
  } catch {
    return null;
  }
}
