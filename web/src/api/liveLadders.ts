import { queryOptions } from '@tanstack/react-query';
import type { LadderGrouping, LiveLadderResponse } from '@touchline/domain';
import { apiGet } from './client';
import { ladderQueries } from './ladders';

/**
 * The ladder as it stands (live matches counted at their current scores), in a module of its
 * own: only the Ladders tab's lazy code reads it, and `ladders.ts` is part of the Schedule's
 * first visit. Its key sits under the ladders' own, so clearing the ladders clears it too.
 */
export const liveLadderQuery = (competitionId: number, groupBy: LadderGrouping = 'division') =>
  queryOptions({
    queryKey: [...ladderQueries.all, 'live', competitionId, groupBy] as const,
    queryFn: ({ signal }) =>
      apiGet<LiveLadderResponse>(
        `/live/ladders/competition/${competitionId}/live${groupBy === 'division' ? '' : `?groupBy=${groupBy}`}`,
        { signal },
      ),
    // The competition's stream asks for it again on every message while a match is live;
    // between matches a minute's poll finds one kicking off.
    staleTime: 0,
    refetchInterval: 60_000,
  });
