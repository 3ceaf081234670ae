import type { shipmentsPageSchema } from '@bodega/domain';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryString, type ShipmentsState } from '../lib/list-params';
import { despachosKey } from './keys';

type ShipmentsPage = z.infer<typeof shipmentsPageSchema>;

/** GET /despachos/shipments: one page with the spec's filters (archived ones when asked). */
export function getShipments(state: ShipmentsState, signal?: AbortSignal): Promise<ShipmentsPage> {
  const query = queryString({
    status: state.status,
    tracking: state.tracking.trim(),
    carrier: state.carrier.trim(),
    date_from: state.dateFrom,
    archived: state.archived ? 'true' : undefined,
    page: state.page,
    per_page: 10,
  });
  return apiRequest<ShipmentsPage>(`/despachos/shipments?${query}`, { signal });
}

export function useShipments(state: ShipmentsState) {
  return useQuery(
    queryOptions({
      queryKey: [...despachosKey, 'shipments', state],
      queryFn: ({ signal }) => getShipments(state, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
