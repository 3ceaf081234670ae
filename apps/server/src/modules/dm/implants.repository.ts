import { formatRun } from '@bodega/domain';
import { sql, type Insertable } from 'kysely';
import type { DmImplantsTable } from '../../db/schema';
import type { Tx } from '../../db/handle';
import { anyContains, countOf, pageOf, searchTerm } from './dm-queries';

/* SQL of the DM implants (manage-implants.ts): an implanted unit with its patient, service and explant. */

export interface ImplantListQuery {
  run_paciente?: string | undefined;
  estado?: 'activo' | 'explantado' | undefined;
  busqueda?: string | undefined;
  page: number;
  per_page: number;
}

function baseQuery(db: Tx) {
  return db
    .selectFrom('dm_implants as im')
    .innerJoin('products as p', 'p.id', 'im.product_id')
    .leftJoin('clinical_services as cs', 'cs.id', 'im.clinical_service_id')
    .leftJoin('users as u', 'u.id', 'im.created_by');
}

export type ImplantRow = Awaited<ReturnType<typeof selectRows>>[number];
function selectRows(q: ReturnType<typeof baseQuery>) {
  return q
    .selectAll('im')
    .select([
      'p.name as dispositivo_nombre',
      'p.sku',
      'p.barcode',
      'p.codigo_fabrica',
      'p.description as product_description',
      'cs.nombre as servicio_clinico',
      'u.username as registrado_por',
    ])
    .execute();
}

function filtered(db: Tx, query: ImplantListQuery) {
  let q = baseQuery(db);
  if (query.run_paciente?.trim()) {
    // RUN stored normalised (12345678-5): '12.345.678-5', '123456785' and a part of it all match.
    const run = formatRun(query.run_paciente).replace(/\./g, '').toUpperCase();
    const compact = run.replace(/-/g, '');
    q = q.where((eb) =>
      eb.or([
        eb('im.run_paciente', 'like', `%${run}%`),
        eb(sql<string>`replace(im.run_paciente, '-', '')`, 'like', `%${compact}%`),
      ]),
    );
  }
  if (query.estado === 'activo') q = q.where('im.fecha_explantacion', 'is', null);
  if (query.estado === 'explantado') q = q.where('im.fecha_explantacion', 'is not', null);
  const term = searchTerm(query.busqueda);
  if (term) q = q.where((eb) => anyContains(eb, ['im.nombre_paciente', 'p.name', 'im.serial_number', 'im.lot_number'], term));
  return q;
}

/** An implant with its product, service and author, as the responses show it. */
export async function findImplantRow(db: Tx, id: number): Promise<ImplantRow | undefined> {
  const [row] = await selectRows(baseQuery(db).where('im.id', '=', id));
  return row;
}

/** One page of the implants of the list's filters, newest first. */
export function implantPage(db: Tx, query: ImplantListQuery): Promise<ImplantRow[]> {
  return selectRows(pageOf(filtered(db, query).orderBy('im.id', 'desc'), query));
}

export function countImplants(db: Tx, query: ImplantListQuery): Promise<number> {
  return countOf(filtered(db, query));
}

/** The active implant of a serialised device, if it has one. */
export function activeSerialImplant(trx: Tx, deviceId: number) {
  return trx
    .selectFrom('dm_implants')
    .select('id')
    .where('device_id', '=', deviceId)
    .where('fecha_explantacion', 'is', null)
    .where('serial_number', '<>', '')
    .executeTakeFirst();
}

export async function insertImplant(trx: Tx, values: Insertable<DmImplantsTable>): Promise<number> {
  const row = await trx.insertInto('dm_implants').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findImplant(trx: Tx, id: number) {
  return trx.selectFrom('dm_implants').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function locationExists(trx: Tx, locationId: number): Promise<boolean> {
  return !!(await trx.selectFrom('locations').select('id').where('id', '=', locationId).executeTakeFirst());
}

export interface ExplantValues {
  fecha_explantacion: string;
  nombre_profesional_explante: string;
  motivo_explante: string;
  observaciones_explante: string;
  estado_tras_explante: string;
  explant_location_id: number | null;
}

/** Marks an active implant explanted; false when it was explanted already (by a concurrent call). */
export async function markExplanted(trx: Tx, id: number, values: ExplantValues): Promise<boolean> {
  const changed = await trx
    .updateTable('dm_implants')
    .set(values)
    .where('id', '=', id)
    .where('fecha_explantacion', 'is', null)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

/** The factory code of the implanted product, printed on the implant card. */
export function implantProductCode(db: Tx, implantId: number) {
  return db
    .selectFrom('dm_implants as im')
    .innerJoin('products as p', 'p.id', 'im.product_id')
    .select(['p.codigo_fabrica', 'p.fabricante'])
    .where('im.id', '=', implantId)
    .executeTakeFirstOrThrow();
}
