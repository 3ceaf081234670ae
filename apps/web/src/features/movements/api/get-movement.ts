import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MOVEMENTS_BASE, movementsKey, type Movement } from './types';

/** A movement with its lines and the stock each source holds now. */
export function getMovement(id: number, signal?: AbortSignal): Promise<Movement> {
  return apiClient.get<Movement>(`${MOVEMENTS_BASE}/${id}`, signal);
}

export const movementQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...movementsKey, 'detail', id], queryFn: ({ signal }) => getMovement(id, signal) });

export function useMovement(id: number | null) {
  return useQuery({ ...movementQueryOptions(id ?? 0), enabled: id !== null });
}
