import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../drizzle/client.ts';
import { type LocationAddressValue, locations } from '../../../drizzle/tables/inventory.ts';
import { violatedUniqueIndex } from '../../core/constraints.ts';
import { KontorError, invalid } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { type Page, pageContext, pageOf } from '../../core/pagination.ts';
import { inOrg, window } from '../../core/scoped.ts';
import type { OrganizationRow } from '../../core/tenancy.ts';
import { formatTimestamp } from '../../core/time.ts';
import type { CreateLocationInput, Location, LocationStatus } from '../generated/graphql.ts';

export type LocationRow = typeof locations.$inferSelect;

export function locationView(row: LocationRow, timeZone: string): Location {
  return {
    locationId: row.id,
    locationName: row.locationName,
    status: row.status.toUpperCase() as LocationStatus,
    isPrimary: row.isPrimary,
    email: row.email,
    phone: row.phone,
    address: {
      streetAddress1: row.address.street_address1 ?? null,
      streetAddress2: row.address.street_address2 ?? null,
      city: row.address.city ?? null,
      state: row.address.state ?? null,
      country: row.address.country ?? null,
      zip: row.address.zip ?? null,
    },
    createdTime: formatTimestamp(row.createdAt, timeZone),
  };
}

function addressOf(input: CreateLocationInput['address']): LocationAddressValue {
  if (!input) return {};
  return {
    street_address1: input.streetAddress1 ?? null,
    street_address2: input.streetAddress2 ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    country: input.country ?? null,
    zip: input.zip ?? null,
  };
}

/** The first location of an organization is its primary one; a new primary takes the mark over. */
export async function createLocation(db: Db, org: OrganizationRow, input: CreateLocationInput): Promise<Location> {
  const locationName = input.locationName.trim();
  if (!locationName) throw invalid(['input', 'locationName'], 'must not be blank');
  try {
    return await db.transaction(async (tx) => {
      const [primary] = await tx.select({ id: locations.id }).from(locations).where(inOrg(locations, org.id, eq(locations.isPrimary, true))).for('update');
      const isPrimary = !primary || input.isPrimary === true;
      if (primary && isPrimary) await tx.update(locations).set({ isPrimary: false, updatedAt: new Date() }).where(inOrg(locations, org.id, eq(locations.id, primary.id)));
      const [row] = await tx
        .insert(locations)
        .values({ id: newId(), organizationId: org.id, locationName, isPrimary, email: input.email ?? null, phone: input.phone ?? null, address: addressOf(input.address) })
        .returning();
      return locationView(row, org.timeZone);
    });
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === 'locations_org_name') throw new KontorError('DUPLICATE', `A location named "${locationName}" already exists.`, { field: ['input', 'locationName'] });
    if (index === 'locations_org_primary') throw new KontorError('DUPLICATE', 'Another location was made primary at the same time; try again.');
    throw error;
  }
}

export async function listLocations(db: Db, org: OrganizationRow, page: Page) {
  const { limit, offset } = window(page);
  const rows = await db
    .select()
    .from(locations)
    .where(inOrg(locations, org.id))
    .orderBy(desc(locations.isPrimary), asc(sql`lower(${locations.locationName})`), asc(locations.id))
    .limit(limit)
    .offset(offset);
  const { nodes, hasMorePage } = pageOf(rows, page);
  return { nodes: nodes.map((r) => locationView(r, org.timeZone)), pageContext: pageContext(page, hasMorePage, { sortColumn: 'location_name', sortOrder: 'A' }) };
}

/** Locations of an organization by id, in one query. */
export async function locationsById(db: Executor, organizationId: string, ids: readonly string[]): Promise<Map<string, LocationRow>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(locations).where(and(inOrg(locations, organizationId), inArray(locations.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r]));
}
