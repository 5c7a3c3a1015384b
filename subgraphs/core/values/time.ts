/** Dates and timestamps in an organization's time zone, in the spec's wire formats. */

// Building an Intl.DateTimeFormat costs far more than formatting with one (a list of 200 rows
// with two timestamps each spent most of its time here): one per zone, kept for the process.
const formats = new Map<string, Intl.DateTimeFormat>();

function parts(date: Date, timeZone: string): Record<string, string> {
  let fmt = formats.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, fmt);
  }
  const out: Record<string, string> = {};
  for (const p of fmt.formatToParts(date)) out[p.type] = p.value;
  return out;
}

function offsetOf(p: Record<string, string>, date: Date): number {
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60000);
}

// Even with a kept formatter, formatToParts costs microseconds per call: a list of 200 rows spent
// a twentieth of its time writing timestamps. A zone's offset changes only at instants that are
// whole quarter hours of UTC (every offset and every change time of the time zone database is),
// so it is asked once per zone and quarter hour and the wall time is then plain arithmetic.
const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, number>();

/** Offset of the zone at the instant, in minutes east of UTC. */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const key = `${timeZone} ${Math.floor(date.getTime() / QUARTER_HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= 100_000) offsets.clear();
    offset = offsetOf(parts(date, timeZone), date);
    offsets.set(key, offset);
  }
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The zone's wall time at the instant, as the UTC fields of a Date. */
function wallTime(date: Date, timeZone: string): { wall: Date; offset: number } {
  const offset = zoneOffsetMinutes(date, timeZone);
  return { wall: new Date(date.getTime() + offset * 60_000), offset };
}

/** `yyyy-mm-dd` of the wall time's UTC fields. */
function dateOf(wall: Date): string {
  return `${String(wall.getUTCFullYear()).padStart(4, '0')}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;
}

/** `yyyy-mm-dd` of the instant in the zone. */
export function localDate(date: Date, timeZone: string): string {
  return dateOf(wallTime(date, timeZone).wall);
}

/** `yyyy-mm-ddThh:mm:ss+hhmm`, the spec's timestamp format. */
export function formatTimestamp(date: Date, timeZone: string): string {
  const { wall, offset } = wallTime(date, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${dateOf(wall)}T${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}${sign}${two(Math.floor(abs / 60))}${two(abs % 60)}`;
}

// History entries show their hour as `hh:mm AM` (a 12-hour clock, unlike the wire timestamps):
// one formatter per zone, kept for the process like the one above.
const timeOfDayFormats = new Map<string, Intl.DateTimeFormat>();

/** `hh:mm AM` of the instant in the zone, as history entries show it. */
export function timeOfDay(date: Date, timeZone: string): string {
  let format = timeOfDayFormats.get(timeZone);
  if (!format) timeOfDayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hour12: true })));
  return format.format(date);
}

/** How long before `now` an instant was, in words (`few seconds ago`, `3 hours ago`, `yesterday`). */
export function ago(then: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return 'few seconds ago';
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const ISO_DATE_FORM = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` has a date's form, `yyyy-mm-dd`, whatever the day (isIsoDate also checks it is one). */
export const hasIsoDateForm = (value: string): boolean => ISO_DATE_FORM.test(value);

/** A real calendar date written `yyyy-mm-dd`. */
export function isIsoDate(value: string): boolean {
  if (!hasIsoDateForm(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A `yyyy-mm-dd` date in an organization's display format (dd, MM, MMM, MMMM, yy, yyyy tokens). */
export function formatDisplayDate(isoDate: string, format: string): string {
  const [y, m, d] = isoDate.split('-');
  // The family's formats include two-digit years (dd/MM/yy, yy.MM.dd).
  return format.replace(/yyyy|yy|MMMM|MMM|MM|dd/g, (token) => {
    switch (token) {
      case 'yyyy':
        return y;
      case 'yy':
        return y.slice(-2);
      case 'MMMM':
        return MONTH_NAMES[+m - 1];
      case 'MMM':
        return MONTH_NAMES[+m - 1].slice(0, 3);
      case 'MM':
        return m;
      default:
        return d;
    }
  });
}
