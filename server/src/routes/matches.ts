import {
  CompetitionMatches,
  Id,
  MatchCompetitionSettings,
  MatchDetail,
  MatchSummary,
  MatchTableData,
  TeamList,
} from '@touchline/domain';
import Type from 'typebox';
import { loadMatchDetail } from '../commands/matchDetail';
import {
  LIVE_WINDOW_HOURS,
  loadCompetitionMatches,
  loadLiveMatches,
  loadMatchSettings,
  loadSportTable,
  loadTeamList,
  MAX_LIVE,
} from '../commands/matches';
import { presentMatchSettings } from '../presenters/competition';
import { presentMatchDetail } from '../presenters/matchDetail';
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

/** The live list moves with the clock too (the window above): it is built again this often. */
const LIVE_LIST_TTL_MS = 60_000;
/** A match centre's forecast is looked at again this often, though nothing else changed… */
const FORECAST_TTL_MS = 10 * 60_000;
/** …and soon when the forecast service had not answered yet. */
const LATE_FORECAST_TTL_MS = 200;

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
        return { data: await loadCompetitionMatches(app.db, national, params.id) };
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
        async () => ({ data: await loadLiveMatches(app.db, national, query, new Date()) }),
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
        async () => ({
          data: presentMatchSettings(await loadMatchSettings(app.db, national, params.matchId)),
        }),
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
        async () => ({ data: await loadTeamList(app.db, national, params.matchId, params.teamId) }),
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
        async () => ({ data: await loadSportTable(app.db, national, params.matchId) }),
      );
    },
  );
};
