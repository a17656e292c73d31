import { SEARCH_PARAMS, searchTerm } from '@touchline/domain';
import { searchQueries } from '../../api/search';
import { type Loader, scopeOf } from '../loaders';

/** Starts the search for the address's `?q=` while the screen's code downloads; never waits. */
export const searchLoader: Loader =
  (queryClient) =>
  ({ request, params }) => {
    const term = searchTerm(new URL(request.url).searchParams.get(SEARCH_PARAMS.text));
    if (term)
      void scopeOf(queryClient, params)
        .then((scope) => queryClient.prefetchQuery(searchQueries.results(term, scope)))
        .catch(() => undefined);
    return null;
  };
