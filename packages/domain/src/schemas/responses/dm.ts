import { z } from 'zod';

/**
 * The /api/dm answers: the server's route `response` schemas and the
 * web's types (`z.infer`), one source for both.
 */
const nullableText = z.string().nullable();

/** GET /dm/estadisticas `data`: the four cards, counted from data. */
export const dmStatsSchema = z.object({
  total_dm: z.number(),
  transferencias_pendientes: z.number(),
  implantes_activos: z.number(),
  servicios_clinicos: z.number(),
  dm_por_servicio: z.array(z.object({ servicio_clinico_id: z.number(), nombre: z.string(), cantidad: z.number() })),
});
export type DmStats = z.infer<typeof dmStatsSchema>;

/** GET /dm/dispositivos-dm: one serialised unit (or lot) of a priority device in stock. */
export const dmDeviceSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  lot_number: nullableText,
  serial_number: nullableText,
  expiry_date: nullableText,
  tipo_dm: nullableText,
  categorizacion_implantable: nullableText,
  estado_actual: z.string(),
  cantidad: z.number(),
  disponible: z.number(),
  retenido: z.number(),
  ubicaciones: z.array(
    z.object({
      location_id: z.number(),
      code: z.string(),
      cantidad: z.number(),
      servicio_clinico: z.object({ id: z.number(), nombre: z.string() }).nullable(),
    }),
  ),
});
export type DmDevice = z.infer<typeof dmDeviceSchema>;

/** A clinical service with its custody location and the units it holds. */
export const clinicalServiceResponseSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  codigo: nullableText,
  descripcion: nullableText,
  location_id: z.number(),
  ubicacion: z.string(),
  dispositivos: z.number(),
});
export type ClinicalService = z.infer<typeof clinicalServiceResponseSchema>;

/** A transfer to a clinical service, with the signed content of its QR. */
export const dmTransferSchema = z.object({
  id: z.number(),
  referencia: z.string(),
  inventory_item_id: z.number(),
  dispositivo_nombre: z.string(),
  sku: z.string(),
  lot_number: nullableText,
  serial_number: nullableText,
  origen: z.object({ id: z.number(), code: z.string() }),
  servicio_clinico_destino_id: z.number(),
  servicio_destino: z.string(),
  usuario_receptor: z.string(),
  fecha_estimada_recepcion: nullableText,
  observaciones: nullableText,
  fecha_transferencia: z.string(),
  estado: z.enum(['Pendiente', 'Recibida', 'Cancelada']),
  fecha_recepcion: nullableText,
  recibido_por: nullableText,
  recibida_via: nullableText,
  creado_por: nullableText,
  qr_contenido: z.string(),
});
export type DmTransfer = z.infer<typeof dmTransferSchema>;

/** An implant (and its explant once there is one). */
export const dmImplantSchema = z.object({
  id: z.number(),
  referencia: z.string(),
  inventory_item_id: z.number(),
  run_paciente: z.string(),
  nombre_paciente: z.string(),
  dispositivo_nombre: z.string(),
  sku: z.string(),
  lot_number: nullableText,
  serial_number: nullableText,
  expiry_date: nullableText,
  gtin: nullableText,
  udi_raw: nullableText,
  servicio_clinico: nullableText,
  fecha_implantacion: z.string(),
  nombre_profesional_implante: z.string(),
  prestacion_quirurgica: z.string(),
  codigo_prestacion: nullableText,
  observaciones: nullableText,
  fecha_explantacion: nullableText,
  nombre_profesional_explante: nullableText,
  motivo_explante: nullableText,
  observaciones_explante: nullableText,
  estado_tras_explante: nullableText,
  estado: z.enum(['activo', 'explantado']),
  registrado_por: nullableText,
});
export type DmImplant = z.infer<typeof dmImplantSchema>;

/** One state change of a device (the states list and a unit's timeline). */
export const dmStateRowSchema = z.object({
  id: z.number(),
  inventory_item_id: z.number(),
  dispositivo_nombre: z.string(),
  sku: z.string(),
  lote: nullableText,
  serie: nullableText,
  estado_anterior: nullableText,
  estado: z.string(),
  fecha_cambio: z.string(),
  usuario_responsable: nullableText,
  observaciones: z.string(),
  motivo_devolucion: nullableText,
  motivo_cuarentena: nullableText,
  metodo_destruccion: nullableText,
  acta_destruccion: nullableText,
  referencia_tipo: nullableText,
  referencia_id: z.number().nullable(),
});
export type DmStateRow = z.infer<typeof dmStateRowSchema>;

