import { CRITICAL_STOCK_RATIO, STOCK_STATUS_FILTERS, type StockStatusKey } from '@bodega/domain';
import { sql, type RawBuilder } from 'kysely';

/**
 * The inventory filter values the API accepts and the domain status each selects: the screen's
 * four (from the domain table) plus 'out' (Agotado) and 'error'.
 */
export const INVENTORY_STOCK_FILTERS = { ...STOCK_STATUS_FILTERS, out: 'agotado', error: 'error' } as const satisfies Record<
  string,
  StockStatusKey
>;
export type InventoryStockFilter = keyof typeof INVENTORY_STOCK_FILTERS;
export const INVENTORY_STOCK_FILTER_KEYS = Object.keys(INVENTORY_STOCK_FILTERS) as [
  InventoryStockFilter,
  ...InventoryStockFilter[],
];

/**
 * The domain's `stockStatus` (packages/domain/src/stock/stock-status.ts) as one SQL CASE, the
 * rules in the same order and with the same constant, so a filter on the server selects exactly
 * the rows the chip would label. test/inventory.test.ts compares both over a table of edge cases.
 */
export function stockStatusSql(
  quantity: RawBuilder<unknown>,
  min: RawBuilder<unknown>,
  max: RawBuilder<unknown>,
): RawBuilder<StockStatusKey> {
  const ratio = sql.lit(CRITICAL_STOCK_RATIO);
  return sql<StockStatusKey>`(case
    when ${quantity} is null or ${min} is null then 'error'
    when ${quantity} <= 0 then 'agotado'
    when ${min} = 0 then (case when coalesce(${max}, 0) > 0 and ${quantity} >= coalesce(${max}, 0) then 'exceso' else 'normal' end)
    when ${quantity} <= ${min} * ${ratio} then 'critico'
    when ${quantity} <= ${min} then 'bajo'
    when coalesce(${max}, 0) > 0 and ${quantity} >= coalesce(${max}, 0) then 'exceso'
    else 'normal'
  end)`;
}

/** Status of a product from its total stock (products.current_stock) and limits, alias `p`. */
export const productStockStatusSql = () =>
  stockStatusSql(sql.ref('p.current_stock'), sql.ref('p.min_stock'), sql.ref('p.max_stock'));
