import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { num, type Violation } from './violation';

/*
 * A serialised unit is in one place at most. The places that hold a unit in this database are an
 * inventory row (a warehouse location, or the location of a clinical service, which is how a
 * service keeps custody: dm/clinical-services) and a patient (an implant not explanted). So per
 * product and serial number, the units of its inventory rows plus its open implants are at most
 * one. "Exactly one" is not kept by the schema: a unit issued to an area, destroyed, returned to
 * its supplier or picked for an order leaves stock with its event and no row keeps it; a picked
 * unit travels with its order into a shipment, and a returned shipment moves only the orders'
 * state (despachos/shipment-return.ts), so a shipment never holds a unit that stock also holds.
 */

export async function checkSerialPlaces(db: Kysely<Database>): Promise<Violation[]> {
  const places = await sql<{ product_id: number; serial_number: string; in_stock: unknown; implanted: unknown; rows: string }>`
    select product_id, serial_number, cast(sum(in_stock) as bigint) as in_stock, cast(sum(implanted) as bigint) as implanted
    from (
      select product_id, serial_number, quantity as in_stock, 0 as implanted from inventory
      where serial_number <> '' and quantity > 0
      union all
      select product_id, serial_number, 0 as in_stock, 1 as implanted from dm_implants
      where serial_number <> '' and fecha_explantacion is null
    ) u
    group by product_id, serial_number
    having sum(in_stock) + sum(implanted) > 1
    order by product_id, serial_number`.execute(db);
  return places.rows.map((p) => ({
    invariant: 'serie_en_un_lugar',
    message: `La serie ${p.serial_number} del producto ${p.product_id} está en más de un lugar: ${num(p.in_stock)} en inventario y ${num(p.implanted)} implantada`,
    ids: { product_id: Number(p.product_id), serial_number: p.serial_number },
  }));
}
