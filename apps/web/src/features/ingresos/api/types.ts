import type { ProductOut } from '@bodega/domain';

// The receipts API's shapes are the domain's response schemas (the server validates and documents
// its answers with them): one definition for both sides.
export type {
  CapacityCheckOut as CapacityCheck,
  IngresoDetail,
  IngresoDetailLine,
  IngresoSummary,
  IngresosPage,
  ZoneCapacityOut as ZoneCapacity,
} from '@bodega/domain';

/** A product as the products API answers it (the fields this screen reads; a receipt draft carries just these). */
export type Product = Pick<
  ProductOut,
  | 'id'
  | 'sku'
  | 'barcode'
  | 'name'
  | 'category'
  | 'cantidad_x_caja'
  | 'status'
  | 'es_dm_priorizado'
  | 'tipo_dm'
  | 'requiere_registro_sanitario'
> &
  // A purchase order's draft carries products without it: they then take the spec's serial rule.
  Partial<Pick<ProductOut, 'requiere_serie'>>;

/** Every query of this screen starts here. */
export const ingresosKey = ['ingresos'] as const;
