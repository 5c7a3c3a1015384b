/**
 * Recurring stock count profiles as they read: one with its lines, a page of them, and the
 * profile that counts an item (for the item registry).
 */
import { asc, desc, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { users } from '../../../drizzle/tables/core/organizations.ts';
import { locations } from '../../../drizzle/tables/inventory/stock.ts';
import { recurringCountLines, recurringCounts } from '../../../drizzle/tables/inventory/counts.ts';
import { maybeEnum, toEnum } from '../../core/values/enums.ts';
import { notFound } from '../../core/values/errors.ts';
import { isId } from '../../core/values/ids.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { searchOf, window } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type {
  CountMonth,
  CountRecurrenceFrequency,
  CountRunSpecificWeek,
  CountScheduleType,
  CountWeekday,
  QueryRecurringInventoryCountsArgs,
  RecurringInventoryCount,
  RecurringInventoryCountStatus,
  RecurringInventoryCountSummary,
} from '../generated/graphql.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type ProfileRow = typeof recurringCounts.$inferSelect;
type ProfileRecord = ProfileRow & {
  locationName: string | null;
  assigneeName: string | null;
  createdByName: string | null;
  lastModifiedByName: string | null;
};

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

export async function profileView(db: Executor, org: OrganizationRow, id: string): Promise<RecurringInventoryCount> {
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

export async function findProfile(db: Executor, organizationId: string, id: string, options: { lock?: boolean } = {}): Promise<ProfileRow> {
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
