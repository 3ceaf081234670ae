import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys, type SharedResource } from '../query-keys';

/** Marks every view of the given shared resources stale; the mounted ones fetch again. */
export function invalidateResources(client: QueryClient, resources: readonly SharedResource[]): Promise<unknown> {
  return Promise.all(resources.map((resource) => client.invalidateQueries({ queryKey: queryKeys[resource] })));
}

/** `invalidateResources` bound to the app's query client, for a mutation's `onSuccess`. */
export function useInvalidateResources(resources: readonly SharedResource[]): () => Promise<unknown> {
  const client = useQueryClient();
  return () => invalidateResources(client, resources);
}
