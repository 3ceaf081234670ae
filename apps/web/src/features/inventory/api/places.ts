import type { LocationInput } from '@bodega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateResources } from '../../../lib/resources/invalidate';
import type { LocationOption } from './types';

/** POST /locations from the product form's new-location dialog; the pickers then list it. */
export function createLocation(payload: LocationInput): Promise<LocationOption> {
  return apiClient.post<LocationOption>('/locations', payload);
}

export function useCreateLocation() {
  const onSuccess = useInvalidateResources(['facilities']);
  return useMutation({ mutationFn: createLocation, onSuccess });
}
