import { EVENT_TYPE_LABELS, isEventType, type EventType } from './event-types';

/** Chip colours in the theme's palette names; 'default' is the grey of an unknown type. */
export type EventChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/** Icon names the web app maps to its icon set; kept abstract so the domain stays UI-free. */
export type EventIcon =
  | 'reception'
  | 'storage'
  | 'transfer'
  | 'picking'
  | 'dispatch'
  | 'adjustment'
  | 'return'
  | 'quality'
  | 'damage'
  | 'expiry'
  | 'implant'
  | 'explant'
  | 'hold'
  | 'release'
  | 'serviceTransfer'
  | 'serviceReception'
  | 'unknown';

/** Colour and icon of each event type (each type has a colour and an icon). */
export const EVENT_TYPE_STYLES: Record<EventType, { color: EventChipColor; icon: EventIcon }> = {
  RECEPTION: { color: 'success', icon: 'reception' },
  STORAGE: { color: 'primary', icon: 'storage' },
  TRANSFER: { color: 'info', icon: 'transfer' },
  PICKING: { color: 'secondary', icon: 'picking' },
  DISPATCH: { color: 'warning', icon: 'dispatch' },
  ADJUSTMENT: { color: 'secondary', icon: 'adjustment' },
  RETURN: { color: 'warning', icon: 'return' },
  QUALITY_CHECK: { color: 'success', icon: 'quality' },
  DAMAGE: { color: 'error', icon: 'damage' },
  EXPIRY: { color: 'error', icon: 'expiry' },
  IMPLANT: { color: 'secondary', icon: 'implant' },
  EXPLANT: { color: 'warning', icon: 'explant' },
  HOLD: { color: 'error', icon: 'hold' },
  RELEASE: { color: 'success', icon: 'release' },
  TRANSFER_TO_SERVICE: { color: 'info', icon: 'serviceTransfer' },
  SERVICE_RECEPTION: { color: 'primary', icon: 'serviceReception' },
};

export interface EventTypeDisplay {
  label: string;
  color: EventChipColor;
  icon: EventIcon;
}

/** How to show a stored event type: its label, colour and icon; an unknown type is grey with its raw value. */
export function eventTypeDisplay(type: string | null | undefined): EventTypeDisplay {
  if (isEventType(type)) return { label: EVENT_TYPE_LABELS[type], ...EVENT_TYPE_STYLES[type] };
  return { label: type ?? '', color: 'default', icon: 'unknown' };
}

/** The quantity chip of the event table: green when above 0, otherwise info. */
export function eventQuantityColor(quantity: number): 'success' | 'info' {
  return quantity > 0 ? 'success' : 'info';
}

/** Texts of the 'Sistema de Trazabilidad' screen. */
export const TRACEABILITY_TEXTS = {
  title: 'Sistema de Trazabilidad',
  empty: 'No se encontraron eventos de trazabilidad',
  productUnavailable: 'Producto no disponible',
  noLocation: 'Sin ubicación',
  noUser: 'N/A',
  historyLoading: 'Cargando historial...',
  historyEmpty: 'No hay eventos registrados para este producto',
  exportFile: 'trazabilidad_eventos.csv',
} as const;

/** 25 rows per page, counted from 1. */
export const TRACEABILITY_PAGE_SIZE = 25;
