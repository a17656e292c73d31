import { parseRouteId } from '../routeId';
import type { EntityLevel } from '../schemas/values';

/** The entity a page shows: its level and id. */
export interface EntityRoute {
  level: EntityLevel;
  id: number;
}

/** The path segment of each level's pages: /states/1, /associations/6, /clubs/16. */
const LEVEL_OF_SEGMENT: ReadonlyMap<string, EntityLevel> = new Map([
  ['states', 'state'],
  ['associations', 'association'],
  ['clubs', 'club'],
]);

/** The branded prefix /c/{entityLevel}/{entityName}, which every route may carry (spec 2.1). */
const BRANDED_PREFIX = /^\/c\/[^/]+\/[^/]+(?=\/|$)/;

/**
 * The entity page a path opens (spec 2.1, 2.13): the first segment after any branded prefix
 * names the level (/states, /associations, /clubs, or the generic /{directChild}), the second
 * the id. Null for any other level or a malformed id: the page then shows 'No data'.
 */
export function entityRouteOf(pathname: string): EntityRoute | null {
  const level = entityLevelOf(pathname);
  const [, rawId, extra] = pathname.replace(BRANDED_PREFIX, '').split('/').filter(Boolean);
  const id = parseRouteId(rawId);
  return level && extra === undefined && id !== null ? { level, id } : null;
}

/**
 * The level a path's first segment (after any branded prefix) names, or null when it names
 * none: '/tabs/foo' or '/c/state' is no organisation's page but an unknown path.
 */
export function entityLevelOf(pathname: string): EntityLevel | null {
  const [segment] = pathname.replace(BRANDED_PREFIX, '').split('/').filter(Boolean);
  return (segment !== undefined && LEVEL_OF_SEGMENT.get(segment)) || null;
}
