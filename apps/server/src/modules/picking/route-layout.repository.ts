// Reads a warehouse's layout for picking routes: every location with its coordinates and zone
// weight, and the origin (its shipping location, else its picking location).
import { buildLayout, type Layout, type LayoutLocation } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface LayoutRow extends LayoutLocation {
  warehouse_id: number;
  zone_name: string;
  location_type: string;
}

/** Every location of a warehouse with what routing needs. */
export async function warehouseLocations(db: Kysely<Database>, warehouseId: number): Promise<LayoutRow[]> {
  const rows = await db
    .selectFrom('locations as l')
    .innerJoin('zones as z', 'z.id', 'l.zone_id')
    .select([
      'l.id',
      'l.code',
      'l.aisle',
      'l.rack',
      'l.level',
      'l.position',
      'l.zone_id',
      'l.weight',
      'l.location_type',
      'z.weight as zone_weight',
      'z.name as zone_name',
      'z.warehouse_id',
    ])
    .where('z.warehouse_id', '=', warehouseId)
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({ ...row, weight: Number(row.weight), zone_weight: Number(row.zone_weight) }));
}

/** The origin of routes: the first shipping location, else the first picking location, else none. */
export function originOf(rows: readonly LayoutRow[]): LayoutRow | null {
  return rows.find((row) => row.location_type === 'shipping') ?? rows.find((row) => row.location_type === 'picking') ?? null;
}

export interface WarehouseLayout {
  layout: Layout;
  rows: Map<number, LayoutRow>;
  origin: LayoutRow | null;
}

export async function loadWarehouseLayout(db: Kysely<Database>, warehouseId: number): Promise<WarehouseLayout> {
  const rows = await warehouseLocations(db, warehouseId);
  const origin = originOf(rows);
  return { layout: buildLayout(rows, origin?.id ?? null), rows: new Map(rows.map((row) => [row.id, row])), origin };
}

/** Warehouse of each location asked for (locations that do not exist are absent). */
export async function warehousesOfLocations(db: Kysely<Database>, locationIds: readonly number[]): Promise<Map<number, number>> {
  if (!locationIds.length) return new Map();
  const rows = await db
    .selectFrom('locations as l')
    .innerJoin('zones as z', 'z.id', 'l.zone_id')
    .select(['l.id', 'z.warehouse_id'])
    .where('l.id', 'in', [...new Set(locationIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.warehouse_id]));
}

/** The names of these warehouses. */
export async function warehouseNames(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('warehouses')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
