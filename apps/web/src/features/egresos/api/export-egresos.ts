import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { readToken } from '../../../lib/auth-storage';
import { filtersQuery } from '../lib/list-params';
import type { EgresoFilters } from './types';

export interface ExportFile {
  blob: Blob;
  filename: string;
}

function filenameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * GET /transactions/egresos/export?format=xlsx: the server streams the workbook, so this reads a
 * blob rather than JSON (the shared client parses JSON only).
 */
export async function exportEgresos(filters: EgresoFilters, format: 'xlsx' | 'csv' = 'xlsx'): Promise<ExportFile> {
  const token = readToken();
  const headers = new Headers();
  if (token) headers.set('Authorization', token.startsWith('Bearer ') ? token : `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/transactions/egresos/export?${filtersQuery(filters, { format })}`, { headers });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new ApiError(response.status, body?.code ?? `HTTP_${response.status}`, body?.error ?? '');
  }
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition'), `egresos.${format}`) };
}

/** Saves a downloaded file through a temporary link. */
export function saveFile({ blob, filename }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 5000);
}

export function useExportEgresos() {
  return useMutation({ mutationFn: ({ filters }: { filters: EgresoFilters }) => exportEgresos(filters, 'xlsx') });
}
