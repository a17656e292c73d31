/**
 * Beach volleyball fours, which national 14's Queensland clubs play in a summer fundraiser
 * series: best of three sets, rally scoring to 21 (the third set to 15), won by two clear
 * points. Every rally is a scoring event worth one point, credited to the player who won it
 * (an attack, a block or an ace) or to no one (the other side's error). The types are the
 * series' own (competition-level custom scoring events).
 */
import {
  defaultStatusSequence,
  type PositionDefinition,
  type ScoringEventType,
  type StatusDefinition,
} from '@touchline/domain';
import type { ImportEvent, ImportTeamListEntry } from '../import/format';
import type { Rng } from './random';
import { freeNumber, type SquadModel } from './sport';

/** The series' scoring type codes, clear of the national's gridiron codes and the soccer cup's. */
export const VOLLEYBALL = { attack: 201, block: 202, ace: 203, opponentError: 204 };

/** The series' own scoring event types, as its competition settings declare them. */
export const VOLLEYBALL_SCORING_EVENTS: ScoringEventType[] = [
  { type: VOLLEYBALL.attack, name: 'Attack Point', abbreviation: 'ATK', value: 1, visibleInLadders: true },
  { type: VOLLEYBALL.block, name: 'Block Point', abbreviation: 'BLK', value: 1, visibleInLadders: true },
  { type: VOLLEYBALL.ace, name: 'Ace', abbreviation: 'ACE', value: 1, visibleInLadders: true },
  // A point the other side gave away: no player earned it, so no leaderboard ranks it.
  {
    type: VOLLEYBALL.opponentError,
    name: 'Opponent Error',
    abbreviation: 'OE',
    value: 1,
    visibleInLadders: false,
  },
];

/** Sets in a match, and the points that win a set (the deciding set is shorter). */
export const SETS_TO_PLAY = 3;
/** The period type of a match played in sets: each set is a period. */
export const SET_PERIOD_TYPE = 3;

/**
 * The national's status sequence for sets, so a set-scored match labels its periods 'First Set'
 * (S1) to 'Third Set' (S3) rather than the default 'First Period' (P1).
 */
export const SET_STATUSES: StatusDefinition[] = defaultStatusSequence(SET_PERIOD_TYPE).map((s) =>
  s.value === 'final' ? s : { ...s, label: s.label.replace('Period', 'Set'), abbreviation: `S${s.period}` },
);

const setTarget = (set: number) => (set === SETS_TO_PLAY ? 15 : 21);

// Four on the sand, drawn from the net (top of the court view) back.
const POSITIONS: PositionDefinition[] = [
  { number: 1, order: 1, name: 'Blocker', abbreviation: 'BL', coordinate: { x: 50, y: 22 } },
  { number: 2, order: 2, name: 'Left Attacker', abbreviation: 'LA', coordinate: { x: 22, y: 48 } },
  { number: 3, order: 3, name: 'Right Attacker', abbreviation: 'RA', coordinate: { x: 78, y: 48 } },
  { number: 4, order: 4, name: 'Setter', abbreviation: 'SE', coordinate: { x: 50, y: 74 } },
];

/** A fours squad: four starters and two or three to rotate in. */
export const beachFours: SquadModel = {
  positions: POSITIONS,
  lineupSize: 4,
  matchdayPlayers: [5, 6],
  rosterTemplate(rng) {
    return [1, 2, 3, 4, ...rng.shuffle([1, 2, 3, 4]).slice(0, rng.int(2, 3))];
  },
  shirtNumber(rng, _position, _isStarter, used) {
    return freeNumber(rng, [[1, 20]], used);
  },
};

type Side = 'home' | 'away';
type Score = { homeTeam: number; awayTeam: number };

/** One rally: the set, who won it and how, and when (seconds after the first serve). */
export interface Rally {
  set: number;
  side: Side;
  type: number;
  player: string | null;
  at: number;
}

/** A match's rallies, set by set, and the score of every set. */
export interface SetsPlayed {
  rallies: Rally[];
  sets: Score[];
}

/** Who wins a rally's point and how: attacks, then errors, blocks and aces. */
function rallyWinner(
  rng: Rng,
  side: Side,
  court: Record<Side, readonly ImportTeamListEntry[]>,
  set: number,
  at: number,
): Rally {
  const on = court[side];
  const by = (abbreviations: readonly string[]) => {
    const fit = on.filter((e) => abbreviations.includes(e.position?.abbreviation ?? ''));
    return rng.pick(fit.length > 0 ? fit : on).member;
  };
  const how = rng.weighted([46, 36, 10, 8]);
  if (how === 1) return { set, side, type: VOLLEYBALL.opponentError, player: null, at };
  if (how === 2) return { set, side, type: VOLLEYBALL.block, player: by(['BL']), at };
  if (how === 3) return { set, side, type: VOLLEYBALL.ace, player: rng.pick(on).member, at };
  return { set, side, type: VOLLEYBALL.attack, player: by(['LA', 'RA', 'LA', 'RA', 'BL']), at };
}

/**
 * Plays a match rally by rally until one side has won two sets. `edge` is the home side's
 * chance of winning a rally. Rallies take 20 to 45 seconds; sides rest 3 minutes between sets.
 */
export function playSets(
  rng: Rng,
  lists: Record<Side, readonly ImportTeamListEntry[]>,
  edge: number,
): SetsPlayed {
  const court = {
    home: lists.home.filter((e) => e.position?.type === 'line-up'),
    away: lists.away.filter((e) => e.position?.type === 'line-up'),
  };
  const rallies: Rally[] = [];
  const sets: Score[] = [];
  const won = { home: 0, away: 0 };
  let at = 0;
  for (let set = 1; won.home < 2 && won.away < 2; set++) {
    const points = { home: 0, away: 0 };
    const target = setTarget(set);
    while (Math.max(points.home, points.away) < target || Math.abs(points.home - points.away) < 2) {
      at += rng.int(20, 45);
      const side: Side = rng.chance(edge) ? 'home' : 'away';
      points[side] += 1;
      rallies.push(rallyWinner(rng, side, court, set, at));
    }
    sets.push({ homeTeam: points.home, awayTeam: points.away });
    won[points.home > points.away ? 'home' : 'away'] += 1;
    at += 180;
  }
  return { rallies, sets };
}

/** Rallies as scoring events: the set is the period, the time is match time since the first serve. */
export function rallyEvents(matchId: string, rallies: readonly Rally[]): ImportEvent[] {
  return rallies.map((r, i) => ({
    id: `${matchId}-e${String(i + 1).padStart(3, '0')}`,
    kind: 'scoring',
    type: r.type,
    side: r.side,
    period: r.set,
    min: Math.floor(r.at / 60),
    sec: r.at % 60,
    value: 1,
    player: r.player,
  }));
}
