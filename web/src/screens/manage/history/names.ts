import type { ManagedCompetitions, ManagedMatch } from '@touchline/domain';
import type { Names } from './describeChange';

/**
 * The names a match's history reads ids by: its competition's teams and rounds, the national's
 * venues, and the players known on the match. Teams of a match no longer entered are kept by
 * the match's own names.
 */
export function namesFor(match: ManagedMatch, data: ManagedCompetitions | undefined): Names {
  const competition = data?.competitions.find((c) => c._id === match.competitionId);
  const teams = new Map((competition?.teams ?? []).map((t) => [t._id, t.name]));
  for (const team of [match.homeTeam, match.awayTeam]) if (team) teams.set(team._id, team.name);
  const timeZone = data?.timeZone ?? 'UTC';
  const venues = new Map((data?.venues ?? []).map((v) => [v._id, v.name]));
  if (match.venue) venues.set(match.venue._id, match.venue.name);
  return {
    teams,
    venues,
    rounds: new Map((competition?.rounds ?? []).map((r) => [r._id, r.name])),
    players: new Map(
      match.playerOfTheMatch ? [[match.playerOfTheMatch._id, match.playerOfTheMatch.name]] : [],
    ),
    timeZone,
    kickoffZone: (venueId) => data?.venues.find((v) => v._id === venueId)?.timeZone ?? timeZone,
    venueId: match.venue?._id ?? null,
  };
}
