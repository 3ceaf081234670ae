import { z } from 'zod';
import { MAX_QUANTITY, moneyField, optionalQuantity, quantityField, WHOLE_QUANTITY_MESSAGE } from './bounds';
import { dateRuleIssue } from './date-rules';
import { EMAIL_PATTERN } from '../ids/email';
import { formatRun, isValidRun, RUN_MESSAGES } from '../ids/run';
import { ORDER_TOTAL_TOO_LARGE, orderTotalsWithinBounds } from '../formulas/order-totals';
import { PICKING_STRATEGIES } from '../strategies/select-lots';
import {
  ALWAYS,
  COMMON_MESSAGES,
  idField,
  isBlank,
  isRecord,
  optionalDateTime,
  optionalText,
  priorityField,
  requiredText,
} from './common';

export const ORDER_STATUSES = [
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
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  assigned: 'Asignado',
  picking: 'Recolectando',
  picked: 'Recolectado',
  packed: 'Empacado',
  shipped: 'Pickeado',
  consolidated: 'Consolidado',
  assigned_to_dock: 'Asignado a muelle',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};
export const SHIPPING_METHODS = ['Estándar', 'Express', 'Overnight', 'Retiro en Tienda'] as const;
export const CRITERIA_TYPES = ['lot', 'serial', 'expiry'] as const;
export const STRATEGY_LEVELS = ['order', 'product'] as const;
/** Lines per order: a hospital's replenishment can be large (the bench allocates 10 000). */
export const MAX_ORDER_LINES = 10_000;

export const ORDER_MESSAGES = {
  customerRequired: 'Cliente es requerido',
  productRequired: 'Producto es requerido',
  quantityPositive: 'Cantidad debe ser mayor a 0',
  maxAvailable: (available: number) => `Máximo disponible: ${available}`,
  pricePositive: 'Precio debe ser mayor a 0',
  atLeastOneLine: COMMON_MESSAGES.atLeastOneProduct,
  criterionUsed: 'Ya usado en otra línea',
  noStock: 'Sin Stock',
} as const;

const M = ORDER_MESSAGES;

/** A line's picking criterion: lot, serial or expiry with its available quantity. */
export const pickingCriterionSchema = z
  .object({
    type: z.enum(CRITERIA_TYPES),
    value: z.string().trim().min(1).max(50),
    available_quantity: optionalQuantity('La cantidad disponible no es válida'),
  })
  .strict();

export const pickingStrategyConfigSchema = z
  .object({ level: z.enum(STRATEGY_LEVELS).default('order'), strategy: z.enum(PICKING_STRATEGIES).nullable().optional() })
  .strict();

/** Granular criteria keyed by line index (or line id on allocation). */
export const granularCriteriaSchema = z.record(
  z.string().regex(/^\d+$/),
  z
    .object({
      picking_strategy: z.enum(PICKING_STRATEGIES).nullable().optional(),
      type: z.enum(CRITERIA_TYPES).nullable().optional(),
      value: z.string().max(50).nullable().optional(),
      available_quantity: optionalQuantity('La cantidad disponible no es válida'),
    })
    .strict(),
);

/**
 * A quantity over the line's `max_quantity` (the availability the form read) is refused with
 * 'Máximo disponible: N'.
 */
export function maxQuantityRule(message: (available: number) => string) {
  return (value: unknown, ctx: z.RefinementCtx) => {
    if (!isRecord(value)) return;
    if (typeof value.quantity === 'number' && typeof value.max_quantity === 'number' && value.quantity > value.max_quantity) {
      ctx.addIssue({ code: 'custom', message: message(value.max_quantity), path: ['quantity'] });
    }
  };
}

export const orderLineSchema = z
  .object({
    id: idField('La línea no es válida').optional(),
    product_id: idField(M.productRequired),
    quantity: quantityField(M.quantityPositive),
    // Whole pesos (formulas/order-totals.ts has the rounding rule of the totals).
    unit_price: moneyField(M.pricePositive, { min: 1 }),
    max_quantity: optionalQuantity('La cantidad máxima no es válida'),
    picking_strategy: z.enum(PICKING_STRATEGIES).nullable().optional(),
    picking_criteria: pickingCriterionSchema.nullable().optional(),
  })
  .strict()
  .superRefine(maxQuantityRule(M.maxAvailable), ALWAYS);
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Two lines of one product may not use the same lot/serial/expiry. */
function uniqueCriteria(lines: unknown, ctx: z.RefinementCtx) {
  if (!Array.isArray(lines)) return;
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (!isRecord(line) || !isRecord(line.picking_criteria)) return;
    const criterion = line.picking_criteria;
    if (isBlank(criterion.value)) return;
    const key = `${String(line.product_id)}|${String(criterion.type)}|${String(criterion.value)}`;
    if (seen.has(key)) {
      ctx.addIssue({ code: 'custom', message: M.criterionUsed, path: [index, 'picking_criteria', 'value'] });
    }
    seen.add(key);
  });
}

function totalsWithinBounds(lines: { quantity: number; unit_price: number }[], ctx: z.RefinementCtx) {
  if (!orderTotalsWithinBounds(lines)) ctx.addIssue({ code: 'custom', message: ORDER_TOTAL_TOO_LARGE });
}

