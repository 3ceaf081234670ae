import type { ChainVerification } from '@bodega/domain';
import { sql, type Kysely } from 'kysely';
import type { Database, EventRow } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { auditKeyId, chainDb, eventHash, GENESIS_HASH, nextTick, type ChainDatabase } from './chain-hash';

/** Why an event the sealer refused (no valid MAC, event-mac.ts) is listed as broken. */
export const NOT_EMITTED = 'evento no emitido por el sistema';

/** Events read per page of the walk: each page blocks the event loop for a few milliseconds at most. */
const VERIFY_CHUNK = 1_000;
/** Broken links a verification lists at most; the walk stops at the limit. */
export const BROKEN_LINKS_LIMIT = 100;

type ChainRow = EventRow;

export interface VerifyOptions {
  /** Broken links listed at most (BROKEN_LINKS_LIMIT). */
  limit?: number;
  /** Called after each page of the walk with the events checked so far (a background run's progress). */
  onPage?: (checked: number, chainLength: number) => Promise<void> | void;
  /** Stops the walk between pages (the server is closing): the verification throws ChainWalkStopped. */
  signal?: AbortSignal;
}

/** The walk was stopped before its end (VerifyOptions.signal). */
export class ChainWalkStopped extends Error {
  constructor() {
    super('verificación detenida antes de terminar');
  }
}

/**
 * The sealed chain up to `until` in chain_seq order, streamed in pages with a turn of the event
 * loop in between (the server keeps answering; never the whole log in memory).
 */
export async function* chainPages(db: Kysely<ChainDatabase>, until: number): AsyncGenerator<ChainRow[]> {
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
export async function walkChain(db: Kysely<ChainDatabase>, until: number, visit: (row: ChainRow) => boolean): Promise<void> {
  for await (const rows of chainPages(db, until)) for (const row of rows) if (!visit(row)) return;
}

/**
 * Verifies the whole sealed chain, every time: every event's HMAC is recomputed
 * from the first, each link is checked against the previous event's stored hash, and the
 * sequence against gaps, so a changed, deleted or inserted event anywhere — also one rewritten
 * with recomputed plain hashes — is found. Every broken link is listed, up to `limit`, and then
 * every event the sealer refused for want of a valid MAC (chain_seq 0: it is in no link).
 */
export async function verifyEventChain(
  dbIn: Kysely<Database>,
  key: string,
  options: VerifyOptions = {},
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
    const visit = (row: ChainRow): boolean => {
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
    };
    pages: for await (const rows of chainPages(db, chainLength)) {
      for (const row of rows) if (!visit(row)) break pages;
      if (options.signal?.aborted) throw new ChainWalkStopped();
      await options.onPage?.(checked, chainLength);
    }
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
  // Rows the sealer refused sit outside the chain, so the walk cannot meet them.
  if (broken.length < limit) {
    const refused = await db
      .selectFrom('traceability_events')
      .select('id')
      .where('chain_seq', 'is', null)
      .where('refused_at', 'is not', null)
      .orderBy('id')
      .limit(limit - broken.length)
      .execute();
    for (const row of refused) broken.push({ id: Number(row.id), chain_seq: 0, reason: NOT_EMITTED });
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
