import Type from 'typebox';
import { MatchStatus, Nullable } from '../schemas/values';
import { Id } from './common';
import { Scores } from './match';

const closed = { additionalProperties: false };
/** A value or null, described. */
const OrNull = <T extends Type.TSchema>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });

/** A kickoff as the fixture writes take it: an ISO 8601 date and time with its UTC offset. */
const KickOff = Type.String({
  format: 'date-time',
  maxLength: 40,
  description: "An ISO 8601 date and time with its offset, e.g. '2026-12-05T14:30:00+10:00'.",
});
const FieldName = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '^[^\\u0000]*$',
  description: "The field or court at the venue, as the match card shows it ('Field 2').",
});
const TeamOrTba = (side: string) =>
  OrNull(Id, `The ${side} team: a team of the competition, or null for TBA.`);

/** The body of PATCH /live/matches/{matchId}/fixture: what to change, at least one field. */
export const FixtureChangeBody = Type.Object(
  {
    dateTime: Type.Optional(KickOff),
    venueId: Type.Optional(OrNull(Id, 'A venue of the national, or null for none.')),
    field: Type.Optional(Nullable(FieldName)),
    swap: Type.Optional(
      Type.Literal(true, { description: 'Swaps the home and away teams, their scores and timeouts.' }),
    ),
    homeTeamId: Type.Optional(TeamOrTba('home')),
    awayTeamId: Type.Optional(TeamOrTba('away')),
    isBye: Type.Optional(
      Type.Boolean({ description: 'A bye: the home team plays nobody (the away team must be null).' }),
    ),
  },
  { ...closed, minProperties: 1 },
);
export type FixtureChangeBody = Type.Static<typeof FixtureChangeBody>;

/** The body of POST /live/competitions/{competitionId}/matches: a new match in a round. */
export const NewMatchBody = Type.Object(
  {
    roundId: Type.Optional(Id),
    roundNumber: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 9999, description: 'The round by its number, if not roundId.' }),
    ),
    dateTime: Type.Optional(Nullable(KickOff)),
    venueId: Type.Optional(Nullable(Id)),
    field: Type.Optional(Nullable(FieldName)),
    homeTeamId: Type.Optional(TeamOrTba('home')),
    awayTeamId: Type.Optional(TeamOrTba('away')),
    isBye: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type NewMatchBody = Type.Static<typeof NewMatchBody>;

/** A match's fixture as the fixture writes answer it, with the history change they recorded. */
export const FixtureResult = Type.Object({
  matchId: Id,
  competitionId: Id,
  roundId: Nullable(Id),
  dateTime: Nullable(Type.String({ format: 'date-time' })),
  venueId: Nullable(Id),
  field: Nullable(Type.String()),
  homeTeamId: Nullable(Id),
  awayTeamId: Nullable(Id),
  isBye: Type.Boolean(),
  isTba: Type.Boolean({ description: 'A team is still to be named.' }),
  status: MatchStatus,
  scores: Scores,
  changeId: OrNull(
    Type.Integer(),
    "The change kept in the match's history; null when the write changed nothing.",
  ),
});
export type FixtureResult = Type.Static<typeof FixtureResult>;

/** What DELETE /live/matches/{matchId} answers. */
export const RemovedMatch = Type.Object({
  matchId: Id,
  changeId: Type.Integer({ description: "The 'removed' change, which keeps the match to put it back." }),
});
export type RemovedMatch = Type.Static<typeof RemovedMatch>;
