import { PURCHASE_ORDER_STATUSES } from '@bodega/domain';
import { z } from 'zod';
import { emptyToUndefined } from '../../lib/query-fields';

export const paginationSchema = z.object({ page: z.number(), per_page: z.number(), total: z.number() });

const page = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: 'La página debe ser un número' })
    .int('La página debe ser un número entero')
    .min(1, 'La página debe ser mayor a 0')
    .max(100_000, 'Página inválida')
    .default(1),
);
const perPage = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'El tamaño de página debe ser un número' })
      .int('El tamaño de página debe ser un número entero')
      .min(1, 'El tamaño de página debe ser mayor a 0')
      .max(100, 'El tamaño de página no puede superar 100')
      .default(fallback),
  );

export const supplierListQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100, 'No puede superar 100 caracteres').optional()),
  page,
  per_page: perPage(100),
});

export const supplierViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  rut: z.string(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const purchaseOrderListQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(PURCHASE_ORDER_STATUSES, { error: 'Estado inválido' }).optional()),
  page,
  per_page: perPage(10),
});

export const purchaseOrderLineViewSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product: z.object({ id: z.number(), name: z.string(), sku: z.string() }),
  quantity: z.number(),
  received_quantity: z.number(),
  open_quantity: z.number(),
  /** Whole pesos, or null when not given. */
  expected_cost: z.number().nullable(),
});

export const purchaseOrderViewSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  supplier: z.object({ id: z.number(), name: z.string(), rut: z.string() }),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  notes: z.string().nullable(),
  total_quantity: z.number(),
  received_quantity: z.number(),
  /** Σ quantity × expected cost, pesos. */
  expected_total: z.number(),
  lines: z.array(purchaseOrderLineViewSchema),
  receipts: z.array(z.object({ id: z.number(), reference: z.string(), status: z.string(), created_at: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PurchaseOrderView = z.infer<typeof purchaseOrderViewSchema>;

/** What 'Recibir' opens: a new ingreso pre-filled with the order's open lines. */
export const receiptDraftSchema = z.object({
  purchase_order_id: z.number(),
  order_number: z.string(),
  /** A receipt reference not yet used: the order number and the receipt's ordinal. */
  reference: z.string(),
  supplier_id: z.number(),
  supplier: z.string(),
  items: z.array(
    z.object({
      product_id: z.number(),
      /** The product as the ingreso form shows it (its medical-device flags drive the line's rules). */
      product: z.object({
        id: z.number(),
        name: z.string(),
        sku: z.string(),
        barcode: z.string().nullable(),
        category: z.string(),
        cantidad_x_caja: z.number(),
        status: z.string(),
        es_dm_priorizado: z.boolean(),
        tipo_dm: z.string().nullable(),
        requiere_registro_sanitario: z.boolean(),
      }),
      quantity: z.number(),
      unit_cost: z.number().nullable(),
    }),
  ),
});
