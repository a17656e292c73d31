import { queryOptions } from '@tanstack/react-query';
import type { SlugDetails } from '@touchline/domain';
import { apiGet, query } from './client';

/** Branding rarely changes; a visitor moving around one branded site should not refetch it. */
const BRANDING_STALE_MS = 10 * 60_000;

/** Query options for the slug branding of /c/{entityLevel}/{entityName} (spec 2.2). */
export const brandingQueries = {
  all: ['branding'] as const,
  slug: (entityLevel: string, entityName: string) =>
    queryOptions({
      queryKey: [...brandingQueries.all, entityLevel, entityName] as const,
      queryFn: ({ signal }) =>
        apiGet<SlugDetails>(
          `/portal/national/get/slug-details${query({ slugs: `${entityLevel},${entityName}` })}`,
          { signal },
        ),
      staleTime: BRANDING_STALE_MS,
      // 'No data found' and 'No meta data found' will not change on retry; the defaults apply.
      // Not on mount either: the route's loader asked already, and the shell mounts after it.
      retry: false,
      retryOnMount: false,
    }),
};
