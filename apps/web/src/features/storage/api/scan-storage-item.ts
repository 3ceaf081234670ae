import { progressPercent } from '@bodega/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storageListKey } from './get-storage-list';
import type { PieceScanResult, StorageItem, StorageListDetail } from './types';

interface ScanInput {
  itemId: number;
  listId: number;
  barcode: string;
}

/** Step 1: the location (must exist and have room). */
export function scanLocation({ itemId, barcode }: ScanInput): Promise<StorageItem> {
  return apiClient.post<StorageItem>(`/intelligent-storage/storage-items/${itemId}/scan-location`, { barcode });
}

/**
 * Step 2: the product. Piece-by-piece lists count one unit per scan; otherwise one scan stores
 * the whole item. Both answer in the piece shape here so the screen has one path.
 */
export async function scanProduct({ itemId, barcode, piece }: ScanInput & { piece: boolean }): Promise<PieceScanResult> {
  if (piece)
    return apiClient.post<PieceScanResult>(`/intelligent-storage/storage-items/${itemId}/scan-product-piece`, { barcode });
  const item = await apiClient.post<StorageItem>(`/intelligent-storage/storage-items/${itemId}/scan-product`, { barcode });
  const stored = item.status === 'stored';
  return { success: true, item, all_scanned: stored, stored, message: '' };
}

/**
 * Puts the item a scan answered into the cached list (and the list's progress when the scan
 * stored it), so a scan costs one request instead of the scan plus a read of the whole list.
 * A read of the list already on its way is cancelled first, so it cannot bring back the item as
 * it was before the scan; the 5-second refresh keeps reconciling with the server.
 */
export async function applyScannedItem(queryClient: QueryClient, listId: number, item: StorageItem): Promise<void> {
  const key = storageListKey(listId);
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData<StorageListDetail>(key, (list) => {
    const before = list?.storage_items.find((other) => other.id === item.id);
    if (!list || !before) return list;
    const completed = list.completed_items + (before.status !== 'stored' && item.status === 'stored' ? 1 : 0);
    return {
      ...list,
      completed_items: completed,
      progress: progressPercent(completed, list.total_items),
      storage_items: list.storage_items.map((other) => (other.id === item.id ? item : other)),
    };
  });
}

export function useScanLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanLocation,
    onSuccess: (item, input) => applyScannedItem(queryClient, input.listId, item),
    // A refused scan may come from a list that changed meanwhile: read it again.
    onError: (_error, input) => queryClient.invalidateQueries({ queryKey: storageListKey(input.listId) }),
  });
}

export function useScanProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanProduct,
    onSuccess: (result, input) => applyScannedItem(queryClient, input.listId, result.item),
    onError: (_error, input) => queryClient.invalidateQueries({ queryKey: storageListKey(input.listId) }),
  });
}
