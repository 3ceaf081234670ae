import { formatNumberCL, MAX_QUANTITY } from '@bodega/domain';
import type { InventoryRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { heldStockError } from './held-stock';
import type { Tx } from '../../db/handle';

/** One stock identity: the five columns that make an inventory row unique. */
export interface StockKey {
  product_id: number;
  location_id: number;
  lot_number?: string | null | undefined;
  serial_number?: string | null | undefined;
  expiry_date?: string | null | undefined;
}

/** What a traceability event says besides the stock it moved. */
export interface EventContext {
  user_id: number | null;
  reference_type?: string;
  reference_id?: number;
  reference?: string;
  description?: string;
  notes?: string | null;
}

/** A stock key as stored: lot, serial and expiry are '' when absent (the unique index needs a value). */
export type StockIdentity = ReturnType<typeof stockIdentity>;

export function stockIdentity(key: StockKey) {
  return {
    product_id: key.product_id,
    location_id: key.location_id,
    lot_number: key.lot_number?.trim() ?? '',
    serial_number: key.serial_number?.trim() ?? '',
    expiry_date: key.expiry_date ?? '',
  };
}

/** The five identity columns as statement arguments, in the order the ledger's statements take them. */
export function identityArgs(key: StockIdentity) {
  return [key.product_id, key.location_id, key.lot_number, key.serial_number, key.expiry_date] as const;
}

/** An event's lot, serial and expiry: null where the identity has ''. */
export function eventKeyArgs(key: StockIdentity) {
  return [key.lot_number || null, key.serial_number || null, key.expiry_date || null] as const;
}

/** An event's user and reference columns as statement arguments (null where the context has none). */
export function contextArgs(ctx: EventContext) {
  return [
    ctx.user_id,
    ctx.reference_type ?? null,
    ctx.reference_id ?? null,
    ctx.reference ?? null,
    ctx.description ?? null,
    ctx.notes ?? null,
  ] as const;
}

/** The inventory row's identity as the API shows it: '' columns become null. */
export function publicStockKey(row: Pick<InventoryRow, 'lot_number' | 'serial_number' | 'expiry_date'>) {
  return { lot_number: row.lot_number || null, serial_number: row.serial_number || null, expiry_date: row.expiry_date || null };
}

export function assertPositiveInteger(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity <= 0) {
    throw new AppError('VALIDATION_ERROR', 'La cantidad debe ser un número entero mayor a 0', {
      quantity: 'La cantidad debe ser mayor a 0',
    });
  }
  if (quantity > MAX_QUANTITY) throw tooMuchStock();
}

/** A row or a product's stock never holds more than MAX_QUANTITY units. */
export const STOCK_LIMIT_MESSAGE = `La cantidad resultante no puede superar ${formatNumberCL(MAX_QUANTITY)}`;
export function tooMuchStock(): AppError {
  return new AppError('CONFLICT', STOCK_LIMIT_MESSAGE, { quantity: STOCK_LIMIT_MESSAGE });
}

/** The inventory row of one stock identity (at most one: the five columns are unique). */
export function rowOf(trx: Tx, key: StockIdentity) {
  return trx
    .selectFrom('inventory')
    .where('product_id', '=', key.product_id)
    .where('location_id', '=', key.location_id)
    .where('lot_number', '=', key.lot_number)
    .where('serial_number', '=', key.serial_number)
    .where('expiry_date', '=', key.expiry_date);
}

/** 409 INSUFFICIENT_STOCK naming the product, lot and location, with what is available. */
export async function describeShortage(trx: Tx, key: StockIdentity, requested: number, available: number): Promise<AppError> {
  // Units that are there but held (quarantine, recall) get a refusal naming the hold.
  const held = await heldStockError(trx, key, requested);
  if (held) return held;
  const product = await trx.selectFrom('products').select(['name', 'sku']).where('id', '=', key.product_id).executeTakeFirst();
  const location = await trx.selectFrom('locations').select('code').where('id', '=', key.location_id).executeTakeFirst();
  const lot = key.lot_number ? ` lote ${key.lot_number}` : ' sin lote';
  const where = location ? ` en ${location.code}` : '';
  const what = product ? `${product.name} (${product.sku})` : `producto ${key.product_id}`;
  return new AppError(
    'INSUFFICIENT_STOCK',
    `Stock insuficiente de ${what}${lot}${where}: disponible ${available}, solicitado ${requested}`,
    undefined,
    { product_id: key.product_id, location_id: key.location_id, lot_number: key.lot_number || null, available, requested },
  );
}
