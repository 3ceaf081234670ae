// GET /orders/{id}/debug-allocation: why each line holds what it holds and what it could still take.
import { allocationState, santiagoDay, type debugAllocationSchema } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import type { z } from 'zod';
import { rowsInStrategyOrder, shortfallReason } from './allocation-plan';
import { lineResultHead, lineRule } from './allocate-order';
import { linesWithAllocation, stockRowOut } from './read-order-detail';
import { existingOrderHeader } from './order-guards';
import { candidateRows, unusableUnits } from './order-stock.repository';

type DebugAllocation = z.infer<typeof debugAllocationSchema>;

/** Per line: requested, allocated, its reservations and the free stock in strategy order. */
export async function debugAllocation(deps: Deps, id: number): Promise<DebugAllocation> {
  const db = deps.db.kysely;
  const order = await existingOrderHeader(db, id);
  const today = santiagoDay();
  const { lines } = await linesWithAllocation(db, id);
  const productIds = lines.map(({ line }) => line.product_id);
  const [candidates, unusable] = await Promise.all([candidateRows(db, productIds, today), unusableUnits(db, productIds, today)]);
  const outLines = lines.map(({ line, reservations, reserved, picked, allocated }) => {
    const rule = lineRule(line, order.picking_strategy, {});
    const ordered = rowsInStrategyOrder(candidates.get(line.product_id) ?? [], rule.strategy, rule.criterion);
    const extra = unusable.get(line.product_id) ?? { expired: 0, held: 0 };
    const freeUnits = ordered.reduce((sum, row) => sum + row.available_quantity, 0);
    const missing = line.quantity - allocated;
    const reason = shortfallReason(rule, line.quantity, allocated + (missing > 0 ? Math.min(freeUnits, missing) : 0), extra);
    const diagnosis =
      missing <= 0
        ? 'Línea cubierta'
        : freeUnits > 0
          ? `Faltan ${missing}; hay ${freeUnits} disponibles: asignar inventario de nuevo${reason ? ` (${reason})` : ''}`
          : `Faltan ${missing}; ${reason ?? 'sin inventario disponible'}`;
    return {
      ...lineResultHead(line, rule.strategy),
      picking_criteria: rule.criterion,
      requested: line.quantity,
      allocated,
      reserved,
      picked,
      reservations: reservations.map(stockRowOut),
      available_in_strategy_order: ordered.map(stockRowOut),
      expired_units: extra.expired,
      held_units: extra.held,
      diagnosis,
    };
  });
  return {
    order_id: order.id,
    order_number: order.order_number,
    status: order.status as DebugAllocation['status'],
    allocation_state: allocationState(outLines.map((l) => ({ quantity: l.requested, allocated_quantity: l.allocated }))),
    total_requested: outLines.reduce((sum, l) => sum + l.requested, 0),
    total_allocated: outLines.reduce((sum, l) => sum + Math.min(l.allocated, l.requested), 0),
    today,
    lines: outLines,
  };
}
