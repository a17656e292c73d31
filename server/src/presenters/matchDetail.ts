import {
  generatePeriods,
  type MatchDetail,
  type MatchWeather,
  statusSequenceFor,
  teamListShown,
} from '@touchline/domain';
import type { CorrectionRow } from '../repositories/corrections';
import type { MatchRow, MemberRow, TeamRow } from '../repositories/lookups';
import type { MatchContext } from '../repositories/matchContext';
import type { EventRow } from '../repositories/matches';
import type { nationalRepository } from '../repositories/national';
import type { PlayRow } from '../repositories/plays';
import { presentEvent } from './event';
import { presentForm } from './form';
import { presentMatchSummary } from './match';
import { presentOptionalPerson } from './person';
import { presentPlay } from './play';

type StatusRow = Awaited<ReturnType<typeof nationalRepository.statuses>>[number];

/** What `loadMatchDetail` gathers for one match centre. */
export interface MatchDetailData {
  match: MatchRow;
  context: MatchContext;
  events: EventRow[];
  /** Its plays in order: none unless it is scored play by play. */
  plays: PlayRow[];
  homeForm: MatchRow[];
  awayForm: MatchRow[];
  /** The teams of the form matches. */
  opponents: Map<number, TeamRow>;
  /** The people named in the events, the plays and the Player of the Match. */
  members: Map<number, MemberRow>;
  statuses: StatusRow[];
  weather: MatchWeather | null;
  /** No forecast yet only because the service has not answered in time. */
  forecastLate: boolean;
  /** Corrections of its result once finished, oldest first. */
  corrections: CorrectionRow[];
}

/**
 * The match centre's match: its summary, events and plays (people by the privacy rule), the
 * game after its last play, each team's form, the periods and the status sequence of its period
 * type (the national's own, else the default), and the forecast.
 */
export function presentMatchDetail(data: MatchDetailData): MatchDetail {
  const { match, context, events, members, opponents } = data;
  const competition = context.competitions.get(match.competitionId)!;
  const statuses = statusSequenceFor(data.statuses, match.periodType);
  const hidden = (id: number | null) => id != null && !teamListShown(context.teams.get(id));
  const form = (teamId: number | null, matches: MatchRow[]) =>
    teamId == null ? [] : matches.map((m) => presentForm(m, teamId, opponents));
  return {
    ...presentMatchSummary(match, context),
    scoringEvents: events.filter((e) => e.kind === 'scoring').map((e) => presentEvent(e, members)),
    playerMovements: events.filter((e) => e.kind === 'movement').map((e) => presentEvent(e, members)),
    matchTimeouts: match.matchTimeouts,
    competitionTimeouts: competition.settings.timeouts,
    homeLastFive: form(match.homeTeamId, data.homeForm),
    awayLastFive: form(match.awayTeamId, data.awayForm),
    playerOfTheMatch: presentOptionalPerson(
      match.playerOfTheMatchId == null ? null : members.get(match.playerOfTheMatchId),
    ),
    isHideTeamList: { homeTeam: hidden(match.homeTeamId), awayTeam: hidden(match.awayTeamId) },
    generatedPeriods: generatePeriods(match.periods, statuses),
    periodPoints: match.periodPoints,
    allMatchStatuses: statuses.map(({ value, period, periodType, label, abbreviation }) => ({
      value,
      period,
      periodType,
      label,
      abbreviation,
    })),
    weather: data.weather,
    corrections: data.corrections.map(({ at, ...rest }) => ({ at: at.toISOString(), ...rest })),
    plays: data.plays.map((play) => presentPlay(play, members)),
    game: match.game,
  };
}
