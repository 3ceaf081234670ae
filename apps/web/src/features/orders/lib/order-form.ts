import { orderSchema, santiagoDateTimeInput, type OrderInput, type PickingStrategy } from '@bodega/domain';
import type { Resolver } from 'react-hook-form';
import { lineStrategy, productLinesResolver, storedLineCriteria, storedLineProduct } from '../../../lib/product-line-criteria';
import type { CriterionType, OrderDetail, ProductOption } from '../api/types';

export interface LineFormValues {
  product: ProductOption | null;
  quantity: number;
  unit_price: number;
  picking_strategy: PickingStrategy | '';
  criteria_type: CriterionType | '';
  criteria_value: string;
  /** What the chosen product (or criterion) has available: 'Máximo disponible: N'. */
  max_quantity: number | null;
}

export interface OrderFormValues {
  customer_id: number | null;
  priority: number;
  required_date: string;
  shipping_address: string;
  shipping_city: string;
  shipping_country: string;
  shipping_postal_code: string;
  shipping_method: string;
  strategy_level: 'order' | 'product';
  strategy: PickingStrategy | '';
  piece_by_piece_enabled: boolean;
  notes: string;
  order_lines: LineFormValues[];
}

export const emptyLine = (): LineFormValues => ({
  product: null,
  quantity: 1,
  unit_price: 0,
  picking_strategy: '',
  criteria_type: '',
  criteria_value: '',
  max_quantity: null,
});

export function emptyOrder(): OrderFormValues {
  return {
    customer_id: null,
    priority: 1,
    required_date: '',
    shipping_address: '',
    shipping_city: '',
    shipping_country: 'Chile',
    shipping_postal_code: '',
    shipping_method: 'Estándar',
    strategy_level: 'order',
    strategy: '',
    piece_by_piece_enabled: false,
    notes: '',
    order_lines: [emptyLine()],
  };
}

export function fromDetail(order: OrderDetail): OrderFormValues {
  return {
    customer_id: order.customer_id,
    priority: order.priority,
    required_date: santiagoDateTimeInput(order.required_date),
    shipping_address: order.shipping_address ?? '',
    shipping_city: order.shipping_city ?? '',
    shipping_country: order.shipping_country ?? '',
    shipping_postal_code: order.shipping_postal_code ?? '',
    shipping_method: order.shipping_method ?? '',
    strategy_level: order.picking_strategy_config.level,
    strategy: order.picking_strategy_config.strategy ?? '',
    piece_by_piece_enabled: order.piece_by_piece_enabled,
    notes: order.notes ?? '',
    order_lines: order.order_lines.map((line) => ({
      product: {
        ...storedLineProduct(line),
        category: '',
        barcode: null,
        current_stock: 0,
        has_lots: false,
        has_serials: false,
        has_expiry: false,
        unit_price: line.unit_price ?? null,
      },
      quantity: line.quantity,
      unit_price: line.unit_price ?? 0,
      picking_strategy: line.picking_strategy ?? '',
      ...storedLineCriteria(line),
      max_quantity: null,
    })),
  };
}

/** The API payload (POST /orders): the form plus picking_strategy_config and criteria. */
export function toPayload(values: OrderFormValues): Record<string, unknown> {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    customer_id: values.customer_id ?? undefined,
    priority: values.priority,
    // A datetime-local value is Santiago wall-clock time; the server reads a zone-less time so.
    required_date: text(values.required_date),
    shipping_address: text(values.shipping_address),
    shipping_city: text(values.shipping_city),
    shipping_country: text(values.shipping_country),
    shipping_postal_code: text(values.shipping_postal_code),
    shipping_method: text(values.shipping_method),
    picking_strategy: values.strategy_level === 'order' && values.strategy ? values.strategy : null,
    piece_by_piece_enabled: values.piece_by_piece_enabled,
    notes: text(values.notes),
    picking_strategy_config: {
      level: values.strategy_level,
      strategy: values.strategy_level === 'order' && values.strategy ? values.strategy : null,
    },
    order_lines: values.order_lines.map((line) => {
      const strategy = lineStrategy(values, line);
      return {
        product_id: line.product?.id ?? null,
        quantity: Number.isFinite(line.quantity) ? line.quantity : undefined,
        unit_price: Number.isFinite(line.unit_price) ? line.unit_price : undefined,
        max_quantity: line.max_quantity,
        picking_strategy: values.strategy_level === 'product' && strategy ? strategy : null,
        picking_criteria:
          strategy === 'manual' && line.criteria_type && line.criteria_value
            ? { type: line.criteria_type, value: line.criteria_value }
            : null,
      };
    }),
  };
}

/** Whether creating this order asks for automatic allocation (a strategy or criteria was chosen). */
export function wantsAllocation(values: OrderFormValues): boolean {
  return values.order_lines.some((line) => lineStrategy(values, line) !== '');
}

/** The domain's orderSchema judges the payload; a product error shows on the line's product field. */
export const orderFormResolver: Resolver<OrderFormValues, unknown, OrderInput> = productLinesResolver(
  orderSchema,
  toPayload,
  'order_lines',
);

/** Values of this criterion type already used by another line of the same product ('Ya usado en otra línea'). */
export function usedElsewhere(lines: readonly LineFormValues[], index: number): Set<string> {
  const line = lines[index];
  const used = new Set<string>();
  if (!line?.product) return used;
  lines.forEach((other, i) => {
    if (
      i !== index &&
      other.product?.id === line.product?.id &&
      other.criteria_type === line.criteria_type &&
      other.criteria_value
    )
      used.add(other.criteria_value);
  });
  return used;
}

/**
 * The price a line starts from when its product is chosen: the product's list price, which
 * may carry centavos (e.g. 83 990,50), rounded to the whole pesos an order line takes.
 */
export function startingLinePrice(product: Pick<ProductOption, 'unit_price'> | null): number | null {
  return product?.unit_price != null ? Math.round(product.unit_price) : null;
}
