import type { Candidate, ItemToPlace } from './types';

/** Units of `item` that fit at a candidate: free units, and free volume when the location is volumetric. */
export function unitsThatFit(candidate: Candidate, item: Pick<ItemToPlace, 'unit_volume'>): number {
  let units = Math.max(0, candidate.free_units);
  if (candidate.is_volumetric && candidate.free_volume !== null && item.unit_volume && item.unit_volume > 0) {
    units = Math.min(units, Math.floor(candidate.free_volume / item.unit_volume));
  }
  return units;
}

export function fits(candidate: Candidate, item: ItemToPlace): boolean {
  return unitsThatFit(candidate, item) >= item.quantity;
}

/** Spanish decimal comma, at most two decimals: 0.45 → '0,45'. */
export function formatWeight(weight: number): string {
  return (Math.round(weight * 100) / 100).toString().replace('.', ',');
}

/** Ties broken by weight, then code, so every strategy is deterministic. */
export function byWeight(a: Candidate, b: Candidate): number {
  return a.weight - b.weight || a.code.localeCompare(b.code);
}

export function freeText(candidate: Candidate, item: ItemToPlace): string {
  return `${unitsThatFit(candidate, item)} unidades libres`;
}
