import Type from 'typebox';
import { LADDER_GROUPINGS } from '../ladder/compute';
import { CompetitionDisplay, ImageMeta, LadderLayout, Nullable, TableData } from '../schemas/values';

const Stat = Type.Number();
/**
 * The 16 stat options of the spec, the 8 gridiron ones, and the points adjustment. Ratios and
 * percentages have 3 decimals; a record is its win percentage (its W-L-T is in `records`).
 */
export const LadderStats = Type.Object({
  totalMatchPoints: Stat,
  pointsDifference: Stat,
  pointsFor: Stat,
  pointsAgainst: Stat,
  pointsBonus: Stat,
  matchesPlayed: Stat,
  matchesWon: Stat,
  matchesLost: Stat,
  matchesDrawn: Stat,
  byes: Stat,
  scoreRatio: Stat,
  pointsRatio: Stat,
  numberOfForfeits: Stat,
  numberForfeitsWin: Stat,
  numberForfeitsLoss: Stat,
  pointsDifferencePercentage: Stat,
  winPercentage: Stat,
  homeRecord: Stat,
  awayRecord: Stat,
  divisionRecord: Stat,
  conferenceRecord: Stat,
  streak: Stat,
  pointsForPerGame: Stat,
  pointsAgainstPerGame: Stat,
  pointsAdjustment: Stat,
});

/** The ladder's groupings: a table per division (pool), per conference, or one table. */
export const LadderGroupBy = Type.Unsafe<(typeof LADDER_GROUPINGS)[number]>({
  type: 'string',
  enum: [...LADDER_GROUPINGS],
});

export const LadderRoundTeam = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  /** The table the team is ranked in: its pool (division), its conference, or null for one table. */
  pool: Nullable(Type.String()),
  position: Type.Integer(),
  stats: LadderStats,
});
export type LadderRoundTeam = Type.Static<typeof LadderRoundTeam>;

export const LadderTeam = Type.Object({
  ...LadderRoundTeam.properties,
  previousPosition: Nullable(Type.Integer()),
  display: Type.Boolean(),
  meta: ImageMeta,
  /** The team's pool in a competition with pools, whatever the grouping. */
  division: Type.Optional(Nullable(Type.String())),
  conference: Type.Optional(Nullable(Type.String())),
  /** W-L-T records as a gridiron table prints them ('9-7-1'), and the streak ('W3'). */
  records: Type.Optional(
    Type.Object({
      home: Type.String(),
      away: Type.String(),
      division: Type.String(),
      conference: Type.String(),
      streak: Type.String(),
    }),
  ),
  /** Why the team is above the next one in its table: a sort key, a tie-breaker step or the name. */
  separatedFromNext: Type.Optional(
    Nullable(
      Type.Object({
        kind: Type.Union([Type.Literal('sort'), Type.Literal('tieBreaker'), Type.Literal('name')]),
        key: Type.String(),
        name: Type.String(),
      }),
    ),
  ),
});
export type LadderTeam = Type.Static<typeof LadderTeam>;

export const LadderResponse = Type.Object({
  competition: Type.Object({
    _id: Type.Integer(),
    name: Type.String(),
    season: Type.Integer(),
    /** Whether the teams are in more than one table (by division or by conference). */
    hasPools: Type.Boolean(),
    hasConferences: Type.Boolean(),
    display: CompetitionDisplay,
    laddertemplate: Type.Object({
      bonusCountAsPlayed: Type.Boolean(),
      defaultScoreFFReceived: Type.Integer(),
      layout: LadderLayout,
    }),
  }),
  groupBy: LadderGroupBy,
  displays: Type.Object({ result: Type.Boolean(), ladder: Type.Boolean() }),
  sortOptions: Type.Array(
    Type.Object({ value: Type.String(), name: Type.String(), abbreviation: Type.String() }),
  ),
  teams: Type.Array(LadderTeam),
  teamsMoved: Type.Boolean(),
  teamsWithStatsByRound: Type.Object({
    maxRound: Type.Integer(),
    perRound: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.Array(LadderRoundTeam)),
  }),
});
export type LadderResponse = Type.Static<typeof LadderResponse>;

export const SportLadderResponse = Type.Object({ tableData: TableData });
export type SportLadderResponse = Type.Static<typeof SportLadderResponse>;
