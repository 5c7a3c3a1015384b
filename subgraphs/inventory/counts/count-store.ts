/**
 * The SQL of stock counts: rows, lines, counters, numbers, the people and places a count names,
 * and what the moves and the job's batches read and write (count-lifecycle.ts decides).
 */
import { type SQL, and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../drizzle/client.ts';
import { memberships, organizations, users } from '../../../drizzle/tables/core/organizations.ts';
import { itemLocations, locations, stockMovements } from '../../../drizzle/tables/inventory/stock.ts';
import type { Clock } from '../../core/values/clock.ts';
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

// --- the moves and the job's batches (count-lifecycle.ts) -------------------------------------

export async function updateCount(tx: Tx, organizationId: string, countId: string, changes: Partial<CountRow>): Promise<void> {
  await tx
    .update(counts)
    .set(changes)
    .where(inOrg(counts, organizationId, eq(counts.id, countId)));
}

/** A count row as the job takes it: locked, or absent once deleted. */
export async function lockCountRow(tx: Tx, organizationId: string, countId: string): Promise<CountRow | undefined> {
  const [row] = await tx
    .select()
    .from(counts)
    .where(inOrg(counts, organizationId, eq(counts.id, countId)))
    .for('update');
  return row;
}

/** Adds a batch to the count's progress. */
export async function advanceProgress(tx: Tx, organizationId: string, countId: string, lines: number, at: Date): Promise<void> {
  await tx
    .update(counts)
    .set({ processedLines: sql`${counts.processedLines} + ${lines}`, updatedAt: at })
    .where(inOrg(counts, organizationId, eq(counts.id, countId)));
}

/** The count's next lines at a stage, in the count's order, at most `limit`. */
export async function linesAtStage(tx: Tx, organizationId: string, countId: string, stage: number, limit: number): Promise<CountLineRow[]> {
  return tx
    .select()
    .from(countLines)
    .where(inOrg(countLines, organizationId, eq(countLines.countId, countId), eq(countLines.stage, stage)))
    .orderBy(asc(countLines.itemOrder), asc(countLines.id))
    .limit(limit);
}

/** Which of the ids are lines of the count. */
export async function lineIdsOf(tx: Tx, organizationId: string, countId: string, ids: readonly string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ id: countLines.id })
    .from(countLines)
    .where(inOrg(countLines, organizationId, eq(countLines.countId, countId), anyId(countLines.id, ids.filter(isId))));
  return new Set(rows.map((r) => r.id));
}

/** Updates lines of a count from a VALUES list whose first column is the line id: one statement. */
async function updateLinesFrom(tx: Tx, organizationId: string, countId: string, columns: string, values: readonly SQL[], assignments: SQL): Promise<void> {
  await tx.execute(sql`
    update ${countLines} as l set ${assignments}
    from (values ${sql.join([...values], sql`, `)}) as v(${sql.raw(columns)})
    where l.id = v.id and l.organization_id = ${organizationId} and l.count_id = ${countId}`);
}

/** A line's counted quantity or skip as recorded; the reason changes only when given. */
export interface LineCount {
  id: string;
  counted: string | null;
  skipped: boolean;
  status: string;
  reason: string | null;
  reasonGiven: boolean;
}

/** Records counted quantities, one statement per INSERT_CHUNK lines. */
export async function recordLineCounts(tx: Tx, organizationId: string, countId: string, changes: readonly LineCount[]): Promise<void> {
  for (let i = 0; i < changes.length; i += INSERT_CHUNK) {
    await updateLinesFrom(
      tx,
      organizationId,
      countId,
      'id, counted, skipped, status, reason, reason_given',
      changes
        .slice(i, i + INSERT_CHUNK)
        .map((c) => sql`(${c.id}::bigint, ${c.counted}::numeric, ${c.skipped}::boolean, ${c.status}::text, ${c.reason}::text, ${c.reasonGiven}::boolean)`),
      sql`counted_quantity = v.counted, is_skipped = v.skipped, status = v.status,
          reason_id = case when v.reason_given then v.reason else l.reason_id end`,
    );
  }
}

/** An approver's decision on a line; the reason changes only when given. */
export interface LineDecision {
  lineItemId: string;
  isRejected?: boolean | null;
  reasonId?: string | null;
}

/** Records approvers' decisions, one statement per INSERT_CHUNK lines. */
export async function recordDecisions(tx: Tx, organizationId: string, countId: string, decisions: readonly LineDecision[]): Promise<void> {
  for (let i = 0; i < decisions.length; i += INSERT_CHUNK) {
    await updateLinesFrom(
      tx,
      organizationId,
      countId,
      'id, decision, reason, reason_given',
      decisions
        .slice(i, i + INSERT_CHUNK)
        .map(
          (d) =>
            sql`(${d.lineItemId}::bigint, ${d.isRejected ? 'reject' : 'approve'}::text, ${d.reasonId ?? null}::text, ${d.reasonId !== undefined}::boolean)`,
        ),
      sql`decision = v.decision, reason_id = case when v.reason_given then v.reason else l.reason_id end`,
    );
  }
}

