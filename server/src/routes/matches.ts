import {
  CompetitionMatches,
  Id,
  MatchCompetitionSettings,
  MatchDetail,
  MatchSummary,
  MatchTableData,
  playerStatsTable,
  TeamList,
} from '@touchline/domain';
import Type from 'typebox';
import { loadMatchDetail } from '../commands/matchDetail';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import type { National } from '../plugins/national';
import { competitionScoringEvents, presentCompetitionSummary } from '../presenters/competition';
import { presentMatchSummary } from '../presenters/match';
import { presentMatchDetail } from '../presenters/matchDetail';
import { presentPerson } from '../presenters/person';
import { presentTeamSummary } from '../presenters/team';
import { presentTeamList } from '../presenters/teamList';
import { competitionRepository } from '../repositories/competitions';
import { load } from '../repositories/lookups';
import { loadMatchContext } from '../repositories/matchContext';
import { matchRepository as repo } from '../repositories/matches';
import { nationalRepository } from '../repositories/national';
import {
  EntityFilter,
  matchScopes,
  NationalHeaders,
  ofAllResults,
  ofCompetition,
  type Routes,
  responses,
} from './shared';

const MatchParams = Type.Object({ matchId: Id });

/** A match still under way this long after kick-off was left unfinished; it is not live. */
const LIVE_WINDOW_HOURS = 12;
/** The most matches the live list carries. */
const MAX_LIVE = 50;
/** The live list moves with the clock too (the window above): it is built again this often. */
const LIVE_LIST_TTL_MS = 60_000;
/** A match centre's forecast is looked at again this often, though nothing else changed… */
const FORECAST_TTL_MS = 10 * 60_000;
/** …and soon when the forecast service had not answered yet. */
const LATE_FORECAST_TTL_MS = 200;

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
  const ctx = await loadMatchContext(db, national, matches, { competitions: [competition], standings: true });
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
      config: { cache: 'live' },
      schema: {
        operationId: 'listCompetitionMatches',
        summary: "List a competition's matches",
        security: [],
        tags,
        description:
          'The matches and byes of a competition. Empty when its results are not public (displays.result false).',
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        response: responses(CompetitionMatches, 'Matches of a competition'),
      },
    },
    async (request, reply) => {
      return app.answer(request, reply, ofCompetition(request.national, request.params.id), async () => {
        const { national, params } = request;
        return { data: await competitionMatches(app.db, national, params.id) };
      });
    },
  );

  app.get(
    '/live/matches/live',
    {
      config: { cache: 'live' },
      schema: {
        operationId: 'listLiveMatches',
        summary: 'List the matches under way',
        security: [],
        tags,
        description: `The matches under way now across the national's public competitions whose results are public (or an entity's, as for /live/competitions), by competition order then kick-off: Explore's "Live now" strip and the picker's live marks. Only matches scheduled to kick off no more than ${LIVE_WINDOW_HOURS} hours ago (one started early counts); at most ${MAX_LIVE}.`,
        headers: NationalHeaders,
        querystring: Type.Object(EntityFilter),
        response: responses(Type.Array(MatchSummary), 'Matches under way'),
      },
    },
    async (request, reply) => {
      const { national, query } = request;
      return app.answer(
        request,
        reply,
        ofAllResults(request.national),
        async () => {
          const rows = await repo.underWay(app.db, national.id, {
            now: new Date(),
            withinMs: LIVE_WINDOW_HOURS * 3_600_000,
            limit: MAX_LIVE,
            // A state's or club's site shows its own competitions' (spec 2.4's filter).
            ...(query.entityType && query.entityType !== 'national' && query.entityId
              ? { entityId: query.entityId }
              : {}),
          });
          const ctx = await loadMatchContext(app.db, national, rows, { standings: true });
          return { data: rows.map((m) => presentMatchSummary(m, ctx)) };
        },
        { ttlMs: LIVE_LIST_TTL_MS },
      );
    },
  );

  app.get(
    '/live/matches/:matchId',
    {
      config: { cache: 'live' },
      schema: {
        operationId: 'getMatch',
        summary: 'Get a match centre',
        security: [],
        tags,
        description:
          'One match with its events, form, periods, the status sequence (allMatchStatuses) and, from 5 days ahead, its forecast (weather).',
        headers: NationalHeaders,
        params: MatchParams,
        response: responses(MatchDetail, 'The match centre'),
      },
    },
    async (request, reply) => {
      const { national, params } = request;
      let ttlMs = FORECAST_TTL_MS;
      return app.answer(
        request,
        reply,
        () => matchScopes(app.db, request.national, request.params.matchId, { teams: true }),
        async () => {
          const detail = await loadMatchDetail(app.db, app.weather, national, params.matchId);
          if (detail.forecastLate) ttlMs = LATE_FORECAST_TTL_MS;
          return { data: presentMatchDetail(detail) };
        },
        { ttlMs: () => ttlMs },
      );
    },
  );

  app.get(
    '/live/matches/:matchId/competition-settings',
    {
      config: { cache: 'live' },
      schema: {
        operationId: 'getMatchCompetitionSettings',
        summary: "Get a match's competition settings",
        security: [],
        tags,
        description: 'The settings of the match’s competition: positions sorted by order, periods, timeouts.',
        headers: NationalHeaders,
        params: MatchParams,
        response: responses(MatchCompetitionSettings, 'Competition settings'),
      },
    },
    async (request, reply) => {
      const { national, params } = request;
      return app.answer(
        request,
        reply,
        () => matchScopes(app.db, request.national, request.params.matchId),
        async () => {
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
    },
  );

  app.get(
    '/live/teamlists/matches/:matchId/teams/:teamId',
    {
      config: { cache: 'live' },
      schema: {
        operationId: 'getTeamList',
        summary: "Get a team's list for a match",
        security: [],
        tags,
        description:
          "A team's list for a match: players (by position number) and non-players. Empty when the team hides its list.",
        headers: NationalHeaders,
        params: Type.Object({ matchId: Id, teamId: Id }),
        response: responses(TeamList, 'The team list'),
      },
    },
    async (request, reply) => {
      const { national, params } = request;
      return app.answer(
        request,
        reply,
        () => matchScopes(app.db, request.national, request.params.matchId),
        async () => {
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
    },
  );

  app.get(
    '/live/matches/:matchId/sport',
    {
      config: { cache: 'live' },
      schema: {
        operationId: 'getMatchSportTable',
        summary: "Get a match's sport table",
        security: [],
        tags,
        description: 'The sport table of a match: a multi-sport result table, or the player stats grid.',
        headers: NationalHeaders,
        params: MatchParams,
        response: responses(MatchTableData, 'tableData'),
      },
    },
    async (request, reply) => {
      const { national, params } = request;
      return app.answer(
        request,
        reply,
        () => matchScopes(app.db, request.national, request.params.matchId),
        async () => {
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
            data: {
              tableData: playerStatsTable(events, competitionScoringEvents(competition!, types), players),
            },
          };
        },
      );
    },
  );
};
