import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { brandingQueries } from '../../api/branding';
import { type EntityScope, NATIONAL_SCOPE } from '../../api/entities';

/**
 * The scope a route's lists are in, for its loader: the branded entity once its slug is looked
 * up, else the national; the same scope `useBranding()` gives the screen, so they share queries.
 */
export async function routeScope(
  queryClient: QueryClient,
  params: LoaderFunctionArgs['params'],
): Promise<EntityScope> {
  if (!params.entityLevel || !params.entityName) return NATIONAL_SCOPE;
  const entity = await queryClient.ensureQueryData(
    brandingQueries.slug(params.entityLevel, params.entityName),
  );
  return { entityType: entity.entityLevel, entityId: entity._id };
}
