// (waves): suggest waves for BENCH_WAVE_ORDERS pending orders (default 1 000) of 10 lines
// and compare the walking of the suggested waves with picking each order alone and with grouping
// the same numbers of orders first-come-first-served.
// Warehouse: the synthetic 40 aisles × 20 racks × 5 levels layout of the routes bench (4 000
// locations, 4 zones), one product per location, order lines drawn with a Zipf-like popularity
// (a hospital's consumables: a few products in most orders). Limits: the largest the settings
// allow (50 orders, 100 locations, 1 000 units per wave), since a picking cart is the bound.
// Timed: the grouping (groupOrders, the algorithm behind POST /wave-picking/suggest-wave) and the
// optimised routes (planRoute) of every wave. Targets: suggestion under 1 s; at least 30 % less
// walking than order-by-order picking.
import {
  buildLayout,
  gridLocations,
  groupOrders,
  planRoute,
  seededRandom,
  type GroupableOrder,
  type Layout,
  type RouteStopInput,
} from '@bodega/domain';
import { performance } from 'node:perf_hooks';
import { intEnv } from './lib/load';
import type { BenchTable } from './lib/table';

const LINES = 10;
const LIMITS = { max_orders_per_wave: 50, max_locations_per_wave: 100, max_items_per_wave: 1000 };
const TARGET_MS = 1000;
const TARGET_SAVING = 0.3;

interface BenchOrder extends GroupableOrder {
  stops: RouteStopInput[];
}

function makeOrders(count: number, locations: readonly { id: number; code: string }[], random: () => number): BenchOrder[] {
  // Zipf-like popularity over the locations (each holds one product): weight 1 / rank.
  const ranked = [...locations].sort(() => random() - 0.5);
  const weights = ranked.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((s, w) => s + w, 0);
  const cumulative: number[] = [];
  let acc = 0;
  for (const w of weights) cumulative.push((acc += w / total));
  const draw = () => {
    const x = random();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return ranked[lo]!;
  };
  const orders: BenchOrder[] = [];
  for (let id = 1; id <= count; id++) {
    const chosen = new Map<number, RouteStopInput>();
    while (chosen.size < LINES) {
      const loc = draw();
      if (!chosen.has(loc.id))
        chosen.set(loc.id, { location_id: loc.id, code: loc.code, quantity: 1 + Math.floor(random() * 3) });
    }
    const stops = [...chosen.values()];
    orders.push({
      id,
      priority: 1 + Math.floor(random() * 5),
      required_date: null,
      units: stops.reduce((s, x) => s + x.quantity, 0),
      location_ids: stops.map((s) => s.location_id),
      warehouse_id: 1,
      stops,
    });
  }
  return orders;
}

function walk(layout: Layout, groups: readonly (readonly BenchOrder[])[]): { metres: number; ms: number } {
  const started = performance.now();
  let metres = 0;
  for (const group of groups)
    metres += planRoute(
      layout,
      group.flatMap((o) => o.stops.map((s) => ({ ...s }))),
    ).total_distance;
  return { metres, ms: performance.now() - started };
}

export async function run(): Promise<BenchTable> {
  const count = intEnv('BENCH_WAVE_ORDERS', 1000);
  const locations = gridLocations({ aisles: 40, racks: 20, levels: 5, zones: 4, zoneWeight: (z) => 1 + (z - 1) * 0.25 });
  const layout = buildLayout(locations);
  const orders = makeOrders(count, locations, seededRandom(25));

  // Warm-up run, then the timed one.
  groupOrders(orders.slice(0, 100), LIMITS);
  const started = performance.now();
  const groups = groupOrders(orders, LIMITS) as BenchOrder[][];
  const suggestMs = performance.now() - started;

  const waves = walk(layout, groups);
  const alone = walk(
    layout,
    orders.map((o) => [o]),
  );
  // First come, first served: the same group sizes, orders taken in id order.
  const fcfs: BenchOrder[][] = [];
  let next = 0;
  for (const group of groups) {
    fcfs.push(orders.slice(next, next + group.length));
    next += group.length;
  }
  const firstCome = walk(layout, fcfs);
  const saving = 1 - waves.metres / alone.metres;
  const stops = groups.reduce((s, g) => s + new Set(g.flatMap((o) => o.location_ids)).size, 0);
  const rows = [
    {
      agrupación: 'olas sugeridas (ubicaciones compartidas)',
      grupos: groups.length,
      'paradas totales': stops,
      'metros recorridos': Math.round(waves.metres),
      'vs. orden por orden': `${((waves.metres / alone.metres - 1) * 100).toFixed(1)} %`,
      'ms (rutas)': Math.round(waves.ms),
    },
    {
      agrupación: 'primero en llegar, mismos tamaños',
      grupos: fcfs.length,
      'paradas totales': fcfs.reduce((s, g) => s + new Set(g.flatMap((o) => o.location_ids)).size, 0),
      'metros recorridos': Math.round(firstCome.metres),
      'vs. orden por orden': `${((firstCome.metres / alone.metres - 1) * 100).toFixed(1)} %`,
      'ms (rutas)': Math.round(firstCome.ms),
    },
    {
      agrupación: 'orden por orden',
      grupos: orders.length,
      'paradas totales': orders.length * LINES,
      'metros recorridos': Math.round(alone.metres),
      'vs. orden por orden': '0.0 %',
      'ms (rutas)': Math.round(alone.ms),
    },
  ];
  return {
    title: `Olas: ${count} órdenes pendientes de ${LINES} líneas, plano sintético 40×20×5 (4 000 ubicaciones), límites ${LIMITS.max_orders_per_wave}/${LIMITS.max_locations_per_wave}/${LIMITS.max_items_per_wave}`,
    rows,
    notes: [
      `Sugerencia (groupOrders de ${count} órdenes): ${suggestMs.toFixed(1)} ms — objetivo < ${TARGET_MS} ms: ${suggestMs < TARGET_MS ? 'cumple' : 'NO cumple'}.`,
      `Recorrido de las olas sugeridas: ${(saving * 100).toFixed(1)} % menos que orden por orden — objetivo ≥ ${TARGET_SAVING * 100} %: ${saving >= TARGET_SAVING ? 'cumple' : 'NO cumple'}; ` +
        `${((1 - waves.metres / firstCome.metres) * 100).toFixed(1)} % menos que agrupar por orden de llegada.`,
      'Cada ruta es la optimizada de la bodega (planRoute, zone_weight_optimized), desde y hacia el origen; metros caminados (total_distance).',
    ],
  };
}
