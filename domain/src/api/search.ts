import Type from 'typebox';
import {
  EntityMeta,
  Nullable,
  ResultGroupMatch,
  ResultGroupParticipant,
  ResultGroupType,
} from '../schemas/values';

export const SEARCH_TYPES = ['team', 'player', 'club', 'association', 'state', 'competition'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SearchResult = Type.Object({
  _id: Type.Integer({ description: "The result's id: a player's is their member id (/players/{id})." }),
  type: Type.Unsafe<SearchType>({ type: 'string', enum: [...SEARCH_TYPES] }),
  name: Type.String({ description: "Its name; a player's is 'First Last' (only public members are found)." }),
  season: Nullable(
    Type.Integer({ description: "A team's or competition's season; a player's latest on a team found." }),
  ),
  meta: EntityMeta,
  compCount: Type.Optional(Type.Integer()),
  matchCount: Type.Optional(Type.Integer()),
  teams: Type.Optional(
    Type.Array(Type.Object({ _id: Type.Integer(), name: Type.String(), imgUrl: Nullable(Type.String()) }), {
      description: "A competition's teams; a player's teams, newest season first.",
    }),
  ),
});
export type SearchResult = Type.Static<typeof SearchResult>;

export const ResultGroup = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  order: Type.Integer(),
  type: ResultGroupType,
  dateTime: Nullable(Type.Integer({ description: 'Epoch milliseconds.' })),
  venue: Type.Object({ name: Nullable(Type.String()) }),
  sportInfo: Nullable(Type.String()),
  rounds: Nullable(Type.Integer()),
  numberOfSets: Nullable(Type.Integer()),
  singlesDoubles: Nullable(Type.String()),
  participants: Type.Array(ResultGroupParticipant),
  matches: Type.Array(ResultGroupMatch),
});
export type ResultGroup = Type.Static<typeof ResultGroup>;
