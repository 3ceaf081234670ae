import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { anyRun, createChainVerifier, scheduleChainVerification, type ChainVerifier } from '../modules/traceability';

export interface ChainVerification {
  verifier: ChainVerifier;
  /** Santiago's hour of the nightly verification, once the schedule runs in this process (null: none). */
  readonly scheduledHour: number | null;
  /**
   * The process's own background work on the chain (server.ts calls it once listening; tests do
   * not): a first verification when the database never had one, then the nightly one at `hour`
   * (null: no schedule).
   */
  startSchedule(hour: number | null): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chainVerification: ChainVerification;
  }
}

export default fp(
  async function chainVerificationPlugin(app: FastifyInstance) {
    const verifier = createChainVerifier({ db: app.db, log: app.log, auditKey: app.auditKey });
    let stopSchedule: (() => void) | undefined;
    let scheduledHour: number | null = null;
    app.decorate('chainVerification', {
      verifier,
      get scheduledHour() {
        return scheduledHour;
      },
      async startSchedule(hour: number | null) {
        if (!(await anyRun(app.db.kysely))) await verifier.start('inicio', null);
        if (hour === null) return;
        scheduledHour = hour;
        stopSchedule = scheduleChainVerification(app.db, verifier, hour, app.log);
      },
    });
    app.addHook('onClose', async () => {
      stopSchedule?.();
      await verifier.close();
    });
  },
  { name: 'chain-verification', dependencies: ['db', 'ledger'] },
);
