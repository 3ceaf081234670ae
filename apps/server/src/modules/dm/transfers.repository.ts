import type { Tx } from '../../db/handle';
import { anyContains, searchTerm } from './dm-queries';

/* SQL of the DM transfers (manage-transfers.ts): a unit sent to a clinical service. */

export interface TransferListQuery {
  estado?: string | undefined;
  busqueda?: string | undefined;
  page: number;
  per_page: number;
}

function baseQuery(db: Tx) {
  return db
    .selectFrom('dm_transfers as t')
    .innerJoin('dm_devices as d', 'd.id', 't.device_id')
    .innerJoin('products as p', 'p.id', 'd.product_id')
    .innerJoin('clinical_services as cs', 'cs.id', 't.clinical_service_id')
    .innerJoin('locations as l', 'l.id', 't.from_location_id')
    .leftJoin('users as ur', 'ur.id', 't.received_by')
    .leftJoin('users as uc', 'uc.id', 't.created_by');
}

/** The transfers that match the list's filters (state, search over device, service and receiver). */
export function filteredTransfers(db: Tx, query: TransferListQuery) {
  let q = baseQuery(db);
  if (query.estado) q = q.where('t.estado', '=', query.estado);
  const term = searchTerm(query.busqueda);
  if (term)
    q = q.where((eb) =>
      anyContains(eb, ['p.name', 'p.sku', 'd.serial_number', 'd.lot_number', 'cs.nombre', 't.usuario_receptor'], term),
    );
  return q;
}

/** A transfer with its device, service, origin and users, as the responses show it. */
export function transferRows(q: ReturnType<typeof baseQuery>) {
  return q
    .selectAll('t')
    .select([
      'p.name as dispositivo_nombre',
      'p.sku',
      'd.lot_number',
      'd.serial_number',
      'cs.nombre as servicio_destino',
      'l.code as origen_codigo',
      'ur.username as recibido_por',
      'uc.username as creado_por',
    ]);
}

export type TransferRow = Awaited<ReturnType<ReturnType<typeof transferRows>['execute']>>[number];

export function findTransferRow(db: Tx, id: number): Promise<TransferRow | undefined> {
  return transferRows(baseQuery(db)).where('t.id', '=', id).executeTakeFirst();
}

export function findTransfer(db: Tx, id: number) {
  return db.selectFrom('dm_transfers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Pendiente → `estado` with the fields given; whether the transfer was pending (and so changed). */
export async function closePendingTransfer(
  db: Tx,
  id: number,
  set:
    | { estado: 'Recibida'; fecha_recepcion: string; received_by: number; received_via: 'boton' | 'qr' }
    | { estado: 'Cancelada'; cancelled_at: string; cancelled_by: number },
): Promise<boolean> {
  const changed = await db
    .updateTable('dm_transfers')
    .set(set)
    .where('id', '=', id)
    .where('estado', '=', 'Pendiente')
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

export function findClinicalServiceRow(db: Tx, id: number) {
  return db.selectFrom('clinical_services').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertTransfer(
  db: Tx,
  transfer: {
    device_id: number;
    from_location_id: number;
    expiry_date: string;
    clinical_service_id: number;
    usuario_receptor: string;
    fecha_estimada_recepcion: string | null;
    observaciones: string | null;
    created_by: number;
  },
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('dm_transfers')
    .values({
      ...transfer,
      estado: 'Pendiente',
      qr_timestamp: at,
      fecha_transferencia: at,
      fecha_recepcion: null,
      received_by: null,
      received_via: null,
      cancelled_at: null,
      cancelled_by: null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
