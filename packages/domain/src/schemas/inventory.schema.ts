import { z } from 'zod';
import { ADJUSTMENT_TYPES } from '../stock/adjustment';
import { quantityField } from './bounds';
import { ALWAYS, idField, isBlank, isRecord, optionalDate, optionalText } from './common';

export const ADJUSTMENT_REASONS = ['Recepción', 'Despacho', 'Inventario Físico', 'Devolución', 'Merma', 'Otro'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const DEFAULT_ADJUSTMENT_REASON: AdjustmentReason = 'Inventario Físico';

export const INVENTORY_MESSAGES = {
  quantityPositive: 'La cantidad debe ser mayor a 0',
  quantityNotNegative: 'La cantidad no puede ser negativa',
  reasonRequired: 'El motivo es requerido',
  otherReasonRequired: 'Debe especificar el motivo',
  adjustmentTypeRequired: 'El tipo de ajuste es requerido',
  locationRequired: 'La ubicación es requerida',
  adjusted: 'Inventario ajustado exitosamente',
} as const;

const M = INVENTORY_MESSAGES;

/**
 * Stock adjustment dialog and POST /api/inventory/{id}/adjust (Stock adjustment).
 * Add and subtract need at least 1; 'set' is the new absolute total and may be 0 (a physical
 * count that finds nothing), which the old client could not express. Reason 'Otro' needs
 * `other_reason`. Type and quantity are required (an empty body changes nothing); only the web
 * form starts from defaults.
 */
export const stockAdjustmentSchema = z
  .object({
    adjustment_type: z.enum(ADJUSTMENT_TYPES, { error: M.adjustmentTypeRequired }),
    quantity: quantityField(M.quantityPositive, { min: 0 }),
    reason: z.enum(ADJUSTMENT_REASONS, { error: M.reasonRequired }).default(DEFAULT_ADJUSTMENT_REASON),
    other_reason: optionalText(255),
    notes: optionalText(1000),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!isRecord(value)) return;
    if (typeof value.quantity === 'number' && value.quantity < 1 && value.adjustment_type !== 'set') {
      ctx.addIssue({ code: 'custom', message: M.quantityPositive, path: ['quantity'] });
    }
    if (value.reason === 'Otro' && isBlank(value.other_reason)) {
      ctx.addIssue({ code: 'custom', message: M.otherReasonRequired, path: ['other_reason'] });
    }
  }, ALWAYS);
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;

/** The reason text stored with the adjustment: the specified reason when 'Otro'. */
export function adjustmentReasonText(adjustment: Pick<StockAdjustment, 'reason' | 'other_reason'>): string {
  return adjustment.reason === 'Otro' && adjustment.other_reason ? `Otro: ${adjustment.other_reason}` : adjustment.reason;
}

/** Add-lot dialog of the inventory screen: location, quantity and lot number. */
export const addLotSchema = z
  .object({
    location_id: idField(M.locationRequired),
    quantity: quantityField(M.quantityPositive),
    lot_number: optionalText(20),
    expiry_date: optionalDate(),
  })
  .strict();
export type AddLot = z.infer<typeof addLotSchema>;
