import type {
  EventTypeKind,
  GameState,
  MatchStatus,
  PeriodPoints,
  PlayResult,
  PlayType,
  Position,
  SetScore,
  SetScoring,
  TableData,
  TeamSide,
  TimerState,
} from '@touchline/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { competitions, rounds } from './competitions';
import { venues } from './entities';
import { nationals } from './nationals';
import { members, teams } from './teams';

/** A fixture or result. A bye is a match with `isBye` and no away team. */
export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    roundId: integer('round_id').references(() => rounds.id, { onDelete: 'set null' }),
    poolName: text('pool_name'),
    venueId: integer('venue_id').references(() => venues.id),
    fieldName: text('field_name'),
    matchName: text('match_name'),
    dateTime: timestamp('date_time', { withTimezone: true }),
    status: text('status').$type<MatchStatus>().notNull().default('pre-game'),
    homeTeamId: integer('home_team_id').references(() => teams.id),
    awayTeamId: integer('away_team_id').references(() => teams.id),
    homeScore: integer('home_score').notNull().default(0),
    awayScore: integer('away_score').notNull().default(0),
    isBye: boolean('is_bye').notNull().default(false),
    isTba: boolean('is_tba').notNull().default(false),
    forfeitingTeamId: integer('forfeiting_team_id').references(() => teams.id),
    periods: integer('periods').notNull().default(4),
    periodType: integer('period_type').notNull().default(4),
    perPeriodScore: boolean('per_period_score').notNull().default(false),
    /** A manager's per-period points (a result without events); null when none were entered. */
    periodPoints: jsonb('period_points').$type<PeriodPoints[] | null>(),
    setScoring: jsonb('set_scoring').$type<SetScoring | null>(),
    setScores: jsonb('set_scores').$type<SetScore[]>().notNull(),
    currentSetId: text('current_set_id'),
    matchTimeouts: jsonb('match_timeouts').$type<Record<TeamSide, number>>().notNull(),
    timer: jsonb('timer').$type<TimerState | null>(),
    playerOfTheMatchId: integer('player_of_the_match_id').references(() => members.id),
    sportType: text('sport_type').notNull().default('gridiron'),
    tableData: jsonb('table_data').$type<TableData | null>(),
    /** How the game stands after its last play; null with no plays. */
    game: jsonb('game').$type<GameState | null>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('matches_source').on(t.nationalId, t.sourceId),
    index('matches_competition_time').on(t.competitionId, t.dateTime),
    index('matches_home_team').on(t.homeTeamId, t.dateTime),
    index('matches_away_team').on(t.awayTeamId, t.dateTime),
    index('matches_national_status').on(t.nationalId, t.status),
  ],
);

/** Referees and other officials appointed to a match. */
export const matchOfficials = pgTable(
  'match_officials',
  {
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('referee'),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.memberId] })],
);

/** A team's list for one match: players (line-up and substitutes) and non-players. */
export const teamListEntries = pgTable(
  'team_list_entries',
  {
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    isPlayer: boolean('is_player').notNull(),
    shirtNum: integer('shirt_num'),
    position: jsonb('position').$type<Position | null>(),
    memberType: text('member_type').notNull(),
    hasImport: boolean('has_import').notNull().default(false),
    hasDispensation: boolean('has_dispensation').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.teamId, t.memberId] }),
    index('team_list_entries_member').on(t.memberId),
  ],
);

/** Scoring and movement events of a match, in match time. */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    kind: text('kind').$type<EventTypeKind>().notNull(),
    type: integer('type').notNull(),
    name: text('name').notNull(),
    value: integer('value').notNull().default(0),
    teamId: integer('team_id').references(() => teams.id),
    isHomeTeam: boolean('is_home_team').notNull(),
    period: integer('period').notNull(),
    min: integer('min').notNull().default(0),
    sec: integer('sec').notNull().default(0),
    playerId: integer('player_id').references(() => members.id),
    offId: integer('off_id').references(() => members.id),
    onId: integer('on_id').references(() => members.id),
    /** The play that made this scoring event: it goes when its play is taken back. */
    playId: integer('play_id').references(() => plays.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_source').on(t.matchId, t.sourceId),
    index('events_player').on(t.playerId, t.kind, t.type),
    index('events_play').on(t.playId),
  ],
);

/**
 * The plays of a match scored play by play, in order (`seq` from 1), each with the game state
 * after it, so taking back the last play needs no replay of the ones before.
 */
export const plays = pgTable(
  'plays',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').$type<PlayType>().notNull(),
    isHomeTeam: boolean('is_home_team').notNull(),
    period: integer('period').notNull(),
    min: integer('min').notNull().default(0),
    sec: integer('sec').notNull().default(0),
    yards: integer('yards'),
    returnYards: integer('return_yards'),
    result: text('result').$type<PlayResult>(),
    conversion: text('conversion').$type<'kick' | 'twoPoint'>(),
    firstDown: boolean('first_down'),
    lossOfDown: boolean('loss_of_down'),
    down: integer('down'),
    note: text('note'),
    passerId: integer('passer_id').references(() => members.id),
    carrierId: integer('carrier_id').references(() => members.id),
    receiverId: integer('receiver_id').references(() => members.id),
    tacklerId: integer('tackler_id').references(() => members.id),
    kickerId: integer('kicker_id').references(() => members.id),
    returnerId: integer('returner_id').references(() => members.id),
    state: jsonb('state').$type<GameState>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plays_match_seq').on(t.matchId, t.seq),
    uniqueIndex('plays_source').on(t.matchId, t.sourceId),
  ],
);
