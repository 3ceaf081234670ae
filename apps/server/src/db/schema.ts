import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * Timestamps are ISO-8601 strings in UTC on both dialects, so they compare and sort the same
 * way on SQLite and PostgreSQL. Flags are integers 0/1 for the same reason.
 */

/** A column an insert may leave out: the database's default fills it. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  name: string | null;
  email: string;
  role: string;
  password_hash: string;
  /** Bumped on password change and on "close every session": tokens issued before stop working. */
  token_version: Defaulted<number>;
  /** Restricted mode: 1 hides and refuses category management, product creation and bulk loads. */
  restricted: Defaulted<number>;
  created_at: string;
  updated_at: string;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  identifier: string;
  succeeded: number;
  ip: string | null;
  attempted_at: string;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Token ids ended by a logout, kept until the token would have expired. */
export interface RevokedTokensTable {
  jti: string;
  user_id: number;
  expires_at: string;
}

export interface WarehousesTable {
  id: Generated<number>;
  code: string;
  name: string;
  address: string | null;
  description: string | null;
  status: Defaulted<string>;
  created_at: string;
  updated_at: string;
}

export interface ZonesTable {
  id: Generated<number>;
  warehouse_id: number;
  code: string;
  name: string;
  description: string | null;
  weight: Defaulted<number>;
  aisle: string | null;
  rack: string | null;
  level: string | null;
  position: string | null;
  capacity: Defaulted<number>;
  created_at: string;
  updated_at: string;
}

export interface LocationsTable {
  id: Generated<number>;
  zone_id: number;
  code: string;
  description: string | null;
  location_type: Defaulted<string>;
  aisle: string | null;
  rack: string | null;
  level: string | null;
  position: string | null;
  weight: Defaulted<number>;
  capacity: Defaulted<number>;
  width: number | null;
  length: number | null;
  height: number | null;
  barcode: string | null;
  is_volumetric: Defaulted<number>;
  volumetric_capacity: number | null;
  created_at: string;
  updated_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  /** How strictly the lot strategy is enforced on issues, picks and dispatch: 'none' | 'warn' | 'block'. */
  lot_enforcement: Defaulted<string>;
  /** Days before expiry a lot of the category raises 'Lotes por vencer' (1..365); null: the setting's windows. */
  dias_alerta_vencimiento: Defaulted<number | null>;
  created_at: string;
  updated_at: string;
}

export interface ProductsTable {
  id: Generated<number>;
  sku: string;
  barcode: string | null;
  codigo_fabrica: string | null;
  /** The manufacturer's name (migration 2026-12-02T1401), printed on the implant card. */
  fabricante: Defaulted<string | null>;
  name: string;
  description: string | null;
  category: string;
  abc_category: string | null;
  warehouse_id: number | null;
  zone_id: number | null;
  location_id: number | null;
  /** Sum of the product's inventory rows; only the ledger writes it. */
  current_stock: Defaulted<number>;
  min_stock: Defaulted<number>;
  max_stock: Defaulted<number>;
  cantidad_x_caja: Defaulted<number>;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  unit_of_measure: Defaulted<string>;
  status: Defaulted<string>;
  es_dm_priorizado: Defaulted<number>;
  tipo_dm: string | null;
  /** One serial per unit (received, issued, picked, transferred, implanted); default for priority implantables. */
  requiere_serie: Defaulted<number>;
  categorizacion_implantable: string | null;
  requiere_registro_sanitario: Defaulted<number>;
  search_text: Defaulted<string>;
  /** Hundredths of a peso; null until a price is set. */
  unit_price_cents: Defaulted<number | null>;
  /** Moving weighted average over receipts with a unit cost, in hundredths of a peso. */
  average_cost_cents: Defaulted<number | null>;
  lead_time_days: Defaulted<number | null>;
  safety_stock: Defaulted<number>;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
  /** Default picking strategy (fifo, lifo, fefo, manual); null when none was chosen. */
  picking_strategy: string | null;
  /** The product's override of its category's lot enforcement; null follows the category. */
  lot_enforcement: Defaulted<string | null>;
}

