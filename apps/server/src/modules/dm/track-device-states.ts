import { DM_MESSAGES, type StateChangeEvent } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { assertNotFuture, toIso } from './dates';
import {
  assertNotTerminal,
  deviceLabel,
  findDevice,
  holdDevice,
  releaseDevice,
  removeDevice,
  SERVICE_LOCATION_TYPE,
} from './devices';
import { currentState, ensureDevices, recordState } from './devices.repository';
import {
  countActiveImplants,
  countClinicalServices,
  countDevices,
  countPendingTransfers,
  countStateChanges,
  devicePage,
  findStateRow,
  stateChangePage,
  stateRowsOfDevice,
  stockOfProducts,
  unitsPerService,
  type DeviceListQuery,
  type StateDbRow,
  type StateListQuery,
} from './device-states.repository';
import type { Tx } from '../../db/handle';

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

/** Units of priority devices in stock: one item per serial (or lot), with where they are. */
export async function listDevices(db: Tx, query: DeviceListQuery) {
  await ensureDevices(db);
  const [rows, total] = await Promise.all([devicePage(db, query), countDevices(db, query)]);
  const stock = rows.length ? await stockOfProducts(db, [...new Set(rows.map((row) => row.product_id))]) : [];
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
      // The hold's reference is the state that holds (the quarantine…), a release's the state it ends.
      await releaseDevice(stock, trx, device, { ...ctx, ...(previous ? { reference: previous } : {}) }).catch(
        (error: unknown) => {
          // A recall's hold stays; the state's own hold is added beside it.
          if (!(error instanceof AppError) || error.code !== 'STOCK_HELD') throw error;
        },
      );
      await holdDevice(stock, trx, device, reason, { ...ctx, reference: newState });
    } else if (removing) {
      await removeDevice(stock, trx, device, removing, ctx);
    } else if (newState === 'Disponible') {
      await releaseDevice(stock, trx, device, { ...ctx, ...(previous ? { reference: previous } : {}) });
    }
    return eventId;
  });
  const row = await findStateRow(deps.db.kysely, id);
  return toStateRow(row!);
}

export async function deviceStateHistory(db: Tx, deviceId: number) {
  await findDevice(db, deviceId);
  const rows = await stateRowsOfDevice(db, deviceId);
  return rows.map(toStateRow);
}

export async function listStateChanges(db: Tx, query: StateListQuery) {
  const [rows, total] = await Promise.all([stateChangePage(db, query), countStateChanges(db, query)]);
  return { rows: rows.map(toStateRow), total };
}

/** The four cards: computed from stock and documents. */
export async function dmStatistics(db: Tx) {
  await ensureDevices(db);
  const [devices, transfers, implants, services, perService] = await Promise.all([
    countDevices(db, { page: 1, per_page: 1 }),
    countPendingTransfers(db),
    countActiveImplants(db),
    countClinicalServices(db),
    unitsPerService(db),
  ]);
  return {
    total_dm: devices,
    transferencias_pendientes: transfers,
    implantes_activos: implants,
    servicios_clinicos: services,
    dm_por_servicio: perService.map((row) => ({
      servicio_clinico_id: row.id,
      nombre: row.nombre,
      cantidad: Number(row.cantidad),
    })),
  };
}
