import type { WaveSuggestions } from '@bodega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface SuggestCriteria {
  priority: number;
  warehouse_id: number | null;
  required_date_before: string | null;
}

/** POST /wave-picking/suggest-wave with the criteria (nothing is reserved). */
export function useSuggestWaves() {
  return useMutation({
    mutationFn: (criteria: SuggestCriteria) => apiClient.post<WaveSuggestions>('/wave-picking/suggest-wave', { criteria }),
  });
}
