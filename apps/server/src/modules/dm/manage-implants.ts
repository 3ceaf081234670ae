import { DEVICE_STATES, explantDateIssue, explantSchema, implantDateIssue, tryParseGs1, type ImplantInput } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { commitments } from '../ledger';
import { assertNotFuture, toIso } from './dates';
import { assertNotTerminal, deviceLabel, findDevice } from './devices';
import { currentState, deviceStock, recordState } from './devices.repository';
import { dmReference, noFreeUnitError, pendingTransferOf } from './dm-queries';
import {
  activeSerialImplant,
  countImplants,
  findImplant,
  findImplantRow,
  implantPage,
  insertImplant,
  locationExists,
  markExplanted,
  type ImplantListQuery,
  type ImplantRow,
} from './implants.repository';
import { transferReference } from './manage-transfers';
import { unitReceiptDay } from './unit-receipt';
import type { Tx } from '../../db/handle';

const NOT_FOUND = 'Implante no encontrado';

/** States an explanted device can take: back in stock (quarantine, available) or not. */
export const EXPLANT_DEVICE_STATES = [
  'En cuarentena',
  'Disponible',
  'Devuelto a proveedor',
  'Destruido/Eliminado',
  'Retirado',
] as const satisfies readonly (typeof DEVICE_STATES)[number][];

/** The explant plus where the device goes: its state and, back in stock, the location. */
export const explantRequestSchema = z
  .object({
    ...explantSchema.shape,
    estado_dispositivo: z
      .enum(EXPLANT_DEVICE_STATES, { error: 'El estado del dispositivo no es válido' })
      .default('En cuarentena'),
    ubicacion_id: z
      .number({ error: 'La ubicación no es válida' })
      .int('La ubicación no es válida')
      .positive('La ubicación no es válida')
      .nullable()
      .optional(),
  })
  .strict();
export type ExplantRequest = z.infer<typeof explantRequestSchema>;

export function implantReference(id: number): string {
  return dmReference('IMP', id);
}

function toResponse(row: ImplantRow) {
  return {
    id: row.id,
    referencia: implantReference(row.id),
    inventory_item_id: row.device_id,
    run_paciente: row.run_paciente,
    nombre_paciente: row.nombre_paciente,
    dispositivo_nombre: row.dispositivo_nombre,
    sku: row.sku,
    lot_number: row.lot_number || null,
    serial_number: row.serial_number || null,
    expiry_date: row.expiry_date || null,
    gtin: row.gtin,
    udi_raw: row.udi_raw,
    servicio_clinico: row.servicio_clinico,
    fecha_implantacion: row.fecha_implantacion,
    nombre_profesional_implante: row.nombre_profesional_implante,
    prestacion_quirurgica: row.prestacion_quirurgica,
    codigo_prestacion: row.codigo_prestacion,
    observaciones: row.observaciones,
    fecha_explantacion: row.fecha_explantacion,
    nombre_profesional_explante: row.nombre_profesional_explante,
    motivo_explante: row.motivo_explante,
    observaciones_explante: row.observaciones_explante,
    estado_tras_explante: row.estado_tras_explante,
    estado: row.fecha_explantacion ? ('explantado' as const) : ('activo' as const),
    registrado_por: row.registrado_por,
  };
}
export type ImplantResponse = ReturnType<typeof toResponse>;

/** A GTIN from the product's barcode when it is one (8, 12, 13 or 14 digits), as 14 digits. */
function gtinOf(barcode: string | null): string | null {
  return barcode && /^\d{8}$|^\d{12,14}$/.test(barcode) ? barcode.padStart(14, '0') : null;
}

export async function implantDetail(db: Tx, id: number): Promise<ImplantResponse> {
  const row = await findImplantRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toResponse(row);
}

export async function listImplants(db: Tx, query: ImplantListQuery) {
  const [rows, total] = await Promise.all([implantPage(db, query), countImplants(db, query)]);
  return { rows: rows.map(toResponse), total };
}

