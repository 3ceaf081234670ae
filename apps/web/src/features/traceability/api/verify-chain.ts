import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { traceabilityKey, type ChainVerification } from './types';

/**
 * Verifies the hash chain of the event log on the server: by default only the events sealed
 * after the last verified checkpoint; `full` walks the whole chain (administrators).
 */
export function verifyChain(signal?: AbortSignal, full = false): Promise<ChainVerification> {
  return apiClient.get<ChainVerification>(`/traceability/verify${full ? '?full=true' : ''}`, signal);
}

const verifyKey = [...traceabilityKey, 'verify'] as const;

export const chainVerificationQueryOptions = () =>
  queryOptions({ queryKey: verifyKey, queryFn: ({ signal }) => verifyChain(signal), staleTime: 60_000 });

export function useChainVerification() {
  return useQuery(chainVerificationQueryOptions());
}

/** The full walk on demand; its answer replaces the status shown. */
export function useFullChainVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => verifyChain(undefined, true),
    onSuccess: (result) => client.setQueryData(verifyKey, result),
  });
}
