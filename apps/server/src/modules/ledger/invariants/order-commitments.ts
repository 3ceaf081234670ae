import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { num, type Violation } from './violation';

/*
 * Reservations and what they are for. A reservation of source 'order' names its order
 * (source_id) and order line (source_line_id) of the same product; one of source 'dm_transfer'
 * names a DM transfer still 'Pendiente' (its receipt consumes it, its annulment frees it). No
 * other source exists. An order line carries reserved + picked units, picked as the allocation
 * counts them (order-reads.repository.ts `pickedByLine`: items of its lists not cancelled, a
 * wave's parts, less what a recall brought back), and never more than its quantity; an 'assigned'
 * order carries every line in full. A cancelled, shipped or delivered order keeps no reservation.
 */

/** What each order line carries: its reservations and its picked units. */
const LINE_UNITS = sql`select l.id, l.order_id, l.quantity,
    coalesce((select sum(r.quantity) from stock_reservations r where r.source_type = 'order' and r.source_line_id = l.id), 0) as reserved,
    coalesce((select sum(pi.quantity_picked) from picking_list_items pi inner join picking_lists pl on pl.id = pi.picking_list_id
      where pi.order_line_id = l.id and pl.status <> 'cancelled' and pl.wave_id is null), 0)
    + coalesce((select sum(x.quantity_picked) from picking_item_order_lines x where x.order_line_id = l.id), 0)
    - coalesce((select sum(b.quantity) from recall_order_returns b where b.order_line_id = l.id), 0) as picked
  from order_lines l`;

export async function checkOrderCommitments(db: Kysely<Database>): Promise<Violation[]> {
  const out: Violation[] = [];
  const sources = await sql<{
    id: number;
    source_type: string;
    source_id: number;
    source_line_id: number | null;
    problem: string;
  }>`
    select r.id, r.source_type, r.source_id, r.source_line_id,
      case
        when r.source_type = 'order' and l.id is null then 'sin_linea'
        when r.source_type = 'order' and l.product_id <> r.product_id then 'otro_producto'
        when r.source_type = 'order' and o.status in ('cancelled', 'shipped', 'delivered') then 'orden_cerrada'
        when r.source_type = 'dm_transfer' and t.id is null then 'sin_transferencia'
        when r.source_type = 'dm_transfer' and t.estado <> 'Pendiente' then 'transferencia_cerrada'
        when r.source_type not in ('order', 'dm_transfer') then 'origen_desconocido'
        else 'ok' end as problem
    from stock_reservations r
    left join order_lines l on r.source_type = 'order' and l.id = r.source_line_id and l.order_id = r.source_id
    left join orders o on o.id = l.order_id
    left join dm_transfers t on r.source_type = 'dm_transfer' and t.id = r.source_id
    order by r.id`.execute(db);
  const texts: Record<string, string> = {
    sin_linea: 'no tiene su línea de orden',
    otro_producto: 'reserva otro producto que su línea de orden',
    orden_cerrada: 'pertenece a una orden cancelada, despachada o entregada',
    sin_transferencia: 'no tiene su transferencia de DM',
    transferencia_cerrada: 'pertenece a una transferencia de DM que ya no está pendiente',
    origen_desconocido: 'tiene un origen desconocido',
  };
  for (const r of sources.rows) {
    if (r.problem === 'ok') continue;
    out.push({
      invariant: 'reserva_sin_origen',
      message: `La reserva ${r.id} (${r.source_type} ${r.source_id}${r.source_line_id === null ? '' : `, línea ${r.source_line_id}`}) ${texts[r.problem]}`,
      ids: {
        reservation_id: Number(r.id),
        source_id: Number(r.source_id),
        ...(r.source_line_id === null ? {} : { order_line_id: Number(r.source_line_id) }),
      },
    });
  }
  const lines = await sql<{ id: number; order_id: number; quantity: number; reserved: unknown; picked: unknown; status: string }>`
    select u.id, u.order_id, u.quantity, u.reserved, u.picked, o.status from (${LINE_UNITS}) u
    inner join orders o on o.id = u.order_id
    where u.reserved + u.picked > u.quantity or (o.status = 'assigned' and u.reserved + u.picked < u.quantity)
    order by u.id`.execute(db);
  for (const l of lines.rows) {
    const carried = num(l.reserved) + num(l.picked);
    out.push(
      carried > l.quantity
        ? {
            invariant: 'linea_sobre_reservada',
            message: `La línea ${l.id} de la orden ${l.order_id} pide ${l.quantity} unidades y lleva ${num(l.reserved)} reservadas y ${num(l.picked)} recogidas`,
            ids: { order_id: Number(l.order_id), order_line_id: Number(l.id) },
          }
        : {
            invariant: 'orden_asignada_sin_reservas',
            message: `La orden ${l.order_id} está asignada y su línea ${l.id} lleva ${carried} de ${l.quantity} unidades (${num(l.reserved)} reservadas, ${num(l.picked)} recogidas)`,
            ids: { order_id: Number(l.order_id), order_line_id: Number(l.id) },
          },
    );
  }
  return out;
}
