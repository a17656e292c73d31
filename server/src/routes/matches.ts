import {
  CompetitionMatches,
  defaultStatusSequence,
  generatePeriods,
  Id,
  MatchCompetitionSettings,
  MatchDetail,
  MatchSummary,
  MatchTableData,
  playerStatsTable,
  TEAM_FORM_LENGTH,
  TeamList,
} from '@touchline/domain';
import Type from 'typebox';
import { CachedBody } from '../cache/body';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import type { National } from '../plugins/national';
import { competitionScoringEvents, presentCompetitionSummary } from '../presenters/competition';
import { presentEvent } from '../presenters/event';
import { presentForm } from '../presenters/form';
import { presentMatchSummary } from '../presenters/match';
import { presentOptionalPerson, presentPerson } from '../presenters/person';
import { presentTeamSummary } from '../presenters/team';
import { presentTeamList } from '../presenters/teamList';
import { competitionRepository } from '../repositories/competitions';
import { load } from '../repositories/lookups';
import { loadMatchContext } from '../repositories/matchContext';
import { matchRepository as repo } from '../repositories/matches';
import { nationalRepository } from '../repositories/national';
import { EntityFilter, NationalHeaders, type Routes, responses } from './shared';

const MatchParams = Type.Object({ matchId: Id });

/** A match still under way this long after kick-off was left unfinished; it is not live. */
const LIVE_WINDOW_HOURS = 12;
/** The most matches the live list carries. */
const MAX_LIVE = 50;

/** The matches and byes of a competition, as the schedule shows them. */
async function competitionMatches(
  db: Db,
  national: National,
  competitionId: number,
): Promise<CompetitionMatches> {
  const competition = await competitionRepository.byId(db, national.id, competitionId);
  if (!competition) throw notFound(`competition ${competitionId}`);
  const visible = competition.display.result;
  const [[entry], matches] = await Promise.all([
    competitionRepository.withTeams(db, national.id, [competition]),
    visible ? repo.ofCompetition(db, national.id, competition.id) : Promise.resolve([]),
  ]);
  const ctx = await loadMatchContext(db, national, matches, { competitions: [competition] });
  const byes = matches
    .filter((m) => m.isBye)
    .flatMap((m) => {
      const teamId = m.homeTeamId ?? m.awayTeamId;
      const team = teamId == null ? undefined : ctx.teams.get(teamId);
      const round = m.roundId == null ? undefined : ctx.rounds.get(m.roundId);
      if (!team) return [];
      return [
        {
          team: presentTeamSummary(team, ctx.entities, national),
          round: { _id: round?.id ?? null, number: round?.number ?? 0, type: round?.type ?? 'regular' },
        },
      ];
    });
  return {
    displays: { result: competition.display.result, ladder: competition.display.ladder },
    competition: presentCompetitionSummary(entry!),
    matches: matches.map((m) => presentMatchSummary(m, ctx)),
    byes,
  };
}

/**
 * Schedules, the match centre, team lists and the sport table. A competition's match list is
 * built once per change of its results version (or of any member) and its body reused.
 */
