/**
 * Time-zone date parts: the wall clock of a moment in a time zone (the national's, or a venue's),
 * read once through Intl, so every date format in the app agrees on the day and the hour and
 * the text is the same in every browser and in Node whatever its locale data. The formats
 * themselves (matchDates.ts, results/dates.ts, weather.ts) build on these numbers. A name that
 * is not a time zone is read as UTC (`zoneOrFallback`), never thrown on.
 */

import { zoneOrFallback } from './timeZones';

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
// 24-hour cycle gives midnight as 0, never 24. Every wall clock is read here, so every date
// format of a stored zone goes through `zoneOrFallback`.
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zoneOrFallback(timeZone),
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

/** The wall clock of a moment in an IANA time zone (UTC for a name that is not one), read through Intl. */
function readWallClock(at: Date | number, timeZone: string): WallClock {
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

const HOUR_MS = 3_600_000;
/** Hours remembered per zone before the memory starts again: years of a schedule's dates. */
const MAX_HOURS = 50_000;

/**
 * Each zone's offset from UTC by hour since the epoch, in ms; null for an hour in which it
 * changes. Intl's formatToParts is slow (tens of µs, more on a cheap phone), and a schedule
 * reads a date several times per match: reading the offset once per hour makes the rest
 * arithmetic. Zones change offset at whole seconds, months apart, so an offset that is the
 * same at an hour's first and last second holds for the whole hour.
 */
const offsets = new Map<string, Map<number, number | null>>();

/** How far a zone's wall clock is ahead of UTC at a whole second, in ms. */
function offsetAt(second: number, timeZone: string): number {
  const w = readWallClock(second, timeZone);
  const utc = new Date(0);
  // setUTCFullYear, unlike Date.UTC, takes years 0 to 99 as they are.
  utc.setUTCFullYear(w.year, w.month - 1, w.day);
  utc.setUTCHours(w.hour, w.minute, w.second, 0);
  return utc.getTime() - second;
}

function hourOffset(hour: number, timeZone: string): number | null {
  let zone = offsets.get(timeZone);
  if (!zone || zone.size >= MAX_HOURS) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  let offset = zone.get(hour);
  if (offset === undefined) {
    const first = offsetAt(hour * HOUR_MS, timeZone);
    offset = first === offsetAt((hour + 1) * HOUR_MS - 1000, timeZone) ? first : null;
    zone.set(hour, offset);
  }
  return offset;
}

/**
 * A zone's offsets from UTC over a span of time, as the server reads them (`zoneOffsets`): a
 * browser given them (`knowZoneOffsets`) reads wall clocks in that span with no Intl at all,
 * which matters because a page's first Intl date formatter costs tens of milliseconds (ICU loads
 * its data), more than a whole schedule's dates on a cheap phone.
 */
export interface ZoneOffsets {
  timeZone: string;
  /** The span covered, in ms since the epoch: from `from` (inclusive) to `to` (exclusive). */
  from: number;
  to: number;
  /** Earliest first: the zone's offset from `at` on. The first is at `from`. */
  changes: { at: number; offsetMs: number }[];
}

const DAY_MS = 86_400_000;

/**
 * A zone's offsets between two moments, read through Intl: each day's offset, and where two
 * days differ, the very second it changed (found by halving). Zones change offset at most a few
 * times a year, never twice in a day. A name that is not a time zone reads as UTC.
 */
export function zoneOffsets(timeZone: string, from: number, to: number): ZoneOffsets {
  const start = Math.floor(from / 1000) * 1000;
  let offset = offsetAt(start, timeZone);
  const changes = [{ at: start, offsetMs: offset }];
  let before = start;
  while (before < to) {
    const after = Math.min(before + DAY_MS, Math.ceil(to / 1000) * 1000);
    const next = offsetAt(after, timeZone);
    if (next !== offset) {
      // The last second at the old offset and the first at the new one, a second apart.
      let low = before;
      let high = after;
      while (high - low > 1000) {
        const middle = low + Math.floor((high - low) / 2000) * 1000;
        if (offsetAt(middle, timeZone) === offset) low = middle;
        else high = middle;
      }
      changes.push({ at: high, offsetMs: next });
      offset = next;
    }
    before = after;
  }
  return { timeZone, from: start, to, changes };
}

/** Offsets given by the server, by zone. */
const known = new Map<string, ZoneOffsets>();

/** Lets `wallClock` read a zone's wall clock within a span from the offsets given, not from Intl. */
export function knowZoneOffsets(offsets: ZoneOffsets): void {
  known.set(offsets.timeZone, offsets);
}

/** A zone's offset at a moment from the offsets given, or null outside their span. */
function givenOffset(ms: number, timeZone: string): number | null {
  const given = known.get(timeZone);
  if (!given || ms < given.from || ms >= given.to) return null;
  let offset = given.changes[0]!.offsetMs;
  for (const change of given.changes) {
    if (change.at > ms) break;
    offset = change.offsetMs;
  }
  return offset;
}

/**
 * The wall clock of a moment in an IANA time zone (UTC for a name that is not one). Throws a
 * RangeError for an invalid date.
 */
export function wallClock(at: Date | number, timeZone: string): WallClock {
  const ms = typeof at === 'number' ? at : at.getTime();
  if (!Number.isFinite(ms)) return readWallClock(at, timeZone);
  const offset = givenOffset(ms, timeZone) ?? hourOffset(Math.floor(ms / HOUR_MS), timeZone);
  if (offset === null) return readWallClock(at, timeZone);
  const wall = new Date(ms + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
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
