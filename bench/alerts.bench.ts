// `npm run bench -- alerts` (issue 42: alerts and cycle counts), on a copy of the large data set on
// SQLite (bench/.data/alerts, deleted at the end, so the large set itself keeps no count tasks):
// - GET /api/alerts (every source computed from live data, the first page of 50) and
//   GET /api/alerts/count (the bell) p50/p95 at 20 connections, beside GET /api/health measured
//   the same way in the same run. Target: p95 < 300 ms.
// - POST /api/counts/generate: the month's count tasks of the set's 2 000 locations (none counted
//   yet, so every location with stock is due), timed once, beside reading the same tasks back
//   (GET /api/counts/tasks?open=true, every page of 100). Target: < 2 s.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureLargeData, largeDataDir, login } from './lib/large-data';
import { benchSeconds, load, loadAverage } from './lib/load';
import { repoRoot, startApiServer, type RunningServer } from './lib/processes';
import type { BenchRow, BenchTable } from './lib/table';

const ALERTS_P95_TARGET_MS = 300;
const GENERATE_TARGET_MS = 2_000;
const CONNECTIONS = 20;

const verdict = (ok: boolean) => (ok ? 'CUMPLE' : 'NO CUMPLE');
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : '—');

export async function run(): Promise<BenchTable[]> {
  const { sizes, builtMs } = await ensureLargeData();
  const copyDir = path.join(repoRoot, 'bench/.data/alerts');
  rmSync(copyDir, { recursive: true, force: true });
  cpSync(largeDataDir, copyDir, { recursive: true });
  let api: RunningServer | undefined;
  try {
    api = await startApiServer('alerts', { KEEP_DATA: 'true' });
    const token = await login(api);
    const headers = { authorization: `Bearer ${token}` };
    const call = async (method: 'GET' | 'POST', url: string) => {
      const started = performance.now();
      const res = await fetch(`${api!.url}${url}`, {
        method,
        headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      const text = await res.text();
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${text.slice(0, 500)}`);
      return { ms, body: JSON.parse(text) as Record<string, unknown> };
    };

    // Generation first, so the alerts below are computed with the month's tasks open.
    const generated = await call('POST', '/api/counts/generate');
    const generation = generated.body.data as { created: number; skipped_open: number };
    const listStarted = performance.now();
    let listed = 0;
    for (let page = 1; ; page++) {
      const { body } = await call('GET', `/api/counts/tasks?open=true&per_page=100&page=${page}`);
      const rows = body.data as unknown[];
      listed += rows.length;
      if (rows.length < 100) break;
    }
    const listMs = performance.now() - listStarted;
    const again = await call('POST', '/api/counts/generate');
    const againData = again.body.data as { created: number; skipped_open: number };

    const seconds = benchSeconds();
    const first = await call('GET', '/api/alerts');
    const alertCount = (first.body.pagination as { total: number }).total;
    const rows: BenchRow[] = [];
    const measured: Record<string, { p95: number; p50: number }> = {};
    for (const [name, url] of [
      ['GET /api/health (base)', '/api/health'],
      ['GET /api/alerts', '/api/alerts'],
      ['GET /api/alerts/count (la campana)', '/api/alerts/count'],
    ] as const) {
      await load({ url: `${api.url}${url}`, connections: CONNECTIONS, durationS: 1, headers });
      const result = await load({ url: `${api.url}${url}`, connections: CONNECTIONS, durationS: seconds, headers });
      measured[url] = { p50: result.p50_ms, p95: result.p95_ms };
      const isAlerts = url !== '/api/health';
      rows.push({
        endpoint: name,
        ...result,
        objetivo: isAlerts
          ? verdict(
              result.requests_per_s > 0 && result.p95_ms < ALERTS_P95_TARGET_MS && result.non_2xx === 0 && result.errors === 0,
            )
          : '—',
      });
    }
    const alertsRow = measured['/api/alerts']!;
    const healthRow = measured['/api/health']!;
    const sizeNote = `Copia del conjunto grande: ${sizes.products.toLocaleString('es-CL')} productos, ${sizes.inventoryRows.toLocaleString('es-CL')} filas de inventario, ${sizes.events.toLocaleString('es-CL')} eventos (${builtMs ? `construido en ${(builtMs / 1000).toFixed(0)} s` : 'reutilizado de bench/.data/large'}).`;
    return [
      {
        title: `Alertas: GET /api/alerts con ${CONNECTIONS} conexiones, ${seconds} s, SQLite (carga ${loadAverage()})`,
        rows,
        notes: [
          sizeNote,
          `Primera respuesta ${Math.round(first.ms)} ms con ${alertCount.toLocaleString('es-CL')} alertas abiertas (con las tareas del mes ya generadas); cada respuesta es una página de 50.`,
          `Razón alertas / salud: p50 ${ratio(alertsRow.p50, healthRow.p50)}, p95 ${ratio(alertsRow.p95, healthRow.p95)}. Objetivo: p95 < ${ALERTS_P95_TARGET_MS} ms.`,
        ],
      },
      {
        title: `Conteos cíclicos: generación de las tareas del mes, SQLite (carga ${loadAverage()})`,
        rows: [
          {
            operacion: 'POST /api/counts/generate',
            ms: Math.round(generated.ms),
            tareas: generation.created,
            omitidas: generation.skipped_open,
            objetivo: verdict(generated.ms < GENERATE_TARGET_MS),
          },
          {
            operacion: 'GET /api/counts/tasks?open=true (todas las páginas de 100, base)',
            ms: Math.round(listMs),
            tareas: listed,
            omitidas: 0,
            objetivo: '—',
          },
          {
            operacion: 'POST /api/counts/generate otra vez (todas abiertas)',
            ms: Math.round(again.ms),
            tareas: againData.created,
            omitidas: againData.skipped_open,
            objetivo: '—',
          },
        ],
        notes: [
          'Ubicaciones del conjunto grande (5 bodegas × 8 zonas × 50 = 2 000) y las de la demo; sin conteos previos, toda ubicación con stock vence por su clase. Las sin stock y sin salidas no vencen.',
          `Razón generación / lectura de las mismas tareas: ${ratio(generated.ms, listMs)}. Objetivo: generación < ${GENERATE_TARGET_MS / 1000} s.`,
        ],
      },
    ];
  } finally {
    await api?.stop();
    if (existsSync(copyDir)) rmSync(copyDir, { recursive: true, force: true });
  }
}
