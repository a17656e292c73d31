/**
 * The scoreboard's days: calendar days in the national's time zone, 'YYYY-MM-DD', where they
 * start and end, and the strip of days the screen moves along.
 */
import { calendarDay, MONTH_NAMES, padded, WEEKDAY_NAMES, wallClock, weekdayOf } from '../zonedTime';

const DAY_MS = 86_400_000;
/** No zone is more than 14 hours from UTC; an hour more either way covers a change of offset. */
const ZONE_REACH_MS = 15 * 3_600_000;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A calendar day's parts, or null unless `text` is a real date written 'YYYY-MM-DD'. */
export function parseCalendarDay(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = utcDate({ year, month, day });
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

function utcDate({ year, month, day }: CalendarDate): Date {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, takes years 0 to 99 as they are.
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

const written = (date: Date) =>
  `${padded(date.getUTCFullYear(), 4)}-${padded(date.getUTCMonth() + 1)}-${padded(date.getUTCDate())}`;

const partsOf = (day: string): CalendarDate => {
  const parts = parseCalendarDay(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  return parts;
};

/** The calendar day `n` days after `day` (before, for a negative n). */
export function addDays(day: string, n: number): string {
  return written(new Date(utcDate(partsOf(day)).getTime() + n * DAY_MS));
}

const dayOf = (at: number, timeZone: string) => calendarDay(wallClock(at, timeZone));

/**
 * The first moment (ms since the epoch) of a calendar day in a time zone: midnight there, or
 * when a change of offset skips midnight, the first moment the clock shows that day. Found by
 * halving between moments either side, so it holds in every zone, whatever its offsets.
 */
export function dayStart(day: string, timeZone: string): number {
  const utcMidnight = utcDate(partsOf(day)).getTime();
  let before = utcMidnight - ZONE_REACH_MS;
  let onOrAfter = utcMidnight + ZONE_REACH_MS;
  while (onOrAfter - before > 1) {
    const middle = before + Math.floor((onOrAfter - before) / 2);
    if (dayOf(middle, timeZone) < day) before = middle;
    else onOrAfter = middle;
  }
  return onOrAfter;
}

/** A day's span in a time zone: from its first moment (inclusive) to the next day's (exclusive). */
export function dayBounds(day: string, timeZone: string): { from: number; to: number } {
  return { from: dayStart(day, timeZone), to: dayStart(addDays(day, 1), timeZone) };
}

/** A day on the date strip. */
export interface StripDay {
  day: string;
  /** 'Today', else the short weekday ('Sat'). */
  label: string;
  /** The day of the month, e.g. 28. */
  date: number;
  /** The short month, e.g. 'Nov'. */
  month: string;
  /** Read by screen readers: 'Today, Saturday 28 November 2026', 'Tomorrow, Sunday 29 …'. */
  fullLabel: string;
  selected: boolean;
  isToday: boolean;
}

const NEAR: Record<number, string> = { [-1]: 'Yesterday', 0: 'Today', 1: 'Tomorrow' };

/** How many days from one calendar day to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((utcDate(partsOf(to)).getTime() - utcDate(partsOf(from)).getTime()) / DAY_MS);

/**
 * The date strip: `reach` days either side of the selected day, in order, each with its weekday
 * (or 'Today') and date, and named in full from today ('Yesterday, Friday 27 November 2026').
 */
export function dateStrip(selected: string, today: string, reach = 3): StripDay[] {
  return Array.from({ length: reach * 2 + 1 }, (_, i) => {
    const day = addDays(selected, i - reach);
    const parts = partsOf(day);
    const weekday = WEEKDAY_NAMES[weekdayOf(parts)]!;
    const month = MONTH_NAMES[parts.month - 1]!;
    const near = NEAR[daysBetween(today, day)];
    return {
      day,
      label: day === today ? 'Today' : weekday.slice(0, 3),
      date: parts.day,
      month: month.slice(0, 3),
      fullLabel: `${near ? `${near}, ` : ''}${weekday} ${parts.day} ${month} ${parts.year}`,
      selected: day === selected,
      isToday: day === today,
    };
  });
}
