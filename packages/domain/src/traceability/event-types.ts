/**
 * Event types of the traceability log: the spec's ten, then the medical devices' own (an
 * implant, an explant, a hold and its release, a transfer to a clinical service and its reception).
 */
export const EVENT_TYPES = [
  'RECEPTION',
  'STORAGE',
  'TRANSFER',
  'PICKING',
  'DISPATCH',
  'ADJUSTMENT',
  'RETURN',
  'QUALITY_CHECK',
  'DAMAGE',
  'EXPIRY',
  'IMPLANT',
  'EXPLANT',
  'HOLD',
  'RELEASE',
  'TRANSFER_TO_SERVICE',
  'SERVICE_RECEPTION',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  RECEPTION: 'Recepción',
  STORAGE: 'Almacenamiento',
  TRANSFER: 'Movimiento',
  PICKING: 'Picking',
  DISPATCH: 'Despacho',
  ADJUSTMENT: 'Ajuste',
  RETURN: 'Devolución',
  QUALITY_CHECK: 'Control de Calidad',
  DAMAGE: 'Daño',
  EXPIRY: 'Vencimiento',
  IMPLANT: 'Implante',
  EXPLANT: 'Explante',
  HOLD: 'Retención',
  RELEASE: 'Liberación',
  TRANSFER_TO_SERVICE: 'Traslado a Servicio',
  SERVICE_RECEPTION: 'Recepción en Servicio',
};

/** The medical devices' own event types (written by the DM operations). */
export const DEVICE_EVENT_TYPES = ['IMPLANT', 'EXPLANT', 'HOLD', 'RELEASE', 'TRANSFER_TO_SERVICE', 'SERVICE_RECEPTION'] as const;

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}
