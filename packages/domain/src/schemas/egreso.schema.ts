import { lotDeviationFields } from '../lots';
import { z } from 'zod';
import { santiagoDateTimeInput } from '../format/dates';
import { MAX_WEIGHT, quantityField } from './bounds';
import { DEFAULT_ISSUE_STRATEGY, ISSUE_STRATEGIES } from '../strategies/select-lots';
import { COMMON_MESSAGES, idField, optionalDate, optionalText, requiredText } from './common';

export const AREAS_SERVICIO = [
  'UCI',
  'PABELLON',
  'URGENCIAS',
  'HOSPITALIZACION',
  'CONSULTA_EXTERNA',
  'LABORATORIO',
  'IMAGENOLOGIA',
  'FARMACIA',
  'ESTERILIZACION',
  'MATERNIDAD',
  'PEDIATRIA',
  'CARDIOLOGIA',
  'TRAUMATOLOGIA',
  'OTRO',
] as const;
export type AreaServicio = (typeof AREAS_SERVICIO)[number];

export const EGRESO_MESSAGES = {
  areaRequired: 'Área o Servicio es requerido',
  atLeastOneItem: COMMON_MESSAGES.atLeastOneProduct,
  productRequired: 'El producto es requerido',
  quantityPositive: 'La cantidad debe ser mayor a 0',
  emptyScan: 'Por favor ingrese un código de barras válido',
  noInventory: 'El producto no tiene inventario disponible',
  // Expired stock is never issued: FEFO and the suggestions skip it, and naming it is refused.
  allExpired: 'Todo el stock disponible del producto está vencido',
  expiredLot: (lot: string, day: string) => `El lote ${lot} venció el ${day}; no se puede entregar`,
  productNotFoundForCode: 'Producto no encontrado para el código',
  scanError: 'Error procesando código',
  /** A scan's product found: the symbology named when it is one ('Código EAN-13 detectado: …'), never 'Otro'. */
  scanDetected: (barcodeType: string | null | undefined, productName: string) =>
    barcodeType && barcodeType !== 'Otro'
      ? `Código ${barcodeType} detectado: ${productName}`
      : `Producto detectado: ${productName}`,
  created: 'Orden de egreso creada exitosamente',
  createError: 'Error al crear orden de egreso',
  deleted: 'Orden eliminada exitosamente',
  deleteError: 'Error al eliminar orden',
  deleteConfirm: (orderNumber: string) => `¿Está seguro de eliminar la orden ${orderNumber}?`,
} as const;

const M = EGRESO_MESSAGES;

/**
 * Default issue reference: 'EGR-', Santiago's date and time to the second, and the order's number
 * within that second (its milliseconds: the server moves each generated number on by at least one,
 * so two issues never share it): 'EGR-20261202-143015-042'.
 */
export function defaultEgresoReference(now: Date = new Date()): string {
  const wall = santiagoDateTimeInput(now); // 'YYYY-MM-DDTHH:mm'
  const seconds = String(now.getUTCSeconds()).padStart(2, '0');
  const sequence = String(now.getUTCMilliseconds()).padStart(3, '0');
  return `EGR-${wall.slice(0, 10).replaceAll('-', '')}-${wall.slice(11).replace(':', '')}${seconds}-${sequence}`;
}

const text = (max: number) => optionalText(max);
const weight = z.number().min(0).max(MAX_WEIGHT).nullable().optional();

const suggestedProduct = z
  .object({
    type: z.enum(['lot', 'expiry_date']),
    value: z.string().max(50),
    available_quantity: quantityField('La cantidad disponible no es válida', { min: 0 }),
    date: z.string().max(40).nullable().optional(),
    lot_number: z.string().max(20).nullable().optional(),
    expiry_date: z.string().max(40).nullable().optional(),
  })
  .strict();

/** One issued item with the data a scan fills in (Issue item). */
export const egresoItemSchema = z
  .object({
    product_id: idField(M.productRequired),
    product_name: text(200),
    product_sku: text(64),
    quantity: quantityField(M.quantityPositive),
    lot_number: text(20),
    expiry_date: optionalDate(),
    production_date: optionalDate(),
    pack_date: optionalDate(),
    best_before_date: optionalDate(),
    serial_number: text(20),
    barcode_scanned: text(200),
    gtin: text(14),
    sscc: text(18),
    gln: text(13),
    gsin: text(17),
    gdti: text(30),
    net_weight_kg: weight,
    net_weight_lb: weight,
    gross_weight_kg: weight,
    gross_weight_lb: weight,
    custom_field_90: text(90),
    custom_field_91: text(90),
    custom_field_92: text(90),
    custom_field_93: text(90),
    custom_field_94: text(90),
    custom_field_95: text(90),
    custom_field_96: text(90),
    custom_field_97: text(90),
    custom_field_98: text(90),
    custom_field_99: text(90),
    strategy_compliant: z.boolean().optional(),
    strategy_warning: text(500),
    suggested_product: suggestedProduct.nullable().optional(),
    /** Why another lot than the strategy's is taken (required when the product's enforcement is 'warn'). */
    ...lotDeviationFields,
  })
  .strict();
export type EgresoItem = z.infer<typeof egresoItemSchema>;

/** 'Nueva Salida' and POST /api/egresos/egress-orders (New issue). */
export const egresoCreateSchema = z
  .object({
    order_number: text(50),
    area_servicio: z.enum(AREAS_SERVICIO, { error: M.areaRequired }),
    strategy: z.enum(ISSUE_STRATEGIES).default(DEFAULT_ISSUE_STRATEGY),
    notes: text(2000),
    items: z.array(egresoItemSchema, { error: M.atLeastOneItem }).min(1, M.atLeastOneItem).max(1000),
  })
  .strict();
export type EgresoCreate = z.infer<typeof egresoCreateSchema>;
export type EgresoCreateInput = z.input<typeof egresoCreateSchema>;

/** The scan input of the issue dialog: non-empty after trimming. */
export const egresoScanSchema = z.object({ barcode: requiredText(M.emptyScan, 500) }).strict();
