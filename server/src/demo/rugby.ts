/**
 * Rugby league for national 12: thirteen-a-side, two 40-minute halves, tries, goals,
 * penalty goals and field goals, and misses recorded as 'Missed Goal'.
 */
import { defaultStatusSequence, type PositionDefinition } from '@touchline/domain';
import type { Rng } from './random';
import {
  freeNumber,
  movementType,
  type PickPlayer,
  type ScoringPlay,
  type SportModel,
  scoringType,
} from './sport';

/** Scoring event type codes of national 12. */
export const RUGBY = { try: 1, goal: 2, penaltyGoal: 3, fieldGoal: 4, missedGoal: 5 };

type PositionRow = readonly [name: string, abbreviation: string, x: number, y: number];

const POSITION_ROWS: readonly PositionRow[] = [
  ['Fullback', 'FB', 50, 10],
  ['Wing', 'WG', 10, 24],
  ['Centre', 'CE', 32, 28],
  ['Centre', 'CE', 68, 28],
  ['Wing', 'WG', 90, 24],
  ['Five-Eighth', 'FE', 40, 45],
  ['Halfback', 'HB', 60, 45],
  ['Prop', 'PR', 35, 66],
  ['Hooker', 'HK', 50, 70],
  ['Prop', 'PR', 65, 66],
  ['Second Row', 'SR', 30, 80],
  ['Second Row', 'SR', 70, 80],
  ['Lock', 'LK', 50, 88],
];

/** Rugby league positions as a competition declares them. */
export const RUGBY_POSITIONS: PositionDefinition[] = POSITION_ROWS.map(([name, abbreviation, x, y], i) => ({
  number: i + 1,
  order: i + 1,
  name,
  abbreviation,
  coordinate: { x, y },
}));

// Interchange and reserve players, by the position they cover.
const BACKUPS = [8, 9, 11, 3, 7, 2, 13, 10, 1];

function tryScorer(rng: Rng): string[] {
  return [['WG'], ['CE'], ['FB'], ['SR', 'LK'], ['HB', 'FE'], ['PR', 'HK']][
    rng.weighted([34, 22, 14, 14, 10, 6])
  ]!;
}

function tryAndKick(rng: Rng, pick: PickPlayer): ScoringPlay[] {
  const plays: ScoringPlay[] = [{ type: RUGBY.try, value: 4, player: pick(tryScorer(rng)) }];
  const kicker = pick(['HB', 'FE']);
  plays.push(
    rng.chance(0.72)
      ? { type: RUGBY.goal, value: 2, player: kicker }
      : { type: RUGBY.missedGoal, value: 0, player: kicker },
  );
  return plays;
}

/** The rugby league sport model of national 12. */
export const rugbyLeague: SportModel = {
  periods: 2,
  periodType: 2,
  periodMinutes: 40,
  timeouts: 0,
  eventTypes: [
    scoringType(RUGBY.try, 'Try', 'T', 4),
    scoringType(RUGBY.goal, 'Goal', 'G', 2),
    scoringType(RUGBY.penaltyGoal, 'Penalty Goal', 'PG', 2),
    scoringType(RUGBY.fieldGoal, 'Field Goal', 'FG', 1),
    scoringType(RUGBY.missedGoal, 'Missed Goal', 'MG', 0, false),
    movementType(1, 'Interchange', 'INT'),
  ],
  statuses: defaultStatusSequence(2),
  positions: RUGBY_POSITIONS,
  lineupSize: 13,
  matchdayPlayers: [17, 17],
  substitutionType: 1,
  rosterTemplate(rng) {
    return [...RUGBY_POSITIONS.map((p) => p.number), ...BACKUPS.slice(0, rng.int(5, 9))];
  },
  shirtNumber(rng, position, isStarter, used) {
    // Starters wear their position's number, as they do in rugby league.
    if (isStarter && !used.has(position.number)) {
      used.add(position.number);
      return position.number;
    }
    return freeNumber(rng, [[14, 30]], used);
  },
  periodScoring(rng, period, pick) {
    const groups: ScoringPlay[][] = [];
    const tries = rng.weighted([12, 28, 30, 20, 10]);
    for (let i = 0; i < tries; i++) groups.push(tryAndKick(rng, pick));
    if (rng.chance(0.3)) groups.push([{ type: RUGBY.penaltyGoal, value: 2, player: pick(['HB', 'FE']) }]);
    if (period === 2 && rng.chance(0.08))
      groups.push([{ type: RUGBY.fieldGoal, value: 1, player: pick(['HB', 'FE']) }]);
    return groups;
  },
};
