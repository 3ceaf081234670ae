import { z } from 'zod';
import { idField, optionalDateTime, optionalText, requiredText } from './common';

/** Signed transfer QR, recall and implant-card rules of the DM screen. */
export const RECALL_STATUSES = ['Abierto', 'Cerrado'] as const;
/**
 * What happened to a held unit of a recall. 'recuperado' (retrieved) is a step, not an end: the
 * unit is back in a warehouse location, still held in quarantine under the recall, until it is
 * returned to the supplier, destroyed (both leave stock) or released ('liberado': the hold ends,
 * the unit is Disponible again). A recall closes once every unit has one of those three ends.
 */
export const RECALL_UNIT_ACTIONS = ['recuperado', 'devuelto_proveedor', 'destruido', 'liberado'] as const;
export type RecallUnitAction = (typeof RECALL_UNIT_ACTIONS)[number];
export type RecallUnitState = RecallUnitAction | 'retenido';
export const RECALL_UNIT_LABELS: Record<RecallUnitState, string> = {
  retenido: 'Retenido',
  recuperado: 'Recuperado (en cuarentena)',
  devuelto_proveedor: 'Devuelto a proveedor',
  destruido: 'Destruido',
  liberado: 'Liberado (Disponible)',
};
/** The actions a unit in each state can still take; an end state takes none. */
export const RECALL_UNIT_NEXT: Record<RecallUnitState, readonly RecallUnitAction[]> = {
  retenido: RECALL_UNIT_ACTIONS,
  recuperado: ['devuelto_proveedor', 'destruido', 'liberado'],
  devuelto_proveedor: [],
  destruido: [],
  liberado: [],
};
/** Whether a recall unit has reached an end (the recall can close only when every unit has). */
export function isRecallUnitFinal(state: string): boolean {
  return (RECALL_UNIT_NEXT as Record<string, readonly string[] | undefined>)[state]?.length === 0;
}

export const DM_OPERATION_MESSAGES = {
  qrEmpty: 'Ingrese o escanee el código QR',
  qrInvalid: 'Código QR inválido',
  qrInvalidOrNotFound: 'Código QR inválido o transferencia no encontrada',
  recallProductRequired: 'El producto o GTIN es requerido',
  recallScopeRequired: 'Indique lotes o series, o marque todos',
  recallReasonRequired: 'El motivo es requerido',
  recallReferenceRequired: 'La referencia es requerida',
  recallActionRequired: 'La acción es requerida',
  recallLocationInvalid: 'La ubicación no es válida',
  recallLocationRequired: 'Indique la ubicación de bodega donde queda en cuarentena la unidad recuperada',
  recallReportRequired: 'El informe de cierre es requerido',
} as const;
const M = DM_OPERATION_MESSAGES;

/** The QR's content: the payload plus the server's HMAC signature. */
export interface TransferQrPayload {
  type: 'transferencia_dm';
  id: number;
  timestamp: string;
  signature: string;
}

/** The signature of a QR's content (the spec's payload carries it as `signature`), or null. */
export function transferQrSignature(content: string): string | null {
  try {
    const value: unknown = JSON.parse(content.trim());
    if (typeof value !== 'object' || value === null) return null;
    const signature = (value as Record<string, unknown>).signature;
    return typeof signature === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(signature) ? signature : null;
  } catch {
    return null;
  }
}

/** The bytes the signature covers: the three fields of the spec, in a fixed order. */
export function transferQrSignedText(payload: Pick<TransferQrPayload, 'id' | 'timestamp'>): string {
  return `transferencia_dm|${payload.id}|${payload.timestamp}`;
}

/** POST /api/dm/transferencias/recibir-qr: the QR content as read or typed. */
export const receiveByQrSchema = z
  .object({
    contenido: z.string({ error: M.qrEmpty }).trim().min(1, M.qrEmpty).max(2000, M.qrInvalid),
    fecha_recepcion: optionalDateTime(),
  })
  .strict();

const codeList = z
  .array(z.string().trim().min(1, 'Un valor de la lista está vacío').max(20, 'No puede superar 20 caracteres'))
  .max(5000, 'Demasiados valores')
  .default([]);

/** 'Nueva Alerta / Retiro' and POST /api/dm/retiros. */
export const recallSchema = z
  .object({
    product_id: idField(M.recallProductRequired).nullable().optional(),
    gtin: z
      .string()
      .trim()
      .regex(/^\d{8,14}$/, 'El GTIN debe tener entre 8 y 14 dígitos')
      .nullable()
      .optional(),
    lotes: codeList,
    series: codeList,
    todos: z.boolean().default(false),
    motivo: requiredText(M.recallReasonRequired, 2000),
    referencia: requiredText(M.recallReferenceRequired, 100),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.product_id == null && (value.gtin == null || value.gtin === '')) {
      ctx.addIssue({ code: 'custom', message: M.recallProductRequired, path: ['product_id'] });
    }
    if (!value.todos && value.lotes.length === 0 && value.series.length === 0) {
      ctx.addIssue({ code: 'custom', message: M.recallScopeRequired, path: ['lotes'] });
    }
  });
export type RecallInput = z.infer<typeof recallSchema>;
export type RecallFormInput = z.input<typeof recallSchema>;

/** PUT /api/dm/retiros/{id}/unidades/{unitId}: what was done with a held unit. */
export const recallUnitActionSchema = z
  .object({
    accion: z.enum(RECALL_UNIT_ACTIONS, { error: M.recallActionRequired }),
    observaciones: optionalText(2000),
    /** Where a retrieved unit is kept (a warehouse location); required when it is at a clinical service. */
    ubicacion_id: idField(M.recallLocationInvalid).nullable().optional(),
  })
  .strict();
export type RecallUnitActionInput = z.infer<typeof recallUnitActionSchema>;

/** POST /api/dm/retiros/{id}/ordenes/{orderId}/recuperar: the warehouse location that keeps the units under the hold. */
export const recallOrderReturnSchema = z
  .object({
    ubicacion_id: idField(M.recallLocationInvalid),
    observaciones: optionalText(2000),
  })
  .strict();
export type RecallOrderReturnInput = z.infer<typeof recallOrderReturnSchema>;

/** PUT /api/dm/retiros/{id}/cerrar. */
export const closeRecallSchema = z.object({ informe_cierre: requiredText(M.recallReportRequired, 5000) }).strict();
