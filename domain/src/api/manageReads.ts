import Type from 'typebox';
import { MatchStatus, Nullable } from '../schemas/values';
import { Id, Ref } from './common';
import { PeriodPoints } from './manage';

/**
 * What the manager's console (`/manage`) reads behind its token: the competitions the token may
 * manage, and their matches as the results grid and the fixture editor show them. Never cached:
 * a manager sees each write the moment it is made.
 */

/** The most days a date range of matches may span. */
export const MANAGE_RANGE_MAX_DAYS = 62;
/** The most matches one read answers. */
export const MANAGE_MATCHES_LIMIT = 500;

export const ManagedRound = Type.Object({
  _id: Id,
  number: Type.Integer(),
  type: Type.String({ description: "'regular' or a finals round's type." }),
  name: Type.String({ description: "As the schedule names it: 'Round 3', 'Grand Final'." }),
  firstDate: Nullable(Type.String({ format: 'date-time', description: 'Its earliest kickoff.' })),
  lastDate: Nullable(Type.String({ format: 'date-time', description: 'Its latest kickoff.' })),
  matches: Type.Integer({ description: 'How many matches it holds, byes included.' }),
});
export type ManagedRound = Type.Static<typeof ManagedRound>;

export const ManagedCompetition = Type.Object({
  _id: Id,
  name: Type.String(),
  season: Type.Integer(),
  sportType: Type.String(),
  rounds: Type.Array(ManagedRound, { description: 'By number, then id.' }),
  teams: Type.Array(Ref, { description: 'The teams that play it, by name.' }),
});
export type ManagedCompetition = Type.Static<typeof ManagedCompetition>;

export const ManagedVenue = Type.Object({
  _id: Id,
  name: Type.String(),
  timeZone: Nullable(Type.String({ description: "The venue's IANA zone, if it has its own." })),
});
export type ManagedVenue = Type.Static<typeof ManagedVenue>;

/**
 * GET /live/manage/competitions: the competitions the token may manage, of the current season
 * and any later one (next season's draw), current season first; the national's venues, by name,
 * for the fixture editor; the national's zone, in which dates are typed.
 */
export const ManagedCompetitions = Type.Object({
  timeZone: Type.String(),
  competitions: Type.Array(ManagedCompetition),
  venues: Type.Array(ManagedVenue),
});
export type ManagedCompetitions = Type.Static<typeof ManagedCompetitions>;

/** A match as the results grid and the fixture editor show it. */
export const ManagedMatch = Type.Object({
  _id: Id,
  competitionId: Id,
  roundId: Nullable(Id),
  dateTime: Nullable(Type.String({ format: 'date-time' })),
  venue: Nullable(Ref),
  field: Nullable(Type.String()),
  status: MatchStatus,
  isBye: Type.Boolean(),
  isTba: Type.Boolean(),
  homeTeam: Nullable(Ref),
  awayTeam: Nullable(Ref),
  homeScore: Type.Integer(),
  awayScore: Type.Integer(),
  forfeitingTeamId: Nullable(Id),
  playerOfTheMatch: Nullable(Ref),
  periods: Type.Integer({ description: 'How many regular periods it has.' }),
  perPeriodScore: Type.Boolean({
    description: 'It shows a per-period table: the grid asks for period points.',
  }),
  periodPoints: Type.Union([Type.Array(PeriodPoints), Type.Null()], {
    description: "A manager's per-period points, if entered.",
  }),
  scoredLive: Type.Boolean({
    description: 'It has scoring events or plays: a result replaces them only on purpose (replacesLive).',
  }),
  changes: Type.Integer({ description: 'How many changes its history holds (GET …/changes lists them).' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ManagedMatch = Type.Static<typeof ManagedMatch>;

/**
 * The query of GET /live/manage/competitions/{competitionId}/matches: a round, or a date range
 * in the national's zone (both ends included, at most MANAGE_RANGE_MAX_DAYS days), or neither
 * for the whole competition. Matches are answered by kickoff (undated last), then id.
 */
export const ManagedMatchesQuery = Type.Object(
  {
    roundId: Type.Optional(Id),
    from: Type.Optional(Type.String({ format: 'date', description: "A date, 'YYYY-MM-DD'." })),
    to: Type.Optional(Type.String({ format: 'date', description: "A date, 'YYYY-MM-DD'." })),
  },
  { additionalProperties: false },
);
export type ManagedMatchesQuery = Type.Static<typeof ManagedMatchesQuery>;
