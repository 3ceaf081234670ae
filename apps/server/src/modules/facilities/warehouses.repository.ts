import type { WarehouseInput } from '@bodega/domain';
import { sql, type Kysely } from 'kysely';
import type { Database, WarehouseRow } from '../../db/schema';
import type { WarehouseOut } from '@bodega/domain';

type Row = WarehouseRow & { zone_count: number | null; location_count: number | null };

const count = sql<number>`cast(count(*) as integer)`;

function listQuery(db: Kysely<Database>) {
  return db
    .selectFrom('warehouses as w')
    .selectAll('w')
    .select((eb) => [
      eb.selectFrom('zones as z').select(count.as('n')).whereRef('z.warehouse_id', '=', 'w.id').as('zone_count'),
      eb
        .selectFrom('locations as l')
        .innerJoin('zones as z', 'z.id', 'l.zone_id')
        .select(count.as('n'))
        .whereRef('z.warehouse_id', '=', 'w.id')
        .as('location_count'),
    ]);
}

function toOut(row: Row): WarehouseOut {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    address: row.address,
    description: row.description,
    status: row.status === 'Inactivo' ? 'Inactivo' : 'Activo',
    zone_count: Number(row.zone_count ?? 0),
    location_count: Number(row.location_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function selectWarehouses(db: Kysely<Database>): Promise<WarehouseOut[]> {
  const rows = await listQuery(db).orderBy('w.code').execute();
  return rows.map(toOut);
}

export async function findWarehouse(db: Kysely<Database>, id: number): Promise<WarehouseOut | undefined> {
  const row = await listQuery(db).where('w.id', '=', id).executeTakeFirst();
  return row ? toOut(row) : undefined;
}

export function findWarehouseByCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('warehouses')
    .select(['id', 'code'])
    .where(sql`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
}

export async function insertWarehouse(db: Kysely<Database>, input: WarehouseInput, now: string): Promise<number> {
  const row = await db
    .insertInto('warehouses')
    .values({
      code: input.code,
      name: input.name,
      address: input.address ?? null,
      description: input.description ?? null,
      status: input.status,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateWarehouseRow(db: Kysely<Database>, id: number, input: WarehouseInput, now: string): Promise<void> {
  await db
    .updateTable('warehouses')
    .set({
      name: input.name,
      address: input.address ?? null,
      description: input.description ?? null,
      status: input.status,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Units in stock in every location of the warehouse. */
export async function warehouseStockUnits(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom('inventory as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .innerJoin('zones as z', 'z.id', 'l.zone_id')
    .select(sql<number>`cast(coalesce(sum(i.quantity), 0) as integer)`.as('units'))
    .where('z.warehouse_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.units);
}

export async function deleteWarehouseRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('warehouses').where('id', '=', id).execute();
}
