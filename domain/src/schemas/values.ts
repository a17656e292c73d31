/**
 * Value objects that are stored, imported and served. Each is a TypeBox schema, so the
 * one declaration gives the JSON Schema (import file, route schemas, OpenAPI) and the type.
 */
import Type from 'typebox';
import { FinalsSettings } from './finalsSettings';
import { GridironSettings } from './gridironSettings';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export { Nullable };

/** A union of string literals from a constant list, typed as that list's members. */
export function literalUnion<const T extends readonly string[]>(values: T, description?: string) {
  return Type.Unsafe<T[number]>({
    type: 'string',
    enum: [...values],
    ...(description ? { description } : {}),
  });
}

export const EntityLevel = Type.Union([
  Type.Literal('state'),
  Type.Literal('association'),
  Type.Literal('club'),
]);
export type EntityLevel = Type.Static<typeof EntityLevel>;

/** The plural path segment of a child level, as used in presentation settings and routes. */
export const DirectChild = Type.Union([
  Type.Literal('states'),
  Type.Literal('associations'),
  Type.Literal('clubs'),
]);
export type DirectChild = Type.Static<typeof DirectChild>;

export const EventTypeKind = Type.Union([Type.Literal('scoring'), Type.Literal('movement')]);
export type EventTypeKind = Type.Static<typeof EventTypeKind>;

export const GameType = Type.Union([Type.Literal('teams'), Type.Literal('indv')]);
export type GameType = Type.Static<typeof GameType>;

export const RoundType = Type.Union([
  Type.Literal('regular'),
  Type.Literal('Regular'),
  Type.Literal('knockout'),
  Type.Literal('Knockout'),
  Type.Literal('Final'),
]);
export type RoundType = Type.Static<typeof RoundType>;

