import { santiagoDay } from '@bodega/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/create-db';
import type { EventRow } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { auditKeyId, chainDb, eventHash, lockedState, nextTick, type ChainDatabase, type EventCountsTable } from './chain-hash';
import { eventMacValid } from './event-mac';
import { rowEventType } from './event-type-read';

const BATCH = 500;
/** Events per catch-up transaction of the totals. */
const COUNT_CHUNK = 5_000;

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

type CountedEvent = Pick<EventRow, 'event_type' | 'product_id' | 'location_id' | 'quantity' | 'created_at'> & {
  reclassified_type?: string | null;
};

/** Adds events to the totals per type as read (event-type-read.ts): all, per product, per location and per Santiago day. */
async function addCounts(trx: Kysely<ChainDatabase>, events: readonly CountedEvent[]): Promise<void> {
  const rows = new Map<string, EventCountsTable>();
  const add = (dim: EventCountsTable['dim'], key_id: number, event: CountedEvent) => {
    const type = rowEventType(event);
    const id = `${dim}|${key_id}|${type}`;
    let row = rows.get(id);
    if (!row) rows.set(id, (row = { dim, key_id, event_type: type, events: 0, quantity: 0 }));
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

/**
 * Seals the next committed events in id order. An event needs a MAC that verifies (event-mac.ts),
 * unless it was written before events had one (below `mac_from_id`): one without is marked
 * refused and never chained, and verify lists it.
 */
async function sealBatch(db: Db, key: string, log?: FastifyBaseLogger): Promise<{ read: number; sealed: number }> {
  return chainDb(db.kysely)
    .transaction()
    .execute(async (trx) => {
      const state = await lockedState(db, trx);
      // Only a chain sealed with this key grows (an empty one takes it): a chain from before the
      // audit key waits for upgradeChainKey, one sealed with another key is left alone.
      const keyId = auditKeyId(key);
      if (state.key_id !== keyId && (state.key_id !== null || state.last_seq > 0)) return { read: 0, sealed: 0 };
      const read = await trx
        .selectFrom('traceability_events')
        .selectAll()
        .where('chain_seq', 'is', null)
        .where('refused_at', 'is', null)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (read.length === 0) return { read: 0, sealed: 0 };
      const pending = read.filter((event) => Number(event.id) < state.mac_from_id || eventMacValid(key, event));
      if (pending.length < read.length) {
        const refused = read.filter((event) => !pending.includes(event)).map((event) => Number(event.id));
        await trx.updateTable('traceability_events').set({ refused_at: nowIso() }).where('id', 'in', refused).execute();
        log?.error({ events: refused }, 'eventos no emitidos por el sistema (sin MAC válido): no se sellan');
      }
      if (pending.length === 0) return { read: read.length, sealed: 0 };
      let seq = state.last_seq;
      let hash = state.last_hash;
      const sealed = pending.map((event) => {
        seq += 1;
        const next = eventHash(key, hash, { ...event, chain_seq: seq });
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
        .set({ last_seq: seq, last_hash: hash, key_id: keyId, ...(counted ? { counted_seq: seq } : {}) })
        .where('id', '=', 1)
        .execute();
      return { read: read.length, sealed: pending.length };
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
        .select(['event_type', 'reclassified_type', 'product_id', 'location_id', 'quantity', 'created_at'])
        .where('chain_seq', '>', state.counted_seq)
        .where('chain_seq', '<=', until)
        .execute();
      await addCounts(trx, events);
      await trx.updateTable('event_chain_state').set({ counted_seq: until }).where('id', '=', 1).execute();
      return until - state.counted_seq;
    });
}

export interface EventSealer {
  /** Asks for a seal soon; calls while one runs are folded into one more pass. */
  request(): void;
  /** Seals everything committed so far (tests and the verify endpoint use it). */
  sealNow(): Promise<number>;
  /** Starts the periodic pass; called once the app is ready, so after the migrations. */
  start(): void;
  /** For the readiness check: started and not stopped, and whether the last pass failed. */
  status(): { running: boolean; lastError: string | null };
  stop(): Promise<void>;
}

/**
 * Seals every event committed so far (and catches the totals up), outside a server: seed:large
 * calls it first, so it starts from any state.
 */
export async function sealPending(db: Db, key: string, log?: FastifyBaseLogger): Promise<number> {
  let total = 0;
  for (;;) {
    const { read, sealed } = await sealBatch(db, key, log);
    total += sealed;
    if (read < BATCH) break;
  }
  while ((await countBatch(db)) > 0) await nextTick();
  return total;
}

export function createEventSealer(db: Db, log: FastifyBaseLogger, key: string, intervalMs = 2000, debounceMs = 250): EventSealer {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let scheduled: NodeJS.Timeout | null = null;
  let timer: NodeJS.Timeout | null = null;
  let lastError: string | null = null;

  // Totals behind the chain (first start after the migration, or after seed:large) are counted
  // in chunks that let requests through in between (sealPending).
  const drain = () => sealPending(db, key, log);

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .then((sealed) => {
        lastError = null;
        return sealed;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'no se pudo sellar la cadena de eventos');
        lastError = error instanceof Error ? error.message : String(error);
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

  return {
    start() {
      if (timer || stopped) return;
      // Picks up anything a crash left unsealed, and events written by other instances.
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
      void run();
    },
    status: () => ({ running: timer !== null && !stopped, lastError }),
    // A short delay gathers the events of many concurrent writes into one sealing pass, so the
    // sealer does not compete with every request for the database. A pass costs seven round trips
    // whatever its size: at 50 ms they were a tenth of a busy server's statements (one-line
    // egresos at ~900/s); at 250 ms a fiftieth, and an event still waits well under a second.
    // Before start() (the app not ready yet: migrations, the demo seed) nothing is sealed.
    request: () => {
      if (scheduled || stopped || !timer) return;
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
      if (timer) clearInterval(timer);
      if (scheduled) clearTimeout(scheduled);
      if (running) await running;
    },
  };
}
