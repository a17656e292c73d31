import { API_PREFIX } from '@touchline/domain';
import type { FastifyInstance } from 'fastify';
import { adminSocketPath, openAdminChannel } from './admin/channel';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { loggable } from './db/errors';
import { DataDirLockedError } from './db/lock';
import { RedisBus } from './live/redisBus';
import { isEmpty, seedDemo } from './seed';
import { type DemoScorer, startDemoScorer } from './simulator/demoScorer';
import { WebBuildError } from './web/shell';

/** Starts the product: opens the database, seeds an empty one, and listens. */
async function main() {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? null : config.dataDir,
  });
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  console.log(`Opened ${where}.`);
  if (config.seedDemo && (await isEmpty(database.db))) {
    console.log('First start: generating and importing the demo data...');
    const summaries = await seedDemo(database.db);
    for (const s of summaries)
      console.log(
        `  national ${s.nationalId}: ${Object.entries(s.counts)
          .map(([k, v]) => `${v} ${k}`)
          .join(', ')}`,
      );
  }
  // With Redis, any number of nodes share the live updates; the app's close() quits it.
  const bus = config.redisUrl ? new RedisBus(config.redisUrl, { prefix: config.redisPrefix }) : null;
  if (bus) console.log(`Live updates between nodes: Redis, channel ${bus.channel}.`);
  const app = await buildApp({
    config,
    database,
    closeDatabase: true,
    live: {
      ...(bus ? { bus } : {}),
      streamsPerIp: config.streamsPerAddress,
      streamsPerNode: config.streamsPerNode,
    },
    logger: { level: config.logLevel },
    logRequests: config.logLevel === 'debug' || config.logLevel === 'trace',
  });
  await app.listen({ host: config.host, port: config.port });
  // The embedded database is this process's alone: the token and import commands send their
  // work here. On PostgreSQL they write the database themselves.
  let admin: FastifyInstance | null = null;
  if (!config.databaseUrl)
    admin = await openAdminChannel(app, adminSocketPath(config.dataDir)).catch((error: Error) => {
      // Serving matters more: the commands then refuse as they would without the channel.
      app.log.warn(`The token and import commands cannot reach this server: ${error.message}`);
      return null;
    });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nTouchline is ready in ${seconds} s: http://localhost:${port}/`);
  console.log(`API docs: http://localhost:${port}${API_PREFIX}/docs\n`);

  // With demo data, matches are kept live by playing them through this server's own API.
  let demo: DemoScorer | null = null;
  if (config.demoLive) {
    const local = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
    const host = local.includes(':') ? `[${local}]` : local;
    demo = await startDemoScorer({
      db: database.db,
      nationalId: config.nationalId,
      baseUrl: `http://${host}:${port}`,
      log: app.log,
    });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await demo?.stop();
    await admin?.close();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  // The same line the token and import commands print.
  else if (error instanceof DataDirLockedError) console.error(`Error: ${error.message}`);
  else if (error instanceof WebBuildError) console.error(`The web app cannot be served: ${error.message}`);
  // A failed query (seeding, say) is printed without its parameters.
  else console.error(loggable(error));
  process.exit(1);
});