export const MATCH_STATUSES = [
  'pre-game',
  'live',
  'half-time',
  'final',
  'forfeit',
  'washout',
  'cancelled',
  'disputed',
  'offline',
  'penalty',
  'sets',
  'first-half',
  'second-half',
  'first-quarter',
  'second-quarter',
  'third-quarter',
  'fourth-quarter',
  'first-period',
  'second-period',
  'third-period',
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const MatchStatus = literalUnion(MATCH_STATUSES);

export const TeamSide = Type.Union([Type.Literal('homeTeam'), Type.Literal('awayTeam')]);
export type TeamSide = Type.Static<typeof TeamSide>;

export const ImageMeta = Type.Object({ imgUrl: Type.Optional(Nullable(Type.String())) });
export type ImageMeta = Type.Static<typeof ImageMeta>;

export const HexColor = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

export const NationalMeta = Type.Object({
  name: Type.Optional(Nullable(Type.String())),
  imgUrl: Type.Optional(Nullable(Type.String())),
  primaryColor: Type.Optional(HexColor),
  secondaryColor: Type.Optional(HexColor),
  highlightColor: Type.Optional(HexColor),
});
export type NationalMeta = Type.Static<typeof NationalMeta>;

export const EntityMeta = Type.Object({
  imgUrl: Type.Optional(Nullable(Type.String())),
  name: Type.Optional(Type.String()),
  slug: Type.Optional(Type.String()),
  primaryColor: Type.Optional(HexColor),
  secondaryColor: Type.Optional(HexColor),
});
export type EntityMeta = Type.Static<typeof EntityMeta>;

export const Presentation = Type.Object({
  useExplorer: Type.Boolean({ default: false }),
  showLogo: Type.Boolean({ default: false }),
  nationalDirectChild: DirectChild,
  stateDirectChild: DirectChild,
  associationDirectChild: DirectChild,
  competitionDirectChild: DirectChild,
});
export type Presentation = Type.Static<typeof Presentation>;

export const MODULE_NAMES = [
  'indvCompetitions',
  'competitions',
  'events',
  'memberships',
  'additionalQs',
  'saleableItems',
  'entityMemberships',
  'clubMemberships',
  'customFees',
  'bookings',
  'quickResults',
] as const;
export const NationalModules = Type.Object(
  Object.fromEntries(MODULE_NAMES.map((m) => [m, Type.Boolean()])) as Record<
    (typeof MODULE_NAMES)[number],
    Type.TBoolean
  >,
);
export type NationalModules = Type.Static<typeof NationalModules>;

/**
 * Behaviour that differs between national bodies. The spec names national ids; these
 * settings carry the same behaviour as data, so no client ever compares national ids.
 */
export const NationalSettings = Type.Object({
  fieldView: Type.Boolean({ default: true, description: 'Show the pitch view in the match centre.' }),
  substitutesOnFieldView: Type.Boolean({ default: true }),
  reportDownloads: Type.Boolean({ default: false, description: 'Match report and member list PDFs.' }),
  statColumnOrder: Type.Union([Type.Literal('default'), Type.Literal('merged')], {
    default: 'default',
    description: "'merged' reorders stat columns 0,1,2,3,5,7,4,6 (match centre) and 0,1,3,5,2,4 (pages).",
  }),
  hideMissedEvents: Type.Boolean({ default: false }),
  playerOfTheMatch: Type.Boolean({ default: false }),
  matchCentreBackground: Type.Union([Type.Literal('default'), Type.Literal('alternate')], {
    default: 'default',
  }),
});
export type NationalSettings = Type.Static<typeof NationalSettings>;

export const MemberType = Type.Object({ name: Type.String(), playing: Type.Boolean() });
export type MemberType = Type.Static<typeof MemberType>;

export const ScoringEventType = Type.Object({
  type: Type.Integer(),
  name: Type.String({ minLength: 1 }),
  abbreviation: Type.Optional(Nullable(Type.String())),
  value: Type.Optional(Type.Integer()),
  visibleInLadders: Type.Optional(Nullable(Type.Boolean())),
});
export type ScoringEventType = Type.Static<typeof ScoringEventType>;

export const StatusDefinition = Type.Object({
  value: MatchStatus,
  period: Type.Integer({ minimum: 0 }),
  periodType: Type.Integer({ minimum: 1 }),
  label: Type.String(),
  abbreviation: Type.String(),
});
export type StatusDefinition = Type.Static<typeof StatusDefinition>;

export const Coordinate = Type.Object({
  x: Type.Number({ minimum: 0, maximum: 100 }),
  y: Type.Number({ minimum: 0, maximum: 100 }),
});

export const Position = Type.Object({
  type: Type.Union([Type.Literal('line-up'), Type.Literal('substitute')]),
  number: Type.Integer(),
  name: Type.String(),
  abbreviation: Type.String(),
  coordinate: Type.Optional(Nullable(Coordinate)),
});
export type Position = Type.Static<typeof Position>;

export const PositionDefinition = Type.Object({
  number: Type.Integer(),
  order: Type.Integer(),
  name: Type.String(),
  abbreviation: Type.String(),
  coordinate: Type.Optional(Nullable(Coordinate)),
});
export type PositionDefinition = Type.Static<typeof PositionDefinition>;

export const Exemption = Type.Object({
  type: Type.Union([Type.Literal('import'), Type.Literal('dispensation')]),
  flag: Type.Boolean(),
  competitions: Type.Optional(Type.Array(Type.Object({ _id: Type.Integer() }))),
});
export type Exemption = Type.Static<typeof Exemption>;

export const MemberMeta = Type.Object({
  showImg: Type.Optional(Type.Boolean()),
  suspend: Type.Optional(Type.Object({ isSuspended: Type.Boolean() })),
});
export type MemberMeta = Type.Static<typeof MemberMeta>;

/** Epoch milliseconds, within the range a JavaScript Date can hold. */
const EpochMillis = Type.Integer({ minimum: -8.64e15, maximum: 8.64e15 });

export const TimeWindow = Type.Object({ from: EpochMillis, to: EpochMillis });

export const CompetitionDisplay = Type.Object({
  public: Type.Boolean(),
  result: Type.Boolean(),
  ladder: Type.Boolean(),
  hideRounds: Type.Array(TimeWindow, { description: 'Epoch-millisecond windows whose matches are hidden.' }),
});
export type CompetitionDisplay = Type.Static<typeof CompetitionDisplay>;

export const CompetitionSettings = Type.Object({
  type: Type.Optional(Nullable(Type.Literal('vs'))),
  periods: Type.Integer({ minimum: 1, maximum: 8 }),
  periodType: Type.Integer({ minimum: 1, maximum: 8 }),
  periodLengthMinutes: Type.Number({ exclusiveMinimum: 0 }),
  timeouts: Type.Integer({ minimum: 0 }),
  useCustomScoringEvents: Type.Boolean(),
  nationalScoringEvents: Type.Array(Type.Integer()),
  scoringEvents: Type.Array(ScoringEventType),
  positions: Type.Array(PositionDefinition),
  /** Present when the competition is scored play by play (`docs/gridiron-plays.md`). */
  gridiron: Type.Optional(GridironSettings),
  /** Who goes to the finals; absent, the ladder template's (gridiron's, else the top four). */
  finals: Type.Optional(FinalsSettings),
});
export type CompetitionSettings = Type.Static<typeof CompetitionSettings>;

export const SortOption = Type.Object({ value: Type.String(), name: Type.Optional(Type.String()) });
export type SortOption = Type.Static<typeof SortOption>;

export const SortTemplate = Type.Object({
  useSortOptions: Type.Boolean(),
  selectedSortOptionsSorted: Type.Array(SortOption),
  selectedSortByOptions: Type.Array(SortOption),
  sortBy: Type.Array(SortOption),
});
export type SortTemplate = Type.Static<typeof SortTemplate>;

/** A conference of a competition: a level above its pools (gridiron's divisions). */
export const Conference = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  pools: Type.Array(Type.String({ minLength: 1 }), {
    description: 'The pools (divisions) of the competition that belong to this conference.',
  }),
});
export type Conference = Type.Static<typeof Conference>;

