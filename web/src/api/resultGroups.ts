import { queryOptions } from '@tanstack/react-query';
import type { ResultGroup } from '@touchline/domain';
import { apiGet } from './client';

/** Result groups are entered after the event; a fan on the page rarely needs them fresher. */
const RESULT_GROUPS_STALE_MS = 60_000;

/**
 * Query options for the multi-sport result groups (spec 2.15): the list, and one group. Keys nest
 * under `['result-groups']`, so one invalidation refreshes both.
 */
export const resultGroupQueries = {
  all: ['result-groups'] as const,
  list: () =>
    queryOptions({
      queryKey: [...resultGroupQueries.all, 'list'] as const,
      queryFn: ({ signal }) => apiGet<ResultGroup[]>('/livescores/result-groups', { signal }),
      staleTime: RESULT_GROUPS_STALE_MS,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...resultGroupQueries.all, 'detail', id] as const,
      queryFn: ({ signal }) => apiGet<ResultGroup>(`/livescores/result-groups/${id}`, { signal }),
      staleTime: RESULT_GROUPS_STALE_MS,
    }),
};
