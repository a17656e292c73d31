import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { knowZoneOffsets } from '@touchline/domain';
import { nationalQueries } from '../api/national';

/** The national setup the shell waits for: presentation and modules, loaded together. */
export function useNationalSetup() {
  const presentation = useQuery(nationalQueries.presentation());
  const modules = useQuery(nationalQueries.modules());
  // The national's dates are read from the zone's offsets the server sent, not through Intl, whose
  // first date format costs a cheap phone a long task. Screens render only once this has run.
  const offsets = presentation.data?.timezoneOffsets;
  if (offsets) knowZoneOffsets(offsets);
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
