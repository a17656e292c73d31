import { type CompetitionMatches, isLiveStatus, type MatchSummary, storedZone } from '@touchline/domain';
import type { CompetitionWithTeams } from '../repositories/competitions';
import type { MatchRow } from '../repositories/lookups';
import type { MatchContext } from '../repositories/matchContext';
import { presentCompetitionSummary } from './competition';
import { presentPerson } from './person';
import { presentTeamName, presentTeamSummary } from './team';

/**
 * A match as schedules, team pages and the match centre list it; with its teams' standings when
 * the context has its competition's (lists that show them load them, `loadMatchContext`).
 */
export function presentMatchSummary(match: MatchRow, ctx: MatchContext): MatchSummary {
  const competition = ctx.competitions.get(match.competitionId)!;
  const team = (id: number | null) => {
    const row = id == null ? undefined : ctx.teams.get(id);
    return row ? presentTeamSummary(row, ctx.entities, ctx.national) : null;
  };
  const venue = match.venueId == null ? undefined : ctx.venues.get(match.venueId);
  const round = match.roundId == null ? undefined : ctx.rounds.get(match.roundId);
  const forfeiting = match.forfeitingTeamId == null ? undefined : ctx.teams.get(match.forfeitingTeamId);
  const standings = ctx.standings?.get(match.competitionId);
  const standing = (id: number | null) => (id == null ? null : (standings?.get(id) ?? null));
  return {
    _id: match.id,
    matchName: match.matchName,
    season: competition.season,
    status: match.status,
    dateTime: match.dateTime?.toISOString() ?? null,
    competition: {
      _id: competition.id,
      name: competition.name,
      season: competition.season,
      display: competition.display,
    },
    competitionSettings: { type: competition.settings.type ?? null },
    venue: venue
      ? {
          _id: venue.id,
          name: venue.name,
          venueTimezone: storedZone(venue.timezone),
          address: { lat: venue.lat, lng: venue.lng },
        }
      : null,
    round: round
      ? {
          _id: round.id,
          type: round.type,
          number: round.number,
          name: round.name,
          displayName: round.displayName,
        }
      : null,
    pool: match.poolName ? { name: match.poolName } : null,
    homeTeam: team(match.homeTeamId),
    awayTeam: team(match.awayTeamId),
    scores: { homeTeam: match.homeScore, awayTeam: match.awayScore },
    meta: {
      isBye: match.isBye,
      isTba: match.isTba,
      forfeitingTeam: presentTeamName(forfeiting),
      field: { name: match.fieldName },
    },
    referees: (ctx.referees.get(match.id) ?? []).map((member) => {
      const person = presentPerson(member);
      return { memberId: person._id, firstName: person.firstName, lastName: person.lastName };
    }),
    periods: match.periods,
    display: { perPeriodScore: match.perPeriodScore },
    setScoring: match.setScoring,
    setScores: match.setScores,
    currentSetId: match.currentSetId,
    sportType: { value: match.sportType },
    ...(standings
      ? { standings: { homeTeam: standing(match.homeTeamId), awayTeam: standing(match.awayTeamId) } }
      : {}),
    // Schedule cards show possession and down and distance of a game under way only.
    ...(match.game && isLiveStatus(match.status) ? { game: match.game } : {}),
  };
}

/** A competition's schedule: its matches, and the byes as a team and a round each. */
export function presentCompetitionMatches(
  entry: CompetitionWithTeams,
  matches: readonly MatchRow[],
  ctx: MatchContext,
): CompetitionMatches {
  const byes = matches
    .filter((m) => m.isBye)
    .flatMap((m) => {
      const teamId = m.homeTeamId ?? m.awayTeamId;
      const team = teamId == null ? undefined : ctx.teams.get(teamId);
      const round = m.roundId == null ? undefined : ctx.rounds.get(m.roundId);
      if (!team) return [];
      return [
        {
          team: presentTeamSummary(team, ctx.entities, ctx.national),
          round: { _id: round?.id ?? null, number: round?.number ?? 0, type: round?.type ?? 'regular' },
        },
      ];
    });
  const { display } = entry.competition;
  return {
    displays: { result: display.result, ladder: display.ladder },
    competition: presentCompetitionSummary(entry),
    matches: matches.map((m) => presentMatchSummary(m, ctx)),
    byes,
  };
}
