import type { LocationInput } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { facilityListsKey } from '../../../components/pickers/api/facility-lists';
import { locationPickerKey } from '../../../components/pickers/api/search-locations';
import { apiClient } from '../../../lib/api-client';
import type { LocationOption } from './types';

/** POST /locations from the product form's new-location dialog; the pickers then list it. */
export function createLocation(payload: LocationInput): Promise<LocationOption> {
  return apiClient.post<LocationOption>('/locations', payload);
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: facilityListsKey }),
        queryClient.invalidateQueries({ queryKey: locationPickerKey }),
      ]);
    },
  });
}
