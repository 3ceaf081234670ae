import type { InventoryGroup, LotRow } from '../api/types';

/**
 * A line of the stock table: a product with several lots is a `group` line (sums
 * and a lot-count chip) that expands into `lot` lines; a product with one lot or none is a
 * `single` line.
 */
export type InventoryLine =
  | { id: string; kind: 'group'; group: InventoryGroup }
  | { id: string; kind: 'lot'; group: InventoryGroup; lot: LotRow }
  | { id: string; kind: 'single'; group: InventoryGroup; lot: LotRow | null };

export function inventoryLines(groups: readonly InventoryGroup[], expanded: ReadonlySet<number>): InventoryLine[] {
  const lines: InventoryLine[] = [];
  for (const group of groups) {
    const productId = group.product.id;
    if (group.lots.length > 1) {
      lines.push({ id: `p-${productId}`, kind: 'group', group });
      if (expanded.has(productId)) {
        for (const lot of group.lots) lines.push({ id: `l-${lot.id}`, kind: 'lot', group, lot });
      }
    } else {
      lines.push({ id: `p-${productId}`, kind: 'single', group, lot: group.lots[0] ?? null });
    }
  }
  return lines;
}

/** What a product line says beside (or instead of) its stock while part of it is under a blind count. */
export const UNDER_COUNT_LABEL = 'En conteo';

/**
 * Whether a product line must say 'En conteo': the server left out, for an operator, the lots at a
 * location under a blind count (`en_conteo`). Lot lines shown are outside the count.
 */
export function lineUnderCount(line: InventoryLine): boolean {
  return line.kind !== 'lot' && line.group.en_conteo === true;
}

/** Quantity, location and status shown on a line: the lot's own, or the product's sums. */
export function lineFigures(line: InventoryLine) {
  const group = {
    quantity: line.group.total_quantity,
    reserved: line.group.reserved_quantity ?? 0,
    held: line.group.held_quantity ?? 0,
    location: line.group.location_code,
    status: line.group.stock_status,
  };
  if (line.kind === 'group') return group;
  if (line.lot)
    return {
      quantity: line.lot.quantity,
      reserved: line.lot.reserved_quantity ?? 0,
      held: line.lot.held_quantity ?? 0,
      location: line.lot.location_code,
      status: line.lot.stock_status,
    };
  return group;
}
