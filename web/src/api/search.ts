import { queryOptions } from '@tanstack/react-query';
import type { SearchResult } from '@touchline/domain';
import { apiGet, query } from './client';
import { type EntityScope, scopeParams } from './entities';

/** Query options for the global search (spec 2.10 B, 7): names of every kind, in scope. */
export const searchQueries = {
  all: ['search'] as const,
  /** The results for a non-empty text; under a branded prefix, only those inside its entity. */
  results: (text: string, scope: EntityScope) =>
    queryOptions({
      queryKey: [...searchQueries.all, 'results', { text, scope }] as const,
      queryFn: ({ signal }) =>
        apiGet<SearchResult[]>(`/live/search${query({ search: text, ...scopeParams(scope) })}`, { signal }),
      staleTime: 60_000,
    }),
};
