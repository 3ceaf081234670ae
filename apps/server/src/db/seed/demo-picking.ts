import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { nowIso } from '../../lib/clock';

/**
 * Picking demo data: each demo warehouse gets a dispatch zone with its shipping dock,
 * the origin every picking route starts from and returns to. The dock has no
 * aisle coordinates: it stands on the front cross aisle, at the mouth of the first aisle.
 */
export async function seedDemoPicking(db: Kysely<Database>): Promise<void> {
  const at = nowIso();
  const warehouses = await db.selectFrom('warehouses').select(['id', 'code']).orderBy('id').execute();
  await db.transaction().execute(async (trx) => {
    for (const warehouse of warehouses) {
      const suffix = warehouse.code.replace(/^BOD-/, '');
      const { id: zoneId } = await trx
        .insertInto('zones')
        .values({
          warehouse_id: warehouse.id,
          code: 'DES',
          name: 'Despacho',
          description: 'Andén de despacho: origen y destino de las rutas de picking',
          weight: 0.1,
          capacity: 500,
          aisle: null,
          rack: null,
          level: null,
          position: null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const code = `DES-${suffix}-01`;
      await trx
        .insertInto('locations')
        .values({
          zone_id: zoneId,
          code,
          description: 'Andén de despacho (origen de las rutas de picking)',
          location_type: 'shipping',
          aisle: null,
          rack: null,
          level: null,
          position: null,
          weight: 0.1,
          capacity: 500,
          width: null,
          length: null,
          height: null,
          barcode: code,
          volumetric_capacity: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  });
}
