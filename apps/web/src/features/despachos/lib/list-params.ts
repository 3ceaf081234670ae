import { DISPATCH_PRIORITIES, SHIPMENT_STATUSES } from '@bodega/domain';
import { defineListParams } from '../../../lib/list-params';

export const PICKED_ORDER_STATUSES = ['picked', 'shipped', 'consolidated', 'assigned_to_dock'] as const;

/** The consolidation tab's filters and page, kept in the address. */
export const pickedOrdersParams = defineListParams({
  filters: {
    status: { kind: 'choice', param: 'estado', values: PICKED_ORDER_STATUSES },
    customer: { kind: 'text', param: 'cliente', max: 100 },
    priority: { kind: 'choice', param: 'prioridad', values: DISPATCH_PRIORITIES },
    search: { kind: 'text', param: 'orden', max: 100 },
  },
  page: { param: 'pagina', base: 1 },
});
export type PickedOrdersState = ReturnType<typeof pickedOrdersParams.read>;

/** The shipments tab's filters and page. */
export const shipmentsParams = defineListParams({
  filters: {
    status: { kind: 'choice', param: 'envio_estado', values: SHIPMENT_STATUSES },
    tracking: { kind: 'text', param: 'seguimiento', max: 100 },
    carrier: { kind: 'text', param: 'transportista', max: 100 },
    dateFrom: { kind: 'day', param: 'desde' },
    archived: { kind: 'flag', param: 'archivados' },
  },
  page: { param: 'envio_pagina', base: 1 },
});
export type ShipmentsState = ReturnType<typeof shipmentsParams.read>;

/** `?a=1&b=…` from the set values only. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}
