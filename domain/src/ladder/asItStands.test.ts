import { describe, expect, it } from 'vitest';
import type { MatchStatus } from '../schemas/values';
import { asItStands, countsAsItStands } from './asItStands';
import { computeLadder } from './compute';
import { ALPHA, BRAVO, bye, CHARLIE, DELTA, ECHO, game, season, seasonTeams, template } from './fixtures';

const UNDER_WAY: MatchStatus[] = [
  'live',
  'half-time',
  'first-half',
  'third-quarter',
  'second-period',
  'penalty',
  'sets',
];
const NOT_COUNTED: MatchStatus[] = ['pre-game', 'disputed', 'cancelled'];

describe('asItStands', () => {
  it('should count a match under way as final at its current score, and list it as live', () => {
    for (const status of UNDER_WAY) {
      const match = game(4, ALPHA, 7, DELTA, 3, status);
      const { matches, live } = asItStands([match]);
      expect(countsAsItStands(match)).toBe(true);
      expect(matches).toEqual([{ ...match, status: 'final' }]);
      expect(live).toEqual([match]);
    }
  });

  it('should leave disputed, unplayed and finished matches as they are', () => {
    const ended = [
      game(1, ALPHA, 3, BRAVO, 0, 'final'),
      game(1, CHARLIE, 0, DELTA, 0, 'washout'),
      { ...game(2, ALPHA, 0, CHARLIE, 0, 'forfeit'), forfeitingTeamId: CHARLIE },
    ];
    const others = NOT_COUNTED.map((status) => game(3, BRAVO, 12, DELTA, 3, status));
    for (const match of [...ended, ...others]) expect(countsAsItStands(match)).toBe(false);
    const { matches, live } = asItStands([...ended, ...others]);
    expect(matches).toEqual([...ended, ...others]);
    expect(live).toEqual([]);
  });

  it('should never count a bye, nor a match with a team still to be named', () => {
    const byes = [bye(4, ECHO, 'live'), bye(4, ECHO, 'first-half')];
    const unnamed = [{ ...game(4, ALPHA, 7, BRAVO, 0, 'live'), awayTeamId: null }];
    for (const match of [...byes, ...unnamed]) expect(countsAsItStands(match)).toBe(false);
    expect(asItStands([...byes, ...unnamed])).toEqual({ matches: [...byes, ...unnamed], live: [] });
  });

  it('should give the ladder as it stands: the live match counted, the disputed one not', () => {
    // The five-team season of fixtures.ts: round 4 has Alpha 7–0 Delta live, Bravo v Echo
    // pre-game and Charlie's bye pre-game; round 3 has Bravo 12–3 Charlie disputed.
    const matches = season();
    const { matches: standing, live } = asItStands(matches);
    expect(live.map((m) => [m.homeTeamId, m.awayTeamId, m.homeScore, m.awayScore])).toEqual([
      [ALPHA, DELTA, 7, 0],
    ]);
    const official = computeLadder({ teams: seasonTeams, matches, template: template() });
    const provisional = computeLadder({ teams: seasonTeams, matches: standing, template: template() });
    const row = (ladder: typeof official, id: number) => ladder.teams.find((r) => r.id === id)!.stats;
    // Alpha gains a win (4 points) and Delta a loss (1 point); no one else moves.
    expect(row(provisional, ALPHA).matchesWon - row(official, ALPHA).matchesWon).toBe(1);
    expect(row(provisional, ALPHA).totalMatchPoints - row(official, ALPHA).totalMatchPoints).toBe(4);
    expect(row(provisional, DELTA).matchesLost - row(official, DELTA).matchesLost).toBe(1);
    expect(row(provisional, DELTA).totalMatchPoints - row(official, DELTA).totalMatchPoints).toBe(1);
    expect(row(provisional, DELTA).pointsAgainst - row(official, DELTA).pointsAgainst).toBe(7);
    for (const id of [BRAVO, CHARLIE, ECHO]) expect(row(provisional, id)).toEqual(row(official, id));
    // The input is not changed.
    expect(matches.find((m) => m.homeTeamId === ALPHA && m.round === 4)!.status).toBe('live');
  });
});
