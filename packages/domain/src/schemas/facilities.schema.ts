import { z } from 'zod';
import { isCode128Text } from '../barcode/print-options';
import { DEFAULT_OCCUPANCY_THRESHOLDS } from '../stock/occupancy';
import { LOCATION_DEFAULT_CAPACITY, ZONE_DEFAULT_CAPACITY } from '../stock/capacity';
import { MAX_DIMENSION, MAX_QUANTITY, MAX_WEIGHT, optionalMeasure, quantityField } from './bounds';
import { ALWAYS, idField, isBlank, isRecord, optionalText, requiredText } from './common';

export const WAREHOUSE_STATUSES = ['Activo', 'Inactivo'] as const;
export const LOCATION_TYPES = ['storage', 'picking', 'receiving', 'shipping', 'quality_control', 'returns'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
/**
 * A clinical service's custody location (medical devices): made only by the DM module, never
 * offered in the facilities forms, excluded from put-away and goods issues.
 */
export const CLINICAL_SERVICE_LOCATION_TYPE = 'servicio_clinico';
/** Every type a stored location can have (what lists answer). */
export const ALL_LOCATION_TYPES = [...LOCATION_TYPES, CLINICAL_SERVICE_LOCATION_TYPE] as const;
export type AnyLocationType = (typeof ALL_LOCATION_TYPES)[number];

export const FACILITY_MESSAGES = {
  codeRequired: 'El código es requerido',
  nameRequired: 'El nombre es requerido',
  warehouseRequired: 'La bodega es requerida',
  zoneRequired: 'La zona es requerida',
  locationTypeRequired: 'El tipo de ubicación es requerido',
  weightPositive: 'El peso debe ser mayor a 0',
  capacityPositive: 'La capacidad debe ser mayor a 0',
  widthRequired: 'El ancho es requerido',
  lengthRequired: 'El largo es requerido',
  heightRequired: 'El alto es requerido',
  thresholdRange: 'Debe estar entre 0 y 100',
  thresholdOrder: 'El umbral amarillo debe ser mayor o igual al verde',
  warehouseIdMissing: 'ID de bodega no proporcionado',
  quantityPositive: 'La cantidad debe ser mayor a 0',
  capacityInteger: 'La capacidad debe ser un número entero',
  barcodeCode128: 'El código de barras solo puede contener letras sin tilde, números y símbolos ASCII (CODE128)',
} as const;

const M = FACILITY_MESSAGES;

/** Aisle, rack, level and position: short labels ('A', '03'); numbers are kept as text. */
const coordinate = z
  .union([z.string().trim().max(20, 'No puede superar 20 caracteres'), z.number().int().min(0).max(MAX_QUANTITY)])
  .transform((value) => (value === '' ? null : String(value)))
  .nullable()
  .optional();

const weight = z
  .number({ error: M.weightPositive })
  .positive(M.weightPositive)
  .max(MAX_WEIGHT, `No puede superar ${MAX_WEIGHT.toLocaleString('es-CL')}`)
  .default(1);

/** Units a zone or dock holds: whole, above 0, at most MAX_QUANTITY. */
function capacityField() {
  return z
    .number({ error: M.capacityPositive })
    .positive(M.capacityPositive)
    .int(M.capacityInteger)
    .max(MAX_QUANTITY, `No puede superar ${MAX_QUANTITY.toLocaleString('es-CL')}`);
}

/** Warehouse form and POST/PUT /api/warehouses (Warehouse). */
export const warehouseSchema = z
  .object({
    code: requiredText(M.codeRequired, 30),
    name: requiredText(M.nameRequired, 120),
    address: optionalText(255),
    description: optionalText(1000),
    status: z.enum(WAREHOUSE_STATUSES).default('Activo'),
  })
  .strict();
export type WarehouseInput = z.infer<typeof warehouseSchema>;

/** Zone form and POST /api/zones/warehouse/{id}, PUT /api/zones/{id} (Zone). */
export const zoneSchema = z
  .object({
    code: requiredText(M.codeRequired, 30),
    name: requiredText(M.nameRequired, 120),
    description: optionalText(1000),
    weight,
    capacity: capacityField().default(ZONE_DEFAULT_CAPACITY),
    aisle: coordinate,
    rack: coordinate,
    level: coordinate,
    position: coordinate,
    // In the path for creation; accepted in the body too.
    warehouse_id: idField(M.warehouseRequired).optional(),
  })
  .strict();
export type ZoneInput = z.infer<typeof zoneSchema>;

/** PUT /api/zones/{id}/capacity. */
export const zoneCapacityUpdateSchema = z.object({ capacity: capacityField() }).strict();

/** POST /api/zones/{id}/check-capacity: the units about to be received. */
export const zoneCapacityCheckSchema = z.object({ quantity: quantityField(M.quantityPositive, { min: 0 }) }).strict();

/**
 * Location form (facilities and the product dialog) and POST/PUT /api/locations (
 * Location): capacity above 0 without volumetric mode (1 when left out); width, length and height above 0 with it.
 * Capacity counts units, so it is whole. The barcode (the code when left empty) is printed as
 * CODE128, which carries printable ASCII only.
 */
export const locationSchema = z
  .object({
    code: requiredText(M.codeRequired, 50),
    description: optionalText(255),
    location_type: z.enum(LOCATION_TYPES, { error: M.locationTypeRequired }).default('storage'),
    aisle: coordinate,
    rack: coordinate,
    level: coordinate,
    position: coordinate,
    weight,
    // Capacity default 1. Only a value left out defaults; a cleared field (null) is missing.
    capacity: optionalMeasure(M.capacityPositive, MAX_QUANTITY).default(LOCATION_DEFAULT_CAPACITY),
    is_volumetric: z.boolean().default(false),
    width: optionalMeasure(M.widthRequired, MAX_DIMENSION),
    length: optionalMeasure(M.lengthRequired, MAX_DIMENSION),
    height: optionalMeasure(M.heightRequired, MAX_DIMENSION),
    zone_id: idField(M.zoneRequired),
    barcode: optionalText(100),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!isRecord(value)) return;
    if (value.is_volumetric === true) {
      for (const [side, message] of [
        ['width', M.widthRequired],
        ['length', M.lengthRequired],
        ['height', M.heightRequired],
      ] as const) {
        if (isBlank(value[side])) ctx.addIssue({ code: 'custom', message, path: [side] });
      }
    } else if (isBlank(value.capacity)) {
      ctx.addIssue({ code: 'custom', message: M.capacityPositive, path: ['capacity'] });
    }
    if (typeof value.capacity === 'number' && value.capacity > 0 && !Number.isInteger(value.capacity)) {
      ctx.addIssue({ code: 'custom', message: M.capacityInteger, path: ['capacity'] });
    }
    const barcodeGiven = !isBlank(value.barcode);
    const printed = barcodeGiven ? value.barcode : value.code;
    if (typeof printed === 'string' && printed.trim() !== '' && !isCode128Text(printed.trim())) {
      ctx.addIssue({ code: 'custom', message: M.barcodeCode128, path: [barcodeGiven ? 'barcode' : 'code'] });
    }
  }, ALWAYS);
export type LocationInput = z.infer<typeof locationSchema>;

const threshold = z.number({ error: M.thresholdRange }).min(0, M.thresholdRange).max(100, M.thresholdRange);

/** Location settings kept in the browser: occupancy thresholds and volumetric mode. */
export const locationSettingsSchema = z
  .object({
    green_max: threshold.default(DEFAULT_OCCUPANCY_THRESHOLDS.green_max),
    yellow_max: threshold.default(DEFAULT_OCCUPANCY_THRESHOLDS.yellow_max),
    volumetric_enabled: z.boolean().default(false),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (typeof value.green_max === 'number' && typeof value.yellow_max === 'number' && value.yellow_max < value.green_max) {
      ctx.addIssue({ code: 'custom', message: M.thresholdOrder, path: ['yellow_max'] });
    }
  });
export type LocationSettings = z.infer<typeof locationSettingsSchema>;

/** What the shared facility pickers say when a list cannot be loaded. */
export const FACILITY_PICKER_MESSAGES = {
  warehousesError: 'Error al obtener bodegas',
  warehouseZonesError: 'Error al obtener zonas de la bodega',
} as const;
