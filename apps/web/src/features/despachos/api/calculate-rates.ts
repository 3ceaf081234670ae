import type { CalculateRates, RateQuote } from '@bodega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /carriers/calculate-rates: one quote per active service, cheapest first. */
export function useCalculateRates() {
  return useMutation({
    mutationFn: (body: CalculateRates) => apiClient.post<RateQuote[]>('/carriers/calculate-rates', body),
  });
}
