import { queryOptions } from '@tanstack/react-query';
import type { CombinedEvents, MemberResponse, TeamDetail } from '@touchline/domain';
import { apiGet, apiPost } from './client';

/** Team and player pages change when results do: fresh for a minute. */
const PAGE_STALE_MS = 60_000;
/** The server takes the events of at most this many competitions in one call. */
const MAX_COMPETITIONS = 100;

/**
 * Query options for the team page (`['teams', 'detail', id]`), the player page
 * (`['members', 'detail', id]`) and the scoring types of the competitions they played in.
 */
export const teamPageQueries = {
  team: (teamId: number) =>
    queryOptions({
      queryKey: ['teams', 'detail', teamId] as const,
      queryFn: ({ signal }) => apiGet<TeamDetail>(`/live/teams/${teamId}`, { signal }),
      staleTime: PAGE_STALE_MS,
    }),
  member: (memberId: number) =>
    queryOptions({
      queryKey: ['members', 'detail', memberId] as const,
      queryFn: ({ signal }) => apiGet<MemberResponse>(`/live/members/${memberId}`, { signal }),
      staleTime: PAGE_STALE_MS,
    }),
  /** The scoring types of several competitions together (spec 7: POST competitions/events). */
  eventTypes: (competitionIds: readonly number[]) => {
    const ids = [...new Set(competitionIds)].sort((a, b) => a - b).slice(0, MAX_COMPETITIONS);
    return queryOptions({
      queryKey: ['competitions', 'events', 'combined', ids] as const,
      queryFn: ({ signal }) =>
        apiPost<CombinedEvents>('/live/competitions/events', { competitionIds: ids }, { signal }),
      staleTime: 5 * 60_000,
      enabled: ids.length > 0,
    });
  },
};
