import type { ListStatus, Operator, StorageItemStatus, StorageStrategy } from '@bodega/domain';

/** Shapes of the storage API (apps/server/src/modules/storage/storage.schemas.ts). */
export interface LocationRef {
  id: number;
  code: string;
  barcode: string | null;
  zone: { id: number; name: string; warehouse: { id: number; name: string } };
}

export interface StorageItem {
  id: number;
  storage_list_id: number;
  transaction_detail_id: number;
  sequence: number;
  status: StorageItemStatus;
  product_id: number;
  product: { id: number; name: string; code: string; sku: string; barcode: string | null };
  quantity_to_store: number;
  quantity_scanned: number;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  suggested_location: LocationRef | null;
  suggestion_reason: string | null;
  actual_location: LocationRef | null;
  location_scanned: boolean;
  product_scanned: boolean;
  stored_at: string | null;
}

export interface StorageListSummary {
  id: number;
  list_number: string;
  transaction_id: number;
  transaction: { id: number; reference: string; supplier: string | null; status: string };
  status: ListStatus;
  priority: number;
  storage_strategy: StorageStrategy;
  piece_by_piece_enabled: boolean;
  total_items: number;
  completed_items: number;
  total_units: number;
  progress: number;
  estimated_time: number;
  actual_time: number | null;
  assigned_user_id: number | null;
  assigned_user: { id: number; username: string; email: string } | null;
  assigned_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  created_at: string;
}

export interface StorageListDetail extends StorageListSummary {
  storage_items: StorageItem[];
}

export interface PieceScanResult {
  success: true;
  item: StorageItem;
  all_scanned: boolean;
  stored: boolean;
  message: string;
}

export interface StorageSummary {
  id: number;
  list_number: string;
  transaction_reference: string;
  status: 'completed';
  storage_strategy: StorageStrategy;
  piece_by_piece_enabled: boolean;
  started_at: string | null;
  completed_at: string;
  actual_time: number;
  estimated_time: number;
  efficiency: number;
  total_items: number;
  completed_items: number;
  total_units: number;
  relocated_items: number;
  operator: { id: number; username: string } | null;
}

export interface StorageDashboard {
  scope: 'operator' | 'all';
  pending: number;
  assigned: number;
  in_progress: number;
  completed_today: number;
  completed: number;
  active: number;
  total_tasks: number;
  efficiency: number;
  time_efficiency: number;
  total_estimated_minutes: number;
  lists: StorageListSummary[];
}

/** The part of GET /users/operators (the domain's operator schema) the storage screens read. */
export type OperatorOption = Pick<Operator, 'id' | 'username' | 'email'>;
