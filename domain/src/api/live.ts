import Type from 'typebox';
import { MatchStatus, Nullable, SetScore, TimerState } from '../schemas/values';
import { Ref } from './common';
import { MatchEvent, Scores } from './match';

/** The three live channels of a match (spec 4), kept from the push service they replace. */
export const liveChannels = (matchId: number) => ({
  match: `match-${matchId}`,
  timer: `match-timer-${matchId}`,
  setScores: `match-setscores-${matchId}`,
});

/** One live message: its channel, its name, and the spec's payload. The SSE id is its log position. */
export const LiveMessage = Type.Object({
  channel: Type.String(),
  event: Type.String(),
  data: Type.Unknown(),
});
export type LiveMessage = Type.Static<typeof LiveMessage>;

export const StatusMessage = Type.Object({ status: MatchStatus, forfeitingTeam: Nullable(Ref) });
export type StatusMessage = Type.Static<typeof StatusMessage>;

export const EventAddMessage = Type.Object({
  event: MatchEvent,
  type: Type.Union([Type.Literal('scoring'), Type.Literal('movement')]),
  scores: Scores,
});
export type EventAddMessage = Type.Static<typeof EventAddMessage>;

export const EventRemoveMessage = Type.Object({
  eventId: Type.Integer(),
  type: Type.Union([Type.Literal('scoring'), Type.Literal('movement')]),
  scores: Scores,
});
export type EventRemoveMessage = Type.Static<typeof EventRemoveMessage>;

/** What a write call answers: the match's scores after the write. */
export const WriteResult = Type.Object({
  scores: Scores,
  status: MatchStatus,
  event: Type.Optional(MatchEvent),
});
export type WriteResult = Type.Static<typeof WriteResult>;

/** The clock at the moment of a read: the stored state brought up to then, plus what it shows. */
export const TimerNow = Type.Object({
  ...TimerState.properties,
  elapsedMs: Type.Integer(),
  remainingMs: Type.Integer(),
  running: Type.Boolean(),
  display: Type.String({ description: "The remaining time as 'MM:SS'." }),
});
export type TimerNow = Type.Static<typeof TimerNow>;

/** GET /live/matches/{id}/timer: the clock (null until one is created) and the timeouts. */
export const LiveTimer = Type.Object({
  currentTime: Nullable(TimerNow),
  competitionTimeouts: Type.Integer(),
  matchTimeouts: Scores,
  timeoutsRemaining: Scores,
  periodLengthMillis: Type.Integer(),
  hasEnded: Type.Boolean(),
});
export type LiveTimer = Type.Static<typeof LiveTimer>;

/** What a clock or timeout write answers. */
export const ClockWriteResult = Type.Object({
  status: MatchStatus,
  timer: Nullable(TimerState),
  matchTimeouts: Scores,
  timeoutsRemaining: Scores,
});
export type ClockWriteResult = Type.Static<typeof ClockWriteResult>;

/** What a set-score write answers. The scores stay the sum of the scoring events. */
export const SetScoresWriteResult = Type.Object({
  status: MatchStatus,
  setScores: Type.Array(SetScore),
  currentSetId: Nullable(Type.String()),
  scores: Scores,
});
export type SetScoresWriteResult = Type.Static<typeof SetScoresWriteResult>;

/** The scoring roles of spec 6, by code. */
export const ROLES = {
  1: { key: 'touchlineAdmin', name: 'Touchline Admin' },
  2: { key: 'superAdmin', name: 'Super Admin' },
  3: { key: 'stateAdmin', name: 'State Admin' },
  4: { key: 'associationAdmin', name: 'Association Admin' },
  5: { key: 'clubAdmin', name: 'Club Admin' },
  6: { key: 'teamAdmin', name: 'Team Admin' },
  7: { key: 'referee', name: 'Referee' },
} as const;
export type RoleCode = keyof typeof ROLES;
export const SCOPE_TYPES = ['national', 'state', 'association', 'club', 'team', 'match'] as const;
export type ScopeType = (typeof SCOPE_TYPES)[number];
