import { santiagoDay, type ChainVerification } from '@bodega/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createHash, createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Database, EventRow } from '../../db/schema';
import { nowIso } from '../../lib/clock';

/**
 * Hash chain over the traceability log. Stock writes only append unsealed events;
 * the sealer, off the request path, gives committed events the next chain_seq in id order and
 * hashes each with the previous hash. One locked state row keeps instances from forking the chain.
 * The hash is an HMAC-SHA-256 keyed with the audit key (AUDIT_KEY or DATA_DIR/audit-key),
 * which is not in the database: whoever can only write the database cannot recompute it.
 */
export const GENESIS_HASH = '0'.repeat(64);
const BATCH = 500;
/** Events per catch-up transaction of the totals. */
const COUNT_CHUNK = 5_000;

type HashedEvent = Omit<EventRow, 'prev_hash' | 'hash'>;

function canonicalEvent(event: HashedEvent): string {
  return JSON.stringify([
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
}

/** The sealed hash of an event: HMAC-SHA-256 under the audit key of the previous hash and the event. */
export function eventHash(key: string, prevHash: string, event: HashedEvent): string {
  return createHmac('sha256', key).update(prevHash).update(canonicalEvent(event)).digest('hex');
}

/** The hash of a chain sealed before the audit key (plain SHA-256), read only to upgrade it. */
export function legacyEventHash(prevHash: string, event: HashedEvent): string {
  return createHash('sha256').update(prevHash).update(canonicalEvent(event)).digest('hex');
}

/** Names a key without revealing it: stored with the chain to tell which key sealed it. */
export function auditKeyId(key: string): string {
  return createHmac('sha256', key).update('bodega-clinica/audit-key-id').digest('hex').slice(0, 32);
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
  event_chain_state: Database['event_chain_state'] & { counted_seq: number; key_id: string | null };
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
  return {
    last_seq: Number(state.last_seq),
    last_hash: state.last_hash,
    counted_seq: Number(state.counted_seq),
    key_id: state.key_id,
  };
}

async function sealBatch(db: Db, key: string): Promise<number> {
  return chainDb(db.kysely)
    .transaction()
    .execute(async (trx) => {
      const state = await lockedState(db, trx);
      // Only a chain sealed with this key grows (an empty one takes it): a chain from before the
      // audit key waits for upgradeChainKey, one sealed with another key is left alone.
      const keyId = auditKeyId(key);
      if (state.key_id !== keyId && (state.key_id !== null || state.last_seq > 0)) return 0;
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

/**
 * Seals every event committed so far (and catches the totals up), outside a server: seed:large
 * calls it first, so it starts from any state.
 */
export async function sealPending(db: Db, key: string): Promise<number> {
  let total = 0;
  for (;;) {
    const sealed = await sealBatch(db, key);
    total += sealed;
    if (sealed < BATCH) break;
  }
  while ((await countBatch(db)) > 0) await nextTick();
  return total;
}

export function createEventSealer(db: Db, log: FastifyBaseLogger, key: string, intervalMs = 2000, debounceMs = 250): EventSealer {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let scheduled: NodeJS.Timeout | null = null;

  // Totals behind the chain (first start after the migration, or after seed:large) are counted
  // in chunks that let requests through in between (sealPending).
  const drain = () => sealPending(db, key);

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

/** Events read per page of the walk: each page blocks the event loop for a few milliseconds at most. */
const VERIFY_CHUNK = 1_000;
/** Broken links a verification lists at most; the walk stops at the limit. */
export const BROKEN_LINKS_LIMIT = 100;

type ChainRow = EventRow;

/**
 * The sealed chain up to `until` in chain_seq order, streamed in pages with a turn of the event
 * loop in between (the server keeps answering; never the whole log in memory).
 */
async function* chainPages(db: Kysely<ChainDatabase>, until: number): AsyncGenerator<ChainRow[]> {
  let after = 0;
  while (after < until) {
    const rows = await db
      .selectFrom('traceability_events')
      .selectAll()
      .where('chain_seq', '>', after)
      .where('chain_seq', '<=', until)
      .orderBy('chain_seq')
      .limit(VERIFY_CHUNK)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.chain_seq!;
    // Let other requests in between pages (better-sqlite3 answers synchronously).
    await nextTick();
  }
}

/** Hands every sealed row to `visit` in order; stops when it answers false. */
async function walkChain(db: Kysely<ChainDatabase>, until: number, visit: (row: ChainRow) => boolean): Promise<void> {
  for await (const rows of chainPages(db, until)) for (const row of rows) if (!visit(row)) return;
}

/**
 * Verifies the whole sealed chain, every time: every event's HMAC is recomputed
 * from the first, each link is checked against the previous event's stored hash, and the
 * sequence against gaps, so a changed, deleted or inserted event anywhere — also one rewritten
 * with recomputed plain hashes — is found. Every broken link is listed, up to `limit`.
 */
export async function verifyEventChain(
  dbIn: Kysely<Database>,
  key: string,
  options: { limit?: number } = {},
): Promise<ChainVerification> {
  const db = chainDb(dbIn);
  const limit = options.limit ?? BROKEN_LINKS_LIMIT;
  // The end of the chain first: every event up to last_seq is committed with it.
  const state = await db
    .selectFrom('event_chain_state')
    .select(['last_seq', 'last_hash', 'key_id'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const chainLength = Number(state.last_seq);
  const checkpoint = await db.selectFrom('event_chain_checkpoint').selectAll().where('id', '=', 1).executeTakeFirst();
  const broken: NonNullable<ChainVerification['first_broken']>[] = [];
  let checked = 0;
  let through = 0;
  if (chainLength > 0 && state.key_id !== auditKeyId(key)) {
    broken.push({
      id: 0,
      chain_seq: 1,
      reason:
        state.key_id === null
          ? 'la cadena fue sellada sin clave de auditoría y no se pudo volver a sellar (no verificaba con SHA-256)'
          : 'la clave de auditoría (AUDIT_KEY) no es la que selló la cadena',
    });
  } else {
    let expectedSeq = 1;
    let prev = GENESIS_HASH;
    let intact = true;
    await walkChain(db, chainLength, (row) => {
      const seq = row.chain_seq!;
      const reasons: string[] = [];
      if (seq !== expectedSeq)
        reasons.push(
          seq === expectedSeq + 1 ? `falta el eslabón ${expectedSeq}` : `faltan los eslabones ${expectedSeq} a ${seq - 1}`,
        );
      else if (row.prev_hash !== prev) reasons.push('el hash anterior no coincide');
      if (eventHash(key, row.prev_hash ?? '', row) !== row.hash) reasons.push('el contenido del evento fue modificado');
      checked += 1;
      if (reasons.length > 0) {
        intact = false;
        broken.push({ id: Number(row.id), chain_seq: seq, reason: reasons.join('; ') });
      } else if (intact) through = seq;
      prev = row.hash ?? '';
      expectedSeq = seq + 1;
      return broken.length < limit;
    });
    if (broken.length < limit) {
      if (expectedSeq <= chainLength) {
        broken.push({
          id: 0,
          chain_seq: expectedSeq,
          reason:
            expectedSeq === chainLength
              ? `falta el eslabón ${expectedSeq}`
              : `faltan los eslabones ${expectedSeq} a ${chainLength}`,
        });
      } else if (chainLength > 0 && prev !== state.last_hash) {
        broken.push({ id: 0, chain_seq: chainLength, reason: 'el último eslabón no coincide con el estado de la cadena' });
      }
    }
  }
  const valid = broken.length === 0;
  const at = nowIso();
  if (valid) {
    await db
      .updateTable('event_chain_checkpoint')
      .set({ verified_seq: chainLength, verified_hash: state.last_hash, verified_at: at, full_verified_at: at })
      .where('id', '=', 1)
      .execute();
  }
  const row = await db
    .selectFrom('traceability_events')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .where('chain_seq', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    valid,
    checked,
    unsealed: Number(row.n),
    first_broken: broken[0] ?? null,
    broken,
    broken_limit_reached: broken.length >= limit,
    mode: 'full',
    verified_from_seq: 0,
    verified_through_seq: valid ? chainLength : through,
    chain_length: chainLength,
    complete: valid,
    last_full_verification_at: valid ? at : (checkpoint?.full_verified_at ?? null),
  };
}

/** Rows re-sealed per statement when a chain moves to the audit key. */
const UPGRADE_CHUNK = 1_000;

/**
 * Moves a chain sealed before the audit key (plain SHA-256, `key_id` null) to the key, on the
 * first start after migration 2026-11-25T0900-hardening: the old chain is checked whole with
 * SHA-256 first, so tampering from before cannot be laundered by re-sealing; when it holds, every
 * event is re-sealed with the HMAC in one transaction and `key_id` records the key. A chain that
 * does not hold is left as it is (verify reports it). A chain sealed with another key is only
 * reported: it stays unverifiable until the original AUDIT_KEY is restored.
 */
export async function upgradeChainKey(
  db: Db,
  key: string,
  log: FastifyBaseLogger,
): Promise<'keyed' | 'upgraded' | 'legacy-broken' | 'other-key'> {
  const k = chainDb(db.kysely);
  const id = auditKeyId(key);
  const state = await k
    .selectFrom('event_chain_state')
    .select(['last_seq', 'key_id'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  if (state.key_id === id) return 'keyed';
  if (state.key_id !== null) {
    log.error(
      'la clave de auditoría (AUDIT_KEY o DATA_DIR/audit-key) no es la que selló la cadena de trazabilidad: la verificación fallará hasta restaurarla',
    );
    return 'other-key';
  }
  return k.transaction().execute(async (trx) => {
    const locked = await lockedState(db, trx);
    const current = await trx.selectFrom('event_chain_state').select(['key_id']).where('id', '=', 1).executeTakeFirstOrThrow();
    if (current.key_id === id) return 'keyed' as const;
    // The old chain must hold before it is re-sealed.
    let prev = GENESIS_HASH;
    let expected = 1;
    let holds = true;
    await walkChain(trx, locked.last_seq, (row) => {
      holds = row.chain_seq === expected && row.prev_hash === prev && legacyEventHash(prev, row) === row.hash;
      prev = row.hash ?? '';
      expected += 1;
      return holds;
    });
    if (!holds || expected - 1 !== locked.last_seq) {
      log.error('la cadena de trazabilidad sellada sin clave no verifica; no se vuelve a sellar con la clave de auditoría');
      return 'legacy-broken' as const;
    }
    let hash = GENESIS_HASH;
    let sealed: Array<{ id: number; prev: string; hash: string }> = [];
    const flush = async () => {
      if (sealed.length === 0) return;
      const values = sql.join(sealed.map((r) => sql`(cast(${r.id} as bigint), ${r.prev}, ${r.hash})`));
      await sql`with sealed(id, prev, hash) as (values ${values})
        update traceability_events set prev_hash = sealed.prev, hash = sealed.hash
        from sealed where traceability_events.id = sealed.id`.execute(trx);
      sealed = [];
    };
    for await (const rows of chainPages(trx, locked.last_seq)) {
      for (const row of rows) {
        const next = eventHash(key, hash, row);
        sealed.push({ id: Number(row.id), prev: hash, hash: next });
        hash = next;
      }
      if (sealed.length >= UPGRADE_CHUNK) await flush();
    }
    await flush();
    await trx.updateTable('event_chain_state').set({ last_hash: hash, key_id: id }).where('id', '=', 1).execute();
    if (locked.last_seq > 0)
      log.warn({ events: locked.last_seq }, 'cadena de trazabilidad sellada de nuevo con la clave de auditoría');
    return 'upgraded' as const;
  });
}
