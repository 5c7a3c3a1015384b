/** The pure rules of a recurring stock count profile: its fields from an input, and its schedule. */
import type { recurringCounts } from '../../../drizzle/tables/inventory/counts.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { invalid } from '../../core/values/errors.ts';
import { patch } from '../../core/values/patch.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { CountWeekday, RecurringInventoryCountInput } from '../generated/graphql.ts';
import { type Schedule, addDays, nextCountDate } from './count-schedule.ts';

import type { ProfileRow } from './recurring-count-views.ts';

export function scheduleOf(row: Pick<ProfileRow, keyof Schedule>): Schedule {
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

export type ProfileFields = Omit<typeof recurringCounts.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'status' | 'locationId'>;

const OVERLAID = ['endDate', 'noOfCycles', 'runSpecificDate', 'remindBefore', 'assigneeId'] as const;
const NOTHING_STORED: Pick<ProfileRow, (typeof OVERLAID)[number]> = {
  endDate: null,
  noOfCycles: null,
  runSpecificDate: null,
  remindBefore: null,
  assigneeId: null,
};

/** The profile's fields from the input over the stored profile (none on create), checked. */
export function fieldsOf(input: RecurringInventoryCountInput, today: string, previous?: ProfileRow): ProfileFields & Schedule {
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

/** Dates before today are refused when set (dates a manual profile had already may stay): a profile counts from now on. */
export function checkNotPast(fields: Schedule, today: string, changed: { startDate: boolean; countDates: boolean }, kept: readonly string[] = []): void {
  if (fields.scheduleType === 'auto' && changed.startDate && fields.startDate! < today)
    throw invalid(['input', 'startDate'], `must not be before today (${today})`);
  if (fields.scheduleType === 'manual' && changed.countDates && fields.countDates.some((d) => d < today && !kept.includes(d))) {
    throw invalid(['input', 'countDates'], `must not add a date before today (${today})`);
  }
}

/** The next date from now on: dates missed while inactive or before a change are not caught up. */
export function upcoming(schedule: Schedule, row: Pick<ProfileRow, 'lastCountCreatedDate' | 'executedCycles'>, today: string): string | null {
  const yesterday = addDays(today, -1);
  const after = row.lastCountCreatedDate && row.lastCountCreatedDate > yesterday ? row.lastCountCreatedDate : yesterday;
  return nextCountDate(schedule, after, row.executedCycles);
}

/** hh:mm of the instant in the zone. */
export function localTime(instant: Date, timeZone: string): string {
  return formatTimestamp(instant, timeZone).slice(11, 16);
}

/** Counts one run creates for one profile at most, so a profile far behind cannot hold the job forever. */
export const CATCH_UP_LIMIT = 366;
