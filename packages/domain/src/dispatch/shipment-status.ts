import type { ChipColor } from '../stock/colours';
import { SHIPMENT_STATUSES } from '../schemas/dispatch.schema';

export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  preparando: 'Preparando',
  shipped: 'Despachado',
  en_transito: 'En tránsito',
  entregado: 'Entregado',
  devuelto: 'Devuelto',
};

export const SHIPMENT_STATUS_COLORS: Record<ShipmentStatus, ChipColor> = {
  preparando: 'default',
  shipped: 'primary',
  en_transito: 'info',
  entregado: 'success',
  devuelto: 'error',
};

/**
 * Where a shipment may go next: a manual one is prepared, then travels; one made by
 * a completed load leaves shipped. Delivered and returned are final.
 */
const NEXT: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  preparando: ['en_transito'],
  shipped: ['en_transito', 'entregado', 'devuelto'],
  en_transito: ['entregado', 'devuelto'],
  entregado: [],
  devuelto: [],
};

export function nextShipmentStatuses(status: string): readonly ShipmentStatus[] {
  return (NEXT as Record<string, readonly ShipmentStatus[]>)[status] ?? [];
}

export function shipmentStatusLabel(status: string): string {
  return (SHIPMENT_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** Null when `from → to` is allowed (or no change); otherwise the Spanish refusal. */
export function shipmentStatusChangeError(from: string, to: string): string | null {
  if (from === to || nextShipmentStatuses(from).includes(to as ShipmentStatus)) return null;
  return `No se puede cambiar el envío de ${shipmentStatusLabel(from)} a ${shipmentStatusLabel(to)}`;
}
