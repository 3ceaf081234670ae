import { z } from 'zod';
import { isValidEmail } from '../ids/email';
import { isValidRun, RUN_MESSAGES } from '../ids/run';
import { pageQuery, perPageQuery, searchQuery } from './analytics.schema';
import { MAX_QUANTITY, moneyField, WHOLE_QUANTITY_MESSAGE } from './bounds';
import { idField, optionalText, requiredText } from './common';
import { PURCHASE_ORDER_MESSAGES } from './order.schema';

/** Suppliers: a real entity chosen in receipts and purchase orders. */
export const SUPPLIER_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  rutRequired: RUN_MESSAGES.rutRequired,
  rutInvalid: RUN_MESSAGES.rutInvalid,
  emailInvalid: 'Email debe ser válido',
  supplierRequired: PURCHASE_ORDER_MESSAGES.supplierRequired,
} as const;

export const supplierSchema = z
  .object({
    name: requiredText(SUPPLIER_MESSAGES.nameRequired, 200),
    rut: z
      .string({ error: SUPPLIER_MESSAGES.rutRequired })
      .trim()
      .min(1, SUPPLIER_MESSAGES.rutRequired)
      .refine(isValidRun, SUPPLIER_MESSAGES.rutInvalid),
    contact_name: optionalText(200),
    contact_phone: optionalText(50),
    contact_email: optionalText(200).refine((value) => !value || isValidEmail(value), SUPPLIER_MESSAGES.emailInvalid),
  })
  .strict();
export type SupplierInput = z.infer<typeof supplierSchema>;

export const PURCHASE_ORDER_STATUSES = ['borrador', 'enviada', 'recibida_parcial', 'recibida', 'cancelada'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export const PURCHASE_ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  borrador: 'Borrador',
  enviada: 'Enviada',
  recibida_parcial: 'Recibida parcial',
  recibida: 'Recibida',
  cancelada: 'Cancelada',
};
export const PURCHASE_ORDER_STATUS_COLORS: Record<PurchaseOrderStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  borrador: 'default',
  enviada: 'info',
  recibida_parcial: 'warning',
  recibida: 'success',
  cancelada: 'error',
};

/** Statuses a user may set by hand; the received ones follow from the receipts. */
const MANUAL_TRANSITIONS: Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]> = {
  borrador: ['enviada', 'cancelada'],
  enviada: ['cancelada'],
  recibida_parcial: ['cancelada'],
  recibida: [],
  cancelada: [],
};

export function canSetPurchaseOrderStatus(from: PurchaseOrderStatus, to: PurchaseOrderStatus): boolean {
  return MANUAL_TRANSITIONS[from].includes(to);
}

/** A purchase order can be received while sent or partly received (a draft is sent first). */
export function canReceivePurchaseOrder(status: string): boolean {
  return status === 'enviada' || status === 'recibida_parcial' || status === 'borrador';
}

/** Status after a receipt: received when every line has all its units, else partly received. */
export function statusAfterReceipt(lines: readonly { quantity: number; received_quantity: number }[]): PurchaseOrderStatus {
  const any = lines.some((line) => line.received_quantity > 0);
  if (lines.every((line) => line.received_quantity >= line.quantity)) return 'recibida';
  return any ? 'recibida_parcial' : 'enviada';
}

/** Units still expected on a line. */
export function openQuantity(line: { quantity: number; received_quantity: number }): number {
  return Math.max(0, line.quantity - line.received_quantity);
}

const quantity = z
  .number({ error: PURCHASE_ORDER_MESSAGES.quantityRequired })
  .int(WHOLE_QUANTITY_MESSAGE)
  .min(1, PURCHASE_ORDER_MESSAGES.quantityPositive)
  .max(MAX_QUANTITY, `No puede superar ${MAX_QUANTITY.toLocaleString('es-CL')}`);

export const purchaseOrderLineSchema = z
  .object({
    product_id: idField('El producto es requerido'),
    quantity,
    /** Expected unit cost in whole pesos. */
    expected_cost: moneyField('El costo esperado debe ser mayor o igual a 0').nullable().optional(),
  })
  .strict();

/** POST /api/purchase-orders. */
export const purchaseOrderCreateSchema = z
  .object({
    supplier_id: idField(SUPPLIER_MESSAGES.supplierRequired),
    notes: optionalText(2000),
    status: z.enum(['borrador', 'enviada']).default('borrador'),
    lines: z.array(purchaseOrderLineSchema).min(1, 'Agregue al menos un producto').max(500),
  })
  .strict();
export type PurchaseOrderCreate = z.infer<typeof purchaseOrderCreateSchema>;

/**
 * PUT /api/purchase-orders/{id}: a draft's supplier, notes and lines, the lines replaced as a
 * whole (only while borrador; sending and cancelling are status changes).
 */
export const purchaseOrderUpdateSchema = purchaseOrderCreateSchema.omit({ status: true });
export type PurchaseOrderUpdate = z.infer<typeof purchaseOrderUpdateSchema>;

/** Only a draft can be edited. */
export function canEditPurchaseOrder(status: PurchaseOrderStatus): boolean {
  return status === 'borrador';
}

/**
 * 'Crear Orden de Compra' from the low-stock table (Purchase-order form: quantity,
 * supplier (id), notes).
 */
export const lowStockPurchaseOrderSchema = z
  .object({
    product_id: idField('El producto es requerido'),
    quantity,
    supplier: idField(SUPPLIER_MESSAGES.supplierRequired),
    notes: optionalText(2000),
  })
  .strict();
export type LowStockPurchaseOrder = z.infer<typeof lowStockPurchaseOrderSchema>;

export const purchaseOrderStatusSchema = z
  .object({ status: z.enum(PURCHASE_ORDER_STATUSES, { error: 'Estado inválido' }) })
  .strict();

/** GET /api/suppliers: search by name or RUT, 100 per page. */
export const supplierListQuerySchema = z.object({ search: searchQuery, page: pageQuery(), per_page: perPageQuery(100) });

/** GET /api/purchase-orders: by status, newest first, 10 per page. */
export const purchaseOrderListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(PURCHASE_ORDER_STATUSES, { error: 'Estado inválido' }).optional(),
  ),
  search: searchQuery,
  page: pageQuery(),
  per_page: perPageQuery(10),
});
export type PurchaseOrderListQuery = z.infer<typeof purchaseOrderListQuerySchema>;
