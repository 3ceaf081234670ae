import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { verifyEventChain } from '../chain-verify';
import type { Violation } from './violation';

/*
 * The audit chain verifies (ledger.md, "Audit chain"): the whole sealed chain is walked with the
 * audit key and every broken link, and every event the sealer refused, is a violation. Events not
 * sealed yet are not (the sealer seals them within a second of their commit). Without the key a
 * chain that has links cannot be verified, which is reported as such.
 */
export async function checkChain(db: Kysely<Database>, key: string | undefined): Promise<Violation[]> {
  if (key === undefined) {
    const state = await db.selectFrom('event_chain_state').select('last_seq').where('id', '=', 1).executeTakeFirst();
    if (!state || Number(state.last_seq) === 0) return [];
    return [
      {
        invariant: 'cadena',
        message: 'No hay clave de auditoría (AUDIT_KEY o DATA_DIR/audit-key): la cadena no se puede verificar',
        ids: { chain_length: Number(state.last_seq) },
      },
    ];
  }
  const result = await verifyEventChain(db, key);
  return result.broken.map((link) => ({
    invariant: 'cadena',
    message: `Cadena rota en el eslabón ${link.chain_seq}${link.id ? ` (evento ${link.id})` : ''}: ${link.reason}`,
    ids: { event_id: link.id, chain_seq: link.chain_seq },
  }));
}
