import { queryOptions } from '@tanstack/react-query';
import { type CompetitionSummary, TEAM_SEARCH_PAGE_SIZE, type TeamsPage } from '@touchline/domain';
import { apiGet, apiGetBody, query } from './client';
import { competitionQueries } from './competitions';
import { type EntityScope, scopeParams } from './entities';

/** What a page of the team search is for. */
export interface TeamSearchFilter {
  /** The trimmed search text; '' lists every team. */
  text: string;
  /** A season, or null for 'All Seasons'. */
  season: number | null;
  page: number;
  scope: EntityScope;
}

/**
 * Query options for the team search (spec 2.10 A, 7): pages of teams by name, season and scope,
 * and the competitions its Competitions view lists. Team pages (`/live/teams/{id}`) are not here.
 */
export const teamSearchQueries = {
  all: ['teams', 'search'] as const,
  page: ({ text, season, page, scope }: TeamSearchFilter) =>
    queryOptions({
      queryKey: [...teamSearchQueries.all, 'page', { text, season, page, scope }] as const,
      queryFn: ({ signal }) =>
        // The one answer with `pagination` beside `data`: the whole body is kept.
        apiGetBody<TeamsPage>(
          `/live/teams${query({ page, limit: TEAM_SEARCH_PAGE_SIZE, search: text, season, ...scopeParams(scope) })}`,
          { signal },
        ),
      staleTime: 60_000,
    }),
  /**
   * The competitions of a season, or of every season (null), in scope. The key is the one
   * `competitionQueries.list` uses for a season with every game type, so the two share a cache.
   */
  competitions: (season: number | null, scope: EntityScope) =>
    queryOptions({
      queryKey: [...competitionQueries.all, 'list', { season, gameType: 'all', scope }] as const,
      queryFn: ({ signal }) =>
        apiGet<CompetitionSummary[]>(`/live/competitions${query({ season, ...scopeParams(scope) })}`, {
          signal,
        }),
      staleTime: 60_000,
    }),
};
