import Type from 'typebox';
import { Exemption, Nullable, Position } from '../schemas/values';
import { Pagination, TeamSummary } from './common';
import { MatchSummary } from './match';

export const TeamsPage = Type.Object({ data: Type.Array(TeamSummary), pagination: Pagination });
export type TeamsPage = Type.Static<typeof TeamsPage>;

export const MemberDetail = Type.Object({
  _id: Type.Integer(),
  isPublic: Type.Boolean(),
  profile: Type.Object({ firstName: Type.String(), lastName: Type.String() }),
  position: Nullable(Position),
  shirtNum: Nullable(Type.Integer()),
  memberType: Type.String(),
  meta: Type.Object({ imgUrl: Nullable(Type.String()), exemptionList: Type.Array(Exemption) }),
});
export type MemberDetail = Type.Static<typeof MemberDetail>;

/** How many scoring events of one type a team (or a player) had in one match. */
export const EventCount = Type.Object({
  matchId: Type.Integer(),
  type: Type.Integer({ description: "The scoring type's code (the competition's or the national's)." }),
  count: Type.Integer(),
});
export type EventCount = Type.Static<typeof EventCount>;

export const TeamDetail = Type.Object({
  team: Type.Array(
    Type.Object({
      ...TeamSummary.properties,
      members: Type.Array(
        Type.Object({ _id: Type.Integer(), season: Type.Integer(), memberType: Type.String() }),
      ),
      memberDetails: Type.Array(MemberDetail),
    }),
  ),
  isHideTeamList: Type.Boolean(),
  matches: Type.Array(MatchSummary),
  eventCounts: Type.Array(EventCount, { description: "The team's scoring events per match and type." }),
});
export type TeamDetail = Type.Static<typeof TeamDetail>;

export const MemberResponse = Type.Object({
  member: Type.Object({
    _id: Type.Integer(),
    isPublic: Type.Boolean(),
    profile: Type.Object({ firstName: Type.String(), lastName: Type.String() }),
    meta: Type.Object({
      showImg: Type.Boolean(),
      imgUrl: Nullable(Type.String()),
      suspend: Type.Object({ isSuspended: Type.Boolean() }),
    }),
  }),
  compAndMatches: Type.Array(
    Type.Object({
      name: Type.String(),
      team: Type.Object({ _id: Type.Integer(), name: Type.String() }),
      competition: Type.Object({ _id: Type.Integer(), name: Type.String(), season: Type.Integer() }),
      matches: Type.Array(MatchSummary),
    }),
  ),
  eventCounts: Type.Array(EventCount, {
    description: "The member's scoring events per match and type, in the matches listed.",
  }),
});
export type MemberResponse = Type.Static<typeof MemberResponse>;
