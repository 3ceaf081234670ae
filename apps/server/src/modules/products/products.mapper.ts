import {
  ABC_CATEGORIES,
  CATEGORIZACIONES_IMPLANTABLE,
  PRODUCT_STATUSES,
  TIPOS_DM,
  isLotEnforcement,
  type ProductOut,
} from '@bodega/domain';
import type { ProductRow } from '../../db/schema';
import { likeEscape } from '../../lib/like-pattern';

/** A product as every API answer shows it (the domain's response shape). */
export type Product = ProductOut;

/** The columns of `products` an API product is made of (search_text and counters stay inside). */
export const PRODUCT_COLUMNS = [
  'id',
  'sku',
  'barcode',
  'codigo_fabrica',
  'fabricante',
  'name',
  'description',
  'category',
  'abc_category',
  'warehouse_id',
  'zone_id',
  'location_id',
  'current_stock',
  'min_stock',
  'max_stock',
  'cantidad_x_caja',
  'weight',
  'length',
  'width',
  'height',
  'unit_of_measure',
  'status',
  'es_dm_priorizado',
  'tipo_dm',
  'categorizacion_implantable',
  'requiere_registro_sanitario',
  'requiere_serie',
  'lot_enforcement',
  'deleted_at',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof ProductRow>;

export type ProductColumns = Pick<ProductRow, (typeof PRODUCT_COLUMNS)[number]>;

export function toProduct(row: ProductColumns): Product {
  return {
    ...row,
    // Values outside the enumerations cannot be written through the API; older data is shown as null.
    abc_category: (ABC_CATEGORIES as readonly string[]).includes(row.abc_category ?? '')
      ? (row.abc_category as Product['abc_category'])
      : null,
    status: (PRODUCT_STATUSES as readonly string[]).includes(row.status) ? (row.status as Product['status']) : 'Inactivo',
    tipo_dm: (TIPOS_DM as readonly string[]).includes(row.tipo_dm ?? '') ? (row.tipo_dm as Product['tipo_dm']) : null,
    categorizacion_implantable: (CATEGORIZACIONES_IMPLANTABLE as readonly string[]).includes(row.categorizacion_implantable ?? '')
      ? (row.categorizacion_implantable as Product['categorizacion_implantable'])
      : null,
    es_dm_priorizado: Boolean(row.es_dm_priorizado),
    requiere_registro_sanitario: Boolean(row.requiere_registro_sanitario),
    requiere_serie: Boolean(row.requiere_serie),
    lot_enforcement: isLotEnforcement(row.lot_enforcement) ? row.lot_enforcement : null,
    current_stock: Number(row.current_stock),
  };
}

/** products.search_text: lower-cased "sku name barcode codigo_fabrica" for the free-text filter. */
export function productSearchText(product: {
  sku: string;
  name: string;
  barcode?: string | null;
  codigo_fabrica?: string | null;
}): string {
  return [product.sku, product.name, product.barcode ?? '', product.codigo_fabrica ?? ''].join(' ').trim().toLowerCase();
}

/** Free text → lower-cased LIKE patterns, one per word (every word must match). */
export function searchPatterns(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `%${likeEscape(word)}%`);
}
