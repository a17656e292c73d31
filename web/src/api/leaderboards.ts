import { queryOptions } from '@tanstack/react-query';
import type { LeaderboardRow, PlayerOfTheMatchRow } from '@touchline/domain';
import { apiGet, query } from './client';

/** A leaderboard is of a competition or of a custom leaderboard (which spans competitions). */
export type LeaderboardSource = 'competition' | 'custom-leaderboard';

/** Query options for leaderboards: player rankings by event type, and Player of the Match. */
export const leaderboardQueries = {
  all: ['leaderboards'] as const,
  ranking: (source: LeaderboardSource, id: number, eventType: number) =>
    queryOptions({
      queryKey: [...leaderboardQueries.all, source, id, eventType] as const,
      queryFn: ({ signal }) =>
        apiGet<LeaderboardRow[]>(`/live/leaderboard/${source}/${id}${query({ eventType })}`, { signal }),
      staleTime: 30_000,
    }),
  playerOfTheMatch: (competitionId: number) =>
    queryOptions({
      queryKey: [...leaderboardQueries.all, 'player-of-the-match', competitionId] as const,
      queryFn: ({ signal }) =>
        apiGet<PlayerOfTheMatchRow[]>(`/live/leaderboard/player-of-the-match/competition/${competitionId}`, {
          signal,
        }),
      staleTime: 30_000,
    }),
};
