import type { ChainVerificationReport, ChainVerificationTrigger } from '@bodega/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db';
import { isoMinusMs, nowIso } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { ChainWalkStopped, verifyEventChain } from '../ledger';
import { verificationMessage } from './chain-verification-message';
import {
  insertRunning,
  interruptAbandoned,
  recordEnd,
  recordProgress,
  runningRun,
  sealedLength,
} from './chain-verification-runs.repository';

/** A running verification writes its progress (and so its heartbeat) at most this often. */
const PROGRESS_EVERY_MS = 2_000;
/** A running row whose heartbeat is older than this lost its instance (it died mid-walk). */
export const ABANDONED_AFTER_MS = 60_000;

export interface ChainVerifierDeps {
  db: Db;
  log: FastifyBaseLogger;
  auditKey: string;
}

export type StartOutcome = { started: true; id: number } | { started: false; runningId: number | null };

/**
 * Verifications of the whole event chain, run in the background: a request only starts one (or
 * reads the last result); the walk pages through the chain with a turn of the event loop between
 * pages, so other requests are answered meanwhile. At most one runs at a time across every
 * instance: its row in chain_verifications is unique while 'en_curso'.
 */
export function createChainVerifier({ db, log, auditKey }: ChainVerifierDeps) {
  const stop = new AbortController();
  let active: Promise<void> | null = null;

  async function walk(id: number): Promise<void> {
    let checked = 0;
    let lastProgress = Date.now();
    try {
      const verification = await verifyEventChain(db.kysely, auditKey, {
        signal: stop.signal,
        onPage: async (done) => {
          checked = done;
          if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
          lastProgress = Date.now();
          await recordProgress(db.kysely, id, done, nowIso());
        },
      });
      const result: ChainVerificationReport = { ...verification, message: verificationMessage(verification) };
      await recordEnd(db.kysely, id, { status: 'completa', at: nowIso(), checked: verification.checked, result });
      (verification.valid ? log.info : log.error).call(
        log,
        { verification: id, checked: verification.checked, valid: verification.valid },
        result.message,
      );
    } catch (error) {
      const stopped = error instanceof ChainWalkStopped;
      const reason = stopped ? 'el servidor se detuvo antes de terminar' : error instanceof Error ? error.message : String(error);
      if (!stopped) log.error({ err: error, verification: id }, 'la verificación de la cadena falló');
      await recordEnd(db.kysely, id, {
        status: stopped ? 'interrumpida' : 'fallida',
        at: nowIso(),
        checked,
        error: reason,
      }).catch((writeError: unknown) => log.error({ err: writeError }, 'no se pudo registrar el fin de la verificación'));
    }
  }

  return {
    /**
     * Starts a verification unless one is running (here or on another instance). Resolves as soon
     * as its row is written; the walk goes on in the background.
     */
    async start(trigger: ChainVerificationTrigger, requestedBy: number | null): Promise<StartOutcome> {
      if (stop.signal.aborted) return { started: false, runningId: null };
      const at = nowIso();
      await interruptAbandoned(db.kysely, isoMinusMs(ABANDONED_AFTER_MS), at);
      let id: number;
      try {
        id = await insertRunning(db.kysely, { trigger, requestedBy, at, chainLength: await sealedLength(db.kysely) });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const running = await runningRun(db.kysely);
        return { started: false, runningId: running ? Number(running.id) : null };
      }
      active = walk(id).finally(() => {
        active = null;
      });
      return { started: true, id };
    },
    /** Whether this instance is walking the chain now. */
    get busy(): boolean {
      return active !== null;
    },
    /** Waits for this instance's running walk, if any (tests; the first start). */
    async settled(): Promise<void> {
      await active;
    },
    /** Stops the walk between two pages (server closing): the run is recorded 'interrumpida'. */
    async close(): Promise<void> {
      stop.abort();
      await active;
    },
  };
}

export type ChainVerifier = ReturnType<typeof createChainVerifier>;
