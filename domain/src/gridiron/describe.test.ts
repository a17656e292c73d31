import { describe, expect, it } from 'vitest';
import type { PublicPerson } from '../api/common';
import { describePlay } from './describe';
import { likelyPlays } from './likely';
import { replayGame } from './replay';
import { initialGameState } from './rules';
import { A, H, OPENING, recorded, rules } from './testGame';

const person = (_id: number, firstName: string, lastName: string, isPublic = true): PublicPerson => ({
  _id,
  firstName,
  lastName,
  isPublic,
});
const smith = person(1, 'Jo', 'Smith');
const lee = person(2, 'Kim', 'Lee');
const hidden = person(3, 'Player', '', false);

/** The line of each play, from its own replay. */
function lines(plays: ReturnType<typeof H>[]): string[] {
  const all = recorded(plays);
  const replay = replayGame(rules, all);
  return all.map((play, i) =>
    describePlay(play, replay.states[i - 1] ?? initialGameState(rules), replay.outcomes[i]!),
  );
}

describe('describePlay', () => {
  it('should name the players, the yards and what the play led to', () => {
    expect(
      lines([
        H({ type: 'kickoff', yards: 65, result: 'returned', returnYards: 22, players: { returner: lee } }),
        A({ type: 'passComplete', yards: 12, players: { passer: smith, receiver: lee } }),
        A({ type: 'run', yards: 1, players: { carrier: hidden } }),
        A({ type: 'run', yards: 0 }),
        H({ type: 'penalty', yards: 5, note: 'Offside' }),
        A({ type: 'penalty', yards: 10, note: 'Holding' }),
        A({ type: 'sack', yards: -7, players: { passer: smith, tackler: lee } }),
        A({ type: 'punt', yards: 45, result: 'fairCatch', players: { kicker: smith, returner: lee } }),
        H({ type: 'passIncomplete', players: { passer: smith, receiver: lee } }),
        H({ type: 'passComplete', yards: 68 }),
        H({ type: 'conversion', conversion: 'twoPoint', result: 'failed' }),
      ]),
    ).toEqual([
      'Kickoff 65 yards, returned 22 yards by K. Lee',
      'J. Smith pass complete to K. Lee for 12 yards. First down',
      'Player run for 1 yard',
      'Run for no gain',
      'Penalty on the defence: Offside, 5 yards',
      'Penalty on the offence: Holding, 10 yards',
      'J. Smith sacked by K. Lee for a loss of 7 yards',
      'J. Smith punt 45 yards, fair catch by K. Lee',
      'J. Smith pass incomplete intended for K. Lee',
      'Pass complete for 68 yards. Touchdown',
      'Two-point try failed',
    ]);
  });

  it('should say the turnovers, the safety and the field goals', () => {
    expect(
      lines([
        H({ type: 'kickoff', yards: 62, result: 'downed' }),
        A({ type: 'interception', yards: 10, returnYards: 5, players: { returner: lee } }),
        H({ type: 'fumble', yards: 4, result: 'recovered' }),
        H({ type: 'fieldGoal', yards: 41, result: 'good', players: { kicker: lee } }),
        H({ type: 'kickoff', yards: 60, result: 'downed' }),
        A({ type: 'kneel', yards: -1 }),
        A({ type: 'fumble', yards: -4, result: 'recovered' }),
        H({ type: 'timeout' }),
      ]),
    ).toEqual([
      'Kickoff 62 yards, downed',
      'Pass intercepted by K. Lee, returned 5 yards',
      'Fumble for 4 yards, recovered by the offence',
      'K. Lee 41-yard field goal is good',
      'Kickoff 60 yards, downed',
      'Kneel for a loss of 1 yard',
      'Fumble for a loss of 4 yards, recovered by the offence. Safety, 2 points to the home team',
      'Timeout, home team',
    ]);
  });
});

describe('likelyPlays', () => {
  it('should put the kick first before a kickoff and on fourth down, and list every play of the phase', () => {
    const replay = replayGame(
      rules,
      recorded([
        OPENING,
        A({ type: 'run', yards: 0 }),
        A({ type: 'run', yards: 0 }),
        A({ type: 'run', yards: 0 }),
      ]),
    );
    expect(likelyPlays(initialGameState(rules))).toEqual(['kickoff', 'penalty', 'timeout']);
    expect(likelyPlays(replay.states[0]!).slice(0, 3)).toEqual(['run', 'passComplete', 'passIncomplete']);
    expect(likelyPlays(replay.final).slice(0, 1)).toEqual(['punt']);
    expect(likelyPlays(replay.final)).toHaveLength(13);
  });
});
