import type { FacilityDeleteResult, WarehouseInput, WarehouseOut } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { FACILITY_ERRORS as E } from './facility-messages';
import { assertCodeUnchanged, deleteUnlessReferenced, duplicateCode, found, orDuplicate } from './facility-records';
import {
  deleteWarehouseRow,
  findWarehouse,
  findWarehouseByCode,
  insertWarehouse,
  selectWarehouses,
  updateWarehouseRow,
  warehouseStockUnits,
} from './warehouses.repository';
import { countZonesOfWarehouse } from './zones.repository';
import { clearProductPlacement } from './product-placement.repository';

export function listWarehouses(db: Kysely<Database>): Promise<WarehouseOut[]> {
  return selectWarehouses(db);
}

export async function getWarehouse(db: Kysely<Database>, id: number): Promise<WarehouseOut> {
  return found(await findWarehouse(db, id), E.warehouseNotFound);
}

export async function createWarehouse(db: Kysely<Database>, input: WarehouseInput): Promise<WarehouseOut> {
  if (await findWarehouseByCode(db, input.code)) throw duplicateCode(E.duplicateWarehouse(input.code));
  const id = await orDuplicate(() => insertWarehouse(db, input, nowIso()), E.duplicateWarehouse(input.code));
  return getWarehouse(db, id);
}

export async function updateWarehouse(db: Kysely<Database>, id: number, input: WarehouseInput): Promise<WarehouseOut> {
  assertCodeUnchanged(input.code, await getWarehouse(db, id));
  await updateWarehouseRow(db, id, input, nowIso());
  return getWarehouse(db, id);
}

/**
 * Refused while the warehouse holds stock or still has zones; products whose default
 * warehouse it was lose that default in the same transaction.
 */
export function deleteWarehouse(db: Kysely<Database>, id: number): Promise<FacilityDeleteResult> {
  return deleteUnlessReferenced(db, 'la bodega', id, async (trx, named) => {
    const { code } = found(await findWarehouse(trx, id), E.warehouseNotFound);
    named(code);
    const units = await warehouseStockUnits(trx, id);
    if (units > 0) throw new AppError('IN_USE', E.warehouseHasStock(code, units), undefined, { units });
    const zones = await countZonesOfWarehouse(trx, id);
    if (zones > 0) throw new AppError('IN_USE', E.warehouseHasZones(code, zones), undefined, { zones });
    const cleared = await clearProductPlacement(trx, 'warehouse_id', id, nowIso());
    await deleteWarehouseRow(trx, id);
    return { id, cleared_products: cleared };
  });
}
