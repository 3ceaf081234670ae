import { z } from 'zod';
import { MAX_QUANTITY, WHOLE_QUANTITY_MESSAGE } from './bounds';
import { TIPOS_DM } from './product.schema';
import { EARLIEST_YEAR, dateRuleIssue } from './date-rules';
import { moneyField } from './bounds';
import {
  ALWAYS,
  COMMON_MESSAGES,
  dateField,
  idField,
  isBlank,
  isRecord,
  optionalDateTime,
  optionalText,
  requiredText,
} from './common';

export const INGRESO_STATUSES = ['Pendiente', 'Completado', 'Cancelado'] as const;
export type IngresoStatus = (typeof INGRESO_STATUSES)[number];
export const INGRESO_STATUS_COLORS: Record<IngresoStatus, 'warning' | 'success' | 'error'> = {
  Pendiente: 'warning',
  Completado: 'success',
  Cancelado: 'error',
};
export const FORMAS_ADQUISICION = [
  'Trato directo',
  'Licitación pública',
  'Donación',
  'CENABAST',
  'Compra directa',
  'Otro',
] as const;
export const STORAGE_STRATEGIES = [
  'abc_optimized',
  'chaotic_controlled',
  'zone_dedicated',
  'fifo_optimized',
  'space_optimized',
] as const;
export const DETAIL_STATUSES = ['pending', 'stored', 'completed', 'cancelled'] as const;

export const INGRESO_MESSAGES = {
  orderNumberRequired: 'El número de orden es requerido',
  warehouseRequired: 'La bodega es requerida',
  zoneRequired: 'La zona es requerida',
  atLeastOneProduct: COMMON_MESSAGES.atLeastOneProduct,
  allLinesNeedIdAndQuantity: 'Todos los productos deben tener ID y cantidad',
  productRequired: 'El producto es requerido',
  quantityRequired: 'La cantidad es requerida',
  quantityPositive: 'La cantidad debe ser mayor a 0',
  expiryRequired: 'La fecha de vencimiento es requerida',
  statusRequired: 'El estado es requerido',
  serialOnlyForOne: 'El número de serie solo se puede indicar cuando la cantidad es 1',
  serialPerUnit: (missing: number, quantity: number) =>
    `Este producto requiere un número de serie por unidad: faltan ${missing} de ${quantity}`,
  serialsCount: (given: number, quantity: number) =>
    `Indique un número de serie por unidad: ${given} series para ${quantity} unidades`,
  serialRepeated: (serial: string) => `El número de serie ${serial} está repetido en esta línea`,
  serialsWithSingle: 'Indique las series en la lista por unidad, no en el número de serie de la línea',
  zoneWithoutCapacity: 'La zona seleccionada no tiene capacidad suficiente para este ingreso',
  formaAdquisicionRequired: 'Forma de adquisición es requerida para DM',
  fechaRecepcionRequired: 'Fecha de recepción conforme es requerida para DM',
  registroSanitarioRequired: 'Número de registro sanitario es requerido para este DM',
  onlyPendingStorageList: 'Solo se pueden crear listas de almacenamiento para ingresos pendientes',
  deleteConfirm: '¿Está seguro que desea eliminar este ingreso? Esta acción no se puede deshacer.',
  created: 'Ingreso creado correctamente',
  updated: 'Ingreso actualizado correctamente',
  deleted: 'Ingreso eliminado correctamente',
  storageListCreated: (number: string) => `Lista de almacenamiento ${number} creada exitosamente`,
} as const;

const M = INGRESO_MESSAGES;

/** Only Pendiente ingresos may be edited, deleted or turned into a storage list. */
export function isIngresoEditable(status: string | null | undefined): boolean {
  return status === 'Pendiente';
}

/**
 * Whether a receipt can be given a storage list: it is Pendiente and has no list, or only a
 * cancelled one (the server refuses a second open list).
 */
export function canCreateStorageList(ingreso: {
  status: string | null | undefined;
  storage_list?: { status: string } | null;
}): boolean {
  return isIngresoEditable(ingreso.status) && (!ingreso.storage_list || ingreso.storage_list.status === 'cancelled');
}

/** The product flags a DM line's rules depend on; the form copies them from the product. */
export interface DmProductFlags {
  es_dm_priorizado?: boolean | null;
  requiere_registro_sanitario?: boolean | null;
  tipo_dm?: string | null;
}

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * Rules of a priority medical-device line: forma_adquisicion and
 * fecha_recepcion_conforme, and numero_registro_sanitario when the product requires a health
 * registry; none of them on a line that is not a priority DM. The server calls this with the flags read from the database.
 */
