import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatTimestamp, isIsoDate, isValidTimeZone, localDate, zoneOffsetMinutes } from '../../subgraphs/core/values/time.ts';

const at = (iso: string) => new Date(iso);

describe('formatTimestamp', () => {
  it('writes yyyy-mm-ddThh:mm:ss+hhmm in the zone, seconds truncated', () => {
    expect(formatTimestamp(at('2024-01-15T12:34:56.999Z'), 'UTC')).toBe('2024-01-15T12:34:56+0000');
    expect(formatTimestamp(at('2024-01-15T00:00:00Z'), 'Europe/Berlin')).toBe('2024-01-15T01:00:00+0100');
    expect(formatTimestamp(at('2024-01-14T23:00:00Z'), 'Europe/Berlin')).toBe('2024-01-15T00:00:00+0100');
  });

  it('writes half-hour and quarter-hour offsets', () => {
    expect(formatTimestamp(at('2024-01-15T00:00:00Z'), 'Asia/Kolkata')).toBe('2024-01-15T05:30:00+0530');
    expect(formatTimestamp(at('2024-01-15T00:00:00Z'), 'Asia/Kathmandu')).toBe('2024-01-15T05:45:00+0545');
    expect(formatTimestamp(at('2024-01-15T00:00:00Z'), 'America/St_Johns')).toBe('2024-01-14T20:30:00-0330');
    expect(formatTimestamp(at('2024-07-15T00:00:00Z'), 'America/St_Johns')).toBe('2024-07-14T21:30:00-0230');
  });

  it('writes negative offsets and the local date on the other side of midnight', () => {
    const newYear = at('2024-01-01T05:00:00Z');
    expect(formatTimestamp(newYear, 'America/Los_Angeles')).toBe('2023-12-31T21:00:00-0800');
    expect(localDate(newYear, 'America/Los_Angeles')).toBe('2023-12-31');
    expect(formatTimestamp(at('2024-01-01T05:00:00Z'), 'Pacific/Pago_Pago')).toBe('2023-12-31T18:00:00-1100');
    expect(formatTimestamp(at('2024-01-01T05:00:00Z'), 'Pacific/Kiritimati')).toBe('2024-01-01T19:00:00+1400');
  });

  it('follows daylight saving time both ways', () => {
    expect(formatTimestamp(at('2024-03-10T06:59:59Z'), 'America/New_York')).toBe('2024-03-10T01:59:59-0500');
    expect(formatTimestamp(at('2024-03-10T07:00:00Z'), 'America/New_York')).toBe('2024-03-10T03:00:00-0400');
    expect(formatTimestamp(at('2024-11-03T05:30:00Z'), 'America/New_York')).toBe('2024-11-03T01:30:00-0400');
    expect(formatTimestamp(at('2024-11-03T06:30:00Z'), 'America/New_York')).toBe('2024-11-03T01:30:00-0500');
    expect(formatTimestamp(at('2024-03-31T00:59:59Z'), 'Europe/Berlin')).toBe('2024-03-31T01:59:59+0100');
    expect(formatTimestamp(at('2024-03-31T01:00:00Z'), 'Europe/Berlin')).toBe('2024-03-31T03:00:00+0200');
    expect(zoneOffsetMinutes(at('2024-07-01T12:00:00Z'), 'Australia/Adelaide')).toBe(570);
    expect(zoneOffsetMinutes(at('2024-01-01T12:00:00Z'), 'Australia/Adelaide')).toBe(630);
  });

  it('agrees with Intl at every instant, across daylight saving changes, in zones of every kind of offset', () => {
    const zones = [
      'UTC',
      'Europe/Berlin',
      'America/New_York',
      'America/St_Johns',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'America/Santiago',
    ];
    const formats = new Map(
      zones.map((timeZone) => [
        timeZone,
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        }),
      ]),
    );
    const reference = (date: Date, timeZone: string) => {
      const p = Object.fromEntries(
        formats
          .get(timeZone)!
          .formatToParts(date)
          .map((part) => [part.type, part.value]),
      );
      return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
    };
    // Every 1 h 7 min 13 s through two years, and one second either side of each quarter hour
    // that starts a day of change: each zone's changes fall between samples and on them.
    const instants: number[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2026, 0, 1); t += 4_033_000) instants.push(t);
    for (const day of [Date.UTC(2024, 2, 10), Date.UTC(2024, 2, 31), Date.UTC(2024, 3, 7), Date.UTC(2024, 8, 29), Date.UTC(2024, 9, 6), Date.UTC(2024, 9, 27)])
      for (let t = day - 86_400_000; t < day + 86_400_000; t += 900_000) instants.push(t - 1000, t, t + 1000);
    const wrong: string[] = [];
    for (const t of instants) {
      for (const zone of zones) {
        const date = new Date(t);
        const ours = formatTimestamp(date, zone).slice(0, 19);
        if (ours !== reference(date, zone)) wrong.push(`${date.toISOString()} in ${zone}: ${ours}, Intl ${reference(date, zone)}`);
      }
    }
    expect(instants.length).toBeGreaterThan(15_000);
    expect(wrong).toEqual([]);
  });

  it('handles instants before 1970 with milliseconds', () => {
    expect(formatTimestamp(at('1969-12-31T23:59:59.500Z'), 'Asia/Kolkata')).toBe('1970-01-01T05:29:59+0530');
    expect(zoneOffsetMinutes(at('1969-12-31T23:59:59.500Z'), 'UTC')).toBe(0);
  });
});

describe('formatDisplayDate', () => {
  it('fills the organization date format', () => {
    expect(formatDisplayDate('2024-01-05', 'dd MMM yyyy')).toBe('05 Jan 2024');
    expect(formatDisplayDate('2024-01-05', 'MM/dd/yyyy')).toBe('01/05/2024');
    expect(formatDisplayDate('2024-12-25', 'dd.MM.yyyy')).toBe('25.12.2024');
    expect(formatDisplayDate('2024-09-05', 'MMMM dd, yyyy')).toBe('September 05, 2024');
    expect(formatDisplayDate('2024-09-05', 'yyyy-MM-dd')).toBe('2024-09-05');
  });

  it('writes two-digit years', () => {
    expect(formatDisplayDate('2024-01-05', 'dd/MM/yy')).toBe('05/01/24');
    expect(formatDisplayDate('2009-11-30', 'yy.MM.dd')).toBe('09.11.30');
  });
});

describe('date and zone checks', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(isIsoDate('2024-01-01T00:00:00Z')).toBe(false);
  });

  it('accepts IANA zones only', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
