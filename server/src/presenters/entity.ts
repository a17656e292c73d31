import type { Entity } from '@touchline/domain';
import type { EntityRow } from '../repositories/lookups';

export function presentEntity(row: EntityRow, compCount?: number): Entity {
  return {
    _id: row.id,
    name: row.name,
    level: row.level,
    slug: row.slug,
    ...(compCount === undefined ? {} : { compCount }),
    meta: { ...row.meta, imgUrl: row.meta.imgUrl ?? null },
  };
}
