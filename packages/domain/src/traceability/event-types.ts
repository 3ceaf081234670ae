/** Event types of the traceability log. */
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
};

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}
