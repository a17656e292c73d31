import { entityRouteOf } from '@touchline/domain';
import { entityPageQueries } from '../../api/entityPages';
import { nationalQueries } from '../../api/national';
import type { Loader } from '../loaders';

/**
 * Starts the entity page's requests while its code downloads: the page (entity, competitions,
 * children or teams) and the seasons its selects offer. It never waits; failures are the
 * screen's to show.
 */
export const entityLoader: Loader =
  (queryClient) =>
  ({ request }) => {
    const route = entityRouteOf(new URL(request.url).pathname);
    if (!route) return null;
    void queryClient.prefetchQuery(entityPageQueries.page(route.level, route.id));
    void queryClient.prefetchQuery(nationalQueries.seasons());
    return null;
  };
