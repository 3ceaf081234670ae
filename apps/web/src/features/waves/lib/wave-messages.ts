/** Texts of the wave screen. */
export const WAVE_MESSAGES = {
  title: 'Picking por Olas',
  loadOrdersError: 'Error al cargar órdenes',
  loadWarehousesError: 'Error al cargar almacenes',
  loadSettingsError: 'Error al cargar configuración',
  loadPrioritiesError: 'Error al cargar prioridades',
  loadInitialError: 'Error al cargar datos iniciales',
  createError: 'Error al crear ola de picking',
  analyzeError: 'Error al analizar órdenes',
  suggestError: 'Error al generar sugerencias',
  createFromSuggestionError: 'Error al crear ola desde sugerencia',
  settingsError: 'Error al actualizar configuración',
  settingsSaved: 'Configuración actualizada exitosamente',
  created: 'Ola Creada Exitosamente',
  noCustomer: 'Sin cliente',
} as const;

/** Wave toasts: success 4 s, error 6 s. */
export const WAVE_TOAST_MS = { success: 4000, error: 6000 } as const;

/** 'Ola Sugerida {n}' with a generated note. */
export function suggestedWaveName(n: number): string {
  return `Ola Sugerida ${n}`;
}

export function suggestedWaveNote(wave: { order_count: number; total_items: number; estimated_locations: number }): string {
  return `Ola generada desde sugerencia: ${wave.order_count} órdenes, ${wave.total_items} items, ${wave.estimated_locations} ubicaciones estimadas`;
}
