import { TRACEABILITY_TEXTS } from '@bodega/domain';
import type { LocationRef } from '../api/types';

/** 'Descripción (CÓDIGO)', or the code alone (description and code). */
export function locationLabel(location: LocationRef | null | undefined): string {
  if (!location) return TRACEABILITY_TEXTS.noLocation;
  return location.description ? `${location.description} (${location.code})` : location.code;
}
