import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { traceabilityKey, type ChainVerificationOverview } from './types';

/** The last complete verification of the hash chain, the one running and what was sealed since (the walk runs on the server, in the background). */
export function chainVerification(signal?: AbortSignal): Promise<ChainVerificationOverview> {
  return apiClient.get<ChainVerificationOverview>('/traceability/verify', signal);
}

const verifyKey = [...traceabilityKey, 'verify'] as const;
/** While a verification runs, its progress is asked for this often. */
const RUNNING_POLL_MS = 2_000;

export const chainVerificationQueryOptions = () =>
  queryOptions({
    queryKey: verifyKey,
    queryFn: ({ signal }) => chainVerification(signal),
    staleTime: 60_000,
    refetchInterval: (query) => (query.state.data?.running ? RUNNING_POLL_MS : false),
  });

export function useChainVerification() {
  return useQuery(chainVerificationQueryOptions());
}

/** Starts a complete verification (admins); the overview it answers shows it running. */
export function useStartChainVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<ChainVerificationOverview>('/traceability/verify'),
    onSuccess: (overview) => queryClient.setQueryData(verifyKey, overview),
    onError: () => void queryClient.invalidateQueries({ queryKey: verifyKey }),
  });
}
