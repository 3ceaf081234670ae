import { optionalIdParam } from '@bodega/domain';
import { z } from 'zod';
import { booleanQuery, emptyToUndefined, pagingQuery } from '../../lib/query-fields';
import { INVENTORY_STOCK_FILTER_KEYS } from './stock-status-sql';

// The answers' shapes are the domain's (packages/domain/src/schemas/responses/inventory.ts);
// this file holds what the inventory routes accept.

/** Filters shared by the list and the export. */
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

export const inventoryListQuerySchema = inventoryFiltersSchema.extend(pagingQuery(15));
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;

/** GET /warehouses/{id}/inventory. */
export const warehouseInventoryQuerySchema = z.object({ ...pagingQuery(15), search: z.string().trim().max(200).optional() });
