import { ordinal } from '../ladderView';
import { zonedDay } from '../matchDates';
import { MONTH_NAMES, WEEKDAY_NAMES, weekdayOf } from '../zonedTime';

/** A day of matches on the competition page. */
export interface DayGroup<M> {
  /** The calendar day in the national's time zone, 'YYYY-MM-DD'; null for matches with no time. */
  day: string | null;
  /** 'Monday, January 1st 2024', or 'Date TBA'. */
  heading: string;
  matches: M[];
}

/** The heading of the matches that have no time yet. */
export const NO_DAY_HEADING = 'Date TBA';

/**
 * A day's heading in the spec's 'dddd, MMMM Do YYYY' format (spec 2.14, 9), e.g.
 * '2024-01-01' → 'Monday, January 1st 2024'.
 */
export function dayHeading(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAY_NAMES[weekdayOf({ year, month, day: date })];
  return `${weekday}, ${MONTH_NAMES[month - 1]} ${ordinal(date)} ${year}`;
}

/**
 * Matches grouped by their calendar day in a time zone (the national's), earliest day first and
 * each day by time (ties by id); matches without a time come last, under 'Date TBA'.
 */
export function groupByDay<M extends { _id: number; dateTime: string | null }>(
  matches: readonly M[],
  timeZone: string,
): DayGroup<M>[] {
  const timed = matches
    .filter((m) => m.dateTime && !Number.isNaN(Date.parse(m.dateTime)))
    .sort((a, b) => Date.parse(a.dateTime!) - Date.parse(b.dateTime!) || a._id - b._id);
  const groups: DayGroup<M>[] = [];
  for (const match of timed) {
    const day = zonedDay(match.dateTime!, timeZone);
    const last = groups.at(-1);
    if (last?.day === day) last.matches.push(match);
    else groups.push({ day, heading: dayHeading(day), matches: [match] });
  }
  const placed = new Set<M>(timed);
  const untimed = matches.filter((m) => !placed.has(m)).sort((a, b) => a._id - b._id);
  if (untimed.length) groups.push({ day: null, heading: NO_DAY_HEADING, matches: untimed });
  return groups;
}
