import type { MatchDetail, MatchStatus } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { correctedSince, FINISHED_REFETCH_MS, following } from './following';

const withCorrections = (n: number): Pick<MatchDetail, 'corrections'> => ({
  corrections: Array.from({ length: n }, (_, i) => ({
    at: `2026-11-2${i}T10:00:00.000Z`,
    reason: `Scorer's slip ${i}`,
    scores: { homeTeam: 21, awayTeam: 14 },
    status: 'final',
  })),
});

describe('following', () => {
  it.each<MatchStatus>(['pre-game', 'first-quarter', 'half-time', 'penalty', 'disputed'])(
    'should follow the stream of a match %s, asking for nothing more',
    (status) => {
      expect(following(status)).toEqual({ stream: true, refetchEveryMs: false });
    },
  );

  it.each<MatchStatus>(['final', 'forfeit', 'washout', 'cancelled'])(
    'should keep asking again for a %s match, so that a correction reaches the open page',
    (status) => {
      expect(following(status)).toEqual({ stream: false, refetchEveryMs: FINISHED_REFETCH_MS });
    },
  );
});

describe('correctedSince', () => {
  it('should tell a new correction from the same match read again', () => {
    expect(correctedSince(withCorrections(0), withCorrections(1))).toBe(true);
    expect(correctedSince(withCorrections(1), withCorrections(2))).toBe(true);
    expect(correctedSince(withCorrections(1), withCorrections(1))).toBe(false);
    expect(correctedSince(undefined, withCorrections(1))).toBe(false);
  });
});
