/**
 * Dates in the family's log and suppression filters: its client sends `dd/mm/yyyy, hh:mm AM`
 * (formatted in the client's local time); `yyyy-mm-dd` and full ISO instants are taken too.
 * Wall times are read in the organization's time zone.
 */
import { invalid } from '../../core/values/errors.ts';
import { zoneOffsetMinutes } from '../../core/values/time.ts';

const DMY = /^(\d{2})\/(\d{2})\/(\d{4})(?:,?\s+(\d{1,2}):(\d{2})\s*(AM|PM)?)?$/i;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

function wallTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const asUtc = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return new Date(asUtc.getTime() - zoneOffsetMinutes(asUtc, timeZone) * 60_000);
}

/** The instant a filter value names; `end` makes a bare date mean the end of that day. */
export function familyDate(value: string | null | undefined, field: string, timeZone: string, end = false): Date | null {
  if (!value) return null;
  const text = value.trim();
  const dmy = DMY.exec(text);
  if (dmy) {
    const [, dd, mm, yyyy, h, min, meridiem] = dmy;
    if (h === undefined) return wallTime(+yyyy, +mm, +dd + (end ? 1 : 0), 0, 0, timeZone);
    let hour = +h % 12;
    if (meridiem?.toUpperCase() === 'PM') hour += 12;
    if (!meridiem) hour = +h;
    return wallTime(+yyyy, +mm, +dd, hour, +min, timeZone);
  }
  const ymd = YMD.exec(text);
  if (ymd) return wallTime(+ymd[1], +ymd[2], +ymd[3] + (end ? 1 : 0), 0, 0, timeZone);
  const instant = new Date(text);
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(instant.getTime())) return instant;
  throw invalid([field], 'must be a date: dd/mm/yyyy, hh:mm AM or yyyy-mm-dd');
}
