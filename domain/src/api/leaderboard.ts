import Type from 'typebox';
import { Nullable, RoundType } from '../schemas/values';

/** A leaderboard row. A non-public player is 'Team Player' with no surname. */
export const LeaderboardRow = Type.Object({
  _id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  isPublic: Type.Boolean(),
  rank: Type.Integer(),
  team: Type.Object({ _id: Type.Integer(), name: Type.String() }),
  teamImg: Type.Object({ imgUrl: Nullable(Type.String()) }),
  matchPlayed: Type.Integer(),
  eventSum: Type.Integer(),
});
export type LeaderboardRow = Type.Static<typeof LeaderboardRow>;

export const PlayerOfTheMatchRow = Type.Object({
  round: Nullable(
    Type.Object({
      number: Type.Integer(),
      type: RoundType,
      name: Nullable(Type.String()),
      displayName: Nullable(Type.String()),
    }),
  ),
  match: Type.Object({
    _id: Type.Integer(),
    name: Type.String(),
    dateTime: Nullable(Type.String({ format: 'date-time' })),
  }),
  potmName: Type.String({ description: 'The award.' }),
  shirtNum: Nullable(Type.Integer()),
  player: Type.Object({
    _id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    isPublic: Type.Boolean(),
  }),
  team: Nullable(Type.Object({ _id: Type.Integer(), name: Type.String() })),
});
export type PlayerOfTheMatchRow = Type.Static<typeof PlayerOfTheMatchRow>;
