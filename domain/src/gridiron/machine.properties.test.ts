import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalPlay, type Seed } from './legalPlays';
import { applyPlay, type PlayLike, type PlayOutcome, startsHalf } from './machine';
import { replayGame } from './replay';
import { type GameRules, gameRules, initialGameState, sideOf } from './rules';
import { type GameState, PLAY_RESULTS, PLAY_TYPES } from './schemas';

const RUNS = { numRuns: 200 };

const rulesFor = (fieldLength: number, yardsToGain: number, periods: number) =>
  gameRules(
    {
      fieldLength,
      yardsToGain,
      timeoutsPerHalf: 3,
      scoringTypes: { touchdown: 1, extraPoint: 2, twoPoint: 3, fieldGoal: 4, safety: 5 },
    },
    { periods, periodLengthMinutes: 15 },
  );
const arbRules = fc.constantFrom(rulesFor(100, 10, 4), rulesFor(80, 8, 2), rulesFor(50, 5, 4));

const arbSeed: fc.Arbitrary<Seed> = fc.record({
  pick: fc.nat(10_000),
  a: fc.nat(10_000),
  b: fc.nat(10_000),
  c: fc.nat(10_000),
  home: fc.boolean(),
  newPeriod: fc.nat(40),
});

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
/** Any play the schema accepts: most are refused by the game, and must change nothing. */
const arbRaw: fc.Arbitrary<PlayLike> = fc.record({
  type: fc.constantFrom(...PLAY_TYPES),
  isHomeTeam: fc.boolean(),
  period: fc.integer({ min: 1, max: 6 }),
  min: fc.nat(14),
  sec: fc.nat(59),
  yards: optional(fc.integer({ min: -120, max: 120 })),
  returnYards: optional(fc.integer({ min: -120, max: 120 })),
  result: optional(fc.constantFrom(...PLAY_RESULTS)),
  conversion: optional(fc.constantFrom('kick' as const, 'twoPoint' as const)),
  firstDown: optional(fc.boolean()),
  lossOfDown: optional(fc.boolean()),
  down: optional(fc.integer({ min: 1, max: 4 })),
});

type Step = { kind: 'legal'; seed: Seed } | { kind: 'raw'; play: PlayLike };
const arbSteps = fc.array(
  fc.oneof(
    { weight: 5, arbitrary: arbSeed.map((seed): Step => ({ kind: 'legal', seed })) },
    { weight: 1, arbitrary: arbRaw.map((play): Step => ({ kind: 'raw', play })) },
  ),
  { maxLength: 160 },
);

interface Applied {
  play: PlayLike;
  before: GameState;
  after: GameState;
  outcome: PlayOutcome;
}

/** Folds the steps: legal plays must be taken; raw ones may be refused, and then change nothing. */
function play(rules: GameRules, steps: Step[]): Applied[] {
  const applied: Applied[] = [];
  let state = initialGameState(rules);
  for (const step of steps) {
    const play = step.kind === 'legal' ? legalPlay(rules, state, step.seed) : step.play;
    const snapshot = JSON.parse(JSON.stringify(state));
    const check = applyPlay(rules, state, play);
    if (!check.ok) {
      expect(step.kind, `${JSON.stringify(play)}: ${check.message}`).toBe('raw');
      expect(state).toEqual(snapshot);
      expect(check.message.startsWith(`${check.field}: `)).toBe(true);
      continue;
    }
    applied.push({ play, before: state, after: check.state, outcome: check.outcome });
    state = check.state;
  }
  return applied;
}

const property = (check: (rules: GameRules, applied: Applied[]) => void) =>
  fc.assert(
    fc.property(arbRules, arbSteps, (rules, steps) => check(rules, play(rules, steps))),
    RUNS,
  );

/** The yards a play adds to its drive: the gain of a snap, or the penalty enforced, signed. */
function driveYards({ play, before, outcome }: Applied): number {
  if (before.phase !== 'scrimmage') return 0;
  if (play.type === 'penalty') {
    return sideOf(play.isHomeTeam) === before.possession ? -outcome.penaltyYards : outcome.penaltyYards;
  }
  const gains = ['run', 'passComplete', 'scramble', 'sack', 'kneel', 'fumble'];
  return gains.includes(play.type) ? (play.yards ?? 0) : 0;
}

/** Where the drive's team last had the ball, in yards from its own goal. */
function endSpot(rules: GameRules, last: Applied, result: string | null, final: GameState): number {
  const L = rules.fieldLength;
  if (result === null) return final.ballOn;
  if (result === 'touchdown') return L;
  if (result === 'safety') return 0;
  if (result === 'downs') return L - last.after.ballOn;
  if (result === 'endOfHalf' || result === 'endOfGame') return last.after.ballOn;
  if (last.play.type === 'fumble') return last.before.ballOn + (last.play.yards ?? 0);
  return last.before.ballOn;
}

