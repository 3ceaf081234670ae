// Allocation of an order: reserving stock for its lines by their strategy, and releasing it.
import { allocationStatus, isLotStrategy, santiagoDay, type AllocationLineResult, type PickingStrategy } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { lockProducts } from '../../lib/stock-locks';
import { commitments } from '../ledger';
import { DEFAULT_ORDER_STRATEGY, planTakes, rowsInStrategyOrder, shortfallReason, type LineCriterion } from './allocation-plan';
import { linesWithAllocation } from './read-order-detail';
import { lockedOrder, requireAction } from './order-guards';
import { ORDER_SOURCE, orderReservations, type OrderLineView } from './order-reads.repository';
import { releaseOrder } from './release-order';
import { candidateRows, unusableUnits } from './order-stock.repository';
import { updateOrderRow } from './order-writes.repository';
import type { Tx } from '../../db/handle';

type Granular = Record<
  string,
  {
    picking_strategy?: PickingStrategy | null | undefined;
    type?: 'lot' | 'serial' | 'expiry' | null | undefined;
    value?: string | null | undefined;
  }
>;

export interface AllocateBody {
  granular_criteria?: Granular | null | undefined;
  picking_strategy?: PickingStrategy | null | undefined;
}

/**
 * The strategy and criterion one line is allocated by. Precedence: the call's criteria for the
 * line (keyed by line id), the call's strategy, the line's own (strategy level 'product'), the
 * order's, then FEFO. A criterion (lot, serial, expiry) restricts only the manual strategy; with
 * an automatic one the strategy takes rows in its order, as the form's automatic choice shows.
 */
export function lineRule(
  line: OrderLineView,
  orderStrategy: string | null,
  body: AllocateBody,
): { strategy: PickingStrategy; criterion: LineCriterion | null } {
  const granular = body.granular_criteria?.[String(line.id)];
  const named =
    granular?.picking_strategy ??
    body.picking_strategy ??
    (line.picking_strategy as PickingStrategy | null) ??
    (orderStrategy as PickingStrategy | null);
  const strategy: PickingStrategy = named && (isLotStrategy(named) || named === 'manual') ? named : DEFAULT_ORDER_STRATEGY;
  const type = granular?.type ?? (line.criteria_type as LineCriterion['type'] | null);
  const value = granular?.value?.trim() || line.criteria_value;
  return { strategy, criterion: type && value ? { type, value } : null };
}

/** What a line's result names: the line, its product and the strategy it is allocated by. */
export function lineResultHead(line: OrderLineView, strategy: PickingStrategy) {
  return {
    line_id: line.id,
    product_id: line.product_id,
    product_name: line.product_name,
    product_sku: line.product_sku,
    strategy,
  };
}

/**
 * Reserves stock for every line short of its quantity, by the line's strategy, never expired nor
 * held units, inside the caller's transaction. Partial allocation is kept and reported per line; a
 * fully covered order becomes 'assigned', a partial one stays 'pending' with its reservations.
 */
export async function allocateOrder(trx: Tx, id: number, body: AllocateBody, userId: number) {
  const order = await lockedOrder(trx, id);
  requireAction(order, 'allocate', 'asignar inventario a', 'las órdenes pendientes');
  const { lines } = await linesWithAllocation(trx, id);
  const productIds = lines.map(({ line }) => line.product_id);
  // PostgreSQL: the products in id order, so what is read below cannot change before the
  // reservations are written and two allocations never deadlock on each other.
  await lockProducts(trx, productIds);
  const today = santiagoDay();
  const candidates = await candidateRows(trx, productIds, today);
  const free = new Map<number, number>();
  const plans: {
    inventory_id: number;
    quantity: number;
    source: { source_type: string; source_id: number; source_line_id: number };
    lineIndex: number;
  }[] = [];
  const rules = lines.map(({ line }) => lineRule(line, order.picking_strategy, body));
  lines.forEach(({ line, allocated }, lineIndex) => {
    const need = line.quantity - allocated;
    if (need <= 0) return;
    const { strategy, criterion } = rules[lineIndex]!;
    const ordered = rowsInStrategyOrder(candidates.get(line.product_id) ?? [], strategy, criterion);
    for (const take of planTakes(ordered, need, free)) {
      plans.push({
        inventory_id: take.row.inventory_id,
        quantity: take.quantity,
        source: { source_type: ORDER_SOURCE, source_id: id, source_line_id: line.id },
        lineIndex,
      });
    }
  });
  const got = plans.length ? await commitments(trx).reserveMany(plans, userId) : [];
  const newly = lines.map(() => 0);
  plans.forEach((plan, index) => (newly[plan.lineIndex]! += got[index] ?? 0));

  const shortLines = lines.filter(({ line, allocated }, index) => allocated + newly[index]! < line.quantity);
  const unusable = shortLines.length
    ? await unusableUnits(
        trx,
        shortLines.map(({ line }) => line.product_id),
        today,
      )
    : new Map<number, { expired: number; held: number }>();
  const results: AllocationLineResult[] = lines.map(({ line, allocated }, index) => {
    const total = allocated + newly[index]!;
    const rule = rules[index]!;
    return {
      ...lineResultHead(line, rule.strategy),
      success: total >= line.quantity,
      requested: line.quantity,
      allocated: total,
      newly_allocated: newly[index]!,
      reason: shortfallReason(rule, line.quantity, total, unusable.get(line.product_id) ?? { expired: 0, held: 0 }),
    };
  });
  const fully = results.every((result) => result.success);
  const anyReserved = results.some((result) => result.allocated > 0);
  const status = allocationStatus(results.map((r) => ({ quantity: r.requested, allocated_quantity: r.allocated })));
  const now = nowIso();
  await updateOrderRow(trx, id, {
    status,
    updated_at: now,
    allocated_at: status === 'assigned' ? now : null,
    ...(anyReserved && !order.first_allocated_at ? { first_allocated_at: now } : {}),
  });
  const shortNames = results.filter((r) => !r.success).map((r) => r.product_name);
  const message = fully
    ? 'Inventario asignado exitosamente'
    : `Asignación parcial: Sin inventario suficiente para ${shortNames.join(', ')}`;
  return {
    success: anyReserved,
    fully_allocated: fully,
    status,
    message,
    error: anyReserved ? null : `Sin inventario disponible para ${shortNames.join(', ')}`,
    allocation_results: results,
  };
}

/** POST /orders/{id}/allocate: allocateOrder in its own stock transaction. */
export function allocateOrderStock(deps: Deps, id: number, body: AllocateBody, userId: number) {
  return deps.stockTransaction((_stock, trx) => allocateOrder(trx, id, body, userId));
}

/** Frees every reservation of a pending or assigned order; it goes back to pending. */
export function releaseOrderStock(deps: Deps, id: number) {
  return deps.stockTransaction(async (_stock, trx) => {
    const order = await lockedOrder(trx, id);
    requireAction(order, 'release', 'liberar las asignaciones de', 'las órdenes pendientes o asignadas');
    const reservations = await orderReservations(trx, id);
    if (reservations.length === 0)
      throw new AppError('INVALID_STATE', `La orden ${order.order_number} no tiene asignaciones que liberar`);
    const freed = await releaseOrder(trx, order);
    await updateOrderRow(trx, id, { status: 'pending', allocated_at: null, updated_at: nowIso() });
    return {
      success: true,
      released_quantity: freed,
      status: 'pending' as const,
      message: 'Asignaciones liberadas exitosamente',
    };
  });
}
