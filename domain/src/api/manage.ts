import Type from 'typebox';
import { Nullable } from '../schemas/values';
import { Id } from './common';
import { WriteResult } from './live';

/** The statuses a manager writes as a result: a match over. ('abandoned' is not a status here.) */
export const RESULT_STATUSES = ['final', 'forfeit', 'washout', 'cancelled'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

const Score = (side: string) =>
  Type.Integer({ minimum: 0, maximum: 9999, description: `The ${side} team's points.` });

/** The most periods a manager's per-period points may name (four quarters and overtimes). */
export const MAX_RESULT_PERIODS = 12;

/** One period's points of a manager's result: the first is the first period's. */
export const PeriodPoints = Type.Object(
  { homeTeam: Score('home'), awayTeam: Score('away') },
  { additionalProperties: false },
);
export type PeriodPoints = Type.Static<typeof PeriodPoints>;

/**
 * The body of PUT /live/matches/{matchId}/result: a manager's result. Per-period points are
 * optional: given, they are kept with the match and shown in its per-period table (no scoring
 * events are written), and they must add up to the scores; left out, a match that shows a
 * per-period table shows the plain score instead.
 */
export const ResultBody = Type.Object(
  {
    status: Type.Unsafe<ResultStatus>({ type: 'string', enum: [...RESULT_STATUSES] }),
    homeScore: Type.Optional(Score('home')),
    awayScore: Type.Optional(Score('away')),
    forfeitingTeam: Type.Optional(
      Type.Union([Id, Type.Null()], {
        description: 'For a forfeit (required then): the home or the away team, the side that forfeited.',
      }),
    ),
    playerOfTheMatch: Type.Optional(
      Type.Union([Id, Type.Null()], {
        description: "A member on one of the two teams' lists for the match, or null for none.",
      }),
    ),
    periodPoints: Type.Optional(
      Type.Union([Type.Array(PeriodPoints, { minItems: 1, maxItems: MAX_RESULT_PERIODS }), Type.Null()], {
        description:
          "Each period's points, first period first, at least the match's periods (more for overtime); they must add up to homeScore and awayScore. Null or left out: none.",
      }),
    ),
    replacesLive: Type.Optional(
      Type.Boolean({
        description:
          'Required (true) for a match scored live (it has scoring events or plays): the result replaces the live score. Its events are kept, as the record of the game, but the score is the manager’s.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ResultBody = Type.Static<typeof ResultBody>;

export const MATCH_CHANGE_KINDS = ['result', 'fixture', 'added', 'removed', 'revert'] as const;
export type MatchChangeKind = (typeof MATCH_CHANGE_KINDS)[number];

/** One manager change to a match, as its history lists it. */
export const MatchChangeItem = Type.Object({
  _id: Type.Integer(),
  matchId: Type.Integer(),
  kind: Type.Unsafe<MatchChangeKind>({ type: 'string', enum: [...MATCH_CHANGE_KINDS] }),
  by: Type.Object({
    tokenId: Nullable(Type.Integer()),
    label: Nullable(Type.String({ description: "The token's label when the change was made." })),
  }),
  at: Type.String({ format: 'date-time' }),
  before: Type.Record(Type.String(), Type.Unknown(), {
    description: 'The match fields the change touched, as they were before it.',
  }),
  after: Type.Record(Type.String(), Type.Unknown(), {
    description: 'The same fields as the change left them.',
  }),
  revertedBy: Nullable(Type.Integer({ description: 'The revert that undid this change, if one did.' })),
});
export type MatchChangeItem = Type.Static<typeof MatchChangeItem>;

/** A manager's write answers the match's scores and status, as scoring writes do, and the change. */
export const ManageWriteResult = Type.Object({
  ...WriteResult.properties,
  change: MatchChangeItem,
});
export type ManageWriteResult = Type.Static<typeof ManageWriteResult>;
