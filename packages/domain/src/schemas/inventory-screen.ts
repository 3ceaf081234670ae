import type { AdjustmentType } from '../stock/adjustment';
import { STOCK_STATUS_FILTERS, STOCK_STATUS_LABELS, type StockStatusFilter } from '../stock/stock-status';
import type { AnyLocationType } from './facilities.schema';

/** Spanish names of the adjustment modes Stock adjustment. */
export const ADJUSTMENT_TYPE_LABELS: Record<AdjustmentType, string> = {
  add: 'Agregar',
  subtract: 'Restar',
  set: 'Establecer total',
};

/** Spanish names of the location types. */
export const LOCATION_TYPE_LABELS: Record<AnyLocationType, string> = {
  servicio_clinico: 'Servicio clínico',
  storage: 'Almacenamiento',
  picking: 'Picking',
  receiving: 'Recepción',
  shipping: 'Despacho',
  quality_control: 'Control de calidad',
  returns: 'Devoluciones',
};

/** The inventory screen's stock-status filter with the chip label each selects. */
export const STOCK_FILTER_OPTIONS: ReadonlyArray<{ value: StockStatusFilter; label: string }> = (
  Object.keys(STOCK_STATUS_FILTERS) as StockStatusFilter[]
).map((value) => ({ value, label: STOCK_STATUS_LABELS[STOCK_STATUS_FILTERS[value]] }));

export function isStockStatusFilter(value: unknown): value is StockStatusFilter {
  return typeof value === 'string' && Object.hasOwn(STOCK_STATUS_FILTERS, value);
}

/** Toasts, empty texts and footer of the inventory screen. */
export const INVENTORY_SCREEN_MESSAGES = {
  loading: 'Cargando datos...',
  noMatches: 'No se encontraron productos con los criterios de búsqueda',
  empty: 'No hay productos en el inventario',
  footer: (products: number, items: number) => `Mostrando ${products} productos (${items} items totales)`,
  lotLabel: (lot: string | null | undefined) => (lot ? `Lote: ${lot}` : 'Sin lote especificado'),
  productUpdated: 'Producto actualizado exitosamente',
  productCreated: 'Producto creado exitosamente',
  productDeleted: 'Producto eliminado exitosamente',
  adjusted: 'Inventario ajustado exitosamente',
  lotAdded: 'Lote agregado exitosamente',
  exported: 'Inventario exportado exitosamente',
  exportError: 'Error al exportar inventario',
  categoryCreated: 'Categoría creada exitosamente',
  categoryUpdated: 'Categoría actualizada exitosamente',
  categoryDeleted: 'Categoría eliminada exitosamente',
  templateDownloaded: 'Plantilla descargada exitosamente',
  templateUpdated: 'Actualización completada',
  templateSummary: (updated: number, skipped: number, errors: number) =>
    `${updated} productos actualizados, ${skipped} filas omitidas, ${errors} errores`,
  templateAccept: '.csv,.xlsx,.xls',
  templateInvalidFile: 'Por favor seleccione un archivo .csv, .xlsx o .xls',
  // Product dialog.
  zonesError: 'Error al cargar las zonas',
  locationsError: 'Error al cargar las ubicaciones',
  categoryCreateError: 'Error al crear la categoría',
  locationCreated: 'Ubicación creada exitosamente',
  locationCreateError: 'Error al crear la ubicación',
  productCreateError: 'Error al crear el producto',
  permanentDeleteWarning:
    'Eliminar permanentemente el producto también elimina todo su inventario. Esta acción no se puede deshacer',
  unknownError: 'Error desconocido',
  /** 'Error al {acción}: {mensaje del servidor o Error desconocido}'. */
  failure: (action: string, message: string | null | undefined) => `Error al ${action}: ${message || 'Error desconocido'}`,
} as const;

/** Upload of the box-quantity template: .csv.xlsx or .xls. */
export function isBoxQuantityFile(name: string): boolean {
  return /\.(csv|xlsx|xls)$/i.test(name.trim());
}

/** Bulk import: .xlsx or .xls only. */
export function isBulkImportFile(name: string): boolean {
  return /\.(xlsx|xls)$/i.test(name.trim());
}
