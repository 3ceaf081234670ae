import { isExpired } from '../format/expiry';
import type { ChipColor } from './colours';

export type StockStatusKey = 'error' | 'agotado' | 'vencido' | 'exceso' | 'critico' | 'bajo' | 'normal';

export const STOCK_STATUS_LABELS: Record<StockStatusKey, string> = {
  error: 'Error en Datos',
  agotado: 'Agotado',
  vencido: 'Vencido',
  exceso: 'Exceso',
  critico: 'Crítico',
  bajo: 'Bajo',
  normal: 'Normal',
};

export const STOCK_STATUS_COLORS: Record<StockStatusKey, ChipColor> = {
  error: 'default',
  agotado: 'error',
  vencido: 'error',
  exceso: 'info',
  critico: 'error',
  bajo: 'warning',
  normal: 'success',
};

/** Critical at or below this fraction of the minimum. */
export const CRITICAL_STOCK_RATIO = 0.5;

/** The inventory screen's status filter values and the status each selects. */
export const STOCK_STATUS_FILTERS = {
  normal: 'normal',
  low: 'bajo',
  critical: 'critico',
  excess: 'exceso',
} as const satisfies Record<string, StockStatusKey>;
export type StockStatusFilter = keyof typeof STOCK_STATUS_FILTERS;

export interface StockStatus {
  key: StockStatusKey;
  label: string;
  color: ChipColor;
}

export type StockInputValue = number | string | null | undefined;

export interface StockStatusInput {
  quantity: StockInputValue;
  min_stock: StockInputValue;
  max_stock?: StockInputValue;
  /** A lot's expiry: a row whose lot has expired reads 'Vencido' whatever its quantity says. */
  expiry_date?: string | null | undefined;
  /** The Santiago day the expiry is judged against (today when omitted). */
  today?: string;
}

/** Numbers and numeric strings (database decimals arrive as text) count as numbers. */
function toNumber(value: StockInputValue): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

function status(key: StockStatusKey): StockStatus {
  return { key, label: STOCK_STATUS_LABELS[key], color: STOCK_STATUS_COLORS[key] };
}

/** Stock status of one inventory row, the rules evaluated in their order. */
export function stockStatus(input: StockStatusInput): StockStatus {
  const quantity = toNumber(input.quantity);
  const min = toNumber(input.min_stock);
  const parsedMax = toNumber(input.max_stock);
  // A missing maximum means "no maximum", the same as 0.
  const max = Number.isNaN(parsedMax) ? 0 : parsedMax;

  if (Number.isNaN(quantity) || Number.isNaN(min)) return status('error');
  if (quantity <= 0) return status('agotado');
  if (isExpired(input.expiry_date, input.today)) return status('vencido');
  if (min === 0) return status(max > 0 && quantity >= max ? 'exceso' : 'normal');
  if (quantity <= min * CRITICAL_STOCK_RATIO) return status('critico');
  if (quantity <= min) return status('bajo');
  if (max > 0 && quantity >= max) return status('exceso');
  return status('normal');
}

/**
 * The one definition of low stock, for inventory's 'Stock Bajo o Crítico' card, analytics'
 * 'productos con bajo stock' and the low-stock table: a product with a minimum whose total stock
 * is at or under it ('Bajo', 'Crítico' and 'Agotado'; an empty product is the most urgent of
 * them). Judged on the product's total, never on one of its rows.
 */
export function isLowStock(currentStock: number, minStock: number): boolean {
  return minStock > 0 && currentStock <= minStock;
}

/** Counted in the 'Stock Bajo o Crítico' card: low stock on the product's total (`isLowStock`). */
export function isLowOrCritical(input: StockStatusInput): boolean {
  return isLowStock(toNumber(input.quantity), toNumber(input.min_stock));
}

/**
 * The status chip of one inventory row. A product kept one row per serial (each row one unit)
 * is judged on its total: a single implant is not 'Crítico' because its row holds one unit.
 */
export function rowStockStatus(
  row: { quantity: StockInputValue; serial_number?: string | null; expiry_date?: string | null },
  product: { total: StockInputValue; min_stock: StockInputValue; max_stock?: StockInputValue },
): StockStatus {
  const quantity = row.serial_number && row.serial_number.trim() ? product.total : row.quantity;
  return stockStatus({ quantity, min_stock: product.min_stock, max_stock: product.max_stock, expiry_date: row.expiry_date });
}

export function matchesStockFilter(input: StockStatusInput, filter: StockStatusFilter): boolean {
  return stockStatus(input).key === STOCK_STATUS_FILTERS[filter];
}
