// Texts and durations of the picking screens (intelligent picking, operator dashboard,
// assignment; snackbar durations and refresh cadences).

/** Intelligent picking: successes green 4 s, errors red 6 s. Operator and assignment screens: 3 s. */
export const PICKING_SUCCESS_MS = 4000;
export const PICKING_ERROR_MS = 6000;
export const OPERATOR_SNACKBAR_MS = 3000;
/** The picking detail is read again every 5 s while open. */
export const PICKING_DETAIL_REFRESH_MS = 5000;

export const INTELLIGENT_PICKING_MESSAGES = {
  loadInitialError: 'Error al cargar datos iniciales',
  loadTasksError: 'Error al cargar tareas',
  loadProductsError: 'Error al cargar productos',
  loadCriteriaError: 'Error al cargar criterios de trazabilidad para el producto',
  createError: 'Error al crear tarea de picking',
  created: 'Tarea creada exitosamente',
  updated: 'Tarea actualizada exitosamente',
  allocateError: 'Error al asignar inventario',
  pickingListError: 'Error al crear lista de picking',
  shipError: 'Error al crear envío',
  releaseError: 'Error al liberar asignaciones',
  startError: 'Error al iniciar la tarea',
  pickError: 'Error al recolectar item',
  scanFirst: 'Debe escanear el código de barras antes de completar el picking',
  scanError: 'Error al escanear el producto',
  completeError: 'Error al completar picking',
  allocated: 'Inventario asignado exitosamente',
  partial: 'Asignación parcial completada',
  pickingListCreated: 'Lista de picking creada exitosamente',
  shipped: 'Envío creado exitosamente',
  released: 'Asignaciones liberadas exitosamente',
  started: 'Tarea iniciada exitosamente',
  itemPicked: (product: string) => `Item ${product} recolectado`,
  unitScanned: 'Unidad escaneada correctamente',
  allUnitsScanned: (product: string) => `¡Todas las unidades de ${product} han sido escaneadas!`,
  completed: 'Picking completado exitosamente',
} as const;

export const OPERATOR_PICKING_MESSAGES = {
  loadPickingError: 'Error al cargar tareas de picking',
  startError: 'Error al iniciar picking',
  detailError: 'Error al cargar detalles',
  pickError: 'Error al recolectar item',
  completeError: 'Error al completar picking',
  optimizeError: 'Error al optimizar ruta',
  refreshRouteError: 'Error al actualizar ruta',
  routeError: 'Error al calcular la ruta óptima',
  started: 'Picking iniciado exitosamente',
  itemPicked: (product: string) => `Item ${product} recolectado`,
  completed: 'Picking completado exitosamente',
  optimized: 'Ruta optimizada exitosamente',
  routeRefreshed: 'Ruta actualizada exitosamente',
  scannerError: 'Error al validar código de barras',
  progress: (scanned: number, required: number) => `Progreso: ${scanned}/${required} escaneados`,
  done: (product: string) => `¡Completado! Todas las unidades de ${product} han sido escaneadas`,
} as const;

/** Operator action per list status: assigned Iniciar, in_progress Continuar, completed Ver. */
export function operatorPickingAction(status: string): 'start' | 'continue' | 'view' | null {
  if (status === 'assigned') return 'start';
  if (status === 'in_progress') return 'continue';
  if (status === 'completed') return 'view';
  return null;
}

export const OPERATOR_PICKING_ACTION_LABELS = { start: 'Iniciar', continue: 'Continuar', view: 'Ver' } as const;

/**
 * Camera failures of the operator dashboard's scanner dialog: the dialog switches to
 * the manual tab and disables the camera tab. Kinds as the web's scan-errors classify them.
 */
export const OPERATOR_CAMERA_MESSAGES = {
  'permission-denied': 'Permisos de cámara denegados. Use la opción manual o permita el acceso a la cámara.',
  'no-cameras-available': 'No se encontraron cámaras disponibles',
  'no-camera': 'Error al acceder a la cámara. Use la opción manual: no se encontró una cámara en este dispositivo.',
  unsupported: 'Error al acceder a la cámara. Use la opción manual: este navegador no permite usar la cámara.',
  'in-use': 'Error al acceder a la cámara. Use la opción manual: la cámara está siendo usada por otra aplicación.',
} as const;
