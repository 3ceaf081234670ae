// (inventory), on the large data set on SQLite:
//  - GET /api/inventory p95 per filter combination at 20 connections, beside a bare Fastify route
//    answering the same JSON, measured in the same run (target p95 < 50 ms);
//  - a 10 000-row .xlsx import end to end as the web's bulk wizard does it (target < 10 s);
//  - the inventory screen's first page in Chromium after navigation (target < 1.5 s).
import { bulkImportBatches, ean13CheckDigit, readBulkImportSheet, type BulkSheetRow } from '@bodega/domain';
import * as XLSX from '@e965/xlsx';
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureLargeData, largeDataDir, login, startLargeServer } from './lib/large-data';
import { benchSeconds, intEnv, load, loadAverage, median } from './lib/load';
import { repoRoot, startBareServer, type RunningServer } from './lib/processes';
import type { BenchRow, BenchTable } from './lib/table';

const P95_TARGET_MS = 50;
const IMPORT_TARGET_MS = 10_000;
const FIRST_PAGE_TARGET_MS = 1_500;
/** Rows per request, as the web's bulk wizard (apps/web/src/features/inventory/lib/bulk-import-run.ts). */
const BULK_BATCH_ROWS = 1000;
const IMPORT_PREFIX = 'BXL';

/** The bench's own build of the web app, so a stale apps/web/dist (or another run's) never counts. */
const webDist = path.join(repoRoot, 'bench/.data/web');
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'].map((p) =>
  path.join(repoRoot, p),
);

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/** Builds the web app into bench/.data/web when missing or older than its sources (as scripts/start.mjs does). */
function ensureWebBuild(): void {
  const index = path.join(webDist, 'index.html');
  if (existsSync(index) && !webSources.some((source) => newestMtime(source) > statSync(index).mtimeMs)) return;
  console.error(`Compilando la aplicación web en ${webDist}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', '@bodega/web', '--', '--outDir', webDist, '--emptyOutDir'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('la compilación de la aplicación web falló');
}

export async function run(): Promise<BenchTable[]> {
  const { sizes, builtMs } = await ensureLargeData();
  const setNote = `Conjunto grande: ${sizes.products.toLocaleString('es-CL')} productos, ${sizes.inventoryRows.toLocaleString('es-CL')} filas de inventario, ${sizes.events.toLocaleString('es-CL')} eventos (${builtMs ? `construido en ${(builtMs / 1000).toFixed(0)} s` : 'reutilizado de bench/.data/large'}).`;

  let webError: unknown = null;
  try {
    ensureWebBuild();
  } catch (error) {
    webError = error;
  }
  let api: RunningServer | undefined;
  let bare: RunningServer | undefined;
  try {
    api = await startLargeServer({ WEB_DIST: webDist });
    const token = await login(api);
    const auth = { authorization: `Bearer ${token}` };
    const get = async (query: string) => {
      const res = await fetch(`${api!.url}/api/inventory${query}`, { headers: auth });
      if (!res.ok) throw new Error(`GET /api/inventory${query}: HTTP ${res.status} ${await res.text()}`);
      return (await res.json()) as {
        data: Array<{ product: { category: string }; lots: Array<{ location_id: number }> }>;
        pagination: { total: number; per_page: number };
      };
    };
    const first = await get('');
    const category = first.data[0]?.product.category ?? 'Suturas';
    const locationId = first.data.find((g) => g.lots.length > 0)?.lots[0]?.location_id ?? 1;
    const lastPage = Math.max(1, Math.ceil(first.pagination.total / first.pagination.per_page));
    const deepPage = Math.max(1, Math.floor(lastPage * 0.9));
    const filters: Array<[string, string]> = [
      ['sin filtro (página 1)', ''],
      ['búsqueda 3+ caracteres', '?search=gasa'],
      ['búsqueda 2 caracteres', '?search=ga'],
      ['búsqueda por SKU', '?search=lg-0123'],
      ['categoría', `?category=${encodeURIComponent(category)}`],
      ['estado de stock (bajo)', '?stock_status=low'],
      ['ubicación', `?location_id=${locationId}`],
      ['incluir inactivos', '?include_inactive=true'],
      [
        'combinado',
        `?search=est&category=${encodeURIComponent(category)}&stock_status=low&include_inactive=true&sort=stock&order=desc`,
      ],
      [`página profunda (${deepPage} de ${lastPage})`, `?page=${deepPage}`],
    ];

    bare = await startBareServer(first);
    const seconds = benchSeconds();
    await load({ url: `${bare.url}/bare`, durationS: 1 });
    await load({ url: `${api.url}/api/inventory`, durationS: 1, headers: auth });
    const rows: BenchRow[] = [];
    const baseline = await load({ url: `${bare.url}/bare`, durationS: seconds });
    rows.push({ filtro: 'Fastify sin auth (/bare), mismo JSON', total: '', ...baseline, objetivo: '' });
    for (const [name, query] of filters) {
      const total = (await get(query)).pagination.total;
      const result = await load({ url: `${api.url}/api/inventory${query}`, durationS: seconds, headers: auth });
      rows.push({
        filtro: name,
        total,
        ...result,
        objetivo: result.p95_ms < P95_TARGET_MS && result.non_2xx === 0 && result.errors === 0 ? 'CUMPLE' : 'NO CUMPLE',
      });
    }
    const listTable: BenchTable = {
      title: `Inventario: GET /api/inventory por filtro, 20 conexiones, ${seconds} s cada uno, SQLite (carga ${loadAverage()})`,
      rows,
      notes: [
        setNote,
        `Objetivo: p95 < ${P95_TARGET_MS} ms en cada filtro. La fila /bare es el piso de esta máquina en este momento (mismo JSON de la página 1, sin auth ni base de datos).`,
        `Peor p95 de la API: ${Math.round(Math.max(...rows.slice(1).map((r) => Number(r.p95_ms))))} ms (${(Math.max(...rows.slice(1).map((r) => Number(r.p95_ms))) / Math.max(1, baseline.p95_ms)).toFixed(1)} × el p95 de /bare, ${Math.round(baseline.p95_ms)} ms).`,
      ],
    };

    const importTable = await importXlsx(api, auth);
    // A failure in the browser part (a broken web build, no Chromium) still prints the other tables.
    const screenTable = await firstPage(api, webError).catch((error: unknown) => ({
      title: 'Pantalla de inventario: primera fila visible tras navegar, Chromium headless',
      rows: [{ resultado: 'FALLÓ' }],
      notes: [`No se pudo medir: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`],
    }));
    return [listTable, importTable, screenTable];
  } finally {
    await Promise.all([api?.stop(), bare?.stop()]);
    removeImported();
  }
}

/** The workbook a user would upload: SKU, NOMBRE, CODIGO DE BARRAS, CATEGORIA, ESTADO, STOCK MINIMO, STOCK MAXIMO. */
function workbook(rows: number, runId: string): Buffer {
  const table: unknown[][] = [['SKU', 'NOMBRE', 'CODIGO DE BARRAS', 'CATEGORIA', 'ESTADO', 'STOCK MINIMO', 'STOCK MAXIMO']];
  for (let i = 1; i <= rows; i++) {
    const body = `2${runId}${String(i).padStart(7, '0')}`;
    // EAN-13 as a number cell, as spreadsheets hold them.
    table.push([
      `${IMPORT_PREFIX}${runId}-${String(i).padStart(5, '0')}`,
      `Producto importado ${i} lote de prueba`,
      Number(body + ean13CheckDigit(body)),
      'Importado Bench',
      'Activo',
      5,
      100,
    ]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table), 'Productos');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The web's toPayload (apps/web/src/features/inventory/lib/bulk-import-run.ts). */
function toPayload(row: BulkSheetRow) {
  const optional = (value: string) => (value === '' ? undefined : value);
  return {
    row: row.row,
    sku: row.sku,
    name: row.name,
    barcode: row.barcode,
    category: optional(row.category),
    status: optional(row.status),
    min_stock: optional(row.min_stock),
    max_stock: optional(row.max_stock),
    bulk_import: true as const,
  };
}

async function importXlsx(api: RunningServer, auth: Record<string, string>): Promise<BenchTable> {
  const rowsWanted = intEnv('BENCH_IMPORT_ROWS', 10_000);
  const runId = String(Date.now() % 10_000).padStart(4, '0');
  const file = workbook(rowsWanted, runId);

  const t0 = performance.now();
  // As readSheetRows in the browser: @e965/xlsx over the file's bytes, raw cells.
  const book = XLSX.read(file, { type: 'buffer', cellDates: false });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: false });
  const t1 = performance.now();
  const parsed = readBulkImportSheet(table);
  if (!parsed.ok) throw new Error(`hoja inválida: ${parsed.error}`);
  const batches = bulkImportBatches(parsed.rows.map(toPayload), BULK_BATCH_ROWS);
  const t2 = performance.now();
  let created = 0;
  let refused = 0;
  const batchMs: number[] = [];
  for (const batch of batches) {
    const b0 = performance.now();
    const res = await fetch(`${api.url}/api/products/bulk`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ products: batch }),
    });
    if (!res.ok) throw new Error(`POST /api/products/bulk: HTTP ${res.status} ${await res.text()}`);
    const answer = ((await res.json()) as { data: { created: number; refused: number } }).data;
    created += answer.created;
    refused += answer.refused;
    batchMs.push(performance.now() - b0);
  }
  const t3 = performance.now();
  const total = t3 - t0;
  return {
    title: `Carga masiva .xlsx de ${rowsWanted.toLocaleString('es-CL')} filas sobre el conjunto grande (carga ${loadAverage()})`,
    rows: [
      {
        fase: 'leer .xlsx con @e965/xlsx (como el navegador)',
        ms: Math.round(t1 - t0),
        detalle: `${(file.length / 1024).toFixed(0)} KB, ${table.length - 1} filas`,
      },
      {
        fase: 'mapear filas (readBulkImportSheet + lotes)',
        ms: Math.round(t2 - t1),
        detalle: `${batches.length} lotes de ≤ ${BULK_BATCH_ROWS}`,
      },
      {
        fase: 'POST /api/products/bulk en serie',
        ms: Math.round(t3 - t2),
        detalle: `lote mediano ${Math.round(median(batchMs))} ms, máx ${Math.round(Math.max(...batchMs))} ms`,
      },
      { fase: 'total de punta a punta', ms: Math.round(total), detalle: `${created} creados, ${refused} rechazados` },
    ],
    notes: [
      `Objetivo: < ${IMPORT_TARGET_MS / 1000} s de punta a punta: ${total < IMPORT_TARGET_MS && created === rowsWanted ? 'CUMPLE' : 'NO CUMPLE'}. Los productos importados (SKU ${IMPORT_PREFIX}…) se borran al terminar para que el conjunto grande no crezca.`,
    ],
  };
}

/** Chromium (Debian's) on the built app: sign in, then time navigations to /inventario until the first product row shows. */
async function firstPage(api: RunningServer, webError: unknown): Promise<BenchTable> {
  if (webError) throw webError;
  const rounds = intEnv('BENCH_BROWSER_ROUNDS', 3);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: api.url,
      locale: 'es-CL',
      timezoneId: 'America/Santiago',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('admin@demo.cl');
    await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByTestId('page-title').waitFor();
    const firstRow = () => page.getByRole('row').nth(1).waitFor({ state: 'visible' });
    await page.goto('/inventario');
    await firstRow(); // warms the HTTP cache and the server once

    const full: number[] = [];
    const inApp: number[] = [];
    for (let r = 0; r < rounds; r++) {
      // A full load of /inventario (the bundle from the HTTP cache, as on a second visit).
      await page.goto('/users');
      await page.getByTestId('page-title').waitFor();
      let t0 = performance.now();
      await page.goto('/inventario');
      await firstRow();
      full.push(performance.now() - t0);
      // In-app navigation: from another screen, a click on the sidebar entry.
      await page.goto('/users');
      await page.getByTestId('page-title').waitFor();
      await page
        .getByRole('row')
        .nth(1)
        .waitFor({ state: 'visible', timeout: 10_000 })
        .catch(() => {});
      t0 = performance.now();
      await page.getByRole('link', { name: 'Gestión de Inventario' }).first().click();
      await page.waitForURL('**/inventario');
      await firstRow();
      inApp.push(performance.now() - t0);
    }
    const row = (name: string, times: number[]) => ({
      navegación: name,
      mediana_ms: Math.round(median(times)),
      máx_ms: Math.round(Math.max(...times)),
      rondas: times.map((t) => Math.round(t)).join(', '),
      objetivo: median(times) < FIRST_PAGE_TARGET_MS ? 'CUMPLE' : 'NO CUMPLE',
    });
    return {
      title: `Pantalla de inventario: primera fila visible tras navegar, Chromium headless (carga ${loadAverage()})`,
      rows: [row('carga completa de /inventario (page.goto)', full), row('clic en «Gestión de Inventario» desde /users', inApp)],
      notes: [
        `Objetivo: primera página en < ${FIRST_PAGE_TARGET_MS / 1000} s (mediana de ${rounds} rondas). El navegador corre en la misma máquina de 2 núcleos que el servidor.`,
        'La pantalla de partida es /users (liviana), fuera del módulo medido.',
      ],
    };
  } finally {
    await browser.close();
  }
}

/** Deletes the products the import created (they have no stock, events or references). */
function removeImported(): void {
  try {
    const db = new Database(path.join(largeDataDir, 'bodega.sqlite'));
    try {
      db.prepare(
        `delete from products where sku like '${IMPORT_PREFIX}%' and not exists (select 1 from inventory i where i.product_id = products.id)`,
      ).run();
    } finally {
      db.close();
    }
  } catch (error) {
    console.error('No se pudieron borrar los productos importados:', error);
  }
}
