import { MAX_QUANTITY, type EventType } from '@bodega/domain';
import { sql } from 'kysely';
import { nowIso } from '../../lib/clock';
import { lockProducts } from '../../lib/stock-locks';
import { guardLots } from './lot-guard';
import { rollupMany } from './daily-rollup';
import { ledgerEventMac } from './event-mac';
import { assertNotCounting } from './count-guard';
import { bumpProductStock } from './ledger-statements';
import {
  assertPositiveInteger,
  stockIdentity,
  tooMuchStock,
  type EventContext,
  type StockIdentity,
  type StockKey,
} from './stock-key';
import type { Tx } from '../../db/handle';

/**
 * Adds many lines in a few statements (large receipts): one multi-row upsert per chunk, one
 * stock update per product and one multi-row event insert, all in the caller's transaction.
 * Lines with the same identity are summed first, because one upsert may not touch a row twice.
 */
export async function addStockMany(
  trx: Tx,
  lines: ReadonlyArray<{ key: StockKey; quantity: number }>,
  type: EventType,
  ctx: EventContext,
): Promise<void> {
  if (lines.length === 0) return;
  const at = nowIso();
  for (const line of lines) assertPositiveInteger(line.quantity);
  // One lot, one expiry: every line carries its lot master's expiry, or the whole call is refused.
  await lockProducts(
    trx,
    lines.map((line) => line.key.product_id),
  );
  const expiries = await guardLots(
    trx,
    lines.map((line) => stockIdentity(line.key)),
    type,
    ctx,
  );
  lines = lines.map((line, i) => ({ ...line, key: { ...line.key, expiry_date: expiries[i]! } }));
  const merged = new Map<string, { key: StockIdentity; quantity: number }>();
  for (const line of lines) {
    const key = stockIdentity(line.key);
    const id = JSON.stringify([key.product_id, key.location_id, key.lot_number, key.serial_number, key.expiry_date]);
    const entry = merged.get(id);
    if (entry) entry.quantity += line.quantity;
    else merged.set(id, { key, quantity: line.quantity });
  }
  const rows = [...merged.values()];
  if (rows.some((row) => row.quantity > MAX_QUANTITY)) throw tooMuchStock();
  await lockProducts(
    trx,
    rows.map((row) => row.key.product_id),
  );
  await assertNotCounting(
    trx,
    rows.map((row) => row.key.location_id),
  );
  // SQLite accepts at most 32 766 bound values per statement; 100 rows × 9 columns stays far below.
  for (let start = 0; start < rows.length; start += 100) {
    const chunk = rows.slice(start, start + 100);
    await trx
      .insertInto('inventory')
      .values(
        chunk.map(({ key, quantity }) => ({
          ...key,
          quantity,
          reserved_quantity: 0,
          entry_date: at,
          created_at: at,
          updated_at: at,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['product_id', 'location_id', 'lot_number', 'serial_number', 'expiry_date'])
          .doUpdateSet((eb) => ({ quantity: sql<number>`inventory.quantity + ${eb.ref('excluded.quantity')}`, updated_at: at })),
      )
      .returning('quantity')
      .execute()
      .then((written) => {
        if (written.some((row) => row.quantity > MAX_QUANTITY)) throw tooMuchStock();
      });
  }
  const perProduct = new Map<number, number>();
  for (const { key, quantity } of rows) perProduct.set(key.product_id, (perProduct.get(key.product_id) ?? 0) + quantity);
  for (const [productId, quantity] of [...perProduct].sort((a, b) => a[0] - b[0])) {
    if (quantity > MAX_QUANTITY) throw tooMuchStock();
    await bumpProductStock(trx, productId, quantity, at);
  }
  for (let start = 0; start < lines.length; start += 100) {
    await trx
      .insertInto('traceability_events')
      .values(
        lines.slice(start, start + 100).map((line) => {
          const key = stockIdentity(line.key);
          return {
            mac: ledgerEventMac(trx, type, key, line.quantity, ctx, at),
            event_type: type,
            product_id: key.product_id,
            location_id: key.location_id,
            lot_number: key.lot_number || null,
            serial_number: key.serial_number || null,
            expiry_date: key.expiry_date || null,
            quantity: line.quantity,
            user_id: ctx.user_id,
            reference_type: ctx.reference_type ?? null,
            reference_id: ctx.reference_id ?? null,
            reference: ctx.reference ?? null,
            description: ctx.description ?? null,
            notes: ctx.notes ?? null,
            created_at: at,
            chain_seq: null,
            prev_hash: null,
            hash: null,
          };
        }),
      )
      .execute();
  }
  // One movement per line, as one event per line.
  await rollupMany(
    trx,
    type,
    lines.map((line) => ({ product_id: line.key.product_id, location_id: line.key.location_id, quantity: line.quantity })),
    at,
  );
}
