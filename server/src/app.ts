import { existsSync } from 'node:fs';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_PREFIX, ErrorBody, NATIONAL_ID_HEADER, PRODUCT_NAME } from '@touchline/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { CachedBody } from './cache/body';
import { DerivedCache } from './cache/derived';
import type { Config } from './config';
import type { Database } from './db/client';
import { type LiveOptions, livePlugin } from './live/plugin';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { nationalPlugin } from './plugins/national';
import { apiRoutes } from './routes';
import { createWeatherService, type WeatherOptions, type WeatherService } from './weather';

export interface AppOptions {
  config: Pick<Config, 'webDir' | 'nationalId'> & Partial<Pick<Config, 'weatherApiUrl' | 'weatherApiKey'>>;
  database: Database;
  /** Close the database when the app closes (the server does; tests share one). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  live?: LiveOptions;
  /** Log every request (noisy; errors are always logged). */
  logRequests?: boolean;
  /** The weather service's clock and timings (tests fix the clock to the demo's moment). */
  weather?: Pick<WeatherOptions, 'now' | 'timeoutMs' | 'waitMs'>;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** Derived data, computed once per version of its inputs. One set per app. */
    caches: {
      ladders: DerivedCache<CachedBody>;
      leaderboards: DerivedCache<CachedBody>;
      /** The matches of a competition; fewer entries, as a big competition's list is large. */
      matches: DerivedCache<CachedBody>;
    };
    /** Match forecasts from the external service, cached per venue and day. */
    weather: WeatherService;
  }
}

/**
 * Builds the whole product as a Fastify app without listening, so tests call
 * `app.inject()`. Plugins load in a fixed order: external, then app plugins, then routes.
 */
export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addSchema(ErrorBody);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1',
        description: `Live scores and results. Every call needs the '${NATIONAL_ID_HEADER}' header; every response wraps its payload in \`data\`.`,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A scoring token (write calls).' },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  await app.register(errorsPlugin);
  await app.register(databasePlugin, {
    database: options.database,
    closeWithApp: options.closeDatabase ?? false,
  });
  await app.register(nationalPlugin);
  await app.register(authPlugin);
  await app.register(livePlugin, options.live ?? {});
  app.decorate('caches', {
    ladders: new DerivedCache<CachedBody>(),
    leaderboards: new DerivedCache<CachedBody>(),
    matches: new DerivedCache<CachedBody>(200),
  });
  app.decorate(
    'weather',
    createWeatherService({
      url: options.config.weatherApiUrl ?? null,
      key: options.config.weatherApiKey ?? null,
      log: app.log.child({ module: 'weather' }),
      ...options.weather,
    }),
  );
  app.addHook('onClose', async () => app.weather.close());

  await app.register(apiRoutes, { prefix: API_PREFIX });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true }, config: { public: true } }, () =>
    app.swagger(),
  );
  app.get('/healthz', { schema: { hide: true } }, () => ({ ok: true }));

  if (existsSync(options.config.webDir)) await serveWebApp(app, options.config.webDir);
  return app;
}

/**
 * Serves the built web app, with index.html for every client-side route. Hashed files under
 * /assets/ are cached for good; everything else (index.html, the service worker sw.js and its
 * workbox-*.js, manifest.webmanifest, icons) is revalidated on every load, so a new version is
 * found at once. The build writes .br and .gz copies, sent to browsers that accept them.
 */
async function serveWebApp(app: App, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    // Found by preCompressed next to their originals; not routes of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(reply, file) {
      reply.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith(API_PREFIX)) return reply.callNotFound();
    const path = request.url.split('?')[0]!;
    if (/\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
