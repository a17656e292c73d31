import Type from 'typebox';
import { CompetitionDisplay, ImageMeta, Nullable, TableData } from '../schemas/values';

const Stat = Type.Number();
/** The 16 stat options of the spec, plus the points adjustment. Ratios have 3 decimals. */
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
  pointsAdjustment: Stat,
});

export const LadderRoundTeam = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
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
});
export type LadderTeam = Type.Static<typeof LadderTeam>;

export const LadderResponse = Type.Object({
  competition: Type.Object({
    _id: Type.Integer(),
    name: Type.String(),
    season: Type.Integer(),
    hasPools: Type.Boolean(),
    display: CompetitionDisplay,
    laddertemplate: Type.Object({
      bonusCountAsPlayed: Type.Boolean(),
      defaultScoreFFReceived: Type.Integer(),
    }),
  }),
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
