import { z } from 'zod';
import { PURCHASE_ORDER_STATUSES } from '../purchasing.schema';
import { productRefSchema } from './common';
import { productOut } from './products';

/* The answers of /suppliers and /purchase-orders, as the server sends them in `data`. */

/** One supplier (GET /suppliers, /suppliers/{id}). */
export const supplierResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  rut: z.string(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Supplier = z.infer<typeof supplierResponseSchema>;

/** One line of a purchase order, with what its receipts brought so far. */
export const purchaseOrderLineResponseSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product: productRefSchema,
  /** The product takes one serial per unit: its receipt asks a serial for every unit. */
  requiere_serie: z.boolean(),
  quantity: z.number(),
  received_quantity: z.number(),
  open_quantity: z.number(),
  /** Whole pesos, or null when not given. */
  expected_cost: z.number().nullable(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineResponseSchema>;

/** One purchase order (GET /purchase-orders, /purchase-orders/{id}). */
export const purchaseOrderResponseSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  supplier: z.object({ id: z.number(), name: z.string(), rut: z.string() }),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  notes: z.string().nullable(),
  total_quantity: z.number(),
  received_quantity: z.number(),
  /** Σ quantity × expected cost, pesos. */
  expected_total: z.number(),
  lines: z.array(purchaseOrderLineResponseSchema),
  /** The ingresos that received it. */
  receipts: z.array(z.object({ id: z.number(), reference: z.string(), status: z.string(), created_at: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderResponseSchema>;

/** What 'Recibir' opens (GET /purchase-orders/{id}/receipt-draft): a new ingreso pre-filled with the open lines. */
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
      product: productOut.pick({
        id: true,
        name: true,
        sku: true,
        barcode: true,
        category: true,
        cantidad_x_caja: true,
        status: true,
        es_dm_priorizado: true,
        tipo_dm: true,
        requiere_registro_sanitario: true,
        requiere_serie: true,
      }),
      quantity: z.number(),
      unit_cost: z.number().nullable(),
    }),
  ),
});
export type ReceiptDraft = z.infer<typeof receiptDraftSchema>;
