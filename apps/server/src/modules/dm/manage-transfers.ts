import type { DmTransfer } from '@bodega/domain';
import { parseTransferQr, TRANSFER_MESSAGES, type TransferCreate } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { commitments } from '../ledger';
import { assertNotTerminal, deviceLabel, findDevice } from './devices';
import { currentState, deviceStock } from './devices.repository';
import { assertNotFuture, toIso } from './dates';
import { countOf, dmReference, noFreeUnitError, pageOf, pendingTransferOf } from './dm-queries';
import {
  closePendingTransfer,
  filteredTransfers,
  findClinicalServiceRow,
  findTransfer,
  findTransferRow,
  insertTransfer,
  transferRows,
  type TransferListQuery,
  type TransferRow,
} from './transfers.repository';
import { transferQrContent, verifyTransferQr } from './qr-signature';
import type { Tx } from '../../db/handle';

const NOT_FOUND = 'Transferencia no encontrada';
export const TRANSFER_SOURCE = 'dm_transfer';

export function transferReference(id: number): string {
  return dmReference('TRF', id);
}

function toResponse(qrKey: string, row: TransferRow) {
  return {
    id: row.id,
    referencia: transferReference(row.id),
    inventory_item_id: row.device_id,
    dispositivo_nombre: row.dispositivo_nombre,
    sku: row.sku,
    lot_number: row.lot_number || null,
    serial_number: row.serial_number || null,
    origen: { id: row.from_location_id, code: row.origen_codigo },
    servicio_clinico_destino_id: row.clinical_service_id,
    servicio_destino: row.servicio_destino,
    usuario_receptor: row.usuario_receptor,
    fecha_estimada_recepcion: row.fecha_estimada_recepcion,
    observaciones: row.observaciones,
    fecha_transferencia: row.fecha_transferencia,
    estado: row.estado as DmTransfer['estado'],
    fecha_recepcion: row.fecha_recepcion,
    recibido_por: row.recibido_por,
    recibida_via: row.received_via,
    creado_por: row.creado_por,
    qr_contenido: transferQrContent(qrKey, row.id, row.qr_timestamp),
  };
}

export async function transferDetail(db: Tx, qrKey: string, id: number) {
  const row = await findTransferRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toResponse(qrKey, row);
}

export async function listTransfers(db: Tx, qrKey: string, query: TransferListQuery) {
  const [rows, total] = await Promise.all([
    pageOf(transferRows(filteredTransfers(db, query)).orderBy('t.id', 'desc'), query).execute(),
    countOf(filteredTransfers(db, query)),
  ]);
  return { rows: rows.map((row) => toResponse(qrKey, row)), total };
}

/** Pendiente → Recibida: the reserved unit moves into the service's location (ledger TRANSFER). */
async function receive(
  deps: Deps,
  qrKey: string,
  id: number,
  fecha: string | null | undefined,
  userId: number,
  via: 'boton' | 'qr',
) {
  const received = fecha ? toIso(fecha, 'fecha_recepcion') : nowIso();
  if (fecha) assertNotFuture(fecha, 'fecha_recepcion', 'La fecha de recepción no puede ser futura');
  await deps.stockTransaction(async (stock, trx) => {
    const transfer = await findTransfer(trx, id);
    if (!transfer) throw new AppError('NOT_FOUND', NOT_FOUND);
    const changed = await closePendingTransfer(trx, id, {
      estado: 'Recibida',
      fecha_recepcion: received,
      received_by: userId,
      received_via: via,
    });
    if (!changed) {
      const now = (await findTransfer(trx, id))!;
      throw new AppError(
        'INVALID_STATE',
        now.estado === 'Recibida'
          ? `La transferencia ${transferReference(id)} ya fue recibida`
          : `La transferencia ${transferReference(id)} está ${now.estado.toLowerCase()} y no se puede recibir`,
        undefined,
        { estado: now.estado },
      );
    }
    const device = await findDevice(trx, transfer.device_id);
    assertNotTerminal(await currentState(trx, device.id), device);
    const service = (await findClinicalServiceRow(trx, transfer.clinical_service_id))!;
    const tool = commitments(trx);
    const reservations = await tool.reservationsOf({ source_type: TRANSFER_SOURCE, source_id: id });
    const reservation = reservations[0];
    // A quarantine or recall displaced the unit's reservation: say which.
    if (!reservation)
      throw await noFreeUnitError(trx, device, `ya no está reservado para la transferencia ${transferReference(id)}`);
    await tool.release(reservation.id);
    await stock.transfer(
      reservation,
      service.location_id,
      1,
      {
        user_id: userId,
        reference_type: 'dm_transferencia',
        reference_id: id,
        reference: transferReference(id),
        description: `Transferencia DM ${transferReference(id)} recibida por ${service.nombre}${via === 'qr' ? ' (QR)' : ''}`,
        notes: transfer.observaciones,
      },
      { out: 'TRANSFER_TO_SERVICE', in: 'SERVICE_RECEPTION' },
    );
  });
  return transferDetail(deps.db.kysely, qrKey, id);
}

