import { describe, expect, it } from 'vitest';
import type { PublicPerson } from '../api/common';
import { boxScore } from './boxScore';
import { A, H, recorded, rules } from './testGame';

const person = (_id: number, lastName: string): PublicPerson => ({
  _id,
  firstName: 'A',
  lastName,
  isPublic: true,
});
const qb = person(1, 'Passer');
const rb = person(2, 'Runner');
const wr = person(3, 'Catcher');
const lb = person(4, 'Tackler');
const k = person(5, 'Kicker');

/**
 * Away receives at its 25, runs and passes to a third-down conversion, is sacked, scores, kicks
 * the extra point; home goes three and out and punts; away runs into the red zone and kicks a
 * field goal.
 */
const GAME = recorded([
  H({ type: 'kickoff', yards: 65, result: 'touchback', players: { kicker: k } }),
  A({ type: 'run', yards: 4, players: { carrier: rb, tackler: lb } }),
  A({ type: 'passIncomplete', players: { passer: qb, receiver: wr } }),
  A({ type: 'passComplete', yards: 9, players: { passer: qb, receiver: wr, tackler: lb } }),
  A({ type: 'sack', yards: -6, players: { passer: qb, tackler: lb } }),
  H({ type: 'penalty', yards: 15, firstDown: true, note: 'Face mask' }),
  A({ type: 'passComplete', yards: 53, players: { passer: qb, receiver: wr } }),
  A({ type: 'conversion', conversion: 'kick', result: 'good' }),
  A({ type: 'kickoff', yards: 65, result: 'touchback' }),
  H({ type: 'run', yards: 2 }),
  H({ type: 'run', yards: 3 }),
  H({ type: 'passIncomplete' }),
  H({ type: 'punt', yards: 40, result: 'downed' }),
  A({ type: 'run', yards: 52, players: { carrier: rb } }),
  A({ type: 'fieldGoal', result: 'good', players: { kicker: k } }),
]);

describe('boxScore', () => {
  it('should add up each team line', () => {
    const box = boxScore(rules, GAME, { finished: true });
    expect(box.teams.away).toMatchObject({
      firstDowns: 3,
      totalYards: 112,
      plays: 6,
      rushing: { attempts: 2, yards: 56 },
      passing: { completions: 2, attempts: 3, yards: 56, sacks: 1, sackYards: 6, interceptions: 0 },
      thirdDowns: { made: 1, attempts: 1 },
      fourthDowns: { made: 0, attempts: 0 },
      redZone: { made: 0, attempts: 1 },
      turnovers: 0,
      penalties: { count: 0, yards: 0 },
      // From the first snap to the next play's; the last drive runs to the end of its period.
      timeOfPossession: 120 + (900 - 260),
    });
    expect(box.teams.home).toMatchObject({
      firstDowns: 0,
      plays: 3,
      rushing: { attempts: 2, yards: 5 },
      passing: { completions: 0, attempts: 1, yards: 0 },
      thirdDowns: { made: 0, attempts: 1 },
      penalties: { count: 1, yards: 15 },
      timeOfPossession: 80,
    });
  });

  it('should credit each named player on their side', () => {
    const box = boxScore(rules, GAME);
    const line = (id: number) => box.players.find((p) => p.player._id === id);
    expect(box.players.map((p) => [p.player._id, p.side])).toEqual([
      [5, 'home'],
      [4, 'home'],
      [2, 'away'],
      [1, 'away'],
      [3, 'away'],
    ]);
    expect(line(1)?.passing).toEqual({
      completions: 2,
      attempts: 3,
      yards: 62,
      touchdowns: 1,
      interceptions: 0,
    });
    expect(line(2)?.rushing).toEqual({ attempts: 2, yards: 56, touchdowns: 0, long: 52 });
    expect(line(3)?.receiving).toEqual({ receptions: 2, yards: 62, touchdowns: 1, long: 53 });
    expect(line(4)?.defence).toEqual({ tackles: 3, sacks: 1, interceptions: 0 });
    expect(line(5)?.kicking).toEqual({
      fieldGoals: { made: 1, attempts: 1 },
      long: 35,
      extraPoints: { made: 0, attempts: 0 },
      punts: 0,
      puntYards: 0,
    });
  });
});
