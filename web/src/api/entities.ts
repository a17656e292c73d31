import { queryOptions } from '@tanstack/react-query';
import type { DirectChild, Entity } from '@touchline/domain';
import { apiGet, query } from './client';

/** Where a list is scoped: the national (no entity) or a state, association or club. */
export interface EntityScope {
  entityType: 'national' | 'state' | 'association' | 'club';
  entityId: number | null;
}

export const NATIONAL_SCOPE: EntityScope = { entityType: 'national', entityId: null };

/** The scope as query parameters: none for the national, entityType and entityId otherwise. */
export const scopeParams = (scope: EntityScope) =>
  scope.entityType === 'national' || scope.entityId === null
    ? {}
    : { entityType: scope.entityType, entityId: scope.entityId };

/** Query options for the hierarchy: the child entities of the national or of a sub-body. */
export const entityQueries = {
  all: ['entities'] as const,
  children: (directChild: DirectChild, scope: EntityScope) =>
    queryOptions({
      queryKey: [...entityQueries.all, 'children', directChild, scope] as const,
      queryFn: ({ signal }) =>
        apiGet<Entity[]>(`/live/${directChild}${query(scopeParams(scope))}`, { signal }),
      staleTime: 5 * 60_000,
    }),
};
