import { describe, expect, it } from 'vitest';
import { addMonths, after, firstOnOrAfter, occurrence } from '../../subgraphs/accounting/recurring/recurring-schedule.ts';

describe('recurring schedules', () => {
  it('keeps month ends anchored to the start date (31 January + 1 month is 28 or 29 February, then 31 March)', () => {
    const monthly = { frequency: 'months' as const, every: 1, startDate: '2031-01-31' };
    expect([0, 1, 2, 3, 4].map((n) => occurrence(monthly, n))).toEqual(['2031-01-31', '2031-02-28', '2031-03-31', '2031-04-30', '2031-05-31']);
    expect(occurrence({ ...monthly, startDate: '2032-01-31' }, 1)).toBe('2032-02-29');
    expect(addMonths('2031-11-30', 3)).toBe('2032-02-29');
  });

  it('counts days, weeks and years with repeat_every; 29 February falls on 28 February in common years', () => {
    expect(occurrence({ frequency: 'days', every: 10, startDate: '2031-12-25' }, 1)).toBe('2032-01-04');
    expect(occurrence({ frequency: 'weeks', every: 2, startDate: '2031-01-01' }, 3)).toBe('2031-02-12');
    const yearly = { frequency: 'years' as const, every: 1, startDate: '2032-02-29' };
    expect([1, 4].map((n) => occurrence(yearly, n))).toEqual(['2033-02-28', '2036-02-29']);
    expect(occurrence({ frequency: 'months', every: 3, startDate: '2031-08-31' }, 2)).toBe('2032-02-29');
  });

  it('finds the first date on or after a day, and stops at the end date', () => {
    const schedule = { frequency: 'months' as const, every: 1, startDate: '2031-01-31', endDate: '2031-06-30' };
    expect(firstOnOrAfter(schedule, '2031-03-01')).toEqual({ cycle: 2, date: '2031-03-31' });
    expect(firstOnOrAfter(schedule, '2031-03-31')).toEqual({ cycle: 2, date: '2031-03-31' });
    expect(firstOnOrAfter(schedule, '2031-07-01')).toBeNull();
    expect(after(schedule, 3)).toEqual({ cycle: 4, date: '2031-05-31' });
    expect(after(schedule, 4)).toEqual({ cycle: 5, date: '2031-06-30' });
    expect(after(schedule, 5)).toBeNull();
    // A long daily schedule jumps close to the day instead of walking every date.
    expect(firstOnOrAfter({ frequency: 'days', every: 1, startDate: '2000-01-01', endDate: null }, '2031-05-17')).toEqual({ cycle: 11459, date: '2031-05-17' });
    expect(firstOnOrAfter({ frequency: 'years', every: 2, startDate: '2001-06-30', endDate: null }, '2031-07-01')).toEqual({ cycle: 16, date: '2033-06-30' });
  });
});
