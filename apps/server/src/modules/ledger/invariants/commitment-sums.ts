import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { num, type Violation } from './violation';

/*
 * Commitments of a row (modules/ledger/commitments.ts): `reserved_quantity` counts reservations
 * plus holds and `held_quantity` is the held part, so the promise "reserved − held = Σ
 * reservations" is stated with both counts: held ≤ reserved ≤ quantity, reserved − held = Σ of the
 * row's reservations and held = Σ of its active holds (released_at null). A reservation or hold
 * copies its row's stock identity (a pick removes the reservation's identity), so the copy must
 * still match the row (that each keeps at least one unit is the schema's CHECK quantity > 0).
 */

export async function checkCommitmentSums(db: Kysely<Database>): Promise<Violation[]> {
  const out: Violation[] = [];
  const rows = await sql<{
    id: number;
    product_id: number;
    quantity: number;
    reserved_quantity: number;
    held_quantity: number;
    reservations: unknown;
    holds: unknown;
  }>`select i.id, i.product_id, i.quantity, i.reserved_quantity, i.held_quantity,
      coalesce(r.q, 0) as reservations, coalesce(h.q, 0) as holds
    from inventory i
    left join (select inventory_id, cast(sum(quantity) as bigint) as q from stock_reservations group by inventory_id) r on r.inventory_id = i.id
    left join (select inventory_id, cast(sum(quantity) as bigint) as q from stock_holds where released_at is null group by inventory_id) h on h.inventory_id = i.id
    where i.reserved_quantity > i.quantity or i.held_quantity > i.reserved_quantity
      or i.reserved_quantity - i.held_quantity <> coalesce(r.q, 0) or i.held_quantity <> coalesce(h.q, 0)
    order by i.id`.execute(db);
  for (const r of rows.rows) {
    const ids = { inventory_id: Number(r.id), product_id: Number(r.product_id) };
    if (r.reserved_quantity > r.quantity)
      out.push({
        invariant: 'comprometido_sobre_cantidad',
        message: `La fila ${r.id} compromete ${r.reserved_quantity} de ${r.quantity} unidades`,
        ids,
      });
    if (r.held_quantity > r.reserved_quantity)
      out.push({
        invariant: 'retenido_sobre_comprometido',
        message: `La fila ${r.id} retiene ${r.held_quantity} unidades y compromete solo ${r.reserved_quantity}`,
        ids,
      });
    if (r.reserved_quantity - r.held_quantity !== num(r.reservations))
      out.push({
        invariant: 'reservas_de_fila',
        message: `La fila ${r.id} tiene ${r.reserved_quantity - r.held_quantity} unidades reservadas (comprometido − retenido) y sus reservas suman ${num(r.reservations)}`,
        ids,
      });
    if (r.held_quantity !== num(r.holds))
      out.push({
        invariant: 'retenciones_de_fila',
        message: `La fila ${r.id} tiene ${r.held_quantity} unidades retenidas y sus retenciones activas suman ${num(r.holds)}`,
        ids,
      });
  }
  for (const table of ['stock_reservations', 'stock_holds'] as const) {
    const what = table === 'stock_reservations' ? 'reserva' : 'retención';
    const idName = table === 'stock_reservations' ? 'reservation_id' : 'hold_id';
    const active = table === 'stock_holds' ? sql`and c.released_at is null` : sql``;
    const copies = await sql<{ id: number; inventory_id: number; row_id: number | null }>`
      select c.id, c.inventory_id, i.id as row_id from ${sql.table(table)} c
      left join inventory i on i.id = c.inventory_id
      where (i.id is null or c.product_id <> i.product_id or c.location_id <> i.location_id
        or c.lot_number <> i.lot_number or c.serial_number <> i.serial_number or c.expiry_date <> i.expiry_date) ${active}
      order by c.id`.execute(db);
    for (const c of copies.rows) {
      out.push({
        invariant: 'compromiso_sin_fila',
        message:
          c.row_id === null
            ? `La ${what} ${c.id} nombra la fila de inventario ${c.inventory_id}, que no existe`
            : `La ${what} ${c.id} no copia el producto, la ubicación, el lote, la serie o el vencimiento de su fila ${c.inventory_id}`,
        ids: { [idName]: Number(c.id), inventory_id: Number(c.inventory_id) },
      });
    }
  }
  return out;
}
