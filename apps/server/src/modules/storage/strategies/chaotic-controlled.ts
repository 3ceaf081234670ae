import { fits, freeText } from './capacity';
import type { Candidate, ItemToPlace, StrategyFn } from './types';

/** FNV-1a over the item's identity: the same line always lands on the same spot of the list. */
export function spreadHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** True when the location holds the same product with another lot (mixing lots is never allowed). */
export function holdsOtherLot(candidate: Candidate, item: ItemToPlace): boolean {
  return candidate.stock.some(
    (row) => row.product_id === item.product_id && row.lot_number !== item.lot_number && row.quantity > 0,
  );
}

/**
 * Controlled chaotic storage: any location with room, spread by a deterministic hash so
 * put-aways do not pile up on the first shelves, but never where the same product already sits
 * with a different lot (a picker could take the wrong lot).
 */
export const chaoticControlled: StrategyFn = (item, candidates) => {
  const eligible = candidates
    .filter((candidate) => fits(candidate, item) && !holdsOtherLot(candidate, item))
    .sort((a, b) => a.location_id - b.location_id);
  if (eligible.length === 0) return null;
  const index = spreadHash(`${item.product_id}|${item.lot_number}|${item.key}`) % eligible.length;
  const chosen = eligible[index]!;
  return {
    location_id: chosen.location_id,
    reason: `Almacenamiento caótico controlado: ubicación elegida por dispersión entre ${eligible.length} ubicaciones con espacio, sin mezclar lotes del mismo producto; ${freeText(chosen, item)}`,
  };
};
