import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { traceabilityKey, type ChainVerification } from './types';

/** Verifies the whole hash chain of the event log on the server (every broken link, up to 100). */
export function verifyChain(signal?: AbortSignal): Promise<ChainVerification> {
  return apiClient.get<ChainVerification>('/traceability/verify', signal);
}

const verifyKey = [...traceabilityKey, 'verify'] as const;

export const chainVerificationQueryOptions = () =>
  queryOptions({ queryKey: verifyKey, queryFn: ({ signal }) => verifyChain(signal), staleTime: 60_000 });

export function useChainVerification() {
  return useQuery(chainVerificationQueryOptions());
}
