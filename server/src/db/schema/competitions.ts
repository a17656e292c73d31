import type {
  CompetitionDisplay,
  CompetitionSettings,
  Conference,
  GameType,
  ImageMeta,
  LadderTemplate,
  RoundType,
  ScoringEventType,
  SortTemplate,
} from '@touchline/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { entities } from './entities';
import { nationals } from './nationals';
import { teams } from './teams';

/**
 * A competition in one season. `entityIds` holds the owner, every entity above it, and
 * every entity above its teams, so "competitions of entity X" is one indexed array test.
 */
export const competitions = pgTable(
  'competitions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    season: integer('season').notNull(),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
    ownerEntityId: integer('owner_entity_id').references(() => entities.id),
    entityIds: integer('entity_ids').array().notNull().default(sql`'{}'`),
    gameType: text('game_type').$type<GameType>().notNull().default('teams'),
    sportType: text('sport_type').notNull().default('gridiron'),
    hasPools: boolean('has_pools').notNull().default(false),
    /** The conferences its pools belong to; empty when it has none. */
    conferences: jsonb('conferences').$type<Conference[]>().notNull().default([]),
    meta: jsonb('meta').$type<ImageMeta>().notNull(),
    display: jsonb('display').$type<CompetitionDisplay>().notNull(),
    settings: jsonb('settings').$type<CompetitionSettings>().notNull(),
    laddertemplate: jsonb('laddertemplate').$type<LadderTemplate>().notNull(),
    compTypeLaddertemplate: jsonb('comp_type_laddertemplate').$type<SortTemplate | null>(),
    /** Bumped by database triggers whenever anything a ladder or leaderboard reads changes. */
    resultsVersion: integer('results_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('competitions_source').on(t.nationalId, t.sourceId),
    index('competitions_season').on(t.nationalId, t.season, t.order),
    index('competitions_entities').using('gin', t.entityIds),
    index('competitions_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Which teams play a competition, and in which pool. */
export const competitionTeams = pgTable(
  'competition_teams',
  {
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    poolName: text('pool_name'),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.teamId] }), index('competition_teams_team').on(t.teamId)],
);

/** A points deduction (negative) or award imposed on a team's ladder by the governing body. */
export const ladderAdjustments = pgTable(
  'ladder_adjustments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason'),
  },
  (t) => [uniqueIndex('ladder_adjustments_source').on(t.competitionId, t.sourceId)],
);

/** Rounds of a competition: regular rounds by number, then finals or knockout rounds. */
export const rounds = pgTable(
  'rounds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    number: integer('number').notNull(),
    type: text('type').$type<RoundType>().notNull(),
    name: text('name'),
    displayName: text('display_name'),
  },
  (t) => [uniqueIndex('rounds_source').on(t.competitionId, t.sourceId)],
);

/** A leaderboard that spans several competitions. */
export const customLeaderboards = pgTable(
  'custom_leaderboards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    season: integer('season').notNull(),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
    ownerEntityId: integer('owner_entity_id').references(() => entities.id),
    entityIds: integer('entity_ids').array().notNull().default(sql`'{}'`),
    competitionIds: integer('competition_ids').array().notNull(),
    meta: jsonb('meta').$type<ImageMeta>().notNull(),
    scoringEvents: jsonb('scoring_events').$type<ScoringEventType[]>().notNull(),
  },
  (t) => [
    uniqueIndex('custom_leaderboards_source').on(t.nationalId, t.sourceId),
    index('custom_leaderboards_season').on(t.nationalId, t.season),
    index('custom_leaderboards_entities').using('gin', t.entityIds),
  ],
);
