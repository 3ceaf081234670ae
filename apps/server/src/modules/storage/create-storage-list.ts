import { INGRESO_MESSAGES, isExpired, type StorageListCreate } from '@bodega/domain';
import type { Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { planPutAway } from './put-away-plan';
import type { ItemToPlace } from './strategies/types';
import { putAwayCandidates } from './put-away-locations.repository';
import { insertItems } from './storage-items.repository';
import { insertList, openListFor } from './storage-lists.repository';

/** The refusal of putting an expired lot away toward a storage or picking location. */
export function expiredPutAwayMessage(product: string, lot: string | null, expiry: string): string {
  const [y, m, d] = expiry.slice(0, 10).split('-');
  return `${product}${lot ? ` lote ${lot}` : ''} venció el ${d}-${m}-${y}: no se almacena en una ubicación de almacenamiento o picking; déjelo en control de calidad o devoluciones`;
}

/**
 * Estimated put-away minutes: 2 per item plus 0.1 per unit, one decimal. The domain's only time
 * formula (estimatePickingMinutes, 2 per line + 0.5 per unit) is for picking; storing a unit is a
 * place-on-shelf, not a search-and-pick, so it is counted cheaper.
 */
export function estimateStorageMinutes(items: readonly { quantity: number }[]): number {
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  return Math.round((items.length * 2 + units * 0.1) * 10) / 10;
}

/**
 * Creates the put-away list of a Pendiente receipt inside the caller's transaction: one item per
 * line (split when no single location holds it), each with the strategy's suggested location and
 * reason. A line with a destination chosen on the receipt keeps it when it has room. The demo
 * seed calls this too.
 */
export async function createStorageList(
  trx: Transaction<Database>,
  body: StorageListCreate,
  actorId: number | null,
): Promise<{ id: number; list_number: string }> {
  const actor = { id: actorId };
  const receipt = await trx.selectFrom('transactions').selectAll().where('id', '=', body.transaction_id).executeTakeFirst();
  if (!receipt) throw new AppError('NOT_FOUND', 'Ingreso no encontrado');
  if (receipt.status !== 'Pendiente')
    throw new AppError('INVALID_STATE', INGRESO_MESSAGES.onlyPendingStorageList, undefined, { status: receipt.status });
  const open = await openListFor(trx, receipt.id);
  if (open)
    throw new AppError('INVALID_STATE', `El ingreso ya tiene la lista de almacenamiento ${open.list_number}`, undefined, {
      storage_list_id: open.id,
    });
  const lines = await trx
    .selectFrom('transaction_details as d')
    .innerJoin('products as p', 'p.id', 'd.product_id')
    .select([
      'd.id',
      'd.product_id',
      'd.quantity',
      'd.lot_number',
      'd.serial_number',
      'd.expiry_date',
      'd.destination_location_id',
      'p.name',
      'p.category',
      'p.abc_category',
      'p.length',
      'p.width',
      'p.height',
      'p.location_id as home_location_id',
      'p.zone_id as home_zone_id',
    ])
    .where('d.transaction_id', '=', receipt.id)
    .orderBy('d.id')
    .execute();
  if (lines.length === 0) throw new AppError('INVALID_STATE', 'El ingreso no tiene productos');
  // A put-away list stores in storage and picking locations, where stock is picked: an expired lot never goes there.
  const expired = lines.find((line) => isExpired(line.expiry_date));
  if (expired) throw new AppError('INVALID_STATE', expiredPutAwayMessage(expired.name, expired.lot_number, expired.expiry_date!));
  if (!receipt.zone_id) throw new AppError('INVALID_STATE', 'El ingreso no tiene zona de destino');
  const zone = await trx
    .selectFrom('zones')
    .select(['id', 'name', 'warehouse_id'])
    .where('id', '=', receipt.zone_id)
    .executeTakeFirstOrThrow();
  // Put-away goes to the receipt's zone; a zone with no storage or picking locations (a
  // receiving dock) widens the search to the warehouse. A dedicated-zone list looks at the whole
  // warehouse, where the products' assigned locations and zones are.
  let candidates =
    body.storage_strategy === 'zone_dedicated'
      ? await putAwayCandidates(trx, { warehouse_id: zone.warehouse_id })
      : await putAwayCandidates(trx, { zone_id: zone.id });
  if (candidates.length === 0) candidates = await putAwayCandidates(trx, { warehouse_id: zone.warehouse_id });
  const toPlace: Array<
    ItemToPlace & {
      detail_id: number;
      serial_number: string | null;
      expiry: string | null;
      lot: string | null;
      destination: number | null;
    }
  > = lines.map((line) => ({
    key: line.id,
    detail_id: line.id,
    product_id: line.product_id,
    product_name: line.name,
    category: line.category,
    abc_category: line.abc_category,
    quantity: line.quantity,
    lot_number: line.lot_number ?? '',
    expiry_date: line.expiry_date ?? '',
    unit_volume: line.length && line.width && line.height ? Number(line.length) * Number(line.width) * Number(line.height) : null,
    home_location_id: line.home_location_id,
    home_zone_id: line.home_zone_id,
    serial_number: line.serial_number,
    expiry: line.expiry_date,
    lot: line.lot_number,
    destination: line.destination_location_id,
  }));
  const planned: Array<{ item: (typeof toPlace)[number]; quantity: number; location_id: number; reason: string }> = [];
  const byStrategy: typeof toPlace = [];
  for (const item of toPlace) {
    const chosen = item.destination ? candidates.find((c) => c.location_id === item.destination) : undefined;
    if (chosen && chosen.free_units >= item.quantity) {
      chosen.free_units -= item.quantity;
      chosen.stock.push({
        product_id: item.product_id,
        category: item.category,
        lot_number: item.lot_number,
        expiry_date: item.expiry_date,
        quantity: item.quantity,
      });
      planned.push({
        item,
        quantity: item.quantity,
        location_id: chosen.location_id,
        reason: `Ubicación de destino indicada en el ingreso (${chosen.code}), con ${chosen.free_units + item.quantity} unidades libres`,
      });
    } else byStrategy.push(item);
  }
  const plan = planPutAway(body.storage_strategy, byStrategy, candidates, { zone_id: zone.id, zone_name: zone.name });
  if (!plan.ok) {
    throw new AppError(
      'CAPACITY_EXCEEDED',
      `No hay ubicaciones con capacidad suficiente para ${plan.item.product_name}: faltan ${plan.remaining} unidades por ubicar en ${zone.name}`,
      undefined,
      {
        product_id: plan.item.product_id,
        remaining: plan.remaining,
      },
    );
  }
  planned.push(...plan.planned);
  // Walk order: by the suggested location's route weight, then code.
  const rank = new Map(candidates.map((c) => [c.location_id, c]));
  planned.sort(
    (a, b) =>
      rank.get(a.location_id)!.weight - rank.get(b.location_id)!.weight ||
      rank.get(a.location_id)!.code.localeCompare(rank.get(b.location_id)!.code) ||
      a.item.detail_id - b.item.detail_id,
  );
  const now = nowIso();
  const list = await insertList(trx, {
    transaction_id: receipt.id,
    storage_strategy: body.storage_strategy,
    piece_by_piece_enabled: body.piece_by_piece_enabled,
    total_items: planned.length,
    estimated_time: estimateStorageMinutes(planned),
    created_by: actor.id,
    now,
    temp_number: `TMP-${randomUUID().slice(0, 20)}`,
  });
  await insertItems(
    trx,
    planned.map((entry, index) => ({
      storage_list_id: list.id,
      transaction_detail_id: entry.item.detail_id,
      sequence: index + 1,
      product_id: entry.item.product_id,
      quantity_to_store: entry.quantity,
      quantity_scanned: 0,
      lot_number: entry.item.lot,
      serial_number: entry.item.serial_number,
      expiry_date: entry.item.expiry,
      suggested_location_id: entry.location_id,
      suggestion_reason: entry.reason.slice(0, 500),
      actual_location_id: null,
      location_scanned: 0,
      product_scanned: 0,
      status: 'pending',
      stored_at: null,
    })),
  );
  return list;
}
