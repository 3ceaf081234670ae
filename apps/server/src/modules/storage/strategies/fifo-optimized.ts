import { byWeight, fits, formatWeight, freeText } from './capacity';
import type { Candidate, ItemToPlace, StrategyFn } from './types';

/** Earliest expiry of the product already at the location ('' rows — no expiry — ignored). */
function earliestExpiry(candidate: Candidate, item: ItemToPlace): string | null {
  let earliest: string | null = null;
  for (const row of candidate.stock) {
    if (row.product_id !== item.product_id || row.quantity <= 0 || !row.expiry_date) continue;
    if (earliest === null || row.expiry_date < earliest) earliest = row.expiry_date;
  }
  return earliest;
}

/**
 * FIFO: put the new lot behind stock of the same product that expires earlier, so the older
 * units stay in front and leave first. Without such a location, the nearest one with room.
 */
export const fifoOptimized: StrategyFn = (item, candidates) => {
  const fitting = candidates.filter((candidate) => fits(candidate, item)).sort(byWeight);
  if (fitting.length === 0) return null;
  if (item.expiry_date) {
    for (const candidate of fitting) {
      const older = earliestExpiry(candidate, item);
      if (older !== null && older <= item.expiry_date) {
        return {
          location_id: candidate.location_id,
          reason: `FIFO: el mismo producto ya está aquí con vencimiento ${older}, anterior o igual al de este lote (${item.expiry_date}); el stock más antiguo queda adelante. ${capitalize(freeText(candidate, item))}`,
        };
      }
    }
  }
  const nearest = fitting[0]!;
  return {
    location_id: nearest.location_id,
    reason: `FIFO: no hay stock anterior del producto con espacio; ubicación más cercana al despacho (peso ${formatWeight(nearest.weight)}) con ${freeText(nearest, item)}`,
  };
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
