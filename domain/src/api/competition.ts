import Type from 'typebox';
import {
  CompetitionDisplay,
  CompetitionSettings,
  GameType,
  ImageMeta,
  LadderTemplate,
  Nullable,
  ScoringEventType,
  SortTemplate,
} from '../schemas/values';
import { TeamRef } from './common';
import { EventTypeResponse } from './national';

export const Pool = Type.Object({ name: Type.String(), teams: Type.Array(Type.Integer()) });
export type Pool = Type.Static<typeof Pool>;

/** A competition as listed: enough for a competition card and the selectors. */
export const CompetitionSummary = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  order: Type.Integer(),
  season: Type.Integer(),
  gameType: GameType,
  sportType: Type.String(),
  isCustom: Type.Boolean(),
  hasPools: Type.Boolean(),
  matchCount: Type.Integer(),
  teams: Type.Array(TeamRef),
  meta: ImageMeta,
  display: CompetitionDisplay,
});
export type CompetitionSummary = Type.Static<typeof CompetitionSummary>;

/** A competition with its settings, ladder template and pools. */
export const CompetitionDetail = Type.Object({
  ...CompetitionSummary.properties,
  competitionSettings: CompetitionSettings,
  scoringEvents: Type.Array(EventTypeResponse),
  pools: Type.Array(Pool),
  laddertemplate: LadderTemplate,
  compTypeLaddertemplate: Nullable(SortTemplate),
});
export type CompetitionDetail = Type.Static<typeof CompetitionDetail>;

export const CustomLeaderboard = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  order: Type.Integer(),
  season: Type.Integer(),
  isCustom: Type.Literal(true),
  competitions: Type.Array(Type.Object({ _id: Type.Integer(), name: Type.String() })),
  scoringEvents: Type.Array(ScoringEventType),
  meta: ImageMeta,
});
export type CustomLeaderboard = Type.Static<typeof CustomLeaderboard>;

export const CompetitionEvents = Type.Object({ scoringEvents: Type.Array(EventTypeResponse) });
export type CompetitionEvents = Type.Static<typeof CompetitionEvents>;

export const CombinedEvents = Type.Object({
  allEventsCombined: Type.Object({
    scoringEvents: Type.Array(EventTypeResponse),
    playerMovements: Type.Array(EventTypeResponse),
  }),
});
export type CombinedEvents = Type.Static<typeof CombinedEvents>;
