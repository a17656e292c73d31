import type { Exemption, ImageMeta, MemberMeta, Position } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { entities } from './entities';
import { nationals } from './nationals';

/** A team plays one season for one club. `ancestors` is the club and every entity above it. */
export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    name: text('name').notNull(),
    season: integer('season').notNull(),
    clubId: integer('club_id').references(() => entities.id),
    ancestors: integer('ancestors').array().notNull().default(sql`'{}'`),
    hideTeamList: boolean('hide_team_list').notNull().default(false),
    meta: jsonb('meta').$type<ImageMeta>().notNull(),
  },
  (t) => [
    uniqueIndex('teams_source').on(t.nationalId, t.sourceId),
    index('teams_season_name').on(t.nationalId, t.season, t.name),
    index('teams_ancestors').using('gin', t.ancestors),
    index('teams_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** A person: player, coach or official. Privacy hangs on `isPublic`. */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    gender: text('gender'),
    imgUrl: text('img_url'),
    meta: jsonb('meta').$type<MemberMeta>().notNull(),
  },
  (t) => [uniqueIndex('members_source').on(t.nationalId, t.sourceId)],
);

/** A member's place on a team's season roster. */
export const teamMembers = pgTable(
  'team_members',
  {
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberType: text('member_type').notNull(),
    shirtNum: integer('shirt_num'),
    position: jsonb('position').$type<Position | null>(),
    exemptions: jsonb('exemptions').$type<Exemption[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.memberId] }), index('team_members_member').on(t.memberId)],
);
