// Reading orders: the paged list, one order, the dashboard figures and an order's criteria.
import { FULFILLMENT_PERIOD_DAYS, addDays, fulfillmentRate, santiagoDay } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { santiagoDayStartUtc } from '../../lib/dates';
import { existingOrderHeader } from './order-guards';
import { linesWithAllocation, orderDetail, summaryFields } from './read-order-detail';
import { orderCounts, orderListPage } from './order-list.repository';
import { candidateRows } from './order-stock.repository';
import type { OrderListQuery } from './orders.schemas';

type Strategy = 'fifo' | 'lifo' | 'fefo' | 'manual' | null;
type CriterionType = 'lot' | 'serial' | 'expiry' | null;

export async function listOrders(deps: Deps, query: OrderListQuery) {
  const { rows, total } = await orderListPage(deps.db.kysely, query);
  const data = rows.map((row) => {
    const allocated = Math.min(Number(row.reserved) + Number(row.picked), Number(row.total_quantity));
    const state = allocated === 0 ? 'none' : allocated >= Number(row.total_quantity) ? 'full' : 'partial';
    return summaryFields(row, {
      total_quantity: Number(row.total_quantity),
      allocated,
      line_count: Number(row.line_count),
      state,
    });
  });
  return { data, total };
}

export function getOrder(deps: Deps, id: number) {
  return orderDetail(deps.db.kysely, id);
}

export async function orderStats(deps: Deps) {
  const now = new Date();
  const today = santiagoDay(now);
  const from = santiagoDayStartUtc(addDays(today, -(FULFILLMENT_PERIOD_DAYS - 1)));
  const figures = await orderCounts(deps.db.kysely, santiagoDayStartUtc(today), from, now.toISOString());
  return {
    orders_today: figures.orders_today,
    pending_allocation: figures.pending_allocation,
    pending_picking: figures.pending_picking,
    fulfillment_rate: fulfillmentRate(figures.due, figures.on_time),
    fulfillment: {
      period_days: FULFILLMENT_PERIOD_DAYS,
      from,
      to: now.toISOString(),
      due: figures.due,
      on_time: figures.on_time,
    },
  };
}

/** The order's strategy level and strategy, and per line its strategy and criterion with the units that match it today. */
export async function orderGranularCriteria(deps: Deps, id: number) {
  const db = deps.db.kysely;
  const header = await existingOrderHeader(db, id);
  const { lines, reservations } = await linesWithAllocation(db, id);
  const candidates = await candidateRows(
    db,
    lines.map(({ line }) => line.product_id),
    santiagoDay(),
  );
  const criteria: Record<
    string,
    {
      line_id: number;
      line_no: number;
      product_id: number;
      picking_strategy: Strategy;
      type: CriterionType;
      value: string | null;
      available_quantity: number | null;
    }
  > = {};
  for (const { line } of lines) {
    const type = (line.criteria_type as CriterionType) ?? null;
    const value = line.criteria_value ?? null;
    const rows = candidates.get(line.product_id) ?? [];
    const available =
      type && value
        ? rows
            .filter((row) =>
              type === 'lot'
                ? row.lot_number === value
                : type === 'serial'
                  ? row.serial_number === value
                  : row.expiry_date === value.slice(0, 10),
            )
            .reduce((sum, row) => sum + row.available_quantity, 0)
        : null;
    criteria[String(line.id)] = {
      line_id: line.id,
      line_no: line.line_no,
      product_id: line.product_id,
      picking_strategy: (line.picking_strategy as Strategy) ?? null,
      type,
      value,
      available_quantity: available,
    };
  }
  return {
    picking_strategy_config: {
      level: header.strategy_level === 'product' ? ('product' as const) : ('order' as const),
      strategy: (header.picking_strategy as Strategy) ?? null,
    },
    granular_criteria: criteria,
    has_allocations: reservations.length > 0,
  };
}
