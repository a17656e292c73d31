import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pagerState } from '@touchline/domain';
import { useEffect, useEffectEvent } from 'react';
import { EMPTY } from '../../api/errors';
import { type TeamSearchFilter, teamSearchQueries } from '../../api/teams';
import { Loading } from '../../shell/StatusPanels';
import { EmptyState } from '../../ui/EmptyState';
import { useLoggedError } from '../../ui/useLoggedError';
import { SearchError } from '../search/SearchError';
import { Pager } from './Pager';
import { scrollToTop } from './scrollToTop';
import { TeamRow } from './TeamRow';

/** The spec's loading text of the teams view. */
export const LOADING_TEAMS = 'Loading Teams...';

interface TeamPagesProps {
  filter: TeamSearchFilter;
  /** The branded entity is still being looked up. */
  waiting: boolean;
  onPage: (page: number, replace?: boolean) => void;
}

/**
 * The All view of team search (spec 2.10 A): a page of up to 100 teams and the pager. Changing
 * page scrolls to the top in 300 ms; the page shown stays, dimmed, until the next arrives.
 */
export function TeamPages({ filter, waiting, onPage }: TeamPagesProps) {
  const teams = useQuery({
    ...teamSearchQueries.page(filter),
    enabled: !waiting,
    placeholderData: keepPreviousData,
  });
  useLoggedError("Couldn't load the teams", teams.error);
  const totalPages = teams.data?.pagination.totalPages ?? 1;
  // A page past the end (an old link, or fewer teams since): show the last page instead.
  const beyondEnd = !!teams.data && !teams.isPlaceholderData && filter.page > totalPages;
  const toLastPage = useEffectEvent(() => onPage(totalPages, true));
  useEffect(() => {
    if (beyondEnd) toLastPage();
  }, [beyondEnd]);

  if (teams.isError)
    return (
      <SearchError error={teams.error} onRetry={() => void teams.refetch()} retrying={teams.isFetching} />
    );
  if (!teams.data || beyondEnd) return <Loading label={LOADING_TEAMS} />;
  if (teams.data.data.length === 0)
    return <EmptyState>{filter.text ? EMPTY.noResults : EMPTY.noData}</EmptyState>;

  const state = pagerState(filter.page, totalPages);
  return (
    <div className="team-pages" aria-busy={teams.isPlaceholderData}>
      {teams.isPlaceholderData && (
        <p className="team-pages__loading" role="status">
          {LOADING_TEAMS}
        </p>
      )}
      <ul className="team-list">
        {teams.data.data.map((team) => (
          <li key={team._id}>
            <TeamRow team={team} showSeason={filter.season === null} />
          </li>
        ))}
      </ul>
      <Pager
        state={state}
        onPage={(page) => {
          onPage(page);
          scrollToTop();
        }}
      />
    </div>
  );
}
