import {
  ModulesResponse,
  NationalEvents,
  normaliseEventType,
  PresentationResponse,
  Season,
  SlugDetails,
  zoneOrFallback,
} from '@touchline/domain';
import Type from 'typebox';
import { AppError } from '../errors';
import { presentZoneOffsets } from '../presenters/zoneOffsets';
import { nationalRepository as repo } from '../repositories/national';
import { catalogue, NationalHeaders, type Routes, responses } from './shared';

const LEVELS = ['state', 'association', 'club'];

/** National setup: presentation, events, seasons, modules and slug branding. */
export const nationalRoutes: Routes = async (app) => {
  const tags = ['National setup'];

  app.get(
    '/live/nationals/presentation',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'getNationalPresentation',
        summary: "Get the national's presentation",
        security: [],
        tags,
        headers: NationalHeaders,
        response: responses(PresentationResponse, 'Presentation settings'),
      },
    },
    async (request, reply) => {
      const { national: n } = request;
      return app.answer(request, reply, catalogue(request.national), async () => {
        const timezone = zoneOrFallback(n.timezone);
        return {
          data: {
            ...n.presentation,
            nationalId: n.id,
            name: n.name,
            meta: n.meta,
            timezone,
            timezoneOffsets: presentZoneOffsets(timezone),
            settings: n.settings,
          },
        };
      });
    },
  );

  app.get(
    '/live/nationals/events',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'listNationalEventTypes',
        summary: "List the national's event types",
        security: [],
        tags,
        headers: NationalHeaders,
        response: responses(NationalEvents, 'Scoring and movement types'),
      },
    },
    async (request, reply) => {
      const { national } = request;
      return app.answer(request, reply, catalogue(request.national), async () => {
        const types = await repo.eventTypes(app.db, national.id);
        return {
          data: {
            scoringEvents: types.filter((e) => e.kind === 'scoring').map(normaliseEventType),
            playerMovements: types.filter((e) => e.kind === 'movement').map(normaliseEventType),
            timezone: zoneOrFallback(national.timezone),
          },
        };
      });
    },
  );

  app.get(
    '/live/seasons',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'listSeasons',
        summary: 'List seasons',
        security: [],
        tags,
        headers: NationalHeaders,
        response: responses(Type.Array(Season), 'Seasons, newest first'),
      },
    },
    async (request, reply) => {
      const { national } = request;
      return app.answer(request, reply, catalogue(request.national), async () => ({
        data: (await repo.seasons(app.db, national.id)).map((s) => ({
          _id: s.id,
          currentSeason: s.currentSeason,
        })),
      }));
    },
  );

  app.get(
    '/live/nationals/modules',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'getNationalModules',
        summary: "Get the national's modules",
        security: [],
        tags,
        headers: NationalHeaders,
        response: responses(ModulesResponse, 'Enabled modules'),
      },
    },
    async (request, reply) => {
      const { national } = request;
      return app.answer(request, reply, catalogue(request.national), async () => ({
        data: national.modules,
      }));
    },
  );

  app.get(
    '/portal/national/get/slug-details',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'getSlugDetails',
        summary: "Get an entity's branding by slug",
        security: [],
        tags,
        description:
          "Branding of a state, association or club by `slugs={entityLevel},{entityName}`. 404 'No data found' when there is none.",
        headers: NationalHeaders,
        querystring: Type.Object({
          slugs: Type.String({
            minLength: 3,
            maxLength: 240,
            pattern: '^[^,\\u0000]+,[^,\\u0000]+$',
            description: 'entityLevel,entityName (e.g. state,nsw).',
          }),
        }),
        response: responses(SlugDetails, 'The branded entity'),
      },
    },
    async (request, reply) => {
      const { national, query } = request;
      return app.answer(request, reply, catalogue(request.national), async () => {
        const [level, name] = query.slugs.split(',').map((s) => s.trim()) as [string, string];
        if (!LEVELS.includes(level))
          throw new AppError(
            400,
            'BAD_LEVEL',
            `entityLevel must be state, association or club, not '${level}'`,
          );
        const entity = await repo.entityBySlug(app.db, national.id, level, name);
        if (!entity) throw new AppError(404, 'NO_DATA', 'No data found');
        if (!entity.meta.primaryColor && !entity.meta.secondaryColor && !entity.meta.imgUrl)
          throw new AppError(404, 'NO_META', 'No meta data found');
        return {
          data: {
            _id: entity.id,
            entityLevel: entity.level,
            name: entity.name,
            meta: { ...entity.meta, name: entity.meta.name ?? entity.name, slug: entity.slug },
            parentId: entity.parentId,
          },
        };
      });
    },
  );
};
