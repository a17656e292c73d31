import { describe, expect, it } from 'vitest';
import { replayGame } from '../gridiron/replay';
import { gameRules } from '../gridiron/rules';
import { A, H, OPENING, recorded, rules } from '../gridiron/testGame';
import {
  driveResultText,
  gameFinished,
  matchGameRules,
  playByPlay,
  playClock,
  scoreKindText,
} from './drives';

/** A touchdown drive by away, its try and kickoff, then a home drive under way. */
const plays = recorded([
  OPENING,
  A({ type: 'run', yards: 5 }),
  A({ type: 'passComplete', yards: 70 }),
  A({ type: 'conversion', conversion: 'kick', result: 'good' }),
  A({ type: 'kickoff', yards: 65, result: 'touchback' }),
  H({ type: 'run', yards: 4 }),
]);

describe('playByPlay', () => {
  it('should group the plays by drive, the kickoff with the drive it leads into and the try with the one before', () => {
    const replay = replayGame(rules, plays);
    const groups = playByPlay(rules, plays, replay);
    expect(groups.map((g) => [g.drive?.team ?? null, g.lines.map((l) => l.play.seq)])).toEqual([
      ['away', [1, 2, 3, 4]],
      ['home', [5, 6]],
    ]);
    expect(groups[0]!.drive!.result).toBe('touchdown');
    expect(groups[1]!.drive!.result).toBeNull();
  });

  it('should give each play the situation it was snapped in and what it scored', () => {
    const lines = playByPlay(rules, plays, replayGame(rules, plays)).flatMap((g) => g.lines);
    expect(lines.map((l) => l.before.phase)).toEqual([
      'kickoff',
      'scrimmage',
      'scrimmage',
      'conversion',
      'kickoff',
      'scrimmage',
    ]);
    expect(lines[2]!.outcome.scoring).toMatchObject({ kind: 'touchdown', side: 'away', points: 6 });
    expect(lines[3]!.outcome.scoring).toMatchObject({ kind: 'extraPoint', points: 1 });
    expect(lines.every((l) => l.text.length > 0)).toBe(true);
  });

  it('should list a kickoff with no drive after it yet last, in a group of its own', () => {
    const upTo = plays.slice(0, 5);
    const groups = playByPlay(rules, upTo, replayGame(rules, upTo));
    expect(groups.map((g) => [g.drive?.team ?? null, g.lines.map((l) => l.play.seq)])).toEqual([
      ['away', [1, 2, 3, 4]],
      [null, [5]],
    ]);
    const first = plays.slice(0, 1);
    expect(playByPlay(rules, first, replayGame(rules, first))).toEqual([
      { drive: null, lines: [expect.objectContaining({ play: first[0] })] },
    ]);
  });

  it('should list every play once, in match order', () => {
    const groups = playByPlay(rules, plays, replayGame(rules, plays));
    expect(groups.flatMap((g) => g.lines.map((l) => l.play._id))).toEqual(plays.map((p) => p._id));
  });
});

describe('the words and clocks of the drives', () => {
  it('should say how a drive ended, and what a play scored', () => {
    expect(driveResultText('fieldGoal')).toBe('Field goal');
    expect(driveResultText('endOfHalf')).toBe('End of half');
    expect(driveResultText(null)).toBe('In progress');
    expect(scoreKindText('twoPoint')).toBe('Two-point conversion');
  });

  it('should show the time left in the period, or the time elapsed when it is past the period', () => {
    const name = (p: number) => `Q${p}`;
    expect(playClock({ period: 2, min: 9, sec: 46 }, 900, name)).toBe('Q2 5:14');
    expect(playClock({ period: 1, min: 0, sec: 0 }, 900, name)).toBe('Q1 15:00');
    expect(playClock({ period: 1, min: 16, sec: 5 }, 900, name)).toBe('Q1 16:05');
  });

  it('should take the rules from the settings, else a standard game on the field played', () => {
    const gridiron = {
      fieldLength: 80,
      yardsToGain: 10,
      timeoutsPerHalf: 2,
      scoringTypes: { touchdown: 1, extraPoint: 2, twoPoint: 3, fieldGoal: 4, safety: 5 },
    };
    expect(
      matchGameRules({ gridiron, periods: 2, periodLengthMinutes: 20 }, { periods: 4, game: null }),
    ).toEqual(gameRules(gridiron, { periods: 2, periodLengthMinutes: 20 }));
    const played = replayGame(rules, plays).final;
    expect(matchGameRules(null, { periods: 4, game: { ...played, fieldLength: 80 } })).toMatchObject({
      fieldLength: 80,
      yardsToGain: 10,
      periods: 4,
      periodSeconds: 900,
    });
  });

  it('should call a match finished only once it has ended', () => {
    expect(gameFinished('final')).toBe(true);
    expect(gameFinished('forfeit')).toBe(true);
    expect(gameFinished('second-quarter')).toBe(false);
    expect(gameFinished('pre-game')).toBe(false);
  });
});
