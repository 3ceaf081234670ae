import { byWeight, fits, formatWeight, freeText } from './capacity';
import type { Candidate, StrategyFn } from './types';

/**
 * ABC: high-rotation (A) products go to the locations with the lowest route weight (closest to
 * dispatch, picking locations first), low-rotation (C) to the highest, B to the middle of the
 * range. A product without a class is treated as B.
 */
export const abcOptimized: StrategyFn = (item, candidates) => {
  const fitting = candidates.filter((candidate) => fits(candidate, item));
  if (fitting.length === 0) return null;
  const abc = item.abc_category === 'A' || item.abc_category === 'C' ? item.abc_category : 'B';
  let chosen: Candidate;
  if (abc === 'A') {
    const picking = (c: Candidate) => (c.location_type === 'picking' ? 0 : 1);
    chosen = [...fitting].sort((a, b) => picking(a) - picking(b) || byWeight(a, b))[0]!;
  } else if (abc === 'C') {
    chosen = [...fitting].sort((a, b) => byWeight(b, a))[0]!;
  } else {
    const weights = candidates.map((c) => c.weight).sort((a, b) => a - b);
    const middle = (weights[0]! + weights[weights.length - 1]!) / 2;
    chosen = [...fitting].sort((a, b) => Math.abs(a.weight - middle) - Math.abs(b.weight - middle) || byWeight(a, b))[0]!;
  }
  const what =
    abc === 'A'
      ? `Producto clase A: ubicación de ${chosen.location_type === 'picking' ? 'picking' : 'almacenamiento'} más cercana al despacho`
      : abc === 'C'
        ? 'Producto clase C: ubicación más alejada del despacho, deja las cercanas a la alta rotación'
        : `Producto clase ${item.abc_category === 'B' ? 'B' : 'sin clasificar (tratado como B)'}: ubicación de distancia media al despacho`;
  return {
    location_id: chosen.location_id,
    reason: `${what} (peso ${formatWeight(chosen.weight)}) con ${freeText(chosen, item)}`,
  };
};
