import { existsSync } from 'node:fs';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_PREFIX, ErrorBody, NATIONAL_ID_HEADER, PRODUCT_NAME, reportBadZones } from '@touchline/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { parseQuery } from './cache/keys';
import { cardRoutes } from './cards/routes';
import { createSubjects } from './cards/subjects';
import type { Config, PushConfig } from './config';
import type { Database } from './db/client';
import { type LiveOptions, livePlugin } from './live/plugin';
import { type AnswersOptions, answersPlugin } from './plugins/answers';
import { authPlugin } from './plugins/auth';
import { bodiesPlugin } from './plugins/bodies';
import { databasePlugin } from './plugins/database';
import { clientErrorHandler, errorsPlugin } from './plugins/errors';
import { nationalPlugin } from './plugins/national';
import { docsPolicy, securityPlugin } from './plugins/security';
import { strictInputPlugin } from './plugins/strictInput';
import { type PushOptions, pushPlugin } from './push/plugin';
import { apiRoutes } from './routes';
import { createWeatherService, type WeatherOptions, type WeatherService } from './weather';
import { serveWebApp } from './web/serve';
import { loadWebShell } from './web/shell';

export interface AppOptions {
  config: Pick<Config, 'webDir' | 'nationalId'> &
    Partial<
      Pick<
        Config,
        | 'weatherApiUrl'
        | 'weatherApiKey'
        | 'corsWriteOrigins'
        | 'trustProxy'
        | 'maxConnections'
        | 'requestTimeoutMs'
        | 'publicUrl'
      >
    > & { push?: Partial<PushConfig> };
  database: Database;
  /** Close the database when the app closes (the server does; tests share one). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  live?: LiveOptions;
  /** The public read cache (how long a version is trusted without a signal). */
  answers?: AnswersOptions;
  /** Log every request (noisy; errors are always logged). */
  logRequests?: boolean;
  /**
   * Web Push's connections and sender timings (tests: their fake's certificate). Without
   * `config.push` the app sends nothing (tests and benchmarks that do not push).
   */
  push?: Omit<PushOptions, 'config'>;
  /** The weather service's clock and timings (tests fix the clock to the demo's moment). */
  weather?: Pick<WeatherOptions, 'now' | 'timeoutMs' | 'waitMs'>;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** Match forecasts from the external service, cached per venue and day. */
    weather: WeatherService;
    /** Where people reach the web app (PUBLIC_URL), for links in what the API sends; else null. */
    publicUrl: string | null;
  }
}

/**
 * Builds the whole product as a Fastify app without listening, so tests call
 * `app.inject()`. Plugins load in a fixed order: external, then app plugins, then routes.
 */
export async function buildApp(options: AppOptions): Promise<App> {
  // Read first, so a build the server cannot serve stops it before anything has started.
  const { webDir, nationalId } = options.config;
  const webShell = existsSync(webDir) ? loadWebShell(webDir, nationalId) : null;
  const { trustProxy = false, maxConnections, requestTimeoutMs } = options.config;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    ajv: {
      // strictNumbers off: with it on, Ajv's check of a coerced 'Infinity' skips the number's
      // minimum and maximum, so /matches/Infinity reached the database. Off, the limits apply,
      // and JSON bodies cannot carry Infinity or NaN anyway. Coercion also reads '0x10', '1e3' or
      // ' 1' as a number: plugins/strictInput.ts refuses those first.
      customOptions: {
        coerceTypes: 'array',
        removeAdditional: false,
        allErrors: false,
        strictNumbers: false,
      },
    },
    // One query parser for the routes and the read cache's keys (cache/keys.ts).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200, querystringParser: parseQuery },
    bodyLimit: 1024 * 1024,
    trustProxy,
    clientErrorHandler,
    ...(requestTimeoutMs ? requestTimeouts(requestTimeoutMs) : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();
  if (maxConnections) app.server.maxConnections = maxConnections;

  app.decorate('publicUrl', options.config.publicUrl ?? null);
  app.addSchema(ErrorBody);
  // First, so its headers are on every answer, including those answered from the cache in onRequest.
  await app.register(securityPlugin, {
    styleHashes: webShell?.styleHashes ?? [],
    writeOrigins: options.config.corsWriteOrigins ?? [],
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1',
        description: `Live scores and results. Every call needs the '${NATIONAL_ID_HEADER}' header; every response wraps its payload in \`data\`.`,
        // The repository grants no licence (no licence file; its packages are private): until its
        // owner chooses one, the API is proprietary, and the document says so.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative, so the document is right on any host, behind any proxy; paths carry the prefix.
      servers: [{ url: '/', description: 'The server that serves this document' }],
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
    transformStaticCSP: docsPolicy,
  });
  // A cached read compresses its body itself, once per encoding, each with its own ETag
  // (cache/body.ts): compressed again here, a client that takes only deflate got deflated bytes
  // under the plain body's tag. Set before @fastify/compress reads the route's option.
  app.addHook('onRoute', (route) => {
    if (route.config?.cache) route.compress = false;
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  await app.register(errorsPlugin);
  await app.register(strictInputPlugin);
  await app.register(bodiesPlugin);
  await app.register(databasePlugin, {
    database: options.database,
    closeWithApp: options.closeDatabase ?? false,
  });
  await app.register(livePlugin, options.live ?? {});
  await app.register(pushPlugin, { config: options.config.push ?? { send: false }, ...options.push });
  // A request logger must see every request, so then no hit is answered before routing.
  await app.register(answersPlugin, {
    ...options.answers,
    early: !options.logRequests && (options.answers?.early ?? true),
  });
  await app.register(nationalPlugin);
  await app.register(authPlugin);
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
  // A database may hold a zone that is not one (written by hand, or before imports checked):
  // its dates are read in the national's zone or UTC (`zoneOrFallback`), and the log says so once.
  reportBadZones((zone) =>
    app.log.warn(
      { zone: zone.slice(0, 100) },
      "a stored time zone is not one of the IANA database's: its dates are read in the national's, else UTC",
    ),
  );

  await app.register(apiRoutes, { prefix: API_PREFIX });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true }, config: { public: true } }, () =>
    app.swagger(),
  );
  app.get('/healthz', { schema: { hide: true } }, () => ({ ok: true }));

  // The share cards and link previews show the deployment's national.
  const subjects = createSubjects(app, nationalId);
  await app.register(cardRoutes, { subjects });
  if (webShell) await serveWebApp(app, webDir, webShell, { nationalId, subjects });
  return app;
}

/**
 * A whole request, body included, must arrive within `ms`, and its headers within a minute at
 * most. Node checks the requests still arriving (never a stream that has been answered) on an
 * interval, a tenth of the timeout within 0.1 to 1 s, so a slow one is closed soon after.
 */
function requestTimeouts(ms: number) {
  return {
    requestTimeout: ms,
    http: {
      requestTimeout: ms,
      headersTimeout: Math.min(60_000, ms),
      connectionsCheckingInterval: Math.min(1000, Math.max(100, ms / 10)),
    },
  };
}
