import { ABC_CATEGORIES, CATEGORIZACIONES_IMPLANTABLE, PRODUCT_STATUSES, TIPOS_DM, optionalIdParam } from '@bodega/domain';
import { z } from 'zod';
import { emptyToUndefined, pageQuery, perPageQuery } from '../../lib/query-fields';
import { INVENTORY_STOCK_FILTER_KEYS } from './stock-status-sql';

export const stockStatusSchema = z.object({ key: z.string(), label: z.string(), color: z.string() });

const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** Filters shared by the list and the export (spec 1 §2.5). */
export const inventoryFiltersSchema = z.object({
  search: z.string().trim().max(200).optional(),
  category: z.string().trim().max(100).optional(),
  location_id: optionalIdParam('La ubicación debe ser un número'),
  stock_status: z.preprocess(
    emptyToUndefined,
    z.enum(INVENTORY_STOCK_FILTER_KEYS, { error: 'Estado de stock inválido' }).optional(),
  ),
  include_inactive: booleanQuery,
  sort: z.preprocess(emptyToUndefined, z.enum(['name', 'sku', 'stock', 'category'], { error: 'Orden inválido' }).default('name')),
  order: z.preprocess(emptyToUndefined, z.enum(['asc', 'desc'], { error: 'Dirección de orden inválida' }).default('asc')),
});
export type InventoryFilters = z.infer<typeof inventoryFiltersSchema>;

export function pagingSchema(defaultPerPage: number) {
  return {
    page: pageQuery(),
    per_page: perPageQuery(defaultPerPage),
  };
}

export const inventoryListQuerySchema = inventoryFiltersSchema.extend(pagingSchema(15));
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;

export const paginationSchema = z.object({ page: z.number(), per_page: z.number(), total: z.number() });

export const lotRowSchema = z.object({
  id: z.number(),
  location_id: z.number(),
  location_code: z.string().nullable(),
  location_description: z.string().nullable(),
  lot_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  quantity: z.number(),
  /** Committed units (reservations and holds); available = quantity − reserved_quantity. */
  reserved_quantity: z.number(),
  /** The held part of reserved_quantity (quarantine, recall). */
  held_quantity: z.number(),
  stock_status: stockStatusSchema,
  updated_at: z.string(),
});

export const groupProductSchema = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  category: z.string(),
  barcode: z.string().nullable(),
  min_stock: z.number(),
  max_stock: z.number(),
  status: z.enum(PRODUCT_STATUSES),
  cantidad_x_caja: z.number(),
  abc_category: z.enum(ABC_CATEGORIES).nullable(),
  es_dm_priorizado: z.boolean(),
  tipo_dm: z.enum(TIPOS_DM).nullable(),
  categorizacion_implantable: z.enum(CATEGORIZACIONES_IMPLANTABLE).nullable(),
  requiere_registro_sanitario: z.boolean(),
  unit_of_measure: z.string(),
  location_id: z.number().nullable(),
  zone_id: z.number().nullable(),
  warehouse_id: z.number().nullable(),
});

export const inventoryGroupSchema = z.object({
  product: groupProductSchema,
  total_quantity: z.number(),
  reserved_quantity: z.number(),
  held_quantity: z.number(),
  lot_count: z.number(),
  location_code: z.string().nullable(),
  stock_status: stockStatusSchema,
  lots: z.array(lotRowSchema),
});
export type InventoryGroup = z.infer<typeof inventoryGroupSchema>;

export const inventoryListResponseSchema = z.object({
  data: z.array(inventoryGroupSchema),
  pagination: paginationSchema,
  totals: z.object({ products: z.number(), items: z.number(), quantity: z.number() }),
});

export const inventoryStatsSchema = z.object({
  total_products: z.number(),
  total_stock: z.number(),
  categories: z.number(),
  low_or_critical: z.number(),
});

const locationSchema = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string().nullable(),
  zone_id: z.number(),
  zone_code: z.string().nullable(),
  zone_name: z.string().nullable(),
  warehouse_id: z.number().nullable(),
  warehouse_code: z.string().nullable(),
  warehouse_name: z.string().nullable(),
});

/** One inventory row with its product and location (GET /inventory/{id}, adjust, add lot). */
export const inventoryRowSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_sku: z.string(),
  product_name: z.string(),
  category: z.string(),
  location_id: z.number(),
  location_code: z.string(),
  lot_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  quantity: z.number(),
  reserved_quantity: z.number(),
  available_quantity: z.number(),
  min_stock: z.number(),
  max_stock: z.number(),
  status: z.string(),
  stock_status: stockStatusSchema,
  entry_date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  product: groupProductSchema.extend({ current_stock: z.number() }),
  location: locationSchema,
});
export type InventoryRowDetail = z.infer<typeof inventoryRowSchema>;

export const lowStockItemSchema = groupProductSchema.extend({
  current_stock: z.number(),
  deficit: z.number(),
  stock_status: stockStatusSchema,
});

export const availableItemSchema = z.object({
  inventory_id: z.number(),
  location_id: z.number(),
  location_code: z.string(),
  lot_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  entry_date: z.string(),
  quantity: z.number(),
  available_quantity: z.number(),
});

export const availabilitySchema = z.object({
  available: z.boolean(),
  quantity: z.number(),
  locations: z.array(
    z.object({
      inventory_id: z.number(),
      location_id: z.number(),
      location_code: z.string(),
      lot_number: z.string().nullable(),
      serial_number: z.string().nullable(),
      expiry_date: z.string().nullable(),
      quantity: z.number(),
      available_quantity: z.number(),
    }),
  ),
});
