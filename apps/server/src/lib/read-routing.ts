import { parseWalPosition, READ_AFTER_HEADER } from '@bodega/domain';
import { sql } from 'kysely';
import type { Db } from '../db/create-db';
import type { Deps } from './deps';

/**
 * Which database answers a read that tolerates a little lag (analytics, lists, exports, event
 * search): the hot standby of DATABASE_READ_URL when it is up and has replayed the caller's own
 * last write, else the primary.
 *
 * A write's answer carries the primary's WAL position after it (READ_AFTER_HEADER, packages/domain);
 * the web client sends the highest position it has seen back on every request, so a user never
 * reads a standby that has not yet replayed what they wrote, whichever instance they reach. The
 * standby's replay position is probed every PROBE_MS rather than per request: it only moves
 * forward, so a stale probe can only send a read to the primary needlessly, never to a standby
 * that is behind.
 */
export { READ_AFTER_HEADER };
const PROBE_MS = 200;

export type ReadNodeState =
  | { kind: 'unknown' }
  | { kind: 'down' }
  /** A server not in recovery (the primary itself, as in tests): it has every commit. */
  | { kind: 'primary' }
  | { kind: 'standby'; replayed: bigint };

/**
 * Whether a read carrying `token` (the caller's last write position, or none) may go to the read
 * node in `state`.
 */
export function readNodeServes(state: ReadNodeState, token: string | undefined): boolean {
  if (state.kind === 'unknown' || state.kind === 'down') return false;
  if (token === undefined || token === '') return true;
  const wanted = parseWalPosition(token);
  if (wanted === undefined) return false;
  return state.kind === 'primary' || state.replayed >= wanted;
}

/** Operations' dependencies over the read pool: reads only, a stock write is a programming error. */
export function readOnlyDeps(readDb: Db): Deps {
  return {
    db: readDb,
    stockTransaction: () => Promise.reject(new Error('una lectura de la réplica no puede escribir stock')),
    removeAndRecord: undefined,
  };
}

export interface ReadRouting {
  /** True when reads may go to a separate read node (DATABASE_READ_URL). */
  readonly separate: boolean;
  depsFor(token: string | undefined): Deps;
  /** The primary's WAL position now, for a write's answer. */
  writePosition(): Promise<string | undefined>;
  start(): void;
  stop(): void;
}

export function createReadRouting(
  primary: Deps,
  readDb: Db,
  log: { warn: (obj: object, msg: string) => void; info: (msg: string) => void },
): ReadRouting {
  if (readDb === primary.db) {
    return {
      separate: false,
      depsFor: () => primary,
      writePosition: async () => undefined,
      start: () => {},
      stop: () => {},
    };
  }
  const readDeps = readOnlyDeps(readDb);
  let state: ReadNodeState = { kind: 'unknown' };
  let timer: NodeJS.Timeout | undefined;
  let probing = false;
  const probe = async () => {
    if (probing) return;
    probing = true;
    try {
      const { rows } = await sql<{ standby: boolean; replayed: string | null }>`
        select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed`.execute(readDb.kysely);
      const row = rows[0]!;
      const replayed = parseWalPosition(row.replayed ?? undefined);
      const next: ReadNodeState = row.standby && replayed !== undefined ? { kind: 'standby', replayed } : { kind: 'primary' };
      if (state.kind === 'down' || state.kind === 'unknown') log.info('réplica de lectura disponible');
      state = next;
    } catch (error) {
      if (state.kind !== 'down') log.warn({ err: error }, 'réplica de lectura no disponible: las lecturas van al primario');
      state = { kind: 'down' };
    } finally {
      probing = false;
    }
  };
  return {
    separate: true,
    depsFor: (token) => (readNodeServes(state, token) ? readDeps : primary),
    async writePosition() {
      const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(primary.db.kysely);
      return rows[0]?.lsn;
    },
    start() {
      void probe();
      timer = setInterval(() => void probe(), PROBE_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
