import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Products whose default placement is this warehouse, zone or location lose it (before the record
 * is deleted); their stock rows are not touched, they are the truth. The count of products changed.
 */
export async function clearProductPlacement(
  db: Kysely<Database>,
  column: 'warehouse_id' | 'zone_id' | 'location_id',
  id: number,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('products')
    .set(column, null)
    .set('updated_at', now)
    .where(column, '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
