import { DM_MESSAGES } from '@bodega/domain';
import { sql, type Selectable } from 'kysely';
import type { DmStateEventsTable } from '../../db/schema';
import type { Tx } from '../../db/handle';
import { stockWithService } from './devices.repository';
import { anyContains, countOf, pageOf, searchTerm } from './dm-queries';

/* SQL of the DM state history and device lists (track-device-states.ts): state events with their device, product and user; the units of priority devices in stock; the figures of the DM cards. */

const DEVICE_SEARCH = ['p.name', 'p.sku', 'd.serial_number', 'd.lot_number'] as const;

export interface StateListQuery {
  busqueda?: string | undefined;
  estado?: string | undefined;
  dias: '7' | '30' | '90' | 'all';
  page: number;
  per_page: number;
}

export interface DeviceListQuery {
  tipo?: string | undefined;
  busqueda?: string | undefined;
  estado?: string | undefined;
  page: number;
  per_page: number;
}

function stateRows(db: Tx) {
  return db
    .selectFrom('dm_state_events as e')
    .innerJoin('dm_devices as d', 'd.id', 'e.device_id')
    .innerJoin('products as p', 'p.id', 'd.product_id')
    .leftJoin('users as u', 'u.id', 'e.user_id');
}

export /** A state event as STATE_COLUMNS reads it: the event's columns with its device, product and user. */
type StateDbRow = Omit<Selectable<DmStateEventsTable>, 'user_id' | 'created_at'> & {
  product_name: string;
  sku: string;
  lot_number: string;
  serial_number: string;
  username: string | null;
};

const STATE_COLUMNS = [
  'e.id',
  'e.device_id',
  'p.name as product_name',
  'p.sku',
  'd.lot_number',
  'd.serial_number',
  'e.estado_anterior',
  'e.estado_nuevo',
  'e.fecha_evento',
  'u.username',
  'e.observaciones',
  'e.motivo_devolucion',
  'e.motivo_cuarentena',
  'e.metodo_destruccion',
  'e.acta_destruccion',
  'e.reference_type',
  'e.reference_id',
] as const;

function filteredStates(db: Tx, query: StateListQuery) {
  let q = stateRows(db);
  if (query.estado) q = q.where('e.estado_nuevo', '=', query.estado);
  if (query.dias !== 'all')
    q = q.where('e.fecha_evento', '>=', new Date(Date.now() - Number(query.dias) * 86_400_000).toISOString());
  const term = searchTerm(query.busqueda);
  if (term) q = q.where((eb) => anyContains(eb, DEVICE_SEARCH, term));
  return q;
}

function filteredDevices(db: Tx, query: DeviceListQuery) {
  let q = db
    .selectFrom('dm_devices as d')
    .innerJoin('products as p', 'p.id', 'd.product_id')
    .where('p.es_dm_priorizado', '=', 1)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('inventory as i')
          .select('i.id')
          .whereRef('i.product_id', '=', 'd.product_id')
          .whereRef('i.lot_number', '=', 'd.lot_number')
          .whereRef('i.serial_number', '=', 'd.serial_number')
          .where('i.quantity', '>', 0),
      ),
    );
  if (query.tipo) q = q.where('p.tipo_dm', '=', query.tipo);
  const term = searchTerm(query.busqueda);
  if (term) q = q.where((eb) => anyContains(eb, DEVICE_SEARCH, term));
  return q;
}

const newestState = sql<
  string | null
>`(select e.estado_nuevo from dm_state_events e where e.device_id = d.id order by e.id desc limit 1)`;

/** The devices of the list's filters, its newest state among them ('Sin Estado' is none). */
function listedDevices(db: Tx, query: DeviceListQuery) {
  const q = filteredDevices(db, query);
  if (!query.estado) return q;
  return query.estado === DM_MESSAGES.noState
    ? q.where(sql<boolean>`${newestState} is null`)
    : q.where(sql<boolean>`${newestState} = ${query.estado}`);
}

/** One page of the device list, by product, lot and serial. */
export function devicePage(db: Tx, query: DeviceListQuery) {
  return pageOf(
    listedDevices(db, query)
      .select([
        'd.id',
        'd.product_id',
        'p.name as product_name',
        'p.sku',
        'd.lot_number',
        'd.serial_number',
        'p.tipo_dm',
        'p.categorizacion_implantable',
      ])
      .select(newestState.as('estado_actual'))
      .orderBy('p.name')
      .orderBy('d.lot_number')
      .orderBy('d.serial_number'),
    query,
  ).execute();
}

/** How many devices the list's filters match. */
export function countDevices(db: Tx, query: DeviceListQuery): Promise<number> {
  return countOf(listedDevices(db, query));
}

/** The rows in stock of the given products, with their location and the service owning it. */
export function stockOfProducts(db: Tx, productIds: number[]) {
  return stockWithService(db)
    .select([
      'i.product_id',
      'i.lot_number',
      'i.serial_number',
      'i.expiry_date',
      'i.quantity',
      'i.reserved_quantity',
      'i.held_quantity',
      'l.id as location_id',
      'l.code',
      'l.location_type',
      'cs.id as service_id',
      'cs.nombre as service_nombre',
    ])
    .where('i.product_id', 'in', productIds)
    .where('i.quantity', '>', 0)
    .execute();
}

export async function findStateRow(db: Tx, id: number): Promise<StateDbRow | undefined> {
  const [row] = await stateRows(db).select(STATE_COLUMNS).where('e.id', '=', id).execute();
  return row;
}

/** A device's state events, newest first. */
export function stateRowsOfDevice(db: Tx, deviceId: number): Promise<StateDbRow[]> {
  return stateRows(db).select(STATE_COLUMNS).where('e.device_id', '=', deviceId).orderBy('e.id', 'desc').execute();
}

/** One page of the state changes of the list's filters, newest first. */
export function stateChangePage(db: Tx, query: StateListQuery): Promise<StateDbRow[]> {
  return pageOf(
    filteredStates(db, query).select(STATE_COLUMNS).orderBy('e.fecha_evento', 'desc').orderBy('e.id', 'desc'),
    query,
  ).execute();
}

export function countStateChanges(db: Tx, query: StateListQuery): Promise<number> {
  return countOf(filteredStates(db, query));
}

export function countPendingTransfers(db: Tx): Promise<number> {
  return countOf(db.selectFrom('dm_transfers').where('estado', '=', 'Pendiente'));
}

export function countActiveImplants(db: Tx): Promise<number> {
  return countOf(db.selectFrom('dm_implants').where('fecha_explantacion', 'is', null));
}

export function countClinicalServices(db: Tx): Promise<number> {
  return countOf(db.selectFrom('clinical_services'));
}

/** Units at each clinical service's location (0 for a service holding none), by name. */
export function unitsPerService(db: Tx) {
  return db
    .selectFrom('clinical_services as cs')
    .leftJoin('inventory as i', 'i.location_id', 'cs.location_id')
    .select(['cs.id', 'cs.nombre', sql<number>`cast(coalesce(sum(i.quantity), 0) as integer)`.as('cantidad')])
    .groupBy(['cs.id', 'cs.nombre'])
    .orderBy('cs.nombre')
    .execute();
}
