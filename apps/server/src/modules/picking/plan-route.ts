// Route endpoints that need no orders: shortest path, simulation of a candidate set, and each
// product's default picking strategy.
import {
  isLotStrategy,
  orderLots,
  ROUTE_MESSAGES,
  santiagoDay,
  shortestPath,
  strategyCriteriaError,
  type LotStrategy,
  type PickingStrategy,
  type ProductStrategyInput,
  type ShortestPathInput,
  type SimulateRouteInput,
} from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { publicStockKey } from '../ledger';
import { loadWarehouseLayout, warehousesOfLocations } from './route-layout.repository';
import {
  availableStock,
  productsByIds,
  setProductStrategy,
  warehouseExists,
  type AvailableRow,
  type ProductRef,
} from './route.repository';
import { buildRouteSuggestion, type RouteSuggestion, type StopWithItems } from './route-suggestion';

const M = ROUTE_MESSAGES;

export interface Shortage {
  product_id: number;
  product_name: string;
  requested: number;
  available: number;
}

/** The lot order a product's stock is taken in: the asked strategy, else the product's, else FEFO (manual has no automatic order). */
export function lotStrategyFor(asked: PickingStrategy | null | undefined, product: ProductRef): LotStrategy {
  const strategy = asked ?? product.picking_strategy;
  return isLotStrategy(strategy) ? strategy : 'fefo';
}

/** Takes `quantity` from the rows in strategy order; returns what was taken per row. */
export function takeInOrder(
  rows: readonly AvailableRow[],
  strategy: LotStrategy,
  quantity: number,
): Array<{ row: AvailableRow; quantity: number }> {
  const taken: Array<{ row: AvailableRow; quantity: number }> = [];
  let remaining = quantity;
  for (const row of orderLots(rows, strategy)) {
    if (remaining <= 0) break;
    const take = Math.min(row.available_quantity, remaining);
    taken.push({ row, quantity: take });
    remaining -= take;
  }
  return taken;
}

export async function shortestPathBetween(deps: Deps, input: ShortestPathInput) {
  const db = deps.db.kysely;
  const fromId = input.from_location_id ?? null;
  const ids = fromId === null ? [input.to_location_id] : [fromId, input.to_location_id];
  const warehouses = await warehousesOfLocations(db, ids);
  for (const id of ids) if (!warehouses.has(id)) throw new AppError('LOCATION_NOT_FOUND', M.locationNotFound(id));
  const warehouseId = warehouses.get(input.to_location_id)!;
  if (fromId !== null && warehouses.get(fromId) !== warehouseId) {
    throw new AppError('VALIDATION_ERROR', M.sameWarehouse, { to_location_id: M.sameWarehouse });
  }
  const { layout, rows, origin } = await loadWarehouseLayout(db, warehouseId);
  const path = shortestPath(layout, fromId, input.to_location_id);
  const ref = (id: number) => ({ location_id: id, location_code: rows.get(id)!.code });
  return {
    warehouse_id: warehouseId,
    from: fromId !== null ? ref(fromId) : origin ? ref(origin.id) : null,
    to: ref(input.to_location_id),
    ...path,
  };
}

