import { lotDeviationFields } from '../lots';
import { z } from 'zod';
import { optionalQuantity, quantityField } from './bounds';
import { PICKING_STRATEGIES } from '../strategies/select-lots';
import { ROUTE_STRATEGIES } from '../routing/plan';
import { ALWAYS, COMMON_MESSAGES, idField, optionalDateTime, optionalText, priorityField, requiredText } from './common';
import { granularCriteriaSchema, maxQuantityRule, pickingStrategyConfigSchema } from './order.schema';

export const PICKING_TYPES = ['single', 'batch', 'wave'] as const;
export const PICKING_TYPE_LABELS: Record<(typeof PICKING_TYPES)[number], string> = {
  single: 'Individual',
  batch: 'Por Lotes',
  wave: 'Por Olas',
};
export const PICKING_TASK_STATUSES = [
  'pending',
  'assigned',
  'picking',
  'picked',
  'packed',
  'shipped',
  'consolidated',
  'assigned_to_dock',
  'delivered',
  'cancelled',
  'in_progress',
  'completed',
] as const;
export const LIST_STATUSES = ['pending', 'assigned', 'in_progress', 'completed', 'cancelled'] as const;
export const DEFAULT_ROUTE_STRATEGY = 'zone_weight_optimized' as const;

/** Wave order status colours: pending orange, assigned blue, in_progress purple, completed green, cancelled red, else grey. */
export function waveOrderStatusColor(status: string | null | undefined): string {
  switch (status) {
    case 'pending':
      return '#ed6c02';
    case 'assigned':
      return '#1976d2';
    case 'in_progress':
      return '#9c27b0';
    case 'completed':
      return '#2e7d32';
    case 'cancelled':
      return '#d32f2f';
    default:
      return '#9e9e9e';
  }
}

/** Only pending and assigned orders are offered for waves. */
export function isWaveEligible(status: string | null | undefined): boolean {
  return status === 'pending' || status === 'assigned';
}

export const PICKING_MESSAGES = {
  productRequired: 'Producto es requerido',
  quantityPositive: 'Cantidad debe ser mayor a 0',
  maxAvailable: (available: number) => `Máximo disponible: ${available}`,
  atLeastOneLine: COMMON_MESSAGES.atLeastOneProduct,
  operatorRequired: 'Debe seleccionar un operario',
  scanAllUnits: 'Debe escanear todas las unidades antes de completar el picking',
  scanBarcodeFirst: 'Debe escanear el código de barras antes de completar el picking',
  barcodeRequired: COMMON_MESSAGES.barcodeRequired,
  waveNoOrders: 'Debe seleccionar al menos una orden',
  waveAnalyzeMin: 'Debe seleccionar al menos 2 órdenes para analizar',
  locationFirst: 'Primero escanee la ubicación',
} as const;

const M = PICKING_MESSAGES;

export const pickingTaskLineSchema = z
  .object({
    product_id: idField(M.productRequired),
    quantity: quantityField(M.quantityPositive),
    max_quantity: optionalQuantity('La cantidad máxima no es válida'),
  })
  .strict()
  .superRefine(maxQuantityRule(M.maxAvailable), ALWAYS);

/** 'Nueva Tarea de Picking' and POST /api/intelligent-picking/tasks (Picking task form). */
export const pickingTaskSchema = z
  .object({
    picking_type: z.enum(PICKING_TYPES).default('single'),
    strategy: z.enum(PICKING_STRATEGIES).default('fifo'),
    priority: priorityField(2),
    required_date: optionalDateTime(),
    notes: optionalText(2000),
    piece_by_piece_enabled: z.boolean().default(false),
    task_lines: z.array(pickingTaskLineSchema, { error: M.atLeastOneLine }).min(1, M.atLeastOneLine).max(500),
    picking_strategy_config: pickingStrategyConfigSchema.nullable().optional(),
    granular_criteria: granularCriteriaSchema.nullable().optional(),
  })
  .strict();
