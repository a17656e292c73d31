/**
 * The result groups' dates (spec 2.15, 9): 'YYYY-MM-DD' on the list and 'YYYY-MM-DD HH:mm' on a
 * group, from epoch milliseconds, on the wall clock of the national's time zone.
 */
import { calendarDay, padded, wallClock } from '../zonedTime';

/** 'YYYY-MM-DD HH:mm' of a moment in a zone, or null for a missing or impossible moment. */
export function resultDateTime(ms: number | null | undefined, timeZone: string): string | null {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return null;
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return null;
  const clock = wallClock(date, timeZone);
  return `${calendarDay(clock)} ${padded(clock.hour)}:${padded(clock.minute)}`;
}

/** 'YYYY-MM-DD' of a moment in a zone, or null for a missing or impossible moment. */
export function resultDate(ms: number | null | undefined, timeZone: string): string | null {
  return resultDateTime(ms, timeZone)?.split(' ')[0] ?? null;
}
