import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { publicStockKey } from '../ledger';

export interface ManualEvent {
  event_type: 'QUALITY_CHECK' | 'DAMAGE' | 'EXPIRY';
  inventory_id: number;
  /** Required for DAMAGE and EXPIRY (the route's schema checks it). */
  quantity?: number | undefined;
  description?: string | undefined;
  notes?: string | undefined;
}

/**
 * POST /api/traceability/events: a quality check of one inventory row (an event that moves no
 * stock), or its damaged or expired units leaving it through the ledger. Answers the units the
 * row changed by (0 for a quality check, negative for a removal).
 */
export async function recordManualEvent(deps: Deps, body: ManualEvent, userId: number) {
  await deps.stockTransaction(async (stock, trx) => {
    const row = await trx.selectFrom('inventory').selectAll().where('id', '=', body.inventory_id).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', 'Registro de inventario no encontrado');
    const ctx = {
      user_id: userId,
      reference_type: 'manual',
      ...(body.description ? { description: body.description } : {}),
      notes: body.notes ?? null,
    };
    const key = { product_id: row.product_id, location_id: row.location_id, ...publicStockKey(row) };
    if (body.event_type === 'QUALITY_CHECK') await stock.note(key, 'QUALITY_CHECK', ctx);
    else await stock.remove(key, body.quantity!, body.event_type, ctx);
  });
  return {
    event_type: body.event_type,
    inventory_id: body.inventory_id,
    quantity: body.event_type === 'QUALITY_CHECK' ? 0 : -body.quantity!,
  };
}
