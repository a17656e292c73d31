import { queryOptions } from '@tanstack/react-query';
import type {
  CompetitionDetail,
  CompetitionEvents,
  CompetitionSummary,
  CustomLeaderboard,
  GameType,
} from '@touchline/domain';
import { apiGet, query } from './client';
import { type EntityScope, scopeParams } from './entities';

/** What the competition list is filtered by; gameType 'all' sends no filter. */
export interface CompetitionFilter {
  /** A season, or null for every season (team search's 'All Seasons'). */
  season: number | null;
  gameType: GameType | 'all';
  scope: EntityScope;
}

/** Query options for competitions: the list for a season, one competition, its events. */
export const competitionQueries = {
  all: ['competitions'] as const,
  list: ({ season, gameType, scope }: CompetitionFilter) =>
    queryOptions({
      queryKey: [...competitionQueries.all, 'list', { season, gameType, scope }] as const,
      queryFn: ({ signal }) =>
        apiGet<CompetitionSummary[]>(
          `/live/competitions${query({ season, gameType: gameType === 'all' ? undefined : gameType, ...scopeParams(scope) })}`,
          { signal },
        ),
      staleTime: 60_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...competitionQueries.all, 'detail', id] as const,
      queryFn: ({ signal }) => apiGet<CompetitionDetail>(`/live/competitions/${id}`, { signal }),
      staleTime: 60_000,
    }),
  events: (id: number) =>
    queryOptions({
      queryKey: [...competitionQueries.all, 'events', id] as const,
      queryFn: ({ signal }) => apiGet<CompetitionEvents>(`/live/competitions/${id}/events`, { signal }),
      staleTime: 5 * 60_000,
    }),
  customLeaderboards: (season: number, scope: EntityScope) =>
    queryOptions({
      queryKey: [...competitionQueries.all, 'custom-leaderboards', season, scope] as const,
      queryFn: ({ signal }) =>
        apiGet<CustomLeaderboard[]>(`/live/custom-leaderboard${query({ season, ...scopeParams(scope) })}`, {
          signal,
        }),
      staleTime: 60_000,
    }),
};
