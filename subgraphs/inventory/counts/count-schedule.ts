/**
 * When a recurring stock count profile counts, as a pure function of its schedule (no clock,
 * no database), so the rules are unit-tested on their own.
 *
 * auto: periods of `repeat_every` × `recurrence_frequency` from `start_date`:
 *   days   every n days from the start date;
 *   weeks  every n weeks (weeks begin on Monday) on `run_specific_days` (default: the start date's weekday);
 *   months every n months on `run_specific_date` (default the start date's day; a shorter month
 *          uses its last day), or on the `run_specific_week` (first…fourth, last) weekday
 *          `run_specific_days[0]` (default the start date's weekday);
 *   years  every n years in `run_specific_month` (default the start date's month), the day as for months.
 * Dates before the start date are never counted.
 * manual: the `count_dates`, in order.
 * Either way, no date after `end_date`, and no more than `no_of_cycles` counts in all.
 */

export type Frequency = 'days' | 'weeks' | 'months' | 'years';
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;
const WEEKS = ['first', 'second', 'third', 'fourth', 'last'] as const;

export interface Schedule {
  scheduleType: 'auto' | 'manual';
  recurrenceFrequency: Frequency | null;
  repeatEvery: number | null;
  startDate: string | null;
  endDate: string | null;
  noOfCycles: number | null;
  countDates: readonly string[];
  /** MON … SUN */
  runSpecificDays: readonly string[];
  runSpecificDate: number | null;
  runSpecificWeek: string | null;
  /** january … december */
  runSpecificMonth: string | null;
}

const DAY = 24 * 60 * 60 * 1000;

function toTime(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function fromTime(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromTime(toTime(date) + days * DAY);
}

/** 0 = Monday … 6 = Sunday. */
function weekdayOf(date: string): number {
  return (new Date(toTime(date)).getUTCDay() + 6) % 7;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

function ymd(year: number, month: number, day: number): string {
  return fromTime(Date.UTC(year, month, day));
}

/** The day of a month a monthly or yearly schedule counts on. */
function dayInMonth(s: Schedule, year: number, month: number, start: string): string {
  if (s.runSpecificWeek) {
    const weekday = s.runSpecificDays.length ? WEEKDAYS.indexOf(s.runSpecificDays[0] as (typeof WEEKDAYS)[number]) : weekdayOf(start);
    const week = WEEKS.indexOf(s.runSpecificWeek as (typeof WEEKS)[number]);
    if (week === 4) {
      const last = ymd(year, month, daysInMonth(year, month));
      return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
    }
    const first = ymd(year, month, 1);
    return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + week * 7);
  }
  const day = s.runSpecificDate ?? Number(start.slice(8, 10));
  return ymd(year, month, Math.min(day, daysInMonth(year, month)));
}

/** The count dates of period k of an auto schedule, in order. */
function period(s: Schedule, k: number): string[] {
  const start = s.startDate!;
  const n = s.repeatEvery ?? 1;
  const [y, m] = [Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1];
  switch (s.recurrenceFrequency ?? 'months') {
    case 'days':
      return [addDays(start, k * n)];
    case 'weeks': {
      const monday = addDays(start, -weekdayOf(start) + k * n * 7);
      const days = s.runSpecificDays.length ? s.runSpecificDays.map((d) => WEEKDAYS.indexOf(d as (typeof WEEKDAYS)[number])) : [weekdayOf(start)];
      return [...new Set(days)].sort((a, b) => a - b).map((d) => addDays(monday, d));
    }
    case 'months': {
      const months = m + k * n;
      return [dayInMonth(s, y + Math.floor(months / 12), months % 12, start)];
    }
    case 'years': {
      const month = s.runSpecificMonth ? MONTHS.indexOf(s.runSpecificMonth as (typeof MONTHS)[number]) : m;
      return [dayInMonth(s, y + k * n, month, start)];
    }
  }
}

/** Periods looked at before giving up (a schedule whose dates all fall before its start or after its end). */
const HORIZON = 40_000;

/**
 * The first count date after `after` (or the first of all when null), given `executed` counts
 * were created already; null once the schedule is over.
 */
export function nextCountDate(s: Schedule, after: string | null, executed: number): string | null {
  if (s.noOfCycles !== null && executed >= s.noOfCycles) return null;
  const within = (date: string) => s.endDate === null || date <= s.endDate;
  if (s.scheduleType === 'manual') {
    const next = [...s.countDates].sort().find((d) => after === null || d > after);
    return next && within(next) ? next : null;
  }
  if (!s.startDate) return null;
  const start = s.startDate;
  // Skip whole periods that end before `after` without walking them one by one.
  let k = 0;
  if (after !== null && after > start) {
    const n = s.repeatEvery ?? 1;
    const span = { days: 1, weeks: 7, months: 31, years: 366 }[s.recurrenceFrequency ?? 'months'] * n;
    k = Math.max(0, Math.floor((toTime(after) - toTime(start)) / DAY / span) - 1);
  }
  for (let guard = 0; guard < HORIZON; guard++, k++) {
    const dates = period(s, k);
    for (const date of dates) {
      if (date < start || (after !== null && date <= after)) continue;
      return within(date) ? date : null;
    }
    if (s.endDate !== null && dates.length && dates[0] > s.endDate) return null;
  }
  return null;
}
