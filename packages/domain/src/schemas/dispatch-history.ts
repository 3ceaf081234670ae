import type { LotStrategy } from '../strategies/select-lots';
import { DISPATCH_STATUSES, SELECTION_METHODS } from './dispatch.schema';

/*
 * Dispatch history (History Dispatch / egress order dispatch statuses):
 * the rules the server enforces and the web shows. The form schemas are in dispatch.schema.ts.
 */

export type DispatchStatus = (typeof DISPATCH_STATUSES)[number];
export type SelectionMethod = (typeof SELECTION_METHODS)[number];

export const DISPATCH_HISTORY_MESSAGES = {
  tab: 'Historial de Despachos',
  newDispatch: 'Nuevo Despacho',
  editDispatch: 'Editar Despacho',
  export: 'Exportar Excel',
  empty: 'No hay despachos registrados',
  created: 'Despacho creado exitosamente',
  updated: 'Despacho actualizado exitosamente',
  saveError: 'Error al crear orden de egreso',
  deleted: 'Orden eliminada exitosamente',
  deleteError: 'Error al eliminar orden',
  deleteConfirm: (reference: string) => `¿Está seguro de eliminar la orden ${reference}?`,
  exportError: 'Error al exportar los datos',
  notFound: 'Despacho no encontrado',
  notPending: (verb: 'editar' | 'eliminar', status: string) =>
    `Solo se pueden ${verb} despachos pendientes (estado actual: ${status})`,
  sourceNotFound: 'Ubicación de origen no encontrada',
  productNotFound: 'Producto no encontrado',
  shortage: (product: string, location: string, available: number, requested: number) =>
    `Stock insuficiente de ${product} en ${location}: disponible ${available}, solicitado ${requested}`,
} as const;

export const DISPATCH_STATUS_COLORS: Record<DispatchStatus, 'warning' | 'success' | 'error'> = {
  Pendiente: 'warning',
  Completado: 'success',
  Cancelado: 'error',
};

export const SELECTION_METHOD_LABELS: Record<SelectionMethod, string> = {
  none: 'Sin criterio',
  fifo: 'FIFO (primero en entrar)',
  fefo: 'FEFO (primero en vencer)',
};

/** Edit and delete only while Pendiente; completing or cancelling is final. */
export function isDispatchEditable(status: string): boolean {
  return status === 'Pendiente';
}

/**
 * The order in which completing a dispatch takes the source location's units. `none` asks for no
 * rule, but units must leave in some order: the nearest expiry first, the one that wastes least
 * (as an issue's 'libre' does), so 'none' differs from 'fefo' only in what the document records.
 */
export function dispatchLotStrategy(method: SelectionMethod): LotStrategy {
  return method === 'fifo' ? 'fifo' : 'fefo';
}

/** The export's Productos cell and the list's summary: "Name (SKU) ×qty" per line, joined by '; '. */
export function dispatchProductsText(items: ReadonlyArray<{ product: { name: string; sku: string }; quantity: number }>): string {
  return items.map((item) => `${item.product.name} (${item.product.sku}) ×${item.quantity}`).join('; ');
}

/** 'DSP-000042': the dispatch's reference from its sequence number. */
export function dispatchReference(value: number): string {
  return `DSP-${String(value).padStart(6, '0')}`;
}
