import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/create-db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /**
     * Where the reads that tolerate a little lag may go (plugins/read-routing.ts): the hot standby
     * of DATABASE_READ_URL, or `db` itself.
     */
    readDb: Db;
  }
}

/** Decorates the app with the database handles and closes them when the app closes. */
export default fp(
  async function dbPlugin(app: FastifyInstance, options: { db: Db; readDb?: Db; closeOnShutdown: boolean }) {
    app.decorate('db', options.db);
    app.decorate('readDb', options.readDb ?? options.db);
    if (options.closeOnShutdown) {
      app.addHook('onClose', async () => {
        await options.db.close();
        if (options.readDb && options.readDb !== options.db) await options.readDb.close();
      });
    }
  },
  { name: 'db' },
);
