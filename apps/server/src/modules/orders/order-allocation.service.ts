import { allocationState, allocationStatus, isLotStrategy, santiagoDay, type PickingStrategy } from '@bodega/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { lockProducts, retryOnDeadlock } from '../../lib/stock-locks';
import { commitments } from '../ledger/commitments';
import { DEFAULT_ORDER_STRATEGY, planTakes, rowsInStrategyOrder, shortfallReason, type LineCriterion } from './allocation-plan';
import { linesWithAllocation, reservationOut, type OrderLineView } from './order-detail';
import { ORDER_SOURCE, ordersRepository, type CandidateRow } from './orders.repository';
import type { AllocationLineResult, debugAllocationSchema } from '@bodega/domain';
import { lockedOrder, releaseOrder, requireAction } from './orders.service';

type Tx = Transaction<Database> | Kysely<Database>;

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

/**
 * Reserves stock for every line short of its quantity, by the line's strategy, never expired nor
 * held units, inside the caller's transaction. Partial allocation is kept and reported per line; a
 * fully covered order becomes 'assigned', a partial one stays 'pending' with its reservations.
 */
export async function allocateOrder(trx: Tx, id: number, body: AllocateBody, userId: number) {
  const txRepo = ordersRepository(trx);
  const order = await lockedOrder(txRepo, id);
  requireAction(order, 'allocate', 'asignar inventario a', 'las órdenes pendientes');
  const { lines } = await linesWithAllocation(txRepo, id);
  const productIds = lines.map(({ line }) => line.product_id);
  // PostgreSQL: the products in id order, so what is read below cannot change before the
  // reservations are written and two allocations never deadlock on each other.
  await lockProducts(trx, productIds);
  const today = santiagoDay();
  const candidates = await txRepo.candidateRows(productIds, today);
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
    ? await txRepo.unusableUnits(
        shortLines.map(({ line }) => line.product_id),
        today,
      )
    : new Map();
  const results: AllocationLineResult[] = lines.map(({ line, allocated }, index) => {
    const total = allocated + newly[index]!;
    const { strategy, criterion } = rules[index]!;
    const extra = unusable.get(line.product_id) ?? { expired: 0, held: 0 };
    return {
      line_id: line.id,
      product_id: line.product_id,
      product_name: line.product_name,
      product_sku: line.product_sku,
      strategy,
      success: total >= line.quantity,
      requested: line.quantity,
      allocated: total,
      newly_allocated: newly[index]!,
      reason: shortfallReason({
        strategy,
        criterion,
        requested: line.quantity,
        allocated: total,
        expired: extra.expired,
        held: extra.held,
      }),
    };
  });
  const fully = results.every((result) => result.success);
  const anyReserved = results.some((result) => result.allocated > 0);
  const status = allocationStatus(results.map((r) => ({ quantity: r.requested, allocated_quantity: r.allocated })));
  const now = nowIso();
  await txRepo.updateOrder(id, {
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

export function orderAllocationService(app: FastifyInstance) {
  const repo = ordersRepository(app.db.kysely);

  return {
    /**
     * Reserves stock for every line short of its quantity, by the line's strategy, never expired
     * nor held units. Partial allocation is kept and reported per line; a fully covered order
     * becomes 'assigned', a partial one stays 'pending' with its reservations.
     */
    async allocate(id: number, body: AllocateBody, userId: number) {
      return retryOnDeadlock(() => app.stockTransaction((_stock, trx) => allocateOrder(trx, id, body, userId)));
    },

    /** Frees every reservation of a pending or assigned order; it goes back to pending. */
    async release(id: number) {
      return retryOnDeadlock(() =>
        app.stockTransaction(async (_stock, trx) => {
          const txRepo = ordersRepository(trx);
          const order = await lockedOrder(txRepo, id);
          requireAction(order, 'release', 'liberar las asignaciones de', 'las órdenes pendientes o asignadas');
          const reservations = await txRepo.reservations(id);
          if (reservations.length === 0)
            throw new AppError('INVALID_STATE', `La orden ${order.order_number} no tiene asignaciones que liberar`);
          const freed = await releaseOrder(trx, txRepo, order);
          await txRepo.updateOrder(id, { status: 'pending', allocated_at: null, updated_at: nowIso() });
          return {
            success: true,
            released_quantity: freed,
            status: 'pending' as const,
            message: 'Asignaciones liberadas exitosamente',
          };
        }),
      );
    },

    /** Per line: requested, allocated, its reservations and the free stock in strategy order. */
    async debug(id: number): Promise<z.infer<typeof debugAllocationSchema>> {
      const order = await repo.header(id);
      if (!order) throw new AppError('NOT_FOUND', 'Orden no encontrada');
      const today = santiagoDay();
      const { lines } = await linesWithAllocation(repo, id);
      const productIds = lines.map(({ line }) => line.product_id);
      const [candidates, unusable] = await Promise.all([
        repo.candidateRows(productIds, today),
        repo.unusableUnits(productIds, today),
      ]);
      const outLines = lines.map(({ line, reservations, reserved, picked, allocated }) => {
        const { strategy, criterion } = lineRule(line, order.picking_strategy, {});
        const ordered = rowsInStrategyOrder(candidates.get(line.product_id) ?? [], strategy, criterion);
        const extra = unusable.get(line.product_id) ?? { expired: 0, held: 0 };
        const freeUnits = ordered.reduce((sum, row) => sum + row.available_quantity, 0);
        const reason = shortfallReason({
          strategy,
          criterion,
          requested: line.quantity,
          allocated: allocated + (allocated < line.quantity ? Math.min(freeUnits, line.quantity - allocated) : 0),
          expired: extra.expired,
          held: extra.held,
        });
        const diagnosis =
          allocated >= line.quantity
            ? 'Línea cubierta'
            : freeUnits > 0
              ? `Faltan ${line.quantity - allocated}; hay ${freeUnits} disponibles: asignar inventario de nuevo${reason ? ` (${reason})` : ''}`
              : `Faltan ${line.quantity - allocated}; ${reason ?? 'sin inventario disponible'}`;
        return {
          line_id: line.id,
          product_id: line.product_id,
          product_name: line.product_name,
          product_sku: line.product_sku,
          strategy,
          picking_criteria: criterion,
          requested: line.quantity,
          allocated,
          reserved,
          picked,
          reservations: reservations.map(reservationOut),
          available_in_strategy_order: ordered.map(candidateOut),
          expired_units: extra.expired,
          held_units: extra.held,
          diagnosis,
        };
      });
      return {
        order_id: order.id,
        order_number: order.order_number,
        status: order.status as z.infer<typeof debugAllocationSchema>['status'],
        allocation_state: allocationState(outLines.map((l) => ({ quantity: l.requested, allocated_quantity: l.allocated }))),
        total_requested: outLines.reduce((sum, l) => sum + l.requested, 0),
        total_allocated: outLines.reduce((sum, l) => sum + Math.min(l.allocated, l.requested), 0),
        today,
        lines: outLines,
      };
    },
  };
}

function candidateOut(row: CandidateRow) {
  return {
    inventory_id: row.inventory_id,
    location_id: row.location_id,
    location_code: row.location_code,
    location_description: row.location_description,
    lot_number: row.lot_number || null,
    serial_number: row.serial_number || null,
    expiry_date: row.expiry_date || null,
    entry_date: row.entry_date,
    quantity: row.quantity,
    reserved_quantity: row.reserved_quantity,
    held_quantity: row.held_quantity,
    available_quantity: row.available_quantity,
  };
}
