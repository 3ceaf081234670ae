import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storageListKey } from './get-storage-list';
import type { PieceScanResult, StorageItem } from './types';

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
  if (piece) return apiClient.post<PieceScanResult>(`/intelligent-storage/storage-items/${itemId}/scan-product-piece`, { barcode });
  const item = await apiClient.post<StorageItem>(`/intelligent-storage/storage-items/${itemId}/scan-product`, { barcode });
  const stored = item.status === 'stored';
  return { success: true, item, all_scanned: stored, stored, message: '' };
}

export function useScanLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanLocation,
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: storageListKey(input.listId) }),
  });
}

export function useScanProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanProduct,
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: storageListKey(input.listId) }),
  });
}
