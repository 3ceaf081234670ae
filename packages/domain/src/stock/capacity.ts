import type { ChipColor } from './colours';

export const ZONE_DEFAULT_CAPACITY = 100;
/** A location's capacity when none is given. */
export const LOCATION_DEFAULT_CAPACITY = 1;
export const ZONE_NEAR_CAPACITY_PERCENT = 90;

export const CAPACITY_MESSAGES = {
  over: 'Capacidad de la zona completa. Debe buscar otra zona para dejar sus productos.',
  near: 'La capacidad de la zona está a un 90%. Considere utilizar otra zona para nuevos ingresos.',
  insufficient: 'La zona seleccionada no tiene capacidad suficiente para este ingreso',
} as const;

export interface ZoneCapacityInput {
  capacity?: number | null;
  current_usage?: number | null;
}

export interface ZoneCapacityStatus {
  capacity: number;
  usage: number;
  available: number;
  /** Uncapped, so an over-full zone shows more than 100. */
  percentage: number;
  near: boolean;
  over: boolean;
  color: Extract<ChipColor, 'success' | 'warning' | 'error'>;
  message: string | null;
}

function positiveOr(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * Zone capacity state: over when usage exceeds capacity, near from 90 %;
 * bar green below 90 %, warning from 90 %, error when over. `incoming` adds a pending receipt.
 */
export function zoneCapacityStatus(zone: ZoneCapacityInput, incoming = 0): ZoneCapacityStatus {
  const capacity = positiveOr(zone.capacity, ZONE_DEFAULT_CAPACITY);
  const current = typeof zone.current_usage === 'number' && Number.isFinite(zone.current_usage) ? zone.current_usage : 0;
  const usage = Math.max(0, current) + Math.max(0, incoming);
  const percentage = (usage / capacity) * 100;
  const over = usage > capacity;
  const near = !over && percentage >= ZONE_NEAR_CAPACITY_PERCENT;
  return {
    capacity,
    usage,
    available: Math.max(0, capacity - usage),
    percentage,
    near,
    over,
    color: over ? 'error' : near ? 'warning' : 'success',
    message: over ? CAPACITY_MESSAGES.over : near ? CAPACITY_MESSAGES.near : null,
  };
}

/** Whether a receipt of `quantity` units still fits in the zone (the ingreso create button). */
export function zoneHasCapacityFor(zone: ZoneCapacityInput, quantity: number): boolean {
  return !zoneCapacityStatus(zone, quantity).over;
}

export interface DockLoadInput {
  capacity: number;
  current_load?: number | null;
}

/** Dock load bar: error at or above 90 % of capacity, warning from 70 %, otherwise success. */
export function dockLoadPercentage(dock: DockLoadInput): number {
  if (!(dock.capacity > 0)) return (dock.current_load ?? 0) > 0 ? 100 : 0;
  return ((dock.current_load ?? 0) / dock.capacity) * 100;
}

export function dockLoadColor(dock: DockLoadInput): ChipColor {
  const percent = dockLoadPercentage(dock);
  if (percent >= 90) return 'error';
  if (percent >= 70) return 'warning';
  return 'success';
}

export const DOCK_MESSAGES = {
  dockRequired: 'Debe seleccionar un muelle',
  noOrders: 'No hay órdenes asignadas a este muelle',
  insufficient: (name: string, available: number) =>
    `El muelle ${name} no tiene capacidad suficiente. Capacidad disponible: ${available}`,
} as const;

/**
 * Dock assignment check: refused when current load plus the selected orders exceed
 * capacity. Returns the Spanish message, or null when the orders fit.
 */
export function dockAssignmentError(dock: DockLoadInput & { name: string }, orderCount: number): string | null {
  const load = dock.current_load ?? 0;
  if (load + orderCount <= dock.capacity) return null;
  return DOCK_MESSAGES.insufficient(dock.name, Math.max(0, dock.capacity - load));
}
