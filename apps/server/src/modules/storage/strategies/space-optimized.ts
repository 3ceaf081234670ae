import { byWeight, fits, unitsThatFit } from './capacity';
import type { Candidate, ItemToPlace, StrategyFn } from './types';

/** Volumetric fit applies when the location is volumetric and the product has dimensions. */
function volumetric(candidate: Candidate, item: ItemToPlace): boolean {
  return candidate.is_volumetric && candidate.free_volume !== null && !!item.unit_volume && item.unit_volume > 0;
}

/** What is left after storing the item: cm³ for volumetric locations, units otherwise. */
function leftover(candidate: Candidate, item: ItemToPlace): number {
  if (volumetric(candidate, item)) return candidate.free_volume! - item.quantity * item.unit_volume!;
  return candidate.free_units - item.quantity;
}

/**
 * Best fit: the location that will have the least room left after storing the item (by volume
 * when the location is volumetric), so large free spaces stay available for large receipts.
 * Volumetric and unit leftovers are compared as a share of what was free.
 */
export const spaceOptimized: StrategyFn = (item, candidates) => {
  const fitting = candidates.filter((candidate) => fits(candidate, item));
  if (fitting.length === 0) return null;
  const share = (candidate: Candidate) => {
    const free = volumetric(candidate, item) ? candidate.free_volume! : candidate.free_units;
    return free > 0 ? leftover(candidate, item) / free : 0;
  };
  const chosen = [...fitting].sort((a, b) => share(a) - share(b) || leftover(a, item) - leftover(b, item) || byWeight(a, b))[0]!;
  const rest = leftover(chosen, item);
  const reason = volumetric(chosen, item)
    ? `Mejor ajuste volumétrico: tras almacenar ${item.quantity} unidades (${Math.round(item.quantity * item.unit_volume!)} cm³) quedan ${Math.round(rest)} cm³ libres, el menor espacio sobrante entre ${fitting.length} ubicaciones`
    : `Mejor ajuste: tras almacenar ${item.quantity} unidades quedan ${rest} unidades libres (${unitsThatFit(chosen, item)} libres antes), el menor espacio sobrante entre ${fitting.length} ubicaciones`;
  return { location_id: chosen.location_id, reason };
};