/** Route and time for a candidate set; writes nothing. */
export async function simulateRoute(deps: Deps, input: SimulateRouteInput): Promise<RouteSuggestion & { shortages: Shortage[] }> {
  const db = deps.db.kysely;
  const explicit = input.stops ?? [];
  const items = input.items ?? [];
  const fields: Record<string, string> = {};
  if (input.warehouse_id != null && !(await warehouseExists(db, input.warehouse_id))) fields.warehouse_id = 'La bodega no existe';

  const warehouses = await warehousesOfLocations(
    db,
    explicit.map((s) => s.location_id),
  );
  explicit.forEach((stop, i) => {
    if (!warehouses.has(stop.location_id)) fields[`stops.${i}.location_id`] = M.locationNotFound(stop.location_id);
  });
  const products = await productsByIds(
    db,
    items.map((item) => item.product_id),
  );
  items.forEach((item, i) => {
    if (!products.has(item.product_id)) fields[`items.${i}.product_id`] = M.productNotFound(item.product_id);
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_ERROR', Object.values(fields)[0], fields);

  const stopWarehouses = new Set(explicit.map((stop) => warehouses.get(stop.location_id)!));
  if (input.warehouse_id != null) stopWarehouses.add(input.warehouse_id);
  if (stopWarehouses.size > 1) throw new AppError('VALIDATION_ERROR', M.sameWarehouse, { stops: M.sameWarehouse });
  let warehouseId: number | null = stopWarehouses.size ? [...stopWarehouses][0]! : null;

  const stock = await availableStock(
    db,
    items.map((item) => item.product_id),
    santiagoDay(),
    warehouseId,
  );
  if (warehouseId === null) warehouseId = bestCoveringWarehouse(stock, items);
  if (warehouseId === null)
    throw new AppError('INSUFFICIENT_STOCK', 'No hay stock disponible de los productos indicados en ninguna bodega');

  const stops: StopWithItems[] = explicit.map((stop) => ({
    location_id: stop.location_id,
    quantity: stop.quantity,
    items: [],
  }));
  const shortages: Shortage[] = [];
  for (const item of items) {
    const product = products.get(item.product_id)!;
    const rows = stock.filter((row) => row.product_id === item.product_id && row.warehouse_id === warehouseId);
    const taken = takeInOrder(rows, lotStrategyFor(input.picking_strategy, product), item.quantity);
    const got = taken.reduce((sum, t) => sum + t.quantity, 0);
    if (got < item.quantity)
      shortages.push({ product_id: product.id, product_name: product.name, requested: item.quantity, available: got });
    for (const { row, quantity } of taken) {
      stops.push({
        location_id: row.location_id,
        items: [
          {
            product_id: product.id,
            product_name: product.name,
            product_sku: product.sku,
            quantity,
            ...publicStockKey(row),
          },
        ],
      });
    }
  }
  const layout = await loadWarehouseLayout(db, warehouseId);
  return { ...buildRouteSuggestion(warehouseId, layout, stops, input.strategy), shortages };
}

export async function setProductPickingStrategy(deps: Deps, productId: number, input: ProductStrategyInput) {
  const db = deps.db.kysely;
  const product = (await productsByIds(db, [productId])).get(productId);
  if (!product) throw new AppError('NOT_FOUND', 'Producto no encontrado');
  const rows = await availableStock(db, [productId], santiagoDay());
  const error = strategyCriteriaError(input.picking_strategy, {
    lots: [...new Set(rows.map((r) => r.lot_number).filter(Boolean))],
    serials: [...new Set(rows.map((r) => r.serial_number).filter(Boolean))],
    expiry_dates: [...new Set(rows.map((r) => r.expiry_date).filter(Boolean))],
  });
  if (error) throw new AppError('VALIDATION_ERROR', error, { picking_strategy: error });
  await setProductStrategy(db, productId, input.picking_strategy, nowIso());
  return { id: product.id, sku: product.sku, name: product.name, picking_strategy: input.picking_strategy };
}

/** The warehouse whose stock covers most of the requested units (lowest id on a tie); null with no stock. */
function bestCoveringWarehouse(
  stock: readonly AvailableRow[],
  items: ReadonlyArray<{ product_id: number; quantity: number }>,
): number | null {
  const perWarehouse = new Map<number, Map<number, number>>();
  for (const row of stock) {
    const products = perWarehouse.get(row.warehouse_id) ?? new Map<number, number>();
    products.set(row.product_id, (products.get(row.product_id) ?? 0) + row.available_quantity);
    perWarehouse.set(row.warehouse_id, products);
  }
  let best: number | null = null;
  let bestCovered = 0;
  for (const [warehouseId, products] of [...perWarehouse.entries()].sort((a, b) => a[0] - b[0])) {
    const covered = items.reduce((sum, item) => sum + Math.min(item.quantity, products.get(item.product_id) ?? 0), 0);
    if (covered > bestCovered) {
      best = warehouseId;
      bestCovered = covered;
    }
  }
  return best;
}
