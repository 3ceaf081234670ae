import type { IssueStrategy } from '@bodega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ScanResult } from './types';

export interface ScanRequest {
  barcode: string;
  strategy: IssueStrategy;
  /** The wedge scanner's group separator when it is not ASCII 29. */
  separator?: string;
}

/** POST /egresos/scan: classification, product, the line the code fills and its strategy verdict. */
export function scanEgreso({ barcode, strategy, separator }: ScanRequest): Promise<ScanResult> {
  return apiClient.post<ScanResult>('/egresos/scan', {
    barcode,
    strategy,
    ...(separator && separator !== '\x1d' ? { separator } : {}),
  });
}

export function useScanEgreso() {
  return useMutation({ mutationFn: scanEgreso });
}
