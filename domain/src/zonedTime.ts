/**
 * Time-zone date parts: the wall clock of a moment in a time zone (the national's, or a venue's),
 * read once through Intl, so every date format in the app agrees on the day and the hour and
 * the text is the same in every browser and in Node whatever its locale data. The formats
 * themselves (matchDates.ts, results/dates.ts, weather.ts) build on these numbers.
 */

/** The wall-clock reading of a moment in a time zone. */
export interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// A formatter is slow to make, and a schedule reads hundreds of dates: one per zone. The
// 24-hour cycle gives midnight as 0, never 24.
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock of a moment in an IANA time zone. Throws a RangeError for an invalid date. */
export function wallClock(at: Date | number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** A number written with at least `width` digits: two for months, days and times, four for years. */
export const padded = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day of a wall clock, 'YYYY-MM-DD'. */
export const calendarDay = (w: Pick<WallClock, 'year' | 'month' | 'day'>) =>
  `${padded(w.year, 4)}-${padded(w.month)}-${padded(w.day)}`;

export const MONTH_NAMES = [
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
] as const;

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The day of the week of a calendar day, 0 for Sunday (the calendar has no time zone). */
export function weekdayOf({ year, month, day }: Pick<WallClock, 'year' | 'month' | 'day'>): number {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, takes years 0 to 99 as they are.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCDay();
}
