import { parseRouteId } from '@touchline/domain';
import { competitionQueries } from '../../api/competitions';
import { matchQueries } from '../../api/matches';
import type { Loader } from '../loaders';

/**
 * Starts the competition page's requests while its code downloads: its matches, and its
 * details (the forfeit score of the side that did not forfeit). It never waits.
 */
export const competitionLoader: Loader =
  (queryClient) =>
  ({ params }) => {
    const id = parseRouteId(params.id);
    if (id === null) return null;
    void queryClient.prefetchQuery(matchQueries.byCompetition(id));
    void queryClient.prefetchQuery(competitionQueries.detail(id));
    return null;
  };
