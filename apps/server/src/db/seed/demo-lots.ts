import { addDays } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { addInventoryLot } from '../../modules/inventory/adjust-stock';
import { LotExpiryConflict } from '../../modules/lots';

/**
 * The lot master's demo: an adjustment that brings a known lot with another expiry, through the
 * operation itself. It is refused (409, nothing changes) and the attempt stays in the conflict
 * log (GET /api/lots/conflicts), as any refused receipt, scan or adjustment does.
 */
export async function seedDemoLots(deps: Deps, adminId: number): Promise<void> {
  const row = await deps.db.kysely
    .selectFrom('inventory')
    .select(['product_id', 'location_id', 'lot_number', 'expiry_date'])
    .where('lot_number', '<>', '')
    .where('expiry_date', '<>', '')
    .where('serial_number', '=', '')
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return;
  try {
    await addInventoryLot(
      deps,
      {
        product_id: row.product_id,
        location_id: row.location_id,
        quantity: 1,
        lot_number: row.lot_number,
        expiry_date: addDays(row.expiry_date, 30),
        event_type: 'ADJUSTMENT',
        notes: 'Etiqueta con otro vencimiento (demostración)',
      },
      adminId,
    );
  } catch (error) {
    if (!(error instanceof LotExpiryConflict)) throw error;
  }
}
