import { readTeamSearch, searchTerm } from '@touchline/domain';
import { competitionQueries } from '../../api/competitions';
import { nationalQueries } from '../../api/national';
import { teamSearchQueries } from '../../api/teams';
import { type Loader, scopeOf } from '../loaders';

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
    void scopeOf(queryClient, params)
      .then((scope) =>
        view === 'all'
          ? queryClient.prefetchQuery(teamSearchQueries.page({ text: searchTerm(text), season, page, scope }))
          : queryClient.prefetchQuery(competitionQueries.list({ season, gameType: 'all', scope })),
      )
      .catch(() => undefined);
    return null;
  };
