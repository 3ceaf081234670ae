import { z } from 'zod';
import { dateRuleIssue } from './date-rules';
import { optionalQuantity, quantityField } from './bounds';
import { ALWAYS, COMMON_MESSAGES, idField, isRecord, optionalDate, optionalText, requiredText } from './common';

export const MOVEMENT_TYPES = ['reubicacion', 'consolidacion', 'optimizacion', 'transferencia_zona', 'mantenimiento'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
export const MOVEMENT_STATUSES = ['Pendiente', 'En Proceso', 'Completado', 'Cancelado'] as const;

export const MOVEMENT_MESSAGES = {
  typeRequired: 'El tipo es requerido',
  atLeastOneItem: COMMON_MESSAGES.atLeastOneProduct,
  productRequired: 'El producto es requerido',
  sourceRequired: 'La ubicación de origen es requerida',
  destinationRequired: 'La ubicación de destino es requerida',
  quantityPositive: 'La cantidad debe ser mayor a 0',
  sameLocation: 'La ubicación de destino debe ser distinta del origen',
  maxAvailable: (available: number) => `Máximo disponible: ${available}`,
  /** Units reach or leave a clinical service only by DM transfer, implant, explant or state change. */
  clinicalServiceLocation: (code: string) =>
    `La ubicación ${code} es la custodia de un servicio clínico: las unidades entran o salen de un servicio solo por transferencia DM, implante, explante o cambio de estado`,
  executeConfirm: '¿Está seguro de que desea ejecutar este movimiento? Esta acción actualizará el inventario.',
  deleteConfirm: '¿Está seguro de que desea eliminar este movimiento?',
} as const;

const M = MOVEMENT_MESSAGES;

/** Execute, edit and delete only while Pendiente. */
export function isMovementEditable(status: string | null | undefined): boolean {
  return status === 'Pendiente';
}

/**
 * One movement line. `available_quantity` is the stock at the source as the form read it; the
 * quantity may not exceed it. The server checks the real stock again.
 */
export const movementDetailSchema = z
  .object({
    product_id: idField(M.productRequired),
    source_location_id: idField(M.sourceRequired),
    destination_location_id: idField(M.destinationRequired),
    quantity: quantityField(M.quantityPositive),
    available_quantity: optionalQuantity('La cantidad disponible no es válida'),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!isRecord(value)) return;
    if (typeof value.source_location_id === 'number' && value.source_location_id === value.destination_location_id) {
      ctx.addIssue({ code: 'custom', message: M.sameLocation, path: ['destination_location_id'] });
    }
    if (
      typeof value.quantity === 'number' &&
      typeof value.available_quantity === 'number' &&
      value.quantity > value.available_quantity
    ) {
      ctx.addIssue({ code: 'custom', message: M.maxAvailable(value.available_quantity), path: ['quantity'] });
    }
  }, ALWAYS);
export type MovementDetail = z.infer<typeof movementDetailSchema>;

/** New/edit internal movement and POST /api/transactions/movimientos-internos. */
export const movementSchema = z
  .object({
    movement_type: z.enum(MOVEMENT_TYPES, { error: M.typeRequired }),
    notes: optionalText(2000),
    details: z.array(movementDetailSchema, { error: M.atLeastOneItem }).min(1, M.atLeastOneItem).max(1000),
  })
  .strict();
export type MovementInput = z.infer<typeof movementSchema>;
export type MovementFormInput = z.input<typeof movementSchema>;

/** Consolidate a product's locations into one destination. */
export const locationConsolidationSchema = z
  .object({
    product_id: idField(M.productRequired),
    destination_location_id: idField(M.destinationRequired),
    notes: optionalText(2000),
  })
  .strict();
export type LocationConsolidation = z.infer<typeof locationConsolidationSchema>;

/**
 * The movement that consolidates a product: every other location holding it sends its full
 * quantity to the destination.
 */
export function consolidationDetails(
  productId: number,
  destinationLocationId: number,
  rows: readonly { product_id: number; location_id: number; quantity: number }[],
): MovementDetail[] {
  return rows
    .filter((row) => row.product_id === productId && row.location_id !== destinationLocationId && row.quantity > 0)
    .map((row) => ({
      product_id: productId,
      source_location_id: row.location_id,
      destination_location_id: destinationLocationId,
      quantity: row.quantity,
    }));
}

// ——— DM transfers between clinical services (Transfer creation) ———

export const TRANSFER_STATUSES = ['Pendiente', 'Recibida', 'Cancelada'] as const;
export const TRANSFER_QR_TYPE = 'transferencia_dm';

export const TRANSFER_MESSAGES = {
  required: 'Requerido',
  qrEmpty: 'Ingrese o escanee el código QR',
  qrInvalid: 'Código QR inválido',
  qrInvalidOrNotFound: 'Código QR inválido o transferencia no encontrada',
  receiveConfirm: '¿Confirmar recepción de esta transferencia?',
  dateRequired: 'La fecha de recepción es requerida',
} as const;

/** 'Nueva Transferencia' and POST /api/dm/transferencias. */
export const transferCreateSchema = z
  .object({
    inventory_item_id: idField(TRANSFER_MESSAGES.required),
    servicio_clinico_destino_id: idField(TRANSFER_MESSAGES.required),
    usuario_receptor: requiredText(TRANSFER_MESSAGES.required, 100),
    fecha_estimada_recepcion: optionalDate(),
    observaciones: optionalText(2000),
  })
  .strict()
  .superRefine((value, ctx) => {
    const issue = dateRuleIssue(value.fecha_estimada_recepcion, 'La fecha estimada de recepción', { notBeforeToday: true });
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['fecha_estimada_recepcion'] });
  });
export type TransferCreate = z.infer<typeof transferCreateSchema>;

/** PUT /api/dm/transferencias/{id}/recibir. */
export const transferReceiveSchema = z.object({ fecha_recepcion: requiredText(TRANSFER_MESSAGES.dateRequired, 40) }).strict();
export type TransferReceive = z.infer<typeof transferReceiveSchema>;

const transferQrSchema = z.object({
  type: z.literal(TRANSFER_QR_TYPE),
  id: z.union([idField('El identificador no es válido'), z.string().trim().min(1).max(50)]),
  timestamp: z.union([z.string(), z.number()]).optional(),
});
export type TransferQr = z.infer<typeof transferQrSchema>;

/** QR content of a transfer: JSON with type transferencia_dm, the transfer id and a timestamp. */
export function transferQrContent(id: number | string, now: Date = new Date()): string {
  return JSON.stringify({ type: TRANSFER_QR_TYPE, id, timestamp: now.toISOString() });
}

/** Reads a scanned or typed transfer QR; the error is the spec's Spanish message. */
export function parseTransferQr(text: string | null | undefined): { ok: true; qr: TransferQr } | { ok: false; error: string } {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return { ok: false, error: TRANSFER_MESSAGES.qrEmpty };
  let data: unknown;
  try {
    data = JSON.parse(trimmed);
  } catch {
    return { ok: false, error: TRANSFER_MESSAGES.qrInvalid };
  }
  const parsed = transferQrSchema.safeParse(data);
  return parsed.success ? { ok: true, qr: parsed.data } : { ok: false, error: TRANSFER_MESSAGES.qrInvalid };
}