/** The tie-breaker steps a competition may chain; `docs/ladder-rules.md` defines each. */
export const TIE_BREAK_STEPS = [
  'headToHead',
  'divisionRecord',
  'commonGames',
  'conferenceRecord',
  'strengthOfVictory',
  'strengthOfSchedule',
  'netPoints',
  'conferenceNetPoints',
  'pointsScored',
  'coinToss',
  'importOrder',
] as const;
export type TieBreakStepKey = (typeof TIE_BREAK_STEPS)[number];

export const TieBreakStep = Type.Object({
  step: literalUnion(TIE_BREAK_STEPS),
  /** commonGames: the fewest games against common opponents each tied team needs. */
  minimum: Type.Optional(Type.Integer({ minimum: 1 })),
  /** coinToss: the declared order of the teams, by name, best first. */
  order: Type.Optional(Type.Array(Type.String())),
});
export type TieBreakStep = Type.Static<typeof TieBreakStep>;

/** A ladder's columns: the spec's points table, or gridiron's W-L-T table. */
export const LadderLayout = Type.Union([Type.Literal('points'), Type.Literal('gridiron')]);
export type LadderLayout = Type.Static<typeof LadderLayout>;

export const LadderTemplate = Type.Object({
  useSortOptions: Type.Boolean(),
  selectedSortOptionsSorted: Type.Array(SortOption),
  selectedSortByOptions: Type.Array(SortOption),
  sortBy: Type.Array(SortOption),
  pointsForWin: Type.Number(),
  pointsForDraw: Type.Number(),
  pointsForLoss: Type.Number(),
  pointsForBye: Type.Number(),
  pointsForForfeitWin: Type.Number(),
  pointsForForfeitLoss: Type.Number(),
  bonusCountAsPlayed: Type.Boolean(),
  defaultScoreFFReceived: Type.Integer({ minimum: 0 }),
  /**
   * Gridiron's procedure for teams level on every sort key, in order. Without it, such teams
   * are ordered by name.
   */
  tieBreakers: Type.Optional(Type.Array(TieBreakStep)),
  /**
   * The procedure for a place between teams of different divisions (gridiron's wild-card
   * order); without it, `tieBreakers` serves there too.
   */
  tieBreakersAcrossDivisions: Type.Optional(Type.Array(TieBreakStep)),
  /** The table's columns: the spec's points table (the default), or gridiron's W-L-T table. */
  layout: Type.Optional(LadderLayout),
});
export type LadderTemplate = Type.Static<typeof LadderTemplate>;