/** A recall's head (the list of recalls). */
export const recallSummarySchema = z.object({
  id: z.number(),
  numero: z.string(),
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  gtin: nullableText,
  lotes: z.array(z.string()),
  series: z.array(z.string()),
  todos: z.boolean(),
  motivo: z.string(),
  referencia: z.string(),
  estado: z.enum(['Abierto', 'Cerrado']),
  informe_cierre: nullableText,
  creado_por: nullableText,
  created_at: z.string(),
  closed_at: nullableText,
});
export type RecallSummary = z.infer<typeof recallSummarySchema>;

/** GET /dm/retiros/{id}: the head, the units it holds and what was done with them, and the whole picture. */
export const recallDetailSchema = recallSummarySchema.extend({
  unidades: z.array(
    z.object({
      id: z.number(),
      location_id: z.number(),
      ubicacion: z.string(),
      servicio_clinico: nullableText,
      lot_number: nullableText,
      serial_number: nullableText,
      cantidad: z.number(),
      estado: z.enum(['retenido', 'recuperado', 'devuelto_proveedor', 'destruido', 'liberado']),
      resolved_at: nullableText,
    }),
  ),
  en_stock: z.array(
    z.object({
      location_id: z.number(),
      ubicacion: z.string(),
      servicio_clinico: nullableText,
      lot_number: nullableText,
      serial_number: nullableText,
      expiry_date: nullableText,
      cantidad: z.number(),
      retenido: z.number(),
    }),
  ),
  por_ubicacion: z.array(
    z.object({
      location_id: z.number(),
      ubicacion: z.string(),
      descripcion: nullableText,
      servicio_clinico: nullableText,
      cantidad: z.number(),
      retenido: z.number(),
    }),
  ),
  por_servicio: z.array(
    z.object({
      location_id: z.number(),
      ubicacion: z.string(),
      descripcion: nullableText,
      servicio_clinico: nullableText,
      cantidad: z.number(),
      retenido: z.number(),
    }),
  ),
  egresos: z.array(
    z.object({
      egreso_id: z.number(),
      numero: z.string(),
      area_servicio: z.string(),
      fecha: z.string(),
      lot_number: nullableText,
      serial_number: nullableText,
      cantidad: z.number(),
    }),
  ),
  egresos_por_area: z.array(z.object({ area_servicio: z.string(), fecha: z.string(), cantidad: z.number() })),
  /** Units shipped before the recall: dispatch-history events and orders shipped (shipment, customer). */
  despachos: z.array(
    z.object({
      evento_id: z.number().nullable(),
      referencia: nullableText,
      tipo: nullableText,
      destino: nullableText,
      envio: nullableText,
      orden: nullableText,
      cliente: nullableText,
      fecha: z.string(),
      lot_number: nullableText,
      serial_number: nullableText,
      cantidad: z.number(),
    }),
  ),
  /** Units picked for orders not yet shipped ('en preparación de despacho'): dispatch refuses them. */
  en_preparacion: z.array(
    z.object({
      order_id: z.number(),
      numero: z.string(),
      cliente: nullableText,
      estado: z.string(),
      lot_number: nullableText,
      serial_number: nullableText,
      cantidad: z.number(),
    }),
  ),
  implantes: z.array(
    z.object({
      implante_id: z.number(),
      referencia: z.string(),
      run_paciente: z.string(),
      nombre_paciente: z.string(),
      fecha_implantacion: z.string(),
      servicio_clinico: nullableText,
      nombre_profesional_implante: z.string(),
      lot_number: nullableText,
      serial_number: nullableText,
      estado: z.enum(['activo', 'explantado']),
    }),
  ),
  totales: z.object({
    en_stock: z.number(),
    en_servicios: z.number(),
    egresados: z.number(),
    despachados: z.number(),
    en_preparacion: z.number(),
    implantados: z.number(),
  }),
});
export type RecallDetail = z.infer<typeof recallDetailSchema>;
