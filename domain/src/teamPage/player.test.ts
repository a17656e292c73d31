import { describe, expect, it } from 'vitest';
import type { MemberResponse } from '../api/team';
import { ladderPositions } from './ladderPositions';
import { latestTeam, playerAvatar, playerName } from './player';

const member = (extra: Partial<MemberResponse['member']> = {}): MemberResponse['member'] => ({
  _id: 1,
  isPublic: true,
  profile: { firstName: 'Sam', lastName: 'Reid' },
  meta: { showImg: true, imgUrl: 'https://img.example/s.png', suspend: { isSuspended: false } },
  ...extra,
});

describe('player page', () => {
  it('should show the picture only when public, shown, allowed by the national and present', () => {
    expect(playerAvatar(member(), true)).toBe('https://img.example/s.png');
    expect(playerAvatar(member(), false)).toBeNull();
    expect(playerAvatar(member({ isPublic: false }), true)).toBeNull();
    expect(
      playerAvatar(member({ meta: { showImg: false, imgUrl: 'x', suspend: { isSuspended: false } } }), true),
    ).toBeNull();
    expect(
      playerAvatar(member({ meta: { showImg: true, imgUrl: null, suspend: { isSuspended: false } } }), true),
    ).toBeNull();
  });

  it("should name a private player 'Player'", () => {
    expect(playerName(member({ isPublic: false, profile: { firstName: 'Player', lastName: '' } }))).toBe(
      'Player',
    );
    expect(playerName(member())).toBe('Sam Reid');
  });

  it('should take the team of the latest match, else of the newest one', () => {
    const m = (id: number, dateTime: string, status: 'final' | 'pre-game', team: string) =>
      ({
        _id: id,
        dateTime,
        status,
        scores: { homeTeam: 0, awayTeam: 0 },
        homeTeam: null,
        awayTeam: null,
        team: { _id: id, name: team },
      }) as const;
    const now = new Date('2026-11-24T00:00:00Z');
    expect(
      latestTeam(
        [m(1, '2026-10-01T00:00:00Z', 'final', 'Old'), m(2, '2026-11-20T00:00:00Z', 'final', 'New')],
        now,
      )?.name,
    ).toBe('New');
    expect(latestTeam([m(3, '2026-12-20T00:00:00Z', 'pre-game', 'Next')], now)?.name).toBe('Next');
    expect(latestTeam([], now)).toBeNull();
  });
});

describe('ladder positions', () => {
  it("should give the team's place after each round among its pool", () => {
    const row = (id: number, position: number, pool: string | null = null) => ({
      _id: id,
      name: `T${id}`,
      pool,
      position,
      stats: {} as never,
    });
    const ladder = {
      teamsWithStatsByRound: {
        maxRound: 3,
        perRound: {
          '1': [row(7, 2), row(8, 1), row(9, 3)],
          '2': [row(8, 2), row(7, 1), row(9, 3)],
          '3': [row(8, 1), row(9, 2)],
        },
      },
    };
    expect(ladderPositions(ladder, 7)).toEqual([
      { round: 1, position: 2, of: 3 },
      { round: 2, position: 1, of: 3 },
    ]);
  });
});
