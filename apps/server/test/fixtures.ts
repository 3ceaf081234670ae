import { unitLabelScan } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

let sequence = 0;
const next = () => ++sequence;
const now = () => new Date().toISOString();

/** A warehouse → zone → location chain written directly (fixtures only; the app uses its routes). */
export async function createLocation(db: Kysely<Database>, overrides: { capacity?: number; zoneCapacity?: number } = {}) {
  const n = next();
  const at = now();
  const warehouse = await db
    .insertInto('warehouses')
    .values({ code: `B${n}`, name: `Bodega ${n}`, address: null, description: null, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const zone = await db
    .insertInto('zones')
    .values({
      warehouse_id: warehouse.id,
      code: `Z${n}`,
      name: `Zona ${n}`,
      description: null,
      aisle: null,
      rack: null,
      level: null,
      position: null,
      capacity: overrides.zoneCapacity ?? 1000,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const location = await db
    .insertInto('locations')
    .values({
      zone_id: zone.id,
      code: `L${n}-A-01`,
      description: `Estante ${n}`,
      aisle: 'A',
      rack: '01',
      level: '1',
      position: '1',
      capacity: overrides.capacity ?? 1000,
      width: null,
      length: null,
      height: null,
      barcode: `L${n}-A-01`,
      volumetric_capacity: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { warehouse_id: warehouse.id, zone_id: zone.id, location_id: location.id };
}

export async function addLocation(db: Kysely<Database>, zoneId: number) {
  const n = next();
  const at = now();
  const row = await db
    .insertInto('locations')
    .values({
      zone_id: zoneId,
      code: `L${n}-B-02`,
      description: `Estante ${n}`,
      aisle: 'B',
      rack: '02',
      level: '1',
      position: '1',
      capacity: 1000,
      width: null,
      length: null,
      height: null,
      barcode: `L${n}-B-02`,
      volumetric_capacity: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createProduct(
  db: Kysely<Database>,
  overrides: Partial<{ sku: string; name: string; min_stock: number; max_stock: number; category: string }> = {},
) {
  const n = next();
  const at = now();
  const sku = overrides.sku ?? `SKU-${n}`;
  const name = overrides.name ?? `Producto ${n}`;
  const row = await db
    .insertInto('products')
    .values({
      sku,
      barcode: `789000${String(n).padStart(7, '0')}`,
      codigo_fabrica: null,
      name,
      description: null,
      category: overrides.category ?? 'Insumos',
      abc_category: 'B',
      warehouse_id: null,
      zone_id: null,
      location_id: null,
      min_stock: overrides.min_stock ?? 10,
      max_stock: overrides.max_stock ?? 100,
      weight: null,
      length: null,
      width: null,
      height: null,
      tipo_dm: null,
      categorizacion_implantable: null,
      search_text: `${sku} ${name}`.toLowerCase(),
      deleted_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The scans that confirm the pick of a picking item as an operator's scanner reads them: the
 * location's code, and the unit's label (a GS1 element string with the serial or the lot when the
 * item names one).
 */
export function pickScans(item: {
  location_code: string;
  product_barcode: string | null;
  product_sku: string;
  lot_number?: string | null;
  serial_number?: string | null;
}): { location_scan: string; product_scan: string } {
  return { location_scan: item.location_code, product_scan: unitLabelScan(item) };
}
