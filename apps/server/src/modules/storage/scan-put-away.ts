import { LOCATION_TYPE_LABELS, PICKING_MESSAGES, classifyBarcode, isExpired } from '@bodega/domain';
import { checkScannedLot } from '../lots';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import type { Ledger } from '../ledger';
import { expiredPutAwayMessage } from './create-storage-list';
import { PUT_AWAY_TYPES, findLocation } from './put-away-locations.repository';
import { countUnit, markStored, scanAllAndStore, scanTarget, setItemLocation } from './storage-items.repository';
import { settleReceiptLine } from './receipt-progress.repository';
import { bumpCompleted } from './storage-lists.repository';
import type { StorageItemOut } from '@bodega/domain';
import { maySeeList } from '../../lib/operator-visibility';
import { ITEM_NOT_FOUND, inTransaction, type Actor } from './storage-list-access';
import { matchScannedProduct } from './scanned-product';
import type { Tx } from '../../db/handle';

/* The put-away scans of an operator: the location, then the product (unit by unit or all at once), and the stock they write. */

async function requireItem(r: Tx, itemId: number, actor: Actor) {
  const item = await scanTarget(r, itemId);
  if (!item || !maySeeList(actor, item)) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  if (item.list_status !== 'in_progress')
    throw new AppError(
      'INVALID_STATE',
      `La lista ${item.list_number} no está en progreso; iníciela antes de escanear`,
      undefined,
      { status: item.list_status },
    );
  if (item.status === 'stored') throw new AppError('INVALID_STATE', `${item.product_name} ya fue almacenado`);
  return item;
}

/**
 * Writes a stored item's units: STORAGE event at the scanned location, list counter, receipt
 * line. Called only by the scan whose conditional UPDATE moved the item to stored.
 */
async function putAway(
  r: Tx,
  stock: Ledger,
  item: NonNullable<Awaited<ReturnType<typeof scanTarget>>>,
  actor: Actor,
  now: string,
): Promise<void> {
  await stock.lockProducts([item.product_id]);
  await stock.add(
    {
      product_id: item.product_id,
      location_id: item.actual_location_id!,
      lot_number: item.lot_number,
      serial_number: item.serial_number,
      expiry_date: item.expiry_date,
    },
    item.quantity_to_store,
    'STORAGE',
    {
      user_id: actor.id,
      reference_type: 'storage_list',
      reference_id: item.storage_list_id,
      reference: item.list_number,
      description: `Almacenamiento ${item.list_number}`,
    },
  );
  await bumpCompleted(r, item.storage_list_id, now);
  await settleReceiptLine(r, item.transaction_detail_id, item.actual_location_id!);
}

/**
 * Step 1: the location. Must exist, be a storage or picking location of the list's warehouse,
 * and have room for the item's units. Three statements: the
 * item, the location with its committed units, the conditional update; the answer is the item
 * read first with what the scan changed.
 */
