// Requests of the route endpoints (POST /shortest-path,
// POST /intelligent-picking/simulate) and the options lists (strategies, priorities).
import { z } from 'zod';
import { ROUTE_STRATEGIES, ROUTE_STRATEGY_LABELS } from '../routing/plan';
import { PICKING_STRATEGIES, type PickingStrategy } from '../strategies/select-lots';
import { quantityField } from './bounds';
import { idField, optionalText } from './common';
import { PRIORITY_LABELS, PRIORITY_VALUES } from '../priority/priority';
import { DEFAULT_ROUTE_STRATEGY } from './picking.schema';

export const ROUTE_MESSAGES = {
  locationRequired: 'Ubicación es requerida',
  productRequired: 'Producto es requerido',
  quantityPositive: 'Cantidad debe ser mayor a 0',
  strategyInvalid: 'Estrategia de ruta no válida',
  pickingStrategyInvalid: 'Estrategia de picking no válida',
  warehouseRequired: 'Bodega es requerida',
  stopsOrItems: 'Indique ubicaciones o productos a recolectar',
  tooManyStops: 'No puede superar 500 paradas',
  sameWarehouse: 'Todas las ubicaciones deben pertenecer a la misma bodega',
  locationNotFound: (id: number) => `La ubicación ${id} no existe`,
  productNotFound: (id: number) => `El producto ${id} no existe`,
} as const;

const M = ROUTE_MESSAGES;
export const MAX_ROUTE_STOPS = 500;

const routeStrategy = z.enum(ROUTE_STRATEGIES, { error: M.strategyInvalid }).default(DEFAULT_ROUTE_STRATEGY);

/** POST /api/shortest-path: between two locations; without `from_location_id`, from the origin. */
export const shortestPathSchema = z
  .object({
    from_location_id: idField(M.locationRequired).nullable().optional(),
    to_location_id: idField(M.locationRequired),
  })
  .strict();
export type ShortestPathInput = z.infer<typeof shortestPathSchema>;

/** POST /api/intelligent-picking/simulate: a candidate set, either locations or products. */
export const simulateRouteSchema = z
  .object({
    strategy: routeStrategy,
    warehouse_id: idField(M.warehouseRequired).nullable().optional(),
    picking_strategy: z.enum(PICKING_STRATEGIES, { error: M.pickingStrategyInvalid }).nullable().optional(),
    stops: z
      .array(
        z.object({ location_id: idField(M.locationRequired), quantity: quantityField(M.quantityPositive).default(1) }).strict(),
      )
      .max(MAX_ROUTE_STOPS, M.tooManyStops)
      .optional(),
    items: z
      .array(z.object({ product_id: idField(M.productRequired), quantity: quantityField(M.quantityPositive) }).strict())
      .max(MAX_ROUTE_STOPS, M.tooManyStops)
      .optional(),
  })
  .strict()
  .refine((body) => (body.stops?.length ?? 0) + (body.items?.length ?? 0) > 0, { message: M.stopsOrItems, path: ['stops'] });
export type SimulateRouteInput = z.infer<typeof simulateRouteSchema>;

/** PUT /api/intelligent-picking/product/{id}/strategy: the product's default picking strategy. */
export const productStrategySchema = z
  .object({
    picking_strategy: z.enum(PICKING_STRATEGIES, { error: M.pickingStrategyInvalid }),
    notes: optionalText(500),
  })
  .strict();
export type ProductStrategyInput = z.infer<typeof productStrategySchema>;

export interface OptionItem<T> {
  value: T;
  name: string;
  description: string;
}

/** GET /api/intelligent-picking/strategies (the screen falls back to these four). */
export const PICKING_STRATEGY_OPTIONS: ReadonlyArray<OptionItem<PickingStrategy>> = [
  { value: 'fifo', name: 'FIFO', description: 'Primero en entrar, primero en salir: lotes por fecha de ingreso más antigua' },
  { value: 'lifo', name: 'LIFO', description: 'Último en entrar, primero en salir: lotes por fecha de ingreso más reciente' },
  { value: 'fefo', name: 'FEFO', description: 'Primero en vencer, primero en salir: lotes por fecha de vencimiento más próxima' },
  { value: 'manual', name: 'Manual', description: 'Selección manual de lote, número de serie o vencimiento' },
];

export const ROUTE_STRATEGY_OPTIONS = ROUTE_STRATEGIES.map((value) => ({ value, ...ROUTE_STRATEGY_LABELS[value] }));

const PRIORITY_DESCRIPTIONS: Record<keyof typeof PRIORITY_LABELS, string> = {
  1: 'Sin urgencia: se atiende cuando no hay otras tareas',
  2: 'Prioridad habitual',
  3: 'Se atiende antes que las tareas normales',
  4: 'Debe completarse durante el turno',
  5: 'Atención inmediata',
};

/** GET /api/intelligent-picking/priorities: 1 Baja … 5 Crítica. */
export const TASK_PRIORITY_OPTIONS: ReadonlyArray<OptionItem<number>> = PRIORITY_VALUES.map((value) => ({
  value,
  name: PRIORITY_LABELS[value],
  description: PRIORITY_DESCRIPTIONS[value],
}));
