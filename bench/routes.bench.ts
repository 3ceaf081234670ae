// (routes): picking routes on the demo layout and on a synthetic 40 aisles × 20 racks ×
// 5 levels layout. For 10, 50 and 200 random stops: the optimised route's cost and computing time
// beside visiting the stops in location-code order (what OpenBoxes does: its picklist is sorted
// by bin) and, for 12 stops or fewer, the exact optimum by Held–Karp dynamic programming.
// Targets: ≤ 2 % above the optimum on ≤ 12 stops; ≥ 20 % shorter than code order on 50 stops;
// 200 stops in < 50 ms.
import {
  buildLayout,
  costMatrix,
  heldKarpTour,
  planRoute,
  seededRandom,
  gridLocations,
  sampleLocations,
  type Layout,
  type RouteStopInput,
} from '@bodega/domain';
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import { createDb } from '../apps/server/src/db/create-db';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed';
import { loadWarehouseLayout } from '../apps/server/src/modules/picking/route-layout.repository';
import type { BenchRow, BenchTable } from './lib/table';

const EXACT_MAX = 12;
const TARGET_OPT = 1.02;
const TARGET_CODE = 0.8;
const TARGET_MS_200 = 50;

interface Case {
  name: string;
  layout: Layout;
  codes: Map<number, string>;
}

function stopsOf(ids: readonly number[], codes: Map<number, string>, random: () => number): RouteStopInput[] {
  return ids.map((id) => ({ location_id: id, code: codes.get(id)!, quantity: 1 + Math.floor(random() * 5) }));
}

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const pct = (ratio: number) => `${((ratio - 1) * 100).toFixed(1)} %`;

function measure(testCase: Case, size: number, trials: number, rows: BenchRow[], notes: string[]): void {
  const ids = [...testCase.layout.points.keys()];
  const stops = Math.min(size, ids.length);
  const random = seededRandom(size * 7919 + ids.length);
  const optimized: number[] = [];
  const walked: number[] = [];
  const byCode: number[] = [];
  const walkedByCode: number[] = [];
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const exactRatios: number[] = [];
  const exactTimes: number[] = [];
  for (let t = 0; t < trials; t++) {
    const chosen = stopsOf(sampleLocations(ids, stops, random), testCase.codes, random);
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    const route = planRoute(testCase.layout, chosen);
    times.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuStart);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    const code = planRoute(testCase.layout, chosen, 'location_code');
    optimized.push(route.total_cost);
    walked.push(route.total_distance);
    byCode.push(code.total_cost);
    walkedByCode.push(code.total_distance);
    if (stops <= EXACT_MAX) {
      const points = chosen.map((s) => testCase.layout.points.get(s.location_id)!);
      const exactStart = performance.now();
      const exact = heldKarpTour(costMatrix(testCase.layout.origin, points, testCase.layout), points.length + 1);
      exactTimes.push(performance.now() - exactStart);
      // Access costs are the same in every order: compare travel alone.
      const access = chosen.reduce(
        (sum, s) => sum + testCase.layout.points.get(s.location_id)!.weight * testCase.layout.params.accessCost,
        0,
      );
      exactRatios.push((route.total_cost - access) / exact.cost);
    }
  }
  const codeRatio = mean(optimized) / mean(byCode);
  const maxCpu = Math.max(...cpuTimes);
  const row: BenchRow = {
    plano: testCase.name,
    paradas: stops,
    pruebas: trials,
    'costo optimizado (m-eq)': mean(optimized),
    'metros optimizado': mean(walked),
    'costo orden de código': mean(byCode),
    'metros orden de código': mean(walkedByCode),
    'optimizado / código': codeRatio.toFixed(3),
    'ms reloj mediana': median(times),
    'ms reloj máx': Math.max(...times),
    'ms CPU mediana': median(cpuTimes),
    'ms CPU máx': maxCpu,
    'sobre óptimo (medio / peor)': exactRatios.length ? `${pct(mean(exactRatios))} / ${pct(Math.max(...exactRatios))}` : '—',
    'ms Held–Karp': exactTimes.length ? mean(exactTimes) : '—',
  };
  rows.push(row);
  if (exactRatios.length) {
    const worst = Math.max(...exactRatios);
    notes.push(
      `${testCase.name}, ${stops} paradas: peor caso ${pct(worst)} sobre el óptimo exacto (objetivo ≤ 2 %): ${worst <= TARGET_OPT + 1e-9 ? 'cumple' : 'NO cumple'}.`,
    );
  }
  if (size === 50 && stops === 50) {
    const walkRatio = mean(walked) / mean(walkedByCode);
    notes.push(
      `${testCase.name}, 50 paradas: ${((1 - codeRatio) * 100).toFixed(1)} % más corto que el orden de código en costo (objetivo ≥ 20 %): ${codeRatio <= TARGET_CODE ? 'cumple' : 'NO cumple'}; ` +
        `en metros caminados ${((1 - walkRatio) * 100).toFixed(1)} % (${walkRatio <= TARGET_CODE ? 'cumple' : 'NO cumple'}).`,
    );
  }
  if (size === 200 && stops === 200) {
    notes.push(
      `${testCase.name}, 200 paradas: ${maxCpu.toFixed(1)} ms de CPU el peor de ${trials}, ${median(times).toFixed(1)} ms de reloj la mediana (objetivo < ${TARGET_MS_200} ms): ${maxCpu < TARGET_MS_200 ? 'cumple' : 'NO cumple'} en CPU, ${median(times) < TARGET_MS_200 ? 'cumple' : 'NO cumple'} en reloj.`,
    );
  }
}

