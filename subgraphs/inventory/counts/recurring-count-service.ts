/**
 * Recurring stock count profiles: the profile CRUD, and the scheduled work that creates their
 * counts (exactly once per date: the profile row is locked while its counts are created, and a
 * unique index on (profile, count date) backs that up) and reminds assignees by email.
 */
import { type SQL, and, asc, desc, eq, getTableColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor, Tx } from '../../../drizzle/client.ts';
import { organizations, users } from '../../../drizzle/tables/core/organizations.ts';
import { locations } from '../../../drizzle/tables/inventory/stock.ts';
import { countLines, counts, recurringCountLines, recurringCounts } from '../../../drizzle/tables/inventory/counts.ts';
import { fromEnum, maybeEnum, toEnum } from '../../core/values/enums.ts';
import { cannotMove, invalid, notFound } from '../../core/request/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import type { JobRun } from '../../core/platform/jobs.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { inOrg, searchOf, window } from '../../core/request/scoped.ts';
import { patch } from '../../core/values/patch.ts';
import { escapeHtml } from '../../core/values/text.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { formatTimestamp, localDate } from '../../core/values/time.ts';
import { queueEmail } from '../../messaging/api.ts';
import type {
  CountMonth,
  CountRecurrenceFrequency,
  CountRunSpecificWeek,
  CountScheduleType,
  CountWeekday,
  QueryRecurringInventoryCountsArgs,
  RecurringInventoryCount,
  RecurringInventoryCountInput,
  RecurringInventoryCountStatus,
  RecurringInventoryCountSummary,
} from '../generated/graphql.ts';
import { type Schedule, addDays, nextCountDate } from './count-schedule.ts';
import { countSettingsOf, lineLimitOf } from './count-settings.ts';
import { resolveLines } from './count-lines.ts';
import { ACTIVE_STATES } from './count-rules.ts';
import { INSERT_CHUNK, checkAssignee, checkLocation, nextCountNumber } from './count-store.ts';

type ProfileRow = typeof recurringCounts.$inferSelect;
type ProfileRecord = ProfileRow & { locationName: string | null; assigneeName: string | null; createdByName: string | null; lastModifiedByName: string | null };

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');
const modifier = alias(users, 'modifier');

function selectProfiles(db: Executor) {
  return db
    .select({
      ...getTableColumns(recurringCounts),
      locationName: locations.locationName,
      assigneeName: assignee.name,
      createdByName: creator.name,
      lastModifiedByName: modifier.name,
    })
    .from(recurringCounts)
    .leftJoin(locations, eq(locations.id, recurringCounts.locationId))
    .leftJoin(assignee, eq(assignee.id, recurringCounts.assigneeId))
    .leftJoin(creator, eq(creator.id, recurringCounts.createdById))
    .leftJoin(modifier, eq(modifier.id, recurringCounts.lastModifiedById))
    .$dynamic();
}

function summaryView(row: ProfileRecord, timeZone: string): Omit<RecurringInventoryCountSummary, '__typename'> {
  return {
    recurringinventorycountId: row.id,
    title: row.title,
    status: toEnum<RecurringInventoryCountStatus>(row.status),
    scheduleType: toEnum<CountScheduleType>(row.scheduleType),
    recurrenceFrequency: maybeEnum<CountRecurrenceFrequency>(row.recurrenceFrequency),
    repeatEvery: row.repeatEvery,
    startDate: row.startDate,
    endDate: row.endDate,
    noOfCycles: row.noOfCycles,
    executedCycles: row.executedCycles,
    countDates: row.countDates,
    locationId: row.locationId,
    locationName: row.locationName ?? '',
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    nextCountDate: row.nextCountDate,
    lastCountCreatedDate: row.lastCountCreatedDate,
    executionTime: row.executionTime,
    runSpecificDays: row.runSpecificDays as CountWeekday[],
    runSpecificDate: row.runSpecificDate,
    runSpecificWeek: maybeEnum<CountRunSpecificWeek>(row.runSpecificWeek),
    runSpecificMonth: maybeEnum<CountMonth>(row.runSpecificMonth),
    remindBefore: row.remindBefore,
    description: row.description,
    createdById: row.createdById,
    createdByName: row.createdByName,
    lastModifiedById: row.lastModifiedById,
    lastModifiedByName: row.lastModifiedByName,
    createdTime: formatTimestamp(row.createdAt, timeZone),
    lastModifiedTime: formatTimestamp(row.updatedAt, timeZone),
  };
}

