import type { ABC_CATEGORIES, CATEGORIZACIONES_IMPLANTABLE, LotEnforcement, ProductStatus, TipoDm } from '@bodega/domain';
import type { Product } from '../api/types';

/** The product form's fields; names as the API's (Product). */
export interface ProductFormValues {
  sku: string;
  barcode: string;
  codigo_fabrica: string;
  fabricante: string;
  name: string;
  description: string;
  category: string;
  abc_category: (typeof ABC_CATEGORIES)[number] | null;
  status: ProductStatus;
  unit_of_measure: string;
  warehouse_id: number | null;
  zone_id: number | null;
  location_id: number | null;
  /** Initial stock, on creation only. */
  current_stock?: number;
  min_stock: number;
  max_stock: number;
  cantidad_x_caja: number;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  es_dm_priorizado: boolean;
  tipo_dm: TipoDm | null;
  categorizacion_implantable: (typeof CATEGORIZACIONES_IMPLANTABLE)[number] | null;
  requiere_registro_sanitario: boolean;
  /** One serial per unit; null follows the default (a priority implantable requires it). */
  requiere_serie: boolean | null;
  /** The product's lot enforcement; null follows its category. */
  lot_enforcement: LotEnforcement | null;
}

const EMPTY: ProductFormValues = {
  sku: '',
  barcode: '',
  codigo_fabrica: '',
  fabricante: '',
  name: '',
  description: '',
  category: '',
  abc_category: 'B',
  status: 'Activo',
  unit_of_measure: 'unidad',
  warehouse_id: null,
  zone_id: null,
  location_id: null,
  min_stock: 0,
  max_stock: 0,
  cantidad_x_caja: 1,
  weight: null,
  length: null,
  width: null,
  height: null,
  es_dm_priorizado: false,
  tipo_dm: null,
  categorizacion_implantable: null,
  requiere_registro_sanitario: false,
  requiere_serie: null,
  lot_enforcement: null,
};

/**
 * The form's starting values: empty for a new product (with initial stock 0), the product's for
 * an edit. The edit schema is strict and has no initial stock, so the key is left out there.
 */
export function productFormValues(product: Product | null): ProductFormValues {
  if (!product) return { ...EMPTY, current_stock: 0 };
  return {
    sku: product.sku,
    barcode: product.barcode ?? '',
    codigo_fabrica: product.codigo_fabrica ?? '',
    fabricante: product.fabricante ?? '',
    name: product.name,
    description: product.description ?? '',
    category: product.category,
    abc_category: product.abc_category,
    status: product.status,
    unit_of_measure: product.unit_of_measure,
    warehouse_id: product.warehouse_id,
    zone_id: product.zone_id,
    location_id: product.location_id,
    min_stock: product.min_stock,
    max_stock: product.max_stock,
    cantidad_x_caja: product.cantidad_x_caja,
    weight: product.weight,
    length: product.length,
    width: product.width,
    height: product.height,
    es_dm_priorizado: product.es_dm_priorizado,
    tipo_dm: product.tipo_dm,
    categorizacion_implantable: product.categorizacion_implantable,
    requiere_registro_sanitario: product.requiere_registro_sanitario,
    requiere_serie: product.requiere_serie,
    lot_enforcement: product.lot_enforcement,
  };
}
