/**
 * The schedule's date formats (spec 2.5, 2.6, 9), in a given time zone (the national's):
 * 'DD MMM' with the weekday or 'Today', 'h:mm A', 'MMM D' and a long date and time. Built from
 * Intl parts, so the text is the same in every browser and in Node whatever its locale data.
 */

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const formatters = new Map<string, Intl.DateTimeFormat>();

// Constructing a formatter is slow, and a schedule formats hundreds of dates.
function partsOf(date: Date, timeZone: string): Parts {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    });
    formatters.set(timeZone, format);
  }
  const parts: Parts = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** The calendar day of an instant in a time zone, as 'YYYY-MM-DD'. */
export function zonedDay(value: string | Date, timeZone: string): string {
  const p = partsOf(toDate(value), timeZone);
  const month = MONTHS.indexOf(p.month ?? '') + 1;
  return `${p.year}-${String(month).padStart(2, '0')}-${(p.day ?? '').padStart(2, '0')}`;
}

/** 'DD MMM' with the short weekday, e.g. 'Sat 05 Sep'. */
export function dayMonthLabel(value: string | Date, timeZone: string): string {
  const p = partsOf(toDate(value), timeZone);
  return `${p.weekday?.slice(0, 3)} ${(p.day ?? '').padStart(2, '0')} ${p.month?.slice(0, 3)}`;
}

/** A schedule day (spec 2.5 'Available dates'): 'Today' on the current day there, else 'Sat 05 Sep'. */
export function dayLabel(value: string | Date, now: Date, timeZone: string): string {
  return zonedDay(value, timeZone) === zonedDay(now, timeZone) ? 'Today' : dayMonthLabel(value, timeZone);
}

/** 'h:mm A', e.g. '7:05 PM'. */
export function timeLabel(value: string | Date, timeZone: string): string {
  const p = partsOf(toDate(value), timeZone);
  return `${p.hour}:${p.minute} ${p.dayPeriod?.toUpperCase()}`;
}

/** 'MMM D', e.g. 'Sep 5'. */
export function monthDayLabel(value: string | Date, timeZone: string): string {
  const p = partsOf(toDate(value), timeZone);
  return `${p.month?.slice(0, 3)} ${p.day}`;
}

/** The match card's long format, e.g. 'Saturday 5 September 2026, 7:05 PM'. */
export function longDateTime(value: string | Date, timeZone: string): string {
  const p = partsOf(toDate(value), timeZone);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${timeLabel(value, timeZone)}`;
}

/**
 * The days on which matches are played, earliest first: for each calendar day (in the time
 * zone) the earliest of the given times. Missing times are skipped.
 */
export function availableDates(dateTimes: Iterable<string | null>, timeZone: string): string[] {
  const byDay = new Map<string, string>();
  for (const value of dateTimes) {
    if (!value || Number.isNaN(Date.parse(value))) continue;
    const day = zonedDay(value, timeZone);
    const known = byDay.get(day);
    if (!known || Date.parse(value) < Date.parse(known)) byDay.set(day, value);
  }
  return [...byDay.values()].sort((a, b) => Date.parse(a) - Date.parse(b));
}