/**
 * One quantity of one product at one location for one lot/serial/expiry ('' when absent): an
 * inventory row's columns, copied by the reservations, holds and recall units that take from it.
 */
interface StockKeyQuantity {
  product_id: number;
  location_id: number;
  lot_number: Defaulted<string>;
  serial_number: Defaulted<string>;
  expiry_date: Defaulted<string>;
  quantity: number;
}

/** One row of stock, with the part of it committed away. */
export interface InventoryTable extends StockKeyQuantity {
  id: Generated<number>;
  /** Units committed away from free stock: reservations plus holds (available = quantity − this). */
  reserved_quantity: Defaulted<number>;
  /** The held part of reserved_quantity (quarantine, recall). */
  held_quantity: Defaulted<number>;
  entry_date: string;
  created_at: string;
  updated_at: string;
}

export interface TraceabilityEventsTable {
  id: Generated<number>;
  event_type: string;
  product_id: number;
  location_id: number | null;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  quantity: number;
  user_id: number | null;
  reference_type: string | null;
  reference_id: number | null;
  reference: string | null;
  description: string | null;
  notes: string | null;
  created_at: string;
  chain_seq: number | null;
  prev_hash: string | null;
  hash: string | null;
  /** MAC of the content under the audit key, written with the event (modules/ledger/event-mac.ts). */
  mac: Defaulted<string | null>;
  /** When the sealer refused the event (no valid MAC): it is never chained. */
  refused_at: Defaulted<string | null>;
  /**
   * What an event written before the devices' own types was (IMPLANT for an implant's DISPATCH…),
   * set by migration 2026-12-02T1400 outside the hash and the MAC; read as
   * coalesce(reclassified_type, event_type) (ledger/event-type-read.ts).
   */
  reclassified_type: Defaulted<string | null>;
}

export interface EventChainStateTable {
  id: number;
  last_seq: number;
  last_hash: string;
}

export interface EgressOrdersTable {
  id: Generated<number>;
  order_number: string;
  area_servicio: string;
  strategy: string;
  notes: string | null;
  /** 'Completado' | 'Anulado' (annulled orders returned their stock with RETURN events). */
  status: Defaulted<string>;
  user_id: number | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  cancelled_by: number | null;
}

/** One inventory row an issue line took from (a line spanning two lots is two rows). */
export interface EgressOrderItemsTable {
  id: Generated<number>;
  egress_order_id: number;
  line_no: number;
  product_id: number;
  location_id: number;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  quantity: number;
  barcode_scanned: string | null;
  gtin: string | null;
  sscc: string | null;
  gln: string | null;
  gsin: string | null;
  gdti: string | null;
  production_date: string | null;
  pack_date: string | null;
  best_before_date: string | null;
  net_weight_kg: number | null;
  gross_weight_kg: number | null;
  net_weight_lb: number | null;
  gross_weight_lb: number | null;
  /** JSON object of GS1 custom fields 90–99. */
  custom_fields: string | null;
  strategy_compliant: Defaulted<number>;
  strategy_warning: string | null;
  /** Reason code given for taking another lot than the strategy's (domain LOT_DEVIATION_REASONS). */
  deviation_reason: string | null;
  deviation_text: string | null;
}

export interface InternalMovementsTable {
  id: Generated<number>;
  reference: string;
  movement_type: string;
  status: Defaulted<string>;
  notes: string | null;
  user_id: number | null;
  created_at: string;
  updated_at: string;
  executed_at: string | null;
  executed_by: number | null;
}

export interface InternalMovementDetailsTable {
  id: Generated<number>;
  movement_id: number;
  product_id: number;
  source_location_id: number;
  destination_location_id: number;
  lot_number: string | null;
  quantity: number;
}

/** A goods receipt (ingreso): type 'reception', status 'Pendiente' | 'Completado' | 'Cancelado'. */
export interface TransactionsTable {
  id: Generated<number>;
  reference: string;
  type: Defaulted<string>;
  status: Defaulted<string>;
  supplier: string | null;
  warehouse_id: number | null;
  zone_id: number | null;
  notes: string | null;
  /** 'simplified' (straight into stock) | 'traditional' (Pendiente, stored through a storage list). */
  mode: string;
  user_id: number | null;
  created_at: string;
  updated_at: string;
  processed_at: string | null;
  cancelled_at: string | null;
  supplier_id: Defaulted<number | null>;
  purchase_order_id: Defaulted<number | null>;
}

