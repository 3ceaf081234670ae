import { z } from 'zod';
import { orderSchema } from './order.schema';
import { pickingTaskSchema } from './picking.schema';

/**
 * What the orders table holds: a sales order ('venta', with a customer and priced
 * lines) or an internal picking task ('tarea', from 'Nueva Tarea': no customer, no prices). Both
 * share allocation, picking lists, statuses and the dispatch path.
 */
export const ORDER_KINDS = ['venta', 'tarea'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Shown where a customer is shown for an internal task. */
export const INTERNAL_USE_LABEL = 'Uso interno';

/** The customer's name to show, 'Uso interno' for a task (no customer). */
export function customerLabel(kind: string | null | undefined, customerName: string | null | undefined): string {
  if (kind === 'tarea' || !customerName) return INTERNAL_USE_LABEL;
  return customerName;
}

/**
 * One discriminated schema for every write to the orders table: a 'venta' is the order form
 * (customer required, unit price ≥ 1), a 'tarea' the picking task form (strict: a customer or a
 * price is refused).
 */
export const orderDocumentSchema = z.discriminatedUnion('kind', [
  orderSchema.extend({ kind: z.literal('venta') }),
  pickingTaskSchema.extend({ kind: z.literal('tarea') }),
]);
export type OrderDocument = z.infer<typeof orderDocumentSchema>;
export type SaleDocument = Extract<OrderDocument, { kind: 'venta' }>;
export type TaskDocument = Extract<OrderDocument, { kind: 'tarea' }>;
