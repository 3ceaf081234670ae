import { useMutation, useQueryClient } from '@tanstack/react-query';
import { facilitiesKey } from './types';

/**
 * A facilities write: counts, usage and lists of the other tabs depend on it (a new location
 * changes its zone's count and its warehouse's), so every facilities query is refreshed.
 */
export function useFacilitiesMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: facilitiesKey }),
  });
}
