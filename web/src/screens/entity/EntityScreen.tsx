import { useQuery } from '@tanstack/react-query';
import { type EntityRoute, entityLevelOf, entityRouteOf } from '@touchline/domain';
import { useLocation } from 'react-router';
import { entityPageQueries } from '../../api/entityPages';
import { isNotFound, PageLoadError, PageNotFound } from '../../ui/PageState';
import { useLoggedError } from '../../ui/useLoggedError';
import { NotFound } from '../NotFound';
import { EntitySkeleton } from './EntityHeader';
import { EntityView } from './EntityView';
import './entity.css';

/**
 * The state, association and club pages (spec 2.13), for /states/{id}, /associations/{id},
 * /clubs/{id} and /{directChild}/{id}: the level comes from the path's first segment after any
 * branded prefix. A path whose first segment names no level is an unknown page ('Page not
 * found'); a malformed id, and an id the server does not know, end in 'No data'.
 */
export function EntityScreen() {
  const { pathname } = useLocation();
  // Only an organisation level may stand in the first segment: '/tabs/foo' is an unknown page.
  if (!entityLevelOf(pathname)) return <NotFound />;
  const route = entityRouteOf(pathname);
  if (!route) return <EntityNotFound />;
  // A new entity starts afresh: its own query, tabs and scroll.
  return <EntityPage key={`${route.level}-${route.id}`} route={route} />;
}

function EntityPage({ route }: { route: EntityRoute }) {
  const page = useQuery(entityPageQueries.page(route.level, route.id));
  useLoggedError(`Error fetching ${route.level} ${route.id}`, page.error);
  if (page.data) return <EntityView route={route} response={page.data} />;
  if (page.error) {
    if (isNotFound(page.error)) return <EntityNotFound />;
    return (
      <PageLoadError
        note="This page could not be loaded. Check your connection and try again."
        onRetry={() => void page.refetch()}
        retrying={page.isFetching}
        narrow
      />
    );
  }
  return <EntitySkeleton level={route.level} />;
}

function EntityNotFound() {
  return (
    <PageNotFound
      note="This organisation could not be found. It may have been removed."
      to="/tabs/explore"
      linkLabel="Explore"
      narrow
    />
  );
}
