import { unitsThatFit } from './strategies/capacity';
import { STRATEGIES } from './strategies';
import type { Candidate, ItemToPlace, StorageStrategy, StrategyContext } from './strategies/types';

export interface PlannedPutAway<T extends ItemToPlace> {
  item: T;
  quantity: number;
  location_id: number;
  reason: string;
}

export type PlanResult<T extends ItemToPlace> =
  { ok: true; planned: PlannedPutAway<T>[] } | { ok: false; item: T; remaining: number };

function reserve(candidate: Candidate, item: ItemToPlace, quantity: number): void {
  candidate.free_units -= quantity;
  if (candidate.free_volume !== null && item.unit_volume) candidate.free_volume -= quantity * item.unit_volume;
  candidate.stock.push({
    product_id: item.product_id,
    category: item.category,
    lot_number: item.lot_number,
    expiry_date: item.expiry_date,
    quantity,
  });
}

/**
 * Runs the strategy over the receipt's lines in order, keeping each candidate's free capacity
 * current (units already suggested in this list count as used). A line no single location can
 * hold is split: the strategy places the largest part that still fits somewhere (halving until
 * it accepts one), then the rest. Mutates `candidates`.
 */
export function planPutAway<T extends ItemToPlace>(
  strategy: StorageStrategy,
  items: readonly T[],
  candidates: Candidate[],
  context: StrategyContext,
): PlanResult<T> {
  const choose = STRATEGIES[strategy];
  const byId = new Map(candidates.map((candidate) => [candidate.location_id, candidate]));
  const planned: PlannedPutAway<T>[] = [];
  for (const item of items) {
    let remaining = item.quantity;
    while (remaining > 0) {
      let chunk = remaining;
      let suggestion = choose({ ...item, quantity: chunk }, candidates, context);
      if (!suggestion) {
        chunk = Math.min(remaining, Math.max(0, ...candidates.map((candidate) => unitsThatFit(candidate, item))));
        while (chunk > 0 && !(suggestion = choose({ ...item, quantity: chunk }, candidates, context)))
          chunk = Math.floor(chunk / 2);
      }
      if (!suggestion || chunk <= 0) return { ok: false, item, remaining };
      const candidate = byId.get(suggestion.location_id)!;
      reserve(candidate, item, chunk);
      planned.push({ item, quantity: chunk, location_id: suggestion.location_id, reason: suggestion.reason });
      remaining -= chunk;
    }
  }
  return { ok: true, planned };
}
