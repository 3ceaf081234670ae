import { byWeight, fits, freeText } from './capacity';
import type { StrategyFn } from './types';

/**
 * Dedicated zone: only locations of the receipt's zone, preferring one that already holds the same
 * product, then one holding the same category. When no location of the zone holds either yet,
 * the zone's nearest location with room opens the category there (stated in the reason).
 */
export const zoneDedicated: StrategyFn = (item, candidates, context) => {
  const inZone = candidates.filter((candidate) => candidate.zone_id === context.zone_id && fits(candidate, item)).sort(byWeight);
  if (inZone.length === 0) return null;
  const sameProduct = inZone.find((candidate) => candidate.stock.some((row) => row.product_id === item.product_id));
  if (sameProduct) {
    return {
      location_id: sameProduct.location_id,
      reason: `Zona dedicada ${context.zone_name}: la ubicación ya contiene ${item.product_name}; ${freeText(sameProduct, item)}`,
    };
  }
  const sameCategory = inZone.find((candidate) => candidate.stock.some((row) => row.category === item.category));
  if (sameCategory) {
    return {
      location_id: sameCategory.location_id,
      reason: `Zona dedicada ${context.zone_name}: la ubicación ya contiene productos de la categoría ${item.category}; ${freeText(sameCategory, item)}`,
    };
  }
  const first = inZone[0]!;
  return {
    location_id: first.location_id,
    reason: `Zona dedicada ${context.zone_name}: ninguna ubicación de la zona tiene aún productos de la categoría ${item.category}; se abre la más cercana al despacho con ${freeText(first, item)}`,
  };
};