export function dmLineIssues(line: Record<string, unknown>, product: DmProductFlags): FieldIssue[] {
  const issues: FieldIssue[] = [];
  // A product may require a health registry without being a priority DM; its lines show no DM
  // fields, so the number is asked only on DM lines, where the spec puts the rule.
  if (!product.es_dm_priorizado) return issues;
  if (isBlank(line.forma_adquisicion)) issues.push({ path: 'forma_adquisicion', message: M.formaAdquisicionRequired });
  if (isBlank(line.fecha_recepcion_conforme)) {
    issues.push({ path: 'fecha_recepcion_conforme', message: M.fechaRecepcionRequired });
  }
  if (product.requiere_registro_sanitario && isBlank(line.numero_registro_sanitario)) {
    issues.push({ path: 'numero_registro_sanitario', message: M.registroSanitarioRequired });
  }
  return issues;
}

/**
 * The serials of a line, one per unit: the list `serial_numbers` (as many as the quantity, none
 * repeated), or the single `serial_number` of a line of quantity 1. A product that requires serials
 * (`requiere_serie`) must give one per unit; one that does not keeps the rule 'serial only when
 * the quantity is 1'. Paths are the line's fields.
 */
export function serialLineIssues(line: Record<string, unknown>, product: { requiere_serie?: unknown }): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const quantity = typeof line.quantity === 'number' ? line.quantity : 0;
  const list = Array.isArray(line.serial_numbers) ? (line.serial_numbers as unknown[]) : [];
  const single = !isBlank(line.serial_number);
  if (list.length > 0) {
    if (single) issues.push({ path: 'serial_number', message: M.serialsWithSingle });
    if (list.length !== quantity) issues.push({ path: 'serial_numbers', message: M.serialsCount(list.length, quantity) });
    const seen = new Set<string>();
    list.forEach((serial, index) => {
      const text = typeof serial === 'string' ? serial.trim() : '';
      if (text && seen.has(text)) issues.push({ path: `serial_numbers.${index}`, message: M.serialRepeated(text) });
      seen.add(text);
    });
    return issues;
  }
  if (single && quantity !== 1) issues.push({ path: 'serial_number', message: M.serialOnlyForOne });
  if (product.requiere_serie === true && !single && quantity > 0) {
    issues.push({ path: quantity === 1 ? 'serial_number' : 'serial_numbers', message: M.serialPerUnit(quantity, quantity) });
  }
  return issues;
}

/** The fixed-asset inventory number is shown only for tipo_dm 'Equipo Médico Crítico'. */
export function showsActivoFijo(product: DmProductFlags): boolean {
  return product.tipo_dm === 'Equipo Médico Crítico';
}

/** Serials one receipt line may list (one per unit). */
export const MAX_SERIALS_PER_LINE = 1000;

const quantity = z
  .number({ error: M.quantityRequired })
  .max(MAX_QUANTITY, `No puede superar ${MAX_QUANTITY.toLocaleString('es-CL')}`)
  .int(WHOLE_QUANTITY_MESSAGE)
  .min(1, M.quantityPositive);

/** Fields of a receipt line: product, quantity, lot, serial, expiry, destination and DM data. */
const lineShape = {
  id: idField('La línea no es válida').optional(),
  product_id: idField(M.productRequired),
  quantity,
  lot_number: optionalText(20),
  serial_number: optionalText(20),
  /** One serial per unit of the line (typed or scanned, GS1 AI 21): as many as the quantity. */
  serial_numbers: z
    .array(requiredText('El número de serie es requerido', 20))
    .max(MAX_SERIALS_PER_LINE, `Una línea lleva como máximo ${MAX_SERIALS_PER_LINE} series`)
    .optional(),
  expiry_date: dateField(M.expiryRequired),
  destination_location_id: idField('La ubicación de destino no es válida').nullable().optional(),
  barcode_type: optionalText(20),
  auto_filled: z.boolean().optional(),
  /** The scanned string (UDI) exactly as read, kept beside the parsed fields. */
  udi_raw: z.string().max(500, 'El código escaneado es demasiado largo').nullable().optional(),
  forma_adquisicion: z.enum(FORMAS_ADQUISICION, { error: M.formaAdquisicionRequired }).nullable().optional(),
  fecha_recepcion_conforme: optionalDateTime(),
  numero_registro_sanitario: optionalText(50),
  numero_inventario_activo_fijo: optionalText(50),
  /** Unit cost in whole pesos: feeds the product's moving average cost. */
  unit_cost: moneyField('El costo unitario debe ser mayor o igual a 0').nullable().optional(),
  // Copied from the product for the form's rules; the server re-derives them from the database.
  es_dm_priorizado: z.boolean().nullable().optional(),
  requiere_registro_sanitario: z.boolean().nullable().optional(),
  tipo_dm: z.enum(TIPOS_DM).nullable().optional(),
  requiere_serie: z.boolean().nullable().optional(),
};

function lineRules(value: unknown, ctx: z.RefinementCtx) {
  if (!isRecord(value)) return;
  const conforme = dateRuleIssue(value.fecha_recepcion_conforme as string | null | undefined, 'La fecha de recepción conforme', {
    notInFuture: true,
    notBeforeYear: EARLIEST_YEAR.recepcion,
  });
  if (conforme) ctx.addIssue({ code: 'custom', message: conforme, path: ['fecha_recepcion_conforme'] });
  for (const issue of serialLineIssues(value, value)) {
    ctx.addIssue({
      code: 'custom',
      message: issue.message,
      path: issue.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    });
  }
  for (const issue of dmLineIssues(value, value)) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  }
}

