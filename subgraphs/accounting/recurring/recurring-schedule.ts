/**
 * The dates of a recurring schedule (pure). Occurrence n is the start date plus n × every
 * units, always counted from the start date rather than from the previous occurrence, so a
 * month end stays a month end: a profile starting on 31 January falls on 28 (29) February,
 * 31 March, 30 April, 31 May. A year schedule from 29 February falls on 28 February in common
 * years and on 29 February again in leap years.
 */
export type Frequency = 'days' | 'weeks' | 'months' | 'years';

export interface Schedule {
  frequency: Frequency;
  every: number;
  startDate: string;
  /** Inclusive; null never ends. */
  endDate: string | null;
}

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y, m, d];
}

function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return iso(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** The date months after `date`, on the same day or the month's last day when it has fewer. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return iso(year, month, Math.min(d, daysInMonth(year, month)));
}

/** Occurrence `n` (0 = the start date) of the schedule, ignoring the end date. */
export function occurrence(schedule: Pick<Schedule, 'frequency' | 'every' | 'startDate'>, n: number): string {
  const steps = n * schedule.every;
  switch (schedule.frequency) {
    case 'days':
      return addDays(schedule.startDate, steps);
    case 'weeks':
      return addDays(schedule.startDate, steps * 7);
    case 'months':
      return addMonths(schedule.startDate, steps);
    case 'years':
      return addMonths(schedule.startDate, steps * 12);
  }
}

/**
 * The first occurrence on or after `date` at index `from` or later: its index and date, or
 * null when the schedule ends before it.
 */
export function firstOnOrAfter(schedule: Schedule, date: string, from = 0): { cycle: number; date: string } | null {
  // A rough jump close to the date, then step: schedules may be decades of days long.
  const unitDays = { days: 1, weeks: 7, months: 28, years: 365 }[schedule.frequency] * schedule.every;
  const span = Math.floor((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${schedule.startDate}T00:00:00Z`)) / 86_400_000);
  let n = Math.max(from, span > 0 ? Math.floor(span / unitDays) - 2 : 0, 0);
  // The jump may overshoot for months/years (28 and 365 under-estimate a unit): step back while still on or after the date.
  while (n > from && occurrence(schedule, n - 1) >= date) n--;
  for (;;) {
    const next = occurrence(schedule, n);
    if (schedule.endDate !== null && next > schedule.endDate) return null;
    if (next >= date) return { cycle: n, date: next };
    n++;
  }
}

/** The occurrence after cycle `n`, or null when the schedule ends first. */
export function after(schedule: Schedule, n: number): { cycle: number; date: string } | null {
  const next = occurrence(schedule, n + 1);
  return schedule.endDate !== null && next > schedule.endDate ? null : { cycle: n + 1, date: next };
}