async function demoCases(): Promise<Case[]> {
  const db = createDb({ sqliteFile: ':memory:' });
  try {
    await migrateToLatest(db);
    await seedDemoIfEmpty(db);
    const warehouses = await db.kysely.selectFrom('warehouses').select(['id', 'code']).orderBy('id').execute();
    const cases: Case[] = [];
    for (const warehouse of warehouses) {
      const { layout, rows } = await loadWarehouseLayout(db.kysely, warehouse.id);
      cases.push({
        name: `demo ${warehouse.code} (${rows.size} ubic.)`,
        layout,
        codes: new Map([...rows.values()].map((r) => [r.id, r.code])),
      });
    }
    return cases;
  } finally {
    await db.close();
  }
}

/**
 * The synthetic block twice: codes that follow the walk (aisle, rack, level: code order is an
 * aisle-by-aisle route, the most favourable case for it) and codes led by the zone's code as the
 * demo names them ('INS-…'), where zones named by what they hold are not in walking order.
 */
function syntheticCases(): Case[] {
  const grid = {
    aisles: 40,
    racks: 20,
    levels: 5,
    zones: 4,
    zoneWeight: (z: number) => 0.4 + 0.2 * z,
    locationWeight: (_a: number, r: number, l: number) => 1 + r * 0.01 + l * 0.05,
  };
  const plain = gridLocations(grid);
  const zoned = gridLocations({ ...grid, zoneCodes: ['INS', 'FAR', 'IMP', 'EQP'] });
  return [
    { name: 'sintético 40×20×5, códigos P01-01-1', layout: buildLayout(plain), codes: new Map(plain.map((l) => [l.id, l.code])) },
    {
      name: 'sintético 40×20×5, códigos INS-P01-01-1',
      layout: buildLayout(zoned),
      codes: new Map(zoned.map((l) => [l.id, l.code])),
    },
  ];
}

export async function run(): Promise<BenchTable> {
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  const cases = [...(await demoCases()), ...syntheticCases()];
  // Warm up the JIT so the first measured case is not charged for compilation.
  planRoute(
    cases.at(-1)!.layout,
    stopsOf(sampleLocations([...cases.at(-1)!.layout.points.keys()], 200, seededRandom(1)), cases.at(-1)!.codes, seededRandom(2)),
  );
  for (const testCase of cases) {
    for (const [size, trials] of [
      [10, 30],
      [12, 30],
      [50, 20],
      [200, 10],
    ] as const) {
      if (
        size > testCase.layout.points.size &&
        rows.some((r) => r.plano === testCase.name && r.paradas === testCase.layout.points.size)
      )
        continue;
      measure(testCase, size, trials, rows, notes);
    }
  }
  notes.push(
    'Costo en metros equivalentes del modelo completo: caminata por pasillos (cruce por el frente o el fondo), niveles, cambio de zona ponderado y peso de ubicación; ' +
      'desde y hacia el origen de la bodega (ubicación de despacho o picking). Los planos demo tienen menos ubicaciones que 50 y 200 paradas: se usan todas.',
    'Tiempo: CPU del proceso durante el cálculo (process.cpuUsage) junto al de reloj; con la máquina compartida cargada, el reloj incluye la espera por CPU.',
    'Con códigos P01-01-1 el orden de código ya es un recorrido pasillo por pasillo (volviendo por el frente o el fondo, lo que sea más corto); ' +
      'una búsqueda intensiva (300 reinicios perturbados por conjunto) no acortó la ruta optimizada de 50 paradas: ~12 % es la distancia entre ese orden y el óptimo.',
  );
  return { title: `Rutas de picking (carga ${os.loadavg()[0]!.toFixed(2)})`, rows, notes };
}
