import { queryOptions } from '@tanstack/react-query';
import { TEAM_SEARCH_PAGE_SIZE, type TeamsPage } from '@touchline/domain';
import { apiGetBody, query } from './client';
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
 * Query options for the team search (spec 2.10 A, 7): pages of teams by name, season and scope.
 * Its Competitions view lists `competitionQueries.list`; team pages (`/live/teams/{id}`) are not here.
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
};
