import type { MatchStatus } from '../schemas/values';
import { extendStreak, type Record3 } from './records';
import type { PointsRules, Tally } from './stats';

/** A match as the ladder sees it. Times are epoch milliseconds. */
export interface LadderMatch {
  id: number;
  /** The regular round it belongs to; null for a match with no round. */
  round: number | null;
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeScore: number;
  awayScore: number;
  status: MatchStatus;
  isBye: boolean;
  forfeitingTeamId: number | null;
  dateTime: number | null;
}

/**
 * A counted result between two teams, for head-to-head mini-ladders and the tie-breakers:
 * a is the home team, b the away team.
 */
export interface Duel {
  a: number;
  b: number;
  aPoints: number;
  bPoints: number;
  aFor: number;
  bFor: number;
  /** Who won: a forfeit is a win for the team that did not forfeit, a washout a draw. */
  outcome: 'a' | 'b' | 'draw';
}

export interface ResultRules extends PointsRules {
  defaultScoreFFReceived: number;
}

/**
 * Whether a match counts on the ladder: a final result, a forfeit with a forfeiting team
 * in the match, a washout, or a bye whose round has been played (status final). Disputed,
 * live and unplayed matches do not count.
 */
export function counts(match: LadderMatch): boolean {
  if (match.isBye) return match.status === 'final' && (match.homeTeamId ?? match.awayTeamId) != null;
  if (match.homeTeamId == null || match.awayTeamId == null) return false;
  if (match.status === 'forfeit')
    return match.forfeitingTeamId === match.homeTeamId || match.forfeitingTeamId === match.awayTeamId;
  return match.status === 'final' || match.status === 'washout';
}

/**
 * Adds a counted match to the tallies of its teams and returns the duel it was, if any.
 * The tallies map must hold every team of the match.
 */
export function applyResult(
  tallies: Map<number, Tally>,
  match: LadderMatch,
  rules: ResultRules,
): Duel | null {
  if (match.isBye) {
    const team = tallies.get((match.homeTeamId ?? match.awayTeamId)!);
    if (team) team.byes += 1;
    return null;
  }
  const home = tallies.get(match.homeTeamId!);
  const away = tallies.get(match.awayTeamId!);
  if (!home || !away) return null;
  let homeFor = match.homeScore;
  let awayFor = match.awayScore;
  let homePoints: number;
  let awayPoints: number;
  let outcome: Duel['outcome'];
  if (match.status === 'forfeit') {
    const homeForfeited = match.forfeitingTeamId === match.homeTeamId;
    homeFor = homeForfeited ? 0 : rules.defaultScoreFFReceived;
    awayFor = homeForfeited ? rules.defaultScoreFFReceived : 0;
    const [loser, winner] = homeForfeited ? [home, away] : [away, home];
    loser.forfeitsLost += 1;
    winner.forfeitsWon += 1;
    outcome = homeForfeited ? 'b' : 'a';
    homePoints = homeForfeited ? rules.pointsForForfeitLoss : rules.pointsForForfeitWin;
    awayPoints = homeForfeited ? rules.pointsForForfeitWin : rules.pointsForForfeitLoss;
  } else if (match.status === 'washout' || homeFor === awayFor) {
    if (match.status === 'washout') homeFor = awayFor = 0;
    home.drawn += 1;
    away.drawn += 1;
    homePoints = awayPoints = rules.pointsForDraw;
    outcome = 'draw';
  } else {
    const homeWon = homeFor > awayFor;
    outcome = homeWon ? 'a' : 'b';
    (homeWon ? home : away).won += 1;
    (homeWon ? away : home).lost += 1;
    homePoints = homeWon ? rules.pointsForWin : rules.pointsForLoss;
    awayPoints = homeWon ? rules.pointsForLoss : rules.pointsForWin;
  }
  home.pointsFor += homeFor;
  home.pointsAgainst += awayFor;
  away.pointsFor += awayFor;
  away.pointsAgainst += homeFor;
  return {
    a: match.homeTeamId!,
    b: match.awayTeamId!,
    aPoints: homePoints,
    bPoints: awayPoints,
    aFor: homeFor,
    bFor: awayFor,
    outcome,
  };
}

/** A team's division (its pool) and conference, for the records that count games within them. */
export interface TeamGroup {
  pool: string | null;
  conference: string | null;
}

/**
 * Adds a counted result to the W-L-T records of both teams: home and away, within the
 * division and conference when both teams share one, and the streak. Results arrive in
 * round order, so the streak is the run at the end of the games so far.
 */
export function applyRecords(
  tallies: Map<number, Tally>,
  duel: Duel,
  groupOf: (teamId: number) => TeamGroup | undefined,
) {
  const home = tallies.get(duel.a);
  const away = tallies.get(duel.b);
  if (!home || !away) return;
  const homeKind = duel.outcome === 'draw' ? 'T' : duel.outcome === 'a' ? 'W' : 'L';
  const awayKind = homeKind === 'T' ? 'T' : homeKind === 'W' ? 'L' : 'W';
  const a = groupOf(duel.a);
  const b = groupOf(duel.b);
  const sameDivision = a?.pool != null && a.pool === b?.pool;
  const sameConference = a?.conference != null && a.conference === b?.conference;
  for (const [tally, kind, record] of [
    [home, homeKind, home.home],
    [away, awayKind, away.away],
  ] as const) {
    add(record, kind);
    if (sameDivision) add(tally.division, kind);
    if (sameConference) add(tally.conference, kind);
    tally.streak = extendStreak(tally.streak, kind);
  }
}

function add(record: Record3, kind: 'W' | 'L' | 'T') {
  if (kind === 'W') record.won += 1;
  else if (kind === 'L') record.lost += 1;
  else record.drawn += 1;
}
