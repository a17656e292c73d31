import type {
  EventTypeKind,
  MatchStatus,
  MemberType,
  NationalMeta,
  NationalModules,
  NationalSettings,
  Presentation,
} from '@touchline/domain';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A national body. Its id is the number clients send in the `national-id` header. */
export const nationals = pgTable('nationals', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  meta: jsonb('meta').$type<NationalMeta>().notNull(),
  timezone: text('timezone').notNull(),
  presentation: jsonb('presentation').$type<Presentation>().notNull(),
  modules: jsonb('modules').$type<NationalModules>().notNull(),
  settings: jsonb('settings').$type<NationalSettings>().notNull(),
  memberTypes: jsonb('member_types').$type<MemberType[]>().notNull(),
  /** Bumped by a database trigger whenever a member changes (names and privacy on leaderboards). */
  membersVersion: integer('members_version').notNull().default(0),
  /**
   * Bumped by database triggers whenever anything fans read changes other than match results:
   * entities, teams, members, competitions' own rows, seasons, venues, settings. With the
   * competitions' results versions it tells every node's response cache what is still current.
   */
  catalogueVersion: integer('catalogue_version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Seasons are keyed by their number (a year), which is also their label. */
export const seasons = pgTable(
  'seasons',
  {
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    currentSeason: boolean('current_season').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.nationalId, t.id] })],
);

/** Scoring event types and player movement types of a national. */
export const eventTypes = pgTable(
  'event_types',
  {
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EventTypeKind>().notNull(),
    type: integer('type').notNull(),
    name: text('name').notNull(),
    abbreviation: text('abbreviation'),
    value: integer('value').notNull().default(0),
    visibleInLadders: boolean('visible_in_ladders'),
  },
  (t) => [primaryKey({ columns: [t.nationalId, t.kind, t.type] })],
);

/** Match status definitions, one sequence per periodType (2 halves, 3 periods, 4 quarters). */
export const statusDefinitions = pgTable(
  'status_definitions',
  {
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    periodType: integer('period_type').notNull(),
    value: text('value').$type<MatchStatus>().notNull(),
    period: integer('period').notNull(),
    label: text('label').notNull(),
    abbreviation: text('abbreviation').notNull(),
  },
  (t) => [primaryKey({ columns: [t.nationalId, t.periodType, t.value] })],
);
