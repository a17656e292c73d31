/**
 * The Touchline import format, version 1. One JSON document carries one national's data,
 * every record keyed by the source system's own id (`id`), and every reference made by
 * those ids. Importing the same file twice changes nothing. `schemas/import.schema.json`
 * is generated from this declaration (`npm run schema:import`).
 */
import {
  CompetitionDisplay,
  CompetitionSettings,
  Conference,
  EntityLevel,
  EntityMeta,
  EventTypeKind,
  Exemption,
  GameType,
  ImageMeta,
  LadderTemplate,
  MatchStatus,
  MemberMeta,
  MemberType,
  NationalMeta,
  NationalModules,
  NationalSettings,
  Nullable,
  PlayFields,
  Position,
  Presentation,
  ResultGroupMatch,
  ResultGroupParticipant,
  ResultGroupType,
  RoundType,
  ScoringEventType,
  SetScore,
  SetScoring,
  SORT_KEYS,
  SortTemplate,
  StatusDefinition,
  TableData,
} from '@touchline/domain';
import Type from 'typebox';

const SourceId = Type.String({ minLength: 1, maxLength: 120, description: "The source system's id." });
const Ref = (what: string) =>
  Type.String({ minLength: 1, maxLength: 120, description: `The id of a ${what}.` });
const Name = Type.String({ minLength: 1, maxLength: 200 });
const DateTime = Type.String({
  format: 'date-time',
  description: 'A date and time with its time-zone offset, e.g. 2026-03-01T19:00:00+10:00.',
});
const Season = Type.Integer({ minimum: 1900, maximum: 2200 });

/** A ladder sort key the ladder knows: the app ignores any other, so an import refuses it. */
const SortOption = Type.Object({
  value: Type.Unsafe<string>({ type: 'string', enum: [...SORT_KEYS] }),
  name: Type.Optional(Type.String()),
});
const SortOptions = {
  selectedSortOptionsSorted: Type.Array(SortOption),
  selectedSortByOptions: Type.Array(SortOption),
  sortBy: Type.Array(SortOption),
};
const ImportLadderTemplate = Type.Object({ ...LadderTemplate.properties, ...SortOptions });
const ImportSortTemplate = Type.Object({ ...SortTemplate.properties, ...SortOptions });

export const ImportNational = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'The national id clients send in the national-id header.' }),
  name: Name,
  timezone: Type.String({
    minLength: 1,
    description:
      "The national's time zone, of the IANA database (e.g. Australia/Sydney): its dates are shown on its clock.",
  }),
  meta: NationalMeta,
  presentation: Presentation,
  modules: NationalModules,
  settings: NationalSettings,
  memberTypes: Type.Array(MemberType),
});

export const ImportSeason = Type.Object({ id: Season, currentSeason: Type.Boolean() });

export const ImportEventType = Type.Object({
  kind: EventTypeKind,
  ...ScoringEventType.properties,
});

export const ImportEntity = Type.Object({
  id: SourceId,
  level: EntityLevel,
  name: Name,
  slug: Type.String({ pattern: '^[a-z0-9-]+$', maxLength: 120 }),
  parent: Type.Optional(Nullable(Ref('state or association (none: the national)'))),
  meta: EntityMeta,
});

export const ImportVenue = Type.Object({
  id: SourceId,
  name: Name,
  timezone: Type.Optional(
    Nullable(
      Type.String({
        minLength: 1,
        description:
          "The venue's time zone, of the IANA database (e.g. Australia/Perth); none: the national's.",
      }),
    ),
  ),
  lat: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  lng: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
});

export const ImportMember = Type.Object({
  id: SourceId,
  firstName: Type.String({ maxLength: 100 }),
  lastName: Type.String({ maxLength: 100 }),
  isPublic: Type.Boolean(),
  gender: Type.Optional(Nullable(Type.String())),
  imgUrl: Type.Optional(Nullable(Type.String())),
  meta: Type.Optional(MemberMeta),
});

export const ImportRosterEntry = Type.Object({
  member: Ref('member'),
  memberType: Type.String({ minLength: 1 }),
  shirtNum: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 999 }))),
  position: Type.Optional(Nullable(Position)),
  exemptions: Type.Optional(Type.Array(Exemption)),
});

export const ImportTeam = Type.Object({
  id: SourceId,
  name: Name,
  season: Season,
  club: Type.Optional(Nullable(Ref('club'))),
  hideTeamList: Type.Optional(Type.Boolean()),
  meta: Type.Optional(ImageMeta),
  roster: Type.Optional(Type.Array(ImportRosterEntry)),
});

