import type { ChipColor } from '../stock/colours';
import type { DockStatus } from '../schemas/dispatch.schema';

export const DOCK_STATUS_LABELS: Record<DockStatus, string> = {
  disponible: 'Disponible',
  ocupado: 'Ocupado',
  cargando: 'Cargando',
  mantenimiento: 'Mantenimiento',
};

export const DOCK_STATUS_COLORS: Record<DockStatus, ChipColor> = {
  disponible: 'success',
  ocupado: 'warning',
  cargando: 'info',
  mantenimiento: 'error',
};

/** Orders can be placed on a dock that is free or already holding orders, not while loading or in maintenance. */
export function canAssignToDock(status: string): boolean {
  return status === 'disponible' || status === 'ocupado';
}
