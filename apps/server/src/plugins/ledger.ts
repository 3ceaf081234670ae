import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { createEventSealer, type EventSealer } from '../modules/ledger/event-chain';
import { ledger, type Ledger } from '../modules/ledger/ledger';

declare module 'fastify' {
  interface FastifyInstance {
    eventSealer: EventSealer;
    /**
     * Runs `work` in one database transaction with the stock ledger; after commit the new
     * traceability events are handed to the sealer. Every stock change goes through here.
     */
    stockTransaction<T>(work: (stock: Ledger, trx: Transaction<Database>) => Promise<T>): Promise<T>;
  }
}

export default fp(
  async function ledgerPlugin(app: FastifyInstance, options: { sealIntervalMs?: number }) {
    const sealer = createEventSealer(app.db, app.log, options.sealIntervalMs);
    app.decorate('eventSealer', sealer);
    app.decorate('stockTransaction', async <T>(work: (stock: Ledger, trx: Transaction<Database>) => Promise<T>) => {
      const result = await app.db.kysely.transaction().execute((trx) => work(ledger(trx), trx));
      sealer.request();
      return result;
    });
    app.addHook('onClose', async () => sealer.stop());
  },
  { name: 'ledger', dependencies: ['db'] },
);
