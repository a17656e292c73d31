import { queryOptions } from '@tanstack/react-query';
import type { CompetitionMatches } from '@touchline/domain';
import { apiGet } from './client';

/** Scores change while a round is being played, so match lists go stale quickly. */
const MATCHES_STALE_MS = 15_000;

/** Query options for matches: a competition's fixtures, results and byes. */
export const matchQueries = {
  all: ['matches'] as const,
  byCompetition: (competitionId: number) =>
    queryOptions({
      queryKey: [...matchQueries.all, 'competition', competitionId] as const,
      queryFn: ({ signal }) =>
        apiGet<CompetitionMatches>(`/live/matches/competitions/${competitionId}`, { signal }),
      staleTime: MATCHES_STALE_MS,
      refetchInterval: 30_000,
    }),
};
