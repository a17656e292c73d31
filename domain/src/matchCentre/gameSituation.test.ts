import { describe, expect, it } from 'vitest';
import type { GameState } from '../gridiron/schemas';
import {
  ballOnWithTeams,
  possessionName,
  situationWithTeams,
  spotWithTeams,
  teamShortName,
} from './gameSituation';

const names = { home: 'Sydney Uni Lions', away: 'Bears' };

const state = (extra: Partial<GameState> = {}): GameState => ({
  phase: 'scrimmage',
  possession: 'home',
  down: 3,
  distance: 4,
  goalToGo: false,
  ballOn: 68,
  fieldLength: 100,
  period: 2,
  timeouts: { home: 3, away: 3 },
  score: { home: 0, away: 0 },
  freeKick: false,
  drive: null,
  plays: 10,
  ...extra,
});

describe('teamShortName', () => {
  it('should take the initials of a long name and the first letters of a one-word name', () => {
    expect(teamShortName('Sydney Uni Lions')).toBe('SUL');
    expect(teamShortName('Bears')).toBe('BEA');
    expect(teamShortName('  Western   Sydney Giants Gridiron Club ')).toBe('WSG');
    expect(teamShortName('')).toBe('');
  });
});

describe('the situation with the teams’ names', () => {
  it('should name the half the ball is in', () => {
    expect(situationWithTeams(state(), names)).toBe('3rd & 4 at BEA 32');
    expect(situationWithTeams(state({ ballOn: 25, down: 1, distance: 10 }), names)).toBe(
      '1st & 10 at SUL 25',
    );
    expect(situationWithTeams(state({ possession: 'away', ballOn: 25 }), names)).toBe('3rd & 4 at BEA 25');
    expect(situationWithTeams(state({ ballOn: 50 }), names)).toBe('3rd & 4 at 50');
    expect(situationWithTeams(state({ ballOn: 96, goalToGo: true, down: 1 }), names)).toBe(
      '1st & Goal at BEA 4',
    );
  });

  it('should keep OWN and OPP when the short names cannot tell the teams apart', () => {
    expect(situationWithTeams(state(), { home: 'Lions', away: 'Lions Reserves' })).toBe('3rd & 4 at LR 32');
    expect(situationWithTeams(state(), { home: 'Lions', away: 'Lions' })).toBe('3rd & 4 at OPP 32');
    expect(spotWithTeams(30, 100, 'away', { home: '', away: 'Bears' })).toBe('OWN 30');
  });

  it('should say Kickoff and Try between snaps, and keep OWN before anyone has the ball', () => {
    expect(situationWithTeams(state({ phase: 'kickoff' }), names)).toBe('Kickoff');
    expect(situationWithTeams(state({ phase: 'conversion', ballOn: 97 }), names)).toBe('Try');
    expect(ballOnWithTeams(state({ phase: 'kickoff', possession: null, ballOn: 35 }), names)).toBe('OWN 35');
  });

  it('should name the team with the ball, and none before the opening kickoff', () => {
    expect(possessionName(state({ possession: 'away' }), names)).toBe('Bears');
    expect(possessionName(state({ phase: 'kickoff', possession: null }), names)).toBeNull();
  });
});
