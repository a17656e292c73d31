import {
  AssociationPage,
  ClubPage,
  type DirectChild,
  type EntityLevel,
  EntityList,
  Id,
  StatePage,
} from '@touchline/domain';
import Type from 'typebox';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import type { National } from '../plugins/national';
import { presentCompetitionSummary } from '../presenters/competition';
import { presentEntity } from '../presenters/entity';
import { presentTeamSummary } from '../presenters/team';
import { competitionRepository } from '../repositories/competitions';
import { entityRepository } from '../repositories/entities';
import { load } from '../repositories/lookups';
import { nationalRepository } from '../repositories/national';
import { teamRepository } from '../repositories/teams';
import { catalogue, EntityFilter, NationalHeaders, type Routes, responses, SeasonQuery } from './shared';

const LEVEL_OF: Record<DirectChild, EntityLevel> = {
  states: 'state',
  associations: 'association',
  clubs: 'club',
};
const PAGES = { state: StatePage, association: AssociationPage } as const;

/** 'states' → 'States', for the operation ids of the routes made in loops. */
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** Entities with their competition counts for a season (default: the current one). */
async function listEntities(
  db: Db,
  national: National,
  level: EntityLevel,
  within: number | null,
  season?: number,
) {
  const rows = await entityRepository.list(db, national.id, level, within);
  const counted = season ?? (await nationalRepository.currentSeason(db, national.id));
  const counts = await entityRepository.competitionCounts(
    db,
    national.id,
    rows.map((r) => r.id),
    counted,
  );
  return rows.map((row) => presentEntity(row, counts.get(row.id) ?? 0));
}

async function competitionsOf(db: Db, national: National, entityId: number, season?: number) {
  const rows = await competitionRepository.list(db, national.id, { season, entityIds: [entityId] });
  return (await competitionRepository.withTeams(db, national.id, rows)).map(presentCompetitionSummary);
}

/** Child-entity lists and the state, association and club pages. */
export const entityRoutes: Routes = async (app) => {
  const tags = ['Entities'];

  for (const plural of ['states', 'associations', 'clubs'] as const) {
    app.get(
      `/live/${plural}`,
      {
        config: { cache: 'catalogue' },
        schema: {
          operationId: `list${capital(plural)}`,
          summary: `List ${plural}`,
          security: [],
          tags,
          description: `The ${plural} of the national, or those inside the entity named by entityType and entityId.`,
          headers: NationalHeaders,
          querystring: Type.Object({ ...EntityFilter, season: Type.Optional(SeasonQuery) }),
          response: responses(EntityList, `A list of ${plural}`),
        },
      },
      async (request, reply) => {
        const { national, query } = request;
        return app.answer(request, reply, catalogue(request.national), async () => {
          const within =
            query.entityType && query.entityType !== 'national' && query.entityId ? query.entityId : null;
          if (
            within != null &&
            (await load.entities(app.db, national.id, [within])).get(within)?.level !== query.entityType
          )
            throw notFound(`${query.entityType} ${within}`);
          return { data: await listEntities(app.db, national, LEVEL_OF[plural], within, query.season) };
        });
      },
    );
  }

  const PageQuery = Type.Object({ season: Type.Optional(SeasonQuery) });

  for (const [level, childKey] of [
    ['state', 'stateDirectChild'],
    ['association', 'associationDirectChild'],
  ] as const) {
    app.get(
      `/live/${level}s/:id`,
      {
        config: { cache: 'catalogue' },
        schema: {
          operationId: `get${capital(level)}`,
          summary: `Get ${level === 'association' ? 'an' : 'a'} ${level}`,
          security: [],
          tags,
          description: `A ${level} with its competitions (of a season, or all) and its children (presentation.${childKey}).`,
          headers: NationalHeaders,
          params: Type.Object({ id: Id }),
          querystring: PageQuery,
          response: responses(PAGES[level], `The ${level} page`),
        },
      },
      async (request, reply) => {
        const { national, params, query } = request;
        return app.answer(request, reply, catalogue(request.national), async () => {
          const entity = await entityRepository.byId(app.db, national.id, level, params.id);
          if (!entity) throw notFound(`${level} ${params.id}`);
          const child = national.presentation[childKey];
          const [competitions, children] = await Promise.all([
            competitionsOf(app.db, national, entity.id, query.season),
            listEntities(app.db, national, LEVEL_OF[child], entity.id, query.season),
          ]);
          return { data: { [level]: presentEntity(entity), competitions, [child]: children } as never };
        });
      },
    );
  }

  app.get(
    '/live/clubs/:id',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'getClub',
        summary: 'Get a club',
        security: [],
        tags,
        description: 'A club with its teams and competitions (of a season, or all).',
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        querystring: PageQuery,
        response: responses(ClubPage, 'The club page'),
      },
    },
    async (request, reply) => {
      const { national, params, query } = request;
      return app.answer(request, reply, catalogue(request.national), async () => {
        const club = await entityRepository.byId(app.db, national.id, 'club', params.id);
        if (!club) throw notFound(`club ${params.id}`);
        const [teams, competitions] = await Promise.all([
          teamRepository.ofClub(app.db, national.id, club.id, query.season),
          competitionsOf(app.db, national, club.id, query.season),
        ]);
        const entities = await load.entities(
          app.db,
          national.id,
          teams.flatMap((team) => team.ancestors),
        );
        return {
          data: {
            club: presentEntity(club),
            teams: teams.map((team) => presentTeamSummary(team, entities, national)),
            competitions,
          },
        };
      });
    },
  );
};
