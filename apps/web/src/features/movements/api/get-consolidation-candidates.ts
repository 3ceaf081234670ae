import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MOVEMENTS_BASE, movementsKey, type ConsolidationCandidate, type Paged } from './types';

export interface CandidatesParams {
  search: string;
  /** 1-based. */
  page: number;
  per_page: number;
}

/** Products held in more than one location, with each location's quantity. */
export function getConsolidationCandidates(
  params: CandidatesParams,
  signal?: AbortSignal,
): Promise<Paged<ConsolidationCandidate>> {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(params.per_page) });
  if (params.search.trim()) query.set('search', params.search.trim());
  return apiRequest<Paged<ConsolidationCandidate>>(`${MOVEMENTS_BASE}/consolidation-candidates?${query.toString()}`, { signal });
}

export const consolidationCandidatesQueryOptions = (params: CandidatesParams) =>
  queryOptions({
    queryKey: [...movementsKey, 'consolidation-candidates', params],
    queryFn: ({ signal }) => getConsolidationCandidates(params, signal),
    placeholderData: keepPreviousData,
  });

export function useConsolidationCandidates(params: CandidatesParams, enabled: boolean) {
  return useQuery({ ...consolidationCandidatesQueryOptions(params), enabled });
}
