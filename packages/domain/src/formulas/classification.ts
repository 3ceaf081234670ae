import type { AbcCategory, DinCategory } from '../stock/colours';

/** Cumulative value shares that close classes A and B (A ≈ 80 %, B ≈ 15 %, C ≈ 5 %). */
export const ABC_CUTOFFS = { A: 0.8, B: 0.95 } as const;

export interface AbcValueInput {
  annual_demand?: number | null;
  average_cost?: number | null;
  unit_price?: number | null;
}

/** Annual value = annual demand × average cost (unit price when there is no cost); null when unknown. */
export function annualValue(product: AbcValueInput): number | null {
  const cost = product.average_cost && product.average_cost > 0 ? product.average_cost : product.unit_price;
  if (product.annual_demand == null || cost == null) return null;
  if (!Number.isFinite(product.annual_demand) || !Number.isFinite(cost)) return null;
  return Math.max(0, product.annual_demand) * Math.max(0, cost);
}

/**
 * ABC by annual value: products sorted by value, a product is A while the cumulative share before
 * it is under 80 %, B under 95 %, else C. The top product is always A; products with no value
 * are C; products whose value is unknown get null ('Sin categoría').
 */
export function classifyAbc<K>(products: readonly { id: K; value: number | null }[]): Map<K, AbcCategory | null> {
  const result = new Map<K, AbcCategory | null>();
  const known: { id: K; value: number }[] = [];
  for (const product of products) {
    if (product.value != null && Number.isFinite(product.value)) known.push({ id: product.id, value: product.value });
    else result.set(product.id, null);
  }
  const total = known.reduce((sum, p) => sum + Math.max(0, p.value), 0);
  const sorted = [...known].sort((a, b) => b.value - a.value);
  let cumulative = 0;
  for (const product of sorted) {
    const value = Math.max(0, product.value);
    if (total <= 0 || value === 0) {
      result.set(product.id, 'C');
      continue;
    }
    const shareBefore = cumulative / total;
    result.set(product.id, shareBefore < ABC_CUTOFFS.A ? 'A' : shareBefore < ABC_CUTOFFS.B ? 'B' : 'C');
    cumulative += value;
  }
  return result;
}

export interface AbcSummaryRow {
  category: AbcCategory;
  count: number;
  /** Share of products, 0–100. */
  percentage: number;
  value: number;
}

export function abcSummary(products: readonly { category: AbcCategory | null; value: number | null }[]): AbcSummaryRow[] {
  const classified = products.filter((p) => p.category !== null);
  return (['A', 'B', 'C'] as const).map((category) => {
    const rows = classified.filter((p) => p.category === category);
    return {
      category,
      count: rows.length,
      percentage: classified.length ? (rows.length / classified.length) * 100 : 0,
      value: rows.reduce((sum, p) => sum + (p.value ?? 0), 0),
    };
  });
}

/**
 * DIN limits by physical characteristics (not in the spec): D (standard) fits a
 * shelf bin and one person lifts it; I (intermediate) fits a pallet footprint and two people or a
 * cart move it; anything larger or heavier is N (non-standard).
 */
export const DIN_LIMITS = {
  D: { maxSideCm: 60, maxWeightKg: 15 },
  I: { maxSideCm: 120, maxWeightKg: 50 },
} as const;

export interface DinInput {
  length?: number | null;
  width?: number | null;
  height?: number | null;
  weight?: number | null;
}

/** DIN class from dimensions (cm) and weight (kg); null when no dimension is known. */
export function classifyDin(product: DinInput): DinCategory | null {
  const sides = [product.length, product.width, product.height].filter(
    (side): side is number => typeof side === 'number' && Number.isFinite(side) && side > 0,
  );
  if (sides.length === 0) return null;
  const longest = Math.max(...sides);
  const weight = typeof product.weight === 'number' && Number.isFinite(product.weight) ? product.weight : 0;
  if (longest <= DIN_LIMITS.D.maxSideCm && weight <= DIN_LIMITS.D.maxWeightKg) return 'D';
  if (longest <= DIN_LIMITS.I.maxSideCm && weight <= DIN_LIMITS.I.maxWeightKg) return 'I';
  return 'N';
}
