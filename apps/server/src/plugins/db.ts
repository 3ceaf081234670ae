import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/create-db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Decorates the app with the database handle and closes it when the app closes. */
export default fp(
  async function dbPlugin(app: FastifyInstance, options: { db: Db; closeOnShutdown: boolean }) {
    app.decorate('db', options.db);
    if (options.closeOnShutdown) app.addHook('onClose', async () => options.db.close());
  },
  { name: 'db' },
);
