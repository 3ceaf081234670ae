import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { num, type Violation } from './violation';

/*
 * Every picked unit left stock exactly once: per picking list and stock identity (product,
 * location, lot, serial, expiry), the units its items record as picked equal the units its PICKING
 * events (reference 'picking_list') took out. A pick recorded without its event, or an event
 * written twice, breaks the equality. A wave's batch item records the units it picked, and its
 * events (one per order line it serves) add up to them.
 */

const IDENTITY = ['product_id', 'location_id', 'lot_number', 'serial_number', 'expiry_date'] as const;

export async function checkPickedUnits(db: Kysely<Database>): Promise<Violation[]> {
  const join = sql.join(
    IDENTITY.map((column) => sql`p.${sql.ref(column)} = e.${sql.ref(column)}`),
    sql` and `,
  );
  const mismatches = await sql<{ list_id: number; product_id: number; location_id: number; picked: unknown; taken: unknown }>`
    with p as (
      select picking_list_id as list_id, product_id, location_id, lot_number, serial_number, expiry_date,
        cast(sum(quantity_picked) as bigint) as picked
      from picking_list_items group by picking_list_id, product_id, location_id, lot_number, serial_number, expiry_date
    ), e as (
      select reference_id as list_id, product_id, location_id, coalesce(lot_number, '') as lot_number,
        coalesce(serial_number, '') as serial_number, coalesce(expiry_date, '') as expiry_date,
        cast(-sum(quantity) as bigint) as taken
      from traceability_events where event_type = 'PICKING' and reference_type = 'picking_list'
      group by reference_id, product_id, location_id, coalesce(lot_number, ''), coalesce(serial_number, ''), coalesce(expiry_date, '')
    )
    select p.list_id, p.product_id, p.location_id, p.picked, coalesce(e.taken, 0) as taken
    from p left join e on p.list_id = e.list_id and ${join}
    where p.picked <> coalesce(e.taken, 0)
    union all
    select e.list_id, e.product_id, e.location_id, 0 as picked, e.taken
    from e where e.taken <> 0 and not exists (select 1 from p where p.list_id = e.list_id and ${join})
    order by 1, 2, 3`.execute(db);
  return mismatches.rows.map((m) => ({
    invariant: 'picking_una_vez',
    message: `La lista de picking ${m.list_id} registra ${num(m.picked)} unidades recogidas del producto ${m.product_id} en la ubicación ${m.location_id} y sus eventos PICKING sacaron ${num(m.taken)}`,
    ids: { picking_list_id: Number(m.list_id), product_id: Number(m.product_id), location_id: Number(m.location_id) },
  }));
}