/** The unit leaves stock through the ledger (IMPLANT with the implant's reference) and is 'En uso'. */
export async function createImplant(deps: Deps, input: ImplantInput, userId: number): Promise<ImplantResponse> {
  const fecha = toIso(input.fecha_implantacion, 'fecha_implantacion');
  assertNotFuture(input.fecha_implantacion, 'fecha_implantacion', 'La fecha de implantación no puede ser futura');
  const id = await deps.stockTransaction(async (stock, trx) => {
    const device = await findDevice(trx, input.inventory_item_id);
    const dateIssue = implantDateIssue(input.fecha_implantacion, await unitReceiptDay(trx, device));
    if (dateIssue) throw new AppError('VALIDATION_ERROR', dateIssue, { fecha_implantacion: dateIssue });
    const state = await currentState(trx, device.id);
    assertNotTerminal(state, device);
    const active = await activeSerialImplant(trx, device.id);
    if (active) throw new AppError('INVALID_STATE', `${deviceLabel(device)} ya está implantado (${implantReference(active.id)})`);
    const pending = await pendingTransferOf(trx, device.id);
    if (pending) {
      throw new AppError(
        'INVALID_STATE',
        `${deviceLabel(device)} tiene la transferencia pendiente ${transferReference(pending.id)}; recíbala o anúlela antes de implantarlo`,
      );
    }
    // The scanned UDI is kept as read; what it names must be this device.
    let gtin = gtinOf(device.barcode);
    if (input.udi_raw) {
      const parsed = tryParseGs1(input.udi_raw);
      if (parsed.ok) {
        const mismatch =
          (parsed.value.serial_number && parsed.value.serial_number !== device.serial_number) ||
          (parsed.value.lot_number && parsed.value.lot_number !== device.lot_number);
        if (mismatch)
          throw new AppError('VALIDATION_ERROR', 'El código escaneado no corresponde al dispositivo seleccionado', {
            udi_raw: 'El código escaneado no corresponde al dispositivo seleccionado',
          });
        gtin = parsed.value.gtin ?? gtin;
      }
    }
    const rows = await deviceStock(trx, device);
    // Implants happen at a service: its custody first, then the warehouse.
    const free = rows
      .filter((row) => row.quantity - row.reserved_quantity >= 1)
      .sort((a, b) => Number(a.service_id === null) - Number(b.service_id === null));
    const source = free[0];
    if (!source) {
      if (rows.length === 0)
        throw new AppError('INSUFFICIENT_STOCK', `${deviceLabel(device)} no está en stock`, {
          inventory_item_id: 'El dispositivo no está en stock',
        });
      throw await noFreeUnitError(trx, device, 'no tiene unidades libres: están reservadas para otra operación');
    }
    const implantId = await insertImplant(trx, {
      device_id: device.id,
      product_id: device.product_id,
      lot_number: device.lot_number,
      serial_number: device.serial_number,
      expiry_date: source.expiry_date,
      from_location_id: source.location_id,
      clinical_service_id: source.service_id,
      run_paciente: input.run_paciente,
      nombre_paciente: input.nombre_paciente,
      fecha_implantacion: fecha,
      nombre_profesional_implante: input.nombre_profesional_implante,
      prestacion_quirurgica: input.prestacion_quirurgica,
      codigo_prestacion: input.codigo_prestacion || null,
      observaciones: input.observaciones || null,
      udi_raw: input.udi_raw ? input.udi_raw : null,
      gtin,
      fecha_explantacion: null,
      nombre_profesional_explante: null,
      motivo_explante: null,
      observaciones_explante: null,
      estado_tras_explante: null,
      explant_location_id: null,
      created_by: userId,
      created_at: nowIso(),
    });
    const implant = { id: implantId };
    await stock.remove(source, 1, 'IMPLANT', {
      user_id: userId,
      reference_type: 'implante',
      reference_id: implant.id,
      reference: implantReference(implant.id),
      description: `Implante ${implantReference(implant.id)}${source.service_nombre ? ` en ${source.service_nombre}` : ''}: ${input.prestacion_quirurgica}`,
    });
    await recordState(
      trx,
      device.id,
      state,
      {
        estado_nuevo: 'En uso',
        fecha_evento: fecha,
        observaciones: `Implantado (${implantReference(implant.id)})`,
        reference_type: 'implante',
        reference_id: implant.id,
      },
      userId,
    );
    return implant.id;
  });
  return implantDetail(deps.db.kysely, id);
}