describe('applyPlay, over random games', () => {
  it('should keep the down in 1..4 and the ball on the field', () => {
    property((rules, applied) => {
      for (const { after } of applied) {
        expect(after.ballOn).toBeGreaterThan(0);
        expect(after.ballOn).toBeLessThan(rules.fieldLength);
        if (after.phase === 'scrimmage') {
          expect(after.down).toBeGreaterThanOrEqual(1);
          expect(after.down).toBeLessThanOrEqual(4);
          expect(after.distance).toBeGreaterThanOrEqual(1);
          expect(after.ballOn + after.distance!).toBeLessThanOrEqual(rules.fieldLength);
          expect(after.goalToGo).toBe(after.ballOn + after.distance! === rules.fieldLength);
        } else {
          expect([after.down, after.distance]).toEqual([null, null]);
        }
      }
    });
  });

  it('should reset the distance to the yards to gain, or goal to go, on every first down', () => {
    property((rules, applied) => {
      for (const { after, outcome } of applied) {
        const fresh = outcome.firstDown || (outcome.possessionChanged && after.phase === 'scrimmage');
        if (!fresh) continue;
        const toGoal = rules.fieldLength - after.ballOn;
        expect(after.down).toBe(1);
        expect(after.distance).toBe(Math.min(rules.yardsToGain, toGoal));
        expect(after.goalToGo).toBe(toGoal <= rules.yardsToGain);
      }
    });
  });

  it('should change possession exactly on kicks, turnovers, downs and missed field goals', () => {
    property((rules, applied) => {
      for (const { play, before, after, outcome } of applied) {
        const kicked = play.type === 'punt' || (play.type === 'kickoff' && play.result !== 'recovered');
        const expected =
          kicked ||
          outcome.turnover ||
          outcome.driveEnded === 'downs' ||
          outcome.driveEnded === 'missedFieldGoal';
        expect(outcome.possessionChanged, JSON.stringify(play)).toBe(expected);
        const held = startsHalf(rules, before.period, play.period) ? null : before.possession;
        const from = held ?? (play.type === 'kickoff' ? sideOf(play.isHomeTeam) : null);
        if (from && after.possession) expect(after.possession !== from).toBe(expected);
        expect(outcome.turnover).toBe(
          play.type === 'interception' || (play.type === 'fumble' && play.result === 'lost'),
        );
      }
    });
  });

  it("should make each drive's yards the sum of its plays' yards and its field gained", () => {
    property((rules, applied) => {
      const replay = replayGame(
        rules,
        applied.map((a) => a.play),
        { finished: true },
      );
      expect(replay.states).toEqual(applied.map((a) => a.after));
      replay.drives.forEach((drive, i) => {
        expect(drive.number).toBe(i + 1);
        const plays = applied.slice(drive.firstSeq - 1, drive.lastSeq);
        const counted = plays.filter((a) => a.before.phase === 'scrimmage' && a.play.type !== 'timeout');
        expect(drive.plays).toBe(counted.length);
        expect(drive.yards).toBe(plays.reduce((sum, a) => sum + driveYards(a), 0));
        const last = plays.at(-1)!;
        expect(drive.yards).toBe(endSpot(rules, last, drive.result, replay.final) - drive.startBallOn);
        expect(drive.seconds).toBeGreaterThanOrEqual(0);
      });
      if (replay.drives.length > 0) expect(replay.drives.at(-1)?.result).not.toBeNull();
    });
  });

  it('should keep the score the sum of the scoring plays', () => {
    property((rules, applied) => {
      const final = applied.at(-1)?.after ?? initialGameState(rules);
      const sum = { home: 0, away: 0 };
      for (const { outcome } of applied) {
        if (!outcome.scoring) continue;
        expect(outcome.scoring.points).toBe(rules.points[outcome.scoring.kind]);
        sum[outcome.scoring.side] += outcome.scoring.points;
      }
      expect(final.score).toEqual(sum);
      expect(final.plays).toBe(applied.length);
    });
  });

  it('should replay 200 plays in well under a millisecond each', () => {
    const rules = rulesFor(100, 10, 4);
    const seeds = fc.sample(arbSeed, { numRuns: 200, seed: 26 });
    const applied = play(
      rules,
      seeds.map((seed) => ({ kind: 'legal', seed })),
    );
    const plays = applied.map((a) => a.play);
    replayGame(rules, plays);
    const start = Date.now();
    for (let i = 0; i < 10; i++) replayGame(rules, plays);
    const perPlay = (Date.now() - start) / 10 / plays.length;
    expect(plays).toHaveLength(200);
    expect(perPlay).toBeLessThan(0.1);
  });
});
