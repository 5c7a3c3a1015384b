import { describe, expect, it } from 'vitest';
import { type Schedule, nextCountDate } from '../../subgraphs/inventory/counts/count-schedule.ts';

const auto = (overrides: Partial<Schedule>): Schedule => ({
  scheduleType: 'auto',
  recurrenceFrequency: 'months',
  repeatEvery: 1,
  startDate: '2026-01-31',
  endDate: null,
  noOfCycles: null,
  countDates: [],
  runSpecificDays: [],
  runSpecificDate: null,
  runSpecificWeek: null,
  runSpecificMonth: null,
  ...overrides,
});

/** The first `n` dates of a schedule, as the job would walk them. */
function dates(s: Schedule, n: number): string[] {
  const out: string[] = [];
  let after: string | null = null;
  for (let i = 0; i < n; i++) {
    const next = nextCountDate(s, after, i);
    if (!next) break;
    out.push(next);
    after = next;
  }
  return out;
}

describe('recurring stock count schedules', () => {
  it('months: the start day, or the last day of a shorter month', () => {
    expect(dates(auto({}), 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(dates(auto({ repeatEvery: 5, startDate: '2026-10-15' }), 3)).toEqual(['2026-10-15', '2027-03-15', '2027-08-15']);
    expect(dates(auto({ runSpecificDate: 5, startDate: '2026-01-10' }), 2)).toEqual(['2026-02-05', '2026-03-05']);
  });

  it('months: the first or last weekday of a week', () => {
    expect(dates(auto({ startDate: '2026-01-01', runSpecificWeek: 'first', runSpecificDays: ['MON'] }), 3)).toEqual(['2026-01-05', '2026-02-02', '2026-03-02']);
    expect(dates(auto({ startDate: '2026-01-01', runSpecificWeek: 'last', runSpecificDays: ['FRI'] }), 2)).toEqual(['2026-01-30', '2026-02-27']);
    expect(dates(auto({ startDate: '2026-01-01', runSpecificWeek: 'third', runSpecificDays: ['WED'] }), 1)).toEqual(['2026-01-21']);
  });

  it('days, weeks on given days, years in a given month', () => {
    expect(dates(auto({ recurrenceFrequency: 'days', repeatEvery: 3, startDate: '2026-02-27' }), 3)).toEqual(['2026-02-27', '2026-03-02', '2026-03-05']);
    // 2026-03-04 is a Wednesday: that week's Monday is before the start, so it begins with Friday.
    expect(dates(auto({ recurrenceFrequency: 'weeks', repeatEvery: 2, startDate: '2026-03-04', runSpecificDays: ['FRI', 'MON'] }), 4)).toEqual([
      '2026-03-06',
      '2026-03-16',
      '2026-03-20',
      '2026-03-30',
    ]);
    expect(dates(auto({ recurrenceFrequency: 'weeks', startDate: '2026-03-04' }), 2)).toEqual(['2026-03-04', '2026-03-11']);
    expect(dates(auto({ recurrenceFrequency: 'years', startDate: '2026-05-01', runSpecificMonth: 'february', runSpecificDate: 29 }), 3)).toEqual([
      '2027-02-28',
      '2028-02-29',
      '2029-02-28',
    ]);
  });

  it('stops at the end date or after no_of_cycles, and skips past a date', () => {
    expect(dates(auto({ startDate: '2026-01-15', endDate: '2026-03-15' }), 10)).toEqual(['2026-01-15', '2026-02-15', '2026-03-15']);
    expect(dates(auto({ startDate: '2026-01-15', noOfCycles: 2 }), 10)).toEqual(['2026-01-15', '2026-02-15']);
    expect(nextCountDate(auto({ startDate: '2016-01-15' }), '2026-07-20', 0)).toBe('2026-08-15');
    expect(nextCountDate(auto({ recurrenceFrequency: 'days', startDate: '2016-01-01' }), '2026-07-20', 0)).toBe('2026-07-21');
  });

  it('manual: the given dates in order', () => {
    const manual: Schedule = { ...auto({}), scheduleType: 'manual', startDate: null, countDates: ['2026-06-01', '2026-04-01', '2026-05-01'] };
    expect(dates(manual, 5)).toEqual(['2026-04-01', '2026-05-01', '2026-06-01']);
    expect(nextCountDate({ ...manual, endDate: '2026-05-15' }, '2026-05-01', 2)).toBeNull();
  });
});
