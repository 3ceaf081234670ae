import { strategyCriteriaError, type PickingStrategy, type ProductLocations, type TaskCriterionType } from '@bodega/domain';
import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from './form-resolver';

/** The stock-row fields (GET /orders/products/{id}/locations) a line's criteria are built from. */
export type CriteriaStockRow = Pick<
  ProductLocations['locations'][number],
  'lot_number' | 'serial_number' | 'expiry_date' | 'entry_date' | 'available_quantity' | 'expired'
>;

/** One lot, serial or expiry date a product line may name, with what it has available. */
export interface CriterionOption {
  type: TaskCriterionType;
  value: string;
  available_quantity: number;
  expiry_date: string | null;
  entry_date: string;
  lot_number: string | null;
}

export type CriteriaOptions = Record<TaskCriterionType, CriterionOption[]>;

/**
 * Lots, serials and expiry dates a line may name, from the product's free and unexpired rows,
 * with what each has available (Available items).
 */
export function criteriaOptions(rows: readonly CriteriaStockRow[]): CriteriaOptions {
  const usable = rows.filter((row) => !row.expired && row.available_quantity > 0);
  const group = (type: TaskCriterionType, key: (row: CriteriaStockRow) => string | null) => {
    const map = new Map<string, CriterionOption>();
    for (const row of usable) {
      const value = key(row);
      if (!value) continue;
      const option = map.get(value);
      if (option) {
        option.available_quantity += row.available_quantity;
        if (row.entry_date < option.entry_date) option.entry_date = row.entry_date;
      } else {
        map.set(value, {
          type,
          value,
          available_quantity: row.available_quantity,
          expiry_date: row.expiry_date,
          entry_date: row.entry_date,
          lot_number: row.lot_number,
        });
      }
    }
    return [...map.values()];
  };
  return {
    lot: group('lot', (row) => row.lot_number),
    serial: group('serial', (row) => row.serial_number),
    expiry: group('expiry', (row) => row.expiry_date),
  };
}

/**
 * A product line's criteria from its product's stock rows (undefined while they are read): the
 * options, the line's effective strategy, what the criteria offer and the strategy's complaint.
 */
export function useLineCriteria(
  values: { strategy_level: 'order' | 'product'; strategy: PickingStrategy | '' },
  line: { picking_strategy: PickingStrategy | ''; product: unknown },
  stock: { locations: readonly CriteriaStockRow[] } | undefined,
) {
  const options = useMemo(() => criteriaOptions(stock?.locations ?? []), [stock]);
  const strategy = lineStrategy(values, line);
  const available = { lots: options.lot, serials: options.serial, expiry_dates: options.expiry };
  const strategyError = line.product && strategy && stock ? strategyCriteriaError(strategy, available) : null;
  return { options, strategy, available, strategyError };
}

/** The line's effective strategy: its own at level 'product', the form's at level 'order'. */
export function lineStrategy(
  values: { strategy_level: 'order' | 'product'; strategy: PickingStrategy | '' },
  line: { picking_strategy: PickingStrategy | '' },
): PickingStrategy | '' {
  return values.strategy_level === 'product' ? line.picking_strategy : values.strategy;
}

export type LineField = 'max_quantity' | 'criteria_value' | 'criteria_type' | 'quantity' | 'picking_strategy';

/** Choosing a product clears the line's criteria and caps its quantity at what the product has available. */
export function applyLineProduct(
  set: (field: LineField, value: unknown) => void,
  product: { available_quantity: number } | null,
  quantity: number,
) {
  set('criteria_type', '');
  set('criteria_value', '');
  set('max_quantity', product ? product.available_quantity : null);
  if (product && quantity > product.available_quantity) set('quantity', Math.max(1, product.available_quantity));
}

/**
 * The resolver of a form with product lines under `linesKey`: the domain schema judges the
 * payload, and a line's product_id error shows on the line's product field.
 */
export function productLinesResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toInput: (values: Values) => unknown,
  linesKey: string,
): Resolver<Values, unknown, z.output<Schema>> {
  const resolve = formResolver<Values, Schema>(schema, toInput);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    // The lines' errors are an array, or an object when the list itself is refused (no line at all).
    const lines = (result.errors as Record<string, unknown>)[linesKey];
    if (lines && typeof lines === 'object')
      for (const line of Object.values(lines as Record<string, unknown>))
        if (line && typeof line === 'object' && 'product_id' in line)
          (line as Record<string, unknown>).product = (line as Record<string, unknown>).product_id;
    return result;
  };
}

/** A stored line as an order or a task returns it: its product and its lot, serial or expiry criterion. */
interface StoredProductLine {
  product_id: number;
  product_sku: string;
  product_name: string;
  unit_of_measure: string;
  picking_criteria: { type: TaskCriterionType; value: string } | null;
}

/** The product of a stored line as a line's picker holds it; its availability is read again. */
export function storedLineProduct(line: StoredProductLine) {
  return {
    id: line.product_id,
    sku: line.product_sku,
    name: line.product_name,
    unit_of_measure: line.unit_of_measure,
    available_quantity: 0,
    has_stock: true,
  };
}

/** A stored line's criterion as the line's two fields. */
export function storedLineCriteria(line: StoredProductLine): { criteria_type: TaskCriterionType | ''; criteria_value: string } {
  return { criteria_type: line.picking_criteria?.type ?? '', criteria_value: line.picking_criteria?.value ?? '' };
}
