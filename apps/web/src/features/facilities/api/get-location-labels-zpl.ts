import type { LabelSize, PrintDpi } from '@bodega/domain';
import { apiRequest } from '../../../lib/api-client';

export interface ZplRequest {
  ids: number[];
  size: LabelSize;
  dpi: PrintDpi;
  copies: number;
}

/** GET /locations/labels.zpl: the ZPL text for thermal label printers (a download, not cached). */
export function getLocationLabelsZpl({ ids, size, dpi, copies }: ZplRequest): Promise<string> {
  const query = new URLSearchParams({ ids: ids.join(','), size, dpi: String(dpi), copies: String(copies) });
  return apiRequest<string>(`/locations/labels.zpl?${query.toString()}`);
}
