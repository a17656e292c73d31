import Type from 'typebox';
import { GameState, Play } from '../gridiron/schemas';
import { GridironSettings } from '../schemas/gridironSettings';
import {
  CompetitionDisplay,
  EventTypeKind,
  MatchStatus,
  Nullable,
  Position,
  PositionDefinition,
  RoundType,
  SetScore,
  SetScoring,
  StatusDefinition,
  TableData,
} from '../schemas/values';
import { PublicPerson, Ref, TeamSummary } from './common';
import { CompetitionSummary } from './competition';

export const Scores = Type.Object({ homeTeam: Type.Integer(), awayTeam: Type.Integer() });

export const Round = Type.Object({
  _id: Type.Integer(),
  type: RoundType,
  number: Type.Integer(),
  name: Nullable(Type.String()),
  displayName: Nullable(Type.String()),
});
export type Round = Type.Static<typeof Round>;

export const Venue = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  venueTimezone: Nullable(Type.String()),
  address: Type.Object({ lat: Nullable(Type.Number()), lng: Nullable(Type.Number()) }),
});

export const Referee = Type.Object({
  memberId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
});

/**
 * A team's standing beside its name on a card: its record in the competition and its place on
 * the ladder, read off the ladder itself (`standingsOf`), '(7-2), 1st NSW'.
 */
export const TeamStanding = Type.Object(
  {
    won: Type.Integer({ minimum: 0 }),
    lost: Type.Integer({ minimum: 0 }),
    drawn: Type.Integer({ minimum: 0, description: 'Ties.' }),
    position: Nullable(
      Type.Integer({
        minimum: 1,
        description:
          "Its place in its table (its division's, else the competition's); null before the table has played.",
      }),
    ),
    ladder: Nullable(
      Type.String({ description: "The table's short name, e.g. 'NSW' or 'North'; null with no position." }),
    ),
  },
  { description: "A team's record (the ladder's W, L and T) and its place on the ladder." },
);
export type TeamStanding = Type.Static<typeof TeamStanding>;

/** A match as listed in schedules, on team pages and in search. */
export const MatchSummary = Type.Object({
  _id: Type.Integer(),
  matchName: Nullable(Type.String()),
  season: Type.Integer(),
  status: MatchStatus,
  dateTime: Nullable(Type.String({ format: 'date-time' })),
  competition: Type.Object({
    _id: Type.Integer(),
    name: Type.String(),
    season: Type.Integer(),
    display: CompetitionDisplay,
  }),
  competitionSettings: Type.Object({ type: Nullable(Type.Literal('vs')) }),
  venue: Nullable(Venue),
  round: Nullable(Round),
  pool: Nullable(Type.Object({ name: Type.String() })),
  homeTeam: Nullable(TeamSummary),
  awayTeam: Nullable(TeamSummary),
  scores: Scores,
  meta: Type.Object({
    isBye: Type.Boolean(),
    isTba: Type.Boolean(),
    forfeitingTeam: Nullable(Ref),
    field: Type.Object({ name: Nullable(Type.String()) }),
  }),
  referees: Type.Array(Referee),
  periods: Type.Integer(),
  display: Type.Object({ perPeriodScore: Type.Boolean() }),
  setScoring: Nullable(SetScoring),
  setScores: Type.Array(SetScore),
  currentSetId: Nullable(Type.String()),
  sportType: Type.Object({ value: Type.String() }),
  standings: Type.Optional(
    Type.Object(
      { homeTeam: Nullable(TeamStanding), awayTeam: Nullable(TeamStanding) },
      {
        description:
          "Each team's standing in the competition, on the schedule, the live and day lists and the match centre; null for a team off the ladder. Absent where a list does not carry them, and when the competition withholds its ladder or results.",
      },
    ),
  ),
  game: Type.Optional(
    Type.Union([GameState, Type.Null()], {
      description:
        'A match scored play by play and under way: how the game stands (possession, down and distance). Absent otherwise.',
    }),
  ),
});
export type MatchSummary = Type.Static<typeof MatchSummary>;

export const Bye = Type.Object({
  team: TeamSummary,
  round: Type.Object({ _id: Nullable(Type.Integer()), number: Type.Integer(), type: RoundType }),
});
export type Bye = Type.Static<typeof Bye>;

export const CompetitionMatches = Type.Object({
  displays: Type.Object({ result: Type.Boolean(), ladder: Type.Boolean() }),
  competition: CompetitionSummary,
  matches: Type.Array(MatchSummary),
  byes: Type.Array(Bye),
});
export type CompetitionMatches = Type.Static<typeof CompetitionMatches>;

const CalendarDay = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

/** A day's scoreboard: the matches of a calendar day in the national's time zone. */
export const MatchDay = Type.Object({
  date: CalendarDay("The day, 'YYYY-MM-DD', in the national's time zone."),
  timezone: Type.String({ description: "The national's time zone, whose days these are." }),
  matches: Type.Array(MatchSummary, {
    description:
      'By competition order, then kick-off; each with its teams’ standings where its ladder is public.',
  }),
  truncated: Type.Boolean({ description: 'True when the day has more matches than the list carries.' }),
  previousDay: Nullable(CalendarDay('The nearest earlier day with a match, if any.')),
  nextDay: Nullable(CalendarDay('The nearest later day with a match, if any.')),
});
export type MatchDay = Type.Static<typeof MatchDay>;

