import { describe, expect, it } from 'vitest';
import { applyPlay } from '../gridiron/machine';
import { gameRules, initialGameState } from '../gridiron/rules';
import type { GameState, PlayType } from '../gridiron/schemas';
import {
  choosesSide,
  draftFor,
  draftLabel,
  penaltyEffects,
  playInput,
  rolesOf,
  yardsRange,
} from './playForm';

const rules = gameRules(
  {
    fieldLength: 100,
    yardsToGain: 10,
    timeoutsPerHalf: 3,
    scoringTypes: { touchdown: 1, extraPoint: 2, twoPoint: 3, fieldGoal: 4, safety: 5 },
  },
  { periods: 4, periodLengthMinutes: 12 },
);
const clock = { period: 1, min: 2, sec: 5 };
const kickoff = initialGameState(rules);
const after = (state: GameState, input: ReturnType<typeof playInput>) => {
  const check = applyPlay(rules, state, input);
  if (!check.ok) throw new Error(check.message);
  return check.state;
};
/** Home kicks off to a touchback: away, 1st & 10 at its 25. */
const firstAndTen = after(
  kickoff,
  playInput({ ...draftFor('kickoff', kickoff), side: 'home' }, kickoff, clock),
);

describe('the play form', () => {
  it('should ask who kicks the opening kickoff, and start from a kick to the goal line', () => {
    expect(choosesSide('kickoff', kickoff)).toBe(true);
    expect(draftFor('kickoff', kickoff)).toMatchObject({ side: null, yards: 65, result: 'touchback' });
    expect(firstAndTen).toMatchObject({ phase: 'scrimmage', possession: 'away', down: 1, ballOn: 25 });
  });

  it('should send the down it shows, the yards within the field, and only the players of the play', () => {
    const draft = { ...draftFor('run', firstAndTen), yards: 90, players: { carrier: 4, passer: 9 } };
    expect(playInput(draft, firstAndTen, clock)).toEqual({
      type: 'run',
      isHomeTeam: false,
      period: 1,
      min: 2,
      sec: 5,
      yards: 75,
      down: 1,
      players: { carrier: 4 },
    });
  });

  it('should make a body the machine takes for the default draft of every type the phase allows', () => {
    const types: PlayType[] = [
      'run',
      'passComplete',
      'passIncomplete',
      'sack',
      'scramble',
      'punt',
      'fieldGoal',
    ];
    for (const type of [...types, 'interception', 'fumble', 'kneel', 'spike'] as const) {
      const check = applyPlay(rules, firstAndTen, playInput(draftFor(type, firstAndTen), firstAndTen, clock));
      expect(check.ok ? null : check.message, type).toBeNull();
    }
  });

  it('should offer a penalty a first down on the defence, a lost down on the offence', () => {
    expect(penaltyEffects(firstAndTen, 'home')).toEqual(['replay', 'firstDown']);
    expect(penaltyEffects(firstAndTen, 'away')).toEqual(['replay', 'lossOfDown']);
    expect(penaltyEffects(kickoff, 'home')).toEqual(['replay']);
    const foul = {
      ...draftFor('penalty', firstAndTen),
      side: 'home' as const,
      yards: 15,
      penalty: 'firstDown' as const,
    };
    expect(playInput(foul, firstAndTen, clock)).toMatchObject({
      yards: 15,
      firstDown: true,
      isHomeTeam: true,
    });
    expect(after(firstAndTen, playInput(foul, firstAndTen, clock))).toMatchObject({ down: 1, ballOn: 40 });
  });

  it('should measure a blocked punt from the line, and name the players of the try it is', () => {
    expect(yardsRange('punt', firstAndTen, 'blocked')).toMatchObject({ min: -25, max: 75 });
    expect(yardsRange('punt', firstAndTen)).toMatchObject({ min: 1, max: 85 });
    expect(rolesOf('conversion', { result: 'good', conversion: 'twoPoint' })).toEqual([
      'passer',
      'carrier',
      'receiver',
    ]);
    expect(rolesOf('punt', { result: 'returned', conversion: 'kick' })).toContain('returner');
  });

  it('should say the play in a few words for the queue', () => {
    const punt = { ...draftFor('punt', firstAndTen), returnYards: 12 };
    expect(draftLabel(punt, firstAndTen, 'Lions')).toBe('Punt, 40 yards, returned 12 yards, Lions');
    expect(draftLabel(draftFor('spike', firstAndTen), firstAndTen, 'Lions')).toBe('Spike, Lions');
  });
});
