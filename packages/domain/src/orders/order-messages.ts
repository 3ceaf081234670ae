/** The orders screen's messages, verbatim. */
export const ORDER_SCREEN_MESSAGES = {
  loadError: 'Error al cargar órdenes',
  repairError: 'Error al reparar estado de orden',
  repaired: (orderId: number | string, message: string) => `Orden ${orderId}: ${message}`,
  debugError: 'Error al verificar asignación de inventario',
  updated: 'Orden actualizada exitosamente',
  created: 'Orden creada exitosamente',
  createdAllocated: 'Orden creada y inventario asignado automáticamente',
  createdPartial: 'Orden creada con asignación parcial',
  createdAllocationError: 'Orden creada, pero error al asignar inventario',
  createdWithoutAllocation: 'Orden creada (sin asignación automática)',
  saveError: 'Error al guardar orden',
  allocated: 'Inventario asignado exitosamente',
  partialFor: (products: string) => `Asignación parcial: Sin inventario suficiente para ${products}`,
  partial: 'Asignación parcial completada',
  allocationFailed: (error: string) => `Error en asignación: ${error}`,
  unknownError: 'Error desconocido',
  inventoryConflict: (message: string) => `Conflicto de inventario: ${message}`,
  allocateError: (message: string) => `Error al asignar inventario: ${message}`,
  allocateConnection: 'Error de conexión al asignar inventario',
  released: 'Asignaciones liberadas exitosamente',
  releaseError: 'Error al liberar asignaciones',
  pickingListCreated: 'Lista de picking creada exitosamente',
  pickingListError: 'Error al crear lista de picking',
  shipped: 'Envío creado exitosamente',
  shipError: 'Error al crear envío',
  customerCreated: 'Cliente creado exitosamente',
  customerError: 'Error al crear cliente',
  criteriaError: 'Error al cargar criterios de selección',
} as const;

/** Snackbars of the orders screen last 3 s; the longer ones 5 to 8 s. */
export const ORDER_TOAST_MS = { short: 3000, medium: 5000, long: 8000 } as const;

export interface AllocationOutcome {
  success: boolean;
  fully_allocated: boolean;
  error?: string | null;
  allocation_results: readonly { success: boolean; product_name: string }[];
}

/** The toast after 'Asignar Inventario': full, partial naming the short products, or the error. */
export function allocationToast(result: AllocationOutcome): { message: string; variant: 'success' | 'warning' | 'error' } {
  const M = ORDER_SCREEN_MESSAGES;
  if (!result.success) return { message: M.allocationFailed(result.error || M.unknownError), variant: 'error' };
  if (result.fully_allocated) return { message: M.allocated, variant: 'success' };
  const short = result.allocation_results.filter((line) => !line.success).map((line) => line.product_name);
  return { message: short.length ? M.partialFor([...new Set(short)].join(', ')) : M.partial, variant: 'warning' };
}

/**
 * A failed allocation call: 'Conflicto de inventario: …' when the server's text mentions inventory
 * or availability, else 'Error al asignar inventario: …'; without a response, the connection text.
 */
export function allocationErrorToast(status: number, message: string): string {
  const M = ORDER_SCREEN_MESSAGES;
  if (status === 0) return M.allocateConnection;
  return /inventario|disponib|stock/i.test(message) ? M.inventoryConflict(message) : M.allocateError(message);
}

/**
 * The toast after creating an order: without a strategy or criteria it is simply
 * created; with one the screen allocates at once and reports full, partial, nothing allocated
 * ('sin asignación automática') or a failed allocation call.
 */
export function createdToast(outcome: 'no_strategy' | 'error' | AllocationOutcome): {
  message: string;
  variant: 'success' | 'warning' | 'info';
} {
  const M = ORDER_SCREEN_MESSAGES;
  if (outcome === 'no_strategy') return { message: M.created, variant: 'success' };
  if (outcome === 'error') return { message: M.createdAllocationError, variant: 'warning' };
  if (!outcome.success) return { message: M.createdWithoutAllocation, variant: 'info' };
  return outcome.fully_allocated
    ? { message: M.createdAllocated, variant: 'success' }
    : { message: M.createdPartial, variant: 'warning' };
}
