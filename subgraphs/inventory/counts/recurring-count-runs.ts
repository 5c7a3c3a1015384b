/**
 * The scheduled work of recurring stock count profiles: creates their counts (exactly once per
 * date: the profile row is locked while its counts are created, and a unique index on
 * (profile, count date) backs that up) and reminds assignees by email.
 */
import { type SQL, and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../drizzle/client.ts';
import { organizations, users } from '../../../drizzle/tables/core/organizations.ts';
import { locations } from '../../../drizzle/tables/inventory/stock.ts';
import { countLines, counts, recurringCountLines, recurringCounts } from '../../../drizzle/tables/inventory/counts.ts';
import { newId } from '../../core/values/ids.ts';
import type { JobRun } from '../../core/platform/jobs.ts';

import { escapeHtml } from '../../core/values/text.ts';
import { localDate } from '../../core/values/time.ts';
import { queueEmail } from '../../messaging/api.ts';
import { nextCountDate } from './count-schedule.ts';
import { INSERT_CHUNK, nextCountNumber } from './count-store.ts';

import { CATCH_UP_LIMIT, localTime, scheduleOf } from './recurring-count-rules.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { countCreated } from './count-live.ts';

/**
 * Creates the counts of one profile that are due (every date up to today whose execution time
 * has come, in order: a run after downtime catches up), with the profile locked, so runs that
 * overlap create each date once. Returns how many it created.
 */
async function createDueCounts(tx: Tx, organizationId: string, profileId: string, timeZone: string, now: Date): Promise<number> {
  const [row] = await tx
    .select()
    .from(recurringCounts)
    .where(inOrg(recurringCounts, organizationId, eq(recurringCounts.id, profileId)))
    .for('update');
  if (!row) return 0;
  const today = localDate(now, timeZone);
  const time = localTime(now, timeZone);
  const schedule = scheduleOf(row);
  let { nextCountDate: next, executedCycles: executed, lastCountCreatedDate: last } = row;
  let created = 0;
  let lines: (typeof recurringCountLines.$inferSelect)[] | undefined;
  while (row.status === 'active' && next && (next < today || (next === today && time >= row.executionTime)) && created < CATCH_UP_LIMIT) {
    lines ??= await tx
      .select()
      .from(recurringCountLines)
      .where(inOrg(recurringCountLines, organizationId, eq(recurringCountLines.recurringCountId, row.id)))
      .orderBy(asc(recurringCountLines.itemOrder));
    const [exists] = await tx
      .select({ id: counts.id })
      .from(counts)
      .where(and(eq(counts.recurringCountId, row.id), eq(counts.countDate, next)));
    if (!exists && lines.length) {
      const countId = newId();
      await tx.insert(counts).values({
        id: countId,
        organizationId,
        inventorycountNumber: await nextCountNumber(tx, organizationId),
        countDate: next,
        // A date caught up after downtime is due today, not already expired by the hourly job.
        dueDate: next < today ? today : next,
        description: row.description ?? row.title,
        status: 'yet_to_start',
        countType: 'recurring',
        locationId: row.locationId,
        assigneeId: row.assigneeId,
        createdById: null,
        recurringCountId: row.id,
        numberOfItems: lines.length,
        createdAt: now,
        updatedAt: now,
      });
      for (let i = 0; i < lines.length; i += INSERT_CHUNK) {
        await tx
          .insert(countLines)
          .values(
            lines
              .slice(i, i + INSERT_CHUNK)
              .map((l) => ({ id: newId(), organizationId, countId, itemId: l.itemId, itemOrder: l.itemOrder, itemName: l.itemName, sku: l.sku, unit: l.unit })),
          );
      }
      await countCreated(tx, organizationId, countId);
      created++;
    }
    executed++;
    last = next;
    next = nextCountDate(schedule, next, executed);
  }
  if (last !== row.lastCountCreatedDate) {
    await tx
      .update(recurringCounts)
      .set({ executedCycles: executed, lastCountCreatedDate: last, nextCountDate: next, updatedAt: now })
      .where(inOrg(recurringCounts, organizationId, eq(recurringCounts.id, row.id)));
  }
  return created;
}

/** The profiles of every organization with a count date due by their organization's today. */
async function dueProfiles(db: Db, now: Date) {
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
async function profilesToRemind(db: Db, now: Date) {
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

async function remind(tx: Tx, run: JobRun, organizationId: string, profileId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(recurringCounts)
    .where(inOrg(recurringCounts, organizationId, eq(recurringCounts.id, profileId)))
    .for('update');
  if (!row?.nextCountDate || !row.assigneeId || row.remindedForDate === row.nextCountDate || row.status !== 'active') return false;
  const [person] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, row.assigneeId));
  const [location] = await tx.select({ name: locations.locationName }).from(locations).where(eq(locations.id, row.locationId));
  if (person) {
    const subject = `Stock count "${row.title}" on ${row.nextCountDate}`;
    const html = `<p>Hello ${escapeHtml(person.name)},</p><p>You are assigned the stock count <strong>${escapeHtml(row.title)}</strong> at ${escapeHtml(location?.name ?? 'its location')} on <strong>${row.nextCountDate}</strong> (created at ${row.executionTime}).</p>${row.description ? `<p>${escapeHtml(row.description)}</p>` : ''}`;
    await queueEmail(run.jobs, tx, organizationId, {
      to: [person.email],
      subject,
      html,
      about: { module: 'inventory', entity: 'recurringinventorycount', id: row.id },
      queuedAt: now,
    });
  }
  await tx
    .update(recurringCounts)
    .set({ remindedForDate: row.nextCountDate })
    .where(inOrg(recurringCounts, organizationId, eq(recurringCounts.id, row.id)));
  return !!person;
}

/**
 * One tick of the schedule (every minute): creates the counts that are due and sends the
 * reminders that are due, each profile in its own transaction. Idempotent, and safe to run
 * twice at once: each profile is locked while it is worked on and re-read under the lock.
 */
export async function runRecurringCounts(run: JobRun): Promise<{ created: number; reminded: number }> {
  const now = run.clock.now();
  const db = run.database.db;
  let created = 0;
  for (const profile of await dueProfiles(db, now)) {
    created += await db.transaction((tx) => createDueCounts(tx, profile.organizationId, profile.id, profile.timeZone, now));
  }
  let reminded = 0;
  for (const profile of await profilesToRemind(db, now)) {
    if (await db.transaction((tx) => remind(tx, run, profile.organizationId, profile.id, now))) reminded++;
  }
  return { created, reminded };
}
