/**
 * The match centre's overview card (spec 2.9): when the match is, and where it sits in its
 * competition.
 */
import { dayMonthLabel, longDateTime, timeLabel, zonedDay } from '../matchDates';
import { type RoundInfo, roundLabel } from '../rounds';

/** The day after a calendar day 'YYYY-MM-DD', by calendar, not by adding 24 hours (daylight saving). */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The overview's date, in the national's time zone: the time only ('7:05 PM') today,
 * 'Tomorrow 7:05 PM' tomorrow, the long date and time on any other day, and '-' without one.
 */
export function overviewDate(dateTime: string | null | undefined, now: Date, timeZone: string): string {
  if (!dateTime || Number.isNaN(Date.parse(dateTime))) return '-';
  const day = zonedDay(dateTime, timeZone);
  const today = zonedDay(now, timeZone);
  if (day === today) return timeLabel(dateTime, timeZone);
  if (day === nextDay(today)) return `Tomorrow ${timeLabel(dateTime, timeZone)}`;
  return longDateTime(dateTime, timeZone);
}

/**
 * The competition line: its name (or '-') followed by '| ' and the round's label, e.g.
 * 'NSW Premier Division | Round 9' or 'Club Championship | Semi Final'.
 */
export function competitionLine(
  competition: { name: string } | null | undefined,
  round: RoundInfo | null | undefined,
): string {
  const name = competition?.name || '-';
  return round ? `${name} | ${roundLabel(round)}` : name;
}

/** The day of a match before it starts, for the header: 'Today', 'Tomorrow' or 'Sat 28 Nov'. */
export function kickoffDay(dateTime: string, now: Date, timeZone: string): string {
  const day = zonedDay(dateTime, timeZone);
  const today = zonedDay(now, timeZone);
  if (day === today) return 'Today';
  if (day === nextDay(today)) return 'Tomorrow';
  return dayMonthLabel(dateTime, timeZone);
}