async function profileView(db: Executor, org: OrganizationRow, id: string): Promise<RecurringInventoryCount> {
  if (!isId(id)) throw notFound('The recurring stock count');
  // The profile first, then its lines (see countView): never a profile beside lines of another moment.
  const [row] = await selectProfiles(db).where(inOrg(recurringCounts, org.id, eq(recurringCounts.id, id)));
  if (!row) throw notFound('The recurring stock count');
  const lines = await db
    .select()
    .from(recurringCountLines)
    .where(inOrg(recurringCountLines, org.id, eq(recurringCountLines.recurringCountId, id)))
    .orderBy(asc(recurringCountLines.itemOrder), asc(recurringCountLines.id));
  return {
    ...summaryView(row, org.timeZone),
    lineItems: lines.map((l) => ({ lineItemId: l.id, itemId: l.itemId, itemName: l.itemName, unit: l.unit, sku: l.sku, itemOrder: l.itemOrder })),
  };
}

async function findProfile(db: Executor, organizationId: string, id: string, options: { lock?: boolean } = {}): Promise<ProfileRow> {
  if (!isId(id)) throw notFound('The recurring stock count');
  const query = db
    .select()
    .from(recurringCounts)
    .where(inOrg(recurringCounts, organizationId, eq(recurringCounts.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('The recurring stock count');
  return row;
}

export function getProfile({ db, org }: Scope, id: string): Promise<RecurringInventoryCount> {
  return profileView(db, org, id);
}

const FILTERS = { STATUS_ALL: undefined, STATUS_ACTIVE: 'active', STATUS_INACTIVE: 'inactive' } as const;
const FILTER_WIRE = { STATUS_ALL: 'Status.All', STATUS_ACTIVE: 'Status.Active', STATUS_INACTIVE: 'Status.Inactive' } as const;

/** A page of profiles (without their lines), newest first: one statement. */
export async function listProfiles({ db, org }: Scope, args: QueryRecurringInventoryCountsArgs, page: Page) {
  const filter = args.filterBy ?? 'STATUS_ALL';
  const status = FILTERS[filter];
  const { limit, offset } = window(page);
  const rows = await selectProfiles(db)
    .where(
      inOrg(
        recurringCounts,
        org.id,
        status ? eq(recurringCounts.status, status) : undefined,
        searchOf([recurringCounts.title, recurringCounts.description], args.searchText),
      ),
    )
    .orderBy(desc(recurringCounts.createdAt), desc(recurringCounts.id))
    .limit(limit)
    .offset(offset);
  return listPage(rows, page, { sortColumn: 'created_time', sortOrder: 'D', appliedFilter: FILTER_WIRE[filter] }, (nodes) =>
    nodes.map((r) => summaryView(r, org.timeZone)),
  );
}

// --- writing ---------------------------------------------------------------------------------

function scheduleOf(row: Pick<ProfileRow, keyof Schedule>): Schedule {
  return {
    scheduleType: row.scheduleType,
    recurrenceFrequency: row.recurrenceFrequency,
    repeatEvery: row.repeatEvery,
    startDate: row.startDate,
    endDate: row.endDate,
    noOfCycles: row.noOfCycles,
    countDates: row.countDates,
    runSpecificDays: row.runSpecificDays,
    runSpecificDate: row.runSpecificDate,
    runSpecificWeek: row.runSpecificWeek,
    runSpecificMonth: row.runSpecificMonth,
  };
}

type ProfileFields = Omit<typeof recurringCounts.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'status' | 'locationId'>;

const OVERLAID = ['endDate', 'noOfCycles', 'runSpecificDate', 'remindBefore', 'assigneeId'] as const;
const NOTHING_STORED: Pick<ProfileRow, (typeof OVERLAID)[number]> = {
  endDate: null,
  noOfCycles: null,
  runSpecificDate: null,
  remindBefore: null,
  assigneeId: null,
};

/** The profile's fields from the input over the stored profile (none on create), checked. */
function fieldsOf(input: RecurringInventoryCountInput, today: string, previous?: ProfileRow): ProfileFields & Schedule {
  const at = (name: string) => ['input', name];
  const title = input.title !== undefined ? input.title?.trim() : previous?.title;
  if (!title) throw invalid(at('title'), 'is required');
  const scheduleType = input.scheduleType ? (fromEnum(input.scheduleType) as 'auto' | 'manual') : (previous?.scheduleType ?? 'auto');
  const auto = scheduleType === 'auto';
  const kept = patch(previous ?? NOTHING_STORED, input, OVERLAID);
  const fields = {
    title,
    scheduleType,
    recurrenceFrequency: auto
      ? input.recurrenceFrequency
        ? (fromEnum(input.recurrenceFrequency) as Schedule['recurrenceFrequency'])
        : (previous?.recurrenceFrequency ?? 'months')
      : null,
    repeatEvery: auto ? (input.repeatEvery ?? previous?.repeatEvery ?? 1) : null,
    startDate: auto ? (input.startDate ?? previous?.startDate ?? today) : null,
    endDate: kept.endDate,
    noOfCycles: kept.noOfCycles,
    countDates: auto ? [] : (input.countDates ?? previous?.countDates ?? []),
    runSpecificDays: auto ? (input.runSpecificDays ?? (previous?.runSpecificDays as CountWeekday[] | undefined) ?? []).map(String) : [],
    runSpecificDate: auto ? kept.runSpecificDate : null,
    runSpecificWeek: auto
      ? input.runSpecificWeek !== undefined
        ? input.runSpecificWeek && fromEnum(input.runSpecificWeek)
        : (previous?.runSpecificWeek ?? null)
      : null,
    runSpecificMonth: auto
      ? input.runSpecificMonth !== undefined
        ? input.runSpecificMonth && fromEnum(input.runSpecificMonth)
        : (previous?.runSpecificMonth ?? null)
      : null,
    executionTime: input.executionTime ?? previous?.executionTime ?? '00:00',
    remindBefore: kept.remindBefore,
    description: input.description !== undefined ? input.description?.trim() || null : (previous?.description ?? null),
    assigneeId: kept.assigneeId,
  };
  if (fields.endDate !== null && fields.noOfCycles !== null) {
    throw invalid(
      input.endDate != null ? at('endDate') : at('noOfCycles'),
      'end_date and no_of_cycles are mutually exclusive: give one of them (send the other as null)',
    );
  }
  if (auto) {
    const frequency = fields.recurrenceFrequency;
    if (fields.runSpecificDays.length && frequency !== 'weeks' && !fields.runSpecificWeek)
      throw invalid(at('runSpecificDays'), 'applies to a weekly schedule, or with run_specific_week');
    if (fields.runSpecificWeek && frequency !== 'months' && frequency !== 'years')
      throw invalid(at('runSpecificWeek'), 'applies to a monthly or yearly schedule');
    if (fields.runSpecificDate !== null && frequency !== 'months' && frequency !== 'years')
      throw invalid(at('runSpecificDate'), 'applies to a monthly or yearly schedule');
    if (fields.runSpecificDate !== null && fields.runSpecificWeek)
      throw invalid(at('runSpecificDate'), 'cannot be given with run_specific_week (give one of them)');
    if (fields.runSpecificMonth && frequency !== 'years') throw invalid(at('runSpecificMonth'), 'applies to a yearly schedule');
    if (fields.endDate !== null && fields.endDate < fields.startDate!) throw invalid(at('endDate'), `must not be before the start date ${fields.startDate}`);
  } else {
    if (!fields.countDates.length) throw invalid(at('countDates'), 'is required for a manual schedule: list the count dates');
    if (new Set(fields.countDates).size !== fields.countDates.length) throw invalid(at('countDates'), 'lists a date twice');
    fields.countDates = [...fields.countDates].sort();
  }
  return fields;
}

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

/** Dates before today are refused when set (dates a manual profile had already may stay): a profile counts from now on. */
function checkNotPast(fields: Schedule, today: string, changed: { startDate: boolean; countDates: boolean }, kept: readonly string[] = []): void {
  if (fields.scheduleType === 'auto' && changed.startDate && fields.startDate! < today)
    throw invalid(['input', 'startDate'], `must not be before today (${today})`);
  if (fields.scheduleType === 'manual' && changed.countDates && fields.countDates.some((d) => d < today && !kept.includes(d))) {
    throw invalid(['input', 'countDates'], `must not add a date before today (${today})`);
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

/** The next date from now on: dates missed while inactive or before a change are not caught up. */
function upcoming(schedule: Schedule, row: Pick<ProfileRow, 'lastCountCreatedDate' | 'executedCycles'>, today: string): string | null {
  const yesterday = addDays(today, -1);
  const after = row.lastCountCreatedDate && row.lastCountCreatedDate > yesterday ? row.lastCountCreatedDate : yesterday;
  return nextCountDate(schedule, after, row.executedCycles);
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

// --- the schedule ----------------------------------------------------------------------------

/** hh:mm of the instant in the zone. */
function localTime(instant: Date, timeZone: string): string {
  return formatTimestamp(instant, timeZone).slice(11, 16);
}

/** Counts one run creates for one profile at most, so a profile far behind cannot hold the job forever. */
const CATCH_UP_LIMIT = 366;

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

/** For the item registry: the first recurring profile counting an item. */
export async function profileListingItem(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ title: recurringCounts.title })
    .from(recurringCountLines)
    .innerJoin(recurringCounts, eq(recurringCounts.id, recurringCountLines.recurringCountId))
    .where(inOrg(recurringCountLines, organizationId, eq(recurringCountLines.itemId, itemId)))
    .limit(1);
  return row && `counted by the recurring stock count "${row.title}"`;
}
