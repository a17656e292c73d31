import {
  readTeamSearch,
  SEARCH_PARAMS,
  type TeamSearchChoices,
  type TeamSearchView,
  teamSearchParams,
} from '@touchline/domain';
import { useSearchParams } from 'react-router';

/**
 * Team search's choices, read from and written to the address (`season`, `view`, `page`; the
 * text is `useAddressText`'s), so a link or a reload opens the same view. A new page is a new
 * history entry, so back returns to the page before; the other choices replace the entry.
 */
export function useTeamSearchChoices(seasonIds: readonly number[] | null) {
  const [params, setParams] = useSearchParams();
  const choices = readTeamSearch((key) => params.get(key), seasonIds);

  const update = (change: Partial<TeamSearchChoices>, push = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const chosen = { ...readTeamSearch((key) => current.get(key), seasonIds), ...change };
        for (const key of Object.values(SEARCH_PARAMS)) next.delete(key);
        for (const [key, value] of Object.entries(teamSearchParams(chosen))) next.set(key, value);
        return next;
      },
      { replace: !push, preventScrollReset: true },
    );

  return {
    choices,
    /** Another season is another list: back to its first page. */
    setSeason: (season: number | null) => update({ season, page: 1 }),
    setView: (view: TeamSearchView) => update({ view }),
    setPage: (page: number, replace = false) => update({ page }, !replace),
  };
}
