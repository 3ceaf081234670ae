import type { StorageListCreate } from './ingreso.schema';

/** Messages of the Ingresos screen (Ingresos) beyond the form's validation texts. */
export const INGRESO_SCREEN_MESSAGES = {
  createError: 'Error al crear ingreso',
  updateError: 'Error al actualizar ingreso',
  deleteError: 'Error al eliminar ingreso',
  storageListError: 'Error al crear la lista de almacenamiento',
  scanError: 'Error al procesar el código escaneado',
  printOnlyGenerated: 'Solo se pueden imprimir códigos EAN-13 generados automáticamente',
  printNoBarcode: 'Producto no tiene código de barras válido',
  printError: 'Error al imprimir códigos de barras',
  loadError: 'Error al cargar datos del sistema',
  empty: 'No se encontraron ingresos',
  noSupplier: 'No especificado',
  noNotes: 'Sin notas',
  productNotFoundTitle: 'Producto No Encontrado',
  productSearchHint: 'Escribe SKU o nombre para buscar...',
  productSearchEmpty: 'No se encontraron productos',
  goToAssignment: '¿Desea ir a la asignación de servicios para asignar la lista de almacenamiento a un operario?',
} as const;

export type StorageStrategy = StorageListCreate['storage_strategy'];

/** Spanish names of the five storage strategies for the storage-list dialog. */
export const STORAGE_STRATEGY_LABELS: Record<StorageStrategy, string> = {
  abc_optimized: 'Optimizada ABC',
  chaotic_controlled: 'Caótica controlada',
  zone_dedicated: 'Zona dedicada',
  fifo_optimized: 'Optimizada FIFO',
  space_optimized: 'Optimizada por espacio',
};

export const STORAGE_STRATEGY_DESCRIPTIONS: Record<StorageStrategy, string> = {
  abc_optimized: 'Los productos de alta rotación (A) van a las ubicaciones más cercanas a la salida.',
  chaotic_controlled: 'Cualquier ubicación libre con capacidad, registrando dónde queda cada producto.',
  zone_dedicated: 'Cada producto a la zona y ubicación que tiene asignadas.',
  fifo_optimized: 'Junto a los lotes del mismo producto, para que salga primero lo que entró primero.',
  space_optimized: 'La ubicación con menos espacio sobrante que aún alcance para la cantidad.',
};

/** Ingreso modes as the details dialog shows them. */
export const INGRESO_MODE_LABELS = { simplified: 'Simplificado', traditional: 'Tradicional' } as const;
