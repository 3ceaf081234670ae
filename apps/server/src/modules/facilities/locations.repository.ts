import type { LocationInput, LocationType } from '@bodega/domain';
import { sql, type Kysely } from 'kysely';
import type { Database, LocationRow } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';
import { productUnitVolumeSql } from '../../lib/unit-volume-sql';
import type { LocationOut } from '@bodega/domain';

export const LOCATION_SORTS = ['code', 'description', 'location_type', 'capacity', 'aisle', 'created_at'] as const;
export type LocationSort = (typeof LOCATION_SORTS)[number];

export interface LocationFilter {
  zone_id?: number | undefined;
  warehouse_id?: number | undefined;
  search?: string | undefined;
}

export interface LocationPage {
  page: number;
  per_page: number;
  sort: LocationSort;
  order: 'asc' | 'desc';
}

type Row = LocationRow & {
  zone_code: string;
  zone_name: string;
  warehouse_id: number;
  warehouse_code: string;
  warehouse_name: string;
};
interface Usage {
  units: number;
  volume: number;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function toOut(row: Row, usage: Usage | undefined): LocationOut {
  const units = usage?.units ?? 0;
  const capacity = Number(row.capacity);
  return {
    id: row.id,
    zone_id: row.zone_id,
    zone_code: row.zone_code,
    zone_name: row.zone_name,
    warehouse_id: row.warehouse_id,
    warehouse_code: row.warehouse_code,
    warehouse_name: row.warehouse_name,
    code: row.code,
    description: row.description,
    location_type: row.location_type as LocationType,
    aisle: row.aisle,
    rack: row.rack,
    level: row.level,
    position: row.position,
    weight: Number(row.weight),
    capacity,
    width: row.width === null ? null : Number(row.width),
    length: row.length === null ? null : Number(row.length),
    height: row.height === null ? null : Number(row.height),
    barcode: row.barcode || row.code,
    is_volumetric: Boolean(row.is_volumetric),
    volumetric_capacity: row.volumetric_capacity === null ? null : Number(row.volumetric_capacity),
    current_usage: units,
    usage_percentage: capacity > 0 ? round2((units / capacity) * 100) : 0,
    current_volume_usage: round2(usage?.volume ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Location values from the form: capacity 1 when volumetric and none given (default). */
function values(input: LocationInput) {
  const volume =
    input.is_volumetric && input.width && input.length && input.height ? input.width * input.length * input.height : null;
  return {
    description: input.description ?? null,
    location_type: input.location_type,
    aisle: input.aisle ?? null,
    rack: input.rack ?? null,
    level: input.level ?? null,
    position: input.position ?? null,
    weight: input.weight,
    capacity: input.capacity ?? 1,
    width: input.width ?? null,
    length: input.length ?? null,
    height: input.height ?? null,
    is_volumetric: input.is_volumetric ? 1 : 0,
    volumetric_capacity: volume,
    zone_id: input.zone_id,
    // Empty barcode: the code is the barcode (the labels print it).
    barcode: input.barcode || input.code,
  };
}

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('locations as l')
    .innerJoin('zones as z', 'z.id', 'l.zone_id')
    .innerJoin('warehouses as w', 'w.id', 'z.warehouse_id')
    .selectAll('l')
    .select([
      'z.code as zone_code',
      'z.name as zone_name',
      'z.warehouse_id as warehouse_id',
      'w.code as warehouse_code',
      'w.name as warehouse_name',
    ]);
}

function filtered(db: Kysely<Database>, filter: LocationFilter) {
  let query = baseQuery(db);
  if (filter.zone_id !== undefined) query = query.where('l.zone_id', '=', filter.zone_id);
  if (filter.warehouse_id !== undefined) query = query.where('z.warehouse_id', '=', filter.warehouse_id);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(l.code)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(l.description, ''))`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(l.barcode, ''))`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return query;
}

/** Units and cm³ in stock per location (volume from the products' dimensions). */
async function usageOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, Usage>> {
  const usage = new Map<number, Usage>();
  if (ids.length === 0) return usage;
  const rows = await db
    .selectFrom('inventory as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select([
      'i.location_id',
      sql<number>`cast(coalesce(sum(i.quantity), 0) as integer)`.as('units'),
      sql<number>`coalesce(sum(i.quantity * ${productUnitVolumeSql}), 0)`.as('volume'),
    ])
    .where('i.location_id', 'in', ids)
    .groupBy('i.location_id')
    .execute();
  for (const row of rows) usage.set(row.location_id, { units: Number(row.units), volume: Number(row.volume) });
  return usage;
}

async function withUsage(db: Kysely<Database>, rows: Row[]): Promise<LocationOut[]> {
  const usage = await usageOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOut(row, usage.get(row.id)));
}

export async function selectLocationPage(
  db: Kysely<Database>,
  filter: LocationFilter,
  page: LocationPage,
): Promise<{ data: LocationOut[]; total: number }> {
  const totalRow = await filtered(db, filter)
    .clearSelect()
    .select(sql<number>`cast(count(*) as integer)`.as('total'))
    .executeTakeFirstOrThrow();
  let query = filtered(db, filter).orderBy(`l.${page.sort}`, page.order);
  if (page.sort !== 'code') query = query.orderBy('l.code');
  const rows = await query
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page)
    .execute();
  return { data: await withUsage(db, rows), total: Number(totalRow.total) };
}

export async function selectLocations(db: Kysely<Database>, filter: LocationFilter): Promise<LocationOut[]> {
  return withUsage(db, await filtered(db, filter).orderBy('l.code').execute());
}

export async function findLocation(db: Kysely<Database>, id: number): Promise<LocationOut | undefined> {
  const row = await baseQuery(db).where('l.id', '=', id).executeTakeFirst();
  return row ? (await withUsage(db, [row]))[0] : undefined;
}

export async function findLocations(db: Kysely<Database>, ids: number[]): Promise<LocationOut[]> {
  if (ids.length === 0) return [];
  return withUsage(db, await baseQuery(db).where('l.id', 'in', ids).orderBy('l.code').execute());
}

export function findLocationByCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('locations')
    .select(['id', 'code'])
    .where(sql`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
}

/** Another location whose barcode, or code standing in for an empty barcode, is `barcode`. */
export function findLocationByBarcode(db: Kysely<Database>, barcode: string, exceptId?: number) {
  let query = db
    .selectFrom('locations')
    .select(['id', 'code'])
    .where((eb) =>
      eb.or([
        eb('barcode', '=', barcode),
        eb.and([eb.or([eb('barcode', 'is', null), eb('barcode', '=', '')]), eb('code', '=', barcode)]),
      ]),
    );
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertLocation(db: Kysely<Database>, input: LocationInput, now: string): Promise<number> {
  const row = await db
    .insertInto('locations')
    .values({ code: input.code, ...values(input), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLocationRow(db: Kysely<Database>, id: number, input: LocationInput, now: string): Promise<void> {
  await db
    .updateTable('locations')
    .set({ ...values(input), updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function countLocationsOfZone(db: Kysely<Database>, zoneId: number): Promise<number> {
  const row = await db
    .selectFrom('locations')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .where('zone_id', '=', zoneId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function locationEventCount(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom('traceability_events')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .where('location_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteLocationRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('locations').where('id', '=', id).execute();
}
