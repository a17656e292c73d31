import { TZDate } from '@date-fns/tz';
import { DRAW_STATUSES, type DrawStatus, zoneOrFallback } from '@touchline/domain';
import { nameIndex } from './names';

/** A cell read, or why it cannot be. */
export type Read<T> = { value: T } | { error: string; suggestions?: string[] };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

/** A calendar day from `YYYY-MM-DD` or `DD/MM/YYYY`; any other spelling, or no such day, is an error. */
export function readDate(text: string): Read<{ year: number; month: number; day: number }> {
  const iso = ISO_DATE.exec(text);
  const dayFirst = DAY_FIRST.exec(text);
  const parts = iso
    ? { year: +iso[1]!, month: +iso[2]!, day: +iso[3]! }
    : dayFirst
      ? { year: +dayFirst[3]!, month: +dayFirst[2]!, day: +dayFirst[1]! }
      : null;
  if (!parts) return { error: `'${text}' is not a date: write YYYY-MM-DD or DD/MM/YYYY` };
  const check = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  if (check.getUTCMonth() !== parts.month - 1 || check.getUTCDate() !== parts.day)
    return { error: `'${text}' is not a day of the calendar` };
  return { value: parts };
}

/** The wall-clock time of a moment in a time zone. */
export function wallTime(at: Date, timeZone: string): { hour: number; minute: number } {
  const zoned = new TZDate(at.getTime(), zoneOrFallback(timeZone));
  return { hour: zoned.getHours(), minute: zoned.getMinutes() };
}

/** A time of day from `HH:MM` (24-hour); empty is midnight. */
export function readTime(text: string): Read<{ hour: number; minute: number }> {
  if (!text) return { value: { hour: 0, minute: 0 } };
  const match = TIME.exec(text);
  if (!match || +match[1]! > 23 || +match[2]! > 59)
    return { error: `'${text}' is not a time: write HH:MM, from 00:00 to 23:59` };
  return { value: { hour: +match[1]!, minute: +match[2]! } };
}

/** The moment a wall-clock date and time stand for in a time zone (UTC for a name that is none). */
export function zonedMoment(
  date: { year: number; month: number; day: number },
  time: { hour: number; minute: number },
  timeZone: string,
): Date {
  const at = new TZDate(
    date.year,
    date.month - 1,
    date.day,
    time.hour,
    time.minute,
    zoneOrFallback(timeZone),
  );
  return new Date(at.getTime());
}

/** A score: a whole number, not negative; empty is none. */
export function readScore(text: string): Read<number | null> {
  if (!text) return { value: null };
  if (!/^\d{1,4}$/.test(text)) return { error: `'${text}' is not a score: write a whole number, 0 or more` };
  return { value: Number(text) };
}

const statusByName = nameIndex(DRAW_STATUSES, (s) => s);

/** A status a draw may set (case and spacing ignored); empty is none. */
export function readStatus(text: string): Read<DrawStatus | null> {
  if (!text) return { value: null };
  const found = statusByName(text);
  if (found.ok) return { value: found.found };
  return {
    error: `'${text}' is not a status a draw may set (${DRAW_STATUSES.join(', ')}); a forfeit is set in the results grid`,
    suggestions: found.suggestions,
  };
}