export const MatchEvent = Type.Object({
  _id: Type.Integer(),
  type: EventTypeKind,
  eventType: EventTypeKind,
  code: Type.Integer({ description: "The national's scoring or movement type." }),
  name: Type.String(),
  value: Type.Integer(),
  isHomeTeam: Type.Boolean(),
  teamId: Nullable(Type.Integer()),
  period: Type.Integer(),
  min: Type.Integer(),
  sec: Type.Integer(),
  meta: Type.Object({
    player: Nullable(PublicPerson),
    off: Nullable(PublicPerson),
    on: Nullable(PublicPerson),
  }),
});
export type MatchEvent = Type.Static<typeof MatchEvent>;

export const FormEntry = Type.Object({
  _id: Type.Integer(),
  dateTime: Nullable(Type.String({ format: 'date-time' })),
  opponent: Nullable(Type.String()),
  scores: Type.Object({ own: Type.Integer(), opponent: Type.Integer() }),
  result: Type.Union([Type.Literal('W'), Type.Literal('D'), Type.Literal('L')]),
});
export type FormEntry = Type.Static<typeof FormEntry>;

export const GeneratedPeriod = Type.Object({
  period: Type.Integer(),
  label: Type.String(),
  abbreviation: Type.String(),
});

/** A match's forecast (spec 2.9): the service's code, the temperature in whole °C, an icon and a label. */
export const MatchWeather = Type.Object({
  weatherCode: Type.Integer(),
  temperature: Type.Integer({ description: '°C, rounded' }),
  base: Type.Object({
    icon: Type.String({ description: "A day or night icon name, e.g. 'clear-day'" }),
    label: Type.String({ description: "e.g. 'Partly Cloudy'" }),
  }),
});
export type MatchWeather = Type.Static<typeof MatchWeather>;

/** A correction of the match's result once it was finished: when, why, and the result it left. */
export const MatchCorrection = Type.Object({
  at: Type.String({ format: 'date-time' }),
  reason: Type.String(),
  scores: Scores,
  status: MatchStatus,
});
export type MatchCorrection = Type.Static<typeof MatchCorrection>;

/** One match with everything the match centre shows. */
export const MatchDetail = Type.Object({
  ...MatchSummary.properties,
  scoringEvents: Type.Array(MatchEvent),
  playerMovements: Type.Array(MatchEvent),
  matchTimeouts: Scores,
  competitionTimeouts: Type.Integer(),
  homeLastFive: Type.Array(FormEntry),
  awayLastFive: Type.Array(FormEntry),
  playerOfTheMatch: Nullable(PublicPerson),
  isHideTeamList: Type.Object({ homeTeam: Type.Boolean(), awayTeam: Type.Boolean() }),
  generatedPeriods: Type.Array(GeneratedPeriod),
  periodPoints: Type.Optional(
    Type.Union([Type.Array(Scores), Type.Null()], {
      description:
        "A manager's per-period points, first period first, for a result entered without its events; the per-period table shows them.",
    }),
  ),
  allMatchStatuses: Type.Array(StatusDefinition),
  weather: Nullable(MatchWeather),
  corrections: Type.Array(MatchCorrection, {
    description: 'Corrections of its result made after it was finished, oldest first.',
  }),
  plays: Type.Array(Play, { description: 'Its plays, in order: empty unless it is scored play by play.' }),
  game: Type.Union([GameState, Type.Null()], {
    description: 'How the game stands after its last play; null with no plays.',
  }),
});
export type MatchDetail = Type.Static<typeof MatchDetail>;

export const MatchCompetitionSettings = Type.Object({
  type: Nullable(Type.Literal('vs')),
  periods: Type.Integer(),
  periodLengthMinutes: Type.Number(),
  timeouts: Type.Integer(),
  positions: Type.Array(PositionDefinition),
  gridiron: Type.Union([GridironSettings, Type.Null()], {
    description: 'The rules of play-by-play scoring; null when the competition is not scored play by play.',
  }),
});
export type MatchCompetitionSettings = Type.Static<typeof MatchCompetitionSettings>;

export const TeamListPerson = Type.Object({
  ...PublicPerson.properties,
  imgUrl: Nullable(Type.String()),
  shirtNum: Nullable(Type.Integer()),
  number: Nullable(Type.Integer()),
  hasImport: Type.Boolean(),
  hasDispensation: Type.Boolean(),
  position: Nullable(Position),
  memberType: Type.String(),
});
export type TeamListPerson = Type.Static<typeof TeamListPerson>;

export const TeamList = Type.Object({
  players: Type.Array(TeamListPerson),
  nonplayers: Type.Array(TeamListPerson),
});
export type TeamList = Type.Static<typeof TeamList>;

export const MatchTableData = Type.Object({ tableData: Nullable(TableData) });
export type MatchTableData = Type.Static<typeof MatchTableData>;
