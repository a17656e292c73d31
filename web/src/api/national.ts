import { queryOptions } from '@tanstack/react-query';
import type { ModulesResponse, PresentationResponse, Season } from '@touchline/domain';
import { apiGet } from './client';

/** The national setup rarely changes while a visitor is on the page. */
const SETUP_STALE_MS = 5 * 60_000;

/** Query options for the national body's setup: presentation, seasons and modules. */
export const nationalQueries = {
  all: ['national'] as const,
  presentation: () =>
    queryOptions({
      queryKey: [...nationalQueries.all, 'presentation'] as const,
      queryFn: ({ signal }) => apiGet<PresentationResponse>('/live/nationals/presentation', { signal }),
      staleTime: SETUP_STALE_MS,
    }),
  seasons: () =>
    queryOptions({
      queryKey: [...nationalQueries.all, 'seasons'] as const,
      queryFn: ({ signal }) => apiGet<Season[]>('/live/seasons', { signal }),
      staleTime: SETUP_STALE_MS,
    }),
  modules: () =>
    queryOptions({
      queryKey: [...nationalQueries.all, 'modules'] as const,
      queryFn: ({ signal }) => apiGet<ModulesResponse>('/live/nationals/modules', { signal }),
      staleTime: SETUP_STALE_MS,
    }),
};
