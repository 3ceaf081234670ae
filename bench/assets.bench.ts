// `npm run bench -- assets`: the JavaScript a browser loads for /login, and for /inventario once
// signed in, with its size uncompressed and as the server sends it precompressed (brotli, gzip).
// Chromium (Debian's) opens the built app on the real server; every script it receives is counted
// by the file it came from, whose .br and .gz copies the build wrote beside it.
import { statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoRoot, startApiServer, type RunningServer } from './lib/processes';
import type { BenchRow, BenchTable } from './lib/table';
import { ensureWebBuild } from './lib/web-build';

const LOGIN_TARGET_BYTES = 200 * 1024;
const webDist = path.join(repoRoot, 'bench/.data/web-assets');

interface Loaded {
  files: Set<string>;
  /** Content-Encoding of each response as Chromium received it. */
  encodings: Map<string, string>;
}

/** Records the scripts the page receives from the app's origin while `action` runs. */
async function scriptsLoadedBy(page: Page, origin: string, action: () => Promise<void>): Promise<Loaded> {
  const loaded: Loaded = { files: new Set(), encodings: new Map() };
  const onResponse = async (response: import('playwright-core').Response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith(origin)) return;
    const file = new URL(response.url()).pathname;
    loaded.files.add(file);
    loaded.encodings.set(file, (await response.headerValue('content-encoding')) ?? 'identity');
  };
  page.on('response', onResponse);
  try {
    await action();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  return loaded;
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return Number.NaN;
  }
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

function row(page: string, loaded: Loaded): BenchRow & { br: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  let br = 0;
  for (const file of loaded.files) {
    const onDisk = path.join(webDist, file);
    const size = sizeOf(onDisk);
    raw += size;
    // A compressed copy the build did not write (no smaller than the file) is sent as the file.
    gzip += Math.min(size, sizeOf(`${onDisk}.gz`) || size);
    br += Math.min(size, sizeOf(`${onDisk}.br`) || size);
  }
  const encodings = [...new Set(loaded.encodings.values())].join(', ');
  return {
    página: page,
    'archivos JS': loaded.files.size,
    'sin comprimir (KB)': kb(raw),
    'gzip (KB)': kb(gzip),
    'gzip / sin': Number((gzip / raw).toFixed(3)),
    'brotli (KB)': kb(br),
    'brotli / sin': Number((br / raw).toFixed(3)),
    'recibido como': encodings,
    br,
    gzip,
  };
}

async function measure(
  browser: Browser,
  server: RunningServer,
): Promise<{ login: ReturnType<typeof row>; inventory: ReturnType<typeof row> }> {
  const options = {
    baseURL: server.url,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    viewport: { width: 1280, height: 800 },
  };
  const first = await browser.newContext(options);
  try {
    const page = await first.newPage();
    page.setDefaultTimeout(60_000);
    const login = await scriptsLoadedBy(page, server.url, async () => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    });
    await page.getByLabel('Correo electrónico').fill('admin@demo.cl');
    await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByTestId('page-title').waitFor();
    // /inventario as a signed-in user opens it: a full load with an empty cache.
    const signedIn = await browser.newContext({ ...options, storageState: await first.storageState() });
    try {
      const inventoryPage = await signedIn.newPage();
      inventoryPage.setDefaultTimeout(60_000);
      const inventory = await scriptsLoadedBy(inventoryPage, server.url, async () => {
        await inventoryPage.goto('/inventario');
        await inventoryPage.getByRole('row').nth(1).waitFor({ state: 'visible' });
      });
      return { login: row('/login', login), inventory: row('/inventario (con sesión)', inventory) };
    } finally {
      await signedIn.close();
    }
  } finally {
    await first.close();
  }
}

export async function run(): Promise<BenchTable> {
  ensureWebBuild(webDist);
  const server = await startApiServer('assets', { WEB_DIST: webDist });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const { login, inventory } = await measure(browser, server);
    const strip = ({ br: _br, gzip: _gzip, ...rest }: ReturnType<typeof row>) => rest;
    return {
      title: 'JavaScript de la primera carga: sin comprimir, gzip y brotli (precomprimidos al compilar)',
      rows: [strip(login), strip(inventory)],
      notes: [
        `Objetivo: el JavaScript de /login < ${LOGIN_TARGET_BYTES / 1024} KB comprimido: brotli ${kb(login.br)} KB ${login.br < LOGIN_TARGET_BYTES ? 'CUMPLE' : 'NO CUMPLE'}; gzip ${kb(login.gzip)} KB ${login.gzip < LOGIN_TARGET_BYTES ? 'CUMPLE' : 'NO CUMPLE'}.`,
        'Los tamaños son los de los archivos .br y .gz que escribe la compilación (calidad 11 y nivel 9), que el servidor envía tal cual según Accept-Encoding; "recibido como" es el Content-Encoding que vio Chromium (que pide br solo en orígenes seguros, como 127.0.0.1 o HTTPS; por HTTP en la red recibe gzip).',
        '/inventario: carga completa con sesión iniciada y caché vacía, hasta la primera fila de la tabla.',
      ],
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
