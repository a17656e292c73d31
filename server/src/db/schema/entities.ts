import type { EntityLevel, EntityMeta } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { nationals } from './nationals';

/**
 * States, associations and clubs. The national itself is the `nationals` row, so a
 * null parent means "directly under the national". `ancestors` holds every entity id
 * above this one, which makes "everything inside entity X" one indexed array test.
 */
export const entities = pgTable(
  'entities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    level: text('level').$type<EntityLevel>().notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    parentId: integer('parent_id'),
    ancestors: integer('ancestors').array().notNull().default(sql`'{}'`),
    meta: jsonb('meta').$type<EntityMeta>().notNull(),
  },
  (t) => [
    uniqueIndex('entities_source').on(t.nationalId, t.sourceId),
    uniqueIndex('entities_slug').on(t.nationalId, t.level, t.slug),
    index('entities_parent').on(t.nationalId, t.level, t.parentId),
    index('entities_ancestors').using('gin', t.ancestors),
    index('entities_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Grounds, with coordinates for weather and maps. */
export const venues = pgTable(
  'venues',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    name: text('name').notNull(),
    timezone: text('timezone'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [uniqueIndex('venues_source').on(t.nationalId, t.sourceId)],
);
