import type { ClinicalServiceInput } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { SERVICE_LOCATION_TYPE } from './devices';
import type { Tx } from '../../db/handle';
import {
  codeTaken,
  deleteClinicalService,
  findClinicalService,
  findServiceZone,
  firstWarehouseId,
  insertClinicalService,
  insertServiceLocation,
  insertServiceZone,
  selectClinicalServices,
  serviceInUse,
  setLocationCode,
  setLocationDescription,
  updateClinicalServiceRow,
  type ClinicalServiceRow,
} from './clinical-services.repository';

const NOT_FOUND = 'Servicio clínico no encontrado';

export type ClinicalServiceResponse = ClinicalServiceRow;

/** The zone that holds the services' locations: in the first warehouse, made on first use. */
async function serviceZone(trx: Tx): Promise<number> {
  const existing = await findServiceZone(trx);
  if (existing !== undefined) return existing;
  const warehouseId = await firstWarehouseId(trx);
  if (warehouseId === undefined)
    throw new AppError('INVALID_STATE', 'Debe crear una bodega antes de registrar servicios clínicos');
  return insertServiceZone(trx, warehouseId, nowIso());
}

function duplicateCode(codigo: string): AppError {
  return new AppError('DUPLICATE', `Ya existe un servicio clínico con el código ${codigo}`, { codigo: 'El código ya existe' });
}

export function listClinicalServices(db: Kysely<Database>): Promise<ClinicalServiceResponse[]> {
  return selectClinicalServices(db);
}

export async function getClinicalService(db: Kysely<Database>, id: number): Promise<ClinicalServiceResponse> {
  const found = (await listClinicalServices(db)).find((row) => row.id === id);
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
  return found;
}

export async function createClinicalService(db: Kysely<Database>, input: ClinicalServiceInput): Promise<ClinicalServiceResponse> {
  const codigo = input.codigo || null;
  const id = await db.transaction().execute(async (trx) => {
    if (codigo && (await codeTaken(trx, codigo))) throw duplicateCode(codigo);
    const zoneId = await serviceZone(trx);
    const at = nowIso();
    const locationId = await insertServiceLocation(
      trx,
      {
        zone_id: zoneId,
        code: `SC-${randomUUID().slice(0, 12)}`,
        description: input.nombre,
        location_type: SERVICE_LOCATION_TYPE,
      },
      at,
    );
    const serviceId = await insertClinicalService(
      trx,
      { nombre: input.nombre, codigo, descripcion: input.descripcion || null, location_id: locationId },
      at,
    );
    await setLocationCode(trx, locationId, `SC-${String(serviceId).padStart(3, '0')}`);
    return serviceId;
  });
  return getClinicalService(db, id);
}

export async function updateClinicalService(
  db: Kysely<Database>,
  id: number,
  input: ClinicalServiceInput,
): Promise<ClinicalServiceResponse> {
  const codigo = input.codigo || null;
  await db.transaction().execute(async (trx) => {
    const service = await findClinicalService(trx, id);
    if (!service) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (codigo && (await codeTaken(trx, codigo, id))) throw duplicateCode(codigo);
    const at = nowIso();
    await updateClinicalServiceRow(trx, id, { nombre: input.nombre, codigo, descripcion: input.descripcion || null }, at);
    await setLocationDescription(trx, service.location_id, input.nombre, at);
  });
  return getClinicalService(db, id);
}

/** Only a service that never took part in a transfer or implant and holds nothing. */
export async function removeClinicalService(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const service = await findClinicalService(trx, id);
    if (!service) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (await serviceInUse(trx, id, service.location_id))
      throw new AppError(
        'IN_USE',
        `No se puede eliminar el servicio ${service.nombre}: tiene transferencias, implantes o dispositivos registrados`,
      );
    await deleteClinicalService(trx, id, service.location_id);
  });
}
