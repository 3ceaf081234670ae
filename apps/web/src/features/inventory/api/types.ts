import type {
  ABC_CATEGORIES,
  CATEGORIZACIONES_IMPLANTABLE,
  LocationType,
  ProductStatus,
  StockStatusKey,
  TipoDm,
} from '@bodega/domain';

type AbcCategoryValue = (typeof ABC_CATEGORIES)[number];
type CategorizacionImplantable = (typeof CATEGORIZACIONES_IMPLANTABLE)[number];

/** Shapes the inventory, products and categories APIs answer (apps/server/src/modules/…). */
export interface StockStatusView {
  key: StockStatusKey;
  label: string;
  color: string;
}

export interface GroupProduct {
  id: number;
  sku: string;
  name: string;
  category: string;
  barcode: string | null;
  min_stock: number;
  max_stock: number;
  status: ProductStatus;
  cantidad_x_caja: number;
  abc_category: AbcCategoryValue | null;
  es_dm_priorizado: boolean;
  tipo_dm: TipoDm | null;
  categorizacion_implantable: CategorizacionImplantable | null;
  requiere_registro_sanitario: boolean;
  unit_of_measure: string;
  location_id: number | null;
  zone_id: number | null;
  warehouse_id: number | null;
}

export interface LotRow {
  id: number;
  location_id: number;
  location_code: string | null;
  location_description: string | null;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  quantity: number;
  reserved_quantity: number;
  held_quantity: number;
  stock_status: StockStatusView;
  updated_at: string;
}

export interface InventoryGroup {
  product: GroupProduct;
  total_quantity: number;
  reserved_quantity: number;
  held_quantity: number;
  lot_count: number;
  location_code: string | null;
  stock_status: StockStatusView;
  lots: LotRow[];
}

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
}

export interface InventoryPage {
  data: InventoryGroup[];
  pagination: Pagination;
  totals: { products: number; items: number; quantity: number };
}

export interface InventoryStats {
  total_products: number;
  total_stock: number;
  categories: number;
  low_or_critical: number;
}

export interface InventoryRowDetail {
  id: number;
  product_id: number;
  product_sku: string;
  product_name: string;
  category: string;
  location_id: number;
  location_code: string;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  quantity: number;
  reserved_quantity: number;
  available_quantity: number;
  min_stock: number;
  max_stock: number;
  stock_status: StockStatusView;
  entry_date: string;
  updated_at: string;
  product: GroupProduct & { current_stock: number };
  location: {
    id: number;
    code: string;
    description: string | null;
    zone_code: string | null;
    zone_name: string | null;
    warehouse_code: string | null;
    warehouse_name: string | null;
  };
}

export interface Product extends GroupProduct {
  codigo_fabrica: string | null;
  description: string | null;
  current_stock: number;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The categories API's shape is the domain's response schema (one definition for both sides). */
export type { CategoryView as Category } from '@bodega/domain';

export interface LocationOption {
  id: number;
  zone_id: number;
  code: string;
  description: string | null;
  location_type: LocationType;
  zone_code: string;
  warehouse_code: string;
}

/** Every query key of this feature starts here, so a write can refresh all of them at once. */
export const inventoryKey = ['inventory'] as const;
export const productsKey = ['products'] as const;
export const categoriesKey = ['categories'] as const;
