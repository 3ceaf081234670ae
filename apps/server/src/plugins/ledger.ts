import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDeps, type Deps } from '../lib/deps';
import { createEventSealer, upgradeChainKey, type EventSealer } from '../modules/ledger/event-chain';
import { useEventMacKey } from '../modules/ledger/event-mac';

declare module 'fastify' {
  interface FastifyInstance {
    eventSealer: EventSealer;
    /** The traceability chain's HMAC key (AUDIT_KEY or DATA_DIR/audit-key), for verify. */
    auditKey: string;
    /**
     * What the operations use (lib/deps.ts): the database, stockTransaction and removeAndRecord;
     * after every committed stock write the new traceability events are handed to the sealer.
     */
    deps: Deps;
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
    app.decorate(
      'deps',
      createDeps(app.db, () => sealer.request()),
    );
    app.addHook('onClose', async () => sealer.stop());
  },
  { name: 'ledger', dependencies: ['db'] },
);
