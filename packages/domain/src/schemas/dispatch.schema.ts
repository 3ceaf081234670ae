import { lotDeviationFields } from '../lots';
import { z } from 'zod';
import { dateRuleIssue } from './date-rules';
import { MAX_QUANTITY, quantityField } from './bounds';
import { addDays } from '../format/dates';
import { CARRIER_MESSAGES, DEFAULT_CARRIER, carrierCodeField, optionalCarrierCode } from './carrier.schema';
import { COMMON_MESSAGES, dateField, idField, optionalDate, optionalText, requiredText } from './common';

export const DOCK_STATUSES = ['disponible', 'ocupado', 'cargando', 'mantenimiento'] as const;
export type DockStatus = (typeof DOCK_STATUSES)[number];
export const DISPATCH_STATUSES = ['Pendiente', 'Completado', 'Cancelado'] as const;
export const SELECTION_METHODS = ['none', 'fifo', 'fefo'] as const;
export const SHIPMENT_STATUSES = ['preparando', 'en_transito', 'entregado', 'devuelto', 'shipped'] as const;

export const DISPATCH_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  capacityRequired: 'La capacidad es requerida',
  capacityPositive: 'La capacidad debe ser mayor a 0',
  capacityInteger: 'La capacidad debe ser un número entero de pallets',
  destinationRequired: 'El destino es requerido',
  locationRequired: 'La ubicación es requerida',
  statusRequired: 'El estado es requerido',
  productRequired: 'El producto es requerido',
  quantityPositive: 'La cantidad debe ser mayor a 0',
  atLeastOneItem: COMMON_MESSAGES.atLeastOneProduct,
  completeRequired: COMMON_MESSAGES.completeRequired,
  consolidateMinOrders: 'Debe seleccionar al menos 2 órdenes para consolidar',
  assignMinOrders: 'Debe seleccionar al menos 1 orden',
  dockRequired: 'Debe seleccionar un muelle',
  shipDateRequired: 'La fecha de envío es requerida',
  noManifest: 'Este envío aún no tiene manifiesto PDF generado',
  noTracking: 'Sin seguimiento',
  ownCarrier: 'Transportista propio - Sin seguimiento externo',
  noTrackingUrl: 'URL de seguimiento no disponible para este transportista',
  archiveConfirm: '¿Está seguro de que desea archivar el envío?',
} as const;

const M = DISPATCH_MESSAGES;

/** Dock form and POST/PUT /api/despachos/loading-docks (Dock). */
export const dockSchema = z
  .object({
    name: requiredText(M.nameRequired, 100),
    capacity: z
      .number({ error: M.capacityRequired })
      .positive(M.capacityPositive)
      .int(M.capacityInteger)
      .max(MAX_QUANTITY, `No puede superar ${MAX_QUANTITY.toLocaleString('es-CL')}`),
    status: z.enum(DOCK_STATUSES).default('disponible'),
    carrier: optionalCarrierCode,
    vehicle_plate: optionalText(20),
  })
  .strict();
export type DockInput = z.infer<typeof dockSchema>;

/** Start Loading only from disponible or ocupado; Complete only from cargando. */
export function canStartLoading(status: string): boolean {
  return status === 'disponible' || status === 'ocupado';
}
export function canCompleteLoading(status: string): boolean {
  return status === 'cargando';
}

const dispatchItem = z
  .object({
    product_id: idField(M.productRequired),
    quantity: quantityField(M.quantityPositive),
    /** Why another lot than the strategy's is dispatched (required when the product's enforcement is 'warn'). */
    ...lotDeviationFields,
  })
  .strict();

const dispatchShape = {
  destination: requiredText(M.destinationRequired, 200),
  dispatch_date: optionalDate(),
  source_location_id: idField(M.locationRequired),
  notes: optionalText(2000),
  selection_method: z.enum(SELECTION_METHODS).default('none'),
  items: z.array(dispatchItem, { error: M.atLeastOneItem }).min(1, M.atLeastOneItem).max(1000),
};

/** New dispatch (Dispatch form); status is set by the server (Pendiente). */
export const dispatchCreateSchema = z.object(dispatchShape).strict();
export type DispatchCreate = z.infer<typeof dispatchCreateSchema>;

/** Editing a dispatch: the status is required. */
export const dispatchUpdateSchema = z
  .object({ ...dispatchShape, status: z.enum(DISPATCH_STATUSES, { error: M.statusRequired }) })
  .strict();
export type DispatchUpdate = z.infer<typeof dispatchUpdateSchema>;

/** POST /api/despachos/consolidations: at least two picked or shipped orders. */
export const consolidationCreateSchema = z
  .object({
    order_ids: z.array(idField(M.consolidateMinOrders), { error: M.consolidateMinOrders }).min(2, M.consolidateMinOrders),
    consolidation_data: z
      .object({ consolidation_number: optionalText(30), notes: optionalText(1000) })
      .strict()
      .optional(),
  })
  .strict();
export type ConsolidationCreate = z.infer<typeof consolidationCreateSchema>;

