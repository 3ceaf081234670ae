import { santiagoDay, type ChainVerification } from '@bodega/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Database, EventRow } from '../../db/schema';
import { nowIso } from '../../lib/clock';

/**
 * Hash chain over the traceability log (DESIGN §3). Stock writes only append unsealed events;
 * the sealer, off the request path, gives committed events the next chain_seq in id order and
 * hashes each with the previous hash. One locked state row keeps instances from forking the chain.
 */
export const GENESIS_HASH = '0'.repeat(64);
const BATCH = 500;
/** Events per catch-up transaction of the totals. */
const COUNT_CHUNK = 5_000;

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

/** Tables of migration 2026-11-21T0800 (event totals and the verification checkpoint). */
export interface EventCountsTable {
  dim: 'a' | 'p' | 'l' | 'd';
  key_id: number;
  event_type: string;
  events: number;
  quantity: number;
}
export interface EventChainCheckpointTable {
  id: number;
  verified_seq: number;
  verified_hash: string;
  verified_at: string | null;
  full_verified_at: string | null;
}
export type ChainDatabase = Omit<Database, 'event_chain_state'> & {
  event_chain_state: Database['event_chain_state'] & { counted_seq: number };
  event_counts: EventCountsTable;
  event_chain_checkpoint: EventChainCheckpointTable;
};
export function chainDb(db: Kysely<Database>): Kysely<ChainDatabase> {
  return db as unknown as Kysely<ChainDatabase>;
}

/** Santiago calendar day of a UTC ISO timestamp as YYYYMMDD; offsets are whole hours, so cached per UTC hour. */
const dayByHour = new Map<string, number>();
export function santiagoDayKey(createdAt: string): number {
  const hour = createdAt.slice(0, 13);
  let key = dayByHour.get(hour);
  if (key === undefined) {
    key = Number(santiagoDay(new Date(createdAt)).replaceAll('-', ''));
    if (dayByHour.size > 50_000) dayByHour.clear();
    dayByHour.set(hour, key);
  }
  return key;
}

type CountedEvent = Pick<EventRow, 'event_type' | 'product_id' | 'location_id' | 'quantity' | 'created_at'>;

/** Adds events to the totals per type: all, per product, per location and per Santiago day. */
async function addCounts(trx: Kysely<ChainDatabase>, events: readonly CountedEvent[]): Promise<void> {
  const rows = new Map<string, EventCountsTable>();
  const add = (dim: EventCountsTable['dim'], key_id: number, event: CountedEvent) => {
    const id = `${dim}|${key_id}|${event.event_type}`;
    let row = rows.get(id);
    if (!row) rows.set(id, (row = { dim, key_id, event_type: event.event_type, events: 0, quantity: 0 }));
    row.events += 1;
    row.quantity += Number(event.quantity);
  };
  for (const event of events) {
    add('a', 0, event);
    add('p', event.product_id, event);
    add('l', event.location_id ?? 0, event);
    add('d', santiagoDayKey(event.created_at), event);
  }
  const all = [...rows.values()];
  for (let start = 0; start < all.length; start += 500) {
    await trx
      .insertInto('event_counts')
      .values(all.slice(start, start + 500))
      .onConflict((oc) =>
        oc.columns(['dim', 'key_id', 'event_type']).doUpdateSet((eb) => ({
          events: sql<number>`event_counts.events + ${eb.ref('excluded.events')}`,
          quantity: sql<number>`event_counts.quantity + ${eb.ref('excluded.quantity')}`,
        })),
      )
      .execute();
  }
}

async function lockedState(db: Db, trx: Kysely<ChainDatabase>) {
  const stateQuery = trx.selectFrom('event_chain_state').selectAll().where('id', '=', 1);
  const state = await (db.dialect === 'postgres' ? stateQuery.forUpdate() : stateQuery).executeTakeFirstOrThrow();
  return { last_seq: Number(state.last_seq), last_hash: state.last_hash, counted_seq: Number(state.counted_seq) };
}

