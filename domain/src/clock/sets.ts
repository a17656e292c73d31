/**
 * Set scores and the match centre's score line (spec 2.9): the current set while playing, the
 * set totals when final, the per-set table, and the plain or penalty score otherwise.
 */
import type { MatchStatus, SetScore } from '../schemas/values';
import { penaltyDisplay, type ScoreEvent, type SideScores, scoreFromEvents } from './scores';

/** One row of the per-set table. */
export interface SetRow {
  setId: string;
  /** 1-based, in setScores order. */
  number: number;
  homeTeam: number;
  awayTeam: number;
  manual: boolean;
}

/** What the score line needs from the match. */
export interface ScoreLineInput {
  status: MatchStatus;
  /** The match's scores; after live events, `scoreFromEvents(scoringEvents)`. */
  scores: SideScores;
  scoringEvents?: readonly ScoreEvent[];
  setScoring?: { useSetScoring: boolean } | null;
  setScores?: readonly SetScore[];
  currentSetId?: string | null;
  /** display.perPeriodScore: the per-period table replaces the plain score. */
  perPeriodScore?: boolean;
}

/** The match centre's score line, by which rule applied; 'hidden' shows no score line. */
export type ScoreLine =
  | { kind: 'current-set' | 'set-totals' | 'plain'; text: string }
  | { kind: 'penalties'; homeTeam: string; awayTeam: string }
  | { kind: 'hidden' };

// setScores[].scoringEvents is untyped in the schema, so only well-formed events are counted.
function setEvents(set: SetScore): ScoreEvent[] {
  return (set.scoringEvents ?? []).filter(
    (e): e is ScoreEvent =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as ScoreEvent).value === 'number' &&
      typeof (e as ScoreEvent).isHomeTeam === 'boolean',
  );
}

/**
 * A set's score. A manual set uses its stored scores; another set sums its scoring events, and
 * uses the stored scores when it has none (imported results carry only scores).
 */
export function setScoreOf(set: SetScore): SideScores {
  const events = setEvents(set);
  if (set.manual || events.length === 0) {
    return { homeTeam: set.scores.homeTeam, awayTeam: set.scores.awayTeam };
  }
  return scoreFromEvents(events);
}

/** The per-set table. A last set with no events and a 0-0 score (just opened) is skipped. */
export function setTable(setScores: readonly SetScore[]): SetRow[] {
  const rows = setScores.map((set, i) => ({
    setId: set.setId,
    number: i + 1,
    ...setScoreOf(set),
    manual: set.manual ?? false,
  }));
  const last = setScores.at(-1);
  const lastRow = rows.at(-1);
  if (last && lastRow && setEvents(last).length === 0 && lastRow.homeTeam === 0 && lastRow.awayTeam === 0) {
    rows.pop();
  }
  return rows;
}

/** The set totals: sets won per side (a drawn set counts for neither). */
export function setsWon(setScores: readonly SetScore[]): SideScores {
  const won = { homeTeam: 0, awayTeam: 0 };
  for (const row of setTable(setScores)) {
    if (row.homeTeam > row.awayTeam) won.homeTeam += 1;
    else if (row.awayTeam > row.homeTeam) won.awayTeam += 1;
  }
  return won;
}

/** The current set's score: its setScores entry, else the match scores (the set in progress). */
export function currentSetScore(
  setScores: readonly SetScore[],
  currentSetId: string | null | undefined,
  scores: SideScores,
): SideScores {
  const set = setScores.find((s) => s.setId === currentSetId);
  return set ? setScoreOf(set) : scores;
}

const dash = (s: SideScores) => `${s.homeTeam}-${s.awayTeam}`;

/**
 * The score line. Set scoring: the current set 'h-a' until final, then the set totals. Else a
 * shoot-out shows each side's penalty score (even beside a per-period table: it is the only place
 * the count shows). Else the plain 'h-a', hidden when there are set scores or a per-period table.
 */
export function scoreLine(input: ScoreLineInput): ScoreLine {
  const setScores = input.setScores ?? [];
  if (input.setScoring?.useSetScoring) {
    return input.status === 'final'
      ? { kind: 'set-totals', text: dash(setsWon(setScores)) }
      : { kind: 'current-set', text: dash(currentSetScore(setScores, input.currentSetId, input.scores)) };
  }
  const penalties = penaltyDisplay(input.status, input.scoringEvents ?? [], input.scores);
  if (penalties) return { kind: 'penalties', ...penalties };
  if (setScores.length > 0 || input.perPeriodScore) return { kind: 'hidden' };
  return { kind: 'plain', text: dash(input.scores) };
}
