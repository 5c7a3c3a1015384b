import type { Executor } from '../../../drizzle/client.ts';
import { Port } from '../platform/ports.ts';

/** What documents need of a place of business: that it exists in the organization, and its name. */
export interface LocationRecord {
  id: string;
  locationName: string;
  status: string;
}

export type FindLocations = (db: Executor, organizationId: string, ids: readonly string[]) => Promise<Map<string, LocationRecord>>;

/**
 * The organization's locations, which the inventory module keeps and provides (its
 * descriptor's hooks): accounting's documents name the location goods leave from without
 * importing inventory, which builds on accounting.
 */
export const locationsPort = new Port<FindLocations>('core.locations');

/** Locations of an organization by id, in one query. */
export function locationsById(db: Executor, organizationId: string, ids: readonly string[]): Promise<Map<string, LocationRecord>> {
  return locationsPort.call(db, organizationId, ids);
}