async function sealBatch(db: Db): Promise<number> {
  return chainDb(db.kysely)
    .transaction()
    .execute(async (trx) => {
      const state = await lockedState(db, trx);
      const pending = await trx
        .selectFrom('traceability_events')
        .selectAll()
        .where('chain_seq', 'is', null)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (pending.length === 0) return 0;
      let seq = state.last_seq;
      let hash = state.last_hash;
      const sealed = pending.map((event) => {
        seq += 1;
        const next = eventHash(hash, { ...event, chain_seq: seq });
        const row = { id: Number(event.id), seq, prev: hash, hash: next };
        hash = next;
        return row;
      });
      // One statement for the whole batch (the same text on SQLite and PostgreSQL).
      const values = sql.join(sealed.map((r) => sql`(cast(${r.id} as bigint), cast(${r.seq} as integer), ${r.prev}, ${r.hash})`));
      await sql`with sealed(id, seq, prev, hash) as (values ${values})
        update traceability_events set chain_seq = sealed.seq, prev_hash = sealed.prev, hash = sealed.hash
        from sealed where traceability_events.id = sealed.id`.execute(trx);
      // Totals follow the seal when they are up to date; otherwise the catch-up counts these too.
      const counted = state.counted_seq === state.last_seq;
      if (counted) await addCounts(trx, pending);
      await trx
        .updateTable('event_chain_state')
        .set({ last_seq: seq, last_hash: hash, ...(counted ? { counted_seq: seq } : {}) })
        .where('id', '=', 1)
        .execute();
      return pending.length;
    });
}

