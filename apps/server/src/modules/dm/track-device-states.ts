import { DM_MESSAGES, type StateChangeEvent } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { sql, type Selectable } from 'kysely';
import type { DmStateEventsTable } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertNotFuture, toIso } from './dates';
import {
  assertNotTerminal,
  currentState,
  deviceLabel,
  ensureDevices,
  findDevice,
  holdDevice,
  recordState,
  releaseDevice,
  removeDevice,
  SERVICE_LOCATION_TYPE,
  stockWithService,
} from './devices';
import { anyContains, countOf, pageOf, searchTerm } from './dm-queries';
import type { Tx } from '../../db/handle';

const DEVICE_SEARCH = ['p.name', 'p.sku', 'd.serial_number', 'd.lot_number'] as const;

/** States whose unit must not be used while it keeps them: held until 'Disponible'. */
const HOLDING_STATES: Record<string, string> = {
  'En cuarentena': 'cuarentena',
  'En mantenimiento': 'mantenimiento',
  Perdido: 'estado Perdido',
};
/** States that take the unit out of stock, with the ledger event. */
const REMOVING_STATES: Record<string, 'DAMAGE' | 'RETURN'> = {
  'Destruido/Eliminado': 'DAMAGE',
  Retirado: 'RETURN',
  'Devuelto a proveedor': 'RETURN',
};

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

/** A state event as STATE_COLUMNS reads it: the event's columns with its device, product and user. */
type StateDbRow = Omit<Selectable<DmStateEventsTable>, 'user_id' | 'created_at'> & {
  product_name: string;
  sku: string;
  lot_number: string;
  serial_number: string;
  username: string | null;
};

function toStateRow(row: StateDbRow) {
  return {
    id: row.id,
    inventory_item_id: row.device_id,
    dispositivo_nombre: row.product_name,
    sku: row.sku,
    lote: row.lot_number || null,
    serie: row.serial_number || null,
    estado_anterior: row.estado_anterior,
    estado: row.estado_nuevo,
    fecha_cambio: row.fecha_evento,
    usuario_responsable: row.username,
    observaciones: row.observaciones,
    motivo_devolucion: row.motivo_devolucion,
    motivo_cuarentena: row.motivo_cuarentena,
    metodo_destruccion: row.metodo_destruccion,
    acta_destruccion: row.acta_destruccion,
    referencia_tipo: row.reference_type,
    referencia_id: row.reference_id,
  };
}

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

/** Units of priority devices in stock: one item per serial (or lot), with where they are. */
export async function listDevices(db: Tx, query: DeviceListQuery) {
  await ensureDevices(db);
  let q = filteredDevices(db, query);
  if (query.estado)
    q =
      query.estado === DM_MESSAGES.noState
        ? q.where(sql<boolean>`${newestState} is null`)
        : q.where(sql<boolean>`${newestState} = ${query.estado}`);
  const [rows, total] = await Promise.all([
    pageOf(
      q
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
    ).execute(),
    countOf(q),
  ]);
  const stock = rows.length
    ? await stockWithService(db)
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
        .where('i.product_id', 'in', [...new Set(rows.map((row) => row.product_id))])
        .where('i.quantity', '>', 0)
        .execute()
    : [];
  return {
    total,
    rows: rows.map((row) => {
      const mine = stock.filter(
        (s) => s.product_id === row.product_id && s.lot_number === row.lot_number && s.serial_number === row.serial_number,
      );
      return {
        id: row.id,
        product_id: row.product_id,
        product_name: row.product_name,
        sku: row.sku,
        lot_number: row.lot_number || null,
        serial_number: row.serial_number || null,
        expiry_date: mine[0]?.expiry_date || null,
        tipo_dm: row.tipo_dm,
        categorizacion_implantable: row.categorizacion_implantable,
        estado_actual: row.estado_actual ?? DM_MESSAGES.noState,
        cantidad: mine.reduce((sum, s) => sum + s.quantity, 0),
        disponible: mine.reduce((sum, s) => sum + Math.max(s.quantity - s.reserved_quantity, 0), 0),
        retenido: mine.reduce((sum, s) => sum + s.held_quantity, 0),
        ubicaciones: mine.map((s) => ({
          location_id: s.location_id,
          code: s.code,
          cantidad: s.quantity,
          servicio_clinico: s.location_type === SERVICE_LOCATION_TYPE ? { id: s.service_id!, nombre: s.service_nombre! } : null,
        })),
      };
    }),
  };
}

