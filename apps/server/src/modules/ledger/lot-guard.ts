import type { EventType } from '@bodega/domain';
import { registerLots, type LotSource } from '../lots';
import type { EventContext, StockIdentity } from './stock-key';
import type { Tx } from '../../db/handle';

/** The lot master's source for stock that enters with an event of this type. */
function sourceOf(type: EventType): LotSource {
  if (type === 'RECEPTION') return 'ingreso';
  if (type === 'STORAGE') return 'almacenamiento';
  if (type === 'ADJUSTMENT') return 'ajuste';
  return 'evento';
}

/**
 * The ledger's last guard of "one lot, one expiry" on every addition: the expiry each key must
 * carry (the lot master's when the key has none), a 409 LOT_EXPIRY_CONFLICT when a known lot
 * comes with another. Units already in stock that move (TRANSFER, RETURN) keep theirs: they only
 * register a lot the master does not know yet.
 */
export async function guardLots(trx: Tx, keys: readonly StockIdentity[], type: EventType, ctx: EventContext): Promise<string[]> {
  return registerLots(
    trx,
    keys,
    { source: sourceOf(type), reference: ctx.reference ?? null, user_id: ctx.user_id },
    { refuse: type !== 'TRANSFER' && type !== 'RETURN' },
  );
}
