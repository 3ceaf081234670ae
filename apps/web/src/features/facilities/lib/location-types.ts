import type { LocationType } from '@bodega/domain';

/** Spanish names of the location types of spec 1 §9. */
export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  storage: 'Almacenamiento',
  picking: 'Picking',
  receiving: 'Recepción',
  shipping: 'Despacho',
  quality_control: 'Control de calidad',
  returns: 'Devoluciones',
};

export const CM3_PER_M3 = 1_000_000;