export interface TransactionDetailsTable {
  id: Generated<number>;
  transaction_id: number;
  product_id: number;
  quantity: number;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  destination_location_id: number | null;
  /** 'pending' | 'stored'. */
  status: Defaulted<string>;
  forma_adquisicion: string | null;
  fecha_recepcion_conforme: string | null;
  numero_registro_sanitario: string | null;
  numero_inventario_activo_fijo: string | null;
  barcode_type: string | null;
  auto_filled: Defaulted<number>;
  /** The string scanned for the line, exactly as read (medical devices). */
  udi_raw: Defaulted<string | null>;
  unit_cost_cents: Defaulted<number | null>;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  key: string;
  user_id: number;
  route: string;
  request_hash: string;
  response_status: number;
  response_body: string;
  created_at: string;
}

export interface StorageListsTable {
  id: Generated<number>;
  list_number: string;
  transaction_id: number;
  /** pending | assigned | in_progress | completed | cancelled. */
  status: Defaulted<string>;
  priority: Defaulted<number>;
  storage_strategy: string;
  piece_by_piece_enabled: Defaulted<number>;
  total_items: Defaulted<number>;
  completed_items: Defaulted<number>;
  /** Minutes. */
  estimated_time: Defaulted<number>;
  actual_time: number | null;
  assigned_user_id: number | null;
  assigned_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface StorageItemsTable {
  id: Generated<number>;
  storage_list_id: number;
  transaction_detail_id: number;
  sequence: number;
  product_id: number;
  quantity_to_store: number;
  quantity_scanned: Defaulted<number>;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  suggested_location_id: number | null;
  suggestion_reason: string | null;
  actual_location_id: number | null;
  location_scanned: Defaulted<number>;
  product_scanned: Defaulted<number>;
  /** pending | stored. */
  status: Defaulted<string>;
  stored_at: string | null;
}

export interface SuppliersTable {
  id: Generated<number>;
  name: string;
  rut: string;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  created_at: string;
  updated_at: string;
}

/** status: borrador | enviada | recibida_parcial | recibida | cancelada. */
export interface PurchaseOrdersTable {
  id: Generated<number>;
  order_number: string;
  supplier_id: number;
  status: Defaulted<string>;
  notes: string | null;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface PurchaseOrderLinesTable {
  id: Generated<number>;
  purchase_order_id: number;
  product_id: number;
  quantity: number;
  received_quantity: Defaulted<number>;
  expected_cost_cents: number | null;
}

/** Units of one inventory row kept for an order line or a picking-task line. */
export interface StockReservationsTable extends StockKeyQuantity {
  id: Generated<number>;
  inventory_id: number;
  source_type: string;
  source_id: number;
  source_line_id: number | null;
  created_by: number | null;
  created_at: string;
}

/** Units of one inventory row held out of use (quarantine, recall); active while released_at is null. */
export interface StockHoldsTable extends StockKeyQuantity {
  id: Generated<number>;
  inventory_id: number;
  reason_type: string;
  reason_id: number | null;
  notes: string | null;
  created_by: number | null;
  created_at: string;
  released_at: string | null;
  released_by: number | null;
}

/** Next number of a document kind ('orders', 'picking_lists'): atomic update … returning. */
export interface DocumentSequencesTable {
  name: string;
  value: number;
}

/** A customer of sales orders; tax_id is the normalised RUT '12345678-K', unique. */
export interface CustomersTable {
  id: Generated<number>;
  name: string;
  tax_id: string;
  contact_person: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  city: string | null;
  address: string | null;
  country: string | null;
  postal_code: string | null;
  payment_terms: string | null;
  /** lower(name) + RUT forms, for the search by name or RUT. */
  search_text: Defaulted<string>;
  created_at: string;
  updated_at: string;
}

/** A sales order (Order). Money in whole pesos. */
export interface OrdersTable {
  id: Generated<number>;
  order_number: string;
  /** 'venta' (a sales order, with a customer) | 'tarea' (an internal picking task: no customer, no prices). */
  kind: Defaulted<string>;
  customer_id: number | null;
  /** pending | assigned | picking | picked | packed | shipped | delivered | cancelled. */
  status: Defaulted<string>;
  priority: Defaulted<number>;
  order_date: string;
  required_date: string | null;
  shipping_address: string | null;
  shipping_city: string | null;
  shipping_country: string | null;
  shipping_postal_code: string | null;
  shipping_method: string | null;
  picking_strategy: string | null;
  /** 'order' | 'product'. */
  strategy_level: Defaulted<string>;
  piece_by_piece_enabled: Defaulted<number>;
  notes: string | null;
  subtotal: Defaulted<number>;
  tax_amount: Defaulted<number>;
  total_amount: Defaulted<number>;
  /** First reservation ever: the order can no longer be hard-deleted. */
  first_allocated_at: string | null;
  allocated_at: string | null;
  carrier: string | null;
  service_type: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
  cancelled_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  line_no: number;
  product_id: number;
  quantity: number;
  /** Null on the lines of an internal task (orders.kind 'tarea'). */
  unit_price: number | null;
  line_total: number | null;
  picking_strategy: string | null;
  /** Manual criterion: 'lot' | 'serial' | 'expiry'. */
  criteria_type: string | null;
  criteria_value: string | null;
}

/** A picking list of an order (Picking list); executed by the picking module. */
export interface PickingListsTable {
  id: Generated<number>;
  list_number: string;
  order_id: number;
  /** pending | assigned | in_progress | completed | cancelled. */
  status: Defaulted<string>;
  priority: Defaulted<number>;
  piece_by_piece_enabled: Defaulted<number>;
  estimated_time: Defaulted<number>;
  assigned_user_id: number | null;
  assigned_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** Last route optimisation of the list (picking migration); its items follow that route. */
  route_strategy: string | null;
  route_optimized_at: string | null;
  /** The wave of a batch list (waves migration); null for a single order's list. */
  wave_id: Defaulted<number | null>;
  /** 1: a pick needs scans of its location and product; 0: an admin turned scanning off. */
  scan_required: Defaulted<number>;
  /** The last time scanning was turned off, kept after it is turned on again. */
  scan_off_at: string | null;
  scan_off_by: number | null;
}

/** One item per reservation of the order (Picking item). */
export interface PickingListItemsTable {
  id: Generated<number>;
  picking_list_id: number;
  order_line_id: number;
  reservation_id: number | null;
  sequence: number;
  product_id: number;
  location_id: number;
  lot_number: Defaulted<string>;
  serial_number: Defaulted<string>;
  expiry_date: Defaulted<string>;
  quantity_required: number;
  quantity_picked: Defaulted<number>;
  quantity_scanned: Defaulted<number>;
  barcode_scanned: Defaulted<number>;
  /** pending | picked | cancelled. */
  status: Defaulted<string>;
  picked_at: string | null;
  picked_by: number | null;
  /** Short pick (picking migration): units not picked and why. */
  short_quantity: Defaulted<number>;
  short_reason: string | null;
  /** Reason code given for picking another lot than the strategy's (domain LOT_DEVIATION_REASONS). */
  deviation_reason: Defaulted<string | null>;
  deviation_text: Defaulted<string | null>;
}

/** A clinical service: custody of devices is its location (type 'servicio_clinico'). */
export interface ClinicalServicesTable {
  id: Generated<number>;
  nombre: string;
  codigo: string | null;
  descripcion: string | null;
  location_id: number;
  created_at: string;
  updated_at: string;
}

/** The stable identity of a priority medical device: product + lot + serial ('' when absent). */
export interface DmDevicesTable {
  id: Generated<number>;
  product_id: number;
  lot_number: Defaulted<string>;
  serial_number: Defaulted<string>;
  created_at: string;
}

export interface DmTransfersTable {
  id: Generated<number>;
  device_id: number;
  from_location_id: number;
  expiry_date: Defaulted<string>;
  clinical_service_id: number;
  usuario_receptor: string;
  fecha_estimada_recepcion: string | null;
  observaciones: string | null;
  estado: string;
  qr_timestamp: string;
  fecha_transferencia: string;
  fecha_recepcion: string | null;
  received_by: number | null;
  received_via: string | null;
  cancelled_at: string | null;
  cancelled_by: number | null;
  created_by: number | null;
  created_at: string;
}

export interface DmImplantsTable {
  id: Generated<number>;
  device_id: number;
  product_id: number;
  lot_number: Defaulted<string>;
  serial_number: Defaulted<string>;
  expiry_date: Defaulted<string>;
  from_location_id: number;
  clinical_service_id: number | null;
  run_paciente: string;
  nombre_paciente: string;
  fecha_implantacion: string;
  nombre_profesional_implante: string;
  prestacion_quirurgica: string;
  codigo_prestacion: string | null;
  observaciones: string | null;
  udi_raw: string | null;
  gtin: string | null;
  fecha_explantacion: string | null;
  nombre_profesional_explante: string | null;
  motivo_explante: string | null;
  observaciones_explante: string | null;
  estado_tras_explante: string | null;
  explant_location_id: number | null;
  created_by: number | null;
  created_at: string;
}

export interface DmStateEventsTable {
  id: Generated<number>;
  device_id: number;
  estado_anterior: string | null;
  estado_nuevo: string;
  fecha_evento: string;
  observaciones: string;
  motivo_devolucion: string | null;
  motivo_cuarentena: string | null;
  metodo_destruccion: string | null;
  acta_destruccion: string | null;
  reference_type: string | null;
  reference_id: number | null;
  user_id: number | null;
  created_at: string;
}

export interface RecallsTable {
  id: Generated<number>;
  numero: string;
  product_id: number;
  gtin: string | null;
  lotes: string;
  series: string;
  todos: Defaulted<number>;
  motivo: string;
  referencia: string;
  estado: string;
  informe_cierre: string | null;
  created_by: number | null;
  created_at: string;
  closed_at: string | null;
  closed_by: number | null;
}

export interface RecallUnitsTable extends StockKeyQuantity {
  id: Generated<number>;
  recall_id: number;
  hold_id: number;
  estado: string;
  resolved_at: string | null;
  resolved_by: number | null;
}

/** Units picked for an order and brought back under a recall's hold (the order no longer carries them). */
export interface RecallOrderReturnsTable {
  id: Generated<number>;
  recall_id: number;
  recall_unit_id: number;
  order_id: number;
  order_line_id: number;
  product_id: number;
  lot_number: Defaulted<string>;
  serial_number: Defaulted<string>;
  expiry_date: Defaulted<string>;
  quantity: number;
  created_by: number | null;
  created_at: string;
}

/** A dispatch of the history: 'Pendiente' | 'Completado' | 'Cancelado'. */
export interface DispatchOrdersTable {
  id: Generated<number>;
  reference: string;
  destination: string;
  dispatch_date: string;
  source_location_id: number;
  notes: string | null;
  status: Defaulted<string>;
  selection_method: Defaulted<string>;
  user_id: number | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  completed_by: number | null;
}

export interface DispatchOrderItemsTable {
  id: Generated<number>;
  dispatch_order_id: number;
  line_no: number;
  product_id: number;
  quantity: number;
  /** Reason code given for dispatching another lot than the strategy's (domain LOT_DEVIATION_REASONS). */
  deviation_reason: Defaulted<string | null>;
  deviation_text: Defaulted<string | null>;
}

/** One inventory row a completed dispatch took units from (written by the ledger with them). */
export interface DispatchOrderIssuesTable {
  id: Generated<number>;
  dispatch_order_id: number;
  item_id: number;
  product_id: number;
  location_id: number;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  quantity: number;
}

/** A wave of orders picked together. */
export interface WavesTable {
  id: Generated<number>;
  name: string;
  /** pending | in_progress | completed | cancelled. */
  status: Defaulted<string>;
  priority: Defaulted<number>;
  notes: string | null;
  estimated_time: Defaulted<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  completed_at: string | null;
}

/** An order of a wave; open = 1 while the wave is pending or in progress (unique per order then). */
export interface WaveOrdersTable {
  id: Generated<number>;
  wave_id: number;
  order_id: number;
  picking_list_id: number | null;
  open: Defaulted<number>;
  created_at: string;
}

/** The order lines a merged batch picking item serves, with their units. */
export interface PickingItemOrderLinesTable {
  id: Generated<number>;
  picking_list_item_id: number;
  order_id: number;
  order_line_id: number;
  reservation_id: number | null;
  quantity_required: number;
  quantity_picked: Defaulted<number>;
  short_quantity: Defaulted<number>;
}

/** The single row (id 1) of wave limits. */
export interface WaveSettingsTable {
  id: number;
  max_orders_per_wave: number;
  max_locations_per_wave: number;
  max_items_per_wave: number;
  updated_by: number | null;
  updated_at: string;
}

/** Daily rollup of stock movements, written by the ledger (modules/ledger/daily-rollup.ts). */
export interface StockDailyMovesTable {
  product_id: number;
  warehouse_id: number;
  /** America/Santiago day, 'YYYY-MM-DD'. */
  day: string;
  in_units: number;
  out_units: number;
  in_value_cents: number;
  out_value_cents: number;
  demand_units: number;
  demand_value_cents: number;
  moves: number;
}

/** A loading dock; capacity and load in whole pallets (one order, one pallet). */
export interface LoadingDocksTable {
  id: Generated<number>;
  name: string;
  capacity: number;
  current_load: Defaulted<number>;
  /** disponible | ocupado | cargando | mantenimiento. */
  status: Defaulted<string>;
  carrier: string | null;
  vehicle_plate: string | null;
  created_at: string;
  updated_at: string;
}

/** Picked orders grouped for one dock and one shipment. */
export interface ConsolidationsTable {
  id: Generated<number>;
  consolidation_number: string;
  notes: string | null;
  dock_id: number | null;
  shipment_id: number | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ConsolidationOrdersTable {
  consolidation_id: number;
  order_id: number;
  previous_status: string;
  created_at: string;
  /** Set when the order left a shipped consolidation because its shipment returned (history row). */
  released_at: string | null;
}

/** A shipment with its stored manifest (bytes kept so a download serves the same file). */
export interface ShipmentsTable {
  id: Generated<number>;
  shipment_number: string;
  dock_id: number | null;
  dock_name: string | null;
  carrier: Defaulted<string>;
  tracking_number: string | null;
  vehicle_plate: string | null;
  ship_date: string;
  estimated_delivery: string | null;
  notes: string | null;
  /** preparando | shipped | en_transito | entregado | devuelto. */
  status: Defaulted<string>;
  delivered_at: string | null;
  archived_at: string | null;
  pdf_generated: Defaulted<number>;
  pdf_filename: string | null;
  pdf_generated_at: string | null;
  manifest_pdf: Buffer | Uint8Array | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A carrier (options plus admin-added ones); shipments and docks keep its code. */
/** One background verification of the event chain (modules/traceability/chain-verification-runs.ts). */
export interface ChainVerificationsTable {
  id: Generated<number>;
  status: 'en_curso' | 'completa' | 'interrumpida' | 'fallida';
  trigger: 'manual' | 'programada' | 'inicio';
  requested_by: number | null;
  started_at: string;
  finished_at: string | null;
  /** Written with each page of progress: a running row whose heartbeat stopped lost its instance. */
  heartbeat_at: string;
  checked: number;
  chain_length: number;
  valid: number | null;
  /** The ChainVerification as JSON, when it finished. */
  result: string | null;
  error: string | null;
}

/** Owner and threshold of one alert type (modules/alerts); a missing row means the defaults. */
export interface AlertSettingsTable {
  alert_type: string;
  owner_role: string | null;
  owner_user_id: number | null;
  /** Days (expiry window), hours (idle lists, pending transfers); null: the type's default. */
  threshold: number | null;
  updated_by: number | null;
  updated_at: string;
}

/** One resolved occurrence of an alert: its key and the fingerprint of the cause it had. */
/** One run of the invariant checker (npm run check:invariants) and its verdict. */
export interface InvariantChecksTable {
  id: Generated<number>;
  started_at: string;
  finished_at: string;
  /** How many invariants were broken; 0: every promise kept. */
  violations: number;
  /** The first broken invariants, one a line; null when none. */
  summary: string | null;
}

export interface AlertResolutionsTable {
  alert_key: string;
  fingerprint: string;
  resolved_by: number | null;
  resolved_at: string;
}

/** One occurrence of an alert whose owner was e-mailed. */
export interface AlertNotificationsTable {
  alert_key: string;
  fingerprint: string;
  notified_at: string;
}

export interface CarriersTable {
  id: Generated<number>;
  code: string;
  name: string;
  tracking_url_base: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  active: Defaulted<number>;
  created_at: string;
  updated_at: string;
}

/** A carrier's service: transit days and rates in whole CLP. */
export interface CarrierServicesTable {
  id: Generated<number>;
  carrier_id: number;
  code: string;
  name: string;
  transit_days: number;
  base_rate: number;
  per_kg_rate: number;
  per_pallet_rate: number;
  active: Defaulted<number>;
  created_at: string;
  updated_at: string;
}

/** The cycle-count plan (modules/counts): one row, id 1. Booleans are 0/1. */
export interface CountPlanTable {
  id: number;
  frequency_a: string;
  frequency_b: string;
  frequency_c: string;
  frequency_priority: string;
  trigger_zero: number;
  trigger_short_pick: number;
  trigger_variance: number;
  priority_any_variance: number;
  tolerance_percent: number;
  tolerance_units: number;
  updated_at: string | null;
  updated_by: number | null;
}

/** A count of one location (modules/counts). */
export interface CountTasksTable {
  id: Generated<number>;
  /** 'CNT-000001', from the 'count_tasks' document sequence. */
  number: string;
  location_id: number;
  cause: string;
  state: string;
  /** A recount names the task it recounts. */
  parent_task_id: number | null;
  /** A recount may not be counted by this operator (the one who counted the parent). */
  excluded_operator_id: number | null;
  operator_id: number | null;
  /** The location while the task is open (unique: one open task per location); NULL once closed. */
  open_location_id: number | null;
  /** The location while an operator counts it: the ledger refuses its moves. */
  counting_location_id: number | null;
  due_at: string;
  started_at: string | null;
  submitted_at: string | null;
  submitted_by: number | null;
  closed_at: string | null;
  total_lines: Defaulted<number>;
  accurate_lines: Defaulted<number>;
  created_by: number | null;
  created_at: string;
}

/** What the operator counted of one stock key in a task (blind: no expected quantity here). */
export interface CountLinesTable {
  id: Generated<number>;
  task_id: number;
  product_id: number;
  lot_number: string;
  serial_number: string;
  expiry_date: string;
  counted_quantity: number;
  counted_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One stock key's result at submission: the system's quantity then, the count and its approval. */
export interface CountResultsTable {
  id: Generated<number>;
  task_id: number;
  product_id: number;
  lot_number: string;
  serial_number: string;
  expiry_date: string;
  expected_quantity: number;
  counted_quantity: number;
  out_of_tolerance: number;
  /** 'exacta', 'reconteo' (handed to a recount), 'por_aprobar', 'aprobada'. */
  state: string;
  reason_code: string | null;
  reason_text: string | null;
  approved_by: number | null;
  approved_at: string | null;
  created_at: string;
}

/** The master of one product's lot: its one expiry (null while unknown). */
export interface LotsTable {
  id: Generated<number>;
  product_id: number;
  lot_number: string;
  expiry_date: string | null;
  first_seen: string;
  /** What brought it first: 'ingreso' | 'ajuste' | 'evento' | 'escaneo' | 'migracion' | … */
  source: string;
  reference: string | null;
  created_by: number | null;
  updated_at: string;
}

/** A refused attempt to bring a known lot with another expiry, or stock the migration found disagreeing. */
export interface LotConflictsTable {
  id: Generated<number>;
  lot_id: number | null;
  product_id: number;
  lot_number: string;
  stored_expiry: string | null;
  attempted_expiry: string;
  source: string;
  reference: string | null;
  /** Units in stock with the attempted expiry (migration rows); null for a refused attempt. */
  quantity: number | null;
  user_id: number | null;
  created_at: string;
}

/** An admin's correction of a lot's expiry. */
export interface LotExpiryChangesTable {
  id: Generated<number>;
  lot_id: number;
  old_expiry: string | null;
  new_expiry: string;
  reason: string;
  rows_updated: Defaulted<number>;
  user_id: number | null;
  created_at: string;
}

export interface Database {
  lots: LotsTable;
  lot_conflicts: LotConflictsTable;
  lot_expiry_changes: LotExpiryChangesTable;
  alert_settings: AlertSettingsTable;
  alert_resolutions: AlertResolutionsTable;
  invariant_checks: InvariantChecksTable;
  alert_notifications: AlertNotificationsTable;
  users: UsersTable;
  login_attempts: LoginAttemptsTable;
  password_reset_tokens: PasswordResetTokensTable;
  revoked_tokens: RevokedTokensTable;
  warehouses: WarehousesTable;
  zones: ZonesTable;
  locations: LocationsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  inventory: InventoryTable;
  traceability_events: TraceabilityEventsTable;
  event_chain_state: EventChainStateTable;
  egress_orders: EgressOrdersTable;
  egress_order_items: EgressOrderItemsTable;
  internal_movements: InternalMovementsTable;
  internal_movement_details: InternalMovementDetailsTable;
  transactions: TransactionsTable;
  transaction_details: TransactionDetailsTable;
  idempotency_keys: IdempotencyKeysTable;
  storage_lists: StorageListsTable;
  storage_items: StorageItemsTable;
  suppliers: SuppliersTable;
  purchase_orders: PurchaseOrdersTable;
  purchase_order_lines: PurchaseOrderLinesTable;
  stock_reservations: StockReservationsTable;
  stock_holds: StockHoldsTable;
  document_sequences: DocumentSequencesTable;
  customers: CustomersTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  picking_lists: PickingListsTable;
  picking_list_items: PickingListItemsTable;
  waves: WavesTable;
  wave_orders: WaveOrdersTable;
  picking_item_order_lines: PickingItemOrderLinesTable;
  wave_settings: WaveSettingsTable;
  clinical_services: ClinicalServicesTable;
  dm_devices: DmDevicesTable;
  dm_transfers: DmTransfersTable;
  dm_implants: DmImplantsTable;
  dm_state_events: DmStateEventsTable;
  recalls: RecallsTable;
  recall_units: RecallUnitsTable;
  recall_order_returns: RecallOrderReturnsTable;
  dispatch_orders: DispatchOrdersTable;
  dispatch_order_items: DispatchOrderItemsTable;
  dispatch_order_issues: DispatchOrderIssuesTable;
  stock_daily_moves: StockDailyMovesTable;
  loading_docks: LoadingDocksTable;
  consolidations: ConsolidationsTable;
  consolidation_orders: ConsolidationOrdersTable;
  shipments: ShipmentsTable;
  carriers: CarriersTable;
  carrier_services: CarrierServicesTable;
  chain_verifications: ChainVerificationsTable;
  count_plan: CountPlanTable;
  count_tasks: CountTasksTable;
  count_lines: CountLinesTable;
  count_results: CountResultsTable;
}

export type UserRow = Selectable<UsersTable>;
export type ProductRow = Selectable<ProductsTable>;
export type InventoryRow = Selectable<InventoryTable>;
export type LocationRow = Selectable<LocationsTable>;
export type ZoneRow = Selectable<ZonesTable>;
export type WarehouseRow = Selectable<WarehousesTable>;
export type EventRow = Selectable<TraceabilityEventsTable>;
export type StockReservationRow = Selectable<StockReservationsTable>;
export type StockHoldRow = Selectable<StockHoldsTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type PickingListRow = Selectable<PickingListsTable>;
export type PickingListItemRow = Selectable<PickingListItemsTable>;
