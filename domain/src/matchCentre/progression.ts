/**
 * The score progression chart (beyond the spec): the margin between the sides over match time,
 * from the scoring events. Fans read a lead changing hands faster from a line than from a list.
 */
import { isShootoutEvent, type ScoreEvent, sortTimeline } from '../clock/scores';

/** One step of the chart: the scores and margin (home minus away) from `atMs` of match time on. */
export interface ProgressionPoint<T extends ScoreEvent = ScoreEvent> {
  atMs: number;
  homeTeam: number;
  awayTeam: number;
  margin: number;
  /** The event that made this step; null for the kick-off and the 'now' end point. */
  event: T | null;
}

/** The chart's data: its steps, how long the match is (or has been), and where periods start. */
export interface Progression<T extends ScoreEvent = ScoreEvent> {
  points: ProgressionPoint<T>[];
  durationMs: number;
  periodStartsMs: number[];
  /** The largest lead either side held, for the chart's scale (at least 1). */
  maxLead: number;
}

/** Where an event falls in match time: the periods before it, then its time into its own period. */
export function matchTimeMs(
  event: Pick<ScoreEvent, 'period' | 'min' | 'sec'>,
  periodLengthMs: number,
): number {
  const into = ((event.min ?? 0) * 60 + (event.sec ?? 0)) * 1000;
  return (Math.max(1, event.period) - 1) * periodLengthMs + Math.min(Math.max(0, into), periodLengthMs);
}

/**
 * The progression of a match: a step at kick-off, one per scoring event (the shoot-out is left
 * out: it is not match time), and, while the match is under way, one at `nowMs` of match time so
 * the line reaches the present. The duration is the regular periods, or longer in overtime.
 */
export function scoreProgression<T extends ScoreEvent>(
  events: readonly T[],
  options: { periods: number; periodLengthMs: number; nowMs?: number | null },
): Progression<T> {
  const { periodLengthMs } = options;
  const scoring = sortTimeline(events.filter((e) => e.type !== 'movement' && !isShootoutEvent(e)));
  const points: ProgressionPoint<T>[] = [{ atMs: 0, homeTeam: 0, awayTeam: 0, margin: 0, event: null }];
  let home = 0;
  let away = 0;
  for (const event of scoring) {
    if (event.isHomeTeam) home += event.value;
    else away += event.value;
    const atMs = Math.max(points.at(-1)!.atMs, matchTimeMs(event, periodLengthMs));
    points.push({ atMs, homeTeam: home, awayTeam: away, margin: home - away, event });
  }
  const periodsPlayed = Math.max(options.periods, ...scoring.map((e) => e.period));
  let durationMs = Math.max(1, periodsPlayed * periodLengthMs);
  if (options.nowMs != null && Number.isFinite(options.nowMs)) {
    const nowMs = Math.min(Math.max(options.nowMs, points.at(-1)!.atMs), durationMs);
    points.push({ atMs: nowMs, homeTeam: home, awayTeam: away, margin: home - away, event: null });
  }
  durationMs = Math.max(durationMs, points.at(-1)!.atMs);
  const periodStartsMs = Array.from({ length: periodsPlayed }, (_, i) => i * periodLengthMs);
  const maxLead = Math.max(1, ...points.map((p) => Math.abs(p.margin)));
  return { points, durationMs, periodStartsMs, maxLead };
}