/** Consolidation number: CONS- plus a 3-digit sequence (count + 1). */
export function consolidationNumber(existingCount: number): string {
  return `CONS-${String(existingCount + 1).padStart(3, '0')}`;
}

/** POST /api/despachos/loading-docks/{id}/assign: orders or a consolidation. */
export const dockAssignmentSchema = z
  .object({
    order_ids: z.array(idField(M.assignMinOrders)).optional(),
    consolidation_id: idField(M.assignMinOrders).optional(),
  })
  .strict()
  .refine((value) => (value.order_ids?.length ?? 0) > 0 || value.consolidation_id !== undefined, {
    message: M.assignMinOrders,
    path: ['order_ids'],
  });
export type DockAssignment = z.infer<typeof dockAssignmentSchema>;

export const ESTIMATED_DELIVERY_DAYS = 3;

/** Estimated delivery defaults to ship date plus 3 days. */
export function defaultEstimatedDelivery(shipDate: string): string {
  return addDays(shipDate.slice(0, 10), ESTIMATED_DELIVERY_DAYS);
}

const shipmentShape = {
  carrier: carrierCodeField(CARRIER_MESSAGES.carrier).default(DEFAULT_CARRIER),
  tracking_number: optionalText(100),
  ship_date: dateField(M.shipDateRequired),
  estimated_delivery: optionalDate(),
  notes: optionalText(2000),
};

/** A shipment's dates: it ships at most a day ahead, and is not delivered before it ships. */
function shipmentDates(value: { ship_date?: string | null; estimated_delivery?: string | null }, ctx: z.RefinementCtx) {
  const ship = dateRuleIssue(value.ship_date, 'La fecha de envío', { atMostDaysAhead: 1 });
  if (ship) ctx.addIssue({ code: 'custom', message: ship, path: ['ship_date'] });
  const delivery = dateRuleIssue(value.estimated_delivery, 'La entrega estimada', {
    notBefore: { value: value.ship_date, name: 'la fecha de envío' },
  });
  if (delivery) ctx.addIssue({ code: 'custom', message: delivery, path: ['estimated_delivery'] });
}

/** POST /api/despachos/shipments: manual creation starts as preparando. */
export const shipmentCreateSchema = z
  .object({ ...shipmentShape, status: z.enum(SHIPMENT_STATUSES).default('preparando') })
  .strict()
  .superRefine(shipmentDates)
  .transform((value) => ({
    ...value,
    estimated_delivery: value.estimated_delivery ?? defaultEstimatedDelivery(value.ship_date),
  }));
export type ShipmentCreate = z.infer<typeof shipmentCreateSchema>;

/** POST /api/despachos/loading-docks/{id}/complete-loading. */
export const completeLoadingSchema = z
  .object({
    shipment_data: z
      .object({ ...shipmentShape, status: z.literal('shipped').default('shipped') })
      .strict()
      .superRefine(shipmentDates)
      .transform((value) => ({
        ...value,
        estimated_delivery: value.estimated_delivery ?? defaultEstimatedDelivery(value.ship_date),
      })),
  })
  .strict();
export type CompleteLoading = z.infer<typeof completeLoadingSchema>;

/**
 * What opening a shipment's tracking does: a message when there is
 * nothing to open, otherwise the URL. `trackingBase` is the carrier's stored URL base (carriers
 * table), so a carrier an admin adds tracks like the spec's own.
 */
export function trackingTarget(
  shipment: { carrier?: string | null; tracking_number?: string | null },
  trackingBase: string | null | undefined,
): { url: string } | { message: string } {
  if (!shipment.tracking_number) return { message: M.noTracking };
  if (shipment.carrier === DEFAULT_CARRIER) return { message: M.ownCarrier };
  if (!trackingBase) return { message: M.noTrackingUrl };
  return { url: `${trackingBase}${encodeURIComponent(shipment.tracking_number)}` };
}

/** CONS- plus the sequence value, at least three digits (CONS-001, …, CONS-1000). */
export function formatConsolidationNumber(sequenceValue: number): string {
  return consolidationNumber(sequenceValue - 1);
}

/** PUT /api/despachos/shipments/{id}: the editable fields and the status (rules in shipmentStatusChangeError). */
export const shipmentUpdateSchema = z
  .object({
    carrier: carrierCodeField(CARRIER_MESSAGES.carrier).optional(),
    tracking_number: optionalText(100),
    ship_date: dateField(M.shipDateRequired).optional(),
    estimated_delivery: optionalDate(),
    notes: optionalText(2000),
    status: z.enum(SHIPMENT_STATUSES).optional(),
  })
  .strict();
export type ShipmentUpdate = z.infer<typeof shipmentUpdateSchema>;

/** PUT /api/despachos/shipments/{id}/status. */
export const shipmentStatusSchema = z.object({ status: z.enum(SHIPMENT_STATUSES, { error: M.statusRequired }) }).strict();

/** PUT /api/despachos/shipments/{id}/track: the carrier's tracking number (and the carrier). */
export const shipmentTrackSchema = z
  .object({
    tracking_number: requiredText('El número de seguimiento es requerido', 100),
    carrier: carrierCodeField(CARRIER_MESSAGES.carrier).optional(),
  })
  .strict();
