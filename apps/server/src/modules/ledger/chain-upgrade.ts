import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db';
import { auditKeyId, chainDb, eventHash, GENESIS_HASH, legacyEventHash, lockedState } from './chain-hash';
import { chainPages, walkChain } from './chain-verify';

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
