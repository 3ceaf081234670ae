import { MOVEMENT_STATUSES, type MovementType } from '../schemas/movement.schema';

export type MovementStatus = (typeof MOVEMENT_STATUSES)[number];

/** Spanish names of the movement types, for the table, the form, the detail and the export. */
export const MOVEMENT_TYPE_LABELS: Record<MovementType, string> = {
  reubicacion: 'Reubicación',
  consolidacion: 'Consolidación',
  optimizacion: 'Optimización',
  transferencia_zona: 'Transferencia de zona',
  mantenimiento: 'Mantenimiento',
};

/** The label of a stored type; a value outside the list shows as it is. */
export function movementTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  return (MOVEMENT_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/** Chip colours of the movement statuses, in the theme's palette names. */
export const MOVEMENT_STATUS_COLORS: Record<MovementStatus, 'warning' | 'info' | 'success' | 'error'> = {
  Pendiente: 'warning',
  'En Proceso': 'info',
  Completado: 'success',
  Cancelado: 'error',
};

export function movementStatusColor(status: string | null | undefined): 'warning' | 'info' | 'success' | 'error' | 'default' {
  return (MOVEMENT_STATUS_COLORS as Record<string, 'warning' | 'info' | 'success' | 'error'>)[status ?? ''] ?? 'default';
}

/** Toasts and confirmations of the internal-movements screen (Movements, verbatim). */
export const MOVEMENT_TOASTS = {
  loadDataError: 'Error al cargar los datos',
  loadError: 'Error al cargar los movimientos',
  saveError: 'Error al guardar el movimiento',
  consolidationError: 'Error al crear el movimiento de consolidación',
  executeError: 'Error al ejecutar el movimiento',
  deleteError: 'Error al eliminar el movimiento',
  exportError: 'Error al exportar los datos',
  created: 'Movimiento creado exitosamente',
  updated: 'Movimiento actualizado exitosamente',
  executed: 'Movimiento ejecutado exitosamente',
  deleted: 'Movimiento eliminado exitosamente',
  consolidationCreated: 'Movimiento de consolidación creado exitosamente',
} as const;
