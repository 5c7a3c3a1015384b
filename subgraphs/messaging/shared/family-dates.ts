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

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** Whether the day is one of the calendar's: JavaScript would roll 31/02 over into March. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The instant a filter value names; `end` makes a bare date mean the end of that day. Impossible dates and times are refused, as Books refuses them. */
export function familyDate(value: string | null | undefined, field: string, timeZone: string, end = false): Date | null {
  if (!value) return null;
  const text = value.trim();
  const impossible = () => invalid([field], `must be a real date and time: there is no ${text}`);
  const dmy = DMY.exec(text);
  if (dmy) {
    const [, dd, mm, yyyy, h, min, meridiem] = dmy;
    if (!isCalendarDay(+yyyy, +mm, +dd)) throw impossible();
    if (h === undefined) return wallTime(+yyyy, +mm, +dd + (end ? 1 : 0), 0, 0, timeZone);
    if (+min > 59 || (meridiem ? +h < 1 || +h > 12 : +h > 23)) throw impossible();
    let hour = +h % 12;
    if (meridiem?.toUpperCase() === 'PM') hour += 12;
    if (!meridiem) hour = +h;
    return wallTime(+yyyy, +mm, +dd, hour, +min, timeZone);
  }
  const ymd = YMD.exec(text);
  if (ymd) {
    if (!isCalendarDay(+ymd[1], +ymd[2], +ymd[3])) throw impossible();
    return wallTime(+ymd[1], +ymd[2], +ymd[3] + (end ? 1 : 0), 0, 0, timeZone);
  }
  const iso = ISO_INSTANT.exec(text);
  const instant = new Date(text);
  if (iso && !Number.isNaN(instant.getTime())) {
    if (!isCalendarDay(+iso[1], +iso[2], +iso[3]) || +iso[4] > 23 || +iso[5] > 59) throw impossible();
    return instant;
  }
  throw invalid([field], 'must be a date: dd/mm/yyyy, hh:mm AM or yyyy-mm-dd');
}
