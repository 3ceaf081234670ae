// An order document (a sale or a picking task) as the rows it is stored in, and the check that
// everything it names exists.
import { clpLineTotal, clpOrderTotals, type OrderDocument } from '@bodega/domain';
import type { OrderLineRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requiredDateUtc } from './order-dates';
import { customerExists, existingProducts } from './order-writes.repository';
import type { Tx } from '../../db/handle';

type Granular = NonNullable<OrderDocument['granular_criteria']>[string] | undefined;

function lineRow(
  orderId: number,
  index: number,
  line: {
    product_id: number;
    quantity: number;
    picking_strategy?: string | null | undefined;
    picking_criteria?: { type: string; value: string } | null | undefined;
  },
  granular: Granular,
  price: { unit_price: number | null; line_total: number | null },
): Omit<OrderLineRow, 'id'> {
  const strategy = line.picking_strategy ?? granular?.picking_strategy ?? null;
  const criterion =
    line.picking_criteria ?? (granular?.type && granular.value ? { type: granular.type, value: granular.value } : null);
  return {
    order_id: orderId,
    line_no: index + 1,
    product_id: line.product_id,
    quantity: line.quantity,
    ...price,
    picking_strategy: strategy,
    criteria_type: criterion?.type ?? null,
    criteria_value: criterion?.value ?? null,
  };
}

/** A sale's lines carry their price and total; a task's lines have neither (null). */
export function lineRows(orderId: number, doc: OrderDocument): Omit<OrderLineRow, 'id'>[] {
  if (doc.kind === 'tarea')
    return doc.task_lines.map((line, index) =>
      lineRow(orderId, index, line, doc.granular_criteria?.[String(index)], { unit_price: null, line_total: null }),
    );
  return doc.order_lines.map((line, index) =>
    lineRow(orderId, index, line, doc.granular_criteria?.[String(index)], {
      unit_price: line.unit_price,
      line_total: clpLineTotal(line),
    }),
  );
}

/** The header columns the document sets (a task has no customer, shipping nor money). */
export function headerValues(doc: OrderDocument) {
  const level = doc.picking_strategy_config?.level ?? 'order';
  const common = {
    kind: doc.kind,
    priority: doc.priority,
    required_date: requiredDateUtc(doc.required_date),
    strategy_level: level,
    piece_by_piece_enabled: doc.piece_by_piece_enabled ? 1 : 0,
    notes: doc.notes || null,
  };
  if (doc.kind === 'tarea')
    return {
      ...common,
      customer_id: null,
      shipping_address: null,
      shipping_city: null,
      shipping_country: null,
      shipping_postal_code: null,
      shipping_method: null,
      picking_strategy: doc.picking_strategy_config?.strategy ?? doc.strategy,
      subtotal: 0,
      tax_amount: 0,
      total_amount: 0,
    };
  return {
    ...common,
    customer_id: doc.customer_id,
    shipping_address: doc.shipping_address || null,
    shipping_city: doc.shipping_city || null,
    shipping_country: doc.shipping_country || null,
    shipping_postal_code: doc.shipping_postal_code || null,
    shipping_method: doc.shipping_method ?? null,
    picking_strategy: doc.picking_strategy_config?.strategy ?? doc.picking_strategy ?? null,
    ...clpOrderTotals(doc.order_lines),
  };
}

/** 400 naming the first missing customer or product, before anything is written. */
export async function checkReferences(trx: Tx, doc: OrderDocument): Promise<void> {
  const fields: Record<string, string> = {};
  if (doc.kind === 'venta' && !(await customerExists(trx, doc.customer_id))) fields.customer_id = 'Cliente no encontrado';
  const lines = doc.kind === 'venta' ? doc.order_lines : doc.task_lines;
  const key = doc.kind === 'venta' ? 'order_lines' : 'task_lines';
  const products = await existingProducts(
    trx,
    lines.map((line) => line.product_id),
  );
  lines.forEach((line, index) => {
    if (!products.has(line.product_id)) fields[`${key}.${index}.product_id`] = 'Producto no encontrado';
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_ERROR', Object.values(fields)[0], fields);
}
