import { z } from 'zod';
import { STOCK_STATUS_LABELS, type StockStatusKey } from '../../stock/stock-status';
import { ABC_CATEGORIES, CATEGORIZACIONES_IMPLANTABLE, PRODUCT_STATUSES, TIPOS_DM } from '../product.schema';
import { paginationSchema } from './common';

/**
 * Response shapes of the inventory routes (apps/server/src/modules/inventory): the server's
 * route `response` schemas and the web's types, one definition.
 */
const STOCK_STATUS_KEYS = Object.keys(STOCK_STATUS_LABELS) as [StockStatusKey, ...StockStatusKey[]];

/** The stock chip of a product or lot (domain `stockStatus`). */
export const stockStatusOut = z.object({ key: z.enum(STOCK_STATUS_KEYS), label: z.string(), color: z.string() });
export type StockStatusOut = z.infer<typeof stockStatusOut>;

/** One lot (inventory row) of a product on the inventory screen. */
export const inventoryLotOut = z.object({
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
  stock_status: stockStatusOut,
  updated_at: z.string(),
});
export type InventoryLotOut = z.infer<typeof inventoryLotOut>;

/** A product as the inventory screen groups its lots under it. */
export const inventoryProductOut = z.object({
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
export type InventoryProductOut = z.infer<typeof inventoryProductOut>;

export const inventoryGroupOut = z.object({
  product: inventoryProductOut,
  total_quantity: z.number(),
  reserved_quantity: z.number(),
  held_quantity: z.number(),
  lot_count: z.number(),
  location_code: z.string().nullable(),
  stock_status: stockStatusOut,
  lots: z.array(inventoryLotOut),
  /**
   * Operators only: some of the product's stock lies at a location under a blind count; those
   * lots are left out and the quantities above are computed without them.
   */
  en_conteo: z.boolean().optional(),
});
export type InventoryGroupOut = z.infer<typeof inventoryGroupOut>;

/** GET /inventory: one page of products with their lots, and the footer's totals. */
export const inventoryPageOut = z.object({
  data: z.array(inventoryGroupOut),
  pagination: paginationSchema,
  totals: z.object({ products: z.number(), items: z.number(), quantity: z.number() }),
});
export type InventoryPageOut = z.infer<typeof inventoryPageOut>;

/** GET /inventory/stats `data`. */
export const inventoryStatsOut = z.object({
  total_products: z.number(),
  total_stock: z.number(),
  categories: z.number(),
  low_or_critical: z.number(),
});
export type InventoryStatsOut = z.infer<typeof inventoryStatsOut>;

/** One inventory row with its product and location (GET /inventory/{id}, adjust, add lot). */
export const inventoryRowOut = z.object({
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
  stock_status: stockStatusOut,
  entry_date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  product: inventoryProductOut.extend({ current_stock: z.number() }),
  location: z.object({
    id: z.number(),
    code: z.string(),
    description: z.string().nullable(),
    zone_id: z.number(),
    zone_code: z.string().nullable(),
    zone_name: z.string().nullable(),
    warehouse_id: z.number().nullable(),
    warehouse_code: z.string().nullable(),
    warehouse_name: z.string().nullable(),
  }),
});
export type InventoryRowOut = z.infer<typeof inventoryRowOut>;

/** GET /inventory/low-stock: an active product at or under its minimum. */
export const lowStockProductOut = inventoryProductOut.extend({
  current_stock: z.number(),
  deficit: z.number(),
  stock_status: stockStatusOut,
});
export type LowStockProductOut = z.infer<typeof lowStockProductOut>;

/** A row's stock as the availability answers list it. */
const stockPlaceOut = z.object({
  inventory_id: z.number(),
  location_id: z.number(),
  location_code: z.string(),
  lot_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  quantity: z.number(),
  available_quantity: z.number(),
});

/** GET /inventory/products/{id}/available-items `data`. */
export const availableItemsOut = z.object({
  items: z.array(stockPlaceOut.extend({ entry_date: z.string() })),
  lots: z.array(z.string()),
  serials: z.array(z.string()),
  expiry_dates: z.array(z.string()),
  has_any_criteria: z.boolean(),
});
export type AvailableItemsOut = z.infer<typeof availableItemsOut>;

/** GET /inventory/products/{id}/lot/{lot}/availability (and by serial) `data`. */
export const availabilityOut = z.object({
  available: z.boolean(),
  quantity: z.number(),
  locations: z.array(stockPlaceOut),
});
export type AvailabilityOut = z.infer<typeof availabilityOut>;

const quantitiesOut = { quantity: z.number(), available_quantity: z.number(), rows: z.number() };

/** GET /inventory/products/{id}/criteria-summary `data`. */
export const criteriaSummaryOut = z.object({
  product_id: z.number(),
  total_quantity: z.number(),
  available_quantity: z.number(),
  rows: z.number(),
  lots: z.array(z.object({ lot_number: z.string().nullable(), ...quantitiesOut, expiry_date: z.string().nullable() })),
  expiry_dates: z.array(z.object({ expiry_date: z.string().nullable(), ...quantitiesOut })),
  serials: z.number(),
  has_lots: z.boolean(),
  has_serials: z.boolean(),
  has_expiry: z.boolean(),
});
export type CriteriaSummaryOut = z.infer<typeof criteriaSummaryOut>;

/** GET /warehouses/{id}/inventory: one inventory row of the warehouse. */
export const warehouseInventoryRowOut = z.object({
  id: z.number(),
  product_id: z.number(),
  product_sku: z.string(),
  product_name: z.string(),
  category: z.string(),
  location_id: z.number(),
  location_code: z.string(),
  zone_id: z.number(),
  zone_code: z.string(),
  lot_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  quantity: z.number(),
  reserved_quantity: z.number(),
  min_stock: z.number(),
  max_stock: z.number(),
  stock_status: stockStatusOut,
  updated_at: z.string(),
});
export type WarehouseInventoryRowOut = z.infer<typeof warehouseInventoryRowOut>;
