import type { ZoneInput } from '@bodega/domain';
import { sql, type Kysely } from 'kysely';
import type { Database, ZoneRow } from '../../db/schema';
import type { ZoneOut } from '@bodega/domain';

type Row = ZoneRow & {
  warehouse_code: string;
  warehouse_name: string;
  location_count: number | null;
  current_usage: number | null;
};

function toOut(row: Row): ZoneOut {
  return {
    id: row.id,
    warehouse_id: row.warehouse_id,
    warehouse_code: row.warehouse_code,
    warehouse_name: row.warehouse_name,
    code: row.code,
    name: row.name,
    description: row.description,
    weight: Number(row.weight),
    aisle: row.aisle,
    rack: row.rack,
    level: row.level,
    position: row.position,
    capacity: Number(row.capacity),
    current_usage: Number(row.current_usage ?? 0),
    location_count: Number(row.location_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function listQuery(db: Kysely<Database>) {
  return db
    .selectFrom('zones as z')
    .innerJoin('warehouses as w', 'w.id', 'z.warehouse_id')
    .selectAll('z')
    .select(['w.code as warehouse_code', 'w.name as warehouse_name'])
    .select((eb) => [
      eb
        .selectFrom('locations as l')
        .select(sql<number>`cast(count(*) as integer)`.as('n'))
        .whereRef('l.zone_id', '=', 'z.id')
        .as('location_count'),
      eb
        .selectFrom('inventory as i')
        .innerJoin('locations as l', 'l.id', 'i.location_id')
        .select(sql<number>`cast(coalesce(sum(i.quantity), 0) as integer)`.as('units'))
        .whereRef('l.zone_id', '=', 'z.id')
        .as('current_usage'),
    ]);
}

function values(input: ZoneInput) {
  return {
    name: input.name,
    description: input.description ?? null,
    weight: input.weight,
    capacity: input.capacity,
    aisle: input.aisle ?? null,
    rack: input.rack ?? null,
    level: input.level ?? null,
    position: input.position ?? null,
  };
}

export async function selectZones(db: Kysely<Database>, filter: { warehouse_id?: number | undefined } = {}): Promise<ZoneOut[]> {
  let query = listQuery(db);
  if (filter.warehouse_id !== undefined) query = query.where('z.warehouse_id', '=', filter.warehouse_id);
  const rows = await query.orderBy('w.code').orderBy('z.code').execute();
  return rows.map(toOut);
}

export async function findZone(db: Kysely<Database>, id: number): Promise<ZoneOut | undefined> {
  const row = await listQuery(db).where('z.id', '=', id).executeTakeFirst();
  return row ? toOut(row) : undefined;
}

export function findZoneByCode(db: Kysely<Database>, warehouseId: number, code: string) {
  return db
    .selectFrom('zones')
    .select(['id', 'code'])
    .where('warehouse_id', '=', warehouseId)
    .where(sql`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
}

export async function insertZone(db: Kysely<Database>, warehouseId: number, input: ZoneInput, now: string): Promise<number> {
  const row = await db
    .insertInto('zones')
    .values({ warehouse_id: warehouseId, code: input.code, ...values(input), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateZoneRow(
  db: Kysely<Database>,
  id: number,
  warehouseId: number,
  input: ZoneInput,
  now: string,
): Promise<void> {
  await db
    .updateTable('zones')
    .set({ warehouse_id: warehouseId, ...values(input), updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function storeZoneCapacity(db: Kysely<Database>, id: number, capacity: number, now: string): Promise<void> {
  await db.updateTable('zones').set({ capacity, updated_at: now }).where('id', '=', id).execute();
}

export async function countZonesOfWarehouse(db: Kysely<Database>, warehouseId: number): Promise<number> {
  const row = await db
    .selectFrom('zones')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteZoneRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('zones').where('id', '=', id).execute();
}
