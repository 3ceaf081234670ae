import type { WarehouseInput } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import type { WarehouseOut } from '@bodega/domain';
import { FACILITY_ERRORS as E, isForeignKeyViolation, isUniqueViolation } from './facility-messages';
import { warehousesRepository } from './warehouses.repository';
import { zonesRepository } from './zones.repository';

function duplicate(code: string): AppError {
  return new AppError('DUPLICATE', E.duplicateWarehouse(code), { code: E.duplicateWarehouse(code) });
}

export interface DeleteResult {
  id: number;
  /** Products whose default placement pointed here and was cleared. */
  cleared_products: number;
}

export function warehousesService(db: Kysely<Database>) {
  const repo = warehousesRepository(db);

  async function get(id: number): Promise<WarehouseOut> {
    const warehouse = await repo.get(id);
    if (!warehouse) throw new AppError('NOT_FOUND', E.warehouseNotFound);
    return warehouse;
  }

  return {
    list: () => repo.list(),
    get,

    async create(input: WarehouseInput): Promise<WarehouseOut> {
      if (await repo.findByCode(input.code)) throw duplicate(input.code);
      try {
        return await get(await repo.insert(input, nowIso()));
      } catch (error) {
        throw isUniqueViolation(error) ? duplicate(input.code) : error;
      }
    },

    /** The code is the warehouse's identity on labels and documents: it cannot change. */
    async update(id: number, input: WarehouseInput): Promise<WarehouseOut> {
      const current = await get(id);
      if (input.code !== current.code) throw new AppError('VALIDATION_ERROR', E.codeLocked, { code: E.codeLocked });
      await repo.update(id, input, nowIso());
      return get(id);
    },

    /**
     * Refused while the warehouse holds stock or still has zones; products whose default
     * warehouse it was lose that default in the same transaction.
     */
    async remove(id: number): Promise<DeleteResult> {
      let code = String(id);
      try {
        return await db.transaction().execute(async (trx) => {
          const txRepo = warehousesRepository(trx);
          const warehouse = await txRepo.get(id);
          if (!warehouse) throw new AppError('NOT_FOUND', E.warehouseNotFound);
          code = warehouse.code;
          const units = await txRepo.stockUnits(id);
          if (units > 0) throw new AppError('IN_USE', E.warehouseHasStock(code, units), undefined, { units });
          const zones = await zonesRepository(trx).countByWarehouse(id);
          if (zones > 0) throw new AppError('IN_USE', E.warehouseHasZones(code, zones), undefined, { zones });
          const now = nowIso();
          const cleared = await txRepo.clearProductReferences(id, now);
          await txRepo.delete(id);
          return { id, cleared_products: cleared };
        });
      } catch (error) {
        // A row added meanwhile by another request (zone, receipt) still points here.
        if (isForeignKeyViolation(error)) throw new AppError('IN_USE', E.referenced(`la bodega ${code}`));
        throw error;
      }
    },
  };
}
