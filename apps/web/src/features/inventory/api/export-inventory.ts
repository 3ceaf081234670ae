import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { clearSession, readToken } from '../../../lib/auth-storage';
import { saveBlob } from '../../../lib/download';
import { inventoryFilterQuery, type InventoryParams } from '../lib/inventory-params';
import { toQueryString } from '../lib/query-string';
import { readAfterWriteHeaders } from '../../../lib/read-after-write';

export type ExportFormat = 'csv' | 'xlsx';

// The server streams every matching row; a large inventory takes longer than the 10 s of an
// ordinary call, so the file download gets its own limit.
const EXPORT_TIMEOUT_MS = 120_000;

function filenameOf(response: Response, format: ExportFormat): string {
  const match = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `inventario.${format}`;
}

/**
 * GET /inventory/export: the file (inventario_{fecha}.csv or .xlsx) of everything matching the
 * current filters, built by the server and saved by the browser.
 */
export async function exportInventory({ params, format }: { params: InventoryParams; format: ExportFormat }): Promise<string> {
  const token = readToken();
  const headers = new Headers(readAfterWriteHeaders());
  if (token) headers.set('Authorization', token.startsWith('Bearer ') ? token : `Bearer ${token}`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), EXPORT_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}/inventory/export${toQueryString({ ...inventoryFilterQuery(params), format })}`, {
        headers,
        signal: controller.signal,
      });
    } catch {
      throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
    }
    if (response.status === 401) {
      // A 401 anywhere clears the session and goes to /login.
      clearSession();
      window.location.assign('/login');
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
      throw new ApiError(response.status, body?.code ?? `HTTP_${response.status}`, body?.error ?? '');
    }
    const filename = filenameOf(response, format);
    saveBlob(await response.blob(), filename);
    return filename;
  } finally {
    clearTimeout(timer);
  }
}

export function useExportInventory() {
  return useMutation({ mutationFn: exportInventory });
}