export const SetScore = Type.Object({
  setId: Type.String(),
  scores: Type.Object({ homeTeam: Type.Integer(), awayTeam: Type.Integer() }),
  scoringEvents: Type.Optional(Type.Array(Type.Unknown())),
  manual: Type.Optional(Type.Boolean()),
});
export type SetScore = Type.Static<typeof SetScore>;

export const SetScoring = Type.Object({
  useSetScoring: Type.Boolean(),
  setScoringEvent: Type.Optional(Nullable(Type.Integer())),
  endSetValue: Type.Optional(Nullable(Type.Integer())),
});
export type SetScoring = Type.Static<typeof SetScoring>;

export const TableData = Type.Object({
  label: Type.String(),
  headers: Type.Array(Type.String()),
  rows: Type.Array(Type.Array(Type.Union([Type.String(), Type.Number(), Type.Null()]))),
});
export type TableData = Type.Static<typeof TableData>;

/** The server-authoritative clock of a match, in epoch milliseconds and durations. */
export const TimerState = Type.Object({
  timeStart: Nullable(Type.Integer()),
  timeElapse: Type.Integer({ minimum: 0 }),
  timeEnd: Nullable(Type.Integer()),
  timeRemaining: Type.Integer(),
  stopped: Type.Boolean(),
  ended: Type.Boolean(),
  addedTime: Type.Array(Type.Integer({ minimum: 0 })),
});
export type TimerState = Type.Static<typeof TimerState>;

export const RESULT_GROUP_TYPES = [
  'Golf',
  'Race',
  'Tennis',
  'Team H2H',
  'Field Event',
  'Gymnastics',
] as const;
export type ResultGroupType = (typeof RESULT_GROUP_TYPES)[number];
export const ResultGroupType = literalUnion(RESULT_GROUP_TYPES);

export const ResultGroupParticipant = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  scores: Type.Optional(Type.Array(Type.Number())),
  totalScore: Type.Optional(Type.Number()),
  position: Type.Optional(Type.Integer()),
  time: Type.Optional(Type.String()),
  distanceHeight: Type.Optional(Type.Number()),
  score: Type.Optional(Type.Number()),
  setScores: Type.Optional(Type.Array(Type.Number())),
});
export type ResultGroupParticipant = Type.Static<typeof ResultGroupParticipant>;

const ResultTeam = Type.Object({ name: Type.String(), score: Type.Number() });
export const ResultGroupMatch = Type.Object({
  id: Type.String(),
  name: Type.String(),
  venue: Type.Optional(Nullable(Type.String())),
  dateTime: Type.Optional(Nullable(EpochMillis)),
  team1: Type.Optional(ResultTeam),
  team2: Type.Optional(ResultTeam),
  participants: Type.Optional(
    Type.Array(
      Type.Object({
        name1: Type.String(),
        name2: Type.Optional(Nullable(Type.String())),
        setScores: Type.Array(Type.Number()),
      }),
    ),
  ),
});
export type ResultGroupMatch = Type.Static<typeof ResultGroupMatch>;
