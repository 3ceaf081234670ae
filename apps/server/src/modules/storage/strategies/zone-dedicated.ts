import { byWeight, fits, freeText } from './capacity';
import type { Candidate, ItemToPlace, StrategyFn, Suggestion } from './types';

/**
 * Dedicated zone: each product to the location and zone assigned to it.
 *  1. The product's assigned location, when it has room.
 *  2. Its assigned zone (else the receipt's zone): a location already holding the same product,
 *     then one holding the same category, else the zone's nearest location with room.
 * The zone is never left for another one with room: a full dedicated zone gives null. Only a
 * receipt zone with no put-away locations at all (a receiving dock) widens to the warehouse.
 */
export const zoneDedicated: StrategyFn = (item, candidates, context) => {
  const home = item.home_location_id == null ? undefined : candidates.find((c) => c.location_id === item.home_location_id);
  if (home && fits(home, item)) {
    return {
      location_id: home.location_id,
      reason: `Zona dedicada: ubicación asignada a ${item.product_name} (${home.code}); ${freeText(home, item)}`,
    };
  }
  const homeZone = item.home_zone_id == null ? [] : inZone(candidates, item.home_zone_id, item);
  if (homeZone.length > 0) return withinZone(homeZone, item);
  const receiptZoneExists = candidates.some((c) => c.zone_id === context.zone_id);
  const zone = receiptZoneExists
    ? inZone(candidates, context.zone_id, item)
    : candidates.filter((c) => fits(c, item)).sort(byWeight);
  return zone.length === 0 ? null : withinZone(zone, item);
};

function inZone(candidates: readonly Candidate[], zoneId: number, item: ItemToPlace): Candidate[] {
  return candidates.filter((candidate) => candidate.zone_id === zoneId && fits(candidate, item)).sort(byWeight);
}

/** Same product, then same category, else the nearest: `zone` holds locations with room, by weight. */
function withinZone(zone: readonly Candidate[], item: ItemToPlace): Suggestion {
  const sameProduct = zone.find((candidate) => candidate.stock.some((row) => row.product_id === item.product_id));
  if (sameProduct) {
    return {
      location_id: sameProduct.location_id,
      reason: `Zona dedicada ${sameProduct.zone_name}: la ubicación ya contiene ${item.product_name}; ${freeText(sameProduct, item)}`,
    };
  }
  const sameCategory = zone.find((candidate) => candidate.stock.some((row) => row.category === item.category));
  if (sameCategory) {
    return {
      location_id: sameCategory.location_id,
      reason: `Zona dedicada ${sameCategory.zone_name}: la ubicación ya contiene productos de la categoría ${item.category}; ${freeText(sameCategory, item)}`,
    };
  }
  const first = zone[0]!;
  return {
    location_id: first.location_id,
    reason: `Zona dedicada ${first.zone_name}: ninguna ubicación de la zona tiene aún productos de la categoría ${item.category}; se abre la más cercana al despacho con ${freeText(first, item)}`,
  };
}
