import { Id, LeaderboardRow, PlayerOfTheMatchRow } from '@touchline/domain';
import Type from 'typebox';
import { CachedBody } from '../cache/body';
import { ladderIsPublic } from '../commands/computeLadder';
import {
  computeLeaderboard,
  computePlayersOfTheMatch,
  LEADERBOARD_LIMIT,
  leaderboardEventType,
} from '../commands/computeLeaderboard';
import { notFound } from '../errors';
import { competitionRepository } from '../repositories/competitions';
import { ladderRepository } from '../repositories/ladders';
import { leaderboardRepository } from '../repositories/leaderboards';
import { NationalHeaders, type Routes, responses } from './shared';

const Query = Type.Object({
  eventType: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100000, description: 'A scoring event type; default the first.' }),
  ),
});

/**
 * Player leaderboards. Like ladders, each is computed once per change of its competitions'
 * results (or of any member, for names and privacy) and reused until the next.
 */
export const leaderboardRoutes: Routes = async (app) => {
  const tags = ['Ladders and leaderboards'];
  const cache = app.caches.leaderboards;
  const description = `Players ranked on the number of events of a type (eventSum), then fewest matches played; at most ${LEADERBOARD_LIMIT} rows. Non-public players are 'Team Player'. Only event types visible on ladders.`;

  app.get(
    '/live/leaderboard/competition/:id',
    {
      schema: {
        tags,
        description,
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        querystring: Query,
        response: responses(Type.Array(LeaderboardRow), 'Leaderboard rows'),
      },
    },
    async (request, reply) => {
      const { national, params, query } = request;
      const competition = await competitionRepository.byId(app.db, national.id, params.id);
      if (!competition) throw notFound(`competition ${params.id}`);
      const type = await leaderboardEventType(app.db, national.id, [competition], query.eventType);
      if (!type || !ladderIsPublic(competition)) return { data: [] };
      const version = `${competition.resultsVersion}:${await leaderboardRepository.membersVersion(app.db, national.id)}`;
      const body = await cache.get(`${national.id}:${competition.id}:${type.type}`, version, async () =>
        CachedBody.of(await computeLeaderboard(app.db, national.id, [competition], type.type)),
      );
      return body.send(request, reply);
    },
  );

  app.get(
    '/live/leaderboard/custom-leaderboard/:id',
    {
      schema: {
        tags,
        description: `${description} Spans the competitions the custom leaderboard groups.`,
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        querystring: Query,
        response: responses(Type.Array(LeaderboardRow), 'Leaderboard rows'),
      },
    },
    async (request, reply) => {
      const { national, params, query } = request;
      const custom = await competitionRepository.customLeaderboard(app.db, national.id, params.id);
      if (!custom) throw notFound(`custom leaderboard ${params.id}`);
      const competitions = (
        await competitionRepository.list(app.db, national.id, { ids: custom.competitionIds })
      ).filter(ladderIsPublic);
      const type = await leaderboardEventType(
        app.db,
        national.id,
        competitions,
        query.eventType,
        custom.scoringEvents.map((e) => ({
          ...e,
          abbreviation: e.abbreviation ?? '',
          value: e.value ?? 0,
          visibleInLadders: e.visibleInLadders ?? null,
        })),
      );
      if (!type || !competitions.length) return { data: [] };
      const versions = await ladderRepository.versions(
        app.db,
        national.id,
        competitions.map((c) => c.id),
      );
      const version = `${[...versions].map(([id, v]) => `${id}.${v}`).join(',')}:${await leaderboardRepository.membersVersion(app.db, national.id)}`;
      const body = await cache.get(`custom:${national.id}:${custom.id}:${type.type}`, version, async () =>
        CachedBody.of(await computeLeaderboard(app.db, national.id, competitions, type.type)),
      );
      return body.send(request, reply);
    },
  );

  app.get(
    '/live/leaderboard/player-of-the-match/competition/:id',
    {
      schema: {
        tags,
        description: 'Player of the Match awards of a competition, round by round.',
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        response: responses(Type.Array(PlayerOfTheMatchRow), 'Player of the Match rows'),
      },
    },
    async (request, reply) => {
      const { national, params } = request;
      const competition = await competitionRepository.byId(app.db, national.id, params.id);
      if (!competition) throw notFound(`competition ${params.id}`);
      if (!ladderIsPublic(competition)) return { data: [] };
      const version = `${competition.resultsVersion}:${await leaderboardRepository.membersVersion(app.db, national.id)}`;
      const body = await cache.get(`potm:${national.id}:${competition.id}`, version, async () =>
        CachedBody.of(await computePlayersOfTheMatch(app.db, national.id, competition.id)),
      );
      return body.send(request, reply);
    },
  );
};
