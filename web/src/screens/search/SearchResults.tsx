import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { groupSearchResults, type SearchResult, searchResultLabels } from '@touchline/domain';
import type { EntityScope } from '../../api/entities';
import { EMPTY } from '../../api/errors';
import { searchQueries } from '../../api/search';
import { EmptyState } from '../../ui/EmptyState';
import { useLoggedError } from '../../ui/useLoggedError';
import { CardSkeletons } from '../explore/cards';
import { ResultCard } from './ResultCard';
import { SearchError } from './SearchError';

interface SearchResultsProps {
  /** The trimmed text searched for; '' clears the results. */
  term: string;
  scope: EntityScope;
  /** The branded entity is still being looked up: its scope is not known yet. */
  waiting: boolean;
}

/**
 * The global search's results (spec 2.10 B): nothing until there is a query, then the results
 * under a heading per type. While a new query runs, the last results stay, dimmed.
 */
export function SearchResults({ term, scope, waiting }: SearchResultsProps) {
  const results = useQuery({
    ...searchQueries.results(term, scope),
    enabled: term !== '' && !waiting,
    placeholderData: keepPreviousData,
  });
  useLoggedError('Search failed', results.error);

  if (term === '') return <EmptyState>{EMPTY.startTyping}</EmptyState>;
  if (results.isError)
    return (
      <SearchError
        error={results.error}
        onRetry={() => void results.refetch()}
        retrying={results.isFetching}
      />
    );
  // An earlier empty answer is no stand-in for the next one: show the wait instead.
  if (!results.data || (results.isPlaceholderData && results.data.length === 0))
    return (
      <div className="search-results">
        <p className="visually-hidden" role="status">
          Searching…
        </p>
        <ul className="search-grid">
          <CardSkeletons count={4} />
        </ul>
      </div>
    );
  if (results.data.length === 0) return <EmptyState>{EMPTY.noResults}</EmptyState>;

  const names = searchResultLabels(results.data);
  const labels = new Map(results.data.map((r, i) => [r, names[i]!]));
  return (
    <div className="search-results" aria-busy={results.isPlaceholderData}>
      <p className="visually-hidden" role="status">
        {results.isPlaceholderData ? 'Searching…' : `${results.data.length} results`}
      </p>
      {groupSearchResults(results.data).map((group) => (
        <section key={group.type} className="search-group" aria-labelledby={`search-group-${group.type}`}>
          <div className="search-group__head">
            <h2 id={`search-group-${group.type}`} className="search-group__heading">
              {group.heading}
            </h2>
            <span className="search-group__count" aria-hidden="true">
              {group.results.length}
            </span>
          </div>
          <ul className="search-grid">
            {group.results.map((result: SearchResult) => (
              <li key={result._id}>
                <ResultCard result={result} label={labels.get(result) ?? result.name} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
