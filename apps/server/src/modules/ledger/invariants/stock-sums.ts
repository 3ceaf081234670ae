import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { num, type Violation } from './violation';

/*
 * Stock sums (design.md §2): `products.current_stock` = Σ of the product's inventory rows = Σ of
 * its signed events, and per row: an inventory row holds exactly the sum of the events of its stock
 * identity (product, location, lot, serial, expiry; an event stores '' of the row as null). An
 * identity whose events do not sum to zero has a row. "No row below zero" is not read here: the
 * schema keeps it (CHECK quantity >= 0, reserved_quantity >= 0 and held_quantity >= 0 on
 * inventory, quantity > 0 on reservations and holds), so no write, the ledger's or anyone's, can
 * store one; test/invariants.test.ts holds the database to it.
 */

/** The events summed per stock identity, as the inventory row of that identity is keyed. */
const EVENT_SUMS = sql`select product_id, location_id, coalesce(lot_number, '') as lot_number,
    coalesce(serial_number, '') as serial_number, coalesce(expiry_date, '') as expiry_date,
    cast(sum(quantity) as bigint) as quantity
  from traceability_events group by product_id, location_id, coalesce(lot_number, ''),
    coalesce(serial_number, ''), coalesce(expiry_date, '')`;

const SAME_IDENTITY = sql`e.product_id = i.product_id and e.location_id = i.location_id and e.lot_number = i.lot_number
  and e.serial_number = i.serial_number and e.expiry_date = i.expiry_date`;

export async function checkStockSums(db: Kysely<Database>): Promise<Violation[]> {
  const out: Violation[] = [];
  const products = await sql<{ id: number; current_stock: number; rows: unknown; events: unknown }>`
    select p.id, p.current_stock, coalesce(i.q, 0) as rows, coalesce(e.q, 0) as events from products p
    left join (select product_id, cast(sum(quantity) as bigint) as q from inventory group by product_id) i on i.product_id = p.id
    left join (select product_id, cast(sum(quantity) as bigint) as q from traceability_events group by product_id) e on e.product_id = p.id
    where p.current_stock <> coalesce(i.q, 0) or p.current_stock <> coalesce(e.q, 0)
    order by p.id`.execute(db);
  for (const p of products.rows) {
    out.push({
      invariant: 'stock_producto',
      message: `El producto ${p.id} tiene current_stock ${p.current_stock}, sus filas de inventario suman ${num(p.rows)} y sus eventos ${num(p.events)}`,
      ids: { product_id: Number(p.id) },
    });
  }
  const rows = await sql<{ id: number; product_id: number; quantity: number; events: unknown }>`
    select i.id, i.product_id, i.quantity, coalesce(e.quantity, 0) as events from inventory i
    left join (${EVENT_SUMS}) e on ${SAME_IDENTITY}
    where i.quantity <> coalesce(e.quantity, 0) order by i.id`.execute(db);
  for (const r of rows.rows) {
    out.push({
      invariant: 'stock_fila',
      message: `La fila de inventario ${r.id} tiene ${r.quantity} unidades y los eventos de su lote y ubicación suman ${num(r.events)}`,
      ids: { inventory_id: Number(r.id), product_id: Number(r.product_id) },
    });
  }
  const orphans = await sql<{
    product_id: number;
    location_id: number;
    lot_number: string;
    serial_number: string;
    quantity: unknown;
  }>`
    select e.product_id, e.location_id, e.lot_number, e.serial_number, e.quantity from (${EVENT_SUMS}) e
    where e.quantity <> 0 and not exists (select 1 from inventory i where ${SAME_IDENTITY})
    order by e.product_id, e.location_id`.execute(db);
  for (const e of orphans.rows) {
    out.push({
      invariant: 'stock_fila',
      message: `Los eventos del producto ${e.product_id} en la ubicación ${e.location_id} (lote '${e.lot_number}', serie '${e.serial_number}') suman ${num(e.quantity)} y no hay fila de inventario`,
      ids: { product_id: Number(e.product_id), location_id: Number(e.location_id) },
    });
  }
  return out;
}
