/**
 * The match centre's score rules from events (spec 2.9): live totals, the penalty shoot-out
 * and the timeline's running score. Set scores are in `./sets`.
 */
import { PENALTY_PERIOD, SHOOTOUT_SLOTS } from '../constants';
import type { EventTypeKind, MatchStatus, TeamSide } from '../schemas/values';

/** The parts of a match event the score rules read; a `MatchEvent` satisfies it. */
export interface ScoreEvent {
  name: string;
  value: number;
  isHomeTeam: boolean;
  period: number;
  /** Movement events never score; an event without a type is taken as scoring. */
  type?: EventTypeKind;
  min?: number;
  sec?: number;
}

/** A score per side. */
export interface SideScores {
  homeTeam: number;
  awayTeam: number;
}

/** One side's score during a shoot-out: the score before it and the successful kicks. */
export interface PenaltyScore {
  score: number;
  count: number;
}

/** One slot of the shoot-out panel: a kick that scored, one that did not, or one not yet taken. */
export type ShootoutSlot = 'won' | 'lost' | 'pending';

/** A timeline row: the event and the score 'h:a' after it. */
export interface TimelineRow<T extends ScoreEvent> {
  event: T;
  running: string;
}

const sideOf = (e: ScoreEvent): TeamSide => (e.isHomeTeam ? 'homeTeam' : 'awayTeam');
const isScoring = (e: ScoreEvent) => e.type !== 'movement';
const nameHas = (e: ScoreEvent, word: string) => e.name.toLowerCase().includes(word);

/** Whether an event is a shoot-out kick: a scoring event in the penalty period (9999). */
export function isShootoutEvent(e: ScoreEvent): boolean {
  return isScoring(e) && e.period === PENALTY_PERIOD;
}

/** Each side's score as the sum of the values of its scoring events (the live recomputation). */
export function scoreFromEvents(events: readonly ScoreEvent[]): SideScores {
  const scores = { homeTeam: 0, awayTeam: 0 };
  for (const e of events) if (isScoring(e)) scores[sideOf(e)] += e.value;
  return scores;
}

/**
 * Whether the penalty-score display applies: the status is penalty, or a scoring event named
 * '...penalty...' (any case) is in the penalty period.
 */
export function isPenaltyShootout(status: MatchStatus, events: readonly ScoreEvent[]): boolean {
  return status === 'penalty' || events.some((e) => isShootoutEvent(e) && nameHas(e, 'penalty'));
}

/**
 * Each side's score and penalty count. The score is the total minus the points of shoot-out
 * kicks; the count is the shoot-out kicks whose name does not contain 'miss'.
 */
export function penaltyScores(
  events: readonly ScoreEvent[],
  totals: SideScores = scoreFromEvents(events),
): Record<TeamSide, PenaltyScore> {
  const result = {
    homeTeam: { score: totals.homeTeam, count: 0 },
    awayTeam: { score: totals.awayTeam, count: 0 },
  };
  for (const e of events) {
    if (!isShootoutEvent(e)) continue;
    const side = result[sideOf(e)];
    side.score -= e.value;
    if (!nameHas(e, 'miss')) side.count += 1;
  }
  return result;
}

/** A side's penalty score: home '({count}) {score}', away '{score} ({count})'. */
export function formatPenaltyScore(side: TeamSide, { score, count }: PenaltyScore): string {
  return side === 'homeTeam' ? `(${count}) ${score}` : `${score} (${count})`;
}

/** Both sides' penalty scores as shown, or null when no shoot-out applies. */
export function penaltyDisplay(
  status: MatchStatus,
  events: readonly ScoreEvent[],
  totals?: SideScores,
): Record<TeamSide, string> | null {
  if (!isPenaltyShootout(status, events)) return null;
  const scores = penaltyScores(events, totals);
  return {
    homeTeam: formatPenaltyScore('homeTeam', scores.homeTeam),
    awayTeam: formatPenaltyScore('awayTeam', scores.awayTeam),
  };
}

/**
 * Events in timeline order: by period, then min, then sec; ties keep their order (the sort is
 * stable). The spec sorts by min then sec; an event's min and sec are the time into its period
 * (the clock restarts each period), so the period must come first or quarters would interleave.
 */
export function sortTimeline<T extends ScoreEvent>(events: readonly T[]): T[] {
  return [...events].sort(
    (a, b) => a.period - b.period || (a.min ?? 0) - (b.min ?? 0) || (a.sec ?? 0) - (b.sec ?? 0),
  );
}

/**
 * The shoot-out panel: each side's kicks in timeline order, won if the value is above 0, padded
 * with 'pending' to 5 slots. Sudden-death kicks beyond 5 are kept, not cut.
 */
export function shootoutPanel(events: readonly ScoreEvent[]): Record<TeamSide, ShootoutSlot[]> {
  const panel: Record<TeamSide, ShootoutSlot[]> = { homeTeam: [], awayTeam: [] };
  for (const e of sortTimeline(events.filter(isShootoutEvent))) {
    panel[sideOf(e)].push(e.value > 0 ? 'won' : 'lost');
  }
  for (const slots of Object.values(panel)) while (slots.length < SHOOTOUT_SLOTS) slots.push('pending');
  return panel;
}

/**
 * The events the timeline lists: with `hideMissedEvents` (a per-national setting) those whose
 * name contains 'missed' are hidden; otherwise the shoot-out period is left out.
 */
export function filterTimeline<T extends ScoreEvent>(events: readonly T[], hideMissedEvents: boolean): T[] {
  return events.filter((e) => (hideMissedEvents ? !nameHas(e, 'missed') : e.period !== PENALTY_PERIOD));
}

/** The timeline in order, each row with the running score 'h:a' after its event. */
export function timelineWithRunningScore<T extends ScoreEvent>(events: readonly T[]): TimelineRow<T>[] {
  const score = { homeTeam: 0, awayTeam: 0 };
  return sortTimeline(events).map((event) => {
    if (isScoring(event)) score[sideOf(event)] += event.value;
    return { event, running: `${score.homeTeam}:${score.awayTeam}` };
  });
}
