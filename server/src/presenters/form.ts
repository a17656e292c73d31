import type { FormEntry } from '@touchline/domain';
import type { MatchRow, TeamRow } from '../repositories/lookups';

/** One of a team's last results, from that team's side. */
export function presentForm(match: MatchRow, teamId: number, teams: Map<number, TeamRow>): FormEntry {
  const home = match.homeTeamId === teamId;
  const own = home ? match.homeScore : match.awayScore;
  const opponent = home ? match.awayScore : match.homeScore;
  const opponentId = home ? match.awayTeamId : match.homeTeamId;
  let result: FormEntry['result'] = own > opponent ? 'W' : own < opponent ? 'L' : 'D';
  if (match.status === 'forfeit' && match.forfeitingTeamId != null)
    result = match.forfeitingTeamId === teamId ? 'L' : 'W';
  return {
    _id: match.id,
    dateTime: match.dateTime?.toISOString() ?? null,
    opponent: opponentId == null ? null : (teams.get(opponentId)?.name ?? null),
    scores: { own, opponent },
    result,
  };
}