export async function scanLocation(deps: Deps, itemId: number, barcode: string, actor: Actor) {
  return inTransaction(deps, async (r) => {
    const item = await requireItem(r, itemId, actor);
    const code = barcode.trim();
    const location = await findLocation(r, code, item.id);
    if (!location)
      throw new AppError(
        'LOCATION_NOT_FOUND',
        `Ubicación no encontrada: ${code}`,
        { barcode: `Ubicación no encontrada: ${code}` },
        { scanned: code },
      );
    const refuse = (message: string) => new AppError('VALIDATION_ERROR', message, { barcode: message }, { scanned: code });
    if (!PUT_AWAY_TYPES.includes(location.location_type)) {
      const kind = LOCATION_TYPE_LABELS[location.location_type as keyof typeof LOCATION_TYPE_LABELS] ?? location.location_type;
      throw refuse(`La ubicación ${location.code} es de ${kind}; almacene en una ubicación de almacenamiento o picking`);
    }
    // A lot that expired after its list was made is not stored where stock is picked.
    if (isExpired(item.expiry_date)) throw refuse(expiredPutAwayMessage(item.product_name, item.lot_number, item.expiry_date!));
    if (item.s_warehouse_id !== null && location.warehouse_id !== item.s_warehouse_id) {
      throw refuse(
        `La ubicación ${location.code} es de ${location.warehouse_name}; esta lista almacena en ${item.s_warehouse_name}`,
      );
    }
    const free = location.capacity - location.committed;
    if (free < item.quantity_to_store) {
      throw new AppError(
        'CAPACITY_EXCEEDED',
        `La ubicación ${location.code} no tiene capacidad suficiente: ${Math.max(0, free)} unidades libres, se requieren ${item.quantity_to_store}`,
        undefined,
        {
          location_id: location.id,
          available: Math.max(0, free),
          requested: item.quantity_to_store,
        },
      );
    }
    if (!(await setItemLocation(r, item.id, location.id)))
      throw new AppError('INVALID_STATE', `${item.product_name} ya fue almacenado`);
    return { ...item.out, actual_location: location.ref, location_scanned: true };
  });
}

/**
 * Step 2: the product. In piece-by-piece lists each scan counts one unit and a unit beyond
 * the required count is refused; otherwise one scan covers the item. When the count is
 * complete the item is stored in the same transaction. The answer is the item read first
 * with what the scan changed (no second read).
 */
export async function scanProduct(deps: Deps, itemId: number, barcode: string, actor: Actor) {
  return inTransaction(deps, async (r, stock) => {
    const item = await requireItem(r, itemId, actor);
    if (item.location_scanned !== 1 || item.actual_location_id === null)
      throw new AppError('INVALID_STATE', PICKING_MESSAGES.locationFirst);
    const match = matchScannedProduct(item, barcode);
    if (!match.ok) throw match.error;
    // A label whose lot is known with another expiry is refused (and logged, lib/deps.ts).
    const gs1 = classifyBarcode(barcode.trim(), { context: 'receipts' }).gs1;
    await checkScannedLot(
      r,
      {
        product_id: item.product_id,
        lot_number: gs1?.lot_number ?? item.lot_number,
        expiry_date: gs1?.expiry_date,
        field: 'barcode',
      },
      { reference: item.list_number, user_id: actor.id },
    );
    const now = nowIso();
    let scanned: number;
    let stored = false;
    if (item.piece_by_piece_enabled === 1) {
      const counted = await countUnit(r, item.id);
      if (!counted) {
        throw new AppError(
          'ALL_UNITS_SCANNED',
          `Ya se escanearon todas las unidades de ${item.product_name} (${item.quantity_to_store} de ${item.quantity_to_store})`,
          undefined,
          {
            quantity_scanned: item.quantity_to_store,
            quantity_required: item.quantity_to_store,
          },
        );
      }
      scanned = counted.quantity_scanned;
      stored = scanned >= item.quantity_to_store && (await markStored(r, item.id, now));
    } else {
      scanned = item.quantity_to_store;
      stored = await scanAllAndStore(r, item.id, now);
      // A racing scan stored it first: nothing was written by this one.
      if (!stored) throw new AppError('INVALID_STATE', `${item.product_name} ya fue almacenado`);
    }
    if (stored) await putAway(r, stock, item, actor, now);
    const allScanned = scanned >= item.quantity_to_store;
    const out: StorageItemOut = {
      ...item.out,
      quantity_scanned: scanned,
      product_scanned: true,
      ...(stored ? { status: 'stored' as const, stored_at: now } : {}),
    };
    const message = stored
      ? item.piece_by_piece_enabled === 1
        ? `¡Completado! Todas las unidades de ${item.product_name} han sido escaneadas`
        : 'Producto almacenado'
      : `Progreso: ${out.quantity_scanned}/${out.quantity_to_store} escaneados`;
    return { success: true as const, item: out, all_scanned: allScanned, stored, message };
  });
}