/**
 * Only an active implant, after its implantation date. The device takes the state chosen;
 * 'En cuarentena' (default) and 'Disponible' bring the unit back into stock (RETURN event) at
 * the location given or where it was implanted from, quarantine held.
 */
export async function explantImplant(deps: Deps, id: number, input: ExplantRequest, userId: number): Promise<ImplantResponse> {
  const fecha = toIso(input.fecha_explantacion, 'fecha_explantacion');
  assertNotFuture(input.fecha_explantacion, 'fecha_explantacion', 'La fecha de explante no puede ser futura');
  await deps.stockTransaction(async (stock, trx) => {
    const implant = await findImplant(trx, id);
    if (!implant) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (implant.fecha_explantacion) throw new AppError('INVALID_STATE', `El implante ${implantReference(id)} ya fue explantado`);
    const dateIssue = explantDateIssue(fecha, implant.fecha_implantacion);
    if (dateIssue) throw new AppError('VALIDATION_ERROR', dateIssue, { fecha_explantacion: dateIssue });
    const locationId = input.ubicacion_id ?? implant.from_location_id;
    const back = input.estado_dispositivo === 'En cuarentena' || input.estado_dispositivo === 'Disponible';
    if (back && !(await locationExists(trx, locationId))) {
      throw new AppError('VALIDATION_ERROR', 'Ubicación no encontrada', { ubicacion_id: 'Ubicación no encontrada' });
    }
    const explanted = await markExplanted(trx, id, {
      fecha_explantacion: fecha,
      nombre_profesional_explante: input.nombre_profesional_explante,
      motivo_explante: input.motivo_explante,
      observaciones_explante: input.observaciones,
      estado_tras_explante: input.estado_dispositivo,
      explant_location_id: back ? locationId : null,
    });
    if (!explanted) throw new AppError('INVALID_STATE', `El implante ${implantReference(id)} ya fue explantado`);
    const device = await findDevice(trx, implant.device_id);
    const previous = await currentState(trx, device.id);
    const ctx = {
      user_id: userId,
      reference_type: 'explante',
      reference_id: id,
      reference: implantReference(id),
      description: `Explante ${implantReference(id)}: ${input.motivo_explante}`,
    };
    if (back) {
      const row = await stock.add(
        {
          product_id: implant.product_id,
          location_id: locationId,
          lot_number: implant.lot_number,
          serial_number: implant.serial_number,
          expiry_date: implant.expiry_date,
        },
        1,
        'EXPLANT',
        ctx,
      );
      if (input.estado_dispositivo === 'En cuarentena') {
        await commitments(trx).hold(
          row.id,
          1,
          { reason_type: 'dm_estado', reason_id: device.id, notes: `cuarentena (explante: ${input.motivo_explante})` },
          userId,
        );
      }
    }
    await recordState(
      trx,
      device.id,
      previous,
      {
        estado_nuevo: input.estado_dispositivo,
        fecha_evento: fecha,
        observaciones: `Explante ${implantReference(id)} (${input.motivo_explante}): ${input.observaciones}`,
        motivo_cuarentena: input.estado_dispositivo === 'En cuarentena' ? `Explante: ${input.motivo_explante}` : null,
        reference_type: 'explante',
        reference_id: id,
      },
      userId,
    );
  });
  return implantDetail(deps.db.kysely, id);
}
