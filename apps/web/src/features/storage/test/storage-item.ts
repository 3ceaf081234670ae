import type { StorageItem } from '../api/types';

/** A pending storage item of the test list (list 1, product 10), with the given changes. */
export function storageItem(id: number, patch: Partial<StorageItem> = {}): StorageItem {
  return {
    id,
    storage_list_id: 1,
    transaction_detail_id: id,
    sequence: id,
    status: 'pending',
    product_id: 10,
    product: { id: 10, name: 'Jeringa', code: 'SKU-1', sku: 'SKU-1', barcode: '7800000000017' },
    quantity_to_store: 3,
    quantity_scanned: 0,
    lot_number: 'L1',
    serial_number: null,
    expiry_date: null,
    suggested_location: null,
    suggestion_reason: null,
    actual_location: null,
    location_scanned: false,
    product_scanned: false,
    stored_at: null,
    ...patch,
  };
}
