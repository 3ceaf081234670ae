// (events), on the large data set (1 000 000 events by default) on SQLite:
//  - an event-log page (GET /api/traceability/events) per filter at 20 connections, p95 < 50 ms,
//    beside a bare Fastify route answering the same JSON in the same run;
//  - the product history (GET /api/traceability/products/:id/history) over many products, p95 < 100 ms;
//  - exporting ≥ 100 000 events (GET /api/traceability/events/export) streams in < 5 s.
import { ensureLargeData, login, startLargeServer } from './lib/large-data';
import { benchSeconds, closedLoop, intEnv, load, loadAverage } from './lib/load';
import { startBareServer, type RunningServer } from './lib/processes';
import type { BenchRow, BenchTable } from './lib/table';

const PAGE_TARGET_MS = 50;
const HISTORY_TARGET_MS = 100;
const EXPORT_TARGET_MS = 5_000;

interface EventPage {
  data: {
    events: Array<{
      id: number;
      product_id: number;
      location: { id: number } | null;
      lot_number: string | null;
      event_timestamp: string;
    }>;
  };
  pagination: { total: number };
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function run(): Promise<BenchTable[]> {
  const { sizes, builtMs } = await ensureLargeData();
  let api: RunningServer | undefined;
  let bare: RunningServer | undefined;
  try {
    api = await startLargeServer();
    const auth = { authorization: `Bearer ${await login(api)}` };
    const page = async (query: string) => {
      const res = await fetch(`${api!.url}/api/traceability/events${query}`, { headers: auth });
      if (!res.ok) throw new Error(`GET /api/traceability/events${query}: HTTP ${res.status} ${await res.text()}`);
      return (await res.json()) as EventPage;
    };
    const first = await page('');
    const sample = first.data.events.find((e) => e.location && e.lot_number) ?? first.data.events[0]!;
    const lotPrefix = (sample.lot_number ?? 'L01').slice(0, 4);
    const now = Date.now();
    const monthAgo = day(now - 30 * 86_400_000);
    const today = day(now);
    const filters: Array<[string, string]> = [
      ['sin filtro (página 1)', ''],
      ['producto', `?product_id=${sample.product_id}`],
      ['tipo (RECEPTION)', '?event_type=RECEPTION'],
      ['tipo poco frecuente (DISPATCH)', '?event_type=DISPATCH'],
      ['ubicación', `?location_id=${sample.location?.id ?? 1}`],
      [`prefijo de lote (${lotPrefix})`, `?lot_number=${encodeURIComponent(lotPrefix)}`],
      ['rango de fechas (30 días)', `?date_from=${monthAgo}&date_to=${today}`],
      [
        'combinado (tipo + ubicación + fechas)',
        `?event_type=QUALITY_CHECK&location_id=${sample.location?.id ?? 1}&date_from=${day(now - 180 * 86_400_000)}&date_to=${today}`,
      ],
      ['página 200 sin filtro', '?page=200'],
    ];

    bare = await startBareServer(first);
    const seconds = benchSeconds();
    await load({ url: `${bare.url}/bare`, durationS: 1 });
    await load({ url: `${api.url}/api/traceability/events`, durationS: 1, headers: auth });
    const rows: BenchRow[] = [];
    const baseline = await load({ url: `${bare.url}/bare`, durationS: seconds });
    rows.push({ filtro: 'Fastify sin auth (/bare), mismo JSON', total: '', ...baseline, objetivo: '' });
    for (const [name, query] of filters) {
      const total = (await page(query)).pagination.total;
      const result = await load({ url: `${api.url}/api/traceability/events${query}`, durationS: seconds, headers: auth });
      rows.push({
        filtro: name,
        total,
        ...result,
        objetivo: result.p95_ms < PAGE_TARGET_MS && result.non_2xx === 0 && result.errors === 0 ? 'CUMPLE' : 'NO CUMPLE',
      });
    }
    const pageTable: BenchTable = {
      title: `Registro de eventos: GET /api/traceability/events (25 por página) por filtro, 20 conexiones, ${seconds} s cada uno, SQLite (carga ${loadAverage()})`,
      rows,
      notes: [
        `Conjunto grande: ${sizes.events.toLocaleString('es-CL')} eventos, ${sizes.products.toLocaleString('es-CL')} productos (${builtMs ? `construido en ${(builtMs / 1000).toFixed(0)} s` : 'reutilizado de bench/.data/large'}).`,
        `Objetivo: p95 < ${PAGE_TARGET_MS} ms en cada filtro; la fila /bare es el piso de la máquina en este momento.`,
      ],
    };

    // Product history: 20 clients, each request another product (ids of the large set).
    const productIds = await sampleProducts(api, auth);
    const historySeconds = seconds;
    const history = await closedLoop({
      clients: 20,
      durationS: historySeconds,
      send: (client, n) => {
        const id = productIds[(client * 7919 + n * 104_729) % productIds.length]!;
        return fetch(`${api!.url}/api/traceability/products/${id}/history`, { headers: auth }).then(async (res) => {
          await res.arrayBuffer();
          return res.ok;
        });
      },
    });
    const historyTable: BenchTable = {
      title: `Historial de producto: GET /api/traceability/products/:id/history, 20 conexiones, ${historySeconds} s, ${productIds.length} productos rotando (carga ${loadAverage()})`,
      rows: [
        {
          ruta: 'Fastify sin auth (/bare) (de la tabla anterior)',
          'req/s': baseline.requests_per_s,
          p50_ms: baseline.p50_ms,
          p95_ms: baseline.p95_ms,
          p99_ms: baseline.p99_ms,
          fallidas: 0,
        },
        {
          ruta: 'historial de producto',
          'req/s': history.requests_per_s,
          p50_ms: history.p50_ms,
          p95_ms: history.p95_ms,
          p99_ms: history.p99_ms,
          fallidas: history.non_2xx,
        },
      ],
      notes: [
        `Objetivo: p95 < ${HISTORY_TARGET_MS} ms: ${history.p95_ms < HISTORY_TARGET_MS && history.non_2xx === 0 ? 'CUMPLE' : 'NO CUMPLE'}. Cada respuesta trae hasta 500 eventos del producto y sus totales por tipo.`,
      ],
    };

    const exportTable = await exportEvents(api, auth, page);
    const verifyTable = await verifyChain(api, auth, seconds);
    return [pageTable, historyTable, exportTable, verifyTable];
  } finally {
    await Promise.all([api?.stop(), bare?.stop()]);
  }
}

interface Verification {
  valid: boolean;
  checked: number;
  verified_through_seq: number;
  chain_length: number;
  complete: boolean;
  broken: unknown[];
}
interface Overview {
  last: { id: number; result: Verification } | null;
  running: { id: number } | null;
}

/**
 * The chain verification runs in the background: POST /verify starts it and answers at once,
 * GET /verify reads the last result. Printed: the walk's time on the large set (1 000 000 events by
 * default), alone and with the unfiltered event page loaded at the same time, beside that page's
 * p95 with no verification running (measured first, same run), and what GET /verify costs.
 */
async function verifyChain(api: RunningServer, auth: Record<string, string>, seconds: number): Promise<BenchTable> {
  const overview = async () => {
    const res = await fetch(`${api.url}/api/traceability/verify`, { headers: auth });
    if (!res.ok) throw new Error(`GET /api/traceability/verify: HTTP ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Overview }).data;
  };
  const idle = async () => {
    // The server's first start verifies a chain that never was (the large set's included).
    while ((await overview()).running) await new Promise((resolve) => setTimeout(resolve, 500));
  };
  const verify = async () => {
    await idle();
    const t0 = performance.now();
    const res = await fetch(`${api.url}/api/traceability/verify`, { method: 'POST', headers: auth });
    if (res.status !== 202) throw new Error(`POST /api/traceability/verify: HTTP ${res.status} ${await res.text()}`);
    const startedMs = Math.round(performance.now() - t0);
    const started = ((await res.json()) as { data: Overview }).data.running!.id;
    for (;;) {
      const now = await overview();
      if (!now.running && now.last && now.last.id >= started)
        return { ms: Math.round(performance.now() - t0), startedMs, data: now.last.result };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const describe = (v: Verification) =>
    `válida: ${v.valid}; ${v.verified_through_seq} de ${v.chain_length}${v.broken.length ? `; ${v.broken.length} eslabones alterados` : ''}`;
  const perSecond = (v: Verification, ms: number) => Math.round((v.checked / Math.max(1, ms)) * 1000);
  const pageLoad = () => load({ url: `${api.url}/api/traceability/events`, durationS: seconds, headers: auth });
  const rows: BenchRow[] = [];
  await idle();
  const quiet = await pageLoad();
  const alone = await verify();
  rows.push({
    verificacion: 'completa, sola',
    eventos_revisados: alone.data.checked,
    'ms (POST → resultado)': alone.ms,
    'ms del POST': alone.startedMs,
    'eventos/s': perSecond(alone.data, alone.ms),
    resultado: describe(alone.data),
    'p95 página (ms)': `${quiet.p95_ms} sin verificación`,
  });
  const [loaded, during] = await Promise.all([verify(), pageLoad()]);
  rows.push({
    verificacion: 'completa, con carga de páginas en paralelo',
    eventos_revisados: loaded.data.checked,
    'ms (POST → resultado)': loaded.ms,
    'ms del POST': loaded.startedMs,
    'eventos/s': perSecond(loaded.data, loaded.ms),
    resultado: describe(loaded.data),
    'p95 página (ms)': `${during.p95_ms} durante (${during.requests_per_s} req/s, ${seconds} s; ${(during.p95_ms / Math.max(1, quiet.p95_ms)).toFixed(2)}× sin verificación)`,
  });
  const read = await load({ url: `${api.url}/api/traceability/verify`, durationS: Math.min(seconds, 3), headers: auth });
  return {
    title: `Verificación de la cadena en segundo plano: POST y GET /api/traceability/verify, ${alone.data.chain_length.toLocaleString('es-CL')} eventos (carga ${loadAverage()})`,
    rows,
    notes: [
      'Informativo (sin objetivo). El POST solo inicia la verificación; el recorrido (HMAC-SHA-256 de cada evento, en páginas de 1 000) corre en segundo plano y el GET lee el último resultado.',
      `GET /api/traceability/verify: p95 ${read.p95_ms} ms, ${read.requests_per_s} req/s (no recorre la cadena).`,
    ],
  };
}

/** Product ids that have events, spread over the catalogue (from event pages far apart). */
async function sampleProducts(api: RunningServer, auth: Record<string, string>): Promise<number[]> {
  const ids = new Set<number>();
  for (const p of [1, 50, 500, 2_000, 8_000, 20_000]) {
    const res = await fetch(`${api.url}/api/traceability/events?per_page=100&page=${p}`, { headers: auth });
    if (!res.ok) continue;
    for (const event of ((await res.json()) as EventPage).data.events) ids.add(event.product_id);
  }
  return [...ids];
}

/** Widens a date range back from today until it holds at least the events wanted, then streams it. */
async function exportEvents(
  api: RunningServer,
  auth: Record<string, string>,
  page: (query: string) => Promise<EventPage>,
): Promise<BenchTable> {
  const wanted = intEnv('BENCH_EXPORT_EVENTS', 100_000);
  const now = Date.now();
  let days = 7;
  let query = '';
  let expected = 0;
  for (; days <= 800; days = Math.ceil(days * 1.5)) {
    query = `?date_from=${day(now - days * 86_400_000)}&date_to=${day(now)}`;
    expected = (await page(`${query}&per_page=1`)).pagination.total;
    if (expected >= wanted) break;
  }
  const t0 = performance.now();
  const res = await fetch(`${api.url}/api/traceability/events/export${query}`, { headers: auth });
  if (!res.ok || !res.body) throw new Error(`export: HTTP ${res.status}`);
  let firstByte = 0;
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByte) firstByte = performance.now() - t0;
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) newlines++;
  }
  const total = performance.now() - t0;
  // Lines minus the header (a quoted field with a line break would add one; none is generated here).
  const rows = newlines - 1;
  return {
    title: `Exportación CSV del registro de eventos: GET /api/traceability/events/export (carga ${loadAverage()})`,
    rows: [
      {
        filtro: `últimos ${days} días`,
        eventos_esperados: expected,
        filas_csv: rows,
        MB: Math.round((bytes / 1048576) * 10) / 10,
        primer_byte_ms: Math.round(firstByte),
        total_ms: Math.round(total),
        'filas/s': Math.round(rows / (total / 1000)),
      },
    ],
    notes: [
      `Objetivo: ≥ ${wanted.toLocaleString('es-CL')} eventos en < ${EXPORT_TARGET_MS / 1000} s: ${rows >= wanted && total < EXPORT_TARGET_MS ? 'CUMPLE' : 'NO CUMPLE'}. El rango de fechas se amplía desde hoy hasta reunir al menos ${wanted.toLocaleString('es-CL')} eventos.`,
    ],
  };
}
