import type { ChipColor } from '../stock/colours';
import { LIST_STATUSES, PICKING_MESSAGES } from './picking.schema';

export type ListStatus = (typeof LIST_STATUSES)[number];

/** Storage/picking list statuses as the assignment, operator and execution screens show them. */
export const LIST_STATUS_LABELS: Record<ListStatus, string> = {
  pending: 'Pendiente',
  assigned: 'Asignado',
  in_progress: 'En Progreso',
  completed: 'Completado',
  cancelled: 'Cancelado',
};

export const LIST_STATUS_COLORS: Record<ListStatus, ChipColor> = {
  pending: 'warning',
  assigned: 'info',
  in_progress: 'primary',
  completed: 'success',
  cancelled: 'error',
};

export type StorageItemStatus = 'pending' | 'stored';
export const STORAGE_ITEM_STATUS_LABELS: Record<StorageItemStatus, string> = { pending: 'Pendiente', stored: 'Almacenado' };
export const STORAGE_ITEM_STATUS_COLORS: Record<StorageItemStatus, ChipColor> = { pending: 'warning', stored: 'success' };

/** Storage toasts 5 s; assignment and operator screens 3 s; refreshes 5 s and 30 s. */
export const STORAGE_TOAST_MS = 5000;
export const ASSIGNMENT_SNACKBAR_MS = 3000;
export const STORAGE_LIST_REFRESH_MS = 5000;
export const OPERATOR_STORAGE_DASHBOARD_REFRESH_MS = 30_000;

/** */
export const STORAGE_EXECUTION_MESSAGES = {
  loadError: 'Error al cargar la lista de almacenamiento',
  locationConfirmed: 'Ubicación confirmada',
  productStored: 'Producto almacenado',
  unitScanned: 'Unidad escaneada',
  productCompleted: 'Producto completado',
  storageCompleted: 'Almacenamiento completado',
  scanLocationError: 'Error al escanear la ubicación',
  scanProductError: 'Error al escanear el producto',
  completeError: 'Error al completar el almacenamiento',
  codeErrorTitle: 'Error de Código',
  scannerError: 'Error al procesar el código de barras',
  locationFirst: PICKING_MESSAGES.locationFirst,
  allScanned: '¡Todos los productos han sido escaneados!',
  summaryError: 'Error al cargar el resumen',
  progress: (stored: number, total: number) => `${stored} de ${total} productos almacenados`,
  unitsProgress: (scanned: number, total: number) => `${scanned} de ${total} unidades escaneadas`,
} as const;

/** */
export const ASSIGNMENT_MESSAGES = {
  loadError: 'Error al cargar los datos',
  assignError: 'Error al asignar la lista',
  assigned: 'Lista asignada exitosamente',
  operatorRequired: PICKING_MESSAGES.operatorRequired,
} as const;

/** Picking assignment's own texts (the storage assignment keeps 'los datos' / 'la lista'). */
export const PICKING_ASSIGNMENT_MESSAGES = {
  ...ASSIGNMENT_MESSAGES,
  loadError: 'Error al cargar datos',
  assignError: 'Error al asignar lista',
} as const;

/** (storage parts). */
export const OPERATOR_DASHBOARD_MESSAGES = {
  loadStorageError: 'Error al cargar tareas de almacenamiento',
  startStorageError: 'Error al iniciar almacenamiento',
  storageStarted: 'Almacenamiento iniciado exitosamente',
  roleTitle: 'Operario de Almacén',
} as const;

/** Lists an operator still has to work: assigned or in progress ("active tasks"). */
export function isActiveList(status: string): boolean {
  return status === 'assigned' || status === 'in_progress';
}

/** Active lists per operator id, for the workload chips of the assignment screen. */
export function activeListsByOperator(
  lists: readonly { status: string; assigned_user_id: number | null }[],
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const list of lists) {
    if (list.assigned_user_id === null || !isActiveList(list.status)) continue;
    counts.set(list.assigned_user_id, (counts.get(list.assigned_user_id) ?? 0) + 1);
  }
  return counts;
}

export interface OperatorListStats {
  /** Assigned and not started: pending for the operator. */
  pending: number;
  inProgress: number;
  completed: number;
  /** assigned + in_progress. */
  active: number;
  /** Estimated minutes of the open (assigned and in-progress) lists, one decimal. */
  estimatedMinutes: number;
}

/** The operator dashboard's four counters, from the lists the server returned. */
export function operatorListStats(lists: readonly { status: string; estimated_time: number }[]): OperatorListStats {
  let pending = 0;
  let inProgress = 0;
  let completed = 0;
  let minutes = 0;
  for (const list of lists) {
    if (list.status === 'pending' || list.status === 'assigned') pending += 1;
    else if (list.status === 'in_progress') inProgress += 1;
    else if (list.status === 'completed') completed += 1;
    if (list.status !== 'completed' && list.status !== 'cancelled') minutes += list.estimated_time;
  }
  return {
    pending,
    inProgress,
    completed,
    active: pending + inProgress,
    estimatedMinutes: Math.round(minutes * 10) / 10,
  };
}
