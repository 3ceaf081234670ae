import {
  CAPACITY_MESSAGES,
  zoneCapacityStatus,
  zoneHasCapacityFor,
  type CapacityCheckOut,
  type FacilityDeleteResult,
  type LocationOut,
  type ZoneCapacityOut,
  type ZoneInput,
  type ZoneOut,
} from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { FACILITY_ERRORS as E } from './facility-messages';
import { assertCodeUnchanged, deleteUnlessReferenced, duplicateCode, found, orDuplicate } from './facility-records';
import { selectLocations } from './locations.repository';
import { findWarehouse } from './warehouses.repository';
import {
  deleteZoneRow,
  findZone,
  findZoneByCode,
  insertZone,
  selectZones,
  storeZoneCapacity,
  updateZoneRow,
} from './zones.repository';
import { clearProductPlacement } from './product-placement.repository';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Capacity state from the zone's real stock (units in its locations). */
export function capacityOf(zone: Pick<ZoneOut, 'id' | 'capacity' | 'current_usage'>): ZoneCapacityOut {
  const status = zoneCapacityStatus(zone);
  return {
    zone_id: zone.id,
    capacity: status.capacity,
    current_usage: status.usage,
    available: status.available,
    usage_percentage: round2(status.percentage),
    near_capacity: status.near,
    over_capacity: status.over,
    color: status.color as ZoneCapacityOut['color'],
    message: status.message,
  };
}

async function assertWarehouse(db: Kysely<Database>, id: number, asField: boolean): Promise<void> {
  if (await findWarehouse(db, id)) return;
  throw asField
    ? new AppError('VALIDATION_ERROR', E.warehouseMissing, { warehouse_id: E.warehouseMissing })
    : new AppError('NOT_FOUND', E.warehouseNotFound);
}

async function assertUniqueCode(db: Kysely<Database>, warehouseId: number, code: string, exceptId?: number): Promise<void> {
  const other = await findZoneByCode(db, warehouseId, code);
  if (other && other.id !== exceptId) throw duplicateCode(E.duplicateZone(code));
}

export function listZones(db: Kysely<Database>, filter: { warehouse_id?: number | undefined }): Promise<ZoneOut[]> {
  return selectZones(db, filter);
}

export async function getZone(db: Kysely<Database>, id: number): Promise<ZoneOut> {
  return found(await findZone(db, id), E.zoneNotFound);
}

export async function listWarehouseZones(db: Kysely<Database>, warehouseId: number): Promise<ZoneOut[]> {
  await assertWarehouse(db, warehouseId, false);
  return listZones(db, { warehouse_id: warehouseId });
}

export async function createZone(db: Kysely<Database>, warehouseId: number, input: ZoneInput): Promise<ZoneOut> {
  await assertWarehouse(db, warehouseId, false);
  await assertUniqueCode(db, warehouseId, input.code);
  const id = await orDuplicate(() => insertZone(db, warehouseId, input, nowIso()), E.duplicateZone(input.code));
  return getZone(db, id);
}

/** Code locked; a warehouse_id in the body moves the zone (with its locations) to that warehouse. */
export async function updateZone(db: Kysely<Database>, id: number, input: ZoneInput): Promise<ZoneOut> {
  const current = await getZone(db, id);
  assertCodeUnchanged(input.code, current);
  const warehouseId = input.warehouse_id ?? current.warehouse_id;
  if (warehouseId !== current.warehouse_id) {
    await assertWarehouse(db, warehouseId, true);
    await assertUniqueCode(db, warehouseId, input.code, id);
  }
  await orDuplicate(() => updateZoneRow(db, id, warehouseId, input, nowIso()), E.duplicateZone(input.code));
  return getZone(db, id);
}

/** Refused while the zone holds stock or has locations; products' default zone is cleared. */
export function deleteZone(db: Kysely<Database>, id: number): Promise<FacilityDeleteResult> {
  return deleteUnlessReferenced(db, 'la zona', id, async (trx, named) => {
    const zone = found(await findZone(trx, id), E.zoneNotFound);
    const { code, current_usage: units, location_count: locations } = zone;
    named(code);
    if (units > 0) throw new AppError('IN_USE', E.zoneHasStock(code, units), undefined, { units });
    if (locations > 0) throw new AppError('IN_USE', E.zoneHasLocations(code, locations), undefined, { locations });
    const cleared = await clearProductPlacement(trx, 'zone_id', id, nowIso());
    await deleteZoneRow(trx, id);
    return { id, cleared_products: cleared };
  });
}

export async function zoneCapacity(db: Kysely<Database>, id: number): Promise<ZoneCapacityOut> {
  return capacityOf(await getZone(db, id));
}

export async function setZoneCapacity(db: Kysely<Database>, id: number, capacity: number): Promise<ZoneCapacityOut> {
  await getZone(db, id);
  await storeZoneCapacity(db, id, capacity, nowIso());
  return zoneCapacity(db, id);
}

/**
 * Whether `quantity` more units fit (the ingreso create button). The status fields describe
 * the zone now; `message` is the insufficient-capacity text when they do not fit, else the
 * near-capacity warning when receiving them reaches 90 %, else null.
 */
export async function checkZoneCapacity(db: Kysely<Database>, id: number, quantity: number): Promise<CapacityCheckOut> {
  const zone = await getZone(db, id);
  const after = zoneCapacityStatus(zone, quantity);
  const fits = zoneHasCapacityFor(zone, quantity);
  return {
    ...capacityOf(zone),
    quantity,
    can_accommodate: fits,
    usage_percentage_after: round2(after.percentage),
    message: fits ? (after.near ? CAPACITY_MESSAGES.near : null) : CAPACITY_MESSAGES.insufficient,
  };
}

export async function listZoneLocations(db: Kysely<Database>, id: number): Promise<LocationOut[]> {
  await getZone(db, id);
  return selectLocations(db, { zone_id: id });
}