export const matchRoutes: Routes = async (app) => {
  const tags = ['Matches'];

  app.get(
    '/live/matches/competitions/:id',
    {
      schema: {
        tags,
        description:
          'The matches and byes of a competition. Empty when its results are not public (displays.result false).',
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        response: responses(CompetitionMatches, 'Matches of a competition'),
      },
    },
    async (request, reply) => {
      const { national, params } = request;
      const version = await repo.listVersion(app.db, national.id, params.id);
      if (version === null) throw notFound(`competition ${params.id}`);
      // The national's name shows in every team's orgtree, and request.national is cached briefly.
      const body = await app.caches.matches.get(
        `${national.id}:${params.id}`,
        `${version}:${national.name}`,
        async () => CachedBody.of(await competitionMatches(app.db, national, params.id)),
      );
      return body.send(request, reply);
    },
  );

  app.get(
    '/live/matches/live',
    {
      schema: {
        tags,
        description: `The matches under way now across the national's public competitions whose results are public (or an entity's, as for /live/competitions), by competition order then kick-off: Explore's "Live now" strip and the picker's live marks. Only matches that kicked off in the last ${LIVE_WINDOW_HOURS} hours; at most ${MAX_LIVE}.`,
        headers: NationalHeaders,
        querystring: Type.Object(EntityFilter),
        response: responses(Type.Array(MatchSummary), 'Matches under way'),
      },
    },
    async ({ national, query }) => {
      const rows = await repo.underWay(app.db, national.id, {
        now: new Date(),
        withinMs: LIVE_WINDOW_HOURS * 3_600_000,
        limit: MAX_LIVE,
        // A state's or club's site shows its own competitions' (spec 2.4's filter).
        ...(query.entityType && query.entityType !== 'national' && query.entityId
          ? { entityId: query.entityId }
          : {}),
      });
      const ctx = await loadMatchContext(app.db, national, rows);
      return { data: rows.map((m) => presentMatchSummary(m, ctx)) };
    },
  );

  app.get(
    '/live/matches/:matchId',
    {
      schema: {
        tags,
        description:
          'One match with its events, form, periods, the status sequence (allMatchStatuses) and, from 5 days ahead, its forecast (weather).',
        headers: NationalHeaders,
        params: MatchParams,
        response: responses(MatchDetail, 'The match centre'),
      },
    },
    async ({ national, params }) => {
      const match = await repo.publicById(app.db, national.id, params.matchId);
      if (!match) throw notFound(`match ${params.matchId}`);
      const before = match.dateTime ?? new Date();
      const form = (teamId: number | null) =>
        teamId == null
          ? Promise.resolve([])
          : repo.lastCompleted(app.db, national.id, teamId, before, TEAM_FORM_LENGTH);
      const [ctx, events, homeForm, awayForm, statuses] = await Promise.all([
        loadMatchContext(app.db, national, [match]),
        repo.events(app.db, national.id, match.id),
        form(match.homeTeamId),
        form(match.awayTeamId),
        nationalRepository.statuses(app.db, national.id),
      ]);
      const venue = match.venueId == null ? undefined : ctx.venues.get(match.venueId);
      const [opponents, members, weather] = await Promise.all([
        load.teams(
          app.db,
          national.id,
          [...homeForm, ...awayForm].flatMap((m) => [m.homeTeamId, m.awayTeamId]),
        ),
        load.members(app.db, national.id, [
          ...events.flatMap((e) => [e.playerId, e.offId, e.onId]),
          match.playerOfTheMatchId,
        ]),
        app.weather.forMatch({ dateTime: match.dateTime, venue: venue ?? null }, national.timezone),
      ]);
      const competition = ctx.competitions.get(match.competitionId)!;
      const sequence = statuses.filter((s) => s.periodType === match.periodType);
      const allMatchStatuses = sequence.length ? sequence : defaultStatusSequence(match.periodType);
      const hidden = (id: number | null) => (id == null ? false : (ctx.teams.get(id)?.hideTeamList ?? false));
      return {
        data: {
          ...presentMatchSummary(match, ctx),
          scoringEvents: events.filter((e) => e.kind === 'scoring').map((e) => presentEvent(e, members)),
          playerMovements: events.filter((e) => e.kind === 'movement').map((e) => presentEvent(e, members)),
          matchTimeouts: match.matchTimeouts,
          competitionTimeouts: competition.settings.timeouts,
          homeLastFive:
            match.homeTeamId == null ? [] : homeForm.map((m) => presentForm(m, match.homeTeamId!, opponents)),
          awayLastFive:
            match.awayTeamId == null ? [] : awayForm.map((m) => presentForm(m, match.awayTeamId!, opponents)),
          playerOfTheMatch: presentOptionalPerson(
            match.playerOfTheMatchId == null ? null : members.get(match.playerOfTheMatchId),
          ),
          isHideTeamList: { homeTeam: hidden(match.homeTeamId), awayTeam: hidden(match.awayTeamId) },
          generatedPeriods: generatePeriods(match.periods, allMatchStatuses),
          allMatchStatuses: allMatchStatuses.map(({ value, period, periodType, label, abbreviation }) => ({
            value,
            period,
            periodType,
            label,
            abbreviation,
          })),
          weather,
        },
      };
    },
  );

  app.get(
    '/live/matches/:matchId/competition-settings',
    {
      schema: {
        tags,
        description: 'The settings of the match’s competition: positions sorted by order, periods, timeouts.',
        headers: NationalHeaders,
        params: MatchParams,
        response: responses(MatchCompetitionSettings, 'Competition settings'),
      },
    },
    async ({ national, params }) => {
      const match = await repo.publicById(app.db, national.id, params.matchId);
      if (!match) throw notFound(`match ${params.matchId}`);
      const competition = (await competitionRepository.byId(app.db, national.id, match.competitionId))!;
      const s = competition.settings;
      return {
        data: {
          type: s.type ?? null,
          periods: s.periods,
          periodLengthMinutes: s.periodLengthMinutes,
          timeouts: s.timeouts,
          positions: [...s.positions].sort((a, b) => a.order - b.order),
        },
      };
    },
  );

  app.get(
    '/live/teamlists/matches/:matchId/teams/:teamId',
    {
      schema: {
        tags,
        description:
          "A team's list for a match: players (by position number) and non-players. Empty when the team hides its list.",
        headers: NationalHeaders,
        params: Type.Object({ matchId: Id, teamId: Id }),
        response: responses(TeamList, 'The team list'),
      },
    },
    async ({ national, params }) => {
      const match = await repo.publicById(app.db, national.id, params.matchId);
      if (!match) throw notFound(`match ${params.matchId}`);
      if (match.homeTeamId !== params.teamId && match.awayTeamId !== params.teamId)
        throw notFound(`team ${params.teamId} in match ${params.matchId}`);
      const team = (await load.teams(app.db, national.id, [params.teamId])).get(params.teamId);
      const entries = team?.hideTeamList
        ? []
        : await repo.teamList(app.db, national.id, match.id, params.teamId);
      return { data: presentTeamList(entries, !team || team.hideTeamList) };
    },
  );

  app.get(
    '/live/matches/:matchId/sport',
    {
      schema: {
        tags,
        description: 'The sport table of a match: a multi-sport result table, or the player stats grid.',
        headers: NationalHeaders,
        params: MatchParams,
        response: responses(MatchTableData, 'tableData'),
      },
    },
    async ({ national, params }) => {
      const match = await repo.publicById(app.db, national.id, params.matchId);
      if (!match) throw notFound(`match ${params.matchId}`);
      if (match.tableData) return { data: { tableData: match.tableData } };
      const [events, competition, types] = await Promise.all([
        repo.events(app.db, national.id, match.id),
        competitionRepository.byId(app.db, national.id, match.competitionId),
        nationalRepository.eventTypes(app.db, national.id),
      ]);
      // Shirt numbers come from the team lists, and only from lists the team shows.
      const teams = await load.teams(app.db, national.id, [match.homeTeamId, match.awayTeamId]);
      const lists = await Promise.all(
        [...teams.values()]
          .filter((team) => !team.hideTeamList)
          .map((team) => repo.teamList(app.db, national.id, match.id, team.id)),
      );
      const shirts = new Map(lists.flat().map(({ entry }) => [entry.memberId, entry.shirtNum]));
      const members = await load.members(
        app.db,
        national.id,
        events.map((e) => e.playerId),
      );
      const players = new Map(
        [...members.values()].map((m) => {
          const person = presentPerson(m);
          return [
            m.id,
            {
              id: m.id,
              name: `${person.firstName} ${person.lastName}`.trim(),
              shirtNum: m.isPublic ? (shirts.get(m.id) ?? null) : null,
            },
          ];
        }),
      );
      return {
        data: { tableData: playerStatsTable(events, competitionScoringEvents(competition!, types), players) },
      };
    },
  );
};
