import { TEAM_FORM_LENGTH } from '@touchline/domain';
import type { Db } from '../db/client';
import type { National } from '../plugins/national';
import type { MatchDetailData } from '../presenters/matchDetail';
import { playMemberIds } from '../presenters/play';
import { correctionRepository } from '../repositories/corrections';
import { load } from '../repositories/lookups';
import { loadMatchContext } from '../repositories/matchContext';
import { matchRepository } from '../repositories/matches';
import { nationalRepository } from '../repositories/national';
import { playRepository } from '../repositories/plays';
import type { WeatherService } from '../weather';
import { publicMatchFound } from './found';

/**
 * Everything the match centre shows of one public match, loaded in a fixed number of queries:
 * the match with what it refers to, its events and plays and the people in them, each team's last
 * completed matches before it (their form) with the opponents, the national's status
 * sequences, the forecast (`forecastLate` when it is still coming, to be asked for again
 * soon) and the corrections of its result. `presentMatchDetail` shapes it.
 */
export async function loadMatchDetail(
  db: Db,
  weather: WeatherService,
  national: National,
  matchId: number,
): Promise<MatchDetailData> {
  const match = await publicMatchFound(db, national.id, matchId);
  const before = match.dateTime ?? new Date();
  const form = (teamId: number | null) =>
    teamId == null
      ? Promise.resolve([])
      : matchRepository.lastCompleted(db, national.id, teamId, before, TEAM_FORM_LENGTH);
  const [context, events, plays, homeForm, awayForm, statuses, corrections] = await Promise.all([
    loadMatchContext(db, national, [match], { standings: true }),
    matchRepository.events(db, national.id, match.id),
    playRepository.ofMatch(db, national.id, match.id),
    form(match.homeTeamId),
    form(match.awayTeamId),
    nationalRepository.statuses(db, national.id),
    correctionRepository.ofMatch(db, match.id),
  ]);
  const venue = match.venueId == null ? undefined : context.venues.get(match.venueId);
  let forecastLate = false;
  const [opponents, members, forecast] = await Promise.all([
    load.teams(
      db,
      national.id,
      [...homeForm, ...awayForm].flatMap((m) => [m.homeTeamId, m.awayTeamId]),
    ),
    load.members(db, national.id, [
      ...events.flatMap((e) => [e.playerId, e.offId, e.onId]),
      ...plays.flatMap(playMemberIds),
      match.playerOfTheMatchId,
    ]),
    weather.forMatch({ dateTime: match.dateTime, venue: venue ?? null }, national.timezone, () => {
      forecastLate = true;
    }),
  ]);
  return {
    match,
    context,
    events,
    plays,
    homeForm,
    awayForm,
    opponents,
    members,
    statuses,
    weather: forecast,
    forecastLate,
    corrections,
  };
}
