import { queryOptions } from '@tanstack/react-query';
import type { LadderGrouping, LadderResponse, SportLadderResponse } from '@touchline/domain';
import { apiGet } from './client';

/** Query options for ladders: a competition's standings, and the multi-sport generic table. */
export const ladderQueries = {
  all: ['ladders'] as const,
  /** By division (the default), by conference, or one table; the key ends in the grouping. */
  competition: (competitionId: number, groupBy: LadderGrouping = 'division') =>
    queryOptions({
      queryKey: [...ladderQueries.all, 'competition', competitionId, groupBy] as const,
      queryFn: ({ signal }) =>
        apiGet<LadderResponse>(
          `/live/ladders/competition/${competitionId}${groupBy === 'division' ? '' : `?groupBy=${groupBy}`}`,
          { signal },
        ),
      staleTime: 30_000,
    }),
  sport: (competitionId: number) =>
    queryOptions({
      queryKey: [...ladderQueries.all, 'sport', competitionId] as const,
      queryFn: ({ signal }) =>
        apiGet<SportLadderResponse>(`/live/ladders/competition/${competitionId}/sport/`, { signal }),
      staleTime: 30_000,
    }),
};
