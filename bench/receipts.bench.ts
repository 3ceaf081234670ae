// (receipts), on a fresh SQLite database with the demo data:
//  - POST /api/transactions/simplified-reception with 500 lines, several rounds (target < 1 s each);
//  - put-away scans (location, then product) by 20 operators at once, each on its own assigned
//    storage list, p95 over every scan (target < 50 ms), beside a bare Fastify route measured in
//    the same run at the same concurrency.
import { ean13CheckDigit } from '@bodega/domain';
import http from 'node:http';
import { apiClient, benchFacilities, benchProducts, type Api } from './lib/api';
import { login } from './lib/large-data';
import { closedLoop, intEnv, load, loadAverage, median, percentile } from './lib/load';
import { startApiServer, startBareServer, type RunningServer } from './lib/processes';
import type { BenchTable } from './lib/table';

const RECEIPT_TARGET_MS = 1_000;
const SCAN_TARGET_MS = 50;

export async function run(): Promise<BenchTable[]> {
  const lines = intEnv('BENCH_RECEIPT_LINES', 500);
  const rounds = intEnv('BENCH_RECEIPT_ROUNDS', 5);
  const operators = intEnv('BENCH_OPERATORS', 20);
  const itemsPerOperator = intEnv('BENCH_SCAN_ITEMS', 20);
  // Items per operator scanned first and not counted: a server in use has its scan path compiled
  // by the JIT; a cold one answers its first few hundred scans several times slower.
  const warmupRaw = Number(process.env.BENCH_SCAN_WARMUP ?? 5);
  const warmupItems = Number.isInteger(warmupRaw) && warmupRaw >= 0 ? warmupRaw : 5;

  let api: RunningServer | undefined;
  let bare: RunningServer | undefined;
  try {
    api = await startApiServer('receipts');
    const admin = apiClient(api, await login(api));
    const facilities = await benchFacilities(admin, 'R', 20);
    const products = await benchProducts(admin, 'R', Math.max(lines, operators), (i) => {
      const body = `20${String(i).padStart(10, '0')}`;
      return body + ean13CheckDigit(body);
    });

    // 1. Simplified receipts of `lines` lines, each line a product, lot and location of its own.
    const receiptMs: number[] = [];
    for (let r = 1; r <= rounds; r++) {
      const details = Array.from({ length: lines }, (_, i) => ({
        product_id: products[i % products.length]!.id,
        quantity: 1 + ((i * 7) % 40),
        lot_number: `R${r}-${i}`,
        expiry_date: '2028-12-31',
        destination_location_id: facilities.locations[i % facilities.locations.length]!.id,
      }));
      const body = {
        reference: `BENCH-SIMP-${Date.now().toString(36)}-${r}`,
        supplier: 'Proveedor bench',
        warehouse_id: facilities.warehouse_id,
        zone_id: facilities.zone_id,
        details,
      };
      const t0 = performance.now();
      await admin.post('/transactions/simplified-reception', body, [201]);
      receiptMs.push(performance.now() - t0);
    }
    const receiptTable: BenchTable = {
      title: `Ingreso simplificado de ${lines} líneas: POST /api/transactions/simplified-reception, SQLite (carga ${loadAverage()})`,
      rows: [
        ...receiptMs.map((ms, i) => ({ ronda: String(i + 1), ms: Math.round(ms) })),
        { ronda: 'mediana', ms: Math.round(median(receiptMs)) },
      ],
      notes: [
        `Objetivo: < ${RECEIPT_TARGET_MS} ms por ingreso (mediana): ${median(receiptMs) < RECEIPT_TARGET_MS ? 'CUMPLE' : 'NO CUMPLE'}. Cada ronda es un ingreso nuevo (otro número, otros lotes), medido del envío a la respuesta 201.`,
      ],
    };

    // 2. Put-away: each operator gets a pending receipt, its storage list, assigned and started.
    const crews = await prepareOperators(api, admin, facilities, products, operators, warmupItems + itemsPerOperator);
    bare = await startBareServer({ data: { id: 1, status: 'stored', location_scanned: true, product_scanned: true } });
    const seconds = 5;
    await load({ url: `${bare.url}/bare`, durationS: 1, connections: operators });
    const baseline = await load({ url: `${bare.url}/bare`, durationS: seconds, connections: operators });
    // The API's own floor: the cheapest authenticated route (JWT, user row, security headers),
    // same connections, same moment. A scan cannot answer faster than this.
    const floorHeaders = { authorization: crews[0]!.headers.authorization! };
    await load({ url: `${api.url}/api/auth/profile`, durationS: 1, connections: operators, headers: floorHeaders });
    const floor = await load({
      url: `${api.url}/api/auth/profile`,
      durationS: seconds,
      connections: operators,
      headers: floorHeaders,
    });

    const locationTimes: number[] = [];
    const productTimes: number[] = [];
    let failures = 0;
    // node:http with keep-alive rather than fetch: the client shares the two cores with the server,
    // and fetch costs it several times what autocannon (the bare row) does per request.
    const agent = new http.Agent({ keepAlive: true, maxSockets: crews.length });
    const post = (path: string, headers: Record<string, string>, body: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(
          `${api!.url}/api/intelligent-storage${path}`,
          { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
            res.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    const scan = async (headers: Record<string, string>, path: string, barcode: string, into: number[]) => {
      const t0 = performance.now();
      const status = await post(path, headers, JSON.stringify({ barcode }));
      into.push(performance.now() - t0);
      if (status !== 200) failures++;
      return status === 200;
    };
    // Every operator scans its items in order: the location, then the product, as on the handheld.
    const scanAll = (first: number, end: number, into: { location: number[]; product: number[] }) => {
      const cursor = crews.map(() => 2 * first);
      return closedLoop({
        clients: crews.length,
        send: (client) => {
          const crew = crews[client]!;
          const step = cursor[client]!++;
          const index = Math.floor(step / 2);
          const item = index < end ? crew.items[index] : undefined;
          if (!item) return null;
          return step % 2 === 0
            ? scan(crew.headers, `/storage-items/${item.id}/scan-location`, item.location, into.location)
            : scan(crew.headers, `/storage-items/${item.id}/scan-product`, item.barcode, into.product);
        },
      });
    };
    if (warmupItems > 0) await scanAll(0, warmupItems, { location: [], product: [] });
    const loop = await scanAll(warmupItems, warmupItems + itemsPerOperator, { location: locationTimes, product: productTimes });
    const stats = (times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      return {
        escaneos: sorted.length,
        p50_ms: round(percentile(sorted, 0.5)),
        p95_ms: round(percentile(sorted, 0.95)),
        p99_ms: round(percentile(sorted, 0.99)),
      };
    };
    const all = stats([...locationTimes, ...productTimes]);
    const scanTable: BenchTable = {
      title: `Almacenamiento: escaneos de ${crews.length} operarios a la vez, ${itemsPerOperator} ítems cada uno, SQLite (carga ${loadAverage()})`,
      rows: [
        {
          escaneo: `Fastify sin auth (/bare), ${operators} conexiones, ${seconds} s`,
          escaneos: '',
          p50_ms: baseline.p50_ms,
          p95_ms: baseline.p95_ms,
          p99_ms: baseline.p99_ms,
          'req/s': baseline.requests_per_s,
        },
        {
          escaneo: `ruta autenticada mínima (GET /api/auth/profile), ${operators} conexiones, ${seconds} s`,
          escaneos: '',
          p50_ms: floor.p50_ms,
          p95_ms: floor.p95_ms,
          p99_ms: floor.p99_ms,
          'req/s': floor.requests_per_s,
        },
        { escaneo: 'ubicación (scan-location)', ...stats(locationTimes), 'req/s': '' },
        { escaneo: 'producto (scan-product, guarda en inventario)', ...stats(productTimes), 'req/s': '' },
        { escaneo: 'todos', ...all, 'req/s': loop.requests_per_s },
      ],
      notes: [
        `Objetivo: p95 < ${SCAN_TARGET_MS} ms sobre todos los escaneos: ${all.p95_ms < SCAN_TARGET_MS && failures === 0 ? 'CUMPLE' : 'NO CUMPLE'}${failures ? ` (${failures} escaneos no respondieron 200)` : ''}.`,
        ...(floor.non_2xx || floor.errors
          ? [`La ruta autenticada mínima tuvo ${floor.non_2xx} respuestas no 2xx y ${floor.errors} errores: su fila no cuenta.`]
          : []),
        ...(warmupItems > 0
          ? [
              `Antes de medir, cada operario almacena ${warmupItems} ítems más de su lista (calentamiento, no cuentan; BENCH_SCAN_WARMUP=0 lo omite).`,
            ]
          : []),
        'Cada operario es un cliente en lazo cerrado: escanea la ubicación sugerida y luego el producto de cada ítem de su propia lista, sin pausa entre escaneos (más exigente que un operario real).',
      ],
    };
    agent.destroy();
    return [receiptTable, scanTable];
  } finally {
    await Promise.all([api?.stop(), bare?.stop()]);
  }
}

interface Crew {
  headers: Record<string, string>;
  items: Array<{ id: number; location: string; barcode: string }>;
}

async function prepareOperators(
  server: RunningServer,
  admin: Api,
  facilities: { warehouse_id: number; zone_id: number },
  products: Array<{ id: number; barcode: string }>,
  operators: number,
  itemsPerOperator: number,
): Promise<Crew[]> {
  const crews: Crew[] = [];
  const tag = Date.now().toString(36);
  for (let o = 0; o < operators; o++) {
    const username = `bench-op-${tag}-${o}`;
    const email = `${username}@bench.cl`;
    const user = await admin.post<{ id: number }>(
      '/users',
      { username, email, password: 'bench-1234', role: 'operator', name: `Operario ${o + 1}` },
      [201],
    );
    const operator = apiClient(server, await login(server, email, 'bench-1234'));
    // One product per operator, one lot per item, so no two operators store the same row.
    const product = products[o % products.length]!;
    const receipt = await admin.post<{ id: number }>(
      '/transactions/ingresos',
      {
        order_number: `BENCH-ALM-${tag}-${o}`,
        warehouse_id: facilities.warehouse_id,
        zone_id: facilities.zone_id,
        items: Array.from({ length: itemsPerOperator }, (_, i) => ({
          product_id: product.id,
          quantity: 2,
          lot_number: `O${o}-${i}`,
          expiry_date: '2028-06-30',
        })),
      },
      [201],
    );
    const list = await admin.post<{
      id: number;
      storage_items: Array<{ id: number; suggested_location: { barcode: string | null; code: string } }>;
    }>(
      '/intelligent-storage/storage-lists',
      { transaction_id: receipt.id, storage_strategy: 'abc_optimized', piece_by_piece_enabled: false },
      [201],
    );
    await admin.post(`/intelligent-storage/storage-lists/${list.id}/assign`, { user_id: user.id });
    await operator.post(`/intelligent-storage/storage-lists/${list.id}/start`);
    crews.push({
      headers: { ...operator.headers, 'content-type': 'application/json' },
      items: list.storage_items.map((item) => ({
        id: item.id,
        location: item.suggested_location.barcode ?? item.suggested_location.code,
        barcode: product.barcode,
      })),
    });
  }
  return crews;
}