export const ingresoLineSchema = z.object(lineShape).strict().superRefine(lineRules, ALWAYS);
export type IngresoLine = z.infer<typeof ingresoLineSchema>;
export type IngresoLineInput = z.input<typeof ingresoLineSchema>;

/** At least one line, and every line with product id and quantity. */
function linesOf<T extends z.ZodType>(line: T) {
  return z
    .array(line, { error: M.atLeastOneProduct })
    .min(1, M.atLeastOneProduct)
    .max(1000)
    .superRefine((lines, ctx) => {
      if (!Array.isArray(lines)) return;
      const incomplete = lines.some(
        (entry) => !isRecord(entry) || typeof entry.product_id !== 'number' || typeof entry.quantity !== 'number',
      );
      if (incomplete) ctx.addIssue({ code: 'custom', message: M.allLinesNeedIdAndQuantity });
    }, ALWAYS);
}

/** POST /api/transactions/ingresos (traditional mode) and the new-ingreso form. */
export const ingresoCreateSchema = z
  .object({
    order_number: requiredText(M.orderNumberRequired, 50),
    supplier: optionalText(200),
    /** The supplier entity; the free-text supplier stays for older receipts. */
    supplier_id: idField('El proveedor no es válido').nullable().optional(),
    /** The purchase order this receipt receives. */
    purchase_order_id: idField('La orden de compra no es válida').nullable().optional(),
    warehouse_id: idField(M.warehouseRequired),
    zone_id: idField(M.zoneRequired),
    notes: optionalText(2000),
    items: linesOf(ingresoLineSchema),
  })
  .strict();
export type IngresoCreate = z.infer<typeof ingresoCreateSchema>;
export type IngresoCreateInput = z.input<typeof ingresoCreateSchema>;

/**
 * The new-ingreso dialog: the create fields plus the simplified/traditional toggle (simplified
 * on by default). `toSimplifiedReception` turns it into the simplified payload.
 */
export const ingresoFormSchema = ingresoCreateSchema.extend({ simplified: z.boolean().default(true) });
export type IngresoForm = z.infer<typeof ingresoFormSchema>;
export type IngresoFormInput = z.input<typeof ingresoFormSchema>;

/**
 * POST /api/transactions/simplified-reception {reference, supplier, notes, details}: the receipt
 * goes straight into inventory. Warehouse and zone are carried so the server can place lines
 * without a destination.
 */
export const simplifiedReceptionSchema = z
  .object({
    reference: requiredText(M.orderNumberRequired, 50),
    supplier: optionalText(200),
    /** The supplier entity; the free-text supplier stays for older receipts. */
    supplier_id: idField('El proveedor no es válido').nullable().optional(),
    /** The purchase order this receipt receives. */
    purchase_order_id: idField('La orden de compra no es válida').nullable().optional(),
    notes: optionalText(2000),
    warehouse_id: idField(M.warehouseRequired).optional(),
    zone_id: idField(M.zoneRequired).optional(),
    details: linesOf(ingresoLineSchema),
  })
  .strict();
export type SimplifiedReception = z.infer<typeof simplifiedReceptionSchema>;

export function toSimplifiedReception(form: IngresoForm): SimplifiedReception {
  return {
    reference: form.order_number,
    supplier: form.supplier,
    supplier_id: form.supplier_id,
    purchase_order_id: form.purchase_order_id,
    notes: form.notes,
    warehouse_id: form.warehouse_id,
    zone_id: form.zone_id,
    details: form.items,
  };
}

export const ingresoUpdateLineSchema = z
  .object({ ...lineShape, status: z.enum(DETAIL_STATUSES).default('pending') })
  .strict()
  .superRefine(lineRules, ALWAYS);

/**
 * PUT /api/transactions/{id} and the edit dialog (Edit ingreso): reference, supplier,
 * status, notes and the same line rules. The creation date is read-only and not accepted.
 */
export const ingresoUpdateSchema = z
  .object({
    reference: requiredText(M.orderNumberRequired, 50),
    supplier: optionalText(200),
    supplier_id: idField('El proveedor no es válido').nullable().optional(),
    status: z.enum(INGRESO_STATUSES, { error: M.statusRequired }),
    notes: optionalText(2000),
    details: linesOf(ingresoUpdateLineSchema),
  })
  .strict();
export type IngresoUpdate = z.infer<typeof ingresoUpdateSchema>;
export type IngresoUpdateInput = z.input<typeof ingresoUpdateSchema>;

/** POST /api/intelligent-storage/storage-lists. */
export const storageListCreateSchema = z
  .object({
    transaction_id: idField('La transacción es requerida'),
    storage_strategy: z.enum(STORAGE_STRATEGIES).default('abc_optimized'),
    piece_by_piece_enabled: z.boolean().default(false),
  })
  .strict();
export type StorageListCreate = z.infer<typeof storageListCreateSchema>;
