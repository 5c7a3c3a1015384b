/**
 * Recurring stock count profiles: create, change, delete, activate and deactivate. Reading is in
 * recurring-count-views.ts, the rules in recurring-count-rules.ts, the scheduled counts and
 * reminders in recurring-count-runs.ts.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { counts, recurringCountLines, recurringCounts } from '../../../drizzle/tables/inventory/counts.ts';
import { cannotMove, invalid } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import type { Scope } from '../../core/request/scope.ts';

import type { RecurringInventoryCount, RecurringInventoryCountInput } from '../generated/graphql.ts';
import { addDays, nextCountDate } from './count-schedule.ts';
import { countSettingsOf, lineLimitOf } from './count-settings.ts';
import { resolveLines } from './count-lines.ts';
import { INSERT_CHUNK, checkAssignee, checkLocation } from './count-store.ts';

import { ACTIVE_STATES } from './count-rules.ts';
import { checkNotPast, fieldsOf, scheduleOf, upcoming } from './recurring-count-rules.ts';
import { findProfile, profileView } from './recurring-count-views.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

interface ProfileLine {
  itemId: string;
  itemName: string;
  sku: string | null;
  unit: string | null;
  itemOrder: number;
}

async function profileLines(tx: Tx, organizationId: string, input: RecurringInventoryCountInput): Promise<ProfileLine[]> {
  const settings = await countSettingsOf(tx, organizationId);
  const resolved = await resolveLines(
    tx,
    organizationId,
    (input.lineItems ?? []).map((l, i) => ({ itemId: l.itemId, itemOrder: l.itemOrder, field: ['input', 'lineItems', i] })),
    lineLimitOf(settings),
  );
  if (!resolved.length) throw invalid(['input', 'lineItems'], 'must hold at least one item');
  return resolved.map((l) => ({ itemId: l.item.id, itemName: l.item.name, sku: l.item.sku, unit: l.item.unit, itemOrder: l.itemOrder }));
}

async function writeProfileLines(tx: Tx, organizationId: string, profileId: string, lines: readonly ProfileLine[], replace: boolean): Promise<void> {
  if (replace) await tx.delete(recurringCountLines).where(inOrg(recurringCountLines, organizationId, eq(recurringCountLines.recurringCountId, profileId)));
  for (let i = 0; i < lines.length; i += INSERT_CHUNK) {
    await tx
      .insert(recurringCountLines)
      .values(lines.slice(i, i + INSERT_CHUNK).map((l) => ({ id: newId(), organizationId, recurringCountId: profileId, ...l })));
  }
}

export async function createProfile(scope: Scope, input: RecurringInventoryCountInput): Promise<RecurringInventoryCount> {
  const { org, today } = scope;
  const fields = fieldsOf(input, today);
  checkNotPast(fields, today, { startDate: true, countDates: true });
  const next = nextCountDate(fields, addDays(today, -1), 0);
  if (!next) throw invalid(['input', fields.scheduleType === 'auto' ? 'endDate' : 'countDates'], 'leaves no count date: the schedule would never count');
  return scope.db.transaction(async (tx) => {
    const locationId = (await checkLocation(tx, org.id, { locationId: input.locationId }, true))!;
    await checkAssignee(tx, org.id, fields.assigneeId, ['input', 'assigneeId']);
    const lines = await profileLines(tx, org.id, input);
    const id = newId();
    await tx.insert(recurringCounts).values({
      ...fields,
      id,
      organizationId: org.id,
      status: 'active',
      locationId,
      nextCountDate: next,
      createdById: scope.actor.userId,
      lastModifiedById: scope.actor.userId,
      createdAt: scope.now,
      updatedAt: scope.now,
    });
    await writeProfileLines(tx, org.id, id, lines, false);
    return profileView(tx, org, id);
  });
}

async function hasActiveCount(tx: Tx, organizationId: string, profileId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: counts.id })
    .from(counts)
    .where(inOrg(counts, organizationId, eq(counts.recurringCountId, profileId), inArray(counts.status, [...ACTIVE_STATES])))
    .limit(1);
  return !!row;
}

export async function updateProfile(scope: Scope, id: string, input: RecurringInventoryCountInput): Promise<RecurringInventoryCount> {
  const { org, today } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findProfile(tx, org.id, id, { lock: true });
    const fields = fieldsOf(input, today, row);
    const startChanged = fields.scheduleType === 'auto' && fields.startDate !== row.startDate;
    if (startChanged && row.scheduleType === 'auto' && row.executedCycles > 0) {
      throw invalid(
        ['input', 'startDate'],
        `cannot change once the profile has created a count (it has created ${row.executedCycles}; first on its start date ${row.startDate})`,
      );
    }
    checkNotPast(fields, today, { startDate: startChanged, countDates: input.countDates != null }, row.countDates);
    const next = upcoming(fields, row, today);
    if (next === today && next !== row.nextCountDate && (await hasActiveCount(tx, org.id, row.id))) {
      throw invalid(
        ['input', fields.scheduleType === 'auto' ? 'startDate' : 'countDates'],
        `would make today (${today}) the next count date while a count of this profile is still open; finish or cancel that count first`,
      );
    }
    const locationId = input.locationId ? (await checkLocation(tx, org.id, { locationId: input.locationId }, true))! : row.locationId;
    if (input.assigneeId !== undefined) await checkAssignee(tx, org.id, fields.assigneeId, ['input', 'assigneeId']);
    if (input.lineItems != null) await writeProfileLines(tx, org.id, row.id, await profileLines(tx, org.id, input), true);
    const remindedForDate = next === row.nextCountDate ? row.remindedForDate : null;
    await tx
      .update(recurringCounts)
      .set({ ...fields, locationId, nextCountDate: next, remindedForDate, lastModifiedById: scope.actor.userId, updatedAt: scope.now })
      .where(inOrg(recurringCounts, org.id, eq(recurringCounts.id, row.id)));
    return profileView(tx, org, row.id);
  });
}

export async function deleteProfile({ db, org }: Scope, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await findProfile(tx, org.id, id, { lock: true });
    await tx.delete(recurringCountLines).where(inOrg(recurringCountLines, org.id, eq(recurringCountLines.recurringCountId, row.id)));
    await tx.delete(recurringCounts).where(inOrg(recurringCounts, org.id, eq(recurringCounts.id, row.id)));
    return row.id;
  });
}

/** active ↔ inactive. Reactivated, the profile counts from today on; dates missed meanwhile are skipped. */
export async function setProfileStatus(scope: Scope, id: string, status: 'active' | 'inactive'): Promise<RecurringInventoryCount> {
  const { org, today } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findProfile(tx, org.id, id, { lock: true });
    const reactivated = status === 'active' && row.status !== 'active';
    const nextCountDate = reactivated ? upcoming(scheduleOf(row), row, today) : row.nextCountDate;
    if (reactivated && nextCountDate === today && (await hasActiveCount(tx, org.id, row.id))) {
      throw cannotMove(
        { kind: 'recurring stock count', name: row.title, state: row.status },
        'made active today',
        `its next count date would be today (${today}) while a count of this profile is still open; finish or cancel that count first`,
      );
    }
    await tx
      .update(recurringCounts)
      .set({ status, nextCountDate, lastModifiedById: scope.actor.userId, updatedAt: scope.now })
      .where(inOrg(recurringCounts, org.id, eq(recurringCounts.id, row.id)));
    return profileView(tx, org, row.id);
  });
}
