import type { ClinicalServiceInput } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { SERVICE_LOCATION_TYPE } from './devices';
import type { Tx } from '../../db/handle';

export const SERVICE_ZONE_CODE = 'SERV-CLIN';
const NOT_FOUND = 'Servicio clínico no encontrado';

export interface ClinicalServiceResponse {
  id: number;
  nombre: string;
  codigo: string | null;
  descripcion: string | null;
  location_id: number;
  ubicacion: string;
  dispositivos: number;
}

/** The zone that holds the services' locations: in the first warehouse, made on first use. */
async function serviceZone(trx: Tx): Promise<number> {
  const existing = await trx
    .selectFrom('zones')
    .select('id')
    .where('code', '=', SERVICE_ZONE_CODE)
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const warehouse = await trx.selectFrom('warehouses').select('id').orderBy('id').executeTakeFirst();
  if (!warehouse) throw new AppError('INVALID_STATE', 'Debe crear una bodega antes de registrar servicios clínicos');
  const at = nowIso();
  const zone = await trx
    .insertInto('zones')
    .values({
      warehouse_id: warehouse.id,
      code: SERVICE_ZONE_CODE,
      name: 'SERVICIOS CLÍNICOS',
      description:
        'Custodia de dispositivos médicos transferidos a servicios clínicos (no se almacena ni se despacha desde aquí)',
      aisle: null,
      rack: null,
      level: null,
      position: null,
      capacity: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return zone.id;
}

function duplicateCode(codigo: string): AppError {
  return new AppError('DUPLICATE', `Ya existe un servicio clínico con el código ${codigo}`, { codigo: 'El código ya existe' });
}

export async function listClinicalServices(db: Kysely<Database>): Promise<ClinicalServiceResponse[]> {
  const rows = await db
    .selectFrom('clinical_services as cs')
    .innerJoin('locations as l', 'l.id', 'cs.location_id')
    .select(['cs.id', 'cs.nombre', 'cs.codigo', 'cs.descripcion', 'cs.location_id', 'l.code as ubicacion'])
    .select((eb) =>
      eb
        .selectFrom('inventory as i')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('i.quantity'), e.lit(0)).as('n'))
        .whereRef('i.location_id', '=', 'cs.location_id')
        .as('dispositivos'),
    )
    .orderBy('cs.nombre')
    .execute();
  return rows.map((row) => ({ ...row, dispositivos: Number(row.dispositivos ?? 0) }));
}

export async function getClinicalService(db: Kysely<Database>, id: number): Promise<ClinicalServiceResponse> {
  const found = (await listClinicalServices(db)).find((row) => row.id === id);
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
  return found;
}

export async function createClinicalService(db: Kysely<Database>, input: ClinicalServiceInput): Promise<ClinicalServiceResponse> {
  const codigo = input.codigo || null;
  const id = await db.transaction().execute(async (trx) => {
    if (codigo && (await trx.selectFrom('clinical_services').select('id').where('codigo', '=', codigo).executeTakeFirst()))
      throw duplicateCode(codigo);
    const zoneId = await serviceZone(trx);
    const at = nowIso();
    const temporary = `SC-${randomUUID().slice(0, 12)}`;
    const location = await trx
      .insertInto('locations')
      .values({
        zone_id: zoneId,
        code: temporary,
        description: input.nombre,
        location_type: SERVICE_LOCATION_TYPE,
        aisle: null,
        rack: null,
        level: null,
        position: null,
        capacity: 0,
        width: null,
        length: null,
        height: null,
        barcode: null,
        volumetric_capacity: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const service = await trx
      .insertInto('clinical_services')
      .values({
        nombre: input.nombre,
        codigo,
        descripcion: input.descripcion || null,
        location_id: location.id,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const code = `SC-${String(service.id).padStart(3, '0')}`;
    await trx.updateTable('locations').set({ code, barcode: code }).where('id', '=', location.id).execute();
    return service.id;
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
    const service = await trx.selectFrom('clinical_services').selectAll().where('id', '=', id).executeTakeFirst();
    if (!service) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (
      codigo &&
      (await trx
        .selectFrom('clinical_services')
        .select('id')
        .where('codigo', '=', codigo)
        .where('id', '<>', id)
        .executeTakeFirst())
    )
      throw duplicateCode(codigo);
    const at = nowIso();
    await trx
      .updateTable('clinical_services')
      .set({ nombre: input.nombre, codigo, descripcion: input.descripcion || null, updated_at: at })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('locations')
      .set({ description: input.nombre, updated_at: at })
      .where('id', '=', service.location_id)
      .execute();
  });
  return getClinicalService(db, id);
}

/** Only a service that never took part in a transfer or implant and holds nothing. */
export async function removeClinicalService(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const service = await trx.selectFrom('clinical_services').selectAll().where('id', '=', id).executeTakeFirst();
    if (!service) throw new AppError('NOT_FOUND', NOT_FOUND);
    const used =
      (await trx.selectFrom('dm_transfers').select('id').where('clinical_service_id', '=', id).executeTakeFirst()) ??
      (await trx.selectFrom('dm_implants').select('id').where('clinical_service_id', '=', id).executeTakeFirst()) ??
      (await trx.selectFrom('inventory').select('id').where('location_id', '=', service.location_id).executeTakeFirst()) ??
      (await trx
        .selectFrom('traceability_events')
        .select('id')
        .where('location_id', '=', service.location_id)
        .executeTakeFirst());
    if (used)
      throw new AppError(
        'IN_USE',
        `No se puede eliminar el servicio ${service.nombre}: tiene transferencias, implantes o dispositivos registrados`,
      );
    await trx.deleteFrom('clinical_services').where('id', '=', id).execute();
    await trx.deleteFrom('locations').where('id', '=', service.location_id).execute();
  });
}
