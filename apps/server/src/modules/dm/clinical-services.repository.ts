import type { Tx } from '../../db/handle';

/* SQL of the clinical services and the locations that hold their custody (manage-clinical-services.ts). */

export const SERVICE_ZONE_CODE = 'SERV-CLIN';

export interface ClinicalServiceRow {
  id: number;
  nombre: string;
  codigo: string | null;
  descripcion: string | null;
  location_id: number;
  ubicacion: string;
  /** Units held at the service's location. */
  dispositivos: number;
}

export async function selectClinicalServices(db: Tx): Promise<ClinicalServiceRow[]> {
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

export function findClinicalService(db: Tx, id: number) {
  return db.selectFrom('clinical_services').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another service than `exceptId` has the code. */
export async function codeTaken(db: Tx, codigo: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('clinical_services')
    .select('id')
    .where('codigo', '=', codigo)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return !!row;
}

export async function findServiceZone(db: Tx): Promise<number | undefined> {
  const row = await db.selectFrom('zones').select('id').where('code', '=', SERVICE_ZONE_CODE).orderBy('id').executeTakeFirst();
  return row?.id;
}

export async function firstWarehouseId(db: Tx): Promise<number | undefined> {
  const row = await db.selectFrom('warehouses').select('id').orderBy('id').executeTakeFirst();
  return row?.id;
}

export async function insertServiceZone(db: Tx, warehouseId: number, at: string): Promise<number> {
  const zone = await db
    .insertInto('zones')
    .values({
      warehouse_id: warehouseId,
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

/** A service's location: no shelf, no capacity; `code` is temporary until the service has its id. */
export async function insertServiceLocation(
  db: Tx,
  location: { zone_id: number; code: string; description: string; location_type: string },
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('locations')
    .values({
      ...location,
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
  return row.id;
}

export async function insertClinicalService(
  db: Tx,
  service: { nombre: string; codigo: string | null; descripcion: string | null; location_id: number },
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('clinical_services')
    .values({ ...service, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setLocationCode(db: Tx, locationId: number, code: string): Promise<void> {
  await db.updateTable('locations').set({ code, barcode: code }).where('id', '=', locationId).execute();
}

export async function updateClinicalServiceRow(
  db: Tx,
  id: number,
  service: { nombre: string; codigo: string | null; descripcion: string | null },
  at: string,
): Promise<void> {
  await db
    .updateTable('clinical_services')
    .set({ ...service, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function setLocationDescription(db: Tx, locationId: number, description: string, at: string): Promise<void> {
  await db.updateTable('locations').set({ description, updated_at: at }).where('id', '=', locationId).execute();
}

/** Whether the service took part in a transfer or implant, or its location holds or held stock. */
export async function serviceInUse(db: Tx, id: number, locationId: number): Promise<boolean> {
  const used =
    (await db.selectFrom('dm_transfers').select('id').where('clinical_service_id', '=', id).executeTakeFirst()) ??
    (await db.selectFrom('dm_implants').select('id').where('clinical_service_id', '=', id).executeTakeFirst()) ??
    (await db.selectFrom('inventory').select('id').where('location_id', '=', locationId).executeTakeFirst()) ??
    (await db.selectFrom('traceability_events').select('id').where('location_id', '=', locationId).executeTakeFirst());
  return !!used;
}

export async function deleteClinicalService(db: Tx, id: number, locationId: number): Promise<void> {
  await db.deleteFrom('clinical_services').where('id', '=', id).execute();
  await db.deleteFrom('locations').where('id', '=', locationId).execute();
}
