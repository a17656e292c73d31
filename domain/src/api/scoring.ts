import Type from 'typebox';
import { MatchStatus, Nullable } from '../schemas/values';
import { SCOPE_TYPES } from './live';

/** A match a scoring token may write to, as the scorer's console lists it. */
export const ScorableMatch = Type.Object({
  _id: Type.Integer(),
  dateTime: Nullable(Type.String({ format: 'date-time' })),
  status: MatchStatus,
  competition: Type.Object({ _id: Type.Integer(), name: Type.String() }),
  homeTeam: Nullable(Type.Object({ _id: Type.Integer(), name: Type.String() })),
  awayTeam: Nullable(Type.Object({ _id: Type.Integer(), name: Type.String() })),
});
export type ScorableMatch = Type.Static<typeof ScorableMatch>;

/**
 * Who a scoring token speaks for (its role and scope, never the token), and the matches it may
 * score around now, today's first: what the scorer's console shows after sign-in.
 */
export const ScorerIdentity = Type.Object({
  tokenId: Type.Integer(),
  role: Type.Integer({ minimum: 1, maximum: 7, description: 'The role code (7 is referee).' }),
  roleKey: Type.String({ description: "e.g. 'referee'" }),
  roleName: Type.String({ description: "e.g. 'Referee'" }),
  scopeType: Type.Unsafe<(typeof SCOPE_TYPES)[number]>({ type: 'string', enum: [...SCOPE_TYPES] }),
  scopeId: Nullable(Type.Integer()),
  scopeName: Nullable(
    Type.String({ description: 'The name of the national, entity, team or match scoped.' }),
  ),
  expiresAt: Nullable(Type.String({ format: 'date-time' })),
  timeZone: Type.String({ description: "The national's time zone, in which 'today' is reckoned." }),
  matches: Type.Array(ScorableMatch),
});
export type ScorerIdentity = Type.Static<typeof ScorerIdentity>;
