/**
 * Server messages of the facilities module. The spec fixes the client's toasts (
 * Facilities); these are the reasons the server gives, shown by the client after its toast.
 */
export const FACILITY_ERRORS = {
  warehouseNotFound: 'Bodega no encontrada',
  zoneNotFound: 'Zona no encontrada',
  locationNotFound: 'Ubicación no encontrada',
  zoneMissing: 'La zona no existe',
  warehouseMissing: 'La bodega no existe',
  codeLocked: 'El código no se puede modificar',
  duplicateWarehouse: (code: string) => `Ya existe una bodega con el código ${code}`,
  duplicateZone: (code: string) => `Ya existe una zona con el código ${code} en esta bodega`,
  duplicateLocation: (code: string) => `Ya existe una ubicación con el código ${code}`,
  duplicateBarcode: (barcode: string, code: string) => `El código de barras ${barcode} ya está asignado a la ubicación ${code}`,
  warehouseHasStock: (code: string, units: number) =>
    `No se puede eliminar la bodega ${code}: tiene ${units} ${units === 1 ? 'unidad' : 'unidades'} en stock en sus ubicaciones`,
  warehouseHasZones: (code: string, zones: number) =>
    `No se puede eliminar la bodega ${code}: tiene ${zones} ${zones === 1 ? 'zona' : 'zonas'}. Elimine primero sus zonas`,
  zoneHasStock: (code: string, units: number) =>
    `No se puede eliminar la zona ${code}: tiene ${units} ${units === 1 ? 'unidad' : 'unidades'} en stock en sus ubicaciones`,
  zoneHasLocations: (code: string, locations: number) =>
    `No se puede eliminar la zona ${code}: tiene ${locations} ${locations === 1 ? 'ubicación' : 'ubicaciones'}. Elimine primero sus ubicaciones`,
  locationHasStock: (code: string, units: number) =>
    `No se puede eliminar la ubicación ${code}: tiene ${units} ${units === 1 ? 'unidad' : 'unidades'} en stock. Traslade el stock antes de eliminarla`,
  locationHasHistory: (code: string, events: number) =>
    `No se puede eliminar la ubicación ${code}: tiene ${events} ${events === 1 ? 'movimiento registrado' : 'movimientos registrados'} en la trazabilidad`,
  referenced: (what: string) => `No se puede eliminar ${what}: otros registros la referencian`,
  labelsNotFound: (ids: number[]) => `Ubicaciones no encontradas: ${ids.join(', ')}`,
  idsInvalid: 'Indique los identificadores de las ubicaciones separados por comas',
} as const;

/** The constraint checks every facility service maps to its Spanish messages. */
export { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
