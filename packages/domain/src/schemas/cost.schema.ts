import { z } from 'zod';
import { isValidUnitPriceText, parseUnitPriceText, UNIT_PRICE_FORMAT_MESSAGE } from '../format/numbers';
import { ABC_CATEGORIES } from './product.schema';
import { hasAtMostTwoDecimals } from '../formulas/cost';
import { MAX_LEAD_TIME_DAYS, MAX_MONEY, quantityField } from './bounds';

export const COST_PERIODS = ['last_30_days', 'last_60_days', 'last_90_days', 'this_month', 'this_quarter', 'this_year'] as const;
export const DEFAULT_COST_PERIOD = 'this_year';

export const COST_MESSAGES = {
  unitPriceFormat: UNIT_PRICE_FORMAT_MESSAGE,
  unitPriceRequired: 'El precio unitario es requerido',
  unitPriceNotNegative: 'El precio unitario debe ser mayor o igual a 0',
  averageCost: 'El costo debe ser mayor o igual a 0',
  annualDemand: 'La demanda debe ser mayor o igual a 0',
  leadTime: 'El tiempo de entrega debe ser mayor o igual a 0',
  safetyStock: 'El stock de seguridad debe ser mayor o igual a 0',
  maxStock: 'El stock máximo debe ser mayor o igual a 0',
  unitPriceDecimals: 'El precio unitario admite hasta 2 decimales',
  unitPriceTooLarge: `El precio unitario no puede superar ${MAX_MONEY.toLocaleString('es-CL')}`,
} as const;

const M = COST_MESSAGES;

function notNegative(message: string) {
  return z.number({ error: message }).min(0, message);
}

/** A unit price in pesos with at most two decimals (stored as whole centavos). */
const unitPriceNumber = (message: string = M.unitPriceNotNegative) =>
  notNegative(message).max(MAX_MONEY, M.unitPriceTooLarge).refine(hasAtMostTwoDecimals, M.unitPriceDecimals);

const costNumbers = {
  average_cost: unitPriceNumber(M.averageCost).nullable().optional(),
  annual_demand: quantityField(M.annualDemand, { min: 0 }).nullable().optional(),
  lead_time_days: quantityField(M.leadTime, { min: 0, max: MAX_LEAD_TIME_DAYS }).nullable().optional(),
  safety_stock: quantityField(M.safetyStock, { min: 0 }).nullable().optional(),
  max_stock: quantityField(M.maxStock, { min: 0 }).nullable().optional(),
  abc_category: z.enum(ABC_CATEGORIES).nullable().optional(),
};

/**
 * 'Editar Costos' form (Edit cost form): the unit price is text like '1.234,56' and
 * comes out as a number.
 */
export const costFormSchema = z
  .object({
    unit_price: z
      .string({ error: M.unitPriceRequired })
      .trim()
      .min(1, M.unitPriceRequired)
      .refine(isValidUnitPriceText, M.unitPriceFormat)
      .transform(parseUnitPriceText)
      .pipe(unitPriceNumber()),
    ...costNumbers,
  })
  .strict();
export type CostForm = z.infer<typeof costFormSchema>;
export type CostFormInput = z.input<typeof costFormSchema>;

/**
 * The product cost update payload: the same fields with a numeric unit price. Average cost and
 * annual demand are calculated (from receipts and the ledger) and read-only: accepted for the
 * form's sake, never stored. Lead time, safety and maximum stock are whole numbers.
 */
export const costUpdateSchema = z
  .object({
    unit_price: unitPriceNumber().optional(),
    ...costNumbers,
  })
  .strict();
export type CostUpdate = z.infer<typeof costUpdateSchema>;

/** PUT /api/analytics/products/{id}/unit-price. */
export const unitPriceUpdateSchema = z.object({ unit_price: unitPriceNumber() }).strict();
export type UnitPriceUpdate = z.infer<typeof unitPriceUpdateSchema>;