/** Order create/edit dialog and POST/PUT /api/orders (Order form). */
export const orderSchema = z
  .object({
    customer_id: idField(M.customerRequired),
    priority: priorityField(1),
    required_date: optionalDateTime(),
    shipping_address: optionalText(255),
    shipping_city: optionalText(100),
    shipping_country: optionalText(100),
    shipping_postal_code: optionalText(20),
    shipping_method: z.enum(SHIPPING_METHODS).nullable().optional(),
    picking_strategy: z.enum(PICKING_STRATEGIES).nullable().optional(),
    piece_by_piece_enabled: z.boolean().default(false),
    notes: optionalText(2000),
    order_lines: z
      .array(orderLineSchema, { error: M.atLeastOneLine })
      .min(1, M.atLeastOneLine)
      .max(MAX_ORDER_LINES, `Una orden admite hasta ${MAX_ORDER_LINES.toLocaleString('es-CL')} líneas`)
      .superRefine(uniqueCriteria, ALWAYS)
      .superRefine(totalsWithinBounds),
    picking_strategy_config: pickingStrategyConfigSchema.nullable().optional(),
    granular_criteria: granularCriteriaSchema.nullable().optional(),
  })
  .strict();
/** POST /api/orders and the new-order dialog: an order's required date is not before the day it is created. */
export const orderCreateSchema = orderSchema.superRefine((value, ctx) => {
  const issue = dateRuleIssue(value.required_date, 'La fecha requerida', { notBeforeToday: true });
  if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['required_date'] });
});
export type OrderInput = z.infer<typeof orderSchema>;
export type OrderFormInput = z.input<typeof orderSchema>;

/** POST /api/orders/{id}/allocate. */
export const orderAllocateSchema = z
  .object({
    granular_criteria: granularCriteriaSchema.nullable().optional(),
    picking_strategy: z.enum(PICKING_STRATEGIES).nullable().optional(),
  })
  .strict();

/** POST /api/orders/{id}/ship. */
export const orderShipSchema = z
  .object({
    carrier: z.string().trim().min(1).max(50).default('standard'),
    tracking_number: optionalText(100),
    service_type: z.string().trim().max(30).default('standard'),
  })
  .strict();

export const CUSTOMER_MESSAGES = {
  nameRequired: 'Nombre es requerido',
  rutRequired: RUN_MESSAGES.rutRequired,
  rutInvalid: RUN_MESSAGES.rutInvalid,
  emailInvalid: 'Ingrese un correo electrónico válido',
} as const;

/** 'Nuevo Cliente' and POST /api/orders/customers (Customer form). */
export const customerSchema = z
  .object({
    name: requiredText(CUSTOMER_MESSAGES.nameRequired, 200),
    tax_id: z
      .string({ error: CUSTOMER_MESSAGES.rutRequired })
      .trim()
      .min(1, CUSTOMER_MESSAGES.rutRequired)
      .refine(isValidRun, CUSTOMER_MESSAGES.rutInvalid)
      .transform(formatRun),
    contact_person: optionalText(200),
    contact_phone: optionalText(30),
    contact_email: z
      .string()
      .trim()
      .max(254, CUSTOMER_MESSAGES.emailInvalid)
      .refine((text) => text === '' || EMAIL_PATTERN.test(text), CUSTOMER_MESSAGES.emailInvalid)
      .nullable()
      .optional(),
    city: optionalText(100),
    address: optionalText(255),
    country: optionalText(100),
    postal_code: optionalText(20),
    payment_terms: optionalText(100),
  })
  .strict();
export type CustomerInput = z.infer<typeof customerSchema>;

export const PURCHASE_ORDER_MESSAGES = {
  quantityRequired: 'La cantidad es requerida',
  quantityPositive: 'La cantidad debe ser mayor a 0',
  supplierRequired: 'El proveedor es requerido',
  created: 'Orden de compra creada correctamente',
  createError: 'Error al crear la orden de compra',
} as const;

/** 'Crear Orden de Compra' from the low-stock table (Purchase order). */
export const purchaseOrderSchema = z
  .object({
    product_id: idField('El producto es requerido'),
    quantity: z
      .number({ error: PURCHASE_ORDER_MESSAGES.quantityRequired })
      .int(WHOLE_QUANTITY_MESSAGE)
      .positive(PURCHASE_ORDER_MESSAGES.quantityPositive)
      .max(MAX_QUANTITY, `No puede superar ${MAX_QUANTITY.toLocaleString('es-CL')}`),
    // The supplier's id, or its name where suppliers are free text as in ingresos.
    supplier: z.union(
      [
        idField(PURCHASE_ORDER_MESSAGES.supplierRequired),
        z.string().trim().min(1, PURCHASE_ORDER_MESSAGES.supplierRequired).max(200),
      ],
      { error: PURCHASE_ORDER_MESSAGES.supplierRequired },
    ),
    notes: optionalText(2000),
  })
  .strict();
export type PurchaseOrderInput = z.infer<typeof purchaseOrderSchema>;
