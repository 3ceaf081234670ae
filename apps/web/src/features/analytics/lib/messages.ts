/** Texts of the analytics dashboard. */
export const ANALYTICS_TEXT = {
  title: 'Dashboard de Análisis',
  filters: 'Filtros de Análisis',
  apply: 'Aplicar',
  applying: 'Aplicando filtros...',
  export: 'Exportar',
  exported: 'Datos exportados correctamente',
  exportError: 'Error al exportar los datos',
  loadError: 'Error al cargar los datos',
  vsPrevious: 'vs. período anterior',
  abcTooltip: 'Clasificación basada en el valor del inventario',
  abcEmpty: 'No hay datos ABC para mostrar',
  abcHint: 'Los productos necesitan costos y demanda anual configurados.',
  dinTooltip: 'Clasificación basada en características físicas del inventario',
  dinEmpty: 'No hay datos DIN para mostrar',
  dinHint: 'Los productos necesitan categorías DIN asignadas (dimensiones y peso).',
  demandTitle: 'Predicción de Demanda Futura',
  demandSubtitle: 'Basada en la rotación histórica de los productos seleccionados',
  demandSelect: 'Seleccione productos para ver la predicción de demanda',
  demandNoHistory: 'No hay suficientes datos históricos',
  lowStockTitle: 'Productos con Bajo Stock',
  poCreated: 'Orden de compra creada correctamente',
  poError: 'Error al crear la orden de compra',
} as const;

export const DIN_LABELS = { D: 'D · Dimensiones estándar', I: 'I · Intermedio', N: 'N · No estándar' } as const;
