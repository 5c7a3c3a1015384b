/**
 * The SQL of recurring stock count profiles' scheduled work (recurring-count-runs.ts decides):
 * the profiles due or to remind across organizations, a profile locked while it is worked on,
 * the counts it creates, and the assignee and location a reminder names.
 */
import { type SQL, and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../drizzle/client.ts';
import { organizations, users } from '../../../drizzle/tables/core/organizations.ts';
import { locations } from '../../../drizzle/tables/inventory/stock.ts';
import { countLines, counts, recurringCountLines, recurringCounts } from '../../../drizzle/tables/inventory/counts.ts';
import { newId } from '../../core/values/ids.ts';
import { INSERT_CHUNK } from './count-store.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type RecurringCountRow = typeof recurringCounts.$inferSelect;
export type RecurringCountLineRow = typeof recurringCountLines.$inferSelect;

/** A profile locked until the caller's transaction ends; absent once deleted. */
export async function lockProfileRow(tx: Tx, organizationId: string, profileId: string): Promise<RecurringCountRow | undefined> {
  const [row] = await tx
    .select()
    .from(recurringCounts)
    .where(inOrg(recurringCounts, organizationId, eq(recurringCounts.id, profileId)))
    .for('update');
  return row;
}

/** A profile's lines in their order. */
export async function profileLinesOf(tx: Tx, organizationId: string, profileId: string): Promise<RecurringCountLineRow[]> {
  return tx
    .select()
    .from(recurringCountLines)
    .where(inOrg(recurringCountLines, organizationId, eq(recurringCountLines.recurringCountId, profileId)))
    .orderBy(asc(recurringCountLines.itemOrder));
}

/** Whether the profile has a count for the date already. */
export async function profileCountExists(tx: Tx, profileId: string, countDate: string): Promise<boolean> {
  const [exists] = await tx
    .select({ id: counts.id })
    .from(counts)
    .where(and(eq(counts.recurringCountId, profileId), eq(counts.countDate, countDate)));
  return !!exists;
}

/** Inserts a count with a copy of the profile's lines, INSERT_CHUNK lines per statement. */
export async function insertProfileCount(
  tx: Tx,
  organizationId: string,
  fields: typeof counts.$inferInsert & { id: string },
  lines: readonly RecurringCountLineRow[],
): Promise<void> {
  await tx.insert(counts).values(fields);
  for (let i = 0; i < lines.length; i += INSERT_CHUNK) {
    await tx.insert(countLines).values(
      lines.slice(i, i + INSERT_CHUNK).map((l) => ({
        id: newId(),
        organizationId,
        countId: fields.id,
        itemId: l.itemId,
        itemOrder: l.itemOrder,
        itemName: l.itemName,
        sku: l.sku,
        unit: l.unit,
      })),
    );
  }
}

export async function updateProfileRow(tx: Tx, organizationId: string, profileId: string, changes: Partial<RecurringCountRow>): Promise<void> {
  await tx
    .update(recurringCounts)
    .set(changes)
    .where(inOrg(recurringCounts, organizationId, eq(recurringCounts.id, profileId)));
}

/** The profiles of every organization with a count date due by their organization's today. */
export async function dueProfiles(db: Db, now: Date) {
  return db
    .select({ id: recurringCounts.id, organizationId: recurringCounts.organizationId, timeZone: organizations.timeZone })
    .from(recurringCounts)
    .innerJoin(organizations, eq(organizations.id, recurringCounts.organizationId))
    .where(
      and(
        eq(recurringCounts.status, 'active'),
        isNotNull(recurringCounts.nextCountDate),
        sql`${recurringCounts.nextCountDate} <= (${now.toISOString()}::timestamptz at time zone ${organizations.timeZone})::date`,
      ),
    )
    .orderBy(asc(recurringCounts.id));
}

/** Profiles whose assignee is to be reminded of the next count date now, not reminded of it yet. */
export async function profilesToRemind(db: Db, now: Date) {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${organizations.timeZone})::date`;
  const conditions: SQL[] = [
    eq(recurringCounts.status, 'active'),
    isNotNull(recurringCounts.nextCountDate),
    isNotNull(recurringCounts.assigneeId),
    sql`${recurringCounts.remindBefore} > 0`,
    sql`${recurringCounts.remindedForDate} is distinct from ${recurringCounts.nextCountDate}`,
    sql`${recurringCounts.nextCountDate} - ${recurringCounts.remindBefore} <= ${today}`,
    sql`${recurringCounts.nextCountDate} >= ${today}`,
  ];
  return db
    .select({ id: recurringCounts.id, organizationId: recurringCounts.organizationId, timeZone: organizations.timeZone })
    .from(recurringCounts)
    .innerJoin(organizations, eq(organizations.id, recurringCounts.organizationId))
    .where(and(...conditions))
    .orderBy(asc(recurringCounts.id));
}

/** A user's name and email, for a reminder. */
export async function userContact(tx: Tx, userId: string): Promise<{ name: string; email: string } | undefined> {
  const [person] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return person;
}

/** A location's name, for a reminder. */
export async function locationName(tx: Tx, locationId: string): Promise<string | undefined> {
  const [location] = await tx.select({ name: locations.locationName }).from(locations).where(eq(locations.id, locationId));
  return location?.name;
}
