import { MAX_QUANTITY, type EventType } from '@bodega/domain';
import { sql, type Insertable } from 'kysely';
import { PREPARE_ON_SERVER } from '../../db/create-db';
import { changed, prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ledgerEventMac } from './event-mac';
import { contextArgs, eventKeyArgs, identityArgs, tooMuchStock, type EventContext, type StockIdentity } from './stock-key';
import type { Tx } from '../../db/handle';

/*
 * The ledger's plain statements, one per write (the way on every database): the conditional
 * decrement, the product's stock, the traceability event. Built and compiled once (db/prepared):
 * they run on every issue.
 */

function decrementQuery(fromReserved: boolean) {
  return prepared(
    (db: Tx, quantity: number, at: string, productId: number, locationId: number, lot: string, serial: string, expiry: string) =>
      db
        .updateTable('inventory')
        .set({
          quantity: sql<number>`quantity - ${quantity}`,
          ...(fromReserved ? { reserved_quantity: sql<number>`reserved_quantity - ${quantity}` } : {}),
          updated_at: at,
        })
        .where('product_id', '=', productId)
        .where('location_id', '=', locationId)
        .where('lot_number', '=', lot)
        .where('serial_number', '=', serial)
        .where('expiry_date', '=', expiry)
        .where(
          fromReserved
            ? sql<boolean>`reserved_quantity >= ${quantity}`
            : sql<boolean>`quantity - reserved_quantity >= ${quantity}`,
        )
        .returning(['id', 'quantity', 'reserved_quantity']),
  );
}
const decrementAvailable = decrementQuery(false);
const decrementReserved = decrementQuery(true);

/**
 * The conditional decrement: what is left in the row, or undefined when it does not hold
 * `quantity` (available units, or reserved ones when `fromReserved`).
 */
export async function decrement(trx: Tx, key: StockIdentity, quantity: number, at: string, fromReserved: boolean) {
  const { rows } = await (fromReserved ? decrementReserved : decrementAvailable)(trx, quantity, at, ...identityArgs(key));
  return rows[0];
}

const bumpProductStockQuery = prepared((db: Tx, delta: number, at: string, productId: number) =>
  db
    .updateTable('products')
    .set({ current_stock: sql<number>`current_stock + ${delta}`, updated_at: at })
    .where('id', '=', productId)
    .where(sql<boolean>`current_stock + ${delta} <= ${sql.lit(MAX_QUANTITY)}`)
    .modifyEnd(sql.raw(PREPARE_ON_SERVER)),
);

/** products.current_stock moves with every change of the product's rows (404 when there is no product). */
export async function bumpProductStock(trx: Tx, productId: number, delta: number, at: string): Promise<void> {
  if (changed(await bumpProductStockQuery(trx, delta, at, productId)) === 0) {
    const exists = await trx.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
    throw exists ? tooMuchStock() : new AppError('NOT_FOUND', 'Producto no encontrado');
  }
}

const EVENT_COLUMNS = [
  'event_type',
  'product_id',
  'location_id',
  'lot_number',
  'serial_number',
  'expiry_date',
  'quantity',
  'user_id',
  'reference_type',
  'reference_id',
  'reference',
  'description',
  'notes',
  'created_at',
  'mac',
] as const;
const appendEventQuery = prepared((db: Tx, ...values: Array<string | number | null>) =>
  db
    .insertInto('traceability_events')
    .values({
      ...(Object.fromEntries(EVENT_COLUMNS.map((column, i) => [column, values[i]])) as unknown as Insertable<
        Database['traceability_events']
      >),
      chain_seq: null,
      prev_hash: null,
      hash: null,
    })
    .modifyEnd(sql.raw(PREPARE_ON_SERVER)),
);

/** The traceability event of one change, with its MAC; the sealer chains it after commit (event-sealer.ts). */
export async function appendEvent(
  trx: Tx,
  type: EventType,
  key: StockIdentity,
  delta: number,
  ctx: EventContext,
  at: string,
): Promise<void> {
  const mac = ledgerEventMac(trx, type, key, delta, ctx, at);
  await appendEventQuery(trx, type, key.product_id, key.location_id, ...eventKeyArgs(key), delta, ...contextArgs(ctx), at, mac);
}