export const ImportRound = Type.Object({
  id: SourceId,
  number: Type.Integer({ minimum: 0, maximum: 500 }),
  type: RoundType,
  name: Type.Optional(Nullable(Type.String())),
  displayName: Type.Optional(Nullable(Type.String())),
});

export const ImportCompetition = Type.Object({
  id: SourceId,
  name: Name,
  season: Season,
  order: Type.Optional(Type.Integer()),
  owner: Type.Optional(Nullable(Ref('state, association or club (none: the national)'))),
  gameType: Type.Optional(GameType),
  sportType: Type.Optional(Type.String()),
  meta: Type.Optional(ImageMeta),
  display: CompetitionDisplay,
  settings: CompetitionSettings,
  laddertemplate: ImportLadderTemplate,
  compTypeLaddertemplate: Type.Optional(Nullable(ImportSortTemplate)),
  teams: Type.Array(Type.Object({ team: Ref('team'), pool: Type.Optional(Nullable(Type.String())) })),
  conferences: Type.Optional(
    Type.Array(Conference, {
      description: "Conferences over the competition's pools: each pool belongs to at most one.",
    }),
  ),
  rounds: Type.Array(ImportRound),
  ladderAdjustments: Type.Optional(
    Type.Array(
      Type.Object({
        id: SourceId,
        team: Ref('team'),
        points: Type.Integer({ description: 'Negative for a deduction.' }),
        reason: Type.Optional(Nullable(Type.String())),
      }),
    ),
  ),
});

export const ImportCustomLeaderboard = Type.Object({
  id: SourceId,
  name: Name,
  season: Season,
  order: Type.Optional(Type.Integer()),
  owner: Type.Optional(Nullable(Ref('entity'))),
  competitions: Type.Array(Ref('competition'), { minItems: 1 }),
  scoringEvents: Type.Array(ScoringEventType),
  meta: Type.Optional(ImageMeta),
});

const Side = Type.Union([Type.Literal('home'), Type.Literal('away')]);

export const ImportEvent = Type.Object({
  id: SourceId,
  kind: EventTypeKind,
  type: Type.Integer({
    description:
      "The national's scoring or movement type; a scoring event of a competition with custom scoring events names one of the competition's own.",
  }),
  side: Side,
  period: Type.Integer({ minimum: 0 }),
  min: Type.Integer({ minimum: 0 }),
  sec: Type.Integer({ minimum: 0, maximum: 59 }),
  value: Type.Optional(Type.Integer({ description: 'Defaults to the event type value.' })),
  player: Type.Optional(Nullable(Ref('member'))),
  off: Type.Optional(Nullable(Ref('member'))),
  on: Type.Optional(Nullable(Ref('member'))),
});

/** A play's fields as the scoring API takes them, but `down`: an import is not a device in step. */
const { down: _down, ...ImportPlayFields } = PlayFields;
const PlayPlayer = Type.Optional(Nullable(Ref('member')));

/**
 * A play of a match scored play by play (its competition has `gridiron` settings), in order.
 * The match's plays are replayed on import: one the game does not allow is an error naming its
 * index. A scoring play makes its scoring event, so such a match's `events` hold movements only.
 */
export const ImportPlay = Type.Object({
  id: Type.Optional(SourceId),
  ...ImportPlayFields,
  players: Type.Optional(
    Type.Object({
      passer: PlayPlayer,
      carrier: PlayPlayer,
      receiver: PlayPlayer,
      tackler: PlayPlayer,
      kicker: PlayPlayer,
      returner: PlayPlayer,
    }),
  ),
});

export const ImportTeamListEntry = Type.Object({
  member: Ref('member'),
  isPlayer: Type.Boolean(),
  memberType: Type.String({ minLength: 1 }),
  shirtNum: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 999 }))),
  position: Type.Optional(Nullable(Position)),
  hasImport: Type.Optional(Type.Boolean()),
  hasDispensation: Type.Optional(Type.Boolean()),
});

