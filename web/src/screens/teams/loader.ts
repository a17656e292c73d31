import { readTeamSearch, searchTerm } from '@touchline/domain';
import { nationalQueries } from '../../api/national';
import { teamSearchQueries } from '../../api/teams';
import type { Loader } from '../loaders';
import { routeScope } from '../search/scope';

/**
 * Starts team search's requests while its code downloads: the seasons, and the page of teams or
 * the competitions the address asks for. Never waits.
 */
export const teamSearchLoader: Loader =
  (queryClient) =>
  ({ request, params }) => {
    const address = new URL(request.url).searchParams;
    const { text, season, view, page } = readTeamSearch((key) => address.get(key), null);
    void queryClient.prefetchQuery(nationalQueries.seasons());
    void routeScope(queryClient, params)
      .then((scope) =>
        view === 'all'
          ? queryClient.prefetchQuery(teamSearchQueries.page({ text: searchTerm(text), season, page, scope }))
          : queryClient.prefetchQuery(teamSearchQueries.competitions(season, scope)),
      )
      .catch(() => undefined);
    return null;
  };
