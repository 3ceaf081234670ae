import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { retryTransientConflicts } from '../lib/stock-transaction';
import { createEventSealer, upgradeChainKey, type EventSealer } from '../modules/ledger/event-chain';
import { useEventMacKey } from '../modules/ledger/event-mac';
import { ledger, type Ledger } from '../modules/ledger/ledger';
import { removeAndRecordPostgres, type RecordedRemoval, type RemoveAndRecord } from '../modules/ledger/remove-and-record';

declare module 'fastify' {
  interface FastifyInstance {
    eventSealer: EventSealer;
    /** The traceability chain's HMAC key (AUDIT_KEY or DATA_DIR/audit-key), for verify. */
    auditKey: string;
    /**
     * Runs `work` in one database transaction with the stock ledger; after commit the new
     * traceability events are handed to the sealer. Every stock change goes through here, or
     * through removeAndRecord. On PostgreSQL every ledger write locks its product before its
     * inventory rows (lib/stock-locks), and a transaction aborted as a deadlock victim or a
     * serialization failure runs again from the start (lib/stock-transaction), so `work` must
     * keep no state of its own across attempts beyond what it may safely redo.
     */
    stockTransaction<T>(work: (stock: Ledger, trx: Transaction<Database>) => Promise<T>): Promise<T>;
    /**
     * PostgreSQL only (undefined on SQLite): the ledger's "remove stock and record this document"
     * as one autocommit statement (modules/ledger/remove-and-record.ts); undefined when it wrote
     * nothing, and then the caller runs its ordinary stockTransaction. The sealer is asked after it.
     */
    removeAndRecord: ((removal: RemoveAndRecord) => Promise<RecordedRemoval | undefined>) | undefined;
  }
}

export default fp(
  async function ledgerPlugin(app: FastifyInstance, options: { auditKey: string; sealIntervalMs?: number }) {
    // Every event written through this database carries its MAC under the audit key.
    useEventMacKey(app.db.kysely, options.auditKey);
    const sealer = createEventSealer(app.db, app.log, options.auditKey, options.sealIntervalMs);
    app.decorate('eventSealer', sealer);
    app.decorate('auditKey', options.auditKey);
    // After the migrations (server.ts runs them before it builds the app): a chain sealed before
    // the audit key is checked and re-sealed with it once (chain-upgrade.ts), then the sealer starts.
    app.addHook('onReady', async () => {
      await upgradeChainKey(app.db, options.auditKey, app.log);
      sealer.start();
    });
    app.decorate('stockTransaction', async <T>(work: (stock: Ledger, trx: Transaction<Database>) => Promise<T>) => {
      const result = await retryTransientConflicts(() => app.db.kysely.transaction().execute((trx) => work(ledger(trx), trx)));
      sealer.request();
      return result;
    });
    app.decorate(
      'removeAndRecord',
      app.db.dialect === 'postgres'
        ? async (removal: RemoveAndRecord) => {
            const written = await retryTransientConflicts(() => removeAndRecordPostgres(app.db.kysely, removal));
            if (written) sealer.request();
            return written;
          }
        : undefined,
    );
    app.addHook('onClose', async () => sealer.stop());
  },
  { name: 'ledger', dependencies: ['db'] },
);
