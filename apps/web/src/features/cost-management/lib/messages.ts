/** Texts of 'Gestión de Costos y Precios'. */
export const COST_TEXT = {
  title: 'Gestión de Costos y Precios',
  calculateAbc: 'Calcular Categorías ABC',
  abcError: 'Error al calcular las categorías ABC',
  export: 'Exportar',
  exported: 'Datos exportados correctamente',
  exportError: 'Error al exportar los datos',
  loadError: 'Error al cargar los datos',
  choosePeriod: 'Selecciona un período para ver el resumen',
  statsOk: 'Estadísticas del período calculadas correctamente',
  statsError: 'Error al calcular estadísticas del período',
  empty: 'No se encontraron productos',
  priceOk: 'Precio unitario actualizado correctamente',
  priceError: 'Error al actualizar el precio unitario',
  costOk: 'Costo actualizado correctamente',
  costError: 'Error al actualizar el costo',
} as const;

export const COST_PERIOD_LABELS = {
  last_30_days: 'Últimos 30 días',
  last_60_days: 'Últimos 60 días',
  last_90_days: 'Últimos 90 días',
  this_month: 'Este mes',
  this_quarter: 'Este trimestre',
  this_year: 'Este año',
} as const;

/** Texts of the suppliers tab. */
export const SUPPLIER_TEXT = {
  created: 'Proveedor creado correctamente',
  updated: 'Proveedor actualizado correctamente',
  deleted: 'Proveedor eliminado correctamente',
  createError: 'Error al crear el proveedor',
  updateError: 'Error al actualizar el proveedor',
  deleteError: 'Error al eliminar el proveedor',
  empty: 'No hay proveedores',
  toastMs: 4000,
} as const;

/** Texts of the purchase orders tab. */
export const PURCHASE_ORDER_TEXT = {
  /** A line whose product takes one serial per unit (its receipt asks one for every unit). */
  serialPerUnit: 'Requiere número de serie por unidad',
  created: 'Orden de compra creada correctamente',
  updated: 'Orden de compra actualizada correctamente',
  createError: 'Error al crear la orden de compra',
  updateError: 'Error al actualizar la orden de compra',
  statusError: 'Error al actualizar la orden de compra',
  sent: 'Orden de compra enviada',
  cancelled: 'Orden de compra cancelada',
  empty: 'No hay órdenes de compra',
  toastMs: 4000,
} as const;
