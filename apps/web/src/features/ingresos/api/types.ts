import type { TipoDm } from '@bodega/domain';

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

/** A product as the products API answers it (the fields this screen reads). */
export interface Product {
  id: number;
  sku: string;
  barcode: string | null;
  name: string;
  category: string;
  cantidad_x_caja: number;
  status: string;
  es_dm_priorizado: boolean;
  tipo_dm: TipoDm | null;
  requiere_registro_sanitario: boolean;
}

/** Every query of this screen starts here. */
export const ingresosKey = ['ingresos'] as const;
