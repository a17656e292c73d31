/**
 * Community football (soccer), which national 14's Victorian clubs play in a charity cup:
 * eleven-a-side, two 35-minute halves, goals and penalty goals, and penalty shoot-outs that
 * settle a level knockout match. Its scoring types belong to the cup (competition-level custom
 * scoring events), so the national's gridiron types, ladders and leaderboards are untouched.
 */
import {
  defaultStatusSequence,
  PENALTY_PERIOD,
  type PositionDefinition,
  type ScoringEventType,
} from '@touchline/domain';
import type { ImportEvent, ImportTeamListEntry } from '../import/format';
import type { Rng } from './random';
import { type EventTypeRow, freeNumber, movementType, type SportModel, scoringType } from './sport';

/**
 * The cup's scoring type codes. They are kept clear of the national's gridiron codes, so a
 * list combining competitions' types never shows two types under one code.
 */
export const SOCCER = { goal: 101, penaltyGoal: 102, shootoutGoal: 103, shootoutMiss: 104 };

type Side = 'home' | 'away';
type PositionRow = readonly [name: string, abbreviation: string, x: number, y: number];

// A 4-4-2 with the team's own goal at the bottom of the field view.
const POSITION_ROWS: readonly PositionRow[] = [
  ['Goalkeeper', 'GK', 50, 93],
  ['Right Back', 'RB', 85, 74],
  ['Centre Back', 'CB', 62, 78],
  ['Centre Back', 'CB', 38, 78],
  ['Left Back', 'LB', 15, 74],
  ['Right Midfield', 'RM', 85, 50],
  ['Central Midfield', 'CM', 62, 54],
  ['Central Midfield', 'CM', 38, 54],
  ['Left Midfield', 'LM', 15, 50],
  ['Striker', 'ST', 62, 28],
  ['Striker', 'ST', 38, 28],
];

const POSITIONS: PositionDefinition[] = POSITION_ROWS.map(([name, abbreviation, x, y], i) => ({
  number: i + 1,
  order: i + 1,
  name,
  abbreviation,
  coordinate: { x, y },
}));

// Substitutes, by the position they cover: a second keeper first, then outfield cover.
const BACKUPS = [1, 7, 10, 3, 6];

// The shoot-out types name 'Penalty' and the miss names 'Miss': the match centre's penalty
// score and count rules (spec 2.9) read those words. Neither counts on a leaderboard.
const SCORING: readonly EventTypeRow[] = [
  scoringType(SOCCER.goal, 'Goal', 'G', 1),
  scoringType(SOCCER.penaltyGoal, 'Penalty Goal', 'PG', 1),
  scoringType(SOCCER.shootoutGoal, 'Shoot-out Penalty', 'SOP', 1, false),
  scoringType(SOCCER.shootoutMiss, 'Shoot-out Penalty Miss', 'SOM', 0, false),
];

/** The cup's own scoring event types, as its competition settings declare them. */
export const SOCCER_SCORING_EVENTS: ScoringEventType[] = SCORING.map(({ kind: _kind, ...type }) => type);

function goalScorer(rng: Rng): string[] {
  return [['ST'], ['CM', 'RM', 'LM'], ['CB', 'RB', 'LB']][rng.weighted([52, 36, 12])]!;
}

/** Eleven-a-side football as the clubs' charity cup plays it. */
export const soccer: SportModel = {
  periods: 2,
  periodType: 2,
  periodMinutes: 35,
  timeouts: 0,
  // Substitutions use the national's movement type; the scoring types are the cup's own.
  eventTypes: [...SCORING, movementType(1, 'Substitution', 'SUB')],
  statuses: defaultStatusSequence(2),
  positions: POSITIONS,
  lineupSize: 11,
  matchdayPlayers: [14, 16],
  substitutionType: 1,
  rosterTemplate(rng) {
    return [...POSITIONS.map((p) => p.number), ...BACKUPS.slice(0, rng.int(3, 5))];
  },
  shirtNumber(rng, position, isStarter, used) {
    // Starters wear the number of their place in the 4-4-2, as the clubs' kits are numbered.
    if (isStarter && !used.has(position.number)) {
      used.add(position.number);
      return position.number;
    }
    return freeNumber(rng, [[12, 23]], used);
  },
  periodScoring(rng, _period, pick) {
    const goals = rng.weighted([38, 36, 18, 8]);
    return Array.from({ length: goals }, () =>
      rng.chance(0.09)
        ? [{ type: SOCCER.penaltyGoal, value: 1, player: pick(['ST', 'CM']) }]
        : [{ type: SOCCER.goal, value: 1, player: pick(goalScorer(rng)) }],
    );
  },
};

/** One kick of a shoot-out. */
export interface Kick {
  side: Side;
  player: string;
  scored: boolean;
}

/** Takers in order: the outfield line-up, then the keeper, then the substitutes. */
function takers(rng: Rng, list: readonly ImportTeamListEntry[]): string[] {
  const players = list.filter((e) => e.isPlayer);
  const lineUp = players.filter((e) => e.position?.type === 'line-up');
  const outfield = rng.shuffle(lineUp.filter((e) => e.position?.abbreviation !== 'GK'));
  const rest = [
    ...lineUp.filter((e) => e.position?.abbreviation === 'GK'),
    ...players.filter((e) => !lineUp.includes(e)),
  ];
  return [...outfield, ...rest].map((e) => e.member);
}

/**
 * A shoot-out: five kicks each, the home side first, stopped as soon as one side cannot be
 * caught, then sudden death in pairs. Three in four kicks go in.
 */
export function shootout(rng: Rng, lists: Record<Side, readonly ImportTeamListEntry[]>): Kick[] {
  const order = { home: takers(rng, lists.home), away: takers(rng, lists.away) };
  const kicks: Kick[] = [];
  const goals = { home: 0, away: 0 };
  const taken = { home: 0, away: 0 };
  const decided = () => {
    if (taken.home <= 5 && taken.away <= 5) {
      const left = { home: 5 - taken.home, away: 5 - taken.away };
      return goals.home + left.home < goals.away || goals.away + left.away < goals.home;
    }
    return taken.home === taken.away && goals.home !== goals.away;
  };
  while (!decided()) {
    const side: Side = taken.home === taken.away ? 'home' : 'away';
    const takersOfSide = order[side];
    const player = takersOfSide[taken[side] % takersOfSide.length]!;
    const scored = rng.chance(0.75);
    kicks.push({ side, player, scored });
    taken[side] += 1;
    if (scored) goals[side] += 1;
  }
  return kicks;
}

/** Shoot-out kicks as scoring events in the penalty period, in kicking order. */
export function shootoutEvents(matchId: string, kicks: readonly Kick[]): ImportEvent[] {
  return kicks.map((kick, i) => ({
    id: `${matchId}-p${String(i + 1).padStart(2, '0')}`,
    kind: 'scoring',
    type: kick.scored ? SOCCER.shootoutGoal : SOCCER.shootoutMiss,
    side: kick.side,
    period: PENALTY_PERIOD,
    // The clock has stopped; the seconds keep the kicks in the order they were taken.
    min: 0,
    sec: i,
    value: kick.scored ? 1 : 0,
    player: kick.player,
  }));
}
