import { useQuery } from '@tanstack/react-query';
import { RESULTS_SEARCH_DEBOUNCE_MS, resultGroupsByOrder, searchResultGroups } from '@touchline/domain';
import { EMPTY, ERRORS } from '../../api/errors';
import { resultGroupQueries } from '../../api/resultGroups';
import { usePresentation } from '../../shell/useNationalSetup';
import { EmptyState } from '../../ui/EmptyState';
import { SearchBar } from '../../ui/SearchBar';
import { useAddressText } from '../../ui/useAddressText';
import { useLoggedError } from '../../ui/useLoggedError';
import { CardSkeletons } from '../explore/cards';
import { ResultGroupRow } from './ResultGroupRow';
import { ResultsLoadError } from './ResultStates';
import '../explore/cards.css';
import './results.css';

/** The spec's text for the search bar (spec 2.15), word for word. */
const SEARCH_LABEL = 'Search for a team';

/**
 * The results list (spec 2.15): the national's result groups in order, filtered by name as the
 * fan types (the text is kept in the address); each row opens the group.
 */
export function ResultsScreen() {
  const { timezone } = usePresentation();
  const search = useAddressText(RESULTS_SEARCH_DEBOUNCE_MS);
  const groups = useQuery({ ...resultGroupQueries.list(), select: resultGroupsByOrder });
  useLoggedError(ERRORS.resultGroups, groups.error);

  let body = null;
  if (groups.data) {
    const shown = searchResultGroups(groups.data, search.term);
    body =
      groups.data.length === 0 ? (
        <EmptyState>{EMPTY.noData}</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>{EMPTY.noResults}</EmptyState>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {search.term ? `${shown.length} of ${groups.data.length} result groups` : ''}
          </p>
          <ul className="results-list" aria-label="Result groups">
            {shown.map((group) => (
              <li key={group._id}>
                <ResultGroupRow group={group} timeZone={timezone} />
              </li>
            ))}
          </ul>
        </>
      );
  } else if (groups.isError)
    body = (
      <ResultsLoadError
        what="The results"
        onRetry={() => void groups.refetch()}
        retrying={groups.isFetching}
      />
    );
  else
    body = (
      <>
        <p className="visually-hidden" role="status">
          Loading results…
        </p>
        <ul className="results-list" aria-hidden="true">
          <CardSkeletons count={6} />
        </ul>
      </>
    );

  return (
    <div className="results">
      <header className="results__head">
        <h1 className="results__title">Results</h1>
        <SearchBar
          className="results-search"
          label={SEARCH_LABEL}
          value={search.text}
          onChange={search.change}
          onSubmit={search.flush}
        />
      </header>
      {body}
    </div>
  );
}
