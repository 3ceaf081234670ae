import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Database, EventRow } from '../../db/schema';

/**
 * Hash chain over the traceability log (DESIGN §3). Stock writes only append unsealed events;
 * the sealer, off the request path, gives committed events the next chain_seq in id order and
 * hashes each with the previous hash. One locked state row keeps instances from forking the chain.
 */
export const GENESIS_HASH = '0'.repeat(64);
const BATCH = 500;

export function eventHash(prevHash: string, event: Omit<EventRow, 'prev_hash' | 'hash'>): string {
  const canonical = JSON.stringify([
    event.chain_seq,
    Number(event.id),
    event.event_type,
    event.product_id,
    event.location_id,
    event.lot_number,
    event.serial_number,
    event.expiry_date,
    event.quantity,
    event.user_id,
    event.reference_type,
    event.reference_id,
    event.reference,
    event.description,
    event.notes,
    event.created_at,
  ]);
  return createHash('sha256').update(prevHash).update(canonical).digest('hex');
}

async function sealBatch(db: Db): Promise<number> {
  return db.kysely.transaction().execute(async (trx) => {
    const stateQuery = trx.selectFrom('event_chain_state').selectAll().where('id', '=', 1);
    const state = await (db.dialect === 'postgres' ? stateQuery.forUpdate() : stateQuery).executeTakeFirstOrThrow();
    const pending = await trx
      .selectFrom('traceability_events')
      .selectAll()
      .where('chain_seq', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    let seq = state.last_seq;
    let hash = state.last_hash;
    for (const event of pending) {
      seq += 1;
      const sealed = { ...event, chain_seq: seq };
      const next = eventHash(hash, sealed);
      await trx.updateTable('traceability_events').set({ chain_seq: seq, prev_hash: hash, hash: next }).where('id', '=', event.id).execute();
      hash = next;
    }
    if (pending.length) await trx.updateTable('event_chain_state').set({ last_seq: seq, last_hash: hash }).where('id', '=', 1).execute();
    return pending.length;
  });
}

export interface EventSealer {
  /** Asks for a seal soon; calls while one runs are folded into one more pass. */
  request(): void;
  /** Seals everything committed so far (tests and the verify endpoint use it). */
  sealNow(): Promise<number>;
  stop(): Promise<void>;
}

export function createEventSealer(db: Db, log: FastifyBaseLogger, intervalMs = 2000, debounceMs = 50): EventSealer {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let scheduled: NodeJS.Timeout | null = null;

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const sealed = await sealBatch(db);
      total += sealed;
      if (sealed < BATCH) return total;
    }
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        log.error({ err: error }, 'no se pudo sellar la cadena de eventos');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  // Picks up anything a crash left unsealed, and events written by other instances.
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();

  return {
    // A short delay gathers the events of many concurrent writes into one sealing pass, so the
    // sealer does not compete with every request for the database.
    request: () => {
      if (scheduled || stopped) return;
      scheduled = setTimeout(() => {
        scheduled = null;
        void run();
      }, debounceMs);
      scheduled.unref();
    },
    async sealNow() {
      if (running) await running;
      return run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (scheduled) clearTimeout(scheduled);
      if (running) await running;
    },
  };
}

export interface ChainVerification {
  valid: boolean;
  checked: number;
  unsealed: number;
  first_broken: { id: number; chain_seq: number; reason: string } | null;
}

/** Walks every sealed event in chain order, recomputing each hash. */
export async function verifyEventChain(db: Kysely<Database>): Promise<ChainVerification> {
  let prev = GENESIS_HASH;
  let expectedSeq = 1;
  let checked = 0;
  for (;;) {
    const rows = await db
      .selectFrom('traceability_events')
      .selectAll()
      .where('chain_seq', '>=', expectedSeq)
      .orderBy('chain_seq')
      .limit(2000)
      .execute();
    for (const row of rows) {
      const broken = (reason: string) => ({ id: Number(row.id), chain_seq: row.chain_seq!, reason });
      if (row.chain_seq !== expectedSeq) return result(false, broken(`falta el eslabón ${expectedSeq}`));
      if (row.prev_hash !== prev) return result(false, broken('el hash anterior no coincide'));
      if (eventHash(prev, row) !== row.hash) return result(false, broken('el contenido del evento fue modificado'));
      prev = row.hash!;
      expectedSeq += 1;
      checked += 1;
    }
    if (rows.length < 2000) break;
  }
  const state = await db.selectFrom('event_chain_state').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  if (state.last_seq !== checked || state.last_hash !== prev) {
    return result(false, { id: 0, chain_seq: state.last_seq, reason: 'faltan eventos sellados al final de la cadena' });
  }
  return result(true, null);

  async function result(valid: boolean, first_broken: ChainVerification['first_broken']): Promise<ChainVerification> {
    const row = await db
      .selectFrom('traceability_events')
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .where('chain_seq', 'is', null)
      .executeTakeFirstOrThrow();
    return { valid, checked, unsealed: Number(row.n), first_broken };
  }
}
