import {
  EXPIRED_STOCK_LOCATION_TYPES,
  MAX_QUANTITY,
  expiredMoveMessage,
  isExpired,
  santiagoDay,
  type EventType,
} from '@bodega/domain';
import { PostgresAdapter, sql } from 'kysely';
import type { InventoryRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { lockProducts } from '../../lib/stock-locks';
import { guardLots } from './lot-guard';
import { addStockMany } from './add-many';
import { assertNotCounting } from './count-guard';
import { decrementPostgres } from './decrement-postgres';
import { insertDocument, type DocumentRow } from './documents';
import { rollupMove } from './daily-rollup';
import { relabelLotExpiry } from './relabel-expiry';
import { appendEvent, bumpProductStock, decrement } from './ledger-statements';
import {
  assertPositiveInteger,
  describeShortage,
  rowOf,
  stockIdentity,
  tooMuchStock,
  type EventContext,
  type StockKey,
} from './stock-key';
import type { Tx } from '../../db/handle';

export { publicStockKey } from './stock-key';
export type { EventContext, StockKey } from './stock-key';
export type { DocumentRow, DocumentShape } from './documents';

/**
 * The stock ledger: the only code that writes `inventory` and
 * `products.current_stock`, each change with its traceability event, inside the caller's
 * transaction. Decrements are conditional UPDATEs, so concurrent issues cannot oversell: the
 * loser gets 409 INSUFFICIENT_STOCK and its transaction rolls back. One named function per
 * operation; `ledger(trx)` binds them to a transaction (what stockTransaction hands its work).
 */

/**
 * Adds units at a location (receipt, put-away, positive adjustment, return, transfer in). New
 * stock enters now; units that entered earlier (a transfer) pass their `entryDate`, and a row
 * they join keeps the older of the two dates, so FIFO/LIFO still see when the lot came in.
 */
export async function addStock(
  trx: Tx,
  keyIn: StockKey,
  quantity: number,
  type: EventType,
  ctx: EventContext,
  options: { entryDate?: string } = {},
): Promise<InventoryRow> {
  assertPositiveInteger(quantity);
  const key = stockIdentity(keyIn);
  await lockProducts(trx, [key.product_id]);
  await assertNotCounting(trx, [key.location_id]);
  // One lot, one expiry: the lot master's expiry, or 409 (modules/lots).
  key.expiry_date = (await guardLots(trx, [key], type, ctx))[0]!;
  const at = nowIso();
  const entered = options.entryDate;
  const row = await trx
    .insertInto('inventory')
    .values({ ...key, quantity, reserved_quantity: 0, entry_date: entered ?? at, created_at: at, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['product_id', 'location_id', 'lot_number', 'serial_number', 'expiry_date']).doUpdateSet({
        quantity: sql<number>`inventory.quantity + ${quantity}`,
        updated_at: at,
        ...(entered === undefined
          ? {}
          : {
              entry_date: sql<string>`case when inventory.entry_date > ${entered} then ${entered} else inventory.entry_date end`,
            }),
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  if (row.quantity > MAX_QUANTITY) throw tooMuchStock();
  await bumpProductStock(trx, key.product_id, quantity, at);
  await appendEvent(trx, type, key, quantity, ctx, at);
  await rollupMove(trx, type, key.product_id, key.location_id, quantity, at);
  return row;
}

/**
 * Takes units from a location. Reserved units are not available unless `fromReserved` (picking
 * consumes its own reservation). Empty rows are removed. A `record` is the caller's document row
 * that belongs to this removal (an issue's item): the ledger writes it with the units (on
 * PostgreSQL in the decrement's own statement) and answers its id.
 */
export async function removeStock(
  trx: Tx,
  keyIn: StockKey,
  quantity: number,
  type: EventType,
  ctx: EventContext,
  options: { fromReserved?: boolean; record?: DocumentRow } = {},
): Promise<{ recordId?: number }> {
  assertPositiveInteger(quantity);
  const key = stockIdentity(keyIn);
  // Expired units are never issued, picked or dispatched (only quarantined, returned or written off).
  if ((type === 'DISPATCH' || type === 'PICKING') && isExpired(key.expiry_date || null, santiagoDay())) throw expiredMove(key);
  await lockProducts(trx, [key.product_id]);
  await assertNotCounting(trx, [key.location_id]);
  const at = nowIso();
  const fromReserved = options.fromReserved === true;
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const left = postgres
    ? await decrementPostgres(trx, key, quantity, type, ctx, at, fromReserved, options.record)
    : await decrement(trx, key, quantity, at, fromReserved);
  if (!left) {
    const row = await rowOf(trx, key).select(['quantity', 'reserved_quantity']).executeTakeFirst();
    const available = row ? (fromReserved ? row.reserved_quantity : row.quantity - row.reserved_quantity) : 0;
    throw await describeShortage(trx, key, quantity, available);
  }
  // Empty rows are removed; the UPDATE said what is left, so a row that still holds units
  // costs no second statement.
  if (Number(left.quantity) === 0 && Number(left.reserved_quantity) === 0) {
    await trx
      .deleteFrom('inventory')
      .where('id', '=', left.id)
      .where('quantity', '=', 0)
      .where('reserved_quantity', '=', 0)
      .execute();
  }
  if (postgres) {
    const recordId = 'record_id' in left ? left.record_id : null;
    return recordId === null ? {} : { recordId: Number(recordId) };
  }
  await bumpProductStock(trx, key.product_id, -quantity, at);
  await appendEvent(trx, type, key, -quantity, ctx, at);
  await rollupMove(trx, type, key.product_id, key.location_id, -quantity, at);
  return options.record ? { recordId: await insertDocument(trx, options.record) } : {};
}

function expiredMove(key: { lot_number: string; expiry_date: string }): AppError {
  const message = expiredMoveMessage(key.lot_number || null, key.expiry_date);
  return new AppError('EXPIRED_DESTINATION', message, undefined, {
    lot_number: key.lot_number || null,
    expiry_date: key.expiry_date,
    allowed_location_types: [...EXPIRED_STOCK_LOCATION_TYPES],
  });
}

/** Records an event that moves no stock (a quality check of a lot at a location). */
export async function noteStock(trx: Tx, keyIn: StockKey, type: EventType, ctx: EventContext): Promise<void> {
  await appendEvent(trx, type, stockIdentity(keyIn), 0, ctx, nowIso());
}

/**
 * Moves units between locations: a TRANSFER out and a TRANSFER in (or the types given: a DM
 * transfer to a clinical service is TRANSFER_TO_SERVICE out and SERVICE_RECEPTION in), keeping
 * lot, expiry and the date the units entered (read before the removal, which may delete the
 * emptied row).
 */
export async function transferStock(
  trx: Tx,
  keyIn: StockKey,
  toLocationId: number,
  quantity: number,
  ctx: EventContext,
  types: { out: EventType; in: EventType } = { out: 'TRANSFER', in: 'TRANSFER' },
): Promise<void> {
  if (keyIn.location_id === toLocationId) {
    throw new AppError('VALIDATION_ERROR', 'La ubicación de destino debe ser distinta de la de origen', {
      to_location_id: 'La ubicación de destino debe ser distinta de la de origen',
    });
  }
  // Expired units move only to quarantine (quality control) or returns.
  const expiry = keyIn.expiry_date || null;
  if (isExpired(expiry, santiagoDay())) {
    const to = await trx.selectFrom('locations').select('location_type').where('id', '=', toLocationId).executeTakeFirst();
    if (!(EXPIRED_STOCK_LOCATION_TYPES as readonly string[]).includes(to?.location_type ?? ''))
      throw expiredMove(stockIdentity(keyIn));
  }
  // The product first, as every ledger write takes it, then the source row's entry date.
  await lockProducts(trx, [keyIn.product_id]);
  const source = await rowOf(trx, stockIdentity(keyIn)).select('entry_date').executeTakeFirst();
  await removeStock(trx, keyIn, quantity, types.out, ctx);
  await addStock(
    trx,
    { ...keyIn, location_id: toLocationId },
    quantity,
    types.in,
    ctx,
    source ? { entryDate: source.entry_date } : {},
  );
}

/** Sets an inventory row to an absolute quantity (physical count), as one ADJUSTMENT event. */
export async function setStockQuantity(trx: Tx, inventoryId: number, target: number, ctx: EventContext): Promise<void> {
  if (!Number.isInteger(target) || target < 0) {
    throw new AppError('VALIDATION_ERROR', 'La cantidad no puede ser negativa', {
      quantity: 'La cantidad no puede ser negativa',
    });
  }
  const notFound = () => new AppError('NOT_FOUND', 'Registro de inventario no encontrado');
  // The row's product is locked before the row is read, so the count it is set from is current.
  const owner = await trx.selectFrom('inventory').select('product_id').where('id', '=', inventoryId).executeTakeFirst();
  if (!owner) throw notFound();
  await lockProducts(trx, [owner.product_id]);
  const row = await trx.selectFrom('inventory').selectAll().where('id', '=', inventoryId).executeTakeFirst();
  if (!row) throw notFound();
  const delta = target - row.quantity;
  if (delta > 0) await addStock(trx, row, delta, 'ADJUSTMENT', ctx);
  if (delta < 0) await removeStock(trx, row, -delta, 'ADJUSTMENT', ctx);
}

/** The ledger's operations bound to one transaction. */
export function ledger(trx: Tx) {
  return {
    /**
     * Locks the products an operation will touch, in id order, before it reads their stock
     * (PostgreSQL; lib/stock-locks): what it reads cannot change before it writes, and two
     * multi-product operations cannot deadlock on each other.
     */
    lockProducts: (productIds: Iterable<number>) => lockProducts(trx, productIds),
    add: (key: StockKey, quantity: number, type: EventType, ctx: EventContext, options?: { entryDate?: string }) =>
      addStock(trx, key, quantity, type, ctx, options),
    addMany: (lines: ReadonlyArray<{ key: StockKey; quantity: number }>, type: EventType, ctx: EventContext) =>
      addStockMany(trx, lines, type, ctx),
    remove: (
      key: StockKey,
      quantity: number,
      type: EventType,
      ctx: EventContext,
      options?: { fromReserved?: boolean; record?: DocumentRow },
    ) => removeStock(trx, key, quantity, type, ctx, options),
    note: (key: StockKey, type: EventType, ctx: EventContext) => noteStock(trx, key, type, ctx),
    transfer: (
      key: StockKey,
      toLocationId: number,
      quantity: number,
      ctx: EventContext,
      types?: { out: EventType; in: EventType },
    ) => transferStock(trx, key, toLocationId, quantity, ctx, types),
    setQuantity: (inventoryId: number, target: number, ctx: EventContext) => setStockQuantity(trx, inventoryId, target, ctx),
    /** Every row of a product's lot gets `expiry` (the lot master's correction); answers the rows changed. */
    relabelLotExpiry: (productId: number, lotNumber: string, expiry: string, ctx: EventContext) =>
      relabelLotExpiry(trx, productId, lotNumber, expiry, ctx),
  };
}

export type Ledger = ReturnType<typeof ledger>;
