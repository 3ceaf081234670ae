/** Toasts Facilities, verbatim. */
export const FACILITY_TOASTS = {
  loadError: 'Error al cargar los datos',
  warehouseZonesLoadError: 'Error al cargar las zonas de la bodega',
  zonesLoadError: 'Error al cargar las zonas',
  locationsLoadError: 'Error al cargar las ubicaciones',
  warehouseCreated: 'Bodega creada correctamente',
  warehouseUpdated: 'Bodega actualizada correctamente',
  warehouseDeleted: 'Bodega eliminada correctamente',
  warehouseCreateError: 'Error al crear la bodega',
  warehouseUpdateError: 'Error al actualizar la bodega',
  warehouseDeleteError: 'Error al eliminar la bodega',
  zoneCreated: 'Zona creada correctamente',
  zoneUpdated: 'Zona actualizada correctamente',
  zoneDeleted: 'Zona eliminada correctamente',
  zoneCreateError: 'Error al crear la zona',
  zoneUpdateError: 'Error al actualizar la zona',
  zoneDeleteError: 'Error al eliminar la zona',
  locationCreated: 'Ubicación creada correctamente',
  locationUpdated: 'Ubicación actualizada correctamente',
  locationDeleted: 'Ubicación eliminada correctamente',
  locationCreateError: 'Error al crear la ubicación',
  locationUpdateError: 'Error al actualizar la ubicación',
  locationDeleteError: 'Error al eliminar la ubicación',
  printError: 'Error al imprimir códigos de barras',
  settingsSaved: 'Configuración guardada correctamente',
} as const;

export const TOAST_MS = 4000;

/** The warehouse store's own texts (the specification's 'Store messages' of Facilities), where the page has none of its own. */
export const FACILITY_STORE_MESSAGES = {
  /** The warehouse the address names cannot be read (deleted, or the server is down). */
  warehouseError: 'Error al obtener bodega',
} as const;

export { failureText } from '../../../lib/api-client';
