/**
 * Gridiron for national 14: positions on a field diagram, scoring event types, four
 * 12-minute quarters, and a scoring model giving typical club scores (mostly 10-40 points).
 */
import { defaultStatusSequence, type GridironSettings, type PositionDefinition } from '@touchline/domain';
import type { Rng } from './random';
import { freeNumber, movementType, type ScoringPlay, type SportModel, scoringType } from './sport';

/** Scoring event type codes of national 14. */
export const GRIDIRON = {
  touchdown: 1,
  conversion: 2,
  twoPoint: 3,
  fieldGoal: 4,
  safety: 5,
  missedFieldGoal: 6,
};

type PositionRow = readonly [name: string, abbreviation: string, x: number | null, y: number | null];

// Numbers 1-11 are the offensive line-up shown on the field view; the defence and the
// kicking specialists follow, with the defence drawn facing them. The field view is a diagram,
// not to scale: the line is spread wide enough for each player's name to be read.
const POSITION_ROWS: readonly PositionRow[] = [
  ['Quarterback', 'QB', 50, 76],
  ['Running Back', 'RB', 50, 90],
  ['Wide Receiver', 'WR', 8, 56],
  ['Wide Receiver', 'WR', 92, 56],
  ['Tight End', 'TE', 88, 70],
  ['Left Tackle', 'T', 22, 62],
  ['Left Guard', 'G', 36, 62],
  ['Centre', 'C', 50, 62],
  ['Right Guard', 'G', 64, 62],
  ['Right Tackle', 'T', 78, 62],
  ['Slot Receiver', 'WR', 12, 70],
  ['Defensive End', 'DE', 28, 45],
  ['Defensive Tackle', 'DT', 44, 45],
  ['Defensive Tackle', 'DT', 56, 45],
  ['Defensive End', 'DE', 72, 45],
  ['Outside Linebacker', 'LB', 30, 35],
  ['Middle Linebacker', 'LB', 50, 33],
  ['Outside Linebacker', 'LB', 70, 35],
  ['Cornerback', 'CB', 8, 38],
  ['Cornerback', 'CB', 92, 38],
  ['Free Safety', 'S', 38, 20],
  ['Strong Safety', 'S', 62, 20],
  ['Kicker', 'K', null, null],
  ['Punter', 'P', null, null],
];

/** Gridiron positions as a competition declares them. */
export const GRIDIRON_POSITIONS: PositionDefinition[] = POSITION_ROWS.map(
  ([name, abbreviation, x, y], i) => ({
    number: i + 1,
    order: i + 1,
    name,
    abbreviation,
    coordinate: x === null || y === null ? null : { x, y },
  }),
);

// Traditional shirt-number ranges by position.
const SHIRT_RANGES: Record<string, readonly (readonly [number, number])[]> = {
  QB: [[1, 19]],
  RB: [[20, 49]],
  WR: [
    [1, 19],
    [80, 89],
  ],
  TE: [[80, 89]],
  C: [[50, 79]],
  G: [[60, 79]],
  T: [[60, 79]],
  DE: [
    [90, 99],
    [50, 79],
  ],
  DT: [
    [90, 99],
    [50, 79],
  ],
  LB: [[40, 59]],
  CB: [[20, 39]],
  S: [[20, 49]],
  K: [[1, 19]],
  P: [[1, 19]],
};

// Backup slots a club might carry beyond the 24 starters and specialists.
const BACKUPS = [1, 2, 3, 5, 9, 13, 17, 19, 21, 4, 16];

function touchdownScorer(rng: Rng): string[] {
  return [['RB'], ['WR'], ['TE'], ['QB']][rng.weighted([35, 42, 15, 8])]!;
}

/** One scoring drive: a touchdown with its try, a field goal (made or missed) or a safety. */
function drive(rng: Rng, pick: (a: readonly string[]) => string): ScoringPlay[] {
  const kind = rng.weighted([58, 28, 4, 10]);
  if (kind === 1) return [{ type: GRIDIRON.fieldGoal, value: 3, player: pick(['K']) }];
  if (kind === 2) return [{ type: GRIDIRON.safety, value: 2, player: pick(['DE', 'DT', 'LB']) }];
  if (kind === 3) return [{ type: GRIDIRON.missedFieldGoal, value: 0, player: pick(['K']) }];
  const plays: ScoringPlay[] = [{ type: GRIDIRON.touchdown, value: 6, player: pick(touchdownScorer(rng)) }];
  const attempt = rng.weighted([84, 9, 7]);
  if (attempt === 0 && rng.chance(0.93))
    plays.push({ type: GRIDIRON.conversion, value: 1, player: pick(['K']) });
  if (attempt === 1 && rng.chance(0.5)) {
    plays.push({ type: GRIDIRON.twoPoint, value: 2, player: pick(['RB', 'WR', 'TE', 'QB']) });
  }
  return plays;
}

/** The gridiron sport model of national 14. */
export const gridiron: SportModel = {
  periods: 4,
  periodType: 4,
  periodMinutes: 12,
  timeouts: 3,
  eventTypes: [
    scoringType(GRIDIRON.touchdown, 'Touchdown', 'TD', 6),
    scoringType(GRIDIRON.conversion, 'Conversion', 'PAT', 1),
    scoringType(GRIDIRON.twoPoint, 'Two-Point Conversion', '2PT', 2),
    scoringType(GRIDIRON.fieldGoal, 'Field Goal', 'FG', 3),
    scoringType(GRIDIRON.safety, 'Safety', 'SF', 2),
    scoringType(GRIDIRON.missedFieldGoal, 'Missed Field Goal', 'MFG', 0, false),
    movementType(1, 'Substitution', 'SUB'),
  ],
  statuses: [...defaultStatusSequence(4), ...defaultStatusSequence(2)],
  positions: GRIDIRON_POSITIONS,
  lineupSize: 11,
  matchdayPlayers: [22, 26],
  substitutionType: 1,
  rosterTemplate(rng) {
    const starters = GRIDIRON_POSITIONS.map((p) => p.number);
    return [...starters, ...BACKUPS.slice(0, rng.int(1, 6))];
  },
  shirtNumber(rng, position, _isStarter, used) {
    return freeNumber(rng, SHIRT_RANGES[position.abbreviation] ?? [[1, 99]], used);
  },
  periodScoring(rng, _period, pick) {
    const drives = rng.weighted([25, 40, 27, 8]);
    return Array.from({ length: drives }, () => drive(rng, pick));
  },
};

/**
 * National 14's competitions score play by play: a 100-yard field, 10 yards to gain, three
 * timeouts a half, and the national's scoring types for what the plays score.
 */
export const GRIDIRON_SETTINGS: GridironSettings = {
  fieldLength: 100,
  yardsToGain: 10,
  timeoutsPerHalf: 3,
  scoringTypes: {
    touchdown: GRIDIRON.touchdown,
    extraPoint: GRIDIRON.conversion,
    twoPoint: GRIDIRON.twoPoint,
    fieldGoal: GRIDIRON.fieldGoal,
    safety: GRIDIRON.safety,
  },
};