/** POST /dm/trazabilidad/evento: the state, its stock effect (hold, release, removal) and its row. */
export async function changeDeviceState(deps: Deps, input: StateChangeEvent, userId: number) {
  const fecha = toIso(input.fecha_evento, 'fecha_evento');
  assertNotFuture(input.fecha_evento, 'fecha_evento', 'La fecha del cambio no puede ser futura');
  const details = input.detalles;
  const newState = details.estado_nuevo;
  const id = await deps.stockTransaction(async (stock, trx) => {
    const device = await findDevice(trx, input.inventory_item_id);
    const previous = await currentState(trx, device.id);
    assertNotTerminal(previous, device);
    const eventId = await recordState(
      trx,
      device.id,
      previous,
      {
        estado_nuevo: newState,
        fecha_evento: fecha,
        observaciones: details.observaciones,
        motivo_devolucion: details.motivo_devolucion || null,
        motivo_cuarentena: details.motivo_cuarentena || null,
        metodo_destruccion: details.metodo_destruccion || null,
        acta_destruccion: details.acta_destruccion || null,
      },
      userId,
    );
    const ctx = {
      user_id: userId,
      reference_type: 'dm_estado',
      reference_id: eventId,
      description: `${deviceLabel(device)}: ${previous ?? DM_MESSAGES.noState} → ${newState}`,
      notes: details.observaciones,
    };
    const holding = HOLDING_STATES[newState];
    const removing = REMOVING_STATES[newState];
    if (holding) {
      const reason =
        newState === 'En cuarentena' ? `cuarentena (${details.motivo_cuarentena})` : `${holding} (${details.observaciones})`;
      await releaseDevice(stock, trx, device, ctx).catch((error: unknown) => {
        // A recall's hold stays; the state's own hold is added beside it.
        if (!(error instanceof AppError) || error.code !== 'STOCK_HELD') throw error;
      });
      await holdDevice(stock, trx, device, reason, ctx);
    } else if (removing) {
      await removeDevice(stock, trx, device, removing, ctx);
    } else if (newState === 'Disponible') {
      await releaseDevice(stock, trx, device, ctx);
    }
    return eventId;
  });
  const [row] = await stateRows(deps.db.kysely).select(STATE_COLUMNS).where('e.id', '=', id).execute();
  return toStateRow(row!);
}

export async function deviceStateHistory(db: Tx, deviceId: number) {
  await findDevice(db, deviceId);
  const rows = await stateRows(db).select(STATE_COLUMNS).where('e.device_id', '=', deviceId).orderBy('e.id', 'desc').execute();
  return rows.map(toStateRow);
}

export async function listStateChanges(db: Tx, query: StateListQuery) {
  const [rows, total] = await Promise.all([
    pageOf(
      filteredStates(db, query).select(STATE_COLUMNS).orderBy('e.fecha_evento', 'desc').orderBy('e.id', 'desc'),
      query,
    ).execute(),
    countOf(filteredStates(db, query)),
  ]);
  return { rows: rows.map(toStateRow), total };
}

/** The four cards: computed from stock and documents. */
export async function dmStatistics(db: Tx) {
  await ensureDevices(db);
  const [devices, transfers, implants, services, perService] = await Promise.all([
    filteredDevices(db, { page: 1, per_page: 1 })
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('dm_transfers')
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .where('estado', '=', 'Pendiente')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('dm_implants')
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .where('fecha_explantacion', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('clinical_services')
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('clinical_services as cs')
      .leftJoin('inventory as i', 'i.location_id', 'cs.location_id')
      .select(['cs.id', 'cs.nombre', sql<number>`cast(coalesce(sum(i.quantity), 0) as integer)`.as('cantidad')])
      .groupBy(['cs.id', 'cs.nombre'])
      .orderBy('cs.nombre')
      .execute(),
  ]);
  return {
    total_dm: Number(devices.n),
    transferencias_pendientes: Number(transfers.n),
    implantes_activos: Number(implants.n),
    servicios_clinicos: Number(services.n),
    dm_por_servicio: perService.map((row) => ({
      servicio_clinico_id: row.id,
      nombre: row.nombre,
      cantidad: Number(row.cantidad),
    })),
  };
}
