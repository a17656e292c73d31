import Type from 'typebox';
import { LADDER_GROUPINGS } from '../ladder/compute';
import { FINALS_MARKS, SEED_KINDS } from '../ladder/finals/types';
import { FinalsSettings } from '../schemas/finalsSettings';
import {
  CompetitionDisplay,
  ImageMeta,
  LadderLayout,
  literalUnion,
  MatchStatus,
  Nullable,
  TableData,
} from '../schemas/values';

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

/** Why a team is above the next: the sort key, the tie-breaker step, the name, or a finals rule. */
export const LadderSeparation = Type.Object({
  kind: literalUnion(['sort', 'tieBreaker', 'name', 'finals'] as const),
  key: Type.String(),
  name: Type.String(),
});

export const FinalsMark = literalUnion(FINALS_MARKS);
export type FinalsMark = Type.Static<typeof FinalsMark>;
export const SeedKind = literalUnion(SEED_KINDS);
export type SeedKind = Type.Static<typeof SeedKind>;
export const MarksMethod = literalUnion(['final', 'exact', 'bound', 'none'] as const);
export type MarksMethod = Type.Static<typeof MarksMethod>;

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
  separatedFromNext: Type.Optional(Nullable(LadderSeparation)),
  /**
   * What the team has made sure of, the strongest one: z a bye (or the top seed), y its
   * division, x a finals place; e eliminated. Only when no outcome of the games left can undo it.
   */
  mark: Type.Optional(Nullable(FinalsMark)),
});
export type LadderTeam = Type.Static<typeof LadderTeam>;

/** A seeded team of the playoff picture. */
export const FinalsSeed = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  /** 1-based, within its table. */
  seed: Type.Integer(),
  /** A division winner, a wild card, or a place of a table without division winners first. */
  kind: SeedKind,
  division: Nullable(Type.String()),
  /** Skips the first finals week. */
  bye: Type.Boolean(),
  /** Why it is seeded above the next team (seeded or not); null for the table's last team. */
  separatedFromNext: Nullable(LadderSeparation),
});
export type FinalsSeed = Type.Static<typeof FinalsSeed>;

/** A team below the cut line, best first: the order it would take a place in. */
export const FinalsChaser = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  division: Nullable(Type.String()),
  separatedFromNext: Nullable(LadderSeparation),
});
export type FinalsChaser = Type.Static<typeof FinalsChaser>;

/** One seeding table: a conference, the competition, or a pool. */
export const FinalsTable = Type.Object({
  /** The conference or pool; null for the whole competition. */
  name: Nullable(Type.String()),
  /** Places in the finals (the cut line falls after this many seeds) and byes (the bye line). */
  places: Type.Integer(),
  byes: Type.Integer(),
  seeds: Type.Array(FinalsSeed),
  chasing: Type.Array(FinalsChaser),
});
export type FinalsTable = Type.Static<typeof FinalsTable>;

/** The playoff picture: the finals settings in force, each table's seeds, and how the marks were found. */
export const FinalsPicture = Type.Object({
  settings: FinalsSettings,
  tables: Type.Array(FinalsTable),
  /**
   * How the teams' marks were worked out: 'final' from the finished season, 'exact' over
   * every outcome of the games left, 'bound' by a sound bound (too many games left to try
   * them all), 'none' when the ranking stat cannot be bounded before the games are played.
   */
  marks: MarksMethod,
});
export type FinalsPicture = Type.Static<typeof FinalsPicture>;

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
  /** The playoff picture; null when the competition has no finals or its ladder is withheld. */
  finals: Type.Optional(Nullable(FinalsPicture)),
});
export type LadderResponse = Type.Static<typeof LadderResponse>;

/** A match counted at its current score on the ladder as it stands. */
export const LiveLadderMatch = Type.Object({
  _id: Type.Integer(),
  homeTeamId: Type.Integer(),
  awayTeamId: Type.Integer(),
  homeScore: Type.Integer(),
  awayScore: Type.Integer(),
  status: MatchStatus,
});
export type LiveLadderMatch = Type.Static<typeof LiveLadderMatch>;

/**
 * The ladder as it stands: live matches counted at their current scores. Each team's
 * previousPosition is its place on the ladder of finished results; the seeds are as it stands,
 * and no team carries a mark (the marks are the ladder's). Never final: provisional is true
 * whenever a live match is counted.
 */
export const LiveLadderResponse = Type.Object({
  ...LadderResponse.properties,
  provisional: Type.Boolean(),
  liveMatches: Type.Array(LiveLadderMatch),
});
export type LiveLadderResponse = Type.Static<typeof LiveLadderResponse>;

export const SportLadderResponse = Type.Object({ tableData: TableData });
export type SportLadderResponse = Type.Static<typeof SportLadderResponse>;
