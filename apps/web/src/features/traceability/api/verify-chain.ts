import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { traceabilityKey, type ChainVerification } from './types';

/** Walks the hash chain of the event log on the server and reports the first broken link. */
export function verifyChain(signal?: AbortSignal): Promise<ChainVerification> {
  return apiClient.get<ChainVerification>('/traceability/verify', signal);
}

export const chainVerificationQueryOptions = () =>
  queryOptions({ queryKey: [...traceabilityKey, 'verify'], queryFn: ({ signal }) => verifyChain(signal), staleTime: 60_000 });

export function useChainVerification() {
  return useQuery(chainVerificationQueryOptions());
}
