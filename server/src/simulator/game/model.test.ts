import {
  applyPlay,
  type GameRules,
  type GameState,
  gameRules,
  initialGameState,
  PLAY_ROLES,
  playerSide,
} from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../demo/random';
import { type PlayedGame, playGame } from './game';
import { clockAfter, type ModelPlay } from './model';
import { type ListedPlayer, type Roster, rosterOf } from './roster';

const SCORING = { touchdown: 1, extraPoint: 2, twoPoint: 3, fieldGoal: 4, safety: 5 };
const RULES = gameRules(
  { fieldLength: 100, yardsToGain: 10, timeoutsPerHalf: 3, scoringTypes: SCORING },
  { periods: 4, periodLengthMinutes: 12 },
);
const POSITIONS = [
  'QB',
  'RB',
  'WR',
  'WR',
  'TE',
  'T',
  'G',
  'C',
  'G',
  'T',
  'WR',
  'DE',
  'DT',
  'DT',
  'DE',
  'LB',
  'LB',
  'LB',
  'CB',
  'CB',
  'S',
  'S',
  'K',
  'P',
  'RB',
  'QB',
];
const team = (first: number): ListedPlayer<number>[] =>
  POSITIONS.map((position, i) => ({ id: first + i, position, starter: i < 24 }));
const ROSTERS: Record<'home' | 'away', Roster<number>> = {
  home: rosterOf(team(100)),
  away: rosterOf(team(200)),
};
const sideOf = (id: number) => (id < 200 ? 'home' : 'away');

const games = (count: number, rules: GameRules = RULES) =>
  Array.from({ length: count }, (_, i) => playGame(new Rng(1000 + i * 7919), rules, ROSTERS));

/** Plays with the state before each. */
function withBefore(game: PlayedGame<number>, rules: GameRules = RULES) {
  return game.plays.map((play, i) => ({
    play,
    before: i === 0 ? initialGameState(rules) : game.states[i - 1]!,
  }));
}

const SAMPLE = games(60);
const ALL = SAMPLE.flatMap((g) => withBefore(g));
const count = (test: (p: ModelPlay<number>, before: GameState) => boolean) =>
  ALL.filter(({ play, before }) => test(play, before)).length;

