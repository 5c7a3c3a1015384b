import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { locations } from '../../../drizzle/tables/inventory/stock.ts';
import { postalAddressOf, postalAddressView } from '../../core/values/address.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { toEnum } from '../../core/values/enums.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { anyId, window } from '../../core/request/scoped.ts';
import type { Scope } from '../../core/request/scope.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { CreateLocationInput, Location, LocationStatus } from '../generated/graphql.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type LocationRow = typeof locations.$inferSelect;

export function locationView(row: LocationRow, timeZone: string): Location {
  return {
    locationId: row.id,
    locationName: row.locationName,
    status: toEnum<LocationStatus>(row.status),
    isPrimary: row.isPrimary,
    email: row.email,
    phone: row.phone,
    address: postalAddressView(row.address),
    createdTime: formatTimestamp(row.createdAt, timeZone),
  };
}

/** The first location of an organization is its primary one; a new primary takes the mark over. */
export async function createLocation(scope: Scope, input: CreateLocationInput): Promise<Location> {
  const { db, org } = scope;
  const locationName = input.locationName.trim();
  if (!locationName) throw invalid(['input', 'locationName'], 'must not be blank');
  return uniquely(
    () =>
      db.transaction(async (tx) => {
        const [primary] = await tx
          .select({ id: locations.id })
          .from(locations)
          .where(inOrg(locations, org.id, eq(locations.isPrimary, true)))
          .for('update');
        const isPrimary = !primary || input.isPrimary === true;
        if (primary && isPrimary)
          await tx
            .update(locations)
            .set({ isPrimary: false, updatedAt: scope.now })
            .where(inOrg(locations, org.id, eq(locations.id, primary.id)));
        const [row] = await tx
          .insert(locations)
          .values({
            id: newId(),
            organizationId: org.id,
            locationName,
            isPrimary,
            email: input.email ?? null,
            phone: input.phone ?? null,
            address: postalAddressOf(input.address),
          })
          .returning();
        return locationView(row, org.timeZone);
      }),
    {
      locations_org_name: () => new KontorError('DUPLICATE', `A location named "${locationName}" already exists.`, { field: ['input', 'locationName'] }),
      locations_org_primary: () => new KontorError('DUPLICATE', 'Another location was made primary at the same time; try again.'),
    },
  );
}

export async function listLocations({ db, org }: Scope, page: Page) {
  const { limit, offset } = window(page);
  const rows = await db
    .select()
    .from(locations)
    .where(inOrg(locations, org.id))
    .orderBy(desc(locations.isPrimary), asc(sql`lower(${locations.locationName})`), asc(locations.id))
    .limit(limit)
    .offset(offset);
  return listPage(rows, page, { sortColumn: 'location_name', sortOrder: 'A' }, (nodes) => nodes.map((r) => locationView(r, org.timeZone)));
}

/** Locations of an organization by id, in one query. */
/** The organization's primary location (its first, unless another was made primary), if it has one. */
export async function primaryLocation(db: Executor, organizationId: string): Promise<LocationRow | undefined> {
  const [row] = await db
    .select()
    .from(locations)
    .where(inOrg(locations, organizationId, eq(locations.isPrimary, true)));
  return row;
}

export async function locationsById(db: Executor, organizationId: string, ids: readonly string[]): Promise<Map<string, LocationRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(locations)
    .where(inOrg(locations, organizationId, anyId(locations.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r]));
}
