import { useQuery } from '@tanstack/react-query';
import type { MatchDetail, TeamListPerson, TeamSide } from '@touchline/domain';
import { matchQueries } from '../../api/matches';

/** A listed person as the console's pickers show them: '#12 Sam Lee'. */
export const personName = (p: TeamListPerson) =>
  `${p.shirtNum !== null ? `#${p.shirtNum} ` : ''}${p.firstName} ${p.lastName}`.trim();

/** The players on a side's list for the match, from the match centre's own query. */
export function useListedPlayers(match: MatchDetail, side: TeamSide): TeamListPerson[] {
  const team = match[side];
  const list = useQuery({ ...matchQueries.teamList(match._id, team?._id ?? 0), enabled: Boolean(team) }).data;
  return list?.players ?? [];
}

/** A side's name, or 'Home' and 'Away' when the match has no team there yet. */
export const sideName = (match: MatchDetail, side: TeamSide) =>
  match[side]?.name ?? (side === 'homeTeam' ? 'Home' : 'Away');
