import type { EntityLevel } from './schemas/values';

/** How a list is narrowed to a site's entity: the national's own site, or a state's, association's or club's. */
export interface EntityFilter {
  entityType?: 'national' | EntityLevel;
  entityId?: number;
}

/**
 * The entity a list is narrowed to (spec 2.4's filter), or undefined for the whole national: a
 * national's site, or a filter without an id, asks for everything.
 */
export function scopedEntityId(filter: EntityFilter): number | undefined {
  return filter.entityType && filter.entityType !== 'national' ? filter.entityId : undefined;
}
