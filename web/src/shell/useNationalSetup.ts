import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { nationalQueries } from '../api/national';

/** The national setup the shell waits for: presentation and modules, loaded together. */
export function useNationalSetup() {
  const presentation = useQuery(nationalQueries.presentation());
  const modules = useQuery(nationalQueries.modules());
  const ready =
    presentation.data && modules.data ? { presentation: presentation.data, modules: modules.data } : null;
  const fetching = presentation.isFetching || modules.isFetching;
  return {
    presentation: presentation.data,
    ready,
    error: ready || fetching ? null : (presentation.error ?? modules.error),
    retry: () => {
      if (presentation.isError) void presentation.refetch();
      if (modules.isError) void modules.refetch();
    },
  };
}

/** Presentation settings for screens inside the shell, which only renders them once loaded. */
export function usePresentation() {
  return useSuspenseQuery(nationalQueries.presentation()).data;
}
