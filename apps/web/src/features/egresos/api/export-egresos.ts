import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveBlob, type DownloadedFile } from '../../../lib/download';
import { filtersQuery } from '../lib/list-params';
import type { EgresoFilters } from './types';

export type ExportFile = DownloadedFile;

/**
 * GET /transactions/egresos/export?format=xlsx: the server streams the workbook, so this reads a
 * blob rather than JSON (the shared client parses JSON only).
 */
export function exportEgresos(filters: EgresoFilters, format: 'xlsx' | 'csv' = 'xlsx'): Promise<ExportFile> {
  return fetchFile(`/transactions/egresos/export?${filtersQuery(filters, { format })}`, `egresos.${format}`);
}

/** Saves a downloaded file through a temporary link. */
export function saveFile({ blob, filename }: ExportFile): void {
  saveBlob(blob, filename);
}

export function useExportEgresos() {
  return useMutation({ mutationFn: ({ filters }: { filters: EgresoFilters }) => exportEgresos(filters, 'xlsx') });
}
