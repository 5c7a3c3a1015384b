/** The SQL of stock counts: rows, lines, counters, numbers, and the people and places a count names. */
import { type SQL, asc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { memberships, users } from '../../../drizzle/tables/core/organizations.ts';
import { locations } from '../../../drizzle/tables/inventory/stock.ts';
import { countLines, counts } from '../../../drizzle/tables/inventory/counts.ts';
import { invalid, notFound } from '../../core/values/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { toDb } from '../../core/values/money.ts';
import { documentNumbering } from '../../core/books/numbering.ts';
import { anyId, columnsOf } from '../../core/request/scoped.ts';
import type { ResolvedLine } from './count-lines.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

type Path = readonly (string | number)[];
export type CountRow = typeof counts.$inferSelect;
export type CountLineRow = typeof countLines.$inferSelect;
export type CountRecord = CountRow & { locationName: string | null; assigneeName: string | null };

const NUMBER_SERIES = { series: 'inventory_count', prefix: 'IC-', width: 6 };
/** Rows per INSERT: PostgreSQL takes at most 65535 parameters in one statement. */
export const INSERT_CHUNK = 1000;

/** What a count is read with from its location and its assignee, each only when a view reads it. */
const LOOKUPS = { locationName: locations.locationName, assigneeName: users.name };

/**
 * Counts with their location's and assignee's names. `reads` names the record's keys to read (a
 * view's FieldView.reads): the other columns and names are absent, and the location and the
 * assignee are joined only for the names read.
 */
export function selectCounts(db: Executor, reads?: readonly string[]) {
  const lookups = Object.fromEntries(Object.entries(LOOKUPS).filter(([key]) => !reads || reads.includes(key)));
  // The names typed as read through the joins: a column of a table not yet joined types as never.
  let query = db
    .select({ ...columnsOf(counts, reads), ...lookups } as typeof counts._.columns & { locationName: SQL<string | null>; assigneeName: SQL<string | null> })
    .from(counts)
    .$dynamic();
  if (!reads || reads.includes('locationName')) query = query.leftJoin(locations, eq(locations.id, counts.locationId));
  if (!reads || reads.includes('assigneeName')) query = query.leftJoin(users, eq(users.id, counts.assigneeId));
  return query;
}

export async function findCount(db: Executor, organizationId: string, countId: string, options: { lock?: boolean } = {}): Promise<CountRow> {
  if (!isId(countId)) throw notFound('The stock count');
  const query = db
    .select()
    .from(counts)
    .where(inOrg(counts, organizationId, eq(counts.id, countId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('The stock count');
  return row;
}

export async function linesOfCount(db: Executor, organizationId: string, countId: string): Promise<CountLineRow[]> {
  return db
    .select()
    .from(countLines)
    .where(inOrg(countLines, organizationId, eq(countLines.countId, countId)))
    .orderBy(asc(countLines.itemOrder), asc(countLines.id));
}

/** Active members of the organization by user id, with name and email. */
export async function membersById(
  db: Executor,
  organizationId: string,
  userIds: readonly string[],
): Promise<Map<string, { name: string; email: string; role: string }>> {
  const ids = [...new Set(userIds.filter(isId))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inOrg(memberships, organizationId, anyId(memberships.userId, ids), eq(memberships.status, 'active')));
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email, role: r.role }]));
}

export async function checkAssignee(db: Executor, organizationId: string, assigneeId: string | null | undefined, field: Path): Promise<void> {
  if (!assigneeId) return;
  if (!(await membersById(db, organizationId, [assigneeId])).has(assigneeId)) throw invalid(field, 'must be an active member (user) of the organization');
}

/** The location a count names through location_id and/or warehouse_id (they are one thing here). */
export async function checkLocation(
  db: Executor,
  organizationId: string,
  input: { locationId?: string | null; warehouseId?: string | null },
  required: boolean,
): Promise<string | undefined> {
  if (input.locationId && input.warehouseId && input.locationId !== input.warehouseId) {
    throw invalid(['input', 'warehouseId'], 'must equal location_id: a warehouse is a location here (give either)');
  }
  const locationId = input.locationId ?? input.warehouseId ?? undefined;
  const field = input.locationId ? ['input', 'locationId'] : ['input', 'warehouseId'];
  if (!locationId) {
    if (required) throw invalid(['input', 'locationId'], 'is required: name the location (or warehouse_id) to count');
    return undefined;
  }
  if (!isId(locationId)) throw invalid(field, 'must be a location id (digits)');
  const [row] = await db
    .select({ id: locations.id, status: locations.status })
    .from(locations)
    .where(inOrg(locations, organizationId, eq(locations.id, locationId)))
    .for('share');
  if (!row) throw invalid(field, 'is not a location of the organization');
  if (row.status !== 'active') throw invalid(field, 'must be an active location');
  return locationId;
}

export async function insertLines(tx: Tx, organizationId: string, countId: string, lines: readonly ResolvedLine[]): Promise<void> {
  for (let i = 0; i < lines.length; i += INSERT_CHUNK) {
    await tx.insert(countLines).values(
      lines.slice(i, i + INSERT_CHUNK).map((l) => ({
        id: newId(),
        organizationId,
        countId,
        itemId: l.item.id,
        itemOrder: l.itemOrder,
        itemName: l.item.name,
        sku: l.item.sku,
        unit: l.item.unit,
        countedQuantity: l.countedQuantity === null ? null : toDb(l.countedQuantity),
        status: l.countedQuantity === null ? ('draft' as const) : ('counted' as const),
      })),
    );
  }
}

/** Recomputes a count's counters from its lines: one statement, so they are exact whatever changed. */
export async function refreshCounters(tx: Tx, organizationId: string, countId: string, extra: Partial<CountRow> = {}): Promise<void> {
  await tx.execute(sql`
    update ${counts} set
      number_of_items = s.n,
      number_of_items_counted = s.counted,
      number_of_items_skipped = s.skipped,
      number_of_items_matched = s.matched,
      number_of_items_adjusted = s.adjusted,
      number_of_items_approved = s.approved,
      number_of_items_rejected = s.rejected
    from (
      select
        count(*)::int as n,
        (count(*) filter (where counted_quantity is not null and not is_skipped))::int as counted,
        (count(*) filter (where is_skipped))::int as skipped,
        (count(*) filter (where not is_skipped and counted_quantity is not null and system_quantity is not null and counted_quantity = system_quantity))::int as matched,
        (count(*) filter (where status = 'approved' and counted_quantity <> system_quantity))::int as adjusted,
        (count(*) filter (where status = 'approved'))::int as approved,
        (count(*) filter (where status = 'rejected'))::int as rejected
      from ${countLines} where organization_id = ${organizationId} and count_id = ${countId}
    ) s
    where ${counts.organizationId} = ${organizationId} and ${counts.id} = ${countId}`);
  if (Object.keys(extra).length)
    await tx
      .update(counts)
      .set(extra)
      .where(inOrg(counts, organizationId, eq(counts.id, countId)));
}

/** The next number of the series that no count holds yet (a number given by hand is skipped, not reused). */
export const nextCountNumber = documentNumbering({ ...NUMBER_SERIES, table: counts, column: counts.inventorycountNumber });
