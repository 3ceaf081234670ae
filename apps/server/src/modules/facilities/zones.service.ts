import { CAPACITY_MESSAGES, zoneCapacityStatus, zoneHasCapacityFor, type ZoneInput } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import type { CapacityCheckOut, ZoneCapacityOut, ZoneOut } from '@bodega/domain';
import { FACILITY_ERRORS as E, isForeignKeyViolation, isUniqueViolation } from './facility-messages';
import { locationsRepository } from './locations.repository';
import type { DeleteResult } from './warehouses.service';
import { warehousesRepository } from './warehouses.repository';
import { zonesRepository } from './zones.repository';

function duplicate(code: string): AppError {
  return new AppError('DUPLICATE', E.duplicateZone(code), { code: E.duplicateZone(code) });
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Capacity state of spec 1 §4 from the zone's real stock (units in its locations). */
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

export function zonesService(db: Kysely<Database>) {
  const repo = zonesRepository(db);

  async function get(id: number): Promise<ZoneOut> {
    const zone = await repo.get(id);
    if (!zone) throw new AppError('NOT_FOUND', E.zoneNotFound);
    return zone;
  }

  async function assertWarehouse(id: number, asField: boolean): Promise<void> {
    if (await warehousesRepository(db).get(id)) return;
    throw asField
      ? new AppError('VALIDATION_ERROR', E.warehouseMissing, { warehouse_id: E.warehouseMissing })
      : new AppError('NOT_FOUND', E.warehouseNotFound);
  }

  async function assertUniqueCode(warehouseId: number, code: string, exceptId?: number): Promise<void> {
    const other = await repo.findByCode(warehouseId, code);
    if (other && other.id !== exceptId) throw duplicate(code);
  }

  return {
    list: (filter: { warehouse_id?: number | undefined }) => repo.list(filter),
    get,

    async listByWarehouse(warehouseId: number): Promise<ZoneOut[]> {
      await assertWarehouse(warehouseId, false);
      return repo.list({ warehouse_id: warehouseId });
    },

    async create(warehouseId: number, input: ZoneInput): Promise<ZoneOut> {
      await assertWarehouse(warehouseId, false);
      await assertUniqueCode(warehouseId, input.code);
      try {
        return await get(await repo.insert(warehouseId, input, nowIso()));
      } catch (error) {
        throw isUniqueViolation(error) ? duplicate(input.code) : error;
      }
    },

    /** Code locked; a warehouse_id in the body moves the zone (with its locations) to that warehouse. */
    async update(id: number, input: ZoneInput): Promise<ZoneOut> {
      const current = await get(id);
      if (input.code !== current.code) throw new AppError('VALIDATION_ERROR', E.codeLocked, { code: E.codeLocked });
      const warehouseId = input.warehouse_id ?? current.warehouse_id;
      if (warehouseId !== current.warehouse_id) {
        await assertWarehouse(warehouseId, true);
        await assertUniqueCode(warehouseId, input.code, id);
      }
      try {
        await repo.update(id, warehouseId, input, nowIso());
      } catch (error) {
        throw isUniqueViolation(error) ? duplicate(input.code) : error;
      }
      return get(id);
    },

    /** Refused while the zone holds stock or has locations; products' default zone is cleared. */
    async remove(id: number): Promise<DeleteResult> {
      let code = String(id);
      try {
        return await db.transaction().execute(async (trx) => {
          const txRepo = zonesRepository(trx);
          const zone = await txRepo.get(id);
          if (!zone) throw new AppError('NOT_FOUND', E.zoneNotFound);
          code = zone.code;
          if (zone.current_usage > 0) {
            throw new AppError('IN_USE', E.zoneHasStock(code, zone.current_usage), undefined, { units: zone.current_usage });
          }
          if (zone.location_count > 0) {
            throw new AppError('IN_USE', E.zoneHasLocations(code, zone.location_count), undefined, {
              locations: zone.location_count,
            });
          }
          const cleared = await txRepo.clearProductReferences(id, nowIso());
          await txRepo.delete(id);
          return { id, cleared_products: cleared };
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('IN_USE', E.referenced(`la zona ${code}`));
        throw error;
      }
    },

    async capacity(id: number): Promise<ZoneCapacityOut> {
      return capacityOf(await get(id));
    },

    async setCapacity(id: number, capacity: number): Promise<ZoneCapacityOut> {
      await get(id);
      await repo.setCapacity(id, capacity, nowIso());
      return capacityOf(await get(id));
    },

    /**
     * Whether `quantity` more units fit (the ingreso create button). The status fields describe
     * the zone now; `message` is the insufficient-capacity text when they do not fit, else the
     * near-capacity warning when receiving them reaches 90 %, else null.
     */
    async checkCapacity(id: number, quantity: number): Promise<CapacityCheckOut> {
      const zone = await get(id);
      const now = capacityOf(zone);
      const after = zoneCapacityStatus(zone, quantity);
      const fits = zoneHasCapacityFor(zone, quantity);
      return {
        ...now,
        quantity,
        can_accommodate: fits,
        usage_percentage_after: round2(after.percentage),
        message: fits ? (after.near ? CAPACITY_MESSAGES.near : null) : CAPACITY_MESSAGES.insufficient,
      };
    },

    async locations(id: number) {
      await get(id);
      return locationsRepository(db).listAll({ zone_id: id });
    },
  };
}
