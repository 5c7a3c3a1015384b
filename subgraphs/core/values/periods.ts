/**
 * Report periods as the API family names them (`TransactionDate.ThisQuarter`...), computed from
 * the organization's today (its time zone) and its fiscal year: quarters and years are fiscal,
 * so with a fiscal year starting in April, ThisYear on 2024-02-10 is 2023-04-01 … 2024-03-31
 * and ThisQuarter is 2024-01-01 … 2024-03-31. Weeks run Monday to Sunday (ISO 8601).
 * Pure functions over `yyyy-mm-dd` strings.
 */

export type PeriodPreset =
  | 'today'
  | 'this_week'
  | 'this_month'
  | 'this_quarter'
  | 'this_year'
  | 'previous_day'
  | 'previous_week'
  | 'previous_month'
  | 'previous_quarter'
  | 'previous_year';

export interface DateRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

function parse(date: string): { y: number; m: number; d: number } {
  return { y: Number(date.slice(0, 4)), m: Number(date.slice(5, 7)), d: Number(date.slice(8, 10)) };
}

function format(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function utc(y: number, m: number, d: number): number {
  return Date.UTC(y, m - 1, d);
}

/** Whole days from `from` to `to` (yyyy-mm-dd), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  return Math.round((utc(b.y, b.m, b.d) - utc(a.y, a.m, a.d)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  const { y, m, d } = parse(date);
  return format(utc(y, m, d) + days * DAY_MS);
}

/** The first day of the month `months` after (or before) the month of `date`. */
export function addMonths(date: string, months: number): string {
  const { y, m } = parse(date);
  return format(utc(y, m + months, 1));
}

function monthsRange(start: string, months: number): DateRange {
  return { from: start, to: addDays(addMonths(start, months), -1) };
}

/** The fiscal year that contains `date`, named by the calendar year it starts in. */
export function fiscalYearOf(date: string, startMonth: number): number {
  const { y, m } = parse(date);
  return m >= startMonth ? y : y - 1;
}

/** First and last day of a fiscal year (named by the calendar year it starts in). */
export function fiscalYearRange(year: number, startMonth: number): DateRange {
  return monthsRange(format(utc(year, startMonth, 1)), 12);
}

/** The date range of a preset on `today` for an organization whose fiscal year starts in `startMonth` (1–12). */
export function presetRange(preset: PeriodPreset, today: string, startMonth: number): DateRange {
  const { y, m, d } = parse(today);
  const weekday = (new Date(utc(y, m, d)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monthStart = format(utc(y, m, 1));
  const intoQuarter = (((m - startMonth) % 3) + 3) % 3;
  const quarterStart = addMonths(monthStart, -intoQuarter);
  const yearStart = fiscalYearRange(fiscalYearOf(today, startMonth), startMonth).from;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'previous_day': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'this_week':
      return { from: addDays(today, -weekday), to: addDays(today, 6 - weekday) };
    case 'previous_week':
      return { from: addDays(today, -weekday - 7), to: addDays(today, -weekday - 1) };
    case 'this_month':
      return monthsRange(monthStart, 1);
    case 'previous_month':
      return monthsRange(addMonths(monthStart, -1), 1);
    case 'this_quarter':
      return monthsRange(quarterStart, 3);
    case 'previous_quarter':
      return monthsRange(addMonths(quarterStart, -3), 3);
    case 'this_year':
      return monthsRange(yearStart, 12);
    case 'previous_year':
      return monthsRange(addMonths(yearStart, -12), 12);
  }
}