/** Counts up to COUNT_CHUNK sealed events the totals do not hold yet (after a migration or seed:large). */
async function countBatch(db: Db): Promise<number> {
  return chainDb(db.kysely)
    .transaction()
    .execute(async (trx) => {
      const state = await lockedState(db, trx);
      if (state.counted_seq >= state.last_seq) return 0;
      const until = Math.min(state.last_seq, state.counted_seq + COUNT_CHUNK);
      const events = await trx
        .selectFrom('traceability_events')
        .select(['event_type', 'product_id', 'location_id', 'quantity', 'created_at'])
        .where('chain_seq', '>', state.counted_seq)
        .where('chain_seq', '<=', until)
        .execute();
      await addCounts(trx, events);
      await trx.updateTable('event_chain_state').set({ counted_seq: until }).where('id', '=', 1).execute();
      return until - state.counted_seq;
    });
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface EventSealer {
  /** Asks for a seal soon; calls while one runs are folded into one more pass. */
  request(): void;
  /** Seals everything committed so far (tests and the verify endpoint use it). */
  sealNow(): Promise<number>;
  stop(): Promise<void>;
}

export function createEventSealer(db: Db, log: FastifyBaseLogger, intervalMs = 2000, debounceMs = 250): EventSealer {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let scheduled: NodeJS.Timeout | null = null;

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const sealed = await sealBatch(db);
      total += sealed;
      if (sealed < BATCH) break;
    }
    // Totals behind the chain (first start after the migration, or after seed:large): counted in
    // chunks that let requests through in between.
    while ((await countBatch(db)) > 0) await nextTick();
    return total;
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
    // sealer does not compete with every request for the database. A pass costs seven round trips
    // whatever its size: at 50 ms they were a tenth of a busy server's statements (one-line
    // egresos at ~900/s); at 250 ms a fiftieth, and an event still waits well under a second.
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

export interface VerifyOptions {
  /** 'full' (default) walks from the first event; 'incremental' from the stored checkpoint. */
  mode?: 'incremental' | 'full';
  /** Most events an incremental call walks (the rest waits for the next call). */
  budget?: number;
}

/** Small chunks: each one blocks the event loop for a few milliseconds at most. */
const VERIFY_CHUNK = 500;
/** Events an incremental verification walks per call at most (about 3 s on the 2-core bench box). */
export const INCREMENTAL_VERIFY_BUDGET = 100_000;

/**
 * Verifies the hash chain. A full walk recomputes every sealed event from the first; an
 * incremental one checks that the checkpoint event still holds the hash stored with the
 * checkpoint (and still hashes to it) and walks only what was sealed after it, up to `budget`
 * events. Either way the walk goes in chunks with a turn of the event loop in between, so the
 * server keeps answering, and a valid walk moves the checkpoint forward. Tampering before the
 * checkpoint (other than the checkpoint event itself) is only seen by a full walk.
 */
export async function verifyEventChain(dbIn: Kysely<Database>, options: VerifyOptions = {}): Promise<ChainVerification> {
  const db = chainDb(dbIn);
  const mode = options.mode ?? 'full';
  const budget = mode === 'full' ? Number.POSITIVE_INFINITY : (options.budget ?? INCREMENTAL_VERIFY_BUDGET);
  // The end of the chain first: every event up to last_seq is committed with it.
  const state = await db.selectFrom('event_chain_state').select(['last_seq', 'last_hash']).where('id', '=', 1).executeTakeFirstOrThrow();
  const chainLength = Number(state.last_seq);
  const checkpoint = await db.selectFrom('event_chain_checkpoint').selectAll().where('id', '=', 1).executeTakeFirst();
  let fromSeq = 0;
  let prev = GENESIS_HASH;
  let checked = 0;
  if (mode === 'incremental' && checkpoint && Number(checkpoint.verified_seq) > 0) {
    fromSeq = Math.min(Number(checkpoint.verified_seq), chainLength);
    const row = await db.selectFrom('traceability_events').selectAll().where('chain_seq', '=', fromSeq).executeTakeFirst();
    if (!row) return result(false, { id: 0, chain_seq: fromSeq, reason: 'falta el evento del punto de control' }, fromSeq);
    if (row.hash !== checkpoint.verified_hash || eventHash(row.prev_hash ?? '', row) !== row.hash) {
      return result(false, { id: Number(row.id), chain_seq: fromSeq, reason: 'el evento del punto de control fue modificado' }, fromSeq);
    }
    prev = row.hash;
  }
  let expectedSeq = fromSeq + 1;
  const until = Math.min(chainLength, fromSeq + budget);
  while (expectedSeq <= until) {
    const rows = await db
      .selectFrom('traceability_events')
      .selectAll()
      .where('chain_seq', '>=', expectedSeq)
      .where('chain_seq', '<=', until)
      .orderBy('chain_seq')
      .limit(VERIFY_CHUNK)
      .execute();
    if (rows.length === 0) return result(false, { id: 0, chain_seq: expectedSeq, reason: `falta el eslabón ${expectedSeq}` }, expectedSeq - 1);
    for (const row of rows) {
      const broken = (reason: string) => ({ id: Number(row.id), chain_seq: row.chain_seq!, reason });
      if (row.chain_seq !== expectedSeq) return result(false, broken(`falta el eslabón ${expectedSeq}`), expectedSeq - 1);
      if (row.prev_hash !== prev) return result(false, broken('el hash anterior no coincide'), expectedSeq - 1);
      if (eventHash(prev, row) !== row.hash) return result(false, broken('el contenido del evento fue modificado'), expectedSeq - 1);
      prev = row.hash!;
      expectedSeq += 1;
      checked += 1;
    }
    // Let other requests in between chunks (better-sqlite3 answers synchronously).
    await nextTick();
  }
  const through = expectedSeq - 1;
  if (through === chainLength && prev !== state.last_hash) {
    return result(false, { id: 0, chain_seq: chainLength, reason: 'el último eslabón no coincide con el estado de la cadena' }, through);
  }
  // Only forward, and only what was proven from the first event on.
  const at = nowIso();
  await db
    .updateTable('event_chain_checkpoint')
    .set({ verified_seq: through, verified_hash: prev, verified_at: at })
    .where('id', '=', 1)
    .where('verified_seq', '<=', through)
    .execute();
  const fullyProven = mode === 'full' && through === chainLength;
  if (fullyProven) await db.updateTable('event_chain_checkpoint').set({ full_verified_at: at }).where('id', '=', 1).execute();
  return result(true, null, through, fullyProven ? at : undefined);

  async function result(valid: boolean, first_broken: ChainVerification['first_broken'], through: number, fullAt?: string): Promise<ChainVerification> {
    const row = await db
      .selectFrom('traceability_events')
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .where('chain_seq', 'is', null)
      .executeTakeFirstOrThrow();
    return {
      valid,
      checked,
      unsealed: Number(row.n),
      first_broken,
      mode,
      verified_from_seq: fromSeq,
      verified_through_seq: valid ? through : Math.max(0, Math.min(through, (first_broken?.chain_seq ?? 1) - 1)),
      chain_length: chainLength,
      complete: valid && through === chainLength,
      last_full_verification_at: fullAt ?? checkpoint?.full_verified_at ?? null,
    };
  }
}