export const ImportMatch = Type.Object({
  id: SourceId,
  competition: Ref('competition'),
  round: Type.Optional(Nullable(Ref('round of the competition'))),
  pool: Type.Optional(Nullable(Type.String())),
  matchName: Type.Optional(Nullable(Type.String())),
  dateTime: Type.Optional(Nullable(DateTime)),
  venue: Type.Optional(Nullable(Ref('venue'))),
  field: Type.Optional(Nullable(Type.String())),
  status: MatchStatus,
  homeTeam: Type.Optional(Nullable(Ref('team'))),
  awayTeam: Type.Optional(Nullable(Ref('team'))),
  scores: Type.Optional(Type.Object({ homeTeam: Type.Integer(), awayTeam: Type.Integer() })),
  isBye: Type.Optional(Type.Boolean()),
  isTba: Type.Optional(Type.Boolean()),
  forfeitingTeam: Type.Optional(Nullable(Ref('team in the match'))),
  periods: Type.Optional(Type.Integer({ minimum: 1, maximum: 8 })),
  periodType: Type.Optional(Type.Integer({ minimum: 1, maximum: 8 })),
  perPeriodScore: Type.Optional(Type.Boolean()),
  setScoring: Type.Optional(Nullable(SetScoring)),
  setScores: Type.Optional(Type.Array(SetScore)),
  currentSetId: Type.Optional(Nullable(Type.String())),
  matchTimeouts: Type.Optional(
    Type.Object({ homeTeam: Type.Integer({ minimum: 0 }), awayTeam: Type.Integer({ minimum: 0 }) }),
  ),
  referees: Type.Optional(Type.Array(Ref('member'))),
  playerOfTheMatch: Type.Optional(Nullable(Ref('member'))),
  sportType: Type.Optional(Type.String()),
  tableData: Type.Optional(Nullable(TableData)),
  teamLists: Type.Optional(
    Type.Object({ home: Type.Array(ImportTeamListEntry), away: Type.Array(ImportTeamListEntry) }),
  ),
  events: Type.Optional(Type.Array(ImportEvent)),
  plays: Type.Optional(Type.Array(ImportPlay)),
});

export const ImportResultGroup = Type.Object({
  id: SourceId,
  name: Name,
  order: Type.Optional(Type.Integer()),
  type: ResultGroupType,
  dateTime: Type.Optional(Nullable(DateTime)),
  venue: Type.Optional(Nullable(Type.String())),
  sportInfo: Type.Optional(Nullable(Type.String())),
  rounds: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
  numberOfSets: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
  singlesDoubles: Type.Optional(Nullable(Type.Union([Type.Literal('singles'), Type.Literal('doubles')]))),
  participants: Type.Array(ResultGroupParticipant),
  matches: Type.Array(ResultGroupMatch),
});

/** PostgreSQL's integer range. */
export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;

/**
 * Refuses unknown fields at every level, so a misspelt field is reported, not ignored. Gives
 * every integer without bounds of its own PostgreSQL's integer range, since most land in an
 * integer column: the database would refuse a wider one after the file was called valid. A
 * field stored wider (epoch milliseconds) declares its own bounds.
 */
function closed<T extends Type.TSchema>(schema: T): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) copy[key] = walk(value);
    if (copy.type === 'object' && copy.properties && copy.additionalProperties === undefined)
      copy.additionalProperties = false;
    if (copy.type === 'integer') {
      copy.minimum ??= INT_MIN;
      copy.maximum ??= INT_MAX;
    }
    return copy;
  };
  return walk(schema) as T;
}

export const ImportFile = closed(
  Type.Object(
    {
      $schema: Type.Optional(Type.String()),
      format: Type.Literal('touchline-import'),
      version: Type.Literal(1),
      national: ImportNational,
      seasons: Type.Array(ImportSeason, { minItems: 1 }),
      eventTypes: Type.Array(ImportEventType),
      statuses: Type.Optional(Type.Array(StatusDefinition)),
      entities: Type.Array(ImportEntity),
      venues: Type.Array(ImportVenue),
      members: Type.Array(ImportMember),
      teams: Type.Array(ImportTeam),
      competitions: Type.Array(ImportCompetition),
      customLeaderboards: Type.Optional(Type.Array(ImportCustomLeaderboard)),
      matches: Type.Array(ImportMatch),
      resultGroups: Type.Optional(Type.Array(ImportResultGroup)),
    },
    {
      title: 'Touchline import file',
      description:
        'No string or field name may hold a NUL character (\\u0000) or an unpaired surrogate: the database stores neither, so the importer refuses them.',
      additionalProperties: false,
    },
  ),
);

export type ImportFile = Type.Static<typeof ImportFile>;
export type ImportMatch = Type.Static<typeof ImportMatch>;
export type ImportCompetition = Type.Static<typeof ImportCompetition>;
export type ImportTeam = Type.Static<typeof ImportTeam>;
export type ImportEvent = Type.Static<typeof ImportEvent>;
export type ImportPlay = Type.Static<typeof ImportPlay>;
export type ImportTeamListEntry = Type.Static<typeof ImportTeamListEntry>;
export type ImportEntity = Type.Static<typeof ImportEntity>;
export type ImportMember = Type.Static<typeof ImportMember>;
export type ImportResultGroup = Type.Static<typeof ImportResultGroup>;