describe('the game model', () => {
  it('should make only plays the machine accepts, over whole games of many seeds', () => {
    // playGame throws on a refused play; each game also replays cleanly from the start.
    for (const game of SAMPLE) {
      let state = initialGameState(RULES);
      for (const { players: _players, ...play } of game.plays) {
        const check = applyPlay(RULES, state, play);
        expect(check.ok).toBe(true);
        if (check.ok) state = check.state;
      }
      expect(state).toEqual(game.final);
    }
  });

  it('should play about 150-170 plays over four quarters, the clock never going back', () => {
    const lengths = SAMPLE.map((g) => g.plays.length);
    const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
    expect(mean).toBeGreaterThan(145);
    expect(mean).toBeLessThan(175);
    for (const game of SAMPLE) {
      const at = game.plays.map((p) => (p.period - 1) * 10_000 + p.min * 60 + p.sec);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      expect(new Set(game.plays.map((p) => p.period))).toEqual(new Set([1, 2, 3, 4]));
      for (const p of game.plays) expect(p.min * 60 + p.sec).toBeLessThan(RULES.periodSeconds);
    }
  });

  it('should give plausible scores, summing the scoring plays', () => {
    const totals = SAMPLE.map((g) => g.final.score.home + g.final.score.away);
    for (const g of SAMPLE) {
      expect(g.final.score.home).toBeLessThanOrEqual(60);
      expect(g.final.score.away).toBeLessThanOrEqual(60);
    }
    const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
    expect(mean).toBeGreaterThan(25);
    expect(mean).toBeLessThan(60);
  });

  it('should pass about 55% on early downs and mostly on 3rd and long', () => {
    const isPass = (p: ModelPlay<number>) =>
      ['passComplete', 'passIncomplete', 'sack', 'scramble', 'interception'].includes(p.type);
    const isSnap = (p: ModelPlay<number>) => isPass(p) || p.type === 'run' || p.type === 'fumble';
    const early = (b: GameState) => b.phase === 'scrimmage' && (b.down === 1 || b.down === 2);
    const share = count((p, b) => early(b) && isPass(p)) / count((p, b) => early(b) && isSnap(p));
    expect(share).toBeGreaterThan(0.48);
    expect(share).toBeLessThan(0.66);
    const thirdLong = (b: GameState) => b.down === 3 && (b.distance ?? 0) >= 7;
    expect(
      count((p, b) => thirdLong(b) && isPass(p)) / count((p, b) => thirdLong(b) && isSnap(p)),
    ).toBeGreaterThan(0.75);
  });

  it('should complete about 62% of passes, with sacks and interceptions at club rates', () => {
    const attempts = count((p) => ['passComplete', 'passIncomplete', 'interception'].includes(p.type));
    const dropbacks = attempts + count((p) => p.type === 'sack' || p.type === 'scramble');
    expect(count((p) => p.type === 'passComplete') / attempts).toBeCloseTo(0.62, 1);
    expect(count((p) => p.type === 'sack') / dropbacks).toBeCloseTo(0.06, 1);
    expect(count((p) => p.type === 'interception') / dropbacks).toBeCloseTo(0.025, 1);
    const snaps = count((_p, b) => b.phase === 'scrimmage');
    expect(count((p) => p.type === 'fumble' && p.result === 'lost') / snaps).toBeLessThan(0.02);
    expect(count((p) => p.type === 'penalty') / snaps).toBeCloseTo(0.06, 1);
  });

  it('should run mostly 0-8 yards with a long tail', () => {
    const runs = ALL.filter(({ play }) => play.type === 'run').map(({ play }) => play.yards!);
    const short = runs.filter((y) => y >= 0 && y <= 8).length / runs.length;
    expect(short).toBeGreaterThan(0.6);
    expect(Math.max(...runs)).toBeGreaterThan(30);
  });

  it('should punt out of range and kick field goals inside the 35 on 4th down', () => {
    const fourth = ALL.filter(({ before }) => before.phase === 'scrimmage' && before.down === 4);
    const punts = fourth.filter(({ play }) => play.type === 'punt');
    const goals = fourth.filter(({ play }) => play.type === 'fieldGoal');
    expect(punts.length).toBeGreaterThan(fourth.length * 0.4);
    expect(goals.length).toBeGreaterThan(0);
    for (const { before } of punts) expect(before.ballOn).toBeLessThan(65);
    for (const { before } of goals) expect(before.ballOn).toBeGreaterThanOrEqual(65);
    const made = goals.filter(({ play }) => play.result === 'good').length / goals.length;
    expect(made).toBeGreaterThan(0.65);
  });

  it('should kick most tries, and make about 94% of them', () => {
    const tries = ALL.filter(({ play }) => play.type === 'conversion');
    const kicks = tries.filter(({ play }) => play.conversion === 'kick');
    expect(kicks.length / tries.length).toBeGreaterThan(0.85);
    expect(kicks.filter(({ play }) => play.result === 'good').length / kicks.length).toBeGreaterThan(0.88);
  });

  it('should name each player from the side the machine gives the role', () => {
    for (const { play, before } of ALL) {
      for (const role of PLAY_ROLES) {
        const id = play.players?.[role];
        if (id !== undefined)
          expect([play.type, role, sideOf(id)]).toEqual([play.type, role, playerSide(play, role, before)]);
      }
    }
  });

  it('should keep a touchdown’s try in its period when time runs out', () => {
    const tried = { ...initialGameState(RULES), phase: 'conversion' as const, possession: 'home' as const };
    expect(clockAfter(RULES, { period: 2, elapsed: 700 }, 30, tried)).toEqual({ period: 2, elapsed: 719 });
    const kickoff = { ...tried, phase: 'kickoff' as const };
    expect(clockAfter(RULES, { period: 2, elapsed: 700 }, 30, kickoff)).toEqual({ period: 3, elapsed: 0 });
    expect(clockAfter(RULES, { period: 4, elapsed: 700 }, 30, kickoff)).toBeNull();
  });

  it('should play a shorter field and halves as well', () => {
    const rules = gameRules(
      { fieldLength: 80, yardsToGain: 10, timeoutsPerHalf: 2, scoringTypes: SCORING },
      { periods: 2, periodLengthMinutes: 20 },
    );
    for (const game of games(20, rules)) {
      expect(game.plays.length).toBeGreaterThan(120);
      expect(new Set(game.plays.map((p) => p.period))).toEqual(new Set([1, 2]));
    }
  });
});
