// (costs and analytics), on the large data set on SQLite: p95 of every analytics read at
// 20 connections (target p95 < 300 ms each), with the first (cold) answer's time beside it.
import { ensureLargeData, login, startLargeServer } from './lib/large-data';
import { benchSeconds, load, loadAverage } from './lib/load';
import type { RunningServer } from './lib/processes';
import type { BenchRow, BenchTable } from './lib/table';

const P95_TARGET_MS = 300;

const ENDPOINTS: Array<[string, string]> = [
  ['KPIs (últimos 30 días)', '/api/analytics/kpis?time_range=last_30_days'],
  ['KPIs (este año)', '/api/analytics/kpis?time_range=this_year'],
  ['Análisis ABC', '/api/analytics/abc-analysis'],
  ['Análisis DIN', '/api/analytics/din-analysis'],
  ['Bajo stock (página 1)', '/api/analytics/low-stock'],
  ['Rotación 90 días (top 10)', '/api/analytics/rotation-analysis?days=90'],
  ['Predicción de demanda (top 5, 12 meses)', '/api/analytics/demand-predictions?months=12'],
  ['Estadísticas de costos (este año)', '/api/analytics/cost-statistics?time_range=this_year'],
  ['Tabla de costos (página 1)', '/api/analytics/products'],
];

export async function run(): Promise<BenchTable> {
  const { sizes, builtMs } = await ensureLargeData();
  let api: RunningServer | undefined;
  try {
    api = await startLargeServer();
    const token = await login(api);
    const headers = { authorization: `Bearer ${token}` };
    const seconds = benchSeconds();
    const rows: BenchRow[] = [];
    for (const [name, path] of ENDPOINTS) {
      const started = performance.now();
      const res = await fetch(`${api.url}${path}`, { headers });
      if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      const coldMs = Math.round(performance.now() - started);
      // One second of warm-up, as the inventory bench does, then the measured load.
      await load({ url: `${api.url}${path}`, durationS: 1, headers });
      const result = await load({ url: `${api.url}${path}`, durationS: seconds, headers });
      rows.push({
        endpoint: name,
        primera_ms: coldMs,
        ...result,
        objetivo:
          result.requests_per_s > 0 && result.p95_ms < P95_TARGET_MS && result.non_2xx === 0 && result.errors === 0
            ? 'CUMPLE'
            : 'NO CUMPLE',
      });
    }
    return {
      title: `Análisis: GET /api/analytics/* con 20 conexiones, ${seconds} s cada uno, SQLite (carga ${loadAverage()})`,
      rows,
      notes: [
        `Conjunto grande: ${sizes.products.toLocaleString('es-CL')} productos, ${sizes.inventoryRows.toLocaleString('es-CL')} filas de inventario, ${sizes.events.toLocaleString('es-CL')} eventos (${builtMs ? `construido en ${(builtMs / 1000).toFixed(0)} s` : 'reutilizado de bench/.data/large'}).`,
        `Objetivo: p95 < ${P95_TARGET_MS} ms por endpoint. 'primera_ms' es la primera respuesta (sin memoria); las siguientes reutilizan el cálculo mientras la base no cambie (memoria versionada de SQLite, la misma del inventario), salvo la tabla de costos, que pagina en SQL y no recuerda nada.`,
      ],
    };
  } finally {
    await api?.stop();
  }
}
