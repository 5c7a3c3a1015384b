import type { Database } from '../../drizzle/client.ts';
import { type PlatformEvent, subscribe } from '../../subgraphs/core/platform/events.ts';

type Listener = (event: PlatformEvent) => void;

/**
 * One LISTEN per gateway process (on PGlite, the in-process equivalent), fanned out in memory
 * to every subscriber of the event's organization: a client never has a database connection of
 * its own, and an event of another organization is never handed to it.
 */
export class EventHub {
  private readonly byOrganization = new Map<string, Set<Listener>>();
  private stopListening?: () => Promise<void>;
  /** Events heard, for the benchmark and the operator. */
  heard = 0;

  constructor(private readonly database: Database) {}

  async start(onError: (error: unknown) => void): Promise<void> {
    this.stopListening = await subscribe(this.database, {}, (event) => this.dispatch(event), onError);
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
    this.byOrganization.clear();
  }

  /** Calls listener for every event of the organization until the returned function is called. */
  on(organizationId: string, listener: Listener): () => void {
    let listeners = this.byOrganization.get(organizationId);
    if (!listeners) this.byOrganization.set(organizationId, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      const current = this.byOrganization.get(organizationId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.byOrganization.delete(organizationId);
    };
  }

  /** Listeners registered now, over every organization: 0 once every client is gone. */
  get size(): number {
    let total = 0;
    for (const listeners of this.byOrganization.values()) total += listeners.size;
    return total;
  }

  private dispatch(event: PlatformEvent): void {
    this.heard += 1;
    const listeners = this.byOrganization.get(event.organizationId);
    if (!listeners) return;
    for (const listener of [...listeners]) listener(event);
  }
}
