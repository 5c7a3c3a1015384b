/**
 * The scheduled work of recurring stock count profiles: creates their counts (exactly once per
 * date: the profile row is locked while its counts are created, and a unique index on
 * (profile, count date) backs that up) and reminds assignees by email.
 */
import type { Tx } from '../../../drizzle/client.ts';
import { newId } from '../../core/values/ids.ts';
import type { JobRun } from '../../core/platform/jobs.ts';

import { escapeHtml } from '../../core/values/text.ts';
import { localDate } from '../../core/values/time.ts';
import { queueEmail } from '../../messaging/api.ts';
import { nextCountDate } from './count-schedule.ts';
import { nextCountNumber } from './count-store.ts';

import { CATCH_UP_LIMIT, localTime, scheduleOf } from './recurring-count-rules.ts';
import {
  type RecurringCountLineRow,
  dueProfiles,
  insertProfileCount,
  locationName,
  lockProfileRow,
  profileCountExists,
  profileLinesOf,
  profilesToRemind,
  updateProfileRow,
  userContact,
} from './recurring-count-store.ts';
import { countCreated } from './count-live.ts';

/**
 * Creates the counts of one profile that are due (every date up to today whose execution time
 * has come, in order: a run after downtime catches up), with the profile locked, so runs that
 * overlap create each date once. Returns how many it created.
 */
async function createDueCounts(tx: Tx, organizationId: string, profileId: string, timeZone: string, now: Date): Promise<number> {
  const row = await lockProfileRow(tx, organizationId, profileId);
  if (!row) return 0;
  const today = localDate(now, timeZone);
  const time = localTime(now, timeZone);
  const schedule = scheduleOf(row);
  let { nextCountDate: next, executedCycles: executed, lastCountCreatedDate: last } = row;
  let created = 0;
  let lines: RecurringCountLineRow[] | undefined;
  while (row.status === 'active' && next && (next < today || (next === today && time >= row.executionTime)) && created < CATCH_UP_LIMIT) {
    lines ??= await profileLinesOf(tx, organizationId, row.id);
    const exists = await profileCountExists(tx, row.id, next);
    if (!exists && lines.length) {
      const countId = newId();
      await insertProfileCount(
        tx,
        organizationId,
        {
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
        },
        lines,
      );
      await countCreated(tx, organizationId, countId);
      created++;
    }
    executed++;
    last = next;
    next = nextCountDate(schedule, next, executed);
  }
  if (last !== row.lastCountCreatedDate) {
    await updateProfileRow(tx, organizationId, row.id, { executedCycles: executed, lastCountCreatedDate: last, nextCountDate: next, updatedAt: now });
  }
  return created;
}

async function remind(tx: Tx, run: JobRun, organizationId: string, profileId: string, now: Date): Promise<boolean> {
  const row = await lockProfileRow(tx, organizationId, profileId);
  if (!row?.nextCountDate || !row.assigneeId || row.remindedForDate === row.nextCountDate || row.status !== 'active') return false;
  const person = await userContact(tx, row.assigneeId);
  const location = await locationName(tx, row.locationId);
  if (person) {
    const subject = `Stock count "${row.title}" on ${row.nextCountDate}`;
    const html = `<p>Hello ${escapeHtml(person.name)},</p><p>You are assigned the stock count <strong>${escapeHtml(row.title)}</strong> at ${escapeHtml(location ?? 'its location')} on <strong>${row.nextCountDate}</strong> (created at ${row.executionTime}).</p>${row.description ? `<p>${escapeHtml(row.description)}</p>` : ''}`;
    await queueEmail(run.jobs, tx, organizationId, {
      to: [person.email],
      subject,
      html,
      about: { module: 'inventory', entity: 'recurringinventorycount', id: row.id },
      queuedAt: now,
    });
  }
  await updateProfileRow(tx, organizationId, row.id, { remindedForDate: row.nextCountDate });
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
