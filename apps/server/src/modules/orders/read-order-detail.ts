import { allocationState, hasOrderLeft, type OrderStatus, type PickingStrategy } from '@bodega/domain';
import type { OrderRow } from '../../db/schema';
import type { OrderDetail } from '@bodega/domain';
import { publicStockKey } from '../ledger';
import { existingOrderHeader } from './order-guards';
import { orderLines, orderPickingLists, orderReservations, pickedByLine, type ReservationView } from './order-reads.repository';
import type { Tx } from '../../db/handle';

/** A stock row (a reservation, an inventory row) as responses show it: no lot, serial or expiry is null, not ''. */
export function stockRowOut<T extends { lot_number: string; serial_number: string; expiry_date: string }>(row: T) {
  return { ...row, ...publicStockKey(row) };
}

/** Lines with what each holds: reserved now plus already picked (allocated_quantity). */
export async function linesWithAllocation(db: Tx, orderId: number) {
  const [lines, reservations, picked] = await Promise.all([
    orderLines(db, orderId),
    orderReservations(db, orderId),
    pickedByLine(db, [orderId]),
  ]);
  const byLine = new Map<number, ReservationView[]>();
  for (const r of reservations) {
    const list = byLine.get(r.source_line_id ?? 0);
    if (list) list.push(r);
    else byLine.set(r.source_line_id ?? 0, [r]);
  }
  return {
    reservations,
    lines: lines.map((line) => {
      const own = byLine.get(line.id) ?? [];
      const reserved = own.reduce((sum, r) => sum + r.quantity, 0);
      const pickedQuantity = picked.get(line.id) ?? 0;
      return { line, reservations: own, reserved, picked: pickedQuantity, allocated: reserved + pickedQuantity };
    }),
  };
}

export async function orderDetail(db: Tx, id: number): Promise<OrderDetail> {
  const header = await existingOrderHeader(db, id);
  const [{ lines }, lists] = await Promise.all([linesWithAllocation(db, id), orderPickingLists(db, id)]);
  const orderLines = lines.map(({ line, reservations, reserved, picked, allocated }) => ({
    id: line.id,
    line_no: line.line_no,
    product_id: line.product_id,
    product_name: line.product_name,
    product_sku: line.product_sku,
    unit_of_measure: line.unit_of_measure,
    quantity: line.quantity,
    unit_price: line.unit_price == null ? null : Number(line.unit_price),
    line_total: line.line_total == null ? null : Number(line.line_total),
    allocated_quantity: allocated,
    reserved_quantity: reserved,
    picked_quantity: picked,
    picking_strategy: (line.picking_strategy as PickingStrategy | null) ?? null,
    picking_criteria:
      line.criteria_type && line.criteria_value
        ? { type: line.criteria_type as 'lot' | 'serial' | 'expiry', value: line.criteria_value }
        : null,
    reservations: reservations.map(stockRowOut),
  }));
  return {
    ...summaryFields(header, {
      total_quantity: orderLines.reduce((sum, l) => sum + l.quantity, 0),
      allocated: orderLines.reduce((sum, l) => sum + Math.min(l.allocated_quantity, l.quantity), 0),
      line_count: orderLines.length,
      state: allocationState(orderLines),
    }),
    shipping_address: header.shipping_address,
    shipping_city: header.shipping_city,
    shipping_country: header.shipping_country,
    shipping_postal_code: header.shipping_postal_code,
    piece_by_piece_enabled: header.piece_by_piece_enabled === 1,
    picking_strategy_config: {
      level: header.strategy_level === 'product' ? 'product' : 'order',
      strategy: (header.picking_strategy as PickingStrategy | null) ?? null,
    },
    notes: header.notes,
    carrier: header.carrier,
    service_type: header.service_type,
    tracking_number: header.tracking_number,
    shipped_at: header.shipped_at,
    cancelled_at: header.cancelled_at,
    created_at: header.created_at,
    updated_at: header.updated_at,
    picking_lists: lists,
    order_lines: orderLines,
  };
}

export function summaryFields(
  row: OrderRow & { customer_name: string; customer_tax_id: string | null },
  figures: { total_quantity: number; allocated: number; line_count: number; state: 'none' | 'partial' | 'full' },
) {
  return {
    id: row.id,
    order_number: row.order_number,
    kind: row.kind === 'tarea' ? ('tarea' as const) : ('venta' as const),
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    customer_tax_id: row.customer_tax_id,
    status: row.status as OrderStatus,
    priority: row.priority,
    order_date: row.order_date,
    required_date: row.required_date,
    shipping_method: row.shipping_method,
    picking_strategy: (row.picking_strategy as PickingStrategy | null) ?? null,
    subtotal: Number(row.subtotal),
    tax_amount: Number(row.tax_amount),
    total_amount: Number(row.total_amount),
    total_quantity: figures.total_quantity,
    allocated_quantity: figures.allocated,
    allocation_state: figures.state,
    line_count: figures.line_count,
    has_left: hasOrderLeft(row),
  };
}
