/**
 * The schedule's date formats (spec 2.5, 2.6, 9), in a given time zone (the national's):
 * 'DD MMM' with the weekday or 'Today', 'h:mm A', 'MMM D' and a long date and time, built from
 * the zone's wall clock (zonedTime.ts).
 */
import { calendarDay, MONTH_NAMES, padded, WEEKDAY_NAMES, wallClock, weekdayOf } from './zonedTime';

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** The wall clock of an instant in a time zone, with its weekday's and month's names. */
function partsOf(value: string | Date, timeZone: string) {
  const clock = wallClock(toDate(value), timeZone);
  return { ...clock, weekday: WEEKDAY_NAMES[weekdayOf(clock)]!, monthName: MONTH_NAMES[clock.month - 1]! };
}

/** The calendar day of an instant in a time zone, as 'YYYY-MM-DD'. */
export function zonedDay(value: string | Date, timeZone: string): string {
  return calendarDay(wallClock(toDate(value), timeZone));
}

/** 'DD MMM' with the short weekday, e.g. 'Sat 05 Sep'. */
export function dayMonthLabel(value: string | Date, timeZone: string): string {
  const p = partsOf(value, timeZone);
  return `${p.weekday.slice(0, 3)} ${padded(p.day)} ${p.monthName.slice(0, 3)}`;
}

/** A schedule day (spec 2.5 'Available dates'): 'Today' on the current day there, else 'Sat 05 Sep'. */
export function dayLabel(value: string | Date, now: Date, timeZone: string): string {
  return zonedDay(value, timeZone) === zonedDay(now, timeZone) ? 'Today' : dayMonthLabel(value, timeZone);
}

/** 'h:mm A', e.g. '7:05 PM'. */
export function timeLabel(value: string | Date, timeZone: string): string {
  const { hour, minute } = wallClock(toDate(value), timeZone);
  return `${hour % 12 || 12}:${padded(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'MMM D', e.g. 'Sep 5'. */
export function monthDayLabel(value: string | Date, timeZone: string): string {
  const p = partsOf(value, timeZone);
  return `${p.monthName.slice(0, 3)} ${p.day}`;
}

/** The match card's long format, e.g. 'Saturday 5 September 2026, 7:05 PM'. */
export function longDateTime(value: string | Date, timeZone: string): string {
  const p = partsOf(value, timeZone);
  return `${p.weekday} ${p.day} ${p.monthName} ${p.year}, ${timeLabel(value, timeZone)}`;
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
