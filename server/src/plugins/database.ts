import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the opened database available to routes and closes it when the app closes. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: Database; closeWithApp: boolean }) => {
    app.decorate('db', options.database.db);
    if (options.closeWithApp) app.addHook('onClose', () => options.database.close());
  },
);
