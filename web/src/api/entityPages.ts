import { queryOptions } from '@tanstack/react-query';
import type { EntityLevel, EntityPageResponses } from '@touchline/domain';
import { apiGet } from './client';

const PATH: Record<EntityLevel, string> = {
  state: '/live/states',
  association: '/live/associations',
  club: '/live/clubs',
};

/**
 * Query options for the state, association and club pages (spec 2.13): the entity with every
 * season's competitions, and its child entities or, for a club, its teams. The page filters by
 * season itself, so one answer serves every season and a season change needs no request.
 */
export const entityPageQueries = {
  all: ['entity-pages'] as const,
  page: <L extends EntityLevel>(level: L, id: number) =>
    queryOptions({
      queryKey: [...entityPageQueries.all, level, id] as const,
      queryFn: ({ signal }) => apiGet<EntityPageResponses[L]>(`${PATH[level]}/${id}`, { signal }),
      staleTime: 60_000,
    }),
};
