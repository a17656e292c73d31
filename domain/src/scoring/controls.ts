import type { EventTypeResponse } from '../api/national';
import type { ScorableMatch } from '../api/scoring';
import { zonedDay } from '../matchDates';
import type { MatchStatus, StatusDefinition } from '../schemas/values';

/** The scoring buttons of a gridiron match, in the order the console shows them. */
export const GRIDIRON_CONTROLS = [
  { id: 'touchdown', label: 'Touchdown', names: ['touchdown'], value: 6 },
  { id: 'conversion1', label: 'Conversion 1', names: ['conversion', 'extra point'], value: 1 },
  {
    id: 'conversion2',
    label: 'Conversion 2',
    names: ['two-point conversion', '2-point conversion'],
    value: 2,
  },
  { id: 'fieldGoal', label: 'Field goal', names: ['field goal'], value: 3 },
  { id: 'safety', label: 'Safety', names: ['safety'], value: 2 },
] as const;

export type ControlId = (typeof GRIDIRON_CONTROLS)[number]['id'];

/** A scoring button with the national's event type it records. */
export interface ScoringControl {
  id: ControlId;
  label: string;
  type: number;
  value: number;
}

/**
 * The gridiron buttons the national's scoring types allow: each found by its name and value
 * (a national numbers its own types), so a national without, say, a two-point type shows no
 * such button rather than a wrong one.
 */
export function scoringControls(types: readonly EventTypeResponse[]): ScoringControl[] {
  const controls: ScoringControl[] = [];
  for (const control of GRIDIRON_CONTROLS) {
    const names: readonly string[] = control.names;
    const found = types.find((t) => names.includes(t.name.trim().toLowerCase()) && t.value === control.value);
    if (found) controls.push({ id: control.id, label: control.label, type: found.type, value: found.value });
  }
  return controls;
}

/** The period an event is recorded in: the status's own, else the first. */
export function periodOfStatus(status: MatchStatus, sequence: readonly StatusDefinition[]): number {
  const period = sequence.find((s) => s.value === status)?.period ?? 0;
  return period > 0 ? period : 1;
}

/** An event's minute and second: the game time gone in the period, from the clock. */
export function eventClock(elapsedMs: number | null): { min: number; sec: number } {
  const total = Math.max(0, Math.floor((elapsedMs ?? 0) / 1000));
  return { min: Math.min(300, Math.floor(total / 60)), sec: total % 60 };
}

/**
 * The order the console lists a token's matches in: today's (in the national's time zone) by
 * kick-off first, then those to come, soonest first, then those gone, latest first; matches with
 * no date last.
 */
export function orderForScorer(
  matches: readonly ScorableMatch[],
  now: Date,
  timeZone: string,
): ScorableMatch[] {
  const today = zonedDay(now, timeZone);
  const rank = (m: ScorableMatch) => {
    if (!m.dateTime) return 3;
    const day = zonedDay(m.dateTime, timeZone);
    return day === today ? 0 : day > today ? 1 : 2;
  };
  const time = (m: ScorableMatch) => (m.dateTime ? Date.parse(m.dateTime) : 0);
  return [...matches].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    if (ra !== rb) return ra - rb;
    const order = ra === 2 ? time(b) - time(a) : time(a) - time(b);
    return order || a._id - b._id;
  });
}

/** Whether a match kicks off today in the national's time zone, for the list to mark it. */
export const isToday = (m: Pick<ScorableMatch, 'dateTime'>, now: Date, timeZone: string) =>
  m.dateTime !== null && zonedDay(m.dateTime, timeZone) === zonedDay(now, timeZone);