export async function createTransfer(deps: Deps, qrKey: string, input: TransferCreate, userId: number) {
  const id = await deps.stockTransaction(async (_stock, trx) => {
    const device = await findDevice(trx, input.inventory_item_id);
    const service = await findClinicalServiceRow(trx, input.servicio_clinico_destino_id);
    if (!service)
      throw new AppError('NOT_FOUND', 'Servicio clínico no encontrado', {
        servicio_clinico_destino_id: 'Servicio clínico no encontrado',
      });
    assertNotTerminal(await currentState(trx, device.id), device);
    const pending = await pendingTransferOf(trx, device.id);
    if (pending)
      throw new AppError(
        'INVALID_STATE',
        `${deviceLabel(device)} ya tiene la transferencia pendiente ${transferReference(pending.id)}`,
        undefined,
        { transfer_id: pending.id },
      );
    const rows = await deviceStock(trx, device);
    if (rows.length === 0)
      throw new AppError('INSUFFICIENT_STOCK', `${deviceLabel(device)} no está en stock`, {
        inventory_item_id: 'El dispositivo no está en stock',
      });
    const elsewhere = rows.filter((row) => row.location_id !== service.location_id);
    if (elsewhere.length === 0)
      throw new AppError('INVALID_STATE', `${deviceLabel(device)} ya está en custodia del servicio ${service.nombre}`);
    // The warehouse first, then another service's custody.
    const free = elsewhere
      .filter((row) => row.quantity - row.reserved_quantity >= 1)
      .sort((a, b) => Number(a.service_id !== null) - Number(b.service_id !== null));
    const source = free[0];
    if (!source) throw await noFreeUnitError(trx, device, 'no tiene unidades libres: están reservadas para otra operación');
    const transferId = await insertTransfer(
      trx,
      {
        device_id: device.id,
        from_location_id: source.location_id,
        expiry_date: source.expiry_date,
        clinical_service_id: service.id,
        usuario_receptor: input.usuario_receptor,
        fecha_estimada_recepcion: input.fecha_estimada_recepcion || null,
        observaciones: input.observaciones || null,
        created_by: userId,
      },
      nowIso(),
    );
    // The unit is kept for the transfer until it is received or cancelled.
    await commitments(trx).reserve(source.id, 1, { source_type: TRANSFER_SOURCE, source_id: transferId }, userId);
    return transferId;
  });
  return transferDetail(deps.db.kysely, qrKey, id);
}

export function receiveTransfer(deps: Deps, qrKey: string, id: number, fecha: string | null | undefined, userId: number) {
  return receive(deps, qrKey, id, fecha, userId, 'boton');
}

/** Receives by the QR's content: its shape, then its signature, then the transfer. */
export async function receiveTransferByQr(
  deps: Deps,
  qrKey: string,
  contenido: string,
  fecha: string | null | undefined,
  userId: number,
) {
  const parsed = parseTransferQr(contenido);
  const invalid = () => new AppError('VALIDATION_ERROR', TRANSFER_MESSAGES.qrInvalid, { contenido: TRANSFER_MESSAGES.qrInvalid });
  if (!parsed.ok) throw new AppError('VALIDATION_ERROR', parsed.error, { contenido: parsed.error });
  const { id, timestamp } = parsed.qr;
  let signature: unknown;
  try {
    signature = (JSON.parse(contenido.trim()) as Record<string, unknown>).signature;
  } catch {
    throw invalid();
  }
  if (typeof id !== 'number' || typeof timestamp !== 'string' || typeof signature !== 'string') throw invalid();
  if (!verifyTransferQr(qrKey, { id, timestamp }, signature)) throw invalid();
  const transfer = await findTransfer(deps.db.kysely, id);
  if (!transfer || transfer.qr_timestamp !== timestamp)
    throw new AppError('NOT_FOUND', TRANSFER_MESSAGES.qrInvalidOrNotFound, {
      contenido: TRANSFER_MESSAGES.qrInvalidOrNotFound,
    });
  return receive(deps, qrKey, id, fecha, userId, 'qr');
}

/** Pendiente → Cancelada: the unit's reservation ends, nothing moves. */
export async function cancelTransfer(deps: Deps, qrKey: string, id: number, userId: number) {
  await deps.stockTransaction(async (_stock, trx) => {
    const transfer = await findTransfer(trx, id);
    if (!transfer) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (!(await closePendingTransfer(trx, id, { estado: 'Cancelada', cancelled_at: nowIso(), cancelled_by: userId }))) {
      throw new AppError(
        'INVALID_STATE',
        `Solo se pueden anular transferencias pendientes (estado actual: ${transfer.estado})`,
        undefined,
        { estado: transfer.estado },
      );
    }
    await commitments(trx).releaseSource({ source_type: TRANSFER_SOURCE, source_id: id });
  });
  return transferDetail(deps.db.kysely, qrKey, id);
}