/** Stores the system quantity of a batch of lines and moves them to stage 1: one statement. */
export async function setSystemQuantities(tx: Tx, organizationId: string, countId: string, lines: readonly { id: string; quantity: string }[]): Promise<void> {
  await updateLinesFrom(
    tx,
    organizationId,
    countId,
    'id, quantity',
    lines.map((l) => sql`(${l.id}::bigint, ${l.quantity}::numeric)`),
    sql`system_quantity = v.quantity, stage = 1`,
  );
}

/** Stores the outcome of a batch of settled lines and moves them to stage 3: one statement. */
export async function settleLineBatch(
  tx: Tx,
  organizationId: string,
  countId: string,
  lines: readonly { id: string; status: string; value: string | null }[],
): Promise<void> {
  await updateLinesFrom(
    tx,
    organizationId,
    countId,
    'id, status, value',
    lines.map((l) => sql`(${l.id}::bigint, ${l.status}::text, ${l.value}::numeric)`),
    sql`status = v.status, adjustment_value = v.value, stage = 3`,
  );
}

/** A rejected count's lines go back to counted, their decisions forgotten. */
export async function reopenLines(tx: Tx, organizationId: string, countId: string): Promise<void> {
  await tx
    .update(countLines)
    .set({ stage: 1, decision: null })
    .where(inOrg(countLines, organizationId, eq(countLines.countId, countId)));
}

/** Submits a batch of lines: each takes the status its count or skip says. */
export async function submitLineBatch(tx: Tx, organizationId: string, countId: string, lineIds: readonly string[]): Promise<void> {
  await tx
    .update(countLines)
    .set({
      stage: 2,
      status: sql`case when ${countLines.isSkipped} then 'skipped' when ${countLines.countedQuantity} is not null then 'counted' else ${countLines.status} end`,
    })
    .where(inOrg(countLines, organizationId, eq(countLines.countId, countId), inArray(countLines.id, [...lineIds])));
}

/** Stock on hand of items at a location: the sum of their movements, one statement. */
export async function onHand(tx: Tx, organizationId: string, locationId: string, itemIds: string[]) {
  return tx
    .select({
      itemId: stockMovements.itemId,
      quantity: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)::text`,
      valuedQuantity: sql<string>`coalesce(sum(${stockMovements.quantity}) filter (where ${stockMovements.rate} is not null), 0)::text`,
      value: sql<string>`coalesce(sum(${stockMovements.quantity} * ${stockMovements.rate}) filter (where ${stockMovements.rate} is not null), 0)::text`,
    })
    .from(stockMovements)
    .where(inOrg(stockMovements, organizationId, eq(stockMovements.locationId, locationId), anyId(stockMovements.itemId, itemIds)))
    .groupBy(stockMovements.itemId);
}

/** The organization's base currency, its precision and time zone: what a count's adjustments post in. */
export async function organizationMoney(tx: Tx, organizationId: string) {
  const [org] = await tx
    .select({ currencyId: organizations.currencyId, pricePrecision: organizations.pricePrecision, timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return org;
}

/** Inserts adjustment movements at one location, INSERT_CHUNK at a time. */
export async function insertAdjustments(
  tx: Tx,
  organizationId: string,
  locationId: string,
  movements: readonly (typeof stockMovements.$inferInsert)[],
): Promise<void> {
  for (let i = 0; i < movements.length; i += INSERT_CHUNK) {
    const chunk = movements.slice(i, i + INSERT_CHUNK);
    await tx.insert(stockMovements).values(chunk);
    // Stock found where the item was not kept yet: the item is kept there now (its locations[] show it).
    await tx
      .insert(itemLocations)
      .values(chunk.map((m) => ({ organizationId, itemId: m.itemId, locationId })))
      .onConflictDoNothing();
  }
}

/**
 * Counts whose due date is behind their organization's today while nobody submitted them
 * expire: one statement over every organization (a job has no tenant), idempotent.
 */
export async function expireCounts(db: Db, clock: Clock): Promise<number> {
  const now = clock.now().toISOString();
  const expired = await db
    .update(counts)
    .set({ status: 'expired', updatedAt: clock.now() })
    .from(organizations)
    .where(
      and(
        eq(organizations.id, counts.organizationId),
        inArray(counts.status, ['yet_to_start', 'counting']),
        sql`${counts.dueDate} < (${now}::timestamptz at time zone ${organizations.timeZone})::date`,
      ),
    )
    .returning({ id: counts.id });
  return expired.length;
}
