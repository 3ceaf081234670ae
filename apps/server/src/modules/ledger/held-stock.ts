import { sql } from 'kysely';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../db/handle';

/** Which stock a refused operation asked for: a product, optionally one location, lot or serial. */
export interface HeldStockFilter {
  product_id: number;
  location_id?: number | null;
  lot_number?: string | null;
  serial_number?: string | null;
  expiry_date?: string | null;
}

/**
 * The reasons of the active holds on some rows, in Spanish: "en cuarentena (motivo)" for a device
 * state, "por el retiro RET-000001 (referencia)" for a recall. One text per distinct reason.
 */
export async function holdReasons(trx: Tx, inventoryIds: readonly number[]): Promise<string[]> {
  if (inventoryIds.length === 0) return [];
  const holds = await trx
    .selectFrom('stock_holds as h')
    .leftJoin('recalls as r', (join) => join.onRef('r.id', '=', 'h.reason_id').on('h.reason_type', '=', 'retiro'))
    .select(['h.reason_type', 'h.notes', 'r.numero', 'r.referencia'])
    .where('h.inventory_id', 'in', [...inventoryIds])
    .where('h.released_at', 'is', null)
    .orderBy('h.id')
    .execute();
  const texts = holds.map((hold) => {
    if (hold.reason_type === 'retiro')
      return `por el retiro ${hold.numero ?? ''}${hold.referencia ? ` (${hold.referencia})` : ''}`.trim();
    if (hold.reason_type === 'dm_estado') return `en ${hold.notes ?? 'cuarentena'}`;
    if (hold.reason_type === 'vencido') return `por estar vencido${hold.notes ? ` (${hold.notes})` : ''}`;
    return `retenido (${hold.reason_type}${hold.notes ? `: ${hold.notes}` : ''})`;
  });
  return [...new Set(texts)];
}

/**
 * When what an operation asked for is missing only because units are held (quarantine, recall),
 * the 409 STOCK_HELD naming the product, the unit and every hold; otherwise undefined (the caller
 * keeps its own shortage message). Every stock path calls it on a refusal, so a user learns why.
 */
export async function heldStockError(trx: Tx, filter: HeldStockFilter, requested: number): Promise<AppError | undefined> {
  let query = trx
    .selectFrom('inventory as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .select(['i.id', 'i.quantity', 'i.reserved_quantity', 'i.held_quantity', 'i.lot_number', 'i.serial_number', 'l.code'])
    .where('i.product_id', '=', filter.product_id)
    .where('i.held_quantity', '>', 0);
  if (filter.location_id != null) query = query.where('i.location_id', '=', filter.location_id);
  if (filter.lot_number) query = query.where('i.lot_number', '=', filter.lot_number);
  if (filter.serial_number) query = query.where('i.serial_number', '=', filter.serial_number);
  if (filter.expiry_date) query = query.where('i.expiry_date', '=', filter.expiry_date);
  const rows = await query.orderBy('i.id').execute();
  if (rows.length === 0) return undefined;
  let freeQuery = trx
    .selectFrom('inventory as i')
    .select(sql<number>`cast(coalesce(sum(i.quantity - i.reserved_quantity), 0) as integer)`.as('free'))
    .where('i.product_id', '=', filter.product_id);
  if (filter.location_id != null) freeQuery = freeQuery.where('i.location_id', '=', filter.location_id);
  if (filter.lot_number) freeQuery = freeQuery.where('i.lot_number', '=', filter.lot_number);
  if (filter.serial_number) freeQuery = freeQuery.where('i.serial_number', '=', filter.serial_number);
  if (filter.expiry_date) freeQuery = freeQuery.where('i.expiry_date', '=', filter.expiry_date);
  const free = Number((await freeQuery.executeTakeFirst())?.free ?? 0);
  const held = rows.reduce((sum, row) => sum + row.held_quantity, 0);
  if (free >= requested || free + held < requested) return undefined;
  const product = await trx.selectFrom('products').select(['name', 'sku']).where('id', '=', filter.product_id).executeTakeFirst();
  const first = rows[0]!;
  const unit =
    filter.serial_number || (rows.length === 1 && first.serial_number)
      ? ` serie ${filter.serial_number || first.serial_number}`
      : filter.lot_number || (rows.length === 1 && first.lot_number)
        ? ` lote ${filter.lot_number || first.lot_number}`
        : '';
  const where = [...new Set(rows.map((row) => row.code))].join(', ');
  const reasons = await holdReasons(
    trx,
    rows.map((row) => row.id),
  );
  const what = product ? `${product.name} (${product.sku})` : `producto ${filter.product_id}`;
  return new AppError(
    'STOCK_HELD',
    `${what}${unit} en ${where} está retenido ${reasons.join(' y ') || '(cuarentena o retiro)'} y no se puede usar: disponible ${Math.max(free, 0)}, retenido ${held}, solicitado ${requested}`,
    undefined,
    { product_id: filter.product_id, available: Math.max(free, 0), held, requested, holds: reasons },
  );
}
