import { orderLots, type PickingStrategy } from '@bodega/domain';
import type { CandidateRow } from './order-stock.repository';

export interface LineCriterion {
  type: 'lot' | 'serial' | 'expiry';
  value: string;
}

/** Default when neither the call, the line nor the order names a strategy: FEFO, as issues. */
export const DEFAULT_ORDER_STRATEGY: PickingStrategy = 'fefo';

const CRITERION_LABELS = { lot: 'lote', serial: 'serie', expiry: 'vencimiento' } as const;

export function criterionLabel(criterion: LineCriterion): string {
  return `${CRITERION_LABELS[criterion.type]} ${criterion.value}`;
}

function matches(row: CandidateRow, criterion: LineCriterion): boolean {
  if (criterion.type === 'lot') return row.lot_number === criterion.value;
  if (criterion.type === 'serial') return row.serial_number === criterion.value;
  return row.expiry_date === criterion.value.slice(0, 10);
}

/**
 * The rows a line's strategy takes, in order: FIFO oldest entry first, LIFO newest first, FEFO
 * earliest expiry day first (rows without expiry last), manual only the rows of its criterion
 * (lot, serial or expiry day), earliest expiry first. `rows` are already free and unexpired.
 */
export function rowsInStrategyOrder(
  rows: readonly CandidateRow[],
  strategy: PickingStrategy,
  criterion: LineCriterion | null,
): CandidateRow[] {
  if (strategy === 'manual') {
    if (!criterion) return [];
    return orderLots(
      rows
        .filter((row) => matches(row, criterion))
        .map((row) => ({ row, entry_date: row.entry_date, expiry_date: row.expiry_date || null })),
      'fefo',
    ).map(({ row }) => row);
  }
  const candidates = rows.map((row) => ({ row, entry_date: row.entry_date, expiry_date: row.expiry_date || null }));
  return orderLots(candidates, strategy).map(({ row }) => row);
}

export interface PlannedTake {
  row: CandidateRow;
  quantity: number;
}

/**
 * Takes up to `need` units from `ordered`, reading and lowering `free` (inventory id → free units
 * left for this allocation), so two lines of one product never plan the same units twice.
 */
export function planTakes(ordered: readonly CandidateRow[], need: number, free: Map<number, number>): PlannedTake[] {
  const takes: PlannedTake[] = [];
  let remaining = need;
  for (const row of ordered) {
    if (remaining <= 0) break;
    const left = free.get(row.inventory_id) ?? row.available_quantity;
    if (left <= 0) continue;
    const take = Math.min(left, remaining);
    takes.push({ row, quantity: take });
    free.set(row.inventory_id, left - take);
    remaining -= take;
  }
  return takes;
}

/** Why a line is short, in Spanish (allocation_results[].reason and the debug diagnosis). */
export function shortfallReason(
  { strategy, criterion }: { strategy: PickingStrategy; criterion: LineCriterion | null },
  requested: number,
  allocated: number,
  { expired, held }: { expired: number; held: number },
): string | null {
  if (allocated >= requested) return null;
  if (strategy === 'manual' && !criterion) return 'Estrategia manual sin criterio de selección (lote, serie o vencimiento)';
  const missing = requested - allocated;
  const parts: string[] = [];
  const where = strategy === 'manual' && criterion ? ` para ${criterionLabel(criterion)}` : '';
  parts.push(
    allocated === 0
      ? `Sin inventario disponible${where}`
      : `Sin inventario suficiente${where}: faltan ${missing} de ${requested}`,
  );
  if (expired > 0) parts.push(`${expired} unidades vencidas no se asignan`);
  if (held > 0) parts.push(`${held} unidades retenidas (cuarentena o retiro)`);
  return parts.join('; ');
}
