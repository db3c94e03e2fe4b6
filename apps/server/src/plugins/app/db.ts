import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/**
 * Hands the opened database to every module. Whoever opened it closes it (server.ts or a
 * test), so a test can inspect the data after the app is gone.
 */
export default fp(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db' },
);