export type PickingTaskInput = z.infer<typeof pickingTaskSchema>;
export type PickingTaskFormInput = z.input<typeof pickingTaskSchema>;

/** Assigning a picking or storage list to an operator. */
export const assignmentSchema = z.object({ user_id: idField(M.operatorRequired) }).strict();
export type AssignmentInput = z.infer<typeof assignmentSchema>;

/**
 * POST /api/orders/picking-items/{id}/pick (and PUT /api/orders/picking-items/{id}): all the
 * required units, or fewer with a reason (a short pick).
 */
export const pickItemSchema = z
  .object({
    quantity_picked: quantityField(M.quantityPositive, { min: 0 }),
    status: z.literal('picked').default('picked'),
    reason: optionalText(500),
    /** What the operator scanned to confirm the pick: the location, then the product. */
    location_scan: optionalText(500),
    product_scan: optionalText(500),
    /** Why another lot than the strategy's is picked (required when the product's enforcement is 'warn'). */
    ...lotDeviationFields,
  })
  .strict();
export type PickItemInput = z.infer<typeof pickItemSchema>;

/** PUT /api/orders/picking-lists/{id}/scan-mode: an admin turns scanning off (or on) for a list. */
export const pickingScanModeSchema = z
  .object({ scan_required: z.boolean({ error: 'Indique si la lista exige escaneo' }) })
  .strict();
export type PickingScanModeInput = z.infer<typeof pickingScanModeSchema>;

/** Barcode scans (picking items, storage location/product): non-empty after trimming. */
export const barcodeScanSchema = z.object({ barcode: requiredText(M.barcodeRequired, 500) }).strict();
export type BarcodeScan = z.infer<typeof barcodeScanSchema>;

/** POST /api/intelligent-picking/optimize-route/{id}. */
export const optimizeRouteSchema = z
  .object({ strategy: z.enum(ROUTE_STRATEGIES, { error: 'Estrategia de ruta no válida' }).default(DEFAULT_ROUTE_STRATEGY) })
  .strict();

export const WAVE_LIMITS = {
  max_orders_per_wave: { min: 1, max: 50, default: 10 },
  max_locations_per_wave: { min: 1, max: 100, default: 20 },
  max_items_per_wave: { min: 1, max: 1000, default: 50 },
} as const;

function limit(bounds: { min: number; max: number; default: number }) {
  const message = `Debe estar entre ${bounds.min} y ${bounds.max}`;
  return z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message).default(bounds.default);
}

/** Wave settings (Wave): orders 1–50, locations 1–100, items 1–1000. */
export const waveSettingsSchema = z
  .object({
    max_orders_per_wave: limit(WAVE_LIMITS.max_orders_per_wave),
    max_locations_per_wave: limit(WAVE_LIMITS.max_locations_per_wave),
    max_items_per_wave: limit(WAVE_LIMITS.max_items_per_wave),
  })
  .strict();
export type WaveSettings = z.infer<typeof waveSettingsSchema>;

const orderIds = (min: number, message: string) => z.array(idField(message), { error: message }).min(min, message).max(500);

/** POST /api/wave-picking/create-wave; the name is generated when empty. */
export const waveCreateSchema = z
  .object({
    order_ids: orderIds(1, M.waveNoOrders),
    name: optionalText(100),
    priority: priorityField(2),
    notes: optionalText(2000),
  })
  .strict();
export type WaveCreate = z.infer<typeof waveCreateSchema>;

/** POST /api/wave-picking/analyze-orders: at least 2 orders. */
export const waveAnalyzeSchema = z.object({ order_ids: orderIds(2, M.waveAnalyzeMin) }).strict();

/** POST /api/wave-picking/suggest-wave: minimum priority means "this priority or higher". */
export const waveSuggestSchema = z
  .object({
    criteria: z
      .object({
        priority: priorityField(1),
        warehouse_id: idField('La bodega no es válida').nullable().optional(),
        required_date_before: optionalDateTime(),
      })
      .strict(),
  })
  .strict();
export type WaveSuggest = z.infer<typeof waveSuggestSchema>;
