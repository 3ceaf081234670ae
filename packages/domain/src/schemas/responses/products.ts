import { LOT_ENFORCEMENTS } from '../../lots';
import { z } from 'zod';
import { ABC_CATEGORIES, CATEGORIZACIONES_IMPLANTABLE, PRODUCT_STATUSES, TIPOS_DM } from '../product.schema';

/**
 * Response shapes of the products routes (apps/server/src/modules/products): the server's route
 * `response` schemas and the web's types, one definition.
 */

/** A product as every API answer shows it: flags as booleans, search_text left out. */
export const productOut = z.object({
  id: z.number(),
  sku: z.string(),
  barcode: z.string().nullable(),
  codigo_fabrica: z.string().nullable(),
  fabricante: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  abc_category: z.enum(ABC_CATEGORIES).nullable(),
  warehouse_id: z.number().nullable(),
  zone_id: z.number().nullable(),
  location_id: z.number().nullable(),
  current_stock: z.number(),
  min_stock: z.number(),
  max_stock: z.number(),
  cantidad_x_caja: z.number(),
  weight: z.number().nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  unit_of_measure: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  es_dm_priorizado: z.boolean(),
  tipo_dm: z.enum(TIPOS_DM).nullable(),
  categorizacion_implantable: z.enum(CATEGORIZACIONES_IMPLANTABLE).nullable(),
  requiere_registro_sanitario: z.boolean(),
  requiere_serie: z.boolean(),
  /** The product's own lot enforcement; null follows its category's. */
  lot_enforcement: z.enum(LOT_ENFORCEMENTS).nullable(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductOut = z.infer<typeof productOut>;

/** DELETE /products/{id} `data`: soft (deactivated) or permanent, with the stock rows it removed. */
export const productDeleteOut = z.object({
  id: z.number(),
  permanent: z.boolean(),
  removed_rows: z.number(),
  removed_quantity: z.number(),
});
export type ProductDeleteOut = z.infer<typeof productDeleteOut>;

/** One row of a bulk load: what the server did with it. */
export const bulkImportRowOut = z.object({
  row: z.number(),
  sku: z.string(),
  status: z.enum(['created', 'merged', 'refused']),
  reason: z.string().nullable(),
  product_id: z.number().nullable(),
  barcode: z.string().nullable(),
  auto_generated: z.boolean(),
});
export type BulkImportRowOut = z.infer<typeof bulkImportRowOut>;

/** POST /products/bulk `data`. */
export const bulkImportResultOut = z.object({
  created: z.number(),
  merged: z.number(),
  refused: z.number(),
  message: z.string(),
  results: z.array(bulkImportRowOut),
});
export type BulkImportResultOut = z.infer<typeof bulkImportResultOut>;

/** GET /products/cantidad-x-caja/template `data`: CSV text and its file name. */
export const boxQuantityTemplateOut = z.object({ content: z.string(), filename: z.string() });
export type BoxQuantityTemplateOut = z.infer<typeof boxQuantityTemplateOut>;

/** POST /products/cantidad-x-caja/upload `data`. */
export const boxQuantityResultOut = z.object({
  summary: z.object({ updated: z.number(), skipped: z.number(), errors: z.number() }),
  errors: z.array(z.string()),
});
export type BoxQuantityResultOut = z.infer<typeof boxQuantityResultOut>;
