import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Ledger } from '../ledger';
import type { LocationForReceipt, ProductForReceipt, ZoneForReceipt } from './receipt-refs.repository';

/* What the receipt operations (receive-receipt.ts, edit-receipt.ts) take and return. */

export interface ReceiptLine {
  product_id: number;
  quantity: number;
  lot_number?: string | null | undefined;
  serial_number?: string | null | undefined;
  /** One serial per unit (a serialised product's line of quantity N): split into N stored lines. */
  serial_numbers?: string[] | null | undefined;
  expiry_date?: string | null | undefined;
  destination_location_id?: number | null | undefined;
  barcode_type?: string | null | undefined;
  auto_filled?: boolean | undefined;
  udi_raw?: string | null | undefined;
  forma_adquisicion?: string | null | undefined;
  fecha_recepcion_conforme?: string | null | undefined;
  numero_registro_sanitario?: string | null | undefined;
  numero_inventario_activo_fijo?: string | null | undefined;
  /** Whole pesos. */
  unit_cost?: number | null | undefined;
}

export interface ReceiptHeader {
  reference: string;
  supplier?: string | null | undefined;
  /** The supplier entity and the purchase order the receipt receives. */
  supplier_id?: number | null | undefined;
  purchase_order_id?: number | null | undefined;
  notes?: string | null | undefined;
  warehouse_id?: number | null | undefined;
  zone_id?: number | null | undefined;
}

export { PLACEMENT_RULES, type PlacementRule } from '@bodega/domain';
import type { PlacementRule } from '@bodega/domain';

export interface Placement {
  location: LocationForReceipt;
  rule: PlacementRule;
}

export interface Checked {
  products: Map<number, ProductForReceipt>;
  locations: Map<number, LocationForReceipt>;
  zone: ZoneForReceipt | null;
}

/** One receipt operation's transaction, and the ledger for its stock. */
export interface ReceiptContext {
  trx: Transaction<Database>;
  stock: Ledger;
}
