import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { eventsQuery, type EventListParams } from '../lib/filters';
import { traceabilityKey, type EventsPage } from './types';

/** One page of events (25), filtered and paged by the server; the answer is data.events and data.pagination. */
export function getEvents({ page, ...filters }: EventListParams, signal?: AbortSignal): Promise<EventsPage> {
  return apiClient.get<EventsPage>(`/traceability/events?${eventsQuery(filters, page).toString()}`, signal);
}

export const eventsQueryOptions = (params: EventListParams) =>
  queryOptions({
    queryKey: [...traceabilityKey, 'events', params],
    queryFn: ({ signal }) => getEvents(params, signal),
    placeholderData: keepPreviousData,
  });

export function useEvents(params: EventListParams) {
  return useQuery(eventsQueryOptions(params));
}
